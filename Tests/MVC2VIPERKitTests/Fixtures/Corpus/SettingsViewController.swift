import UIKit

final class SettingsViewController: UIViewController {
    @IBOutlet weak var notificationsSwitch: UISwitch!
    @IBOutlet weak var versionLabel: UILabel!

    private let defaults = UserDefaults.standard
    var onLogout: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        notificationsSwitch.isOn = defaults.bool(forKey: "notifications")
        versionLabel.text = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
    }

    @IBAction func notificationsChanged(_ sender: UISwitch) {
        defaults.set(sender.isOn, forKey: "notifications")
    }

    @IBAction func logoutTapped(_ sender: Any) {
        let alert = UIAlertController(title: "Log out?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Log out", style: .destructive) { [weak self] _ in
            self?.defaults.removeObject(forKey: "token")
            self?.onLogout?()
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    @IBAction func privacyTapped(_ sender: Any) {
        if let url = URL(string: "https://example.com/privacy") {
            UIApplication.shared.open(url)
        }
    }
}
