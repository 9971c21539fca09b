import CoreData
import Foundation
import UIKit

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
final class MenuConfigurator {
    /// Builds the module and returns its ready view controller.
    static func build() -> MenuViewController {
        let viewController = MenuViewController()
        configure(viewController)
        return viewController
    }

    /// Wires a controller created elsewhere (a storyboard, an existing call site)
    /// and returns its interactor.
    @discardableResult
    static func configure(_ viewController: MenuViewController) -> MenuInteractorProtocol {
        let worker = MenuWorker(imageLocalCacheManager: makeImageLocalCacheManager())
        let interactor = MenuInteractor(worker: worker)
        let presenter = MenuPresenter()
        let router = MenuRouter()
        viewController.interactor = interactor
        interactor.presenter = presenter
        interactor.router = router
        worker.output = interactor
        presenter.viewController = viewController
        router.sceneViewController = viewController
        return interactor
    }

    static func makeImageLocalCacheManager() -> ImageLocalCacheManager {
        let fileManager = FileManager.default
        return ImageLocalCacheManagerImplementation(fileManager: fileManager)
    }
}
