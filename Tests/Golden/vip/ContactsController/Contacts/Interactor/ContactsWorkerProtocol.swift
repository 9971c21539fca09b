import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
protocol ContactsWorkerProtocol {
    func fetchContacts()
    func performDelete(_ contact: Contact)
}
