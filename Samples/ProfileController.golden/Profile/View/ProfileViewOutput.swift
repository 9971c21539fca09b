import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
protocol ProfileViewOutput {
    func didTriggerViewReadyEvent(_ userId: String)
    func didTriggerCloseEvent()
}
