import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
protocol ProfileModuleOutput: AnyObject {
    func didSave(_ user: User)
}
