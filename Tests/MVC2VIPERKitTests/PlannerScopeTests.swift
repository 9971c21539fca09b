import Foundation
@testable import MVC2VIPERKit
import SwiftSyntax
import XCTest

/// Shapes public code has on which the planner used to move code away from what it reads (the scope check then
/// kept the member, or refused the module). Each must now plan cleanly, in every architecture: the scope check finds
/// nothing and keeps nothing; what cannot move is declined by its recipe, with the reason.
final class PlannerScopeTests: XCTestCase {
    /// The order-cancel screen of issue 20: the view picks the tapped order, the presenter decides, the router shows.
    func testTheRouterIsHandedTheChosenOrderAndTheLogicMakesTheDecision() throws {
        let source = try wholeScreenExample(named: "an alert action that calls a service with the row the user tapped")
        for architecture in Architecture.allCases {
            let result = try migrate(source, architecture)
            let context = architecture.rawValue
            let route = try XCTUnwrap(result.plan.routes.first, context)
            XCTAssertEqual(route.parameters.map(\.name), ["order"], "\(context): the router gets the chosen order, not a list and an index")
            XCTAssertFalse(route.body.contains { $0.trimmedDescription.contains("isCancellable") }, "\(context): the router decides nothing")
            let event = try XCTUnwrap(result.plan.events.first { !$0.routes.isEmpty }, context)
            XCTAssertEqual(event.parameters.map(\.argument?.trimmedDescription), ["orders[sender.tag]"], context)
            XCTAssertEqual(event.presenterStatements.map(\.trimmedDescription), ["guard order.isCancellable else { return }"], context)
            // The decision lands in the presenter, or in VIP's interactor.
            let logic = architecture == .vip ? Layer.interactor : .presenter
            XCTAssertTrue(text(result, logic).contains("guard order.isCancellable else { return }"), "\(context): the decision is not the \(logic)'s")
            let account = MigrationReport(result).account.entries.first { $0.statement == "let order = orders[sender.tag]" }
            XCTAssertEqual(account?.status, .removed, "\(context): the picked element is accounted for")
            XCTAssertEqual(result.scopeCheck.keptInView, [], context)
        }
    }

