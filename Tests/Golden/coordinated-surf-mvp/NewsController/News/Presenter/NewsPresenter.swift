import Foundation

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
final class NewsPresenter {
    weak var view: NewsViewInput?
    let service: NewsModuleServiceInput

    init(service: NewsModuleServiceInput) {
        self.service = service
    }
}

// MARK: - NewsViewOutput

extension NewsPresenter: NewsViewOutput {
    func viewLoaded() {
        view?.setupInitialState()
        service.loadBreakingNews()
    }

    func viewWillAppear() {
        service.loadHeadlines()
    }
}

// MARK: - NewsModuleOutput

extension NewsPresenter: NewsModuleOutput {
}

// MARK: - NewsModuleServiceOutput

extension NewsPresenter: NewsModuleServiceOutput {
    func didLoadBreakingNews(_ headline: Headline) {
        view?.configure(with: headline)
    }

    func didLoadHeadlines(_ latest: [Headline]) {
        view?.configure(with: latest)
    }

    func didFailToLoadHeadlines(_ error: Error) {
        view?.showHeadlinesError(error)
    }
}
