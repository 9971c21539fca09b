import Foundation

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
protocol NewsViewOutput: NewsViewAdapterOutput {
    func viewLoaded()
    func viewWillAppear()
}
