import Combine
import Foundation
import UIKit

/// Runs the News flow: shows the module and performs the navigation its outputs ask for.
/// A parent flow starts it and releases it when the flow finishes:
///
///     let coordinator = NewsCoordinator(navigationController: navigationController)
///     coordinator.finishFlow = { [weak self, weak coordinator] in
///         self?.removeDependency(coordinator)
///     }
///     addDependency(coordinator)
///     coordinator.start()
final class NewsCoordinator {
    /// Called when the module closes; whoever started the flow releases the coordinator then.
    var finishFlow: (() -> Void)?

    private let navigationController: UINavigationController
    /// The module's view, which the flow's transitions start from.
    private weak var view: UIViewController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// Shows the module on the navigation stack and takes over its navigation.
    func start() {
        let module = NewsModuleConfigurator().configure()
        self.view = module.view
        navigationController.pushViewController(module.view, animated: !navigationController.viewControllers.isEmpty)
    }
}
