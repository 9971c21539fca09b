import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
protocol ProfileModuleInput: AnyObject {
    func configureModule(with userId: String)
}
