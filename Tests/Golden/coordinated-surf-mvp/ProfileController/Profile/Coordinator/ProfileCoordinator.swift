import Foundation
import UIKit

/// Runs the Profile flow: shows the module and performs the navigation its outputs ask for.
/// A parent flow starts it, and releases it when `finishFlow` says the flow is over:
///
///     startChild(ProfileCoordinator(navigationController: navigationController))
@MainActor
final class ProfileCoordinator: FlowCoordinator {
    /// Called when the module closes; whoever started the flow releases the coordinator then.
    var finishFlow: (() -> Void)?

    private let navigationController: UINavigationController
    /// The module's view, which the flow's transitions start from.
    private weak var view: UIViewController?
    /// Flows this one started, kept alive until they finish.
    private var childCoordinators: [FlowCoordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// Shows the module on the navigation stack and takes over its navigation.
    func start() {
        let module = ProfileModuleConfigurator().configure()
        module.output.onClose = { [weak self] in
            self?.closeCurrentModule()
        }
        self.view = module.view
        navigationController.pushViewController(module.view, animated: !navigationController.viewControllers.isEmpty)
    }

    /// Starts a child flow and keeps it until it finishes.
    func startChild(_ coordinator: FlowCoordinator) {
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.childCoordinators.removeAll { $0 === coordinator }
        }
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}

// MARK: - Navigation

extension ProfileCoordinator {
    private func closeCurrentModule() {
        guard let view else { return }
        view.dismiss(animated: true)
        finishFlow?()
    }
}
