import Foundation

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
protocol NewsInteractorOutput: AnyObject {
    func didObtainBreakingNews(_ headline: Headline)
    func didObtainHeadlines(_ latest: [Headline])
    func didFailToObtainHeadlines(_ error: Error)
}
