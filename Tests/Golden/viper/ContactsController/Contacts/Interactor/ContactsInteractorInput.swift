import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
protocol ContactsInteractorInput {
    func obtainContacts()
    func performDelete(_ contact: Contact)
}
