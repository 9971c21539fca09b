import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
final class ContactsPresenter {
    weak var view: ContactsViewInput?
    var router: ContactsRouterInput?
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
        router?.showHelpModule()
    }

    func selectContact(_ contact: Contact) {
        router?.showContactModule(contact)
    }

    func confirmDeletion(_ contact: Contact) {
        router?.showDeleteModule(contact, output: self)
    }
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

// MARK: - ContactsDeleteModuleOutput

extension ContactsPresenter: ContactsDeleteModuleOutput {
    func delete(_ contact: Contact) {
        performDelete(contact)
    }
}
