import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
final class ContactsInteractor {
    var presenter: ContactsPresenterProtocol?
    var router: ContactsRouterProtocol?
    let worker: ContactsWorkerProtocol

    init(worker: ContactsWorkerProtocol) {
        self.worker = worker
    }
}

// MARK: - ContactsInteractorProtocol

extension ContactsInteractor: ContactsInteractorProtocol {
    func viewDidLoad() {
        worker.fetchContacts()
    }

    func help() {
        router?.routeToHelp()
    }

    func selectContact(_ contact: Contact) {
        router?.routeToContact(contact)
    }

    func confirmDeletion(_ contact: Contact) {
        router?.routeToDelete(contact) { [weak self] in
            self?.worker.performDelete(contact)
        }
    }
}

// MARK: - ContactsWorkerOutput

extension ContactsInteractor: ContactsWorkerOutput {
    func didFetchContacts(_ contacts: [Contact]) {
        presenter?.presentContacts(contacts)
    }

    func didPerformDelete(_ deleteContactResult: Bool, contact: Contact) {
        presenter?.presentDelete(deleteContactResult, contact: contact)
    }
}
