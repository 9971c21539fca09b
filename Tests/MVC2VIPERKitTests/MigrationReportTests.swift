import Foundation
import SwiftSyntax
@testable import MVC2VIPERKit
import XCTest

/// The report a lead reviews: the diff, the nothing-lost account, the questionnaire, the leftovers and `--check`,
/// on every sample and corpus screen in every architecture.
final class MigrationReportTests: XCTestCase {
    /// Every sample and corpus screen, by its path, with its text.
    static func screens() throws -> [(path: String, text: String)] {
        let samples = try SampleFiles.names.map { ("Samples/\($0).swift", try SampleFiles.original($0)) }
        let corpus = try CorpusTests.screens.keys.sorted().map { screen in
            ("\(screen).swift", try String(contentsOf: Paths.fixtures.appendingPathComponent("Corpus/\(screen).swift"), encoding: .utf8))
        }
        return samples + corpus
    }

    static func migrate(_ text: String, path: String, _ architecture: Architecture, className: String? = nil) throws -> MigrationResult {
        var options = MigrationOptions(inputPath: path, outputDirectory: "Modules")
        options.architecture = architecture
        options.className = className
        return try Migration.run(options, source: ParsedSource(text: text, path: path), catalog: RecipeCatalog.builtin())
    }

    // MARK: - Diff

