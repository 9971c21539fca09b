import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
protocol MenuModuleOutput: AnyObject {
    var onOpenCity: (() -> Void)? { get set }
    var onOpenPlaces: (() -> Void)? { get set }
    var onOpenReferenceBook: (() -> Void)? { get set }
}
