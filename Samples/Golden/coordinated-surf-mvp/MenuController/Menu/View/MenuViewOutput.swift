import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
protocol MenuViewOutput: MenuViewAdapterOutput {
    func viewLoaded()
}
