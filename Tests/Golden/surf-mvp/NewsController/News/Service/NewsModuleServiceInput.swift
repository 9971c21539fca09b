import Foundation

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
protocol NewsModuleServiceInput {
    func loadBreakingNews()
    func loadHeadlines()
}
