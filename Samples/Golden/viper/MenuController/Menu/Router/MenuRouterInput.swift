import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
protocol MenuRouterInput {
    func openCityModule()
    func openPlacesModule()
    func openReferenceBookModule()
}
