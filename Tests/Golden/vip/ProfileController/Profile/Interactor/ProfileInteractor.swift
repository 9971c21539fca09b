import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
final class ProfileInteractor {
    var presenter: ProfilePresenterProtocol?
    var router: ProfileRouterProtocol?
    let worker: ProfileWorkerProtocol
    weak var moduleOutput: ProfileModuleOutput?
    private var userId: String = ""
    private var user: User?

    init(worker: ProfileWorkerProtocol) {
        self.worker = worker
    }
}

// MARK: - ProfileInteractorProtocol

extension ProfileInteractor: ProfileInteractorProtocol {
    func viewDidLoad() {
        worker.fetchUser(userId)
    }

    func save(_ nameFieldText: String?) {
        guard var user = user else { return }
        user.name = nameFieldText ?? user.name
        worker.performSave(user)
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

// MARK: - ProfileWorkerOutput

extension ProfileInteractor: ProfileWorkerOutput {
    func didFetchUser(_ user: User) {
        self.user = user
        presenter?.presentUser(user)
    }

    func didPerformSave(_ saveResult: Bool, user: User) {
        presenter?.presentSave(saveResult, user: user)
    }
}
