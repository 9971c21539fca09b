import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
protocol ProfileRouterInput {
    func closeCurrentModule()
}
