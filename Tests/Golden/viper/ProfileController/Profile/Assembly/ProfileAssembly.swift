import Foundation
import UIKit

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
final class ProfileAssembly {
    /// Builds the module and returns its ready view controller.
    func assembleModule() -> ProfileViewController {
        let viewController = ProfileViewController()
        configure(viewController)
        return viewController
    }

    /// Wires a controller created elsewhere (a storyboard, an existing call site)
    /// and returns its presenter.
    @discardableResult
    func configure(_ viewController: ProfileViewController) -> ProfileViewOutput {
        let router = ProfileRouter()
        router.transitionHandler = viewController
        let interactor = ProfileInteractor(userService: makeUserService())
        let presenter = ProfilePresenter(interactor: interactor, router: router)
        presenter.view = viewController
        interactor.output = presenter
        viewController.output = presenter
        presenter.moduleOutput = viewController
        return presenter
    }

    func makeUserService() -> UserService {
        return UserServiceImplementation()
    }
}
