import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
protocol ContactsViewOutput {
    func didTriggerViewReadyEvent()
    func didTriggerHelpEvent()
    func didSelectContact(_ contact: Contact)
    func didTriggerConfirmDeletionEvent(_ contact: Contact)
}
