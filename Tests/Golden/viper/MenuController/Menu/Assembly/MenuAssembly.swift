import CoreData
import Foundation
import UIKit

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
final class MenuAssembly {
    /// Builds the module and returns its ready view controller.
    func assembleModule() -> MenuViewController {
        let viewController = MenuViewController()
        configure(viewController)
        return viewController
    }

    /// Wires a controller created elsewhere (a storyboard, an existing call site)
    /// and returns its presenter.
    @discardableResult
    func configure(_ viewController: MenuViewController) -> MenuViewOutput {
        let router = MenuRouter()
        router.transitionHandler = viewController
        let interactor = MenuInteractor(imageLocalCacheManager: makeImageLocalCacheManager())
        let presenter = MenuPresenter(interactor: interactor, router: router)
        presenter.view = viewController
        interactor.output = presenter
        viewController.output = presenter
        return presenter
    }

    func makeImageLocalCacheManager() -> ImageLocalCacheManager {
        let fileManager = FileManager.default
        return ImageLocalCacheManagerImplementation(fileManager: fileManager)
    }
}
