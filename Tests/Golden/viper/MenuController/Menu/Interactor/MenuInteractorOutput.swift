import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
protocol MenuInteractorOutput: AnyObject {
    func didObtainQuarters(_ quarters: [QuarterPlainObject])
    func didObtainBackgroundImage(_ imageData: Data?)
}
