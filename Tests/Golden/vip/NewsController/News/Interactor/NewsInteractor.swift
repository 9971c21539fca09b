import Foundation

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
final class NewsInteractor {
    var presenter: NewsPresenterProtocol?
    var router: NewsRouterProtocol?
    let worker: NewsWorkerProtocol

    init(worker: NewsWorkerProtocol) {
        self.worker = worker
    }
}

// MARK: - NewsInteractorProtocol

extension NewsInteractor: NewsInteractorProtocol {
    func viewDidLoad() {
        worker.fetchBreakingNews()
    }

    func viewWillAppear() {
        worker.fetchHeadlines()
    }
}

// MARK: - NewsWorkerOutput

extension NewsInteractor: NewsWorkerOutput {
    func didFetchBreakingNews(_ headline: Headline) {
        presenter?.presentBreakingNews(headline)
    }

    func didFetchHeadlines(_ latest: [Headline]) {
        presenter?.presentHeadlines(latest)
    }

    func didFailToFetchHeadlines(_ error: Error) {
        presenter?.presentHeadlinesError(error)
    }
}
