import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
protocol MenuInteractorProtocol {
    func viewDidLoad()
    func selectMainMenuSection(_ sectionType: MainMenuSectionType)
}
