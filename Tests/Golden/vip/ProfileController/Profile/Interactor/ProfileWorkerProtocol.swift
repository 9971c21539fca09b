import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
protocol ProfileWorkerProtocol {
    func fetchUser(_ userId: String)
    func performSave(_ user: User)
}
