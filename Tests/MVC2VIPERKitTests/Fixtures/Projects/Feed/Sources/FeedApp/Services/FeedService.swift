import Foundation

/// Why a feed could not be loaded.
enum FeedError: Error {
    case offline
    case server(status: Int)

    var message: String {
        switch self {
        case .offline:
            return "You are offline."
        case .server(let status):
            return "The server answered \(status)."
        }
    }
}

/// Loads the stories of a category and hands them to a completion handler.
final class FeedService {
    typealias Completion = (Result<[FeedItem], FeedError>) -> Void

    func loadFeed(category: FeedCategory, completion: @escaping Completion) {
        // The app's API client goes here; until then the service answers with a canned page.
        let items = (1...3).map { number in
            FeedItem(id: number, title: "\(category.title) story \(number)", summary: "What happened, in brief.",
                     date: Date(timeIntervalSince1970: TimeInterval(number) * 86_400))
        }
        completion(.success(items))
    }
}
