import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
protocol MenuModuleServiceOutput: AnyObject {
    func didLoadQuarters(_ quarters: [QuarterPlainObject])
    func didLoadBackgroundImage(_ imageData: Data?)
}
