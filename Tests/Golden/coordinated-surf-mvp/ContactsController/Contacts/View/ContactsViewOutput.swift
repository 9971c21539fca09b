import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
protocol ContactsViewOutput: ContactsViewAdapterOutput {
    func viewLoaded()
    func help()
    func confirmDeletion(_ contact: Contact)
}
