import Combine
import Foundation

/// The News module, migrated by mvc2viper from NewsViewController.
final class NewsInteractor {
    var presenter: NewsPresenterProtocol?
    var router: NewsRouterProtocol?
    let newsService: NewsService
    private var cancellables: Set<AnyCancellable> = Set<AnyCancellable>()

    init(newsService: NewsService) {
        self.newsService = newsService
    }
}

// MARK: - NewsInteractorProtocol

extension NewsInteractor: NewsInteractorProtocol {
    func viewDidLoad() {
        fetchBreakingNews()
    }

    func viewWillAppear() {
        fetchHeadlines()
    }
}

// MARK: - Business logic

extension NewsInteractor {
    private func fetchBreakingNews() {
        newsService.breakingNews
            .receive(on: DispatchQueue.main)
            .sink { [weak self] headline in
                self?.didFetchBreakingNews(headline)
            }
            .store(in: &cancellables)
    }

    private func fetchHeadlines() {
        Task {
            do {
                let latest = try await newsService.latestHeadlines()
                await MainActor.run { self.didFetchHeadlines(latest) }
            } catch {
                await MainActor.run { self.didFailToFetchHeadlines(error) }
            }
        }
    }

    private func didFetchBreakingNews(_ headline: Headline) {
        presenter?.presentBreakingNews(headline)
    }

    private func didFetchHeadlines(_ latest: [Headline]) {
        presenter?.presentHeadlines(latest)
    }

    private func didFailToFetchHeadlines(_ error: Error) {
        presenter?.presentHeadlinesError(error)
    }
}
