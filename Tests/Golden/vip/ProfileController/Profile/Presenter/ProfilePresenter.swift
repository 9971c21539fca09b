import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
final class ProfilePresenter {
    weak var viewController: ProfileViewControllerProtocol?
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()
}

// MARK: - ProfilePresenterProtocol

extension ProfilePresenter: ProfilePresenterProtocol {
    func presentUser(_ user: User) {
        let memberSinceText = "Member since " + dateFormatter.string(from: user.memberSince)
        viewController?.displayUser(user, memberSinceText: memberSinceText)
    }

    func presentSave(_ saveResult: Bool, user: User) {
        viewController?.displaySave(saveResult, user: user)
    }
}
