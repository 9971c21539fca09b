import Foundation
@testable import MVC2VIPERKit
import XCTest

/// `--tests`: every module ships XCTest files that check its moved behaviour, and they pass — built
/// and run here against the UIKit stand-in, beside the module and the rest of the screen's app.
final class GeneratedTestsTests: XCTestCase {
    /// Builds a screen's module with its generated tests and runs them. The module's outlets stay as written: the
    /// tests give them views, or a test that loads the screen without traps and takes the run down.
    static func runGeneratedTests(
        _ screen: ReplayScreen, _ architecture: Architecture,
        changing change: (inout [String: String]) -> Void = { _ in }
    ) throws -> (run: StandInCompiler.TestRun, tests: [PlannedFile]) {
        let module = try screen.migrate(to: architecture, tests: true).module
        var files = Dictionary(
            uniqueKeysWithValues: module.files.map { ($0.path, $0.layer == .tests ? $0.contents : StoryboardLoading.apply($0.contents, loadingOutlets: false)) }
        )
        if let support = screen.support { files["App/\(screen.name)+App.swift"] = StoryboardLoading.apply(support) }
        change(&files)
        return (try StandInCompiler.runTests(files), module.files.filter { $0.layer == .tests })
    }

    /// The `test…` methods a set of files declares.
    static func testCount(_ files: [PlannedFile]) -> Int {
        files.map { $0.contents.components(separatedBy: "    func test").count - 1 }.reduce(0, +)
    }

    func testEverySampleModuleShipsTestsThatPass() throws {
        let executed = assertGeneratedTestsPass(try SampleFiles.names.map(ReplayScreen.sample))
        // Two at least: a screen whose outlets are private (the profile sample) cannot be given them by a test, so
        // its view's events are listed as not covered rather than tested on a screen that would trap.
        for (name, count) in executed { XCTAssertGreaterThanOrEqual(count, 2, "\(name): too few tests to check anything") }
    }

    func testTheFeedProjectModuleShipsTestsThatPass() throws {
        let executed = assertGeneratedTestsPass([try ReplayScreen.feedProject()])
        for (name, count) in executed { XCTAssertGreaterThanOrEqual(count, 3, "\(name): too few tests to check anything") }
    }
}

extension GeneratedTestsTests {
    /// The generated tests check behaviour, not existence: a module whose switch branch takes another
    /// route, whose assembly forgets a reference, whose view stops telling its output, whose router
    /// stops pushing, whose interactor stops reporting or maps a field wrong, fails them.
    func testTheGeneratedTestsFailAModuleThatMisbehaves() throws {
        let screen = try ReplayScreen.sample("MenuController")
        let breakages: [(file: String, from: String, to: String, failing: String)] = [
            ("Menu/Presenter/MenuPresenter.swift", "router.openPlacesModule()", "router.openCityModule()", "testDidSelectMainMenuSectionTakesPlacesRoute"),
            ("Menu/Assembly/MenuAssembly.swift", "interactor.output = presenter", "_ = presenter", "testConfigureWiresEveryReference"),
            ("Menu/View/MenuViewController.swift", "output.didTriggerViewReadyEvent()", "_ = output", "testViewDidLoadSendsDidTriggerViewReadyEvent"),
            ("Menu/Router/MenuRouter.swift", "pushViewController(viewController, animated: true)", "title = nil", "testOpenCityModulePushes"),
            ("Menu/Interactor/MenuInteractor.swift", "output?.didObtainQuarters(", "_ = (", "testObtainQuartersReportsToTheOutput"),
            (
                "Menu/Interactor/MenuInteractor.swift", "QuarterPlainObject(name: quarter.name)", "QuarterPlainObject(name: \"\")",
                "testMakeQuarterPlainObjectCopiesTheQuarter"
            ),
        ]
        for breakage in breakages {
            let (run, _) = try Self.runGeneratedTests(screen, .viper) { files in
                XCTAssertNotNil(files[breakage.file]?.range(of: breakage.from), "\(breakage.file) no longer says \(breakage.from)")
                files[breakage.file] = files[breakage.file]?.replacingOccurrences(of: breakage.from, with: breakage.to)
            }
            XCTAssertTrue(
                run.output.contains("\(breakage.failing)' failed"), "\(breakage.file): \(breakage.from) → \(breakage.to) went unnoticed:\n\(run.output)")
        }
    }
}

