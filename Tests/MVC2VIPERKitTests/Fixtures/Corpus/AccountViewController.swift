import UIKit

/// The account tab of a shopping app: the user's name, signing out, and the camera permission
/// asked for before a new avatar photo. Every alert action only moves between screens.
final class AccountViewController: UIViewController {
    @IBOutlet private weak var nameLabel: UILabel!

    var userName: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
        nameLabel.text = userName
    }

    @IBAction func signOutTapped(_ sender: UIButton) {
        let alert = UIAlertController(title: "Sign out?", message: "You will need to sign in again.", preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Sign out", style: .destructive) { [weak self] _ in
            // Back to the start screen, which shows the sign-in form.
            self?.navigationController?.popToRootViewController(animated: true)
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    @IBAction func changePhotoTapped(_ sender: UIButton) {
        let alert = UIAlertController(title: "Camera access",
                                      message: "Allow camera access in Settings to take a photo.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Settings", style: .default) { _ in
            guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
            UIApplication.shared.open(url)
        })
        alert.addAction(UIAlertAction(title: "Not now", style: .cancel, handler: { [weak self] _ in
            guard let strongSelf = self else { return }
            strongSelf.dismiss(animated: true, completion: nil)
        }))
        present(alert, animated: true)
    }
}
