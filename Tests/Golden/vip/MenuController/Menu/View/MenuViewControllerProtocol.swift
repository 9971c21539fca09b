import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
protocol MenuViewControllerProtocol: AnyObject {
    func displayLoading()
    func displayQuarters(_ quarters: [QuarterViewModel])
    func displayBackgroundImage(_ imageData: Data?)
}
