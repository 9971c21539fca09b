import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
protocol ContactsRouterProtocol {
    func routeToHelp()
    func routeToContact(_ contact: Contact)
    func routeToDelete(_ contact: Contact, onDelete: @escaping () -> Void)
}
