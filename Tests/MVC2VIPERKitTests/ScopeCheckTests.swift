import Foundation
@testable import MVC2VIPERKit
import XCTest
import SwiftSyntax

/// The scope check, proven against the planner broken on purpose: each defect a planner could make (a request
/// without a parameter its code reads, a statement moved without the `let` before it) is caught in the emitted
/// module, its member kept in the view as written, and the module written instead type-checks.
final class ScopeCheckTests: XCTestCase {
    func testARequestMissingAParameterItsCodeReadsIsCaughtAndItsMemberKept() throws {
        try assertCaughtAndKept("ContactsController", defectHasWork: { !$0.requests.allSatisfy(\.parameters.isEmpty) }) { plan in
            for index in plan.requests.indices { plan.requests[index].parameters = [] }
        }
    }

    func testAStatementMovedWithoutTheLetItReadsIsCaughtAndItsMemberKept() throws {
        let startsWithLet: @Sendable (DataRequest) -> Bool = { $0.body.count > 1 && $0.body.first?.item.is(DeclSyntax.self) == true }
        try assertCaughtAndKept("MenuController", defectHasWork: { $0.requests.contains(where: startsWithLet) }) { plan in
            for index in plan.requests.indices where startsWithLet(plan.requests[index]) {
                plan.requests[index].body.removeFirst()
            }
        }
    }

    /// Resolving to something else is no better than resolving to nothing: in the list's manager without the computed
    /// property, `return numberOfSections` would name the manager's own `numberOfSections(in:)`.
    func testANameThatNowNamesAMethodInsteadOfItsPropertyIsCaught() throws {
        let text = """
            import UIKit

            final class SectionsViewController: UIViewController, UITableViewDataSource {
                @IBOutlet private weak var tableView: UITableView!
                private var groups: [[String]] = []
                private var numberOfSections: Int { groups.count }

                func numberOfSections(in tableView: UITableView) -> Int {
                    return numberOfSections
                }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    groups[section].count
                }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                }
            }

            """
        let source = ParsedSource(text: text, path: "SectionsViewController.swift")
        let clean = try Migration.run(MigrationOptions(inputPath: source.path, outputDirectory: "Modules"), source: source, catalog: RecipeCatalog.builtin())
        XCTAssertEqual(clean.scopeCheck.keptInView, [])
        var broken = clean.plan
        broken.dataDisplay?.helpers.removeAll { $0.baseName == "numberOfSections" }
        XCTAssertNotEqual(broken.dataDisplay?.helpers.count, clean.plan.dataDisplay?.helpers.count, "the plan had no such helper to drop")
        let findings = ScopeCheck(plan: broken).run(on: VIPEREmitter().emit(broken, options: EmitOptions())).findings
        XCTAssertEqual(findings.map(\.name), ["numberOfSections"])
    }

    /// A local the view's code still reads after its `let` left the view: no member of the controller has its name, so
    /// it once passed for something UIKit's superclass has, and modules reading a moved local were written. A name the
    /// original also read as a superclass's (`emptyView = { let emptyView = … }()`) is not taken for a lost local.
    func testALocalTheViewStillReadsAfterItsLetLeftIsCaught() throws {
        let text = """
            import UIKit

            final class NoteViewController: UITableViewController {
                @IBOutlet weak var headingLabel: UILabel!

                func show(_ note: String) {
                    let heading = note.uppercased()
                    headingLabel.text = heading
                }

                func setUpEmptyState() {
                    emptyView = {
                        let emptyView = UIView()
                        emptyView.isHidden = true
                        return emptyView
                    }()
                }
            }

            """
        let source = ParsedSource(text: text, path: "NoteViewController.swift")
        let clean = try Migration.run(MigrationOptions(inputPath: source.path, outputDirectory: "Modules"), source: source, catalog: RecipeCatalog.builtin())
        XCTAssertEqual(clean.scopeCheck.keptInView, [])
        let module = VIPEREmitter().emit(clean.plan, options: EmitOptions())
        XCTAssertEqual(ScopeCheck(plan: clean.plan).run(on: module).findings.map(\.name), [])
        // The planner's defect, made by hand: the `let` is gone from the view, its reader stays.
        let viewPath = EmittedModule.viewPath(for: clean.plan)
        let files = module.files.map { file in
            guard file.path == viewPath else { return file }
            XCTAssertTrue(file.contents.contains("let heading = note.uppercased()"))
            return PlannedFile(
                path: file.path, layer: file.layer,
                contents: file.contents.replacingOccurrences(of: "let heading = note.uppercased()", with: ""))
        }
        let broken = EmittedModule(architecture: module.architecture, entryPoint: module.entryPoint, files: files, destinations: module.destinations)
        XCTAssertEqual(ScopeCheck(plan: clean.plan).run(on: broken).findings.map(\.name), ["heading"])
    }

