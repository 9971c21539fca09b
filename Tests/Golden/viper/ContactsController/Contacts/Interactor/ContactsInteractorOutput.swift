import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
protocol ContactsInteractorOutput: AnyObject {
    func didObtainContacts(_ contacts: [Contact])
    func didPerformDelete(_ deleteContactResult: Bool, contact: Contact)
}
