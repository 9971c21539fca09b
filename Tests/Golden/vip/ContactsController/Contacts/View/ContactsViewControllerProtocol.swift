import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
protocol ContactsViewControllerProtocol: AnyObject {
    func displayContacts(_ contacts: [Contact])
    func displayDelete(_ deleteContactResult: Bool, contact: Contact)
}