    /// A function declared inside a method is one of its locals: code calling it that lands in another layer without
    /// it reads a name nothing there declares (a local function was no member, so its calls went unchecked).
    func testALocalFunctionTheMovedCodeCallsIsCaughtWhenItStaysBehind() throws {
        let text = """
            import UIKit

            final class NoteStore {
                func titles() -> [String] { [] }
            }

            final class TitlesViewController: UIViewController {
                @IBOutlet weak var summaryLabel: UILabel!
                private let store = NoteStore()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    func longest(of titles: [String], in store: NoteStore) -> Int {
                        titles.map(\\.count).max() ?? 0
                    }
                    let titles = store.titles()
                    summaryLabel.text = "\\(longest(of: titles, in: store)) letters"
                }
            }

            """
        let source = ParsedSource(text: text, path: "TitlesViewController.swift")
        let clean = try Migration.run(MigrationOptions(inputPath: source.path, outputDirectory: "Modules"), source: source, catalog: RecipeCatalog.builtin())
        XCTAssertEqual(clean.scopeCheck.keptInView, [])
        XCTAssertEqual(ScopeCheck(plan: clean.plan).run(on: VIPEREmitter().emit(clean.plan, options: EmitOptions())).findings.map(\.name), [])
        // The planner's defect, made by hand: the request takes the call but leaves the function in the view (the function
        // goes with the data work: it names the store).
        var broken = clean.plan
        for index in broken.requests.indices {
            broken.requests[index].body.removeAll { $0.item.is(FunctionDeclSyntax.self) }
        }
        XCTAssertNotEqual(broken.requests.map(\.body.count), clean.plan.requests.map(\.body.count), "no request took the local function")
        let findings = ScopeCheck(plan: broken).run(on: VIPEREmitter().emit(broken, options: EmitOptions())).findings
        XCTAssertEqual(findings.map(\.name), ["longest"])
    }

    /// What the controller's file declares private at file level (a constant, a helper function) no other file of the
    /// module can see: data work reading it stays in the view, which keeps the file, and says why; and a module whose
    /// moved code reads it anyway (the planner's defect, made by hand) is caught. The same inside `#if` (a debug screen's
    /// file wrapped in `#if !RELEASE`), where the declarations are no less private.
    func testWhatTheFileKeepsPrivateStaysInTheViewAndIsCaughtElsewhere() throws {
        for condition in [nil, "!RELEASE"] {
            try assertFilePrivateNamesKept(wrappedIn: condition)
        }
    }

    private func assertFilePrivateNamesKept(wrappedIn condition: String?, file: StaticString = #filePath, line: UInt = #line) throws {
        func controller(limit: String) -> String {
            let text = """
                private let pageSize = 20

                final class FeedStore {
                    static let shared = FeedStore()
                    func posts(limit: Int) -> [String] { [] }
                }

                final class FeedViewController: UIViewController {
                    @IBOutlet weak var countLabel: UILabel!

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let posts = FeedStore.shared.posts(limit: \(limit))
                        countLabel.text = "\\(posts.count)"
                    }
                }

                """
            return "import UIKit\n\n" + (condition.map { "#if \($0)\n\n\(text)\n#endif\n" } ?? text)
        }
        let options = MigrationOptions(inputPath: "FeedViewController.swift", outputDirectory: "Modules")
        let reading = try Migration.run(
            options, source: ParsedSource(text: controller(limit: "pageSize"), path: options.inputPath), catalog: RecipeCatalog.builtin())
        let reason = reading.plan.unresolved.first { $0.member == "viewDidLoad()" }?.reason ?? ""
        XCTAssertTrue(reason.contains("pageSize") && reason.contains("private to itself"), reason, file: file, line: line)
        XCTAssertFalse(
            reading.module.files.contains { $0.path != EmittedModule.viewPath(for: reading.plan) && $0.contents.contains("pageSize") }, file: file, line: line)

        let clean = try Migration.run(options, source: ParsedSource(text: controller(limit: "20"), path: options.inputPath), catalog: RecipeCatalog.builtin())
        XCTAssertEqual(clean.scopeCheck.keptInView, [], file: file, line: line)
        var edited = false
        let files = clean.module.files.map { file in
            guard file.layer == .interactor, file.contents.contains("posts(limit: 20)") else { return file }
            edited = true
            return PlannedFile(
                path: file.path, layer: file.layer, contents: file.contents.replacingOccurrences(of: "posts(limit: 20)", with: "posts(limit: pageSize)"))
        }
        XCTAssertTrue(edited, "the interactor did not take the request", file: file, line: line)
        let broken = EmittedModule(
            architecture: clean.module.architecture, entryPoint: clean.module.entryPoint, files: files, destinations: clean.module.destinations)
        let findings = ScopeCheck(plan: clean.plan).run(on: broken).findings
        XCTAssertEqual(findings.map(\.name), ["pageSize"], file: file, line: line)
        XCTAssertTrue(findings.first?.reason.contains("private to itself") == true, findings.first?.reason ?? "", file: file, line: line)
    }

