import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
protocol ProfileModuleServiceInput {
    func loadUser(_ userId: String)
    func performSave(_ user: User)
}
