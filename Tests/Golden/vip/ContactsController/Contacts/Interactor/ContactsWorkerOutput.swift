import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
protocol ContactsWorkerOutput: AnyObject {
    func didFetchContacts(_ contacts: [Contact])
    func didPerformDelete(_ deleteContactResult: Bool, contact: Contact)
}
