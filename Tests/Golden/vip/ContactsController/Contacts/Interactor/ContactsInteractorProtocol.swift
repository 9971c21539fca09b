import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
protocol ContactsInteractorProtocol {
    func viewDidLoad()
    func help()
    func selectContact(_ contact: Contact)
    func confirmDeletion(_ contact: Contact)
}
