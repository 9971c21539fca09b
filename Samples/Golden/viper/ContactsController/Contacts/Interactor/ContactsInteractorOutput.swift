import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
protocol ContactsInteractorOutput: AnyObject {
    func didObtainContacts(_ contacts: [Contact])
    func didPerformDelete(_ deleteContactResult: Bool, contact: Contact)
}
