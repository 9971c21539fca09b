import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
protocol MenuWorkerOutput: AnyObject {
    func didFetchQuarters(_ quarters: [Quarter])
    func didFetchBackgroundImage(_ imageData: Data?)
}
