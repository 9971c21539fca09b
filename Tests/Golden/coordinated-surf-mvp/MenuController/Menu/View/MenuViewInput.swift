import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
protocol MenuViewInput: AnyObject {
    func setupInitialState()
    func showLoading()
    func configure(with quarters: [QuarterPlainObject])
    func configure(with imageData: Data?)
}
