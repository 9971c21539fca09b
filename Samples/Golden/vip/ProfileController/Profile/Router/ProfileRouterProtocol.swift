import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
protocol ProfileRouterProtocol {
    func navigateBack()
}
