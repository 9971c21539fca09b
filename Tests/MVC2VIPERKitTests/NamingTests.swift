@testable import MVC2VIPERKit
import XCTest

/// Names in generated protocols follow the documents: intents, not widgets; nouns without verbs.
final class NamingTests: XCTestCase {
    func testIntentsAreNamedForWhatTheUserWants() {
        XCTAssertEqual(Naming.intent(fromAction: "loginButtonTapped"), "Login")
        XCTAssertEqual(Naming.intent(fromAction: "loginButtonClick"), "Login")
        XCTAssertEqual(Naming.intent(fromAction: "didTapShareButton"), "Share")
        XCTAssertEqual(Naming.intent(fromAction: "refreshControlValueChanged"), "Refresh")
        XCTAssertEqual(Naming.intent(fromAction: "reloadTable"), "Reload")
        XCTAssertEqual(Naming.intent(fromAction: "onSaveTap"), "Save")
        XCTAssertEqual(Naming.intent(fromAction: "close"), "Close")
    }

    /// A delegate call names its output after what happened — the label of a `…Controller(_:didSave:)` method, the
    /// base name of any other — never after a label that is a keyword (`didClose(in:)`); values after their type.
    func testOutputsAndTheirValuesAreNamedForWhatHappened() {
        XCTAssertEqual(
            ModuleOutputMatcher.outputName(
                baseName: "profileViewController", labels: ["_", "didSave"], kept: [1],
                controllerName: "ProfileViewController"), "didSave")
        XCTAssertEqual(
            ModuleOutputMatcher.outputName(
                baseName: "didTapSeedPhrase", labels: ["for", "inViewController"], kept: [0],
                controllerName: "BackupViewController"), "didTapSeedPhrase")
        XCTAssertEqual(
            ModuleOutputMatcher.outputName(
                baseName: "tokensViewController", labels: ["in"], kept: [0],
                controllerName: "TokensViewController"), "tokensViewController")
        XCTAssertEqual(Naming.parameterName(forType: TypeText.parse("[Transaction]")), "transactions")
        XCTAssertEqual(Naming.parameterName(forType: TypeText.parse("@escaping (String) -> Bool")), "handler")
        XCTAssertEqual(Naming.parameterName(forType: TypeText.parse("[String: String]")), "value")
        XCTAssertEqual(Naming.parameterName(forType: TypeText.parse("Category?")), "category")
    }

    func testHelpersAreNamedForWhatTheyLoad() {
        XCTAssertEqual(Naming.noun(fromAction: "loadBackgroundImage"), "BackgroundImage")
        XCTAssertEqual(Naming.noun(fromAction: "reloadWeather"), "Weather")
        XCTAssertEqual(Naming.noun(fromAction: "fetchStudents"), "Students")
    }

    func testSingularsForSelectedElements() {
        XCTAssertEqual(Naming.singular("contacts"), "contact")
        XCTAssertEqual(Naming.singular("cities"), "city")
        XCTAssertEqual(Naming.singular("boxes"), "box")
        XCTAssertEqual(Naming.singular("data"), "dataItem")
    }

    func testTypesAndLiterals() {
        XCTAssertEqual(Naming.noun(fromType: "MainMenuSectionType"), "MainMenuSection")
        XCTAssertEqual(Naming.noun(fromLiteral: "show-detail"), "ShowDetail")
        XCTAssertTrue(Naming.isIdentifier("Menu"))
        XCTAssertFalse(Naming.isIdentifier("../x"))
        XCTAssertFalse(Naming.isIdentifier("/abs"))
    }

    static func migrate(_ source: String, _ architecture: Architecture = .viper) throws -> MigrationResult {
        try MigrationReportTests.migrate(source, path: "Screen.swift", architecture)
    }

    /// The module's protocol and class methods, as `name(`.
    static func methods(_ result: MigrationResult) -> Set<String> {
        Set(
            result.module.files.flatMap { file in
                file.contents.components(separatedBy: "func ").dropFirst().map { String($0.prefix { $0 != "(" }) }
            })
    }

