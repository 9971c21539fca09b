import Foundation

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
protocol NewsWorkerOutput: AnyObject {
    func didFetchBreakingNews(_ headline: Headline)
    func didFetchHeadlines(_ latest: [Headline])
    func didFailToFetchHeadlines(_ error: Error)
}
