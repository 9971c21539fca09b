import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
final class ContactsInteractor {
    var presenter: ContactsPresenterProtocol?
    var router: ContactsRouterProtocol?
    let contactsService: ContactsService

    init(contactsService: ContactsService) {
        self.contactsService = contactsService
    }
}

// MARK: - ContactsInteractorProtocol

extension ContactsInteractor: ContactsInteractorProtocol {
    func viewDidLoad() {
        fetchContacts()
    }

    func help() {
        router?.routeToHelp()
    }

    func selectContact(_ contact: Contact) {
        router?.routeToContact(contact)
    }

    func confirmDeletion(_ contact: Contact) {
        router?.routeToDelete(contact) { [weak self] in
            self?.performDelete(contact)
        }
    }
}

// MARK: - Business logic

extension ContactsInteractor {
    private func fetchContacts() {
        contactsService.loadContacts { [weak self] contacts, error in
            DispatchQueue.main.async { self?.didFetchContacts(contacts) }
        }
    }

    private func performDelete(_ contact: Contact) {
        let deleteContactResult = self.contactsService.deleteContact(withId: contact.id)
        didPerformDelete(deleteContactResult, contact: contact)
    }

    private func didFetchContacts(_ contacts: [Contact]) {
        presenter?.presentContacts(contacts)
    }

    private func didPerformDelete(_ deleteContactResult: Bool, contact: Contact) {
        presenter?.presentDelete(deleteContactResult, contact: contact)
    }
}
