import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
protocol MenuViewAdapterOutput: AnyObject {
    func selectMainMenuSection(_ sectionType: MainMenuSectionType)
}
