import Foundation
@testable import MVC2VIPERKit
import XCTest

/// Migrated screens behave like the originals: the same script — configuration, lifecycle, every
/// row shown and selected, every action, every alert action — is played on the original controller
/// and on each architecture's module built through its entry point, and the recorded navigation,
/// alerts, URLs, service and delegate calls and visible state must be the same.
final class BehaviourReplayTests: XCTestCase {
    func testEveryMigratedSampleReplaysLikeItsOriginal() throws {
        assertReplaysAlike(try SampleFiles.names.map(ReplayScreen.sample))
    }

    /// Corpus screens that cannot be built into a program on Linux, each with the reason.
    static let unbuildable = [
        // Its keyboard observer mutates a view from Foundation's `@Sendable` block, an error on Linux even in
        // Swift 5 mode (iOS imports the block `@preconcurrency`); its module type-checks like it (CorpusTests).
        "SignUpViewController": "mutates main-actor state from a @Sendable closure"
    ]

    /// A screen spread over a project: its extension files are replayed with it, and replaced by their rewrites.
    func testTheFeedProjectReplaysLikeItsOriginal() throws {
        assertReplaysAlike([try ReplayScreen.feedProject()])
    }

    func testTheUnbuildableCorpusScreensAreSoForTheGivenReason() throws {
        for (screen, reason) in Self.unbuildable {
            XCTAssertThrowsError(try Replay(screen: try ReplayScreen.corpus(screen), architecture: nil).play()) { error in
                XCTAssertTrue("\(error)".contains("can not be mutated from a Sendable closure"), "\(screen) (\(reason)): \(error)")
            }
        }
    }

    /// A screen made in code whose initializer observes the model: the module's initializer sends the view's first
    /// event, and what the notification shows arrives as before — one module, wired once, observing once.
    func testAnInitializerThatObservesTheModelReplaysLikeItsOriginal() throws {
        let original = """
            import UIKit

            extension Notification.Name {
                static let inboxDidChange = Notification.Name("inboxDidChange")
            }

            final class InboxStore {
                static let shared = InboxStore()
                var unreadCount = 3
            }

            final class InboxViewController: UIViewController {
                private let unreadLabel = UILabel()

                init() {
                    super.init(nibName: nil, bundle: nil)
                    NotificationCenter.default.addObserver(forName: .inboxDidChange, object: nil, queue: .main) { [weak self] _ in
                        MainActor.assumeIsolated {
                            self?.unreadLabel.text = "\\(InboxStore.shared.unreadCount) unread"
                        }
                    }
                    title = "Inbox"
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(unreadLabel)
                }
            }
            """
        let screen = try ReplayScreen(name: "InboxViewController", original: original, support: nil)
        let plan = try screen.migrate(to: .viper).plan
        XCTAssertTrue(plan.events.contains { $0.sourceMember == "init()" }, "the initializer no longer sends an event")
        assertReplaysAlike([screen])
    }

    /// A page the creator opens before the view loads (a `configure…` method, played before the lifecycle): the
    /// module's engine gets the web view in that method, so the load reaches it as the controller's did.
    func testAWebPageOpenedBeforeTheViewLoadsReplaysLikeItsOriginal() throws {
        let original = """
            import UIKit
            import WebKit

            final class HelpPageViewController: UIViewController {
                private lazy var webView = WKWebView(frame: .zero)
                private let captionLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(webView)
                    view.addSubview(captionLabel)
                }

                func configure(page: URL) {
                    captionLabel.text = page.host
                    webView.load(URLRequest(url: page))
                }

                @objc func reloadTapped() {
                    webView.loadHTMLString("<p>Offline</p>", baseURL: nil)
                }
            }
            """
        let screen = try ReplayScreen(name: "HelpPageViewController", original: original, support: nil)
        let plan = try screen.migrate(to: .viper).plan
        XCTAssertEqual(plan.webView, "webView", "the web-engine recipe did not take the web view")
        XCTAssertTrue(plan.events.contains { $0.sourceMember == "configure(page:)" }, "the creator's load is still the view's")
        assertReplaysAlike([screen])
    }

    func testTheReplayNoticesChangedBehaviour() throws {
        // A module whose route pushes a different storyboard screen must not pass.
        let result = try SampleFiles.migrate("MenuController")
        let broken = result.module.files.map { file in
            PlannedFile(
                path: file.path, layer: file.layer,
                contents: file.contents.replacingOccurrences(of: "\"PlacesCategoriesListViewController\"", with: "\"Elsewhere\""))
        }
        XCTAssertNotEqual(broken.map(\.contents), result.module.files.map(\.contents), "the mutation must hit the module")
        let menu = try ReplayScreen.sample("MenuController")
        let original = try Replay(screen: menu, architecture: nil).play()
        let mutated = try Replay(screen: menu, architecture: .viper)
            .play(files: Dictionary(uniqueKeysWithValues: broken.map { ($0.path, $0.contents) }), construction: .entryPoint(result.module.entryPoint))
        XCTAssertNotEqual(original, mutated)
    }
}

extension XCTestCase {
    /// Each screen's original and its module in every architecture play the same script and record the same.
    func assertReplaysAlike(_ screens: [ReplayScreen], file: StaticString = #filePath, line: UInt = #line) {
        let outcomes = Replay.playAll(Replay.all(of: screens))
        for screen in screens {
            let sample = screen.name
            guard case .success(let original) = outcomes[Replay(screen: screen, architecture: nil)]! else {
                XCTFail("\(sample): the original does not replay: \(outcomes[Replay(screen: screen, architecture: nil)]!)", file: file, line: line)
                continue
            }
            // The script must have made the screen do something, or an empty record would match anything.
            XCTAssertGreaterThanOrEqual(
                original.filter { !$0.hasPrefix("—") && !$0.hasPrefix("==") }.count, 3,
                "\(sample): the script exercised nothing:\n\(original.joined(separator: "\n"))", file: file, line: line)
            for architecture in Architecture.allCases {
                switch outcomes[Replay(screen: screen, architecture: architecture)]! {
                case .failure(let error):
                    XCTFail("\(sample) [\(architecture.rawValue)]: \(error)", file: file, line: line)
                case .success(let migrated):
                    if migrated != original {
                        XCTFail(
                            "\(sample) [\(architecture.rawValue)] behaves differently (- original, + migrated):\n"
                                + Golden.diff(original.joined(separator: "\n"), migrated.joined(separator: "\n")), file: file, line: line)
                    }
                }
            }
        }
    }
}
