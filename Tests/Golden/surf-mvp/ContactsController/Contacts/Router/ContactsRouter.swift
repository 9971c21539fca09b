import Foundation
import UIKit

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
final class ContactsRouter {
    /// The module's view, which every transition starts from.
    weak var view: ModuleTransitionable?
}

// MARK: - ContactsRouterInput

extension ContactsRouter: ContactsRouterInput {
    func showHelpModule() {
        guard let view else { return }
        let alert = UIAlertController(title: "Help", message: "Swipe a contact to delete it.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        view.present(alert, animated: true)
    }

    func showContactModule(_ contact: Contact) {
        guard let view else { return }
        let configuration: (UIStoryboardSegue) -> Void = { segue in
            if let details = segue.destination as? ContactDetailsViewController {
                details.contactId = contact.id
            }
        }
        view.performSegue(withIdentifier: "showContact", sender: configuration)
    }

    func showDeleteModule(_ contact: Contact, output: ContactsDeleteModuleOutput) {
        guard let view else { return }
        let alert = UIAlertController(title: "Delete \(contact.name)?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
            output.delete(contact)
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        view.present(alert, animated: true)
    }
}
