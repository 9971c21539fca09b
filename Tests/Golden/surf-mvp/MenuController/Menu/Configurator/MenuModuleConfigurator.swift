import CoreData
import Foundation
import UIKit

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
final class MenuModuleConfigurator {
    /// Builds the module and returns its ready view controller.
    func configure() -> MenuViewController {
        let view = MenuViewController()
        configure(view)
        return view
    }

    /// Wires a controller created elsewhere (a storyboard, an existing call site)
    /// and returns its presenter.
    @discardableResult
    func configure(_ view: MenuViewController) -> MenuViewOutput {
        let service = MenuModuleService(imageLocalCacheManager: makeImageLocalCacheManager())
        let presenter = MenuPresenter(service: service)
        let router = MenuRouter()
        presenter.view = view
        presenter.router = router
        router.view = view
        service.output = presenter
        view.output = presenter
        return presenter
    }

    func makeImageLocalCacheManager() -> ImageLocalCacheManager {
        let fileManager = FileManager.default
        return ImageLocalCacheManagerImplementation(fileManager: fileManager)
    }
}