    /// A class of the module that would not start whole (a list's manager with a property and no value for it, as a
    /// planner that forgot the controller's initial value would make) is caught by the initialization check: the
    /// property stays in the view, and the module written instead type-checks.
    func testAManagerPropertyWithoutAValueIsCaughtAndKeptInTheView() throws {
        let text = """
            import UIKit

            final class NamesViewController: UIViewController, UITableViewDataSource {
                @IBOutlet private weak var tableView: UITableView!
                private var names: [String] = ["Ann"]

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    names.count
                }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = names[indexPath.row]
                    return cell
                }
            }

            """
        let source = ParsedSource(text: text, path: "NamesViewController.swift")
        var options = MigrationOptions(inputPath: source.path, outputDirectory: "Modules")
        let clean = try Migration.run(options, source: source, catalog: RecipeCatalog.builtin())
        XCTAssertEqual(clean.plan.dataDisplay?.state.map(\.name), ["names"], "the list's state must move for the defect to break something")
        XCTAssertEqual(InitializationCheck(plan: clean.plan).run(on: clean.module), [])
        options.planDefect = { plan in
            guard var display = plan.dataDisplay else { return }
            display.state = display.state.map { StateProperty(name: $0.name, type: $0.type, initialValue: nil) }
            plan.dataDisplay = display
        }
        var broken = clean.plan
        options.planDefect?(&broken)
        let findings = InitializationCheck(plan: broken).run(on: VIPEREmitter().emit(broken, options: EmitOptions()))
        XCTAssertEqual(findings.map(\.name), ["names"])
        XCTAssertEqual(findings.first?.origins, ["names"])
        for architecture in Architecture.allCases {
            options.architecture = architecture
            let result = try Migration.run(options, source: source, catalog: RecipeCatalog.builtin())
            XCTAssertEqual(result.scopeCheck.keptInView, ["names"], architecture.rawValue)
            XCTAssertTrue(
                result.plan.unresolved.contains { $0.member == "names" && $0.reason.contains("would start without a value") },
                "\(architecture.rawValue): \(result.plan.unresolved)")
            StandInCompiler.assertTypechecks(
                Dictionary(uniqueKeysWithValues: result.module.files.map { ($0.path, $0.contents) }),
                context: architecture.rawValue)
        }
    }

    func testTheReportStatesTheCheck() throws {
        let report = MigrationReport(try SampleFiles.migrate("ContactsController"))
        XCTAssertEqual(report.scopeCheck.findings, 0)
        XCTAssertGreaterThan(report.scopeCheck.namesChecked, 0)
        XCTAssertEqual(report.scopeCheck.keptInView, [])
        XCTAssertTrue(TextReporter.render(report).contains("scope check: 0 findings ("), TextReporter.render(report))
        XCTAssertTrue(MarkdownReporter.render(report).contains("- Scope check: 0 findings ("))
    }

    /// `defect` breaks every plan the migration makes; the check must find what it broke in the module it would have
    /// written, keep the members involved in the view, and let only a module that resolves and type-checks through.
    private func assertCaughtAndKept(
        _ sample: String, defectHasWork: (MigrationPlan) -> Bool,
        defect: @escaping @Sendable (inout MigrationPlan) -> Void
    ) throws {
        let clean = try SampleFiles.migrate(sample)
        XCTAssertTrue(defectHasWork(clean.plan), "\(sample): the defect would break nothing")
        XCTAssertEqual(clean.scopeCheck.keptInView, [], "\(sample) needs no member kept without the defect")

        // Emitted as planned, the broken plan gives a module the check finds wrong.
        var broken = clean.plan
        defect(&broken)
        let brokenModule = VIPEREmitter().emit(broken, options: EmitOptions())
        let findings = ScopeCheck(plan: broken).run(on: brokenModule).findings
        XCTAssertFalse(findings.isEmpty, "\(sample): the check missed the broken plan")

        let source = ParsedSource(text: try SampleFiles.original(sample), path: "Samples/\(sample).swift")
        var options = MigrationOptions(inputPath: source.path, outputDirectory: "Modules")
        options.planDefect = defect
        for architecture in Architecture.allCases {
            options.architecture = architecture
            let result = try Migration.run(options, source: source, catalog: RecipeCatalog.builtin())
            let context = "\(sample) [\(architecture.rawValue)]"
            let kept = result.scopeCheck.keptInView
            XCTAssertFalse(kept.isEmpty, "\(context): no member kept")
            for member in kept {
                XCTAssertEqual(result.plan.members.first { $0.name == member }?.targets, [.view], "\(context): \(member) left the view")
                XCTAssertTrue(result.plan.unresolved.contains { $0.member == member && $0.recipe == "scope-check" }, "\(context): \(member) not reported")
            }
            XCTAssertTrue(findings.allSatisfy { !$0.origins.isEmpty }, "\(context): a finding with no member to keep: \(findings)")
            XCTAssertEqual(ScopeCheck(plan: result.plan).run(on: result.module).findings, [], context)
            var files = Dictionary(uniqueKeysWithValues: result.module.files.map { ($0.path, $0.contents) })
            files["App/\(sample)+App.swift"] = try SampleFiles.support(sample)
            StandInCompiler.assertTypechecks(files, context: context)
        }
    }
}
