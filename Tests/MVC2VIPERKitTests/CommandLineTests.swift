import Foundation
@testable import MVC2VIPERKit
import XCTest

/// The `mvc2viper` executable: each documented exit code, and nothing written on failure.
final class CommandLineTests: XCTestCase {
    var workspace: URL!

    override func setUpWithError() throws {
        workspace = Paths.temporaryDirectory("mvc2viper-cli")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workspace)
    }

    var executable: URL { Paths.products.appendingPathComponent("mvc2viper") }
    var sample: String { Paths.samples.appendingPathComponent("MenuController.swift").path }

    func run(_ arguments: [String]) throws -> ProcessResult {
        try runProcess(executable, arguments, in: workspace)
    }

    func write(_ name: String, _ contents: String) throws -> String {
        let url = workspace.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    var outputExists: Bool { FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Modules").path) }

    func testMigratesTheSampleAndExitsZero() throws {
        let result = try run([sample, "--out", "Modules"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Modules/Menu/Presenter/MenuPresenter.swift").path))
        XCTAssertTrue(result.stdout.contains("MenuAssembly().assembleModule()"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.appendingPathComponent("Modules").path)
        XCTAssertEqual(leftovers, ["Menu"], "no staging folder is left behind")
    }

    func testDryRunWritesNothingAndPrintsTheJSONPlan() throws {
        let result = try run([sample, "--out", "Modules", "--dry-run", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(outputExists)
        let plan = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        for key in ["controller", "module", "architecture", "entryPoint", "members", "files", "unresolved"] {
            XCTAssertNotNil(plan[key], "plan lacks \(key)")
        }
        let members = try XCTUnwrap(plan["members"] as? [[String: Any]])
        let select = try XCTUnwrap(members.first { $0["name"] as? String == "tableView(_:didSelectRowAt:)" })
        XCTAssertEqual(select["recipes"] as? [String], ["routing-switch", "collections"])
        // The questionnaire worked out beside the checks (two jobs) or after them (one) answers alike: the report is the same.
        for jobs in ["1", "2"] {
            let again = try run([sample, "--out", "Modules", "--dry-run", "--format", "json", "--jobs", jobs])
            XCTAssertEqual(again.stdout, result.stdout, "--jobs \(jobs)")
        }
    }

    func testExistingFilesAreNotOverwrittenWithoutForce() throws {
        XCTAssertEqual(try run([sample, "--out", "Modules"]).status, 0)
        let presenter = workspace.appendingPathComponent("Modules/Menu/Presenter/MenuPresenter.swift")
        try Data("// mine\n".utf8).write(to: presenter)
        let second = try run([sample, "--out", "Modules"])
        XCTAssertEqual(second.status, 1)
        XCTAssertTrue(second.stderr.contains("already exists"), second.stderr)
        XCTAssertEqual(try String(contentsOf: presenter, encoding: .utf8), "// mine\n")
        XCTAssertEqual(try run([sample, "--out", "Modules", "--force"]).status, 0)
        XCTAssertNotEqual(try String(contentsOf: presenter, encoding: .utf8), "// mine\n")
    }

    func testASharedSupportFileIsWrittenOnceAndThenLeftAlone() throws {
        let recipes = try RecipeCatalog.builtin(withExamples: true)
        let example = try XCTUnwrap(recipes.recipes(for: .fetchedResults).first?.examples.first)
        let input = try write("NotesViewController.swift", example.source)
        XCTAssertEqual(try run([input, "--out", "Modules"]).status, 0)
        let tracker = workspace.appendingPathComponent("Modules/CacheTracker.swift")
        XCTAssertTrue(try String(contentsOf: tracker, encoding: .utf8).contains("final class CacheTracker"))
        // A second module with a tracker, into the same folder: the (edited) shared file stays as it is.
        try Data("// edited by the team\n".utf8).write(to: tracker)
        let second = try run([input, "--out", "Modules", "--module", "Archive"])
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(try String(contentsOf: tracker, encoding: .utf8), "// edited by the team\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Modules/Archive/Interactor/ArchiveInteractor.swift").path))
    }

    func testSyntaxErrorsAreReportedWithLocationsAndNothingIsWritten() throws {
        let path = try write("Broken.swift", "import UIKit\nfinal class BrokenViewController: UIViewController {\n    func f( {\n}\n")
        let result = try run([path, "--out", "Modules"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("\(path):3:"), result.stderr)
        XCTAssertTrue(result.stderr.contains(": error: "), result.stderr)
        XCTAssertFalse(outputExists)
    }

    func testErrorsExitOneWithOneLine() throws {
        let plain = try write("Plain.swift", "struct Point { var x = 0 }\n")
        let two = try write("Two.swift", "import UIKit\nclass AViewController: UIViewController {}\nclass BViewController: UIViewController {}\n")
        let cases: [([String], String)] = [
            (["Missing.swift", "--out", "Modules"], "no such file"),
            ([workspace.path, "--out", "Modules"], "not a file"),
            ([plain, "--out", "Modules"], "no view controller found"),
            ([two, "--out", "Modules"], "AViewController, BViewController"),
            ([two, "--out", "Modules", "--class", "CViewController"], "no controller named CViewController"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 1, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "one clear line: \(result.stderr)")
            XCTAssertFalse(outputExists)
        }
        XCTAssertEqual(try run([two, "--out", "Modules", "--class", "BViewController", "--dry-run"]).status, 0)
    }

    func testUsageErrorsExit64() throws {
        let cases: [[String]] = [
            [sample],
            [sample, "--out", "Modules", "--architecture", "mvvm"],
            [sample, "--out", "Modules", "--format", "xml"],
            [sample, "--out", "Modules", "--module", "../x"],
            [sample, "--out", "Modules", "--jobs", "0"],
        ]
        for arguments in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertFalse(outputExists)
        }
    }

    func testTheVersionAndShellCompletionsComeFromTheArgumentParser() throws {
        let version = try run(["--version"])
        XCTAssertEqual(version.status, 0, version.stderr)
        XCTAssertEqual(version.stdout, MVC2VIPER.version + "\n")
        for shell in ["bash", "zsh", "fish"] {
            let script = try run(["--generate-completion-script", shell])
            XCTAssertEqual(script.status, 0, script.stderr)
            XCTAssertTrue(script.stdout.contains("dashboard") && script.stdout.contains("architecture"), "\(shell): \(script.stdout.prefix(200))")
        }
    }

    func testAnInstalledBinaryNeedsNoRecipesFolderBesideIt() throws {
        let installed = workspace.appendingPathComponent("bin/mvc2viper")
        try FileManager.default.createDirectory(at: installed.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: executable, to: installed)
        let result = try runProcess(installed, [sample, "--out", "Modules", "--dry-run", "--format", "json"], in: workspace)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\"lifecycle-fetch\""), "built-in recipes apply")
    }

    /// A team's own client type is data access once its recipe file names it.
    func testATeamRecipeDirectoryTeachesItsOwnClientNames() throws {
        let screen = try write(
            "Orders.swift",
            """
            import UIKit

            final class OrdersViewController: UIViewController {
                @IBOutlet weak var countLabel: UILabel!
                let backend = Backend()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let count: Int = backend.pendingOrderCount()
                    countLabel.text = String(count)
                }
            }
            """)
        let before = try run([screen, "--out", "Modules", "--dry-run", "--format", "json"])
        XCTAssertFalse(before.stdout.contains("obtainCount"), "Backend is no known dependency by default")
        let recipes = workspace.appendingPathComponent("recipes")
        try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true)
        let teamFetch = """
            {"id": "team-fetch", "title": "Our backend", "source": "team wiki", "matcher": "lifecycle-fetch",
             "summary": "Backend calls are data access.", "vocabulary": {"dependencyTypes": ["Backend"]}, "examples": []}
            """
        let teamDependency = """
            {"id": "team-dependency", "title": "Our backend", "source": "team wiki", "matcher": "lazy-dependency",
             "summary": "Backend is created by the assembly.", "vocabulary": {"dependencyTypes": ["Backend"]}, "examples": []}
            """
        try Data(teamFetch.utf8).write(to: recipes.appendingPathComponent("team-fetch.json"))
        try Data(teamDependency.utf8).write(to: recipes.appendingPathComponent("team-dependency.json"))
        let after = try run([screen, "--out", "Modules", "--dry-run", "--format", "json", "--recipes", recipes.path])
        XCTAssertEqual(after.status, 0, after.stderr)
        XCTAssertTrue(after.stdout.contains("OrdersInteractor.obtainCount"), after.stdout)
        XCTAssertTrue(after.stdout.contains("team-dependency"), after.stdout)
    }

    func testABadRecipeFileExitsOneNamingTheFileAndKey() throws {
        let recipes = workspace.appendingPathComponent("recipes")
        try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true)
        try Data(
            #"{"id": "x", "title": "t", "source": "s", "matcher": "lifecycle-fetch", "summary": "s", "vocabulary": {"navigationCalls": []}, "examples": []}"#
                .utf8
        )
        .write(to: recipes.appendingPathComponent("broken.json"))
        let result = try run([sample, "--out", "Modules", "--recipes", recipes.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("broken.json") && result.stderr.contains("vocabulary.navigationCalls"), result.stderr)
        XCTAssertFalse(outputExists)
    }

    func testEveryArchitectureIsSelectedWithItsFlagAndNamesItsEntryPointAndLayers() throws {
        let expected: [(String, String, Set<String>)] = [
            ("viper", "MenuAssembly().assembleModule()", ["assembly", "interactor", "presenter", "router", "view", "adapter", "entity"]),
            ("surf-mvp", "MenuModuleConfigurator().configure()", ["assembly", "presenter", "service", "router", "view", "adapter", "entity"]),
            (
                "coordinated-surf-mvp", "MenuCoordinator(navigationController: <#UINavigationController#>)",
                ["assembly", "coordinator", "presenter", "service", "view", "adapter", "entity"]
            ),
            ("vip", "MenuConfigurator.build()", ["assembly", "interactor", "presenter", "router", "view", "adapter", "entity"]),
        ]
        for (architecture, entryPoint, layers) in expected {
            let result = try run([sample, "--out", "Modules", "--architecture", architecture, "--dry-run", "--format", "json"])
            XCTAssertEqual(result.status, 0, result.stderr)
            let plan = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            XCTAssertEqual(plan["architecture"] as? String, architecture)
            XCTAssertEqual(plan["entryPoint"] as? String, entryPoint)
            let files = try XCTUnwrap(plan["files"] as? [[String: Any]])
            XCTAssertEqual(Set(files.compactMap { $0["layer"] as? String }), layers, architecture)
        }
    }

    func testTheConfigurationFileChoosesTheArchitectureAndOutputAndTheCommandLineWins() throws {
        _ = try write(Configuration.defaultFileName, #"{"architecture": "surf-mvp", "out": "FromConfig"}"#)
        let configured = try run([sample])
        XCTAssertEqual(configured.status, 0, configured.stderr)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: workspace.appendingPathComponent("FromConfig/Menu/Configurator/MenuModuleConfigurator.swift").path))
        let overridden = try run([sample, "--out", "Modules", "--architecture", "vip"])
        XCTAssertEqual(overridden.status, 0, overridden.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Modules/Menu/Configurator/MenuConfigurator.swift").path))
        // --config names another file; its relative paths are read from its own folder.
        let elsewhere = workspace.appendingPathComponent("team")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data(#"{"architecture": "coordinated-surf-mvp", "out": "Shared"}"#.utf8).write(to: elsewhere.appendingPathComponent("mvc2viper.json"))
        let named = try run([sample, "--config", "team/mvc2viper.json"])
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("Shared/Menu/Coordinator/MenuCoordinator.swift").path))
    }

    func testABadConfigurationExits64WithOneLineAndWritesNothing() throws {
        let cases = [
            (#"{"architecture": "mvvm"}"#, "unknown architecture 'mvvm'"),
            (#"{"arch": "vip"}"#, "unknown key 'arch'"),
            (#"{"out": 3}"#, "'out' must be a non-empty string"),
            ("[1, 2]", "is not a JSON object"),
        ]
        for (contents, message) in cases {
            _ = try write(Configuration.defaultFileName, contents)
            let result = try run([sample, "--out", "Modules"])
            XCTAssertEqual(result.status, 64, result.stderr)
            XCTAssertTrue(result.stderr.contains(message) && result.stderr.contains(Configuration.defaultFileName), result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertFalse(outputExists)
        }
        let missing = try run([sample, "--out", "Modules", "--config", "nope.json"])
        XCTAssertEqual(missing.status, 64)
        XCTAssertTrue(missing.stderr.contains("nope.json: no such file"), missing.stderr)
    }

    func testTestsAreWrittenBesideTheModuleWhenAskedByFlagOrConfiguration() throws {
        let flagged = try run([sample, "--out", "Modules", "--tests", "--app-module", "Guide"])
        XCTAssertEqual(flagged.status, 0, flagged.stderr)
        let presenterTests = workspace.appendingPathComponent("Modules/MenuTests/MenuPresenterTests.swift")
        XCTAssertTrue(try String(contentsOf: presenterTests, encoding: .utf8).contains("@testable import Guide"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Modules/MenuTests/Spies/MenuRouterInputSpy.swift").path))
        XCTAssertTrue(flagged.stdout.contains("MenuTests/MenuAssemblyTests.swift"), "the report lists the tests:\n\(flagged.stdout)")

        let plain = try run([sample, "--out", "Plain"])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Plain/MenuTests").path), "tests only when asked")

        _ = try write(Configuration.defaultFileName, #"{"out": "FromConfig", "tests": true, "appModule": "Guide"}"#)
        let configured = try run([sample])
        XCTAssertEqual(configured.status, 0, configured.stderr)
        let assemblyTests = workspace.appendingPathComponent("FromConfig/MenuTests/MenuAssemblyTests.swift")
        XCTAssertTrue(try String(contentsOf: assemblyTests, encoding: .utf8).contains("@testable import Guide"))

        _ = try write(Configuration.defaultFileName, #"{"tests": "yes"}"#)
        let bad = try run([sample, "--out", "Modules2"])
        XCTAssertEqual(bad.status, 64, bad.stderr)
        XCTAssertTrue(bad.stderr.contains("'tests' must be true or false"), bad.stderr)
    }

    // MARK: - Report, dry run, check (#6)

    func testEveryMigrationWritesItsReportAndADryRunPrintsTheSameWritingNothing() throws {
        let dry = try run([sample, "--out", "Modules", "--dry-run", "--format", "markdown"])
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: workspace.path), [], "a dry run writes nothing, not even folders")
        XCTAssertTrue(dry.stderr.hasPrefix("time taken: "), dry.stderr)

        let real = try run([sample, "--out", "Modules"])
        XCTAssertEqual(real.status, 0, real.stderr)
        let written = try String(contentsOf: workspace.appendingPathComponent("Modules/Menu/MIGRATION.md"), encoding: .utf8)
        XCTAssertEqual(written, dry.stdout, "the dry run shows the report the migration writes")
        XCTAssertTrue(real.stdout.contains("report: Modules/Menu/MIGRATION.md"), real.stdout)
        for section in ["## Summary", "## Members", "## Controller diff", "## Nothing lost", "## The Book's questionnaire", "## Leftovers"] {
            XCTAssertTrue(written.contains(section), "MIGRATION.md lacks \(section)")
        }

        // Elsewhere, in the format its extension names; the plan's keys stay, the report's are added.
        let elsewhere = try run([sample, "--out", "Other", "--report", "reports/menu.json"])
        XCTAssertEqual(elsewhere.status, 0, elsewhere.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Other/Menu/MIGRATION.md").path))
        let data = try Data(contentsOf: workspace.appendingPathComponent("reports/menu.json"))
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        for key in ["controller", "module", "members", "files", "unresolved", "summary", "diff", "account", "questionnaire", "leftovers"] {
            XCTAssertNotNil(report[key], "the JSON report lacks \(key)")
        }
        let staging = try FileManager.default.contentsOfDirectory(atPath: workspace.appendingPathComponent("Other").path)
        XCTAssertEqual(staging, ["Menu"], "no staging folder is left behind")

        // A report is a file like any other: never overwritten without --force.
        let again = try run([sample, "--out", "Third", "--report", "reports/menu.json"])
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.stderr.contains("menu.json already exists"), again.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Third").path), "nothing half-written")
    }

    func testCheckExitsTwoWhileMembersWouldMoveAndZeroOnceMigrated() throws {
        let original = try run([sample, "--check"])
        XCTAssertEqual(original.status, 2, original.stderr)
        XCTAssertTrue(
            original.stdout.contains("MenuController.swift:112:10: warning: [routing-switch, collections] tableView(_:didSelectRowAt:) would move to"),
            original.stdout)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: workspace.path), [], "a check writes nothing")

        XCTAssertEqual(try run([sample, "--out", "Modules", "--architecture", "vip"]).status, 0)
        let migrated = try run(["Modules/Menu/View/MenuViewController.swift", "--check", "--format", "json"])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        let verdict = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(migrated.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((verdict["movable"] as? [Any])?.count, 0)
    }

    func testStrictCheckFailsOnWhatTheRecipesDeclined() throws {
        let path = workspace.appendingPathComponent("NotesViewController.swift")
        try MigrationReportTests.declinedScreen.write(to: path, atomically: true, encoding: .utf8)
        let lenient = try run([path.path, "--check", "--no-project"])
        XCTAssertEqual(lenient.status, 0, lenient.stdout + lenient.stderr)
        XCTAssertTrue(lenient.stdout.contains("warning: [questionnaire] [lifecycle-fetch] refresh() stays in the view"), lenient.stdout)
        XCTAssertFalse(lenient.stdout.contains("clean"), lenient.stdout)
        let strict = try run([path.path, "--check", "--strict", "--no-project"])
        XCTAssertEqual(strict.status, 2, strict.stdout + strict.stderr)
        let misuse = try run([path.path, "--strict", "--no-project", "--out", "Modules"])
        XCTAssertEqual(misuse.status, 64, misuse.stderr)
    }

    /// Every sample in every architecture, tests included, run twice in fresh processes (each hashes with its
    /// own seed): the files, the report and what is printed are the same bytes.
    func testTheSameInputGivesByteIdenticalOutputRunAfterRun() throws {
        for name in SampleFiles.names {
            let input = Paths.samples.appendingPathComponent("\(name).swift").path
            for architecture in Architecture.allCases {
                var outputs: [[String: String]] = []
                for attempt in ["first", "second"] {
                    let folder = workspace.appendingPathComponent("\(name)-\(architecture.rawValue)-\(attempt)")
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    let result = try runProcess(executable, [input, "--out", "Modules", "--architecture", architecture.rawValue, "--tests"], in: folder)
                    XCTAssertEqual(result.status, 0, result.stderr)
                    var files = try Golden.files(under: folder.appendingPathComponent("Modules"))
                    files["stdout"] = result.stdout
                    outputs.append(files)
                }
                XCTAssertEqual(Set(outputs[0].keys), Set(outputs[1].keys), "\(name) [\(architecture.rawValue)]")
                for (path, contents) in outputs[0] where outputs[1][path] != contents {
                    XCTFail("\(name) [\(architecture.rawValue)] \(path) differs between runs:\n\(Golden.diff(contents, outputs[1][path] ?? ""))")
                }
            }
        }
    }
}
