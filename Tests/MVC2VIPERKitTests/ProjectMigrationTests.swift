import Foundation
@testable import MVC2VIPERKit
import XCTest

/// A screen spread over a project (`Fixtures/Projects/Feed`): the migration reads the project around the
/// controller — its extension files, the types other files declare, the uses other files make of it.
final class ProjectMigrationTests: XCTestCase {
    func migrate(_ architecture: Architecture, project: ProjectChoice = .folder(FeedProject.root.path)) throws -> MigrationResult {
        var options = MigrationOptions(inputPath: FeedProject.root.appendingPathComponent(FeedProject.controllerPath).path, outputDirectory: "Modules")
        options.architecture = architecture
        options.project = project
        options.jobs = 2
        return try Migration.run(options)
    }

    /// The project as it reads after the migration: the controller's file and its extension files replaced by
    /// the module (which holds their rewrites), every other file as it was.
    func migratedProject(_ result: MigrationResult) throws -> [String: String] {
        var files = try FeedProject.files()
        let replaced = Set(
            [FeedProject.controllerPath]
                + (result.project?.extensionFiles ?? []).map { path in
                    String(URL(fileURLWithPath: path).standardizedFileURL.path.dropFirst(FeedProject.root.standardizedFileURL.path.count + 1))
                })
        for path in replaced { files[path] = nil }
        for file in result.module.files { files["Modules/" + file.path] = file.contents }
        return files
    }

    func testTheExtensionFilesArePlannedWithTheClassAndRewrittenBesideTheView() throws {
        let result = try migrate(.viper)
        let project = try XCTUnwrap(result.project)
        XCTAssertEqual(
            project.extensionFiles.map { URL(fileURLWithPath: $0).lastPathComponent },
            ["FeedViewController+Sync.swift", "FeedViewController+Table.swift"])
        // Members declared in the extension files are the controller's, at their own places.
        let selection = try XCTUnwrap(result.plan.controller.member(named: "tableView(_:didSelectRowAt:)"))
        XCTAssertTrue(selection.path.hasSuffix("FeedViewController+Table.swift"), selection.path)
        XCTAssertEqual(selection.line, 18)
        // The list the table extension reads left the view with its data source; the selection routes.
        let items = try XCTUnwrap(result.plan.members.first { $0.name == "items" })
        XCTAssertFalse(items.targets == [.view], "items stayed in the view: \(items)")
        XCTAssertTrue(result.plan.routes.contains { $0.noun.contains("FeedDetail") }, "\(result.plan.routes.map(\.noun))")
        // The table file keeps what the view still does and is written beside the view; no file refers to a member
        // that moved. The sync file held only the service's callbacks, which all moved: it is not written, and the
        // report says to delete it (its diff is a deletion).
        let paths = Set(result.module.files.map(\.path))
        XCTAssertTrue(paths.contains("Feed/View/FeedViewController+Table.swift"), "\(paths.sorted())")
        XCTAssertFalse(paths.contains("Feed/View/FeedViewController+Sync.swift"), "an emptied file was written: \(paths.sorted())")
        let table = try XCTUnwrap(result.module.files.first { $0.path == "Feed/View/FeedViewController+Table.swift" }?.contents)
        XCTAssertFalse(table.contains("items["), "the rewritten table extension still reads the moved list:\n\(table)")
        XCTAssertTrue(table.contains("func scrollToTop()"), table)
        let report = MigrationReport(result)
        XCTAssertEqual(report.project?.filesToDelete?.map { URL(fileURLWithPath: $0).lastPathComponent }, ["FeedViewController+Sync.swift"])
        XCTAssertTrue(report.leftovers.contains { $0.contains("FeedViewController+Sync.swift:1:1: note: [migration] delete this file") }, "\(report.leftovers)")
        XCTAssertFalse(report.leftovers.contains { $0.contains("FeedViewController+Sync.swift:1:1: note: [migration] replace this file") })
        XCTAssertEqual(report.extensionDiffs?.first { $0.from.hasSuffix("+Sync.swift") }?.to, "/dev/null")
    }

    func testTheMigratedProjectTypeChecksInEveryArchitecture() throws {
        for architecture in Architecture.allCases {
            let result = try migrate(architecture)
            let files = try migratedProject(result)
            // Both language modes, as the project itself is clean in both (ProjectFixtureFilesTests).
            StandInCompiler.assertTypechecks(
                files, like: StandInCompiler.LanguageMode(errors: ["6": [], "5": []]),
                scaffolding: StandInCompiler.scaffolding(of: result.module.files),
                context: "Feed project [\(architecture.rawValue)]")
        }
    }