    func testTheDiffReadsLikeDiffU() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n"
        let new = "a\nb\nc\nD\ne\nf\ng\nh\ni\nj\nk\n"
        let diff = UnifiedDiff(old: old, new: new, oldPath: "x.swift", newPath: "y.swift")
        XCTAssertEqual(
            diff.text,
            """
            --- x.swift
            +++ y.swift
            @@ -1,10 +1,11 @@
             a
             b
             c
            -d
            +D
             e
             f
             g
             h
             i
             j
            +k

            """)
        XCTAssertEqual(UnifiedDiff(old: old, new: old, oldPath: "x", newPath: "x").text, "", "equal texts have no diff")
        // Changes more than twice the context apart make two hunks, as `diff -u` makes them.
        let apart = UnifiedDiff(old: old, new: "A\n" + old.dropFirst(2) + "k\n", oldPath: "x", newPath: "y")
        XCTAssertEqual(apart.hunks.map { "\($0.oldStart),\($0.oldCount) \($0.newStart),\($0.newCount)" }, ["1,4 1,4", "8,3 8,4"])
        // A Windows file's lines are lines too ("\r\n" is one Character, which splitting by Character never splits), and
        // keep their "\r", so that the diff applies to the file as it is.
        XCTAssertEqual(UnifiedDiff.lines("a\r\nb\r\n\r\nc"), ["a\r", "b\r", "\r", "c"])
        XCTAssertEqual(UnifiedDiff(old: "a\r\nb\r\n", new: "a\r\nB\r\n", oldPath: "x", newPath: "y").hunks.map(\.oldCount), [2])
        XCTAssertEqual(UnifiedDiff.lines(""), [])
        XCTAssertEqual(UnifiedDiff.lines("a\n\n"), ["a", ""])
        // One line of evidence: the first with anything on it, without the "\r".
        XCTAssertEqual("\n\r\n  let a = 1\r\n}".firstLine, "  let a = 1")
        XCTAssertEqual("single".firstLine, "single")
        XCTAssertEqual("\n\nlast\r".firstLine, "last")
        XCTAssertEqual("\n\r\n".firstLine, "")
        XCTAssertEqual("a\nb\n".lineSlices, ["a", "b", ""])
        XCTAssertEqual("".lineSlices, [""])
        // The report counts lines off the bytes: as many as the diff holds.
        for text in ["", "a", "a\n", "a\n\n", "\n", "a\r\nb\r\n", "a\rb", "é\nü\r\n\r\nz"] {
            XCTAssertEqual(text.lineCount, UnifiedDiff.lines(text).count, text.debugDescription)
        }
        // Lines differing only in how their Unicode is composed are different lines of a file: the diff says so.
        XCTAssertEqual(UnifiedDiff(old: "caf\u{E9}\n", new: "cafe\u{301}\n", oldPath: "x", newPath: "y").hunks.map(\.lines), [["-caf\u{E9}", "+cafe\u{301}"]])
    }

    /// Whatever the edits, applying the diff to the old text gives the new one, and each hunk's header counts its lines.
    func testTheDiffTurnsTheOldTextIntoTheNewOne() throws {
        var generator = SeededGenerator(seed: 7)
        for (path, text) in try Self.screens().prefix(6) {
            let lines = UnifiedDiff.lines(text).map(String.init)
            for round in 0..<20 {
                var edited = lines
                for _ in 0..<(1 + round % 7) {
                    let at = Int.random(in: 0..<edited.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: edited.remove(at: at)
                    case 1: edited.insert("// inserted \(round)", at: at)
                    default: edited.insert(edited[Int.random(in: 0..<edited.count, using: &generator)], at: at)
                    }
                }
                let new = edited.joined(separator: "\n") + "\n"
                let diff = UnifiedDiff(old: text, new: new, oldPath: path, newPath: path)
                XCTAssertEqual(try Self.apply(diff, to: lines), edited, "\(path) round \(round)")
            }
        }
    }

    static func apply(_ diff: UnifiedDiff, to old: [String]) throws -> [String] {
        var result: [String] = []
        var cursor = 0
        for hunk in diff.hunks {
            let start = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
            result += old[cursor..<start]
            cursor = start
            XCTAssertEqual(hunk.lines.filter { !$0.hasPrefix("+") }.count, hunk.oldCount)
            XCTAssertEqual(hunk.lines.filter { !$0.hasPrefix("-") }.count, hunk.newCount)
            for line in hunk.lines {
                let text = String(line.dropFirst())
                switch line.first {
                case " ": XCTAssertEqual(old[cursor], text); result.append(text); cursor += 1
                case "-": XCTAssertEqual(old[cursor], text); cursor += 1
                default: result.append(text)
                }
            }
        }
        return result + old[cursor...]
    }

    // MARK: - Nothing lost

    /// Every statement of every screen is found in its module, or removed with a reason — in every architecture.
    func testNothingIsLostFromAnyScreenInAnyArchitecture() throws {
        for (path, text) in try Self.screens() {
            for architecture in Architecture.allCases {
                let report = MigrationReport(try Self.migrate(text, path: path, architecture))
                let account = report.account
                XCTAssertGreaterThan(account.entries.count, 5, "\(path) [\(architecture.rawValue)]")
                let missing = account.entries.filter { $0.status == .missing }.map { "\($0.line): \($0.statement)" }
                XCTAssertEqual(missing, [], "\(path) [\(architecture.rawValue)]: statements lost")
                for entry in account.entries {
                    switch entry.status {
                    case .kept, .moved: XCTAssertNotNil(entry.location)
                    case .rewritten: XCTAssertNotNil(entry.now); XCTAssertNotNil(entry.reason, "a rewrite no recipe stated: \(entry)")
                    case .removed: XCTAssertNotNil(entry.reason)
                    case .missing: break
                    }
                }
                XCTAssertGreaterThan(account.count(.moved) + account.count(.rewritten), 0, "\(path): something moved")
            }
        }
    }

    /// A module that dropped a statement is caught, named at the original line, and listed as a leftover.
    func testAStatementTheModuleLostIsReported() throws {
        let result = try SampleFiles.migrate("MenuController")
        let interactorPath = "Menu/Interactor/MenuInteractor.swift"
        let interactor = try XCTUnwrap(result.module.files.first { $0.path == interactorPath })
        let lostLine = try XCTUnwrap(interactor.contents.split(separator: "\n").first { $0.contains("request.sortDescriptors") })
        let broken = result.module.files.map { file in
            file.path == interactorPath
                ? PlannedFile(path: file.path, layer: file.layer, contents: file.contents.replacingOccurrences(of: lostLine + "\n", with: ""))
                : file
        }
        let removals = StatementAccount.Removals(
            plan: result.plan, module: result.module, members: MigrationReport(result).members,
            stated: result.statedRewrites)
        let account = StatementAccount(original: result.plan.source, controller: result.plan.controller, output: broken, removals: removals)
        let missing = account.entries.filter { $0.status == .missing }
        XCTAssertEqual(missing.map(\.statement), ["request.sortDescriptors = [NSSortDescriptor(key: \"priority\", ascending: true)]"])
        let originalLine = try XCTUnwrap(
            SampleFiles.original("MenuController").split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex { $0.contains("request.sortDescriptors") })
        XCTAssertEqual(missing.first?.line, originalLine + 1)
        XCTAssertEqual(MigrationReport(result).account.count(.missing), 0, "the intact module loses nothing")
    }

    /// A statement that lost what decides whether code runs (its `return`, its `try`) is not a rewrite of it: it is
    /// missing, however many of its tokens remain.
    func testAStatementThatLostItsReturnIsMissingNotRewritten() throws {
        let result = try SampleFiles.migrate("MenuController")
        let file = try XCTUnwrap(result.module.files.first { $0.contents.contains("return section == 0 ?") })
        let altered = result.module.files.map { other in
            other.path == file.path
                ? PlannedFile(
                    path: other.path, layer: other.layer, contents: other.contents.replacingOccurrences(of: "return section == 0 ?", with: "_ = section == 0 ?")
                )
                : other
        }
        let removals = StatementAccount.Removals(
            plan: result.plan, module: result.module, members: MigrationReport(result).members,
            stated: result.statedRewrites)
        let intact = MigrationReport(result).account.entries.first { $0.statement.hasPrefix("return section == 0") }
        XCTAssertNotNil(intact)
        XCTAssertNotEqual(intact?.status, .missing)
        let account = StatementAccount(original: result.plan.source, controller: result.plan.controller, output: altered, removals: removals)
        let broken = try XCTUnwrap(account.entries.first { $0.statement.hasPrefix("return section == 0") })
        XCTAssertEqual(broken.status, .missing, "\(broken)")
    }

    /// A statement counts as rewritten only as a recipe stated the rewrite: the router's `transitionHandler.present(…)`
    /// is the controller's `present(…)`, with the reason; the same line changed in any other way — one name — is missing,
    /// however much of it still looks the same.
    func testAStatementIsRewrittenOnlyAsARecipeStatedIt() throws {
        let result = try SampleFiles.migrate("ContactsController")
        let rewritten = MigrationReport(result).account.entries.filter { $0.status == .rewritten }
        XCTAssertFalse(rewritten.isEmpty)
        let present = try XCTUnwrap(rewritten.first { $0.statement.hasPrefix("present(alert") }, "\(rewritten)")
        XCTAssertEqual(present.reason, RewriteReason.transitionHandler)
        XCTAssertEqual(present.now, "transitionHandler.present(alert, animated: true)")
        // Every router line presenting the alert, changed by one name: a look-alike no recipe stated.
        let path = try XCTUnwrap(present.location?.split(separator: ":").first.map(String.init))
        let altered = result.module.files.map { file in
            file.path != path
                ? file
                : PlannedFile(
                    path: file.path, layer: file.layer,
                    contents: file.contents.replacingOccurrences(of: "present(alert,", with: "present(alertController,"))
        }
        XCTAssertNotEqual(altered.map(\.contents), result.module.files.map(\.contents))
        let removals = StatementAccount.Removals(
            plan: result.plan, module: result.module, members: MigrationReport(result).members,
            stated: result.statedRewrites)
        let account = StatementAccount(original: result.plan.source, controller: result.plan.controller, output: altered, removals: removals)
        let presents = account.entries.filter { $0.statement == present.statement }
        XCTAssertFalse(presents.isEmpty)
        XCTAssertEqual(presents.map(\.status), presents.map { _ in .missing }, "\(presents)")
    }

    // MARK: - Questionnaire

    func testTheSamplesAnswerNoToEveryQuestion() throws {
        for sample in SampleFiles.names {
            for architecture in Architecture.allCases {
                let answers = MigrationReport(try SampleFiles.migrate(sample, to: architecture)).questionnaire.answers
                XCTAssertEqual(answers.count, 4)
                for answer in answers {
                    XCTAssertFalse(answer.yes, "\(sample) [\(architecture.rawValue)] \(answer.question) \(answer.evidence)")
                }
            }
        }
    }

    /// A screen whose file sits inside `#if DEBUG` gets module files wrapped alike; the types they declare there (the
    /// list's manager) are still the module's own, never "the model" the view talks to.
    func testASampleInsideAConditionAnswersAsItDoesBare() throws {
        for sample in SampleFiles.names {
            let lines = try SampleFiles.original(sample).components(separatedBy: "\n")
            let lastImport = try XCTUnwrap(lines.lastIndex { $0.hasPrefix("import ") })
            let wrapped = (lines[...lastImport] + ["", "#if DEBUG"] + lines[(lastImport + 1)...] + ["#endif", ""]).joined(separator: "\n")
            let source = ParsedSource(text: wrapped, path: "Samples/\(sample).swift")
            let result = try Migration.run(
                MigrationOptions(inputPath: source.path, outputDirectory: "Modules"), source: source, catalog: RecipeCatalog.builtin())
            XCTAssertTrue(result.module.files.contains { $0.contents.contains("#if DEBUG") }, "\(sample): the module was not wrapped")
            for answer in MigrationReport(result).questionnaire.answers {
                XCTAssertFalse(answer.yes, "\(sample) \(answer.question) \(answer.evidence)")
            }
        }
    }

    /// A view that keeps a service call and a computation, and a presenter that imports UIKit, answer "Yes" with the lines.
    func testAnswersYesWithEvidenceWhenTheViewKeepsWhatItShouldNot() throws {
        let result = try SampleFiles.migrate("MenuController")
        let presenterPath = "Menu/Presenter/MenuPresenter.swift"
        let viewPath = EmittedModule.viewPath(for: result.plan)
        let files = result.module.files.map { file -> PlannedFile in
            switch file.path {
            case presenterPath:
                return PlannedFile(path: file.path, layer: file.layer, contents: "import UIKit\n" + file.contents + "let tint = UIColor.red\n")
            case viewPath:
                let reload = """
                        @IBAction func reload() {
                            let cache = ImageLocalCacheManagerImplementation(fileManager: FileManager.default)
                            backgroundImageView.image = cache.loadImageData(withImageId: "menu-background").flatMap { UIImage(data: $0) }
                        }

                        private func total(_ values: [Int]) -> Int {
                            values.reduce(0, +)
                        }
                    """
                return PlannedFile(
                    path: file.path, layer: file.layer,
                    contents: file.contents.replacingOccurrences(
                        of: "    override func viewDidLoad() {", with: reload + "\n\n    override func viewDidLoad() {"))
            default:
                return file
            }
        }
        var plan = result.plan
        plan.unresolved.append(Unresolved(member: "total(_:)", line: 1, reason: "no recipe", recipe: nil))
        let module = EmittedModule(architecture: .viper, entryPoint: result.module.entryPoint, files: files, destinations: result.module.destinations)
        let sources = ModuleSources(module.files)
        let answers = Questionnaire(plan: plan, catalog: result.catalog, sources: sources, rewritten: sources.rewrittenController(plan)).answers
        XCTAssertEqual(answers.map(\.yes), [true, false, true, true])
        XCTAssertTrue(answers[0].evidence.contains { $0.path == viewPath && $0.note.contains("reload()") }, "\(answers[0].evidence)")
        XCTAssertTrue(answers[2].evidence.contains { $0.note.hasPrefix("total(_:)") }, "\(answers[2].evidence)")
        let presenterLines = UnifiedDiff.lines(try XCTUnwrap(files.first { $0.path == presenterPath }).contents).count
        XCTAssertEqual(answers[3].evidence.map(\.description), ["\(presenterPath):1: UIKit", "\(presenterPath):\(presenterLines): UIColor"])
    }

    // MARK: - Check

    /// `--check` finds what a recipe would move in every original screen, and nothing in the view each migration rewrote.
    func testTheCheckFailsTheOriginalsAndPassesTheRewrittenViews() throws {
        for (path, text) in try Self.screens() {
            for architecture in Architecture.allCases {
                let result = try Self.migrate(text, path: path, architecture)
                let original = CheckReport(result)
                XCTAssertFalse(original.isClean, "\(path) [\(architecture.rawValue)]")
                XCTAssertEqual(original.diagnostics.count, original.movable.count + original.remaining.count)
                let view = try XCTUnwrap(result.module.files.first { $0.path == EmittedModule.viewPath(for: result.plan) })
                let again = try Self.migrate(view.contents, path: view.path, architecture, className: result.plan.controller.name)
                let rewritten = CheckReport(again)
                XCTAssertTrue(rewritten.isClean, "\(path) [\(architecture.rawValue)]: \(rewritten.diagnostics)")
            }
        }
    }

    /// A screen whose data access and navigation the recipes decline to move (the fetch draws in the same
    /// statement; the navigation reads an outlet): the questionnaire answers from the written view, so it says Yes,
    /// at the lines the written view holds them; `--check` lists them and fails on them when strict.
    static let declinedScreen = """
        import CoreData
        import UIKit

        final class NotesViewController: UIViewController {
            @IBOutlet weak var countLabel: UILabel!
            var context: NSManagedObjectContext!

            override func viewDidLoad() {
                super.viewDidLoad()
                refresh()
            }

            private func refresh() {
                let request = NSFetchRequest<NSManagedObject>(entityName: "Note")
                if let header = navigationItem.title {
                    let notes = (try? context.fetch(request)) ?? []
                    countLabel.text = "\\(header): \\(notes.count)"
                }
            }

            @IBAction func openTapped(_ sender: UIButton) {
                switch sender.tag {
                case 0: countLabel.isHidden = true
                default:
                    if countLabel.isHidden {
                        let detail = UIViewController()
                        detail.title = countLabel.text
                        navigationController?.pushViewController(detail, animated: true)
                    }
                }
            }
        }

        """

    func testTheQuestionnaireAnswersFromTheWrittenViewWhatTheRecipesDeclined() throws {
        for architecture in Architecture.allCases {
            let result = try Self.migrate(Self.declinedScreen, path: "NotesViewController.swift", architecture)
            let report = MigrationReport(result)
            let context = "[\(architecture.rawValue)]"
            let (model, logic) = (report.questionnaire.answers[0], report.questionnaire.answers[1])
            XCTAssertTrue(model.yes, context)
            XCTAssertTrue(logic.yes, context)
            let files = Dictionary(uniqueKeysWithValues: result.module.files.map { ($0.path, UnifiedDiff.lines($0.contents)) })
            // Each finding names a line of a written file that holds what it says.
            let declined = (model.evidence + logic.evidence).filter { $0.note.contains("stays in the view") }
            XCTAssertTrue(Set(declined.map { String($0.note.prefix { $0 != " " }) }).isSuperset(of: ["[navigation]", "[routing-switch]"]), context)
            XCTAssertTrue(model.evidence.contains { $0.note == "NSFetchRequest" }, "\(context) \(model.evidence)")
            for finding in declined {
                // The line shows the member's own code, as the view was written.
                let lines = try XCTUnwrap(files[finding.path], "\(context) \(finding)")
                let member = try XCTUnwrap(result.plan.controller.member(named: finding.note.contains("refresh()") ? "refresh()" : "openTapped(_:)"))
                let shown = lines[finding.line - 1].trimmingCharacters(in: .whitespaces)
                XCTAssertTrue(!shown.isEmpty && member.declaration.description.contains(shown), "\(context) \(finding): \(shown)")
            }
            // Nothing of it left the view: no recipe is said to have been applied to it.
            XCTAssertFalse(
                report.summary.recipes.contains { ["lifecycle-fetch", "navigation", "routing-switch"].contains($0.recipe) },
                "\(context) \(report.summary.recipes)")

            let check = CheckReport(result)
            XCTAssertTrue(check.movable.isEmpty, context)
            XCTAssertTrue(check.isClean(strict: false), context)
            XCTAssertFalse(check.isClean(strict: true), context)
            XCTAssertTrue(
                check.diagnostics.contains { $0.hasPrefix("NotesViewController.swift:13:1: warning: [questionnaire] [lifecycle-fetch] refresh()") },
                "\(context) \(check.diagnostics)")
            XCTAssertFalse(check.text().contains("clean"), check.text())
        }
    }

    /// Form validation left in the view (a rule on what the user typed) is business logic: Yes, at its line.
    func testValidationLeftInTheViewAnswersYes() throws {
        let source = """
            import UIKit

            final class SignUpViewController: UIViewController {
                @IBOutlet weak var emailField: UITextField!
                @IBOutlet weak var errorLabel: UILabel!

                @IBAction func signUpTapped(_ sender: UIButton) {
                    guard let email = emailField.text, email.contains("@"), email.count > 5 else {
                        errorLabel.text = "Enter your email"
                        return
                    }
                    errorLabel.text = nil
                }
            }

            """
        let result = try Self.migrate(source, path: "SignUpViewController.swift", .viper)
        let logic = MigrationReport(result).questionnaire.answers[1]
        XCTAssertTrue(logic.yes)
        let finding = try XCTUnwrap(logic.evidence.first { $0.note.hasPrefix("signUpTapped(_:) validates input") }, "\(logic.evidence)")
        let view = try XCTUnwrap(result.module.files.first { $0.path == finding.path }).contents
        XCTAssertTrue(UnifiedDiff.lines(view)[finding.line - 1].contains("email.contains(\"@\")"), "\(finding)")
    }

    /// A helper that saves through a store and hands its caller a result is no recipe's yet: it stays, and the model
    /// question says Yes at its line, with the data recipe's tag, instead of a "No" the written view contradicts.
    func testDataTheViewStillReadsWithNoRecipeAnswersYes() throws {
        let source = """
            import UIKit

            final class GroupStore {
                static let shared = GroupStore()
                func save(_ name: String) {}
            }

            final class GroupFormViewController: UIViewController {
                @IBOutlet weak var nameField: UITextField!

                private func save() -> Bool {
                    let name = nameField.text ?? ""
                    if name.isEmpty {
                        return false
                    }
                    GroupStore.shared.save(name)
                    return true
                }
            }

            """
        let result = try Self.migrate(source, path: "GroupFormViewController.swift", .viper)
        let model = MigrationReport(result).questionnaire.answers[0]
        XCTAssertTrue(model.yes, "\(model.evidence)")
        let finding = try XCTUnwrap(model.evidence.first { $0.note.hasPrefix("[lifecycle-fetch] save() stays in the view") }, "\(model.evidence)")
        let view = try XCTUnwrap(result.module.files.first { $0.path == finding.path }).contents
        XCTAssertTrue(UnifiedDiff.lines(view)[finding.line - 1].contains("func save()"), "\(finding)")
    }

    /// Listening to the keyboard and handing a dragged row to UIKit are the screen's own business: the model question
    /// says No for them, as the recipes do.
    func testTheScreensOwnNotificationsAndDragItemsAreNoModel() throws {
        let screen = """
            import UIKit

            final class ComposeViewController: UIViewController, UITableViewDragDelegate {
                @IBOutlet weak var bottomConstraint: NSLayoutConstraint!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }

                @objc func keyboardWillShow(_ notification: Notification) {
                    bottomConstraint.constant = 300
                }

                func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
                    [UIDragItem(itemProvider: NSItemProvider(object: String(indexPath.row) as NSString))]
                }

                deinit {
                    NotificationCenter.default.removeObserver(self)
                }
            }

            """
        let quiet = try Self.migrate(screen, path: "ComposeViewController.swift", .viper)
        let model = MigrationReport(quiet).questionnaire.answers[0]
        XCTAssertFalse(model.yes, "\(model.evidence)")
        XCTAssertFalse(quiet.plan.unresolved.contains { $0.reason.contains("reads data") }, "\(quiet.plan.unresolved)")
    }

    /// A struct that says it is a value and holds only plain values is no store, whatever its name ends in
    /// (`TransferContext`, like Core Data's contexts); the same name on a class, or on a struct holding something else,
    /// is still the model's where the view reads it (in an animation the view keeps).
    func testAValueStructNamedLikeAStoreIsNoModel() throws {
        func screen(_ declaration: String) -> String {
            """
            import UIKit

            \(declaration)

            final class TransferViewController: UIViewController {
                @IBOutlet weak var arrivalLabel: UILabel!
                var transferContext: TransferContext?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    UIView.animate(withDuration: 0.3) { self.arrivalLabel.text = self.transferContext?.routeName }
                }
            }

            """
        }
        let value = "struct TransferContext: Hashable {\n    let arrival: Date\n    let routeName: String\n}"
        let valueAnswer = MigrationReport(try Self.migrate(screen(value), path: "TransferViewController.swift", .viper)).questionnaire.answers[0]
        XCTAssertFalse(valueAnswer.yes, "\(valueAnswer.evidence)")
        for store in [
            "final class TransferContext {\n    var routeName: String? = nil\n}",
            "struct TransferContext {\n    let arrival: Date\n    let routeName: String\n}",
        ] {
            let answer = MigrationReport(try Self.migrate(screen(store), path: "TransferViewController.swift", .viper)).questionnaire.answers[0]
            XCTAssertTrue(answer.yes, store)
        }
    }

    /// A protocol the screen adopts whose name reads like a model's (`AttachmentProvider`) is the screen's own role, and
    /// a logger a data type declares as a constant (`ImageCache.log`) reads none of its data: neither is the view using a
    /// model. The same type's shared instance is.
    func testAdoptedProtocolsAndATypesLoggerAreNoModelUse() throws {
        func screen(_ body: String) -> String {
            """
            import UIKit

            struct Log { func debug(_ text: String) {} }
            final class ImageCache {
                static let log = Log()
                static let shared = ImageCache()
                var count = 0
            }
            protocol AttachmentProvider: AnyObject { func attachment() -> String? }

            final class GalleryViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!

                @IBAction func closeTapped(_ sender: Any) {
                    ImageCache.log.debug("closing")
                    \(body)
                    titleLabel.text = nil
                }
            }

            extension GalleryViewController: AttachmentProvider {
                func attachment() -> String? { titleLabel.text }
            }

            """
        }
        let quiet = MigrationReport(try Self.migrate(screen(""), path: "GalleryViewController.swift", .viper)).questionnaire.answers[0]
        XCTAssertFalse(quiet.yes, "\(quiet.evidence)")
        // The same type's shared instance is the model.
        let source = ParsedSource(text: screen("let count = ImageCache.shared.count"), path: "GalleryViewController.swift")
        let types = TypeTable(source)
        let uses = source.tree.tokens(viewMode: .sourceAccurate).filter { token in
            token.text == "ImageCache" && token.parent?.is(DeclReferenceExprSyntax.self) == true
                && token.ancestorOrSelf { $0.as(ClassDeclSyntax.self) }?.name.text == "GalleryViewController"
        }
        let catalog = try RecipeCatalog.builtin()
        XCTAssertEqual(uses.map { Questionnaire.isModelUse($0, catalog: catalog, types: types) }, [false, true])
    }

    /// A dependency the creator hands the screen, which its initializer only hands on (to its view model, to `super.init`),
    /// is plumbing, not the view calling the model; one the initializer calls is.
    func testADependencyTheInitializerOnlyHandsOnIsNoModelUse() throws {
        func screen(_ use: String) -> String {
            """
            import UIKit

            final class NotesStore {
                func load() -> [String] { [] }
            }
            final class NotesViewModel {
                init(store: NotesStore) {}
            }

            final class NotesViewController: UIViewController {
                private let viewModel: NotesViewModel

                init(store: NotesStore) {
                    \(use)
                    viewModel = NotesViewModel(store: store)
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError() }
            }

            """
        }
        let quiet = MigrationReport(try Self.migrate(screen(""), path: "NotesViewController.swift", .viper)).questionnaire.answers[0]
        XCTAssertFalse(quiet.yes, "\(quiet.evidence)")
        let source = ParsedSource(text: screen("_ = store.load()"), path: "NotesViewController.swift")
        let types = TypeTable(source)
        let parameter = try XCTUnwrap(
            source.tree.tokens(viewMode: .sourceAccurate).first { token in
                token.text == "NotesStore" && token.ancestorOrSelf { $0.as(ClassDeclSyntax.self) }?.name.text == "NotesViewController"
            })
        XCTAssertTrue(Questionnaire.isModelUse(parameter, catalog: try RecipeCatalog.builtin(), types: types), "the initializer calls the store")
    }

    /// A plain value the view is handed (a `URLRequest` its web view loads) is no model, though the fetch recipe's
    /// vocabulary names the type: the view's own input method taking one does not make the view read data.
    func testAPlainValueTheViewIsHandedIsNoModelUse() throws {
        let screen = """
            import UIKit
            import WebKit

            final class LicenseViewController: UIViewController {
                @IBOutlet weak var webView: WKWebView!
                var fileName = "license"

                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let url = Bundle.main.url(forResource: fileName, withExtension: "html") {
                        let request = URLRequest(url: url)
                        webView.load(request)
                    }
                }
            }

            """
        for architecture in Architecture.allCases {
            let model = MigrationReport(try Self.migrate(screen, path: "LicenseViewController.swift", architecture)).questionnaire.answers[0]
            XCTAssertFalse(model.yes, "[\(architecture.rawValue)] \(model.evidence)")
        }
    }

    /// UIKit past the view layer is also the app's classes built on UIKit: a module output that hands over the
    /// controller names it in a presenter-side protocol.
    func testTheAppsOwnUIKitClassesLeakToo() throws {
        let types = TypeTable(
            ParsedSource(
                text: "class BaseScreen: UIViewController {}\nfinal class NotesScreen: BaseScreen {}\nstruct Note {}\n",
                path: "App.swift"))
        XCTAssertTrue(types.isUIKitType("NotesScreen"))
        XCTAssertTrue(types.isUIKitType("UIColor"))
        XCTAssertFalse(types.isUIKitType("Note"))
        XCTAssertFalse(types.isUIKitType("UInt"))
    }

    // MARK: - Summary and leftovers

    func testTheSummaryCountsWhatTheMigrationDid() throws {
        let result = try SampleFiles.migrate("MenuController")
        let report = MigrationReport(result)
        let original = try SampleFiles.original("MenuController")
        XCTAssertEqual(report.summary.before.file, original.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
        XCTAssertLessThan(report.summary.after.controller, report.summary.before.controller, "the controller got thinner")
        XCTAssertEqual(report.summary.filesCreated, result.module.files.count - 1)
        XCTAssertEqual(report.summary.moduleFolder, "Modules/Menu")
        // Only what left the view counts: a member the recipes placed elsewhere that stays as written counts for none.
        let view = try XCTUnwrap(result.module.files.first { $0.path == EmittedModule.viewPath(for: result.plan) }).contents
        for use in report.summary.recipes {
            let left = result.plan.members.filter { member in
                member.recipes.contains(use.recipe) && member.targets.contains { $0 != .view }
                    && !view.contains(result.plan.controller.member(named: member.name)!.declaration.trimmedDescription)
            }
            XCTAssertEqual(use.members, left.count, use.recipe)
        }
        let paths = Set(result.module.files.map(\.path))
        for member in report.members {
            XCTAssertTrue(Set(member.files).isSubset(of: paths), "\(member.name): \(member.files)")
        }
        let fetch = try XCTUnwrap(report.members.first { $0.name == "viewDidLoad()" })
        XCTAssertTrue(fetch.files.contains("Menu/Interactor/MenuInteractor.swift"), "\(fetch.files)")
        XCTAssertTrue(report.diff.text.hasPrefix("--- Samples/MenuController.swift\n+++ Modules/Menu/View/MenuViewController.swift\n"))
        XCTAssertTrue(report.leftovers.last!.hasPrefix("Samples/MenuController.swift:38:7: note: [migration] replace this file"), report.leftovers.last!)
    }

    /// An unresolved member is a warning at its own line and column.
    func testUnresolvedMembersAreCompilerStyleWarnings() throws {
        let url = Paths.fixtures.appendingPathComponent("Corpus/TasksViewController.swift")
        let result = try Self.migrate(try String(contentsOf: url, encoding: .utf8), path: "TasksViewController.swift", .viper)
        let report = MigrationReport(result)
        for item in result.plan.unresolved {
            let column = try XCTUnwrap(result.plan.controller.member(named: item.member)).column
            XCTAssertTrue(
                report.leftovers.contains { $0.hasPrefix("TasksViewController.swift:\(item.line):\(column): warning: [") && $0.contains(item.member) },
                "\(item.member): \(report.leftovers)")
        }
        XCTAssertTrue(MarkdownReporter.render(report).contains(report.leftovers[0]))
        XCTAssertTrue(TextReporter.render(report).hasSuffix(report.leftovers.joined(separator: "\n") + "\n"))
    }
}

