import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
protocol MenuInteractorInput {
    func obtainQuarters()
    func obtainBackgroundImage()
}
