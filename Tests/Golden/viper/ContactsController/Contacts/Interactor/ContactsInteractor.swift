import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
final class ContactsInteractor {
    weak var output: ContactsInteractorOutput?
    let contactsService: ContactsService

    init(contactsService: ContactsService) {
        self.contactsService = contactsService
    }
}

// MARK: - ContactsInteractorInput

extension ContactsInteractor: ContactsInteractorInput {
    func obtainContacts() {
        contactsService.loadContacts { [weak self] contacts, error in
            DispatchQueue.main.async { self?.output?.didObtainContacts(contacts) }
        }
    }

    func performDelete(_ contact: Contact) {
        let deleteContactResult = self.contactsService.deleteContact(withId: contact.id)
        output?.didPerformDelete(deleteContactResult, contact: contact)
    }
}
