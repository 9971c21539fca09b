//
//  NewsController+App.swift
//
//  The rest of the app NewsController.swift lives in (see MenuController+App.swift).
//

import Combine
import Foundation

final class NewsServiceImplementation: NewsService {
    let breakingSubject = PassthroughSubject<Headline, Never>()

    var breakingNews: AnyPublisher<Headline, Never> { breakingSubject.eraseToAnyPublisher() }

    func latestHeadlines() async throws -> [Headline] {
        [Headline(title: "Bridges open at night", publishedAt: Date(timeIntervalSince1970: 0))]
    }
}
