import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
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
    private var user: User?

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

    func didTriggerSaveEvent(_ nameFieldText: String?) {
        guard var user = user else { return }
        user.name = nameFieldText ?? user.name
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
        self.user = user
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
