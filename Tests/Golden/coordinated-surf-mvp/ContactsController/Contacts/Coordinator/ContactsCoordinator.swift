import Foundation
import UIKit

/// Runs the Contacts flow: shows the module and performs the navigation its outputs ask for.
/// A parent flow starts it, and releases it when `finishFlow` says the flow is over:
///
///     startChild(ContactsCoordinator(navigationController: navigationController))
@MainActor
final class ContactsCoordinator: FlowCoordinator {
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
        let module = ContactsModuleConfigurator().configure()
        module.output.onOpenHelp = { [weak self] in
            self?.showHelpModule()
        }
        module.output.onOpenContact = { [weak self] contact in
            self?.showContactModule(contact)
        }
        module.output.onOpenDelete = { [weak self] contact, onDelete in
            self?.showDeleteModule(contact, onDelete: onDelete)
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

extension ContactsCoordinator {
    private func showHelpModule() {
        guard let view else { return }
        let alert = UIAlertController(title: "Help", message: "Swipe a contact to delete it.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        view.present(alert, animated: true)
    }

    private func showContactModule(_ contact: Contact) {
        guard let view else { return }
        let configuration: (UIStoryboardSegue) -> Void = { segue in
            if let details = segue.destination as? ContactDetailsViewController {
                details.contactId = contact.id
            }
        }
        view.performSegue(withIdentifier: "showContact", sender: configuration)
    }

    private func showDeleteModule(_ contact: Contact, onDelete: @escaping () -> Void) {
        guard let view else { return }
        let alert = UIAlertController(title: "Delete \(contact.name)?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
            onDelete()
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        view.present(alert, animated: true)
    }
}