extension GeneratedTestsTests {
    /// Surf MVP's tests check its service as VIPER's check the interactor: the presenter, made with a spy of the
    /// service, must start each request on it; the configurator must wire the service to the presenter; the
    /// service must report to its output.
    func testTheGeneratedTestsFailASurfModuleWhoseServiceMisbehaves() throws {
        let screen = try ReplayScreen.sample("MenuController")
        let breakages: [(file: String, from: String, to: String, failing: String)] = [
            ("Menu/Presenter/MenuPresenter.swift", "service.loadQuarters()", "_ = service", "testViewLoadedRunsWhatTheControllerDid"),
            ("Menu/Configurator/MenuModuleConfigurator.swift", "service.output = presenter", "_ = presenter", "testConfigureWiresEveryReference"),
            ("Menu/Service/MenuModuleService.swift", "output?.didLoadQuarters(", "_ = (", "testLoadQuartersReportsToTheOutput"),
        ]
        for breakage in breakages {
            let (run, _) = try Self.runGeneratedTests(screen, .surfMVP) { files in
                XCTAssertNotNil(files[breakage.file]?.range(of: breakage.from), "\(breakage.file) no longer says \(breakage.from)")
                files[breakage.file] = files[breakage.file]?.replacingOccurrences(of: breakage.from, with: breakage.to)
            }
            XCTAssertTrue(
                run.output.contains("\(breakage.failing)' failed"), "\(breakage.file): \(breakage.from) → \(breakage.to) went unnoticed:\n\(run.output)")
        }
    }
}

