import Combine
import Foundation

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
final class NewsModuleService {
    weak var output: NewsModuleServiceOutput?
    let newsService: NewsService
    private var cancellables: Set<AnyCancellable> = Set<AnyCancellable>()

    init(newsService: NewsService) {
        self.newsService = newsService
    }
}

// MARK: - NewsModuleServiceInput

extension NewsModuleService: NewsModuleServiceInput {
    func loadBreakingNews() {
        newsService.breakingNews
            .receive(on: DispatchQueue.main)
            .sink { [weak self] headline in
                self?.output?.didLoadBreakingNews(headline)
            }
            .store(in: &cancellables)
    }

    func loadHeadlines() {
        Task {
            do {
                let latest = try await newsService.latestHeadlines()
                self.output?.didLoadHeadlines(latest)
            } catch {
                self.output?.didFailToLoadHeadlines(error)
            }
        }
    }
}
