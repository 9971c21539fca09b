import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
protocol ContactsViewAdapterOutput: AnyObject {
    func selectContact(_ contact: Contact)
}
