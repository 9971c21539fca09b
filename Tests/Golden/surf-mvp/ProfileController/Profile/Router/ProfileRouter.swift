import Foundation
import UIKit

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
final class ProfileRouter {
    /// The module's view, which every transition starts from.
    weak var view: ModuleTransitionable?
}

// MARK: - ProfileRouterInput

extension ProfileRouter: ProfileRouterInput {
    func closeCurrentModule() {
        guard let view else { return }
        view.dismiss(animated: true)
    }
}