    func testDisplayCommandsNeverTakeANameTheViewAnswersTo() throws {
        // BaseViewController (another file) has `showError(_ message: String)`; the sync failure's display command
        // must not overload it.
        for architecture in Architecture.allCases {
            let result = try migrate(architecture)
            XCTAssertTrue(result.plan.viewNames.contains("showError"), "\(result.plan.viewNames.sorted())")
            let view = try XCTUnwrap(result.module.files.first { $0.path == EmittedModule.viewPath(for: result.plan) }?.contents)
            let declared = view.components(separatedBy: "func ").dropFirst().map { String($0.prefix { $0 != "(" }) }
            XCTAssertFalse(declared.contains("showError"), "[\(architecture.rawValue)] the view declares a second showError:\n\(view)")
            XCTAssertTrue(declared.contains { $0.hasSuffix("Error") }, "[\(architecture.rawValue)] no display command for the failure: \(declared)")
        }
    }

    func testTypesDeclaredElsewhereAreKnownOnlyWithTheProject() throws {
        let alone = try migrate(.viper, project: .none)
        let withProject = try migrate(.viper)
        XCTAssertNil(alone.project)
        // The completion's types live in FeedService.swift: alone, the closure's error cannot be typed.
        XCTAssertTrue(alone.plan.unresolved.contains { $0.member == "loadFeed()" }, "\(alone.plan.unresolved)")
        XCTAssertFalse(withProject.plan.unresolved.contains { $0.member == "loadFeed()" }, "\(withProject.plan.unresolved)")
    }