/// A small deterministic generator, so a failing round can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension MigrationReportTests {
    /// The list's manager is the view layer too: a cell it configures from a store read there (one no question can
    /// take, the read drawing the cell in the same statement) is the view interacting with a model, found by the
    /// recipes' own finder over the manager's methods, in every architecture. The counts and titles it only returns
    /// the model answers, and are no evidence.
    func testAReadTheListsManagerKeepsIsTheViewInteractingWithAModel() throws {
        let screen = """
            import UIKit

            struct Device {
                let name: String
            }

            final class DeviceStore {
                static let shared = DeviceStore()
                var devices: [Device] = []
            }

            final class DevicesViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    return DeviceStore.shared.devices.count
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Device", for: indexPath)
                    cell.textLabel?.text = DeviceStore.shared.devices[indexPath.row].name
                    return cell
                }
            }

            """
        for architecture in Architecture.allCases {
            let result = try Self.migrate(screen, path: "DevicesViewController.swift", architecture)
            let model = MigrationReport(result).questionnaire.answers[0]
            let context = "[\(architecture.rawValue)] \(model.evidence)"
            XCTAssertTrue(model.yes, context)
            let manager = try XCTUnwrap(result.module.files.first { $0.layer == .adapter }, context)
            XCTAssertEqual(
                model.evidence.filter { $0.path == manager.path }.map(\.line),
                [
                    manager.contents.components(separatedBy: "\n")
                        .firstIndex { $0.contains("cellForRowAt") }.map { $0 + 1 } ?? 0
                ], context)
        }
    }
}
