import Foundation
import UIKit

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
final class ProfileConfigurator {
    /// Builds the module and returns its ready view controller.
    static func build() -> ProfileViewController {
        let viewController = ProfileViewController()
        configure(viewController)
        return viewController
    }

    /// Wires a controller created elsewhere (a storyboard, an existing call site)
    /// and returns its interactor.
    @discardableResult
    static func configure(_ viewController: ProfileViewController) -> ProfileInteractorProtocol {
        let worker = ProfileWorker(userService: makeUserService())
        let interactor = ProfileInteractor(worker: worker)
        let presenter = ProfilePresenter()
        let router = ProfileRouter()
        viewController.interactor = interactor
        interactor.presenter = presenter
        interactor.router = router
        worker.output = interactor
        presenter.viewController = viewController
        router.viewController = viewController
        interactor.moduleOutput = viewController
        return interactor
    }

    static func makeUserService() -> UserService {
        return UserServiceImplementation()
    }
}
