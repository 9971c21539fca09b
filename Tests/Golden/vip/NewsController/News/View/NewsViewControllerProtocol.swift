import Foundation

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
protocol NewsViewControllerProtocol: AnyObject {
    func displayBreakingNews(_ headline: Headline)
    func displayHeadlines(_ latest: [Headline])
    func displayHeadlinesError(_ error: Error)
}
