import Foundation
import UIKit

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
final class ContactsAssembly {
    /// Builds the module and returns its ready view controller.
    func assembleModule() -> ContactsViewController {
        let viewController = ContactsViewController()
        configure(viewController)
        return viewController
    }

    /// Wires a controller created elsewhere (a storyboard, an existing call site)
    /// and returns its presenter.
    @discardableResult
    func configure(_ viewController: ContactsViewController) -> ContactsViewOutput {
        let router = ContactsRouter()
        router.transitionHandler = viewController
        let interactor = ContactsInteractor(contactsService: makeContactsService())
        let presenter = ContactsPresenter(interactor: interactor, router: router)
        presenter.view = viewController
        interactor.output = presenter
        viewController.output = presenter
        return presenter
    }

    func makeContactsService() -> ContactsService {
        return ContactsServiceImplementation()
    }
}
