import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
final class ProfileInteractor {
    var presenter: ProfilePresenterProtocol?
    var router: ProfileRouterProtocol?
    weak var moduleOutput: ProfileModuleOutput?
    let userService: UserService
    private var userId: String = ""
    private var user: User?

    init(userService: UserService) {
        self.userService = userService
    }
}

// MARK: - ProfileInteractorProtocol

extension ProfileInteractor: ProfileInteractorProtocol {
    func viewDidLoad() {
        fetchUser(userId)
    }

    func save(_ nameFieldText: String?) {
        guard var user = user else { return }
        user.name = nameFieldText ?? user.name
        performSave(user)
    }

    func close() {
        router?.navigateBack()
    }

    func didSave(_ user: User) {
        moduleOutput?.didSave(user)
    }
}

// MARK: - ProfileModuleInput

extension ProfileInteractor: ProfileModuleInput {
    func configure(with userId: String) {
        self.userId = userId
    }
}

// MARK: - Business logic

extension ProfileInteractor {
    private func fetchUser(_ userId: String) {
        userService.loadUser(id: userId) { [weak self] user in
            guard let self = self, let user = user else { return }
            self.didFetchUser(user)
        }
    }

    private func performSave(_ user: User) {
        let saveResult = userService.save(user)
        didPerformSave(saveResult, user: user)
    }

    private func didFetchUser(_ user: User) {
        self.user = user
        presenter?.presentUser(user)
    }

    private func didPerformSave(_ saveResult: Bool, user: User) {
        presenter?.presentSave(saveResult, user: user)
    }
}
