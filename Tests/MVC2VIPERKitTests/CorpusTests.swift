import Foundation
@testable import MVC2VIPERKit
import XCTest

/// Screens written the way public apps write them (`Fixtures/Corpus`, with `App/` for what they rely on
/// from the rest of their app): each migrates without
/// declining what the recipes cover, and its module type-checks against the stand-in. The
/// expected unresolved members are listed here, so a recipe that stops covering one fails.
/// Each screen is a test of its own — migrated and type-checked in every architecture, replayed against its original,
/// its module's generated tests run — so that one runs alone: `swift test --filter CorpusTests.testChatViewController`.
final class CorpusTests: XCTestCase {
    /// Each screen and the members it may leave unresolved, with a word of the reason.
    static let screens: [String: [String: String]] = [
        "AccountViewController": [:],
        "ChatViewController": [:],
        "ComposerViewController": [:],
        "DashboardViewController": [:],
        "FeedViewController": [:],
        "ItemDetailViewController": [:],
        "PhotosViewController": [:],
        "LoginViewController": [:],
        // The alert action's request reads the tapped order, a local of the action: the router hands it to the
        // action's callback. The reload once cancelled calls the loading helper, which keeps its name and sends
        // an event; the orders it delivers are the app's type, declared in another file, so they arrive unmapped.
        "MyOrdersViewController": ["result": "reach the view unmapped"],
        "NotesViewController": [:],
        "OrdersViewController": [:],
        "SearchViewController": [:],
        "SettingsViewController": [:],
        "SignUpViewController": [:],
        // The paging guard before the load stays in the view, whose helper sends the event (the manager could ask the
        // view for it), but selecting a row toggles the task through the store, a dependency: the list stays. Selecting
        // also writes the toggled task into the list (`tasks[index] = updated`): the view's own code changes the list,
        // so it is no copy of what the presenter showed. The presenter holds it, the view's property asks for it (code
        // that only reads it is view code), and the selection that works out the change is reported.
        "TasksViewController": [
            "tableView(_:numberOfRowsInSection:)": "store is a dependency",
            "tableView(_:didSelectRowAt:)": "it changes tasks, which the presenter now holds",
        ],
    ]

    func testAccountViewController() throws { try check("AccountViewController") }
    func testChatViewController() throws { try check("ChatViewController") }
    func testComposerViewController() throws { try check("ComposerViewController") }
    func testDashboardViewController() throws { try check("DashboardViewController") }
    func testFeedViewController() throws { try check("FeedViewController") }
    func testItemDetailViewController() throws { try check("ItemDetailViewController") }
    func testLoginViewController() throws { try check("LoginViewController") }
    func testMyOrdersViewController() throws { try check("MyOrdersViewController") }
    func testNotesViewController() throws { try check("NotesViewController") }
    func testOrdersViewController() throws { try check("OrdersViewController") }
    func testPhotosViewController() throws { try check("PhotosViewController") }
    func testSearchViewController() throws { try check("SearchViewController") }
    func testSettingsViewController() throws { try check("SettingsViewController") }
    func testSignUpViewController() throws { try check("SignUpViewController") }
    func testTasksViewController() throws { try check("TasksViewController") }