    func testUsesFromOtherFilesAreReportedWithHowTheyKeepWorking() throws {
        let report = MigrationReport(try migrate(.viper))
        let uses = try XCTUnwrap(report.project?.uses)
        let byMember = Dictionary(uses.map { ($0.member, $0) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(byMember["category"]?.status, .forwarded)
        XCTAssertTrue(byMember["category"]?.location.contains("FeedCoordinator.swift:17:") == true, "\(uses)")
        XCTAssertNotNil(byMember["context"])
        XCTAssertFalse(uses.contains { $0.status == .moved }, "a use elsewhere would break: \(uses)")
        XCTAssertEqual(report.project?.filesIndexed, 12, "11 sources and the manifest")
    }

    /// State another file writes (`screen.notes = …`) is held by the presenter, and the view's property, which that code
    /// still reaches, asks for it: the other file compiles unchanged against the module, its use kept.
    func testStateOtherFilesWriteIsAskedForThroughTheView() throws {
        let folder = Paths.temporaryDirectory("mvc2viper-state-project")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// swift-tools-version:5.9\n".write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let screen = """
            import UIKit

            struct Note { let title: String }

            final class NotesViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                var notes: [Note] = []
                private let store = NoteStore()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    store.load { [weak self] loaded in
                        self?.notes = loaded
                        self?.titleLabel.text = "\\(loaded.count) notes"
                    }
                }
            }

            """
        let opener = """
            import UIKit

            final class NoteStore {
                func load(completion: @escaping ([Note]) -> Void) { completion([]) }
            }

            enum NotesFlow {
                static func open(from navigation: UINavigationController, notes: [Note]) {
                    let screen = NotesViewController()
                    screen.notes = notes
                    navigation.pushViewController(screen, animated: true)
                }
            }

            """
        try screen.write(to: folder.appendingPathComponent("NotesViewController.swift"), atomically: true, encoding: .utf8)
        try opener.write(to: folder.appendingPathComponent("NotesFlow.swift"), atomically: true, encoding: .utf8)
        var options = MigrationOptions(inputPath: folder.appendingPathComponent("NotesViewController.swift").path, outputDirectory: "Modules")
        options.project = .folder(folder.path)
        let result = try Migration.run(options)
        XCTAssertFalse(result.plan.unresolved.contains { $0.member == "notes" }, "\(result.plan.unresolved)")
        XCTAssertTrue(result.plan.presenterState.contains { $0.name == "notes" })
        XCTAssertEqual(result.plan.askedState.map(\.name), ["notes"])
        let report = MigrationReport(result)
        XCTAssertEqual(report.project?.uses.map(\.status), [.kept])
        // The file that sets it compiles unchanged against the module: the view's property hands the presenter the value.
        var files = Dictionary(uniqueKeysWithValues: result.module.files.map { ($0.path, $0.contents) })
        files["NotesFlow.swift"] = opener
        // Written before Swift 6 (the opener is not isolated to the main actor): the module adds no errors of its own.
        let mode = try StandInCompiler.LanguageMode.of(["NotesViewController.swift": screen, "NotesFlow.swift": opener])
        StandInCompiler.assertTypechecks(
            files, like: mode, scaffolding: StandInCompiler.scaffolding(of: result.module.files),
            context: "NotesViewController with NotesFlow")
        // Without the project the same screen moves its list whole: nothing tells it another file sets it.
        options.project = .none
        let alone = try Migration.run(options).plan
        XCTAssertTrue(alone.presenterState.contains { $0.name == "notes" })
        XCTAssertEqual(alone.askedState.map(\.name), [])
    }

    /// A model type's name is the view using the model only where the code uses it so: not as a protocol only
    /// screens adopt, an enum's value or a namespace of constants, the qualifier of a member type, a center's
    /// unregistration of a token, or the helper the view hands itself to for presenting (navigation). Where the
    /// view still uses the defaults (a write in a method that answers its caller: no event, no question), they count.
    func testAModelNameCountsOnlyWhereTheViewUsesTheModel() throws {
        let folder = Paths.temporaryDirectory("mvc2viper-model-names-project")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// swift-tools-version:5.9\n".write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let support = """
            import UIKit

            protocol ScreenContext where Self: UIViewController {}
            enum ShareContext { case inbox, archive }
            enum Layout { enum Container { static let margin = 16.0 } }
            final class NoteStore {
                enum Sorting { case byDate, byTitle }
                var notes: [String] = []
            }
            final class WebPagesManager {
                static let shared = WebPagesManager()
                func open(_ url: URL, inController controller: UIViewController) {}
            }

            """
        let screen = """
            import UIKit

            final class NotesViewController: UIViewController, ScreenContext {
                @IBOutlet weak var addressField: UITextField!
                var context: ShareContext = .inbox
                var sorting = NoteStore.Sorting.byDate
                var token: NSObjectProtocol?

                @IBAction func helpTapped(_ sender: UIButton) {
                    WebPagesManager.shared.open(address(), inController: self)
                }

                private func address() -> URL { URL(string: addressField.text ?? "")! }

                func margin() -> Double { Layout.Container.margin }
                func stop() { if let token { NotificationCenter.default.removeObserver(token) } }
                func sorted() -> Bool {
                    UserDefaults.standard.set(true, forKey: "sortingSeen")
                    return addressField.isHidden
                }
            }

            """
        try support.write(to: folder.appendingPathComponent("Support.swift"), atomically: true, encoding: .utf8)
        try screen.write(to: folder.appendingPathComponent("NotesViewController.swift"), atomically: true, encoding: .utf8)
        var options = MigrationOptions(inputPath: folder.appendingPathComponent("NotesViewController.swift").path, outputDirectory: "Modules")
        options.project = .folder(folder.path)
        let model = MigrationReport(try Migration.run(options)).questionnaire.answers[0]
        let named = Set(model.evidence.map(\.note).filter { !$0.hasPrefix("[") })
        XCTAssertEqual(named, ["UserDefaults"], "\(model.evidence)")
        XCTAssertFalse(model.evidence.contains { $0.note.contains("stop()") }, "ending a registration reads nothing: \(model.evidence)")
    }

    /// A screen whose base class is in another file and which overrides nothing only a controller has is found
    /// through the project's class hierarchy; the file alone cannot tell it is a screen.
    func testTheProjectTellsWhichClassIsTheScreen() throws {
        let folder = Paths.temporaryDirectory("mvc2viper-hierarchy-project")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// swift-tools-version:5.9\n".write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "import UIKit\n\nclass AppScreen: UIViewController {\n    func showBanner(_ text: String) {}\n}\n"
            .write(to: folder.appendingPathComponent("AppScreen.swift"), atomically: true, encoding: .utf8)
        let screen = """
            import UIKit

            final class WelcomeScreen: AppScreen {
                @IBAction func helpTapped(_ sender: UIButton) {
                    showBanner("Help")
                    navigationController?.pushViewController(UIViewController(), animated: true)
                }
            }

            """
        try screen.write(to: folder.appendingPathComponent("WelcomeScreen.swift"), atomically: true, encoding: .utf8)
        var options = MigrationOptions(inputPath: folder.appendingPathComponent("WelcomeScreen.swift").path, outputDirectory: "Modules")
        options.project = .folder(folder.path)
        XCTAssertEqual(try Migration.run(options).plan.controller.name, "WelcomeScreen")
        options.project = .none
        XCTAssertThrowsError(try Migration.run(options)) { error in
            guard case MigrationError.noController? = error as? MigrationError else { return XCTFail("\(error)") }
        }
    }

    /// `push(module:)` from another file's `extension UIViewController`, whose body pushes: with the project it is the
    /// screen's navigation, and the router calls it on its transition handler; without it, an unknown call that stays.
    func testANavigatingMethodTheProjectAddsToEveryControllerIsNavigation() throws {
        let folder = Paths.temporaryDirectory("mvc2viper-navigation-helper-project")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// swift-tools-version:5.9\n".write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let helpers = """
            import UIKit

            extension UIViewController {
                func push(module: UIViewController) {
                    navigationController?.pushViewController(module, animated: true)
                }

                func replace(by module: UIViewController) {
                    navigationController?.popViewController(animated: false)
                    push(module: module)
                }

                func isShown() -> Bool {
                    presentedViewController != nil
                }
            }

            """
        try helpers.write(to: folder.appendingPathComponent("UIViewController+Push.swift"), atomically: true, encoding: .utf8)
        let screen = """
            import UIKit

            final class WelcomeViewController: UIViewController {
                @IBAction func helpTapped(_ sender: UIButton) {
                    push(module: UIViewController())
                }

                @IBAction func nextTapped(_ sender: UIButton) {
                    replace(by: UIViewController())
                }
            }

            """
        try screen.write(to: folder.appendingPathComponent("WelcomeViewController.swift"), atomically: true, encoding: .utf8)
        var options = MigrationOptions(inputPath: folder.appendingPathComponent("WelcomeViewController.swift").path, outputDirectory: "Modules")
        options.project = .folder(folder.path)
        let result = try Migration.run(options)
        XCTAssertEqual(result.plan.routes.count, 2, "both calls are routes, the second through a helper calling the first")
        let router = try XCTUnwrap(result.module.files.first { $0.path.hasSuffix("Router/WelcomeRouter.swift") }).contents
        XCTAssertTrue(router.contains("transitionHandler.push(module: UIViewController())"), router)
        XCTAssertTrue(router.contains("transitionHandler.replace(by: UIViewController())"), router)
        options.project = .none
        XCTAssertTrue(try Migration.run(options).plan.routes.isEmpty, "without the project nothing says the calls navigate")
    }

    func testTwoDeclarationsOfTheControllerStopTheMigration() throws {
        let copy = try FeedProject.copy()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let original = copy.appendingPathComponent(FeedProject.controllerPath)
        try FileManager.default.copyItem(at: original, to: copy.appendingPathComponent("Sources/FeedApp/Old.swift"))
        var options = MigrationOptions(inputPath: original.path, outputDirectory: copy.appendingPathComponent("Modules").path)
        options.project = .folder(copy.path)
        XCTAssertThrowsError(try Migration.run(options)) { error in
            guard case MigrationError.duplicateClass(let name, let paths)? = error as? MigrationError else { return XCTFail("\(error)") }
            XCTAssertEqual(name, "FeedViewController")
            XCTAssertEqual(paths.count, 2)
            XCTAssertEqual((error as? MigrationError)?.exitCode, 1)
        }
    }

    func testUnparsableFilesAreSkippedAndTheMigrationGoesOn() throws {
        let copy = try FeedProject.copy()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        try "struct Broken {\n  func f( {\n".write(to: copy.appendingPathComponent("Sources/FeedApp/Broken.swift"), atomically: true, encoding: .utf8)
        var options = MigrationOptions(
            inputPath: copy.appendingPathComponent(FeedProject.controllerPath).path,
            outputDirectory: copy.appendingPathComponent("Modules").path)
        options.project = .folder(copy.path)
        let result = try Migration.run(options)
        XCTAssertEqual(result.project?.skipped.map { URL(fileURLWithPath: $0.path).lastPathComponent }, ["Broken.swift"])
        XCTAssertTrue(result.warnings.contains { $0.contains("Broken.swift") && $0.contains("warning: [project] skipped") }, "\(result.warnings)")
    }

    func testTheProjectIsFoundAroundTheFile() throws {
        let found = try XCTUnwrap(ProjectIndex.locateRoot(around: FeedProject.root.appendingPathComponent(FeedProject.controllerPath).path))
        XCTAssertEqual(URL(fileURLWithPath: found).standardizedFileURL.path, FeedProject.root.standardizedFileURL.path)
    }

    /// A project is read for its types and extensions; a file with neither gives the one-file result.
    func testSamplesGiveTheSameModuleWithAndWithoutTheirProject() throws {
        for sample in SampleFiles.names {
            for architecture in Architecture.allCases {
                var options = MigrationOptions(inputPath: Paths.samples.appendingPathComponent("\(sample).swift").path, outputDirectory: "Modules")
                options.architecture = architecture
                let withProject = try Migration.run(options)
                XCTAssertNotNil(withProject.project, "Samples/Package.swift makes the samples a project")
                options.project = .none
                let alone = try Migration.run(options)
                XCTAssertEqual(withProject.module.files.map(\.path), alone.module.files.map(\.path))
                for (one, other) in zip(withProject.module.files, alone.module.files) {
                    XCTAssertEqual(one.contents, other.contents, "\(sample) [\(architecture.rawValue)] \(one.path)")
                }
            }
        }
    }
}
