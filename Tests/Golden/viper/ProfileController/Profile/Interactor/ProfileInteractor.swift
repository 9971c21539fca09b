import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
final class ProfileInteractor {
    weak var output: ProfileInteractorOutput?
    let userService: UserService

    init(userService: UserService) {
        self.userService = userService
    }
}

// MARK: - ProfileInteractorInput

extension ProfileInteractor: ProfileInteractorInput {
    func obtainUser(_ userId: String) {
        userService.loadUser(id: userId) { [weak self] user in
            guard let self = self, let user = user else { return }
            self.output?.didObtainUser(user)
        }
    }

    func performSave(_ user: User) {
        let saveResult = userService.save(user)
        output?.didPerformSave(saveResult, user: user)
    }
}
