import Combine
import Foundation

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
final class NewsWorker {
    weak var output: NewsWorkerOutput?
    let newsService: NewsService
    private var cancellables: Set<AnyCancellable> = Set<AnyCancellable>()

    init(newsService: NewsService) {
        self.newsService = newsService
    }
}

// MARK: - NewsWorkerProtocol

extension NewsWorker: NewsWorkerProtocol {
    func fetchBreakingNews() {
        newsService.breakingNews
            .receive(on: DispatchQueue.main)
            .sink { [weak self] headline in
                self?.output?.didFetchBreakingNews(headline)
            }
            .store(in: &cancellables)
    }

    func fetchHeadlines() {
        Task {
            do {
                let latest = try await newsService.latestHeadlines()
                self.output?.didFetchHeadlines(latest)
            } catch {
                self.output?.didFailToFetchHeadlines(error)
            }
        }
    }
}