    func testShapesThatMoveWithWhatTheyRead() throws {
        let cases: [(name: String, source: String, check: (MigrationResult) -> String?)] = [
            (
                "a dispatch on the screen's own navigation controller goes whole to the router",
                """
                final class NoteViewController: UIViewController {
                    @IBAction func doneTapped(_ sender: Any) {
                        if let navigationController = navigationController {
                            navigationController.popViewController(animated: true)
                        } else {
                            dismiss(animated: true)
                        }
                    }
                }
                """,
                { result in
                    let router = self.text(result, .router) + self.text(result, .coordinator)
                    // Each architecture names its transition handler its own way (`transitionHandler`, `view`, `viewController`).
                    let redirected = router.range(of: #"if let navigationController = \w+\.navigationController \{"#, options: .regularExpression) != nil
                    return redirected ? nil : "router: \(router)"
                }
            ),
            (
                "a branch reads what its condition unwrapped: the route is handed it",
                """
                final class HelpViewController: UIViewController {
                    private let links = ["https://example.com/faq"]
                    @IBAction func linkTapped(_ sender: UIButton) {
                        if let url = URL(string: links[sender.tag]) {
                            navigationController?.pushViewController(BrowserViewController(url: url), animated: true)
                        } else {
                            dismiss(animated: true)
                        }
                    }
                }
                final class BrowserViewController: UIViewController {
                    init(url: URL) { super.init(nibName: nil, bundle: nil) }
                    required init?(coder: NSCoder) { nil }
                }
                """,
                { result in
                    let routes = result.plan.routes.map { $0.parameters.map { "\($0.name): \($0.type.trimmedDescription)" } }
                    guard routes.contains(["url: URL"]) else { return "route parameters \(routes)" }
                    let events = result.plan.events.map { $0.parameters.map(\.name) }
                    return events == [["link"]] ? nil : "the view sends \(events), not the chosen link"
                }
            ),
            (
                "`if let error = error` in a route reads the method's parameter",
                """
                final class ImportViewController: UIViewController {
                    func importFinished(_ name: String, error: Error?) {
                        if let error = error {
                            let alert = UIAlertController(title: name, message: error.localizedDescription, preferredStyle: .alert)
                            present(alert, animated: true)
                        }
                    }
                }
                """,
                { result in
                    let parameters = result.plan.routes.flatMap { $0.parameters.map(\.name) }
                    return parameters.contains("error") ? nil : "route parameters \(parameters)"
                }
            ),
            (
                "a route reading state through a local of its name takes the state along",
                """
                final class SettingsViewController: UIViewController {
                    var user: String?
                    @IBAction func changeClassTapped(_ sender: Any) {
                        guard let user = self.user else { return }
                        let alert = UIAlertController(title: user, message: nil, preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                }
                """,
                { result in
                    let parameters = result.plan.routes.flatMap { $0.parameters.map(\.name) }
                    return parameters.contains("user") ? nil : "route parameters \(parameters)"
                }
            ),
            (
                "a helper named by a selector stays for it",
                """
                final class LockViewController: UIViewController {
                    @IBOutlet private weak var closeButton: UIButton!
                    private let store = LockStore()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        store.onForeground { [weak self] in
                            self?.dismissLockAlert()
                        }
                        closeButton.addTarget(self, action: #selector(dismissLockAlert), for: .touchUpInside)
                    }
                    @objc private func dismissLockAlert() {
                        presentedViewController?.dismiss(animated: false, completion: nil)
                    }
                }
                final class LockStore {
                    func onForeground(_ run: @escaping () -> Void) {}
                }
                """,
                { result in
                    result.plan.viewEdits.removedMembers.contains("dismissLockAlert()") ? "dismissLockAlert() left the view" : nil
                }
            ),
            (
                "a value the view binds in the middle of a request keeps the request in the view",
                """
                final class PreviewViewController: UIViewController {
                    @IBOutlet private weak var imageView: UIImageView!
                    private let store = ImageStore()
                    @IBAction func saveTapped(_ sender: Any) {
                        let folder = store.folder()
                        let data = imageView.image != nil ? store.placeholder() : nil
                        guard let data = data else { return }
                        store.write(data, to: folder)
                    }
                }
                final class ImageStore {
                    func folder() -> String { "" }
                    func placeholder() -> Data? { nil }
                    func write(_ data: Data, to folder: String) {}
                }
                """,
                { result in
                    let moved = result.plan.members.first { $0.name == "saveTapped(_:)" }?.targets ?? []
                    let declined = result.plan.unresolved.contains { $0.member == "saveTapped(_:)" && $0.reason.contains("'data'") }
                    return moved == [.view] && declined ? nil : "saveTapped went to \(moved); unresolved: \(result.plan.unresolved.map(\.reason))"
                }
            ),
            (
                "an optional cast of a member in a condition reads the member",
                """
                final class InfoViewController: UIViewController {
                    weak var profile: UIViewController?
                    @IBAction func editTapped(_ sender: Any) {
                        if let profile = profile as? ProfileScreen {
                            dismiss(animated: true) {
                                profile.edit()
                            }
                        }
                    }
                }
                final class ProfileScreen: UIViewController {
                    func edit() {}
                }
                """,
                { result in
                    let moved = result.plan.members.first { $0.name == "editTapped(_:)" }?.targets ?? []
                    return moved == [.view] ? nil : "editTapped went to \(moved), with the screen's profile"
                }
            ),
            (
                "the list's manager leaves the module's output it reads for more than telling it",
                """
                final class TagsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                    @IBOutlet private weak var tableView: UITableView!
                    weak var delegate: TagsDelegate?
                    private var tags: [String] = []
                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                        tags.count
                    }
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Tag", for: indexPath)
                        cell.textLabel?.text = tags[indexPath.row]
                        cell.isUserInteractionEnabled = delegate?.isEditable ?? false
                        return cell
                    }
                    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        delegate?.tagsViewController(self, didSelect: tags[indexPath.row])
                    }
                }
                protocol TagsDelegate: AnyObject {
                    var isEditable: Bool { get }
                    func tagsViewController(_ controller: TagsViewController, didSelect tag: String)
                }
                """,
                { result in
                    let declined = result.plan.unresolved.contains { $0.reason.contains("delegate, the module's output") }
                    return result.plan.dataDisplay == nil && declined ? nil : "the manager took the delegate: \(result.plan.unresolved.map(\.reason))"
                }
            ),
            (
                "a computed property a data source method of its name returns goes with the list's manager",
                """
                final class SectionsViewController: UIViewController, UITableViewDataSource {
                    @IBOutlet private weak var tableView: UITableView!
                    private var groups: [[String]] = []
                    private var numberOfSections: Int { groups.count }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.dataSource = self
                    }
                    func numberOfSections(in tableView: UITableView) -> Int {
                        return numberOfSections
                    }
                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                        groups[section].count
                    }
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                        cell.textLabel?.text = groups[indexPath.section][indexPath.row]
                        return cell
                    }
                }
                """,
                { result in
                    let helpers = result.plan.dataDisplay?.helpers.map(\.name) ?? []
                    return helpers.contains("numberOfSections") ? nil : "the manager's helpers: \(helpers)"
                }
            ),
        ]
        for (name, body, check) in cases {
            let source = "import UIKit\n\n" + body + "\n"
            for architecture in Architecture.allCases {
                let result = try migrate(source, architecture)
                let context = "\(name) [\(architecture.rawValue)]"
                XCTAssertEqual(result.scopeCheck.keptInView, [], "\(context): the scope check had to keep members")
                if let problem = check(result) { XCTFail("\(context): \(problem)") }
                StandInCompiler.assertTypechecks(
                    Dictionary(uniqueKeysWithValues: result.module.files.map { ($0.path, $0.contents) }),
                    scaffolding: StandInCompiler.scaffolding(of: result.module.files), context: context)
            }
        }
    }

    /// `init(tags:)` of a screen whose list shows what the initializer sets: the parameter stays the initializer's, the
    /// property the view's (set before `super.init`, before any manager exists), and the module type-checks.
    func testAnInitializersParameterIsNotTheManagersState() throws {
        let source = """
            import UIKit

            final class TagsViewController: UIViewController, UITableViewDataSource {
                @IBOutlet private weak var tableView: UITableView!
                private var tags: [String]

                init(tags: [String]) {
                    self.tags = tags
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { nil }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    tags.count
                }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Tag", for: indexPath)
                    cell.textLabel?.text = tags[indexPath.row]
                    return cell
                }
            }

            """
        let result = try migrate(source, .viper)
        XCTAssertNotNil(result.plan.dataDisplay, "the list moves to its manager")
        // Set before super.init, the tags stay the view's: the manager, made later, asks the view for them.
        let view = text(result, .view)
        XCTAssertTrue(view.contains("self.tags = tags"), view)
        XCTAssertFalse(view.contains("dataDisplayManager.tags"), view)
        XCTAssertTrue(text(result, .adapter).contains("view.tags"), text(result, .adapter))
        XCTAssertEqual(result.scopeCheck.keptInView, [])
        StandInCompiler.assertTypechecks(
            Dictionary(uniqueKeysWithValues: result.module.files.map { ($0.path, $0.contents) }),
            scaffolding: StandInCompiler.scaffolding(of: result.module.files))
    }

    private func migrate(_ text: String, _ architecture: Architecture) throws -> MigrationResult {
        let source = ParsedSource(text: text, path: "Screen.swift")
        var options = MigrationOptions(inputPath: source.path, outputDirectory: "Modules")
        options.architecture = architecture
        return try Migration.run(options, source: source, catalog: RecipeCatalog.builtin())
    }

    private func text(_ result: MigrationResult, _ layer: Layer) -> String {
        result.module.files.filter { $0.layer == layer }.map(\.contents).joined(separator: "\n")
    }

    /// A value the data work binds that the view reads again after other display code (`draft.clear()` between):
    /// the work cannot leave as an event without it, and no request is made. It once left alone, and the view read a
    /// `message` nothing declared any more. The read itself is asked where it stands, which keeps the order.
    func testDataWorkWhoseValueTheViewReadsLaterStaysWhole() throws {
        let text = """
            import UIKit

            final class MessageDatabase {
                static let shared = MessageDatabase()
                func message(id: Int) -> String { "" }
            }

            final class EditorViewController: UIViewController {
                @IBOutlet weak var textView: UITextView!

                func edit(_ id: Int) {
                    let message = MessageDatabase.shared.message(id: id)
                    textView.text = ""
                    textView.text = message
                }
            }

            """
        let plan = try assertAskedWhereItStands(text, member: "edit(_:)", read: "MessageDatabase.shared.message(id: id)")
        XCTAssertTrue(plan.requests.isEmpty, "\(plan.requests.map(\.noun))")
    }

    /// A navigation whose screen the method goes on to use (`return navigation`): it stays whole, with the reason. It
    /// once moved to the router and left the view returning a name declared nowhere.
    func testANavigationWhoseScreenTheMethodReturnsStaysWhole() throws {
        let text = """
            import UIKit

            final class SettingsViewController: UIViewController {}

            final class BrowserViewController: UIViewController {
                @discardableResult
                func showSettings() -> UINavigationController {
                    let navigation = UINavigationController(rootViewController: SettingsViewController())
                    present(navigation, animated: true)
                    return navigation
                }
            }

            """
        let plan = try assertStaysWhole(text, member: "showSettings()", because: "builds 'navigation', which the method goes on to use")
        XCTAssertTrue(plan.routes.isEmpty, "\(plan.routes.map(\.noun))")
    }

    /// Two pieces of data work in one method share one event, sent where the first starts: a value the second is handed
    /// that the view binds in between (`let matcher = …`) would be read before it exists. Both stay, with the reason.
    /// (The shape of a swift-syntax test class, found by the crash scan.)
    func testDataWorkHandedAValueBoundAfterItsEventStaysWhole() throws {
        let text = """
            import XCTest

            final class ComparisonTests: XCTestCase {
                func testSame() throws {
                    let expected = Syntax(makeFunc(name: .identifier("f")))
                    let actual = Syntax(makeFunc(name: .identifier("f")))
                    XCTAssertNil(actual.findFirstDifference(baseline: expected))

                    let matcher = SubtreeMatcher("struct A { func f() { } }", parse: parse)
                    try XCTAssertNil(matcher.findFirstDifference(baseline: expected))
                }
            }

            """
        let plan = try assertStaysWhole(
            text, className: "ComparisonTests", member: "testSame()",
            because: "reads 'matcher', which the view binds after the event that starts it is sent")
        XCTAssertTrue(plan.requests.isEmpty, "\(plan.requests.map(\.noun))")
    }

    /// A method the opening screen calls to set state (module input) is forwarded by its parameters' names: one that
    /// names none (`set(_: Value, at _: Key)`) stays, with the reason, where the view once passed `_`.
    func testAModuleInputWithUnnamedParametersStaysInTheView() throws {
        let text = """
            import UIKit

            final class Field {}

            final class FormViewController: UIViewController {
                @IBOutlet weak var label: UILabel!
                private var hasChanges = false

                func set(_: String, at _: Field) {
                    self.hasChanges = true
                }
            }

            """
        _ = try assertStaysWhole(text, member: "set(_:at:)", because: "a parameter without a name (`_`)")
    }

    /// What the display code binds (`let row = InfoRow(…)`) lives in the view's display method once the data work
    /// leaves: a later statement reading it joins that method when nothing in between works on the same values, and
    /// otherwise the work stays whole, with the reason. The view once kept `infoView.addSubview(row)` reading a `row`
    /// declared nowhere (the scope check then kept the member as written).
    func testWhatTheDisplayCodeBindsTravelsWithItsLaterReaders() throws {
        func screen(between: String) -> String {
            """
            import UIKit

            final class ScheduleStore {
                static let shared = ScheduleStore()
                var nextDate = Date()
            }

            final class InfoRow: UIView {
                init(text: String) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { nil }
            }

            final class InfoViewController: UIViewController {
                private let infoView = UIView()
                private let formatter = DateFormatter()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let title = UILabel()
                    let next = ScheduleStore.shared.nextDate
                    let row = InfoRow(text: formatter.string(from: next))
                    \(between)
                    infoView.addSubview(row)
                }
            }

            """
        }
        // Adding a subview before the row would change which one lies on top: the screen is drawn in the order it was,
        // so no event takes the work; the read is asked where it stands.
        let kept = try assertAskedWhereItStands(
            screen(between: "infoView.addSubview(title)"), member: "viewDidLoad()",
            read: "ScheduleStore.shared.nextDate")
        XCTAssertTrue(kept.requests.isEmpty, "\(kept.requests.map(\.noun))")
        for architecture in Architecture.allCases {
            let result = try migrate(screen(between: "title.text = \"Next\""), architecture)
            XCTAssertEqual(result.scopeCheck.keptInView, [], architecture.rawValue)
            let view = text(result, .view)
            let display = try XCTUnwrap(view.range(of: "let row = InfoRow"), "\(architecture.rawValue): \(view)")
            let added = try XCTUnwrap(view.range(of: "infoView.addSubview(row)"), "\(architecture.rawValue): \(view)")
            XCTAssertLessThan(display.upperBound, added.lowerBound, view)
            XCTAssertEqual(
                view.components(separatedBy: "infoView.addSubview(row)").count, 2, "\(architecture.rawValue): one reader, in the display method: \(view)")
            XCTAssertFalse(view.contains("ScheduleStore.shared"), "\(architecture.rawValue): \(view)")
        }
    }

    /// Display code further down that reads what the data work bound joins the display code when what it passes over
    /// shows nothing (a log line): the data work leaves, where it once stayed whole ("uses what its data
    /// access bound after handing the results over").
    func testLaterDisplayCodeReadingTheDataJoinsItsDisplayCode() throws {
        let text = """
            import UIKit

            struct WelcomeConfig {
                var title: String
            }

            final class ConfigStore {
                static let shared = ConfigStore()
                var current: WelcomeConfig?
            }

            final class WelcomeViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                private var openedAt = Date()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let config = ConfigStore.shared.current
                    print("welcome shown", openedAt)
                    if let title = config?.title {
                        titleLabel.text = title
                    }
                }
            }

            """
        for architecture in Architecture.allCases {
            let result = try migrate(text, architecture)
            XCTAssertEqual(result.scopeCheck.keptInView, [], architecture.rawValue)
            XCTAssertEqual(result.plan.unresolved.filter { $0.member == "viewDidLoad()" }.map(\.reason), [], architecture.rawValue)
            let view = self.text(result, .view)
            XCTAssertFalse(view.contains("ConfigStore.shared"), "\(architecture.rawValue): \(view)")
            XCTAssertTrue(view.contains(#"print("welcome shown", openedAt)"#), "\(architecture.rawValue): \(view)")
            XCTAssertTrue(view.contains("if let title = config?.title"), "\(architecture.rawValue): \(view)")
        }
    }

    /// A store the controller takes itself off through another name (`let store = FavoritesStore.shared`) is one it
    /// hands itself to twice: the observation stays in the view, which takes itself off, with the reason. Counted by
    /// the store's text alone, the model once registered instead, and nothing would have taken it off.
    func testAnObservationTheViewEndsThroughAnotherNameStaysInTheView() throws {
        let text = """
            import UIKit

            final class FavoritesStore {
                static let shared = FavoritesStore()
                func addObserver(_ owner: AnyObject, block: @escaping (Int) -> Void) {}
                func removeObserver(_ owner: AnyObject) {}
            }

            final class FavoritesViewController: UIViewController {
                @IBOutlet weak var countLabel: UILabel!

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    FavoritesStore.shared.addObserver(self) { [weak self] count in
                        self?.countLabel.text = "\\(count)"
                    }
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    let store = FavoritesStore.shared
                    store.removeObserver(self)
                }
            }

            """
        let plan = try assertStaysWhole(text, member: "viewWillAppear(_:)", because: "hands the controller to FavoritesStore.shared as its owner")
        XCTAssertTrue(plan.requests.isEmpty, "\(plan.requests.map(\.noun))")
    }

    /// Migrates `text`: the scope check keeps nothing, `member` is not reported, and a question of the model answers `read`.
    private func assertAskedWhereItStands(_ text: String, member: String, read: String) throws -> MigrationPlan {
        let source = ParsedSource(text: text, path: "Screen.swift")
        let options = MigrationOptions(inputPath: source.path, outputDirectory: "Modules")
        let result = try Migration.run(options, source: source, catalog: RecipeCatalog.builtin())
        XCTAssertEqual(result.scopeCheck.keptInView, [])
        XCTAssertEqual(result.plan.unresolved.filter { $0.member == member }.map(\.reason), [])
        let asked = result.plan.queries.filter { $0.member == member }.map { $0.body.map(\.trimmedDescription).joined() }
        XCTAssertEqual(asked, ["return " + read])
        return result.plan
    }

    /// Migrates `text`: the scope check keeps nothing, and `member` is declined with a reason holding `reason`.
    private func assertStaysWhole(_ text: String, className: String? = nil, member: String, because reason: String) throws -> MigrationPlan {
        let source = ParsedSource(text: text, path: "Screen.swift")
        var options = MigrationOptions(inputPath: source.path, outputDirectory: "Modules")
        options.className = className
        let result = try Migration.run(options, source: source, catalog: RecipeCatalog.builtin())
        XCTAssertEqual(result.scopeCheck.keptInView, [])
        let reasons = result.plan.unresolved.filter { $0.member == member }.map(\.reason)
        XCTAssertTrue(reasons.contains { $0.contains(reason) }, "\(reasons)")
        return result.plan
    }

    /// What the view still reads is asked of its members without the statements the plan takes out, at any depth:
    /// once a list lost a statement, the statements nested below it were compared in a rebuilt copy and stayed, and
    /// a dependency only they used was kept in the view for nothing.
    func testStatementsTakenAtAnyDepthAreGoneFromWhatTheViewKeeps() throws {
        let source = ParsedSource(
            text: """
                final class ShopViewController {
                    func didSelect(_ isMarket: Bool, _ isFirst: Bool) {
                        startSelection()
                        if isMarket {
                            if isFirst {
                                userRepository.loadRewards()
                            }
                        }
                    }
                }
                """, path: "Shop.swift")
        let statements = source.tree.tokens(viewMode: .sourceAccurate).compactMap { token -> CodeBlockItemSyntax? in
            guard ["startSelection", "userRepository"].contains(token.text) else { return nil }
            return sequence(first: Syntax(token), next: \.parent).lazy.compactMap { $0.as(CodeBlockItemSyntax.self) }.first
        }
        XCTAssertEqual(statements.count, 2)
        var edits = ViewEdits()
        for statement in statements { edits.replacedStatements[statement.id] = .removed }
        let function = try XCTUnwrap(source.tree.tokens(viewMode: .sourceAccurate).first { $0.text == "didSelect" }?.parent?.as(FunctionDeclSyntax.self))
        let kept = StatementRemover(edits: edits, files: SourceSet(source)).rewrite(function, detach: true).description
        XCTAssertFalse(kept.contains("startSelection"), kept)
        XCTAssertFalse(kept.contains("userRepository"), kept)
        XCTAssertTrue(kept.contains("if isFirst"), kept)
    }

    /// A branch that binds its own value of the name the dispatch unwraps (`let user = User.guest` beside `if let user`):
    /// its route reads the branch's value and takes none from the method. It once took the method's `User?`, unread.
    func testABranchBindingTheNameAnewRoutesWithoutTheMethodsValue() throws {
        let text = try wholeScreenExample(named: "a branch that binds its own value of the unwrapped name")
        let router = self.text(try migrate(text, .viper), .router)
        XCTAssertTrue(router.contains("func openSignUpModule() {"), router)
        XCTAssertTrue(router.contains("func openProfileModule(_ user: User) {"), router)
    }

    /// `switch error` over `case .rejected(let error)`: the switch reads the method's `error`, the case its own. The route
    /// is handed the first; it once was handed nothing, and the scope check kept the switch in the view.
    func testASwitchOverAValueACaseRebindsHandsTheRouteTheValue() throws {
        let text = try wholeScreenExample(named: "a switch over an error whose case binds a value of the same name")
        let result = try migrate(text, .viper)
        XCTAssertTrue(result.scopeCheck.keptInView.isEmpty, "\(result.scopeCheck.keptInView)")
        XCTAssertTrue(result.plan.unresolved.isEmpty, "\(result.plan.unresolved)")
        // Named for the method: the alert's sentence ("The key is not valid") names no screen.
        XCTAssertTrue(self.text(result, .router).contains("func openReportModule(_ error: ImportError) {"), self.text(result, .router))
    }

    private func wholeScreenExample(named prefix: String) throws -> String {
        let examples = try RecipeCatalog.builtin(withExamples: true).recipes.flatMap(\.examples)
        return try XCTUnwrap(examples.first { $0.name.hasPrefix(prefix) }, prefix).source
    }
}
