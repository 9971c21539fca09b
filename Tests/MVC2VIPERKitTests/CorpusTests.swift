import Foundation
@testable import MVC2VIPERKit
import XCTest

/// Screens written the way public apps write them (`Fixtures/Corpus`, with `App/` for what they rely on
/// from the rest of their app): each migrates without
/// declining what the recipes cover, and its module type-checks against the stand-in. The
/// expected unresolved members are listed here, so a recipe that stops covering one fails.
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

    func testCorpusScreensMigrateAndTypeCheck() throws {
        let catalog = try RecipeCatalog.builtin()
        for (screen, expected) in Self.screens.sorted(by: { $0.key < $1.key }) {
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
}
