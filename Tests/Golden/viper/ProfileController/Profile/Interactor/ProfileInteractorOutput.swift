import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
protocol ProfileInteractorOutput: AnyObject {
    func didObtainUser(_ user: User)
    func didPerformSave(_ saveResult: Bool, user: User)
}
