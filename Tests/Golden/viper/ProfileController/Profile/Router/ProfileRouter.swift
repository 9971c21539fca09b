import Foundation
import UIKit

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
final class ProfileRouter {
    /// The screen this module's transitions start from.
    weak var transitionHandler: UIViewController?
}

// MARK: - ProfileRouterInput

extension ProfileRouter: ProfileRouterInput {
    func closeCurrentModule() {
        guard let transitionHandler else { return }
        transitionHandler.dismiss(animated: true)
    }
}
