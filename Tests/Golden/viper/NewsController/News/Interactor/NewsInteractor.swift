import Combine
import Foundation

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
final class NewsInteractor {
    weak var output: NewsInteractorOutput?
    let newsService: NewsService
    private var cancellables: Set<AnyCancellable> = Set<AnyCancellable>()

    init(newsService: NewsService) {
        self.newsService = newsService
    }
}

// MARK: - NewsInteractorInput

extension NewsInteractor: NewsInteractorInput {
    func obtainBreakingNews() {
        newsService.breakingNews
            .receive(on: DispatchQueue.main)
            .sink { [weak self] headline in
                self?.output?.didObtainBreakingNews(headline)
            }
            .store(in: &cancellables)
    }

    func obtainHeadlines() {
        Task {
            do {
                let latest = try await newsService.latestHeadlines()
                self.output?.didObtainHeadlines(latest)
            } catch {
                self.output?.didFailToObtainHeadlines(error)
            }
        }
    }
}
