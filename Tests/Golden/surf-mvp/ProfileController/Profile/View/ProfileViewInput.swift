import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
protocol ProfileViewInput: AnyObject {
    func setupInitialState()
    func configure(with user: User, memberSinceText: String)
    func configure(with saveResult: Bool, user: User)
}
