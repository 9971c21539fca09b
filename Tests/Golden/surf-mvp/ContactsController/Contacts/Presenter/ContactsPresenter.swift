import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
final class ContactsPresenter {
    weak var view: ContactsViewInput?
    var router: ContactsRouterInput?
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
        router?.showHelpModule()
    }

    func selectContact(_ contact: Contact) {
        router?.showContactModule(contact)
    }

    func confirmDeletion(_ contact: Contact) {
        router?.showDeleteModule(contact, output: self)
    }
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

// MARK: - ContactsDeleteModuleOutput

extension ContactsPresenter: ContactsDeleteModuleOutput {
    func delete(_ contact: Contact) {
        service.performDelete(contact)
    }
}
