import XCTest

@testable import MVC2VIPERKit

/// "Does the view interact directly with a model?" about a dependency the screen's creator hands it: once every call
/// on it has moved, the view only keeps it so that the assembly hands the same object to the model (and existing call
/// sites still compile). Keeping it is no use of it; a call left anywhere in the view, under any name, is.
/// (`Analytics` is declared elsewhere in the app: declared in the screen's file, it would stay beside the view.)
final class QuestionnaireKeptDependencyTests: XCTestCase {
    private func screen(confirmation: String) -> String {
        """
        import UIKit

        final class DownloadsViewController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!
            private let analytics: Analytics

            init(analytics: Analytics) {
                self.analytics = analytics
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override func viewDidLoad() {
                super.viewDidLoad()
                analytics.send("downloads opened")
                titleLabel.text = "Downloads"
            }

            @IBAction func clearTapped(_ sender: Any) {
                confirm { [weak self] granted in
                    guard let strongSelf = self else { return }
                    \(confirmation)
                    strongSelf.titleLabel.text = granted ? "Cleared" : "Downloads"
                }
            }

            private func confirm(_ completion: @escaping (Bool) -> Void) {
                completion(true)
            }
        }

        """
    }

    func testADependencyTheViewOnlyKeepsForItsModuleIsNoModelUse() throws {
        for architecture in Architecture.allCases {
            let result = try MigrationReportTests.migrate(
                screen(confirmation: ""), path: "DownloadsViewController.swift", architecture)
            let view = try XCTUnwrap(result.module.files.first { $0.path == EmittedModule.viewPath(for: result.plan) }).contents
            // The premise: the view still holds it, and calls nothing on it.
            XCTAssertTrue(view.contains("self.analytics = analytics"), architecture.rawValue)
            XCTAssertFalse(view.contains("analytics.send"), architecture.rawValue)
            let model = MigrationReport(result).questionnaire.answers[0]
            XCTAssertFalse(model.yes, "\(architecture): \(model.evidence)")
            XCTAssertTrue(model.checked.hasSuffix("asks nothing of them: analytics"), model.checked)
        }
    }

    /// A dependency the screen makes and never calls (other files may read it): the assembly now hands it to the view,
    /// which still calls nothing on it.
    func testADependencyTheAssemblyNowHandsTheViewAndNothingCallsIsNoModelUse() throws {
        let screen = """
            import UIKit

            final class TasksViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                let repository = TaskRepository()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.text = "Tasks"
                }
            }

            """
        for architecture in Architecture.allCases {
            let result = try MigrationReportTests.migrate(screen, path: "TasksViewController.swift", architecture)
            // The premise: the view holds it as the assembly hands it over.
            XCTAssertEqual(result.plan.viewEdits.injectedDependencies, ["repository"], architecture.rawValue)
            let model = MigrationReport(result).questionnaire.answers[0]
            XCTAssertFalse(model.yes, "\(architecture): \(model.evidence)")
            XCTAssertTrue(model.checked.hasSuffix("asks nothing of them: repository"), model.checked)
        }
    }

    func testACallLeftInTheViewUnderAnotherNameIsStillModelUse() throws {
        let result = try MigrationReportTests.migrate(
            screen(confirmation: "if granted { strongSelf.analytics.send(\"cleared\") }"), path: "DownloadsViewController.swift", .viper)
        let model = MigrationReport(result).questionnaire.answers[0]
        XCTAssertTrue(model.yes, model.checked)
        XCTAssertTrue(model.evidence.contains { $0.note.contains("Analytics") || $0.note.contains("analytics") }, "\(model.evidence)")
        XCTAssertFalse(model.checked.contains("asks nothing of them"), model.checked)
    }

    /// The member set without `self.` (`store = dataStore`) is still only kept; a method of the same name on what a
    /// chain hands back (`….store(in: &cancellables)`) is no use of it.
    func testAnUnqualifiedAssignmentAndAChainedMethodOfTheSameNameKeepItOnlyKept() throws {
        let screen = """
            import Combine
            import UIKit

            final class NotesViewController: UIViewController {
                @IBOutlet weak var countLabel: UILabel!
                private let store: NoteStore
                private var cancellables: Set<AnyCancellable> = []

                init(dataStore: NoteStore) {
                    store = dataStore
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    countLabel.text = "\\(store.count)"
                    Just(1).sink { [weak self] value in self?.countLabel.isHidden = value == 0 }.store(in: &cancellables)
                }
            }

            """
        let result = try MigrationReportTests.migrate(screen, path: "NotesViewController.swift", .viper)
        let model = MigrationReport(result).questionnaire.answers[0]
        XCTAssertFalse(model.yes, "\(model.evidence)")
        XCTAssertTrue(model.checked.hasSuffix("asks nothing of them: store"), model.checked)
    }

