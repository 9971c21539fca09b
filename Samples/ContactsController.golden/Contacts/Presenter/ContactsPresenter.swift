import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
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

    func didSelectRow(_ indexPath: IndexPath, contacts: [Contact]) {
        router.openShowContactModule(indexPath, contacts: contacts)
    }
}

// MARK: - ContactsInteractorOutput

extension ContactsPresenter: ContactsInteractorOutput {
    func didObtainContacts(_ contacts: [Contact]) {
        view?.showContacts(contacts)
    }
}
