import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
final class ProfilePresenter {
    weak var view: ProfileViewInput?
    var onClose: (() -> Void)?
    var onDidSave: ((User) -> Void)?
    let userService: UserService
    private var userId: String = ""
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()
    private var user: User?

    init(userService: UserService) {
        self.userService = userService
    }
}

// MARK: - ProfileViewOutput

extension ProfilePresenter: ProfileViewOutput {
    func viewLoaded() {
        view?.setupInitialState()
        loadUser(userId)
    }

    func save(_ nameFieldText: String?) {
        guard var user = user else { return }
        user.name = nameFieldText ?? user.name
        performSave(user)
    }

    func close() {
        onClose?()
    }

    func didSave(_ user: User) {
        onDidSave?(user)
    }
}

// MARK: - ProfileModuleInput

extension ProfilePresenter: ProfileModuleInput {
    func configureModule(with userId: String) {
        self.userId = userId
    }
}

// MARK: - ProfileModuleOutput

extension ProfilePresenter: ProfileModuleOutput {
}

// MARK: - Private methods

extension ProfilePresenter {
    private func loadUser(_ userId: String) {
        userService.loadUser(id: userId) { [weak self] user in
            guard let self = self, let user = user else { return }
            self.didLoadUser(user)
        }
    }

    private func performSave(_ user: User) {
        let saveResult = userService.save(user)
        didPerformSave(saveResult, user: user)
    }

    private func didLoadUser(_ user: User) {
        self.user = user
        let memberSinceText = "Member since " + dateFormatter.string(from: user.memberSince)
        view?.configure(with: user, memberSinceText: memberSinceText)
    }

    private func didPerformSave(_ saveResult: Bool, user: User) {
        view?.configure(with: saveResult, user: user)
    }
}
