import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
protocol MenuViewInput: AnyObject {
    func showLoading()
    func showQuarters(_ quarters: [QuarterPlainObject])
    func showBackgroundImage(_ imageData: Data?)
}
