import Foundation
import UIKit

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
final class ProfileModuleConfigurator {
    /// Builds the module and returns its ready view controller.
    func configure() -> ProfileViewController {
        let view = ProfileViewController()
        configure(view)
        return view
    }

    /// Wires a controller created elsewhere (a storyboard, an existing call site)
    /// and returns its presenter.
    @discardableResult
    func configure(_ view: ProfileViewController) -> ProfileViewOutput {
        let service = ProfileModuleService(userService: makeUserService())
        let presenter = ProfilePresenter(service: service)
        let router = ProfileRouter()
        presenter.view = view
        presenter.router = router
        router.view = view
        presenter.output = view
        service.output = presenter
        view.output = presenter
        return presenter
    }

    func makeUserService() -> UserService {
        return UserServiceImplementation()
    }
}
