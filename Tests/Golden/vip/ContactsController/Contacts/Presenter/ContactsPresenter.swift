import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
final class ContactsPresenter {
    weak var viewController: ContactsViewControllerProtocol?
}

// MARK: - ContactsPresenterProtocol

extension ContactsPresenter: ContactsPresenterProtocol {
    func presentContacts(_ contacts: [Contact]) {
        viewController?.displayContacts(contacts)
    }

    func presentDelete(_ deleteContactResult: Bool, contact: Contact) {
        viewController?.displayDelete(deleteContactResult, contact: contact)
    }
}
