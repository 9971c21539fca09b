import Foundation
import UIKit

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
final class ContactsModuleConfigurator {
    /// Builds the module and returns its ready view controller.
    func configure() -> (view: ContactsViewController, output: ContactsModuleOutput) {
        let view = ContactsViewController()
        let output = configure(view)
        return (view, output)
    }

    /// Wires a controller created elsewhere (a storyboard, an existing call site)
    /// and returns its presenter.
    @discardableResult
    func configure(_ view: ContactsViewController) -> ContactsViewOutput & ContactsModuleOutput {
        let service = ContactsModuleService(contactsService: makeContactsService())
        let presenter = ContactsPresenter(service: service)
        presenter.view = view
        service.output = presenter
        view.output = presenter
        return presenter
    }

    func makeContactsService() -> ContactsService {
        return ContactsServiceImplementation()
    }
}
