import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
protocol ContactsRouterInput {
    func showHelpModule()
    func showContactModule(_ contact: Contact)
    func showDeleteModule(_ contact: Contact, output: ContactsDeleteModuleOutput)
}