    /// Every fixture is listed and has its test.
    func testEveryCorpusScreenHasATestOfItsOwn() throws {
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: Paths.fixtures.appendingPathComponent("Corpus").path)
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }
        XCTAssertEqual(Set(fixtures), Set(Self.screens.keys))
        let tests = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        for screen in Self.screens.keys.sorted() { XCTAssertTrue(tests.contains("func test\(screen)() throws"), "\(screen) has no test") }
    }

    /// The fewest generated tests each architecture's module of a screen ships and runs: a screen built from what a
    /// test cannot make (a Core Data context its opener hands over) has few, the others must keep theirs.
    /// (SignUpViewController cannot be built on Linux; see `BehaviourReplayTests.unbuildable`.)
    static let generatedTestFloor: [String: Int] = [
        "AccountViewController": 4,
        "ChatViewController": 4,
        "ComposerViewController": 8,
        "DashboardViewController": 5,
        "FeedViewController": 9,
        "ItemDetailViewController": 3,
        "LoginViewController": 7,
        "MyOrdersViewController": 5,
        "NotesViewController": 1,
        "OrdersViewController": 5,
        "PhotosViewController": 7,
        "SearchViewController": 4,
        // 13 since the app's version read from Info.plist stays in the view (a constant, not data): its request, and
        // the Surf services' tests of it, went.
        "SettingsViewController": 13,
        "TasksViewController": 10,
    ]

    private func check(_ screen: String) throws {
        try assertCorpusScreenMigratesAndTypeChecks(screen)
        guard BehaviourReplayTests.unbuildable[screen] == nil else { return }
        let corpusScreen = try ReplayScreen.corpus(screen)
        assertReplaysAlike([corpusScreen])
        let executed = assertGeneratedTestsPass([corpusScreen])
        XCTAssertEqual(executed.count, Architecture.allCases.count, "\(screen): not every architecture's tests ran")
        for (run, count) in executed.sorted(by: { $0.key < $1.key }) {
            let floor = try XCTUnwrap(Self.generatedTestFloor[screen], "\(screen) has no floor")
            XCTAssertGreaterThanOrEqual(count, floor, "\(run): \(count) generated tests ran, fewer than the \(floor) it had")
        }
    }
}

extension XCTestCase {
    /// A corpus screen migrates leaving unresolved only what `CorpusTests.screens` lists for it, and its module
    /// type-checks in every architecture.
    func assertCorpusScreenMigratesAndTypeChecks(_ screen: String) throws {
        let catalog = try RecipeCatalog.builtin()
        let expected = try XCTUnwrap(CorpusTests.screens[screen], "\(screen) is not listed in CorpusTests.screens")
        let url = Paths.fixtures.appendingPathComponent("Corpus/\(screen).swift")
        let source = ParsedSource(text: try String(contentsOf: url, encoding: .utf8), path: "\(screen).swift")
        let result = try Migration.run(MigrationOptions(inputPath: source.path, outputDirectory: "Modules"), source: source, catalog: catalog)
        let unresolved = Dictionary(result.plan.unresolved.map { ($0.member, $0.reason) }, uniquingKeysWith: { first, second in first + "; " + second })
        XCTAssertEqual(Set(unresolved.keys), Set(expected.keys), "\(screen): unresolved \(unresolved)")
        for (member, word) in expected {
            XCTAssertTrue(unresolved[member]?.contains(word) == true, "\(screen): \(member) reported as \(unresolved[member] ?? "nothing")")
        }
        // The rest of the app (a base class, a client) the screen's file relies on, when it has one.
        let app = try? String(contentsOf: Paths.fixtures.appendingPathComponent("Corpus/App/\(screen)+App.swift"), encoding: .utf8)
        // Screens written before Swift 6 may not be clean in it; their modules add no errors of their own.
        let mode = try StandInCompiler.LanguageMode.of(["\(screen).swift": source.text].merging(app.map { ["App.swift": $0] } ?? [:]) { $1 })
        // One plan, every architecture: each emitted module type-checks.
        for architecture in Architecture.allCases {
            var options = MigrationOptions(inputPath: source.path, outputDirectory: "Modules")
            options.architecture = architecture
            let module = architecture == .viper ? result.module : try Migration.run(options, source: source, catalog: catalog).module
            var files = Dictionary(uniqueKeysWithValues: module.files.map { ($0.path, $0.contents) })
            if let app { files["App.swift"] = app }
            StandInCompiler.assertTypechecks(
                files, like: mode, scaffolding: StandInCompiler.scaffolding(of: module.files), context: "\(screen) [\(architecture.rawValue)]")
        }
    }
}
