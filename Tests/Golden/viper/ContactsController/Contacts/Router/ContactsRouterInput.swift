import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
protocol ContactsRouterInput {
    func openHelpAlertModule()
    func openContactModule(_ contact: Contact)
    func openDeleteAlertModule(_ contact: Contact, onDelete: @escaping () -> Void)
}
