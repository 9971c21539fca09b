import Foundation
import UIKit

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
final class ContactsConfigurator {
    /// Builds the module and returns its ready view controller.
    static func build() -> ContactsViewController {
        let viewController = ContactsViewController()
        configure(viewController)
        return viewController
    }

    /// Wires a controller created elsewhere (a storyboard, an existing call site)
    /// and returns its interactor.
    @discardableResult
    static func configure(_ viewController: ContactsViewController) -> ContactsInteractorProtocol {
        let worker = ContactsWorker(contactsService: makeContactsService())
        let interactor = ContactsInteractor(worker: worker)
        let presenter = ContactsPresenter()
        let router = ContactsRouter()
        viewController.interactor = interactor
        interactor.presenter = presenter
        interactor.router = router
        worker.output = interactor
        presenter.viewController = viewController
        router.viewController = viewController
        return interactor
    }

    static func makeContactsService() -> ContactsService {
        return ContactsServiceImplementation()
    }
}
