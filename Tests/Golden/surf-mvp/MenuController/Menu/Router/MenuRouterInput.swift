import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
protocol MenuRouterInput {
    func showCityModule()
    func showPlacesModule()
    func showReferenceBookModule()
}
