import Foundation

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
protocol NewsViewInput: AnyObject {
    func setupInitialState()
    func configure(with headline: Headline)
    func configure(with latest: [Headline])
    func showHeadlinesError(_ error: Error)
}
