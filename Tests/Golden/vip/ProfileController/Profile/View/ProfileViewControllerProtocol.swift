import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
protocol ProfileViewControllerProtocol: AnyObject {
    func displayUser(_ user: User, memberSinceText: String)
    func displaySave(_ saveResult: Bool, user: User)
}
