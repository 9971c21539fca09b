import Foundation

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
protocol NewsViewInput: AnyObject {
    func showBreakingNews(_ headline: Headline)
    func showHeadlines(_ latest: [Headline])
    func showHeadlinesError(_ error: Error)
}
