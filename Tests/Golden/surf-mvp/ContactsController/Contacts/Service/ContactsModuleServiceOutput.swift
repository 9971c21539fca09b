import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
protocol ContactsModuleServiceOutput: AnyObject {
    func didLoadContacts(_ contacts: [Contact])
    func didPerformDelete(_ deleteContactResult: Bool, contact: Contact)
}
