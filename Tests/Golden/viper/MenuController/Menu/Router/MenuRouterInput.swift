import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
protocol MenuRouterInput {
    func openCityModule()
    func openPlacesModule()
    func openReferenceBookModule()
}
