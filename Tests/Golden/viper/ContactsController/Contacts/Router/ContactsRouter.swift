import Foundation
import UIKit

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
final class ContactsRouter {
    /// The screen this module's transitions start from.
    weak var transitionHandler: UIViewController?
}

// MARK: - ContactsRouterInput

extension ContactsRouter: ContactsRouterInput {
    func openHelpAlertModule() {
        guard let transitionHandler else { return }
        let alert = UIAlertController(title: "Help", message: "Swipe a contact to delete it.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        transitionHandler.present(alert, animated: true)
    }

    func openContactModule(_ contact: Contact) {
        guard let transitionHandler else { return }
        let configuration: (UIStoryboardSegue) -> Void = { segue in
            if let details = segue.destination as? ContactDetailsViewController {
                details.contactId = contact.id
            }
        }
        transitionHandler.performSegue(withIdentifier: "showContact", sender: configuration)
    }

    func openDeleteAlertModule(_ contact: Contact, onDelete: @escaping () -> Void) {
        guard let transitionHandler else { return }
        let alert = UIAlertController(title: "Delete \(contact.name)?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
            onDelete()
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        transitionHandler.present(alert, animated: true)
    }
}
