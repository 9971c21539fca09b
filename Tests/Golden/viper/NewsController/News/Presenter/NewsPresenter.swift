import Foundation

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
final class NewsPresenter {
    weak var view: NewsViewInput?
    let interactor: NewsInteractorInput
    let router: NewsRouterInput

    init(interactor: NewsInteractorInput, router: NewsRouterInput) {
        self.interactor = interactor
        self.router = router
    }
}

// MARK: - NewsViewOutput

extension NewsPresenter: NewsViewOutput {
    func didTriggerViewReadyEvent() {
        interactor.obtainBreakingNews()
    }

    func didTriggerViewWillAppearEvent() {
        interactor.obtainHeadlines()
    }
}

// MARK: - NewsInteractorOutput

extension NewsPresenter: NewsInteractorOutput {
    func didObtainBreakingNews(_ headline: Headline) {
        view?.showBreakingNews(headline)
    }

    func didObtainHeadlines(_ latest: [Headline]) {
        view?.showHeadlines(latest)
    }

    func didFailToObtainHeadlines(_ error: Error) {
        view?.showHeadlinesError(error)
    }
}
