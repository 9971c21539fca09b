import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
protocol ProfileInteractorOutput: AnyObject {
    func didObtainUser(_ user: User)
}
