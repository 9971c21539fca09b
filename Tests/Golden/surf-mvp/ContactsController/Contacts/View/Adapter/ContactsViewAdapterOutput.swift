import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
protocol ContactsViewAdapterOutput: AnyObject {
    func selectContact(_ contact: Contact)
}
