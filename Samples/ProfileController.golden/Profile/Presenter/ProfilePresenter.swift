import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
final class ProfilePresenter {
    weak var view: ProfileViewInput?
    let interactor: ProfileInteractorInput
    let router: ProfileRouterInput
    weak var moduleOutput: ProfileModuleOutput?
    private var userId: String = ""
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    init(interactor: ProfileInteractorInput, router: ProfileRouterInput) {
        self.interactor = interactor
        self.router = router
    }
}

// MARK: - ProfileViewOutput

extension ProfilePresenter: ProfileViewOutput {
    func didTriggerViewReadyEvent() {
        interactor.obtainUser(userId)
    }

    func didTriggerSaveEvent(_ user: User) {
        interactor.performSave(user)
    }

    func didTriggerCloseEvent() {
        router.closeCurrentModule()
    }

    func didSave(_ user: User) {
        moduleOutput?.didSave(user)
    }
}

// MARK: - ProfileInteractorOutput

extension ProfilePresenter: ProfileInteractorOutput {
    func didObtainUser(_ user: User) {
        let memberSinceText = "Member since " + dateFormatter.string(from: user.memberSince)
        view?.showUser(user, memberSinceText: memberSinceText)
    }

    func didPerformSave(_ saveResult: Bool, user: User) {
        view?.showSave(saveResult, user: user)
    }
}

// MARK: - ProfileModuleInput

extension ProfilePresenter: ProfileModuleInput {
    func configure(with userId: String) {
        self.userId = userId
    }
}
