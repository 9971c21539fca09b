import Combine
import Foundation

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
final class NewsPresenter {
    weak var viewController: NewsViewControllerProtocol?
}

// MARK: - NewsPresenterProtocol

extension NewsPresenter: NewsPresenterProtocol {
    func presentBreakingNews(_ headline: Headline) {
        viewController?.displayBreakingNews(headline)
    }

    func presentHeadlines(_ latest: [Headline]) {
        viewController?.displayHeadlines(latest)
    }

    func presentHeadlinesError(_ error: Error) {
        viewController?.displayHeadlinesError(error)
    }
}