extension GeneratedTestsTests {
    /// Values for generated tests: the controller file's own types are built, what the test cannot make is nil.
    func testValuesAreMadeFromWhatTheControllersFileDeclares() {
        let source = ParsedSource(
            text: """
                enum Section { case header(String), account, privacy }
                struct Contact { let id: String; var name: String; let kind = "person"; var age: Int = 3 }
                final class Quarter: NSManagedObject { @NSManaged var name: String }
                struct Wrapper { init(contact: Contact, tags: [String]) {} }
                """, path: "Values.swift"
        ).tree
        let values = TestValues(
            source: source, entities: [Entity(modelType: "Contact", name: "ContactPlainObject", fields: [("name", TypeText.named("String"))])])
        func made(_ type: String) -> String? { values.value(for: TypeText.parse(type), hint: "v")?.trimmedDescription }
        XCTAssertEqual(made("Section"), "Section.account", "the first case without values")
        XCTAssertEqual(made("Contact"), #"Contact(id: "id 1", name: "name 2")"#, "memberwise, without the properties that have values")
        XCTAssertEqual(made("ContactPlainObject"), #"ContactPlainObject(name: "name 3")"#)
        XCTAssertEqual(made("Wrapper"), #"Wrapper(contact: Contact(id: "id 4", name: "name 5"), tags: ["tags 6"])"#, "its own initializer")
        XCTAssertNil(made("Quarter"), "a managed object needs the app's Core Data stack")
        XCTAssertNil(made("Invoice"), "a type the file does not declare")
        XCTAssertEqual(made("Invoice?"), "nil")
        XCTAssertEqual(made("@escaping (Int) -> Void"), "{ _ in }")
        XCTAssertEqual(made("Result<[Int], Error>"), ".success([7])")
        XCTAssertEqual(made("Result<Invoice, Error>"), #".failure(NSError(domain: "v", code: 1))"#)
    }
}

extension GeneratedTestsTests {
    /// A row switch and an if-chain: each branch is taken with the value that picks it, and the tests pass.
    func testEachRoutingBranchIsTakenWithTheValueThatPicksIt() throws {
        let original = """
            import UIKit

            final class AccountViewController: UIViewController {}
            final class PrivacyViewController: UIViewController {}
            final class HelpViewController: UIViewController {}

            enum Shortcut { case help, privacy }

            final class SettingsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    switch indexPath.row {
                    case 0:
                        navigationController?.pushViewController(AccountViewController(), animated: true)
                    case 1:
                        navigationController?.pushViewController(PrivacyViewController(), animated: true)
                    default:
                        present(HelpViewController(), animated: true)
                    }
                }

                func open(_ shortcut: Shortcut) {
                    if shortcut == .help {
                        present(HelpViewController(), animated: true)
                    } else if shortcut == .privacy {
                        navigationController?.pushViewController(PrivacyViewController(), animated: true)
                    }
                }
            }
            """
        let screen = try ReplayScreen(name: "SettingsViewController", original: original, support: nil)
        let (run, tests) = try Self.runGeneratedTests(screen, .viper)
        XCTAssertEqual(run.failures, 0, run.output)
        XCTAssertEqual(run.executed, Self.testCount(tests), run.output)
        let presenterTests = try XCTUnwrap(tests.first { $0.path.hasSuffix("SettingsPresenterTests.swift") }).contents
        // `default:` is taken with the next row, which no case lists.
        for expected in [
            "IndexPath(row: 0, section: 0)", "IndexPath(row: 1, section: 0)", "IndexPath(row: 2, section: 0)", "Shortcut.help", "Shortcut.privacy",
        ] {
            XCTAssertTrue(presenterTests.contains(expected), "\(expected) missing from:\n\(presenterTests)")
        }
    }
}

extension GeneratedTestsTests {
    /// A screen whose getter and helper only read data and return it: questions the model answers.
    static let questionsScreen = """
        import UIKit

        final class ArchiveStore {
            static let shared = ArchiveStore()
            var names: [String] = []
            func count(in folder: String) -> Int { names.filter { $0.hasPrefix(folder) }.count }
        }

        final class ArchiveViewController: UIViewController {
            @IBOutlet weak var countLabel: UILabel!

            private var prefersDescendingSorting: Bool {
                UserDefaults.standard.bool(forKey: "archive.sortDescending")
            }

            private func itemCount(in folder: String) -> Int {
                ArchiveStore.shared.count(in: folder)
            }

            @IBAction func folderTapped(_ sender: UIButton) {
                countLabel.text = prefersDescendingSorting ? "\\(itemCount(in: "a"))" : ""
            }
        }
        """

    /// The view's questions are tested on the logic object (VIPER's and Surf's presenter, VIP's interactor): it must
    /// ask the model, whose spy answers. The tests pass in every architecture, and fail a presenter that answers
    /// by itself instead of asking.
    func testAQuestionTheViewAsksIsTestedOnTheLogic() throws {
        let screen = try ReplayScreen(name: "ArchiveViewController", original: Self.questionsScreen, support: nil)
        let executed = assertGeneratedTestsPass([screen])
        XCTAssertEqual(executed.count, Architecture.allCases.count)
        let presenter = "Archive/Presenter/ArchivePresenter.swift"
        let (run, tests) = try Self.runGeneratedTests(screen, .viper) { files in
            XCTAssertNotNil(files[presenter]?.range(of: "interactor.obtainPrefersDescendingSorting()"), "the presenter no longer asks")
            files[presenter] = files[presenter]?.replacingOccurrences(of: "interactor.obtainPrefersDescendingSorting()", with: "false")
        }
        XCTAssertTrue(tests.contains { $0.contents.contains("func testObtainPrefersDescendingSortingAsksTheModel()") }, "no test of the question")
        XCTAssertTrue(
            run.output.contains("testObtainPrefersDescendingSortingAsksTheModel' failed"), "a presenter that stops asking went unnoticed:\n\(run.output)")
    }

    /// Model data a screen is handed when it is made and changes itself (`booking.guestName = …`).
    static let bookingScreen = """
        import UIKit

        struct Booking {
            var guestName: String
            let nights: Int
        }

        final class BookingViewController: UIViewController {
            @IBOutlet weak var guestField: UITextField!
            @IBOutlet weak var summaryLabel: UILabel!
            private var booking: Booking

            init(booking: Booking) {
                self.booking = booking
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            @IBAction func guestChanged(_ sender: UITextField) {
                booking.guestName = guestField.text ?? booking.guestName
                summaryLabel.text = "\\(booking.guestName), \\(booking.nights) nights"
            }
        }
        """

    /// The presenter holds the state the view asks for: the tests of every architecture pass, and one of them fails a
    /// presenter that does not keep what the view hands it. The module is wired once: the screen's initializer hands
    /// the presenter its booking, and the assembly keeps that presenter (a second wiring would hold nothing).
    func testStateThePresenterHoldsIsHandedOnceAndKept() throws {
        let screen = try ReplayScreen(name: "BookingViewController", original: Self.bookingScreen, support: nil)
        XCTAssertEqual(assertGeneratedTestsPass([screen]).count, Architecture.allCases.count)
        let wiring = """
            import XCTest

            @MainActor
            final class BookingWiringTests: XCTestCase {
                func testTheAssembledPresenterHoldsTheBooking() {
                    let view = BookingAssembly().assembleModule(booking: Booking(guestName: "Ann", nights: 2))
                    XCTAssertEqual((view.output as? BookingPresenter)?.currentBooking().guestName, "Ann")
                }
            }
            """
        let assembly = "Booking/Assembly/BookingAssembly.swift"
        let (run, tests) = try Self.runGeneratedTests(screen, .viper) { files in files["Tests/BookingWiringTests.swift"] = wiring }
        XCTAssertEqual(run.failures, 0, run.output)
        XCTAssertTrue(run.output.contains("testTheAssembledPresenterHoldsTheBooking' passed"), run.output)
        XCTAssertTrue(tests.contains { $0.contents.contains("func testDidChangeBookingIsKept()") }, "no test of the kept state")
        let (twice, _) = try Self.runGeneratedTests(screen, .viper) { files in
            files["Tests/BookingWiringTests.swift"] = wiring
            XCTAssertNotNil(files[assembly]?.range(of: "_ = viewController.output"), "the assembly no longer uses the screen's own wiring")
            files[assembly] = files[assembly]?.replacingOccurrences(of: "_ = viewController.output", with: "configure(viewController)")
        }
        // Its second presenter was handed nothing: reading the booking traps or fails.
        XCTAssertFalse(twice.output.contains("testTheAssembledPresenterHoldsTheBooking' passed"), "a module wired twice went unnoticed:\n\(twice.output)")
        let presenter = "Booking/Presenter/BookingPresenter.swift"
        let (forgetful, _) = try Self.runGeneratedTests(screen, .viper) { files in
            XCTAssertNotNil(files[presenter]?.range(of: "self.booking = booking"), "the presenter no longer keeps the change")
            files[presenter] = files[presenter]?.replacingOccurrences(of: "self.booking = booking", with: "self.booking = Booking(guestName: \"\", nights: 0)")
        }
        XCTAssertTrue(forgetful.output.contains("testDidChangeBookingIsKept' failed"), "a presenter that drops the change went unnoticed:\n\(forgetful.output)")
    }
}

extension XCTestCase {
    /// Every screen's module in every architecture, with its tests: all of them ran, none failed. Returns how many ran, by run.
    @discardableResult
    func assertGeneratedTestsPass(_ screens: [ReplayScreen], file: StaticString = #filePath, line: UInt = #line) -> [String: Int] {
        let runs = screens.flatMap { screen in Architecture.allCases.map { (screen, $0) } }
        let lock = NSLock()
        var outcomes: [String: Result<(run: StandInCompiler.TestRun, tests: [PlannedFile]), Error>] = [:]
        DispatchQueue.concurrentPerform(iterations: runs.count) { index in
            let (screen, architecture) = runs[index]
            let outcome = Result { try GeneratedTestsTests.runGeneratedTests(screen, architecture) }
            lock.lock()
            outcomes["\(screen.name) [\(architecture.rawValue)]"] = outcome
            lock.unlock()
        }
        for (name, outcome) in outcomes.sorted(by: { $0.key < $1.key }) {
            switch outcome {
            case .failure(let error): XCTFail("\(name): \(error)", file: file, line: line)
            case .success(let (run, tests)):
                XCTAssertEqual(run.failures, 0, "\(name):\n\(run.output)", file: file, line: line)
                // Every generated test ran: none was lost to a missing file or a crash.
                XCTAssertEqual(run.executed, GeneratedTestsTests.testCount(tests), "\(name):\n\(run.output)", file: file, line: line)
            }
        }
        return outcomes.compactMapValues { try? $0.get().run.executed }
    }
}
