import Foundation

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
protocol NewsModuleServiceOutput: AnyObject {
    func didLoadBreakingNews(_ headline: Headline)
    func didLoadHeadlines(_ latest: [Headline])
    func didFailToLoadHeadlines(_ error: Error)
}
