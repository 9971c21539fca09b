import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
final class ContactsWorker {
    weak var output: ContactsWorkerOutput?
    let contactsService: ContactsService

    init(contactsService: ContactsService) {
        self.contactsService = contactsService
    }
}

// MARK: - ContactsWorkerProtocol

extension ContactsWorker: ContactsWorkerProtocol {
    func fetchContacts() {
        contactsService.loadContacts { [weak self] contacts, error in
            DispatchQueue.main.async { self?.output?.didFetchContacts(contacts) }
        }
    }

    func performDelete(_ contact: Contact) {
        let deleteContactResult = self.contactsService.deleteContact(withId: contact.id)
        output?.didPerformDelete(deleteContactResult, contact: contact)
    }
}
