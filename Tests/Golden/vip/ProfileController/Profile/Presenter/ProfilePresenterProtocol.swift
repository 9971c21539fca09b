import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
protocol ProfilePresenterProtocol {
    func presentUser(_ user: User)
    func presentSave(_ saveResult: Bool, user: User)
}
