import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
protocol ProfileWorkerOutput: AnyObject {
    func didFetchUser(_ user: User)
    func didPerformSave(_ saveResult: Bool, user: User)
}
