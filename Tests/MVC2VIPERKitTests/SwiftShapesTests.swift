import Foundation
@testable import MVC2VIPERKit
import SwiftParser
import SwiftSyntax
import XCTest

/// Swift that real code is written in and samples rarely show: names that are keywords, multi-line
/// strings, `inout` callbacks, screens whose base class lives in another file. Each shape broke an
/// emitter once (found by the crash scan over the package mirror); every architecture must keep it.
final class SwiftShapesTests: XCTestCase {
    /// Two-space indentation, so moving the code re-indents it (and the string's lines with it).
    private let query = """
        import UIKit

        struct Filter {
          let text: String
        }

        protocol NotesStore {
          func run(_ query: String, matching text: String, completion: @escaping ([String]) -> Void)
        }

        final class QueryViewController: UIViewController {
          @IBOutlet weak var resultLabel: UILabel!
          let `where`: Filter?
          let store: NotesStore

          init(where: Filter?, store: NotesStore) {
            self.where = `where`
            self.store = store
            super.init(nibName: nil, bundle: nil)
          }

          required init?(coder: NSCoder) {
            fatalError("init(coder:) is not supported")
          }

          override func viewDidLoad() {
            super.viewDidLoad()
            let query = \"""
              SELECT title
                FROM notes

              ORDER BY title
              \"""
            store.run(query, matching: `where`?.text ?? "") { [weak self] titles in
              self?.resultLabel.text = titles.joined(separator: ", ")
            }
          }
        }

        """

    /// `case let .renewed(_, code):` binds `code` for its block only: data work there reading it leaves only with `code`
    /// handed over typed. It once left without it, read a name nothing declared, and only the scope check kept it.
    func testAValueASwitchCaseBindsIsALocalOfItsBlock() throws {
        let screen = """
            import UIKit

            enum Renewal {
              case none
              case renewed(String, code: String)
            }

            final class RenewalBanner: UIView {
              var renewal: Renewal = .none
            }

            final class RenewalHistoryManager {
              static let shared = RenewalHistoryManager()
              func remove(code: String) {}
            }

            final class PassViewController: UIViewController {
              private let bannerView = RenewalBanner()

              @objc func dismissBanner() {
                switch bannerView.renewal {
                case let .renewed(_, code):
                  RenewalHistoryManager.shared.remove(code: code)
                  bannerView.isHidden = true
                default:
                  break
                }
              }
            }

            """
        let source = ParsedSource(text: screen, path: "Pass.swift")
        let result = try Migration.run(
            MigrationOptions(inputPath: source.path, outputDirectory: "out"), source: source,
            catalog: RecipeCatalog.builtin())
        let reasons = result.plan.unresolved.filter { $0.member == "dismissBanner()" }.map(\.reason)
        XCTAssertTrue(reasons.contains { $0.contains("cannot tell the type of 'code'") }, "\(reasons)")
        XCTAssertFalse(result.plan.unresolved.contains { $0.recipe == "scope-check" }, "\(result.plan.unresolved)")
    }

    /// `guard … else { return present(…) }` and `present(…); return`: the event that takes the navigation's place must
    /// still leave the method (a guard's `else` may not fall through) and keep its `;` before what follows on the line.
    func testANavigationThatReturnsOrEndsWithASemicolonKeepsItsExit() throws {
        let screen = """
            import UIKit

            final class PasteViewController: UIViewController {
              @IBOutlet weak var addressLabel: UILabel!

              @IBAction func pasteTapped(_ sender: Any) {
                guard let text = addressLabel.text, !text.isEmpty else {
                  return present(UIAlertController(title: "Nothing to paste", message: nil, preferredStyle: .alert), animated: true)
                }
                addressLabel.text = text
              }

              @IBAction func clearTapped(_ sender: Any) {
                guard addressLabel.text != nil else {
                  present(UIAlertController(title: "Nothing to clear", message: nil, preferredStyle: .alert), animated: true); return
                }
                addressLabel.text = nil
              }
            }

            """
        let source = ParsedSource(text: screen, path: "Paste.swift")
        for architecture in Architecture.allCases {
            var options = MigrationOptions(inputPath: source.path, outputDirectory: "out")
            options.architecture = architecture
            let result = try Migration.run(options, source: source, catalog: RecipeCatalog.builtin())
            let view = try XCTUnwrap(result.module.files.first { $0.path.hasSuffix("View/PasteViewController.swift") }, "\(architecture)")
            XCTAssertFalse(view.contents.contains("present("), "the navigation left the view [\(architecture)]\n\(view.contents)")
            let files = Dictionary(uniqueKeysWithValues: result.module.files.map { ($0.path, $0.contents) })
            StandInCompiler.assertTypechecks(files, scaffolding: StandInCompiler.scaffolding(of: result.module.files), context: architecture.rawValue)
        }
    }

