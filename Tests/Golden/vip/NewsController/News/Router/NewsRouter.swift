import Combine
import Foundation
import UIKit

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
final class NewsRouter {
    /// The scene's view controller, which the next scenes are attached to.
    weak var viewController: UIViewController?
}

// MARK: - NewsRouterProtocol

extension NewsRouter: NewsRouterProtocol {
}
