import Combine
import Foundation
import UIKit

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
final class NewsAssembly {
    /// Builds the module and returns its ready view controller.
    func assembleModule() -> NewsViewController {
        let viewController = NewsViewController()
        configure(viewController)
        return viewController
    }

    /// Wires a controller created elsewhere (a storyboard, an existing call site)
    /// and returns its presenter.
    @discardableResult
    func configure(_ viewController: NewsViewController) -> NewsViewOutput {
        let router = NewsRouter()
        router.transitionHandler = viewController
        let interactor = NewsInteractor(newsService: makeNewsService())
        let presenter = NewsPresenter(interactor: interactor, router: router)
        presenter.view = viewController
        interactor.output = presenter
        viewController.output = presenter
        return presenter
    }

    func makeNewsService() -> NewsService {
        return NewsServiceImplementation()
    }
}
