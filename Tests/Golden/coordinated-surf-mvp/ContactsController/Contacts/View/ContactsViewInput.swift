import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
protocol ContactsViewInput: AnyObject {
    func setupInitialState()
    func configure(with contacts: [Contact])
    func configure(with deleteContactResult: Bool, contact: Contact)
}
