import Foundation
import UIKit

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
final class ProfileRouter {
    /// The scene's view controller, which the next scenes are attached to.
    weak var viewController: UIViewController?
}

// MARK: - ProfileRouterProtocol

extension ProfileRouter: ProfileRouterProtocol {
    func navigateBack() {
        guard let viewController else { return }
        viewController.dismiss(animated: true)
    }
}
