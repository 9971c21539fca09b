import Foundation
import UIKit

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
final class ProfileModuleConfigurator {
    /// Builds the module and returns its ready view controller.
    func configure() -> (view: ProfileViewController, output: ProfileModuleOutput) {
        let view = ProfileViewController()
        let output = configure(view)
        return (view, output)
    }

    /// Wires a controller created elsewhere (a storyboard, an existing call site)
    /// and returns its presenter.
    @discardableResult
    func configure(_ view: ProfileViewController) -> ProfileViewOutput & ProfileModuleOutput {
        let service = ProfileModuleService(userService: makeUserService())
        let presenter = ProfilePresenter(service: service)
        presenter.view = view
        presenter.onDidSave = { [weak view] user in
            view?.didSave(user)
        }
        service.output = presenter
        view.output = presenter
        return presenter
    }

    func makeUserService() -> UserService {
        return UserServiceImplementation()
    }
}
