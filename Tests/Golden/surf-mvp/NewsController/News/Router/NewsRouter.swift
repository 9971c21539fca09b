import Combine
import Foundation
import UIKit

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
final class NewsRouter {
    /// The module's view, which every transition starts from.
    weak var view: ModuleTransitionable?
}

// MARK: - NewsRouterInput

extension NewsRouter: NewsRouterInput {
}
