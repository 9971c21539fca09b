import Foundation

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
protocol NewsInteractorInput {
    func obtainBreakingNews()
    func obtainHeadlines()
}
