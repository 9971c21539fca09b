import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
protocol MenuWorkerProtocol {
    func fetchQuarters()
    func fetchBackgroundImage()
}
