import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
protocol ProfileViewOutput {
    func didTriggerViewReadyEvent()
    func didTriggerSaveEvent(_ nameFieldText: String?)
    func didTriggerCloseEvent()
    func didSave(_ user: User)
}
