import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
protocol MenuPresenterProtocol {
    func presentLoading()
    func presentQuarters(_ quarters: [Quarter])
    func presentBackgroundImage(_ imageData: Data?)
}
