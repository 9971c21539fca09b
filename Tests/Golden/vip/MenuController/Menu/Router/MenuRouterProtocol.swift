import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
protocol MenuRouterProtocol {
    func routeToCity()
    func routeToPlaces()
    func routeToReferenceBook()
}
