import Foundation

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
protocol NewsPresenterProtocol {
    func presentBreakingNews(_ headline: Headline)
    func presentHeadlines(_ latest: [Headline])
    func presentHeadlinesError(_ error: Error)
}
