import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
protocol ProfileModuleServiceOutput: AnyObject {
    func didLoadUser(_ user: User)
    func didPerformSave(_ saveResult: Bool, user: User)
}
