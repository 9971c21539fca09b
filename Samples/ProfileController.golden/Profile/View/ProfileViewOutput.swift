import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
protocol ProfileViewOutput {
    func didTriggerViewReadyEvent()
    func didTriggerCloseEvent()
}
