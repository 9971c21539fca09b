import Combine
import Foundation
import UIKit

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
final class NewsConfigurator {
    /// Builds the module and returns its ready view controller.
    static func build() -> NewsViewController {
        let viewController = NewsViewController()
        configure(viewController)
        return viewController
    }

    /// Wires a controller created elsewhere (a storyboard, an existing call site)
    /// and returns its interactor.
    @discardableResult
    static func configure(_ viewController: NewsViewController) -> NewsInteractorProtocol {
        let worker = NewsWorker(newsService: makeNewsService())
        let interactor = NewsInteractor(worker: worker)
        let presenter = NewsPresenter()
        let router = NewsRouter()
        viewController.interactor = interactor
        interactor.presenter = presenter
        interactor.router = router
        worker.output = interactor
        presenter.viewController = viewController
        router.viewController = viewController
        return interactor
    }

    static func makeNewsService() -> NewsService {
        return NewsServiceImplementation()
    }
}
