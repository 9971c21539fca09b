import UIKit

protocol AccountService {
    func register(name: String, email: String, completion: @escaping (Bool) -> Void)
}

final class AccountServiceImplementation: AccountService {
    func register(name: String, email: String, completion: @escaping (Bool) -> Void) { completion(true) }
}

final class SignUpViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet private weak var scrollView: UIScrollView!
    @IBOutlet private weak var nameField: UITextField!
    @IBOutlet private weak var emailField: UITextField!
    @IBOutlet private weak var termsSwitch: UISwitch!
    @IBOutlet private weak var submitButton: UIButton!

    private let accountService: AccountService = AccountServiceImplementation()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.scrollView.contentInset = .zero
        }
        submitButton.isEnabled = false
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        scrollView.contentInset.bottom = 300
    }

    @IBAction private func fieldChanged(_ sender: UITextField) {
        submitButton.isEnabled = !(nameField.text ?? "").isEmpty && (emailField.text ?? "").contains("@") && termsSwitch.isOn
    }

    @IBAction private func submitTapped(_ sender: UIButton) {
        accountService.register(name: nameField.text ?? "", email: emailField.text ?? "") { [weak self] success in
            DispatchQueue.main.async {
                if success {
                    self?.dismiss(animated: true)
                } else {
                    self?.submitButton.isEnabled = true
                }
            }
        }
        sender.isEnabled = false
    }
}
