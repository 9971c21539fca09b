import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
final class ContactsModuleService {
    weak var output: ContactsModuleServiceOutput?
    let contactsService: ContactsService

    init(contactsService: ContactsService) {
        self.contactsService = contactsService
    }
}

// MARK: - ContactsModuleServiceInput

extension ContactsModuleService: ContactsModuleServiceInput {
    func loadContacts() {
        contactsService.loadContacts { [weak self] contacts, error in
            DispatchQueue.main.async { self?.output?.didLoadContacts(contacts) }
        }
    }

    func performDelete(_ contact: Contact) {
        let deleteContactResult = self.contactsService.deleteContact(withId: contact.id)
        output?.didPerformDelete(deleteContactResult, contact: contact)
    }
}
