import Foundation
import UIKit

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
final class ContactsRouter {
    /// The scene's view controller, which the next scenes are attached to.
    weak var viewController: UIViewController?
}

// MARK: - ContactsRouterProtocol

extension ContactsRouter: ContactsRouterProtocol {
    func routeToHelp() {
        guard let viewController else { return }
        let alert = UIAlertController(title: "Help", message: "Swipe a contact to delete it.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        viewController.present(alert, animated: true)
    }

    func routeToContact(_ contact: Contact) {
        guard let viewController else { return }
        let configuration: (UIStoryboardSegue) -> Void = { segue in
            if let details = segue.destination as? ContactDetailsViewController {
                details.contactId = contact.id
            }
        }
        viewController.performSegue(withIdentifier: "showContact", sender: configuration)
    }

    func routeToDelete(_ contact: Contact, onDelete: @escaping () -> Void) {
        guard let viewController else { return }
        let alert = UIAlertController(title: "Delete \(contact.name)?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
            onDelete()
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        viewController.present(alert, animated: true)
    }
}
