import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
final class ContactsPresenter {
    weak var view: ContactsViewInput?
    let interactor: ContactsInteractorInput
    let router: ContactsRouterInput

    init(interactor: ContactsInteractorInput, router: ContactsRouterInput) {
        self.interactor = interactor
        self.router = router
    }
}

// MARK: - ContactsViewOutput

extension ContactsPresenter: ContactsViewOutput {
    func didTriggerViewReadyEvent() {
        interactor.obtainContacts()
    }

    func didTriggerHelpEvent() {
        router.openHelpAlertModule()
    }

    func didSelectContact(_ contact: Contact) {
        router.openContactModule(contact)
    }

    func didTriggerConfirmDeletionEvent(_ contact: Contact) {
        router.openDeleteAlertModule(contact) { [weak self] in
            self?.interactor.performDelete(contact)
        }
    }
}

// MARK: - ContactsInteractorOutput

extension ContactsPresenter: ContactsInteractorOutput {
    func didObtainContacts(_ contacts: [Contact]) {
        view?.showContacts(contacts)
    }

    func didPerformDelete(_ deleteContactResult: Bool, contact: Contact) {
        view?.showDelete(deleteContactResult, contact: contact)
    }
}
