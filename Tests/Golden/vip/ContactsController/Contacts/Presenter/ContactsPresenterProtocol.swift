import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
protocol ContactsPresenterProtocol {
    func presentContacts(_ contacts: [Contact])
    func presentDelete(_ deleteContactResult: Bool, contact: Contact)
}
