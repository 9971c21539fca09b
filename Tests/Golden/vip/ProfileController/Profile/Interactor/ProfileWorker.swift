import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
final class ProfileWorker {
    weak var output: ProfileWorkerOutput?
    let userService: UserService

    init(userService: UserService) {
        self.userService = userService
    }
}

// MARK: - ProfileWorkerProtocol

extension ProfileWorker: ProfileWorkerProtocol {
    func fetchUser(_ userId: String) {
        userService.loadUser(id: userId) { [weak self] user in
            guard let self = self, let user = user else { return }
            self.output?.didFetchUser(user)
        }
    }

    func performSave(_ user: User) {
        let saveResult = userService.save(user)
        output?.didPerformSave(saveResult, user: user)
    }
}
