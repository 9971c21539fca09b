import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
final class ContactsPresenter {
    weak var view: ContactsViewInput?
    var onOpenHelp: (() -> Void)?
    var onOpenContact: ((Contact) -> Void)?
    var onOpenDelete: ((Contact, @escaping () -> Void) -> Void)?
    let service: ContactsModuleServiceInput

    init(service: ContactsModuleServiceInput) {
        self.service = service
    }
}

// MARK: - ContactsViewOutput

extension ContactsPresenter: ContactsViewOutput {
    func viewLoaded() {
        view?.setupInitialState()
        service.loadContacts()
    }

    func help() {
        onOpenHelp?()
    }

    func selectContact(_ contact: Contact) {
        onOpenContact?(contact)
    }

    func confirmDeletion(_ contact: Contact) {
        onOpenDelete?(contact) { [weak self] in
            self?.service.performDelete(contact)
        }
    }
}

// MARK: - ContactsModuleOutput

extension ContactsPresenter: ContactsModuleOutput {
}

// MARK: - ContactsModuleServiceOutput

extension ContactsPresenter: ContactsModuleServiceOutput {
    func didLoadContacts(_ contacts: [Contact]) {
        view?.configure(with: contacts)
    }

    func didPerformDelete(_ deleteContactResult: Bool, contact: Contact) {
        view?.configure(with: deleteContactResult, contact: contact)
    }
}
