import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
protocol ContactsViewInput: AnyObject {
    func showContacts(_ contacts: [Contact])
    func showDelete(_ deleteContactResult: Bool, contact: Contact)
}
