import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
protocol MenuModuleServiceInput {
    func loadQuarters()
    func loadBackgroundImage()
}
