import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
protocol ProfileInteractorInput {
    func obtainUser(_ userId: String)
    func performSave(_ user: User)
}