    /// Names come from the code, never from a counter: two requests of one noun by what starts them (`OnAppear`); a URL the system
    /// opens by what it is; a presented screen closed by its type; a notification's work by the notification.
    func testNamesComeFromTheCodeNotFromACounter() throws {
        let source = """
            import UIKit

            final class AccountStore {
                func accounts() -> [String] { [] }
                func archived() -> [String] { [] }
            }

            final class AccountsViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                @IBOutlet weak var countLabel: UILabel!
                private let store = AccountStore()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let accounts = store.accounts()
                    countLabel.text = "\\(accounts.count)"
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    let accounts = store.archived()
                    countLabel.text = "\\(accounts.count) archived"
                }

                @IBAction func settingsTapped(_ sender: UIButton) {
                    UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
                }

                @IBAction func helpTapped(_ sender: UIButton) {
                    UIApplication.shared.open(URL(string: "mailto:help@example.com")!)
                }

                func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
                    dismiss(animated: true)
                }

                @IBAction func closeTapped(_ sender: UIButton) {
                    dismiss(animated: true)
                }
            }

            """
        let result = try Self.migrate(source)
        let methods = Self.methods(result)
        for expected in [
            "obtainAccounts", "obtainAccountsOnAppear", "showAccounts", "showAccountsOnAppear", "openSystemSettings", "openMail",
            "closeImagePicker", "closeCurrentModule",
        ] {
            XCTAssertTrue(methods.contains(expected), "\(expected) not among \(methods.sorted())")
        }
        XCTAssertFalse(methods.contains { $0.last?.isNumber == true }, "a numbered name: \(methods.sorted())")
        XCTAssertFalse(methods.contains("openSystemSettingsModule"), "a URL is no module")
        // Closing the picker the screen presented does not end a coordinated flow.
        let coordinated = try Self.migrate(source, .coordinatedSurfMVP)
        let coordinator = try XCTUnwrap(coordinated.module.files.first { $0.layer == .coordinator && $0.path.hasSuffix("AccountsCoordinator.swift") }).contents
        let picker = try XCTUnwrap(coordinator.components(separatedBy: "func closeImagePicker").dropFirst().first)
        XCTAssertFalse(picker.prefix { $0 != "}" }.contains("finishFlow"), coordinator)
    }

    /// The blocks of a decision the view keeps send events named for what tells them apart: the call their data work
    /// makes, else the control their condition compares with; never a counter.
    func testDecisionBlocksAreNamedForWhatTellsThemApart() throws {
        let source = """
            import UIKit

            final class PreferencesViewController: UIViewController {
                @IBOutlet weak var nightModeSwitch: UISwitch!
                @IBOutlet weak var largeTextSwitch: UISwitch!

                @IBAction func switchChanged(_ sender: UISwitch) {
                    if sender == nightModeSwitch {
                        UserDefaults.standard.set(sender.isOn, forKey: "nightMode")
                    } else if sender == largeTextSwitch {
                        UserDefaults.standard.set(sender.isOn, forKey: "largeText")
                    }
                }
            }

            """
        let methods = Self.methods(try Self.migrate(source))
        for expected in ["didTriggerNightModeEvent", "didTriggerLargeTextEvent", "performNightMode", "performLargeText"] {
            XCTAssertTrue(methods.contains(expected), "\(expected) not among \(methods.sorted())")
        }
        XCTAssertFalse(methods.contains { $0.last?.isNumber == true }, "a numbered name: \(methods.sorted())")
    }

    /// A property the opening screen sets that only the view reads (a lazy button's title) is no module input; one
    /// the view shows when it loads is.
    func testStateOnlyTheViewReadsIsNoModuleInput() throws {
        let source = """
            import UIKit

            final class Item {
                var name = ""
            }

            final class ItemViewController: UIViewController {
                @IBOutlet weak var nameLabel: UILabel!
                var item: Item!
                var doneTitle: String?

                lazy var doneButton: UIButton = {
                    let button = UIButton()
                    button.setTitle(doneTitle ?? "Done", for: .normal)
                    return button
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameLabel.text = item.name
                }
            }

            """
        let result = try Self.migrate(source)
        XCTAssertEqual(result.plan.moduleInputs.map(\.name), ["configure(item:)"])
    }

    /// A Surf presenter's service is `service`, unless what the presenter's code names already says `service` (a
    /// value the view hands over): then `moduleService`, so that the call reaches the service, not the value.
    func testASurfPresentersServiceIsNotHiddenByAValueOfItsName() throws {
        let source = """
            import UIKit

            final class CatalogClient {
                func load(_ id: String, completion: @escaping (String) -> Void) {}
            }

            final class CatalogViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet weak var serviceField: UITextField!
                private let client = CatalogClient()

                @IBAction func refreshTapped(_ sender: UIButton) {
                    let service = serviceField.text ?? ""
                    client.load(service) { [weak self] title in
                        self?.titleLabel.text = title
                    }
                }
            }
            """
        for architecture in [Architecture.surfMVP, .coordinatedSurfMVP] {
            let result = try Self.migrate(source, architecture)
            let presenter = try XCTUnwrap(result.module.files.first { $0.path.hasSuffix("/CatalogPresenter.swift") }).contents
            XCTAssertTrue(presenter.contains("let moduleService: CatalogModuleServiceInput"), presenter)
            XCTAssertTrue(presenter.contains("moduleService.performRefresh(service)"), presenter)
            // The rewritten view's file keeps the client, as the original file declared it.
            StandInCompiler.assertTypechecks(
                Dictionary(uniqueKeysWithValues: result.module.files.map { ($0.path, $0.contents) }), context: architecture.rawValue)
        }
    }
}
