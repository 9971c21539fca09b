//
//  ProfileController.swift
//  Guide
//
//  A profile screen: configured with a user id by the screen that opens it, loads the user
//  through a service, formats dates for display, saves edits and tells its delegate.
//

import UIKit

/// A signed-up user of the guide.
struct User {
    let id: String
    var name: String
    let memberSince: Date
}

protocol UserService {
    func loadUser(id: String, completion: @escaping (User?) -> Void)
    func save(_ user: User) -> Bool
}

protocol ProfileViewControllerDelegate: AnyObject {
    func profileViewController(_ controller: ProfileViewController, didSave user: User)
}

final class ProfileViewController: UIViewController {

    /// The presenter. ProfileModuleConfigurator sets it; a controller made by a storyboard or
    /// an existing call site wires its module on first use, so those keep working.
    lazy var output: ProfileViewOutput = ProfileModuleConfigurator().configure(self)

    /// The module's input, for the screens that configure this one.
    var moduleInput: ProfileModuleInput? {
        output as? ProfileModuleInput
    }

    @IBOutlet private weak var nameField: UITextField!
    @IBOutlet private weak var memberSinceLabel: UILabel!

    weak var delegate: ProfileViewControllerDelegate?

    /// Called by the screen that opens the profile.
    @available(*, deprecated, message: "Configure the module through ProfileModuleInput")
    func configure(with userId: String) {
        moduleInput?.configureModule(with: userId)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        output.viewLoaded()
    }

    @IBAction func saveButtonTapped(_ sender: UIButton) {
        output.save(nameField.text)
    }

    @IBAction func closeButtonTapped(_ sender: UIButton) {
        output.close()
    }
}

// MARK: - ProfileViewInput

extension ProfileViewController: ProfileViewInput {
    func setupInitialState() {
        title = "Profile"
    }

    func configure(with user: User, memberSinceText: String) {
        self.nameField.text = user.name
        self.memberSinceLabel.text = memberSinceText
    }

    func configure(with saveResult: Bool, user: User) {
        if saveResult {
            output.didSave(user)
        }
    }
}

extension ProfileViewController: ModuleTransitionable {
}

// MARK: - ProfileModuleOutput

/// Keeps the controller's delegate (or callbacks) told: the controller is the module's output until another is set.
extension ProfileViewController: ProfileModuleOutput {
    func didSave(_ user: User) {
        delegate?.profileViewController(self, didSave: user)
    }
}