    func testKeywordNamesAndMultilineStringsSurviveTheMove() throws {
        let source = ParsedSource(text: query, path: "Query.swift")
        let original = try XCTUnwrap(Self.multilineStrings(in: source.tree).first)
        let mode = try StandInCompiler.LanguageMode.of(["Query.swift": query])
        for (architecture, module) in try Self.modules(of: query, path: source.path) {
            let moved = module.files.flatMap { Self.multilineStrings(in: Parser.parse(source: $0.contents)) }
            // The query left the view, and its text is what it was, blank line included.
            XCTAssertEqual(moved, [original], "\(architecture)")
            XCTAssertFalse(module.files.first { $0.layer == .view && $0.path.hasSuffix("Controller.swift") }?.contents.contains("SELECT") ?? true)
            // `where` is spelled `` `where` `` wherever it names a value.
            let all = module.files.map(\.contents).joined(separator: "\n")
            XCTAssertTrue(all.contains("(where: `where`"), "\(architecture)")
            StandInCompiler.assertTypechecks(
                Dictionary(uniqueKeysWithValues: module.files.map { ($0.path, $0.contents) }), like: mode,
                scaffolding: StandInCompiler.scaffolding(of: module.files), context: architecture.rawValue)
        }
    }

    /// A callback handed a closure as a trailing closure (`presentPin?(reason) { pin in … }`) becomes a module
    /// output taking that closure; the call once trapped on an index past the written arguments.
    func testACallbackCalledWithATrailingClosureBecomesAnOutput() throws {
        let screen = """
            import UIKit

            final class PayViewController: UIViewController {
                @IBOutlet weak var statusLabel: UILabel!
                var presentPin: ((String, @escaping (String) -> Bool) -> Void)?

                @IBAction func payTapped(_ sender: UIButton) {
                    presentPin?("Confirm the payment") { [weak self] pin in
                        self?.statusLabel.text = "Paying"
                        return pin.count == 4
                    }
                }
            }

            """
        let source = ParsedSource(text: screen, path: "Pay.swift")
        let mode = try StandInCompiler.LanguageMode.of(["Pay.swift": screen])
        for architecture in Architecture.allCases {
            var options = MigrationOptions(inputPath: source.path, outputDirectory: "out")
            options.architecture = architecture
            let result = try Migration.run(options, source: source, catalog: RecipeCatalog.builtin())
            XCTAssertEqual(result.plan.moduleOutputs.count, 1, "\(architecture)")
            let view = try XCTUnwrap(result.module.files.first { $0.path.hasSuffix("View/PayViewController.swift") }?.contents)
            XCTAssertFalse(view.contains("presentPin?(\"Confirm"), "the action still calls the callback itself [\(architecture)]:\n\(view)")
            XCTAssertTrue(view.contains("pin.count == 4"), "the closure stays the view's [\(architecture)]")
            StandInCompiler.assertTypechecks(
                Dictionary(uniqueKeysWithValues: result.module.files.map { ($0.path, $0.contents) }), like: mode,
                scaffolding: StandInCompiler.scaffolding(of: result.module.files), context: architecture.rawValue)
        }
    }

