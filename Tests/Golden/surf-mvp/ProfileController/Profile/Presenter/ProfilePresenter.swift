import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
final class ProfilePresenter {
    weak var view: ProfileViewInput?
    var router: ProfileRouterInput?
    weak var output: ProfileModuleOutput?
    let service: ProfileModuleServiceInput
    private var userId: String = ""
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()
    private var user: User?

    init(service: ProfileModuleServiceInput) {
        self.service = service
    }
}

// MARK: - ProfileViewOutput

extension ProfilePresenter: ProfileViewOutput {
    func viewLoaded() {
        view?.setupInitialState()
        service.loadUser(userId)
    }

    func save(_ nameFieldText: String?) {
        guard var user = user else { return }
        user.name = nameFieldText ?? user.name
        service.performSave(user)
    }

    func close() {
        router?.closeCurrentModule()
    }

    func didSave(_ user: User) {
        output?.didSave(user)
    }
}

// MARK: - ProfileModuleInput

extension ProfilePresenter: ProfileModuleInput {
    func configureModule(with userId: String) {
        self.userId = userId
    }
}

// MARK: - ProfileModuleServiceOutput

extension ProfilePresenter: ProfileModuleServiceOutput {
    func didLoadUser(_ user: User) {
        self.user = user
        let memberSinceText = "Member since " + dateFormatter.string(from: user.memberSince)
        view?.configure(with: user, memberSinceText: memberSinceText)
    }

    func didPerformSave(_ saveResult: Bool, user: User) {
        view?.configure(with: saveResult, user: user)
    }
}
