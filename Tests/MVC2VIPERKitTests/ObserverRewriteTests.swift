import Foundation
@testable import MVC2VIPERKit
import XCTest

/// A selector observer becomes a block observer in the model. It must keep what the selector gave: it runs on the
/// main thread whatever thread posts (its code is the screen's), it stops when the screen goes (its token is kept and
/// removed), and the import statements of the file keep their kind.
final class ObserverRewriteTests: XCTestCase {
    static func example(_ prefix: String) throws -> RecipeExample {
        let examples = try RecipeCatalog.builtin(withExamples: true).recipes.flatMap(\.examples)
        return try XCTUnwrap(examples.first { $0.name.hasPrefix(prefix) }, "no recipe example named \(prefix)…")
    }

    static func migrate(_ source: String, _ architecture: Architecture) throws -> MigrationResult {
        try MigrationReportTests.migrate(source, path: "Example.swift", architecture)
    }

    /// The nothing-lost account misses nothing and says the statement left the view, and why.
    static func assertRemoved(
        _ statement: String, because reason: String, in result: MigrationResult, _ context: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let account = MigrationReport(result).account
        XCTAssertEqual(account.count(.missing), 0, context, file: file, line: line)
        XCTAssertTrue(
            account.entries.contains { $0.statement.contains(statement) && $0.status == .removed && $0.reason?.contains(reason) == true },
            "\(context): \(account.entries.filter { $0.statement.contains(statement) })", file: file, line: line)
    }

    /// The program posts the notification from another thread while the main run loop runs, then lets the screen go.
    static let program = """
        import Foundation
        import UIKit

        let lock = NSLock()
        nonisolated(unsafe) var posted = false

        func postFromAnotherThread() {
            lock.lock(); posted = false; lock.unlock()
            Thread {
                NotificationCenter.default.post(name: .cartDidChange, object: nil)
                lock.lock(); posted = true; lock.unlock()
            }.start()
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline {
                RunLoop.main.run(until: Date().addingTimeInterval(0.01))
                lock.lock(); let done = posted; lock.unlock()
                if done { break }
            }
            RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        }

        @MainActor func scenario() {
            var screen: CartViewController? = CartViewController()
            let label = screen!.countLabel!
            screen!.viewDidLoad()
            CartStore.shared.add("tea")
            postFromAnotherThread()
            print("shown: \\(label.text ?? "nothing")")
            weak var gone = screen
            screen = nil
            print("released: \\(gone == nil)")
            CartStore.shared.add("milk")
            postFromAnotherThread()
            print("after release: \\(label.text ?? "nothing")")
        }

        MainActor.assumeIsolated { scenario() }

        """

    func testAnObserverPostedOffTheMainThreadRunsOnItAndStopsWithTheScreen() throws {
        let example = try Self.example("a selector observer of a notification posted off the main thread")
        for architecture in Architecture.allCases {
            let result = try Self.migrate(example.source, architecture)
            let context = "[\(architecture.rawValue)]"
            // The model keeps the token and removes it when it goes; the view's deinit had nothing left to remove.
            let model = try XCTUnwrap(result.module.files.first { $0.contents.contains("addObserver(forName: .cartDidChange") }, context)
            XCTAssertTrue(
                model.contents.contains("observers.append(NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: .main)"),
                "\(context):\n\(model.contents)")
            XCTAssertTrue(model.contents.contains("NotificationCenter.default.removeObserver(observer)"), "\(context):\n\(model.contents)")
            XCTAssertTrue(model.contents.contains("func observeCartDidChange()"), "\(context): a request named for what it does:\n\(model.contents)")
            let view = try XCTUnwrap(result.module.files.first { $0.path == EmittedModule.viewPath(for: result.plan) }).contents
            XCTAssertFalse(view.contains("removeObserver(self)"), "\(context):\n\(view)")
            Self.assertRemoved("removeObserver(self)", because: "removes their tokens", in: result, context)

            var files = Dictionary(
                uniqueKeysWithValues: result.module.files.filter { $0.layer != .tests }.map { ($0.path, StoryboardLoading.apply($0.contents)) })
            files["main.swift"] = Self.program
            let run = try XCTUnwrap(StandInCompiler.run(files).first)
            // A block that assumed the main actor on the posting thread would have trapped here.
            XCTAssertEqual(run.status, 0, "\(context): \(run.stderr)")
            XCTAssertEqual(run.stdout.split(separator: "\n"), ["shown: 1 items", "released: true", "after release: 1 items"], "\(context): \(run.stderr)")
        }
    }

    /// `import enum Foundation.ComparisonResult` stays a declaration import in every file that takes the input's imports.
    /// `weak var weakSelf = self` named the controller only for the registration: once the model observes, the view no
    /// longer reads it, so it leaves too (a binding nobody reads would stay behind otherwise), stated in the account.
    func testALocalNamingTheControllerLeavesWithTheObserverItRegistered() throws {
        let example = try Self.example("a selector observer registered under a local naming the controller")
        for architecture in Architecture.allCases {
            let result = try Self.migrate(example.source, architecture)
            let context = "[\(architecture.rawValue)]"
            XCTAssertTrue(
                result.module.files.contains { $0.layer != .view && $0.contents.contains("addObserver(forName: .paletteDidChange") },
                "\(context): the model observes")
            let view = try XCTUnwrap(result.module.files.first { $0.path == EmittedModule.viewPath(for: result.plan) }).contents
            XCTAssertFalse(view.contains("weakSelf"), "\(context):\n\(view)")
            Self.assertRemoved("weak var weakSelf = self", because: "named the controller", in: result, context)
        }
    }

    func testImportsKeepTheirKindAndPath() throws {
        let source = """
            import UIKit
            import enum Foundation.ComparisonResult

            final class RankingService {
                func order() -> ComparisonResult { .orderedAscending }
            }

            final class RankingViewController: UIViewController {
                @IBOutlet weak var orderLabel: UILabel!
                private let service = RankingService()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let order = service.order()
                    orderLabel.text = order == .orderedAscending ? "up" : "down"
                }
            }

            """
        for architecture in Architecture.allCases {
            let result = try Self.migrate(source, architecture)
            let importing = result.module.files.filter { $0.contents.contains("ComparisonResult") && $0.layer != .view }
            XCTAssertFalse(importing.isEmpty, "\(architecture.rawValue): the result type crosses no layer")
            for file in importing {
                XCTAssertTrue(file.contents.contains("import enum Foundation.ComparisonResult\n"), "\(file.path):\n\(file.contents)")
                XCTAssertFalse(file.contents.contains("import Foundation.ComparisonResult"), "\(file.path):\n\(file.contents)")
            }
            StandInCompiler.assertTypechecks(
                Dictionary(uniqueKeysWithValues: result.module.files.map { ($0.path, $0.contents) }),
                scaffolding: StandInCompiler.scaffolding(of: result.module.files), context: architecture.rawValue)
        }
    }
}
