import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
protocol ProfileModuleOutput: AnyObject {
    func didSave(_ user: User)
}
