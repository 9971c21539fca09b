import Combine
import Foundation

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
final class NewsPresenter {
    weak var view: NewsViewInput?
    var router: NewsRouterInput?
    let newsService: NewsService
    private var cancellables: Set<AnyCancellable> = Set<AnyCancellable>()

    init(newsService: NewsService) {
        self.newsService = newsService
    }
}

// MARK: - NewsViewOutput

extension NewsPresenter: NewsViewOutput {
    func viewLoaded() {
        view?.setupInitialState()
        loadBreakingNews()
    }

    func viewWillAppear() {
        loadHeadlines()
    }
}

// MARK: - Private methods

extension NewsPresenter {
    private func loadBreakingNews() {
        newsService.breakingNews
            .receive(on: DispatchQueue.main)
            .sink { [weak self] headline in
                self?.didLoadBreakingNews(headline)
            }
            .store(in: &cancellables)
    }

    private func loadHeadlines() {
        Task {
            do {
                let latest = try await newsService.latestHeadlines()
                self.didLoadHeadlines(latest)
            } catch {
                self.didFailToLoadHeadlines(error)
            }
        }
    }

    private func didLoadBreakingNews(_ headline: Headline) {
        view?.configure(with: headline)
    }

    private func didLoadHeadlines(_ latest: [Headline]) {
        view?.configure(with: latest)
    }

    private func didFailToLoadHeadlines(_ error: Error) {
        view?.showHeadlinesError(error)
    }
}
