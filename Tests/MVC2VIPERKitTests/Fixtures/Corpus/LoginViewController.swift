import UIKit

protocol AuthService {
    func login(email: String, password: String, completion: @escaping (Result<String, Error>) -> Void)
}

final class AuthServiceImplementation: AuthService {
    static let shared = AuthServiceImplementation()
    func login(email: String, password: String, completion: @escaping (Result<String, Error>) -> Void) {
        completion(.success("token"))
    }
}

class BaseViewController: UIViewController {
    func showError(_ message: String) {
        let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

final class LoginViewController: BaseViewController, UITextFieldDelegate {
    @IBOutlet private weak var emailField: UITextField!
    @IBOutlet private weak var passwordField: UITextField!
    @IBOutlet private weak var loginButton: UIButton!
    @IBOutlet private weak var spinner: UIActivityIndicatorView!

    private let authService: AuthService = AuthServiceImplementation.shared
    private var isLoading = false {
        didSet { loginButton.isEnabled = !isLoading }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign in"
        emailField.delegate = self
        passwordField.delegate = self
        #if DEBUG
        emailField.text = "test@example.com"
        #endif
    }

    @IBAction private func loginTapped(_ sender: UIButton) {
        guard let email = emailField.text, !email.isEmpty,
              let password = passwordField.text, !password.isEmpty else {
            showError("Enter your email and password")
            return
        }
        isLoading = true
        spinner.startAnimating()
        authService.login(email: email, password: password) { [weak self] result in
            DispatchQueue.main.async {
                guard let self = self else { return }
                self.isLoading = false
                self.spinner.stopAnimating()
                switch result {
                case .success:
                    self.performSegue(withIdentifier: "showHome", sender: nil)
                case .failure(let error):
                    self.showError(error.localizedDescription)
                }
            }
        }
    }

    @IBAction private func forgotPasswordTapped(_ sender: Any) {
        let controller = UIViewController()
        controller.title = "Reset password"
        navigationController?.pushViewController(controller, animated: true)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }
}
