import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
protocol ContactsModuleServiceInput {
    func loadContacts()
    func performDelete(_ contact: Contact)
}
