import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
final class ContactsPresenter {
    weak var view: ContactsViewInput?
    var onOpenHelp: (() -> Void)?
    var onOpenContact: ((Contact) -> Void)?
    var onOpenDelete: ((Contact, @escaping () -> Void) -> Void)?
    let contactsService: ContactsService

    init(contactsService: ContactsService) {
        self.contactsService = contactsService
    }
}

// MARK: - ContactsViewOutput

extension ContactsPresenter: ContactsViewOutput {
    func viewLoaded() {
        view?.setupInitialState()
        loadContacts()
    }

    func help() {
        onOpenHelp?()
    }

    func selectContact(_ contact: Contact) {
        onOpenContact?(contact)
    }

    func confirmDeletion(_ contact: Contact) {
        onOpenDelete?(contact) { [weak self] in
            self?.performDelete(contact)
        }
    }
}

// MARK: - ContactsModuleOutput

extension ContactsPresenter: ContactsModuleOutput {
}

// MARK: - Private methods

extension ContactsPresenter {
    private func loadContacts() {
        contactsService.loadContacts { [weak self] contacts, error in
            DispatchQueue.main.async { self?.didLoadContacts(contacts) }
        }
    }

    private func performDelete(_ contact: Contact) {
        let deleteContactResult = self.contactsService.deleteContact(withId: contact.id)
        didPerformDelete(deleteContactResult, contact: contact)
    }

    private func didLoadContacts(_ contacts: [Contact]) {
        view?.configure(with: contacts)
    }

    private func didPerformDelete(_ deleteContactResult: Bool, contact: Contact) {
        view?.configure(with: deleteContactResult, contact: contact)
    }
}
