import Combine
import Foundation
import UIKit

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
final class NewsRouter {
    /// The screen this module's transitions start from.
    weak var transitionHandler: UIViewController?
}

// MARK: - NewsRouterInput

extension NewsRouter: NewsRouterInput {
}