    /// A getter that only hands on what another object holds (`viewModel.receiptStore`), for other files to read, asks
    /// nothing of the model; one that calls to get it (`viewModel.makeReceiptStore()`) does.
    func testAGetterHandingOnAnotherObjectsMemberIsOnlyKept() throws {
        func screen(getter: String) -> String {
            """
            import UIKit

            final class ReceiptViewController: UIViewController {
                @IBOutlet weak var totalLabel: UILabel!
                var viewModel: ReceiptViewModel!
                var receiptStore: ReceiptStore { \(getter) }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    totalLabel.text = viewModel.totalText
                }
            }

            """
        }
        let handedOn = try MigrationReportTests.migrate(screen(getter: "viewModel.receiptStore"), path: "ReceiptViewController.swift", .viper)
        let kept = MigrationReport(handedOn).questionnaire.answers[0]
        XCTAssertFalse(kept.yes, "\(kept.evidence)")
        XCTAssertTrue(kept.checked.hasSuffix("asks nothing of them: receiptStore"), kept.checked)
        let made = try MigrationReportTests.migrate(screen(getter: "viewModel.makeReceiptStore()"), path: "ReceiptViewController.swift", .viper)
        let asked = MigrationReport(made).questionnaire.answers[0]
        XCTAssertTrue(asked.yes, asked.checked)
        XCTAssertTrue(asked.evidence.contains { $0.note == "ReceiptStore" }, "\(asked.evidence)")
    }

    /// A method handing a service it is given on whole (a subview's callback passing it to the module's delegate) asks
    /// nothing of it; a delegate callback whose first parameter is the service calling is the model calling the view.
    func testAParameterHandedOnIsNoModelUseButTheCallingServiceIs() throws {
        func screen(callback: String) -> String {
            """
            import UIKit

            protocol CheckoutViewControllerDelegate: AnyObject {
                func checkout(_ controller: UIViewController, pays amount: Int, with provider: PaymentProvider)
            }

            final class CheckoutViewController: UIViewController {
                @IBOutlet weak var statusLabel: UILabel!
                weak var delegate: CheckoutViewControllerDelegate?

            \(callback)
            }

            """
        }
        let handedOn = try MigrationReportTests.migrate(
            screen(
                callback: """
                        func didTapPay(_ amount: Int, provider: PaymentProvider) {
                            statusLabel.text = "Paying"
                            delegate?.checkout(self, pays: amount, with: provider)
                        }
                    """), path: "CheckoutViewController.swift", .viper)
        let handedOnAnswer = MigrationReport(handedOn).questionnaire.answers[0]
        XCTAssertFalse(handedOnAnswer.yes, "\(handedOnAnswer.evidence)")
        let called = try MigrationReportTests.migrate(
            screen(
                callback: """
                        func paymentProvider(_ provider: PaymentProvider, didFinish amount: Int) {
                            statusLabel.text = "Paid"
                        }
                    """), path: "CheckoutViewController.swift", .viper)
        let calledAnswer = MigrationReport(called).questionnaire.answers[0]
        XCTAssertTrue(calledAnswer.yes, calledAnswer.checked)
        XCTAssertTrue(calledAnswer.evidence.contains { $0.note == "PaymentProvider" }, "\(calledAnswer.evidence)")
    }

    /// A dependency handed whole to a view of the app's (`PriceField(imageFetcher:)`), which asks what it needs itself,
    /// is only kept; handed to a worker that then runs (`IconPrefetch(imageFetcher:).run()`), the view uses it.
    func testADependencyHandedToAViewOfTheAppsIsOnlyKept() throws {
        func screen(use: String) -> String {
            """
            import UIKit

            final class PriceField: UITextField {
                init(imageFetcher: ImageFetcher) {
                    super.init(frame: .zero)
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }

            final class PriceAlertViewController: UIViewController {
                private let imageFetcher: ImageFetcher

                init(imageFetcher: ImageFetcher) {
                    self.imageFetcher = imageFetcher
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(use)
                }
            }

            """
        }
        let handed = try MigrationReportTests.migrate(
            screen(use: "view.addSubview(PriceField(imageFetcher: imageFetcher))"), path: "PriceAlertViewController.swift", .viper)
        let kept = MigrationReport(handed).questionnaire.answers[0]
        XCTAssertFalse(kept.yes, "\(kept.evidence)")
        XCTAssertTrue(kept.checked.hasSuffix("asks nothing of them: imageFetcher"), kept.checked)
        let worker = try MigrationReportTests.migrate(
            screen(use: "}\n\n    deinit {\n        IconPrefetch(imageFetcher: imageFetcher).cancel()"), path: "PriceAlertViewController.swift", .viper)
        let view = try XCTUnwrap(worker.module.files.first { $0.path == EmittedModule.viewPath(for: worker.plan) }).contents
        XCTAssertTrue(view.contains("IconPrefetch(imageFetcher: imageFetcher).cancel()"), view)
        let used = MigrationReport(worker).questionnaire.answers[0]
        XCTAssertTrue(used.yes, used.checked)
        XCTAssertFalse(used.checked.contains("asks nothing of them: imageFetcher"), used.checked)
    }
}
