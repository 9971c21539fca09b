import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
protocol ProfileViewInput: AnyObject {
    func showUser(_ user: User, memberSinceText: String)
    func showSave(_ saveResult: Bool, user: User)
}
