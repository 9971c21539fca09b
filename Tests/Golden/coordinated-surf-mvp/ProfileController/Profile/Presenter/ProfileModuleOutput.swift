import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
protocol ProfileModuleOutput: AnyObject {
    var onClose: (() -> Void)? { get set }
    var onDidSave: ((User) -> Void)? { get set }
}