    func testAScreenWhoseBaseClassIsElsewhereIsFoundByWhatOnlyControllersOverride() throws {
        let file = """
            import UIKit

            final class SettingsScreen: AppScreen {
                @IBOutlet weak var versionLabel: UILabel!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    versionLabel.text = "1.0"
                }
            }

            final class Export: NSObject {
                func prepare(for format: String) {}
            }

            final class NoteCell: AppCell {
                override func prepareForReuse() {
                    super.prepareForReuse()
                }
            }

            """
        let found = ControllerFinder.controllers(in: ParsedSource(text: file, path: "Settings.swift")).map(\.name)
        XCTAssertEqual(found, ["SettingsScreen"])
    }

    /// A class the user names with `--class` is migrated even when nothing in its file shows it is a
    /// controller; Swift 2 leftovers outside it do not stop the migration.
    func testAClassNamedByTheUserIsMigratedWhateverItSubclasses() throws {
        let file = """
            import UIKit

            final class AboutScreen: AppScreen {
                @IBAction func closeTapped(_ sender: Any) {
                    dismiss(animated: true)
                }
            }

            #if swift(>=3.0)
            func describe(_ name: String, closure: (String) -> Void) {}
            #else
            func describe(name: String, closure: String -> ()) {}
            #endif

            """
        let source = ParsedSource(text: file, path: "About.swift")
        XCTAssertFalse(source.syntaxErrors.isEmpty)
        XCTAssertThrowsError(
            try Migration.run(
                MigrationOptions(inputPath: source.path, outputDirectory: "out"), source: source,
                catalog: RecipeCatalog.builtin()))
        for architecture in Architecture.allCases {
            var options = MigrationOptions(inputPath: source.path, outputDirectory: "out")
            options.className = "AboutScreen"
            options.architecture = architecture
            let result = try Migration.run(options, source: source, catalog: RecipeCatalog.builtin())
            XCTAssertEqual(result.plan.controller.name, "AboutScreen")
            XCTAssertTrue(result.warnings.contains { $0.contains("[syntax]") && $0.contains("outside AboutScreen") }, "\(result.warnings)")
            XCTAssertFalse(result.plan.routes.isEmpty, "\(architecture): the dismissal is a route")
        }
    }

    /// A value read from a store declared in another file has no type the file shows; the widget that shows it
    /// says it (`setOn(_:animated:)` takes a Bool, a label's text is a String?, the title too), so the read moves.
    func testAReadForAWidgetIsTypedByWhatTheWidgetTakes() throws {
        let file = """
            import UIKit

            final class RoundSwitch: UISwitch {}

            final class BadgeSettingsViewController: UIViewController {
                @IBOutlet weak var badgeSwitch: RoundSwitch!
                @IBOutlet weak var nicknameLabel: UILabel!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    badgeSwitch.setOn(PreferencesStore.shared.showsBadges, animated: false)
                    nicknameLabel.text = PreferencesStore.shared.nickname
                    title = PreferencesStore.shared.screenTitle
                }
            }

            """
        let source = ParsedSource(text: file, path: "BadgeSettings.swift")
        let result = try Migration.run(MigrationOptions(inputPath: source.path, outputDirectory: "out"), source: source, catalog: RecipeCatalog.builtin())
        XCTAssertFalse(result.plan.unresolved.contains { $0.reason.contains("cannot tell the type") }, "\(result.plan.unresolved)")
        let viewInput = try XCTUnwrap(result.module.files.first { $0.path.hasSuffix("ViewInput.swift") }?.contents)
        XCTAssertTrue(viewInput.contains("_ showsBadges: Bool"), viewInput)
        XCTAssertTrue(viewInput.contains("_ nickname: String?"), viewInput)
        XCTAssertTrue(viewInput.contains("_ screenTitle: String?"), viewInput)
    }

