import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
final class ProfileModuleService {
    weak var output: ProfileModuleServiceOutput?
    let userService: UserService

    init(userService: UserService) {
        self.userService = userService
    }
}

// MARK: - ProfileModuleServiceInput

extension ProfileModuleService: ProfileModuleServiceInput {
    func loadUser(_ userId: String) {
        userService.loadUser(id: userId) { [weak self] user in
            guard let self = self, let user = user else { return }
            self.output?.didLoadUser(user)
        }
    }

    func performSave(_ user: User) {
        let saveResult = userService.save(user)
        output?.didPerformSave(saveResult, user: user)
    }
}
