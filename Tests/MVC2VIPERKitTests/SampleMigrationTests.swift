import Foundation
@testable import MVC2VIPERKit
import XCTest

/// The bundled samples: their emitted modules match the golden files and type-check.
final class SampleMigrationTests: XCTestCase {
    static let samples = SampleFiles.names

    func migrate(_ sample: String, to architecture: Architecture = .viper) throws -> MigrationResult {
        try SampleFiles.migrate(sample, to: architecture)
    }

    /// `Tests/Golden/surf-mvp/MenuController/`: one folder per architecture and sample (outside `Samples/`, the
    /// samples' own project, where a golden copy of a controller would be a second declaration of it).
    func goldenDirectory(_ sample: String, _ architecture: Architecture) -> URL {
        Paths.packageRoot.appendingPathComponent("Tests/Golden/\(architecture.rawValue)/\(sample)")
    }

    /// Everything the migration writes — the module and its report — plus the report as JSON, keyed by relative path.
    func emitted(_ result: MigrationResult) -> [String: String] {
        var files = Dictionary(uniqueKeysWithValues: result.module.files.map { ($0.path, $0.contents) })
        let report = MigrationReport(result)
        files["\(result.plan.moduleName)/\(MigrationReport.defaultFileName)"] = MarkdownReporter.render(report)
        files["plan.json"] = report.json()
        return files
    }

    func testSamplesMatchTheirGoldenFiles() throws {
        for sample in Self.samples {
            for architecture in Architecture.allCases {
                let result = try migrate(sample, to: architecture)
                try Golden.assertMatches(emitted(result), directory: goldenDirectory(sample, architecture))
            }
        }
    }

    func support(_ sample: String) throws -> String {
        try SampleFiles.support(sample)
    }

    /// The samples are Swift 6 clean against the main-actor UIKit stand-in, so their modules must be too.
    func testSampleModulesTypeCheckInSwift6Mode() throws {
        for sample in Self.samples {
            for architecture in Architecture.allCases {
                let result = try migrate(sample, to: architecture)
                var files = Dictionary(uniqueKeysWithValues: result.module.files.map { ($0.path, $0.contents) })
                files["App/\(sample)+App.swift"] = try support(sample)
                StandInCompiler.assertTypechecks(files, context: "\(sample) [\(architecture.rawValue)]")
            }
        }
    }

    func testOriginalSamplesTypeCheckInSwift6ModeSoTheHarnessIsMeaningful() throws {
        for sample in Self.samples {
            StandInCompiler.assertTypechecks(
                ["\(sample).swift": try SampleFiles.original(sample), "App/\(sample)+App.swift": try support(sample)],
                context: sample)
        }
    }

    func testEmittedCodeThatDoesNotParseIsRefused() throws {
        let plan = try Migration.run(
            MigrationOptions(
                inputPath: Paths.samples.appendingPathComponent("MenuController.swift").path,
                outputDirectory: "Modules")
        ).plan
        let broken = EmittedModule(
            architecture: .viper, entryPoint: "X()",
            files: [PlannedFile(path: "X/View/X.swift", layer: .view, contents: "final class X {\n")], destinations: [:])
        XCTAssertThrowsError(try Migration.verifyParses(ModuleSources(broken.files), plan: plan)) { error in
            XCTAssertTrue("\(error)".contains("X/View/X.swift"), "\(error)")
        }
    }

    func testTheHarnessRejectsBrokenCode() throws {
        let diagnostics = try StandInCompiler.typecheck(["Broken.swift": "import UIKit\nlet x: UILabel = UIButton()\n"])
        XCTAssertTrue(diagnostics.contains("error"), "a type error must fail the type-check, got: \(diagnostics)")
        // Isolation is checked: a view made off the main actor fails in Swift 6 mode, as on iOS.
        let offMain = "import UIKit\nfinal class Loader { func make() { DispatchQueue.global().async { _ = UIView() } } }\n"
        XCTAssertTrue(try StandInCompiler.typecheck(["OffMain.swift": offMain], swiftVersion: "6").contains("main actor-isolated"))
    }

    /// The harness runs XCTest files against the stand-in (for the tests `--tests` emits): it finds
    /// the test methods, and a failing assertion counts as a failure.
    func testTheHarnessRunsXCTestFiles() throws {
        let tests = """
            import UIKit
            import XCTest

            @MainActor
            final class LabelTests: XCTestCase {
                func testTextIsKept() { let label = UILabel(); label.text = "a"; XCTAssertEqual(label.text, "a") }
                func testWrongTextFails() { XCTAssertEqual(UILabel().text, "b") }
            }
            """
        let run = try StandInCompiler.runTests(["LabelTests.swift": tests])
        XCTAssertEqual(run.executed, 2, run.output)
        XCTAssertEqual(run.failures, 1, run.output)
    }

    func testMenuSampleSplitsAsTheBookDescribes() throws {
        let result = try migrate("MenuController")
        let plan = result.plan
        XCTAssertEqual(plan.moduleName, "Menu")
        XCTAssertEqual(result.module.entryPoint, "MenuAssembly().assembleModule()")
        // Routing switch: one event, one route per branch holding the branch's code.
        XCTAssertEqual(plan.routes.map(\.noun), ["City", "Places", "ReferenceBook"])
        XCTAssertTrue(plan.routes[0].body.map(\.trimmedDescription).joined().contains("\"Quarters\""))
        // Fetch: the Core Data request and the cache read go to the interactor, results mapped to PONSO.
        XCTAssertEqual(plan.requests.map(\.noun), ["Quarters", "BackgroundImage"])
        XCTAssertEqual(plan.entities.map(\.name), ["QuarterPlainObject"])
        XCTAssertEqual(plan.entities[0].fields.map(\.name), ["name"], "only the fields the controller reads")
        // Lazy dependency: created by the assembly, owned by the interactor that uses it.
        XCTAssertEqual(plan.dependencies.map(\.name), ["imageLocalCacheManager"])
        XCTAssertEqual(plan.dependencies[0].owners, [.interactor])
        let view = try XCTUnwrap(result.module.files.first { $0.path == "Menu/View/MenuViewController.swift" }).contents
        XCTAssertFalse(view.contains("NSFetchRequest"), "the view no longer talks to the model")
        XCTAssertFalse(view.contains("pushViewController"), "the view no longer navigates")
        XCTAssertFalse(view.contains("ImageLocalCacheManagerImplementation("), "the view no longer builds its dependencies")
        XCTAssertTrue(view.contains("@IBOutlet weak var tableView: UITableView!"), "outlets stay for the storyboard")
        XCTAssertTrue(view.contains("/// The rows of the main menu section, in the order the table shows them."), "comments of kept code survive")
        XCTAssertTrue(view.contains("//  (\"MVC Chainsaw Massacre\"), ported to Swift."), "the file header survives")
        // Collections: the data source and delegate live in the view layer's DataDisplayManager.
        let manager = try XCTUnwrap(result.module.files.first { $0.path == "Menu/View/MenuDataDisplayManager.swift" }).contents
        XCTAssertTrue(manager.contains("func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell"))
        XCTAssertTrue(manager.contains("output.didSelectMainMenuSection(sectionType)"), "selection reaches the presenter")
        XCTAssertFalse(view.contains("extension MenuViewController: UITableViewDataSource"))
        XCTAssertTrue(view.contains("tableView.dataSource = dataDisplayManager"))
    }
}