    /// A screen only some builds have (`#if !RELEASE … #endif` around the class): its module exists in those builds
    /// alone. The view's added conformances stay inside its clause and every file the module adds takes the
    /// condition, so the module type-checks with the condition true and with it false (nothing left of it then).
    func testAScreenUnderACompilationConditionKeepsItsModuleUnderIt() throws {
        let screen = """
            import UIKit

            #if !RELEASE
            final class DebugFlagsViewController: UIViewController, UITableViewDataSource {
                @IBOutlet weak var tableView: UITableView!
                @IBOutlet weak var versionLabel: UILabel!
                private var flags: [String] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.dataSource = self
                    versionLabel.text = UserDefaults.standard.string(forKey: "version")
                }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    return flags.count
                }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = flags[indexPath.row]
                    return cell
                }
            }
            #endif

            """
        for (architecture, module) in try Self.modules(of: screen, path: "DebugFlags.swift") {
            for file in module.files where !file.isShared {
                // Everything the file declares is under the condition; imports may stand outside it.
                let outside = file.syntax.statements.filter { !$0.item.is(ImportDeclSyntax.self) && !$0.item.is(IfConfigDeclSyntax.self) }
                XCTAssertEqual(outside.map(\.trimmedDescription), [], "\(file.path) [\(architecture)]")
                let conditions = file.syntax.statements.compactMap { $0.item.as(IfConfigDeclSyntax.self)?.clauses.first?.condition?.trimmedDescription }
                XCTAssertEqual(conditions, ["!RELEASE"], "\(file.path) [\(architecture)]")
            }
            let files = Dictionary(uniqueKeysWithValues: module.files.map { ($0.path, $0.contents) })
            StandInCompiler.assertTypechecks(files, scaffolding: StandInCompiler.scaffolding(of: module.files), context: architecture.rawValue)
            // The release build: the condition is false, and nothing may be left naming the screen.
            StandInCompiler.assertTypechecks(
                files.mapValues { $0.replacingOccurrences(of: "#if !RELEASE", with: "#if RELEASE") },
                context: "\(architecture.rawValue), condition false")
        }
    }

    /// An import the controller's clause makes (`#if !RELEASE` / `import Combine`) goes with the code that moves: the
    /// model's file imports it inside the same condition, as the other builds may not have the module at all.
    func testAnImportUnderTheScreensConditionGoesWithTheMovedCode() throws {
        let screen = """
            import UIKit

            #if !RELEASE
            import Combine

            final class DebugLogViewController: UIViewController {
                @IBOutlet weak var countLabel: UILabel!
                private var cancellables = Set<AnyCancellable>()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.publisher(for: .logDidChange)
                        .sink { [weak self] _ in
                            let count = UserDefaults.standard.integer(forKey: "logCount")
                            self?.countLabel.text = "\\(count) entries"
                        }
                        .store(in: &cancellables)
                }
            }

            extension Notification.Name {
                static let logDidChange = Notification.Name("logDidChange")
            }
            #endif

            """
        for (architecture, module) in try Self.modules(of: screen, path: "DebugLog.swift") {
            let movers = module.files.filter { !$0.isShared && $0.contents.contains("AnyCancellable") && !$0.contents.contains("UIViewController") }
            XCTAssertFalse(movers.isEmpty, "[\(architecture)] the subscription did not move: \(module.files.map(\.path))")
            for file in movers {
                XCTAssertFalse(
                    file.syntax.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == "Combine" },
                    "\(file.path) [\(architecture)]: Combine imported outside the condition")
                XCTAssertTrue(file.contents.contains("#if !RELEASE\nimport Combine"), "\(file.path) [\(architecture)]:\n\(file.contents)")
            }
            let files = Dictionary(uniqueKeysWithValues: module.files.map { ($0.path, $0.contents) })
            StandInCompiler.assertTypechecks(files, scaffolding: StandInCompiler.scaffolding(of: module.files), context: architecture.rawValue)
        }
    }

    /// The screen's module in every architecture.
    private static func modules(of screen: String, path: String) throws -> [(Architecture, EmittedModule)] {
        let source = ParsedSource(text: screen, path: path)
        return try Architecture.allCases.map { architecture in
            var options = MigrationOptions(inputPath: source.path, outputDirectory: "out")
            options.architecture = architecture
            return (architecture, try Migration.run(options, source: source, catalog: RecipeCatalog.builtin()).module)
        }
    }

    private static func multilineStrings(in tree: some SyntaxProtocol) -> [String] {
        tree.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard token.tokenKind == .multilineStringQuote, let literal = token.parent?.as(StringLiteralExprSyntax.self),
                token.id == literal.openingQuote.id
            else { return nil }
            return literal.representedLiteralValue
        }
    }
}
