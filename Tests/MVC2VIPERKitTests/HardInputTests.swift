import Foundation
@testable import MVC2VIPERKit
import SwiftParser
import SwiftSyntax
import XCTest

/// Inputs nobody should give, and runs nobody should interrupt: a result or one clean error, never a crash,
/// a hang or a half-written project.
final class HardInputTests: XCTestCase {
    var workspace: URL!

    override func setUpWithError() throws {
        workspace = Paths.temporaryDirectory("mvc2viper-hard")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workspace)
    }

    var executable: URL { Paths.products.appendingPathComponent("mvc2viper") }
    var modules: URL { workspace.appendingPathComponent("Modules") }

    func sample(_ name: String) throws -> String {
        try String(contentsOf: Paths.samples.appendingPathComponent("\(name).swift"), encoding: .utf8)
    }

    func write(_ name: String, _ contents: String) throws -> String {
        let url = workspace.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    /// Runs the command, failing the test when it is still running after `limit` seconds.
    func run(
        _ arguments: [String], limit: TimeInterval = 60, environment: [String: String] = [:],
        whileRunning: ((Process) -> Void)? = nil
    ) throws -> (status: Int32, reason: Process.TerminationReason, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = workspace
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let out = workspace.appendingPathComponent("stdout.txt"), err = workspace.appendingPathComponent("stderr.txt")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        whileRunning?(process)
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            XCTFail("hung on \(arguments)")
        }
        process.waitUntilExit()
        return (
            process.terminationStatus, process.terminationReason, try String(contentsOf: out, encoding: .utf8),
            try String(contentsOf: err, encoding: .utf8)
        )
    }

    func testFuzzedSamplesEndInAResultOrACleanError() throws {
        var random = SeededGenerator(seed: 8)
        var outcomes: [Int32: Int] = [:]
        for name in ["MenuController", "ContactsController", "NewsController", "ProfileController"] {
            let tokens = Parser.parse(source: try sample(name)).tokens(viewMode: .sourceAccurate).map(\.description)
            for round in 0..<12 {
                var mutated = tokens
                // One to three edits: a token deleted, duplicated, or two swapped.
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let index = Int.random(in: 0..<mutated.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: mutated.remove(at: index)
                    case 1: mutated.insert(mutated[index], at: index)
                    default: mutated.swapAt(index, Int.random(in: 0..<mutated.count, using: &random))
                    }
                }
                let path = try write("\(name)-\(round).swift", mutated.joined())
                let result = try run([path, "--out", "Modules", "--dry-run"])
                let context = "\(name) round \(round): \(result.stderr.prefix(300))"
                XCTAssertEqual(result.reason, .exit, "crashed: \(context)")
                XCTAssertTrue([0, 1].contains(result.status), context)
                if result.status == 1 {
                    let lines = result.stderr.split(separator: "\n")
                    XCTAssertFalse(lines.isEmpty, context)
                    XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("error: ") || $0.hasPrefix(path + ":") }, context)
                } else {
                    XCTAssertFalse(result.stdout.isEmpty, context)
                }
                outcomes[result.status, default: 0] += 1
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: modules.path), "a dry run writes nothing")
        XCTAssertGreaterThan(outcomes[0] ?? 0, 0, "some edits leave a file that still migrates: \(outcomes)")
        XCTAssertGreaterThan(outcomes[1] ?? 0, 0, "some edits break it: \(outcomes)")
    }

    func testSyntaxErrorsOutsideTheControllerAreSaidAndTheControllerIsMigrated() throws {
        let outside = try write("Outside.swift", try sample("MenuController") + "\nfunc halfWritten( {\n")
        let migrated = try run([outside, "--out", "Modules", "--dry-run"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertTrue(
            migrated.stdout.contains("warning: [syntax]") && migrated.stdout.contains("outside MenuViewController, which was migrated"),
            migrated.stdout)
        let inside = try write(
            "Inside.swift",
            try sample("MenuController").replacingOccurrences(
                of: "override func viewDidLoad() {", with: "override func viewDidLoad( {"))
        let refused = try run([inside, "--out", "Modules"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.hasPrefix(inside + ":"), refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: modules.path))
    }

    func testAnExistingModuleIsNotRegeneratedWithoutForce() throws {
        let path = try write("Menu.swift", try sample("MenuController"))
        XCTAssertEqual(try run([path, "--out", "Modules"]).status, 0)
        // A module someone has since trimmed: no file would be overwritten, but the module is there.
        try FileManager.default.removeItem(at: modules.appendingPathComponent("Menu/Presenter"))
        let again = try run([path, "--out", "Modules"])
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.stderr, "error: a module already exists at \(modules.appendingPathComponent("Menu").path) (pass --force to regenerate it)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: modules.appendingPathComponent("Menu/Presenter").path))
        XCTAssertEqual(try run([path, "--out", "Modules", "--force"]).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: modules.appendingPathComponent("Menu/Presenter/MenuPresenter.swift").path))
    }

    func testAnInterruptedWriteLeavesTheProjectAsItWas() throws {
        let path = try write("Menu.swift", try sample("MenuController"))
        let result = try run([path, "--out", "Modules"], environment: ["MVC2VIPER_TEST_PAUSE_BEFORE_MOVE": "20"]) { process in
            // Everything is staged by then; nothing is in place.
            let staging = self.modules.path
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline,
                (try? FileManager.default.contentsOfDirectory(atPath: staging))?.contains(where: { $0.hasPrefix(".mvc2viper-staging-") }) != true
            {
                Thread.sleep(forTimeInterval: 0.05)
            }
            Thread.sleep(forTimeInterval: 0.5)
            process.interrupt()
        }
        XCTAssertEqual(result.status, 128 + SIGINT, result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: modules.path), "the output folder this run made is gone again")
    }

    func testAMoveThatFailsPutsBackWhatWasMoved() throws {
        let path = try write("Menu.swift", try sample("MenuController"))
        // A file where the module needs a folder: the last move cannot happen.
        try FileManager.default.createDirectory(at: modules.appendingPathComponent("Menu"), withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: modules.appendingPathComponent("Menu/View"))
        let before = try FileManager.default.subpathsOfDirectory(atPath: modules.path).sorted()
        let result = try run([path, "--out", "Modules", "--force"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("error: cannot write ") && result.stderr.contains("nothing was written"), result.stderr)
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: modules.path).sorted(), before)
    }

    func testModuleNamesThatLeaveTheOutputFolderAreRefused() throws {
        let path = try write("Menu.swift", try sample("MenuController"))
        for name in ["../x", "/abs", "Menu/Sub", "9Lives", ""] {
            let result = try run([path, "--out", "Modules", "--module", name])
            XCTAssertEqual(result.status, 64, "\(name): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: modules.path))
    }

    func testEveryBadInputGetsOneLineExitOneAndNothingWritten() throws {
        let menu = try write("Menu.swift", try sample("MenuController"))
        let binary = workspace.appendingPathComponent("Binary.swift")
        try Data([0x69, 0x6D, 0x70, 0x00, 0xFF]).write(to: binary)
        let latin1 = workspace.appendingPathComponent("Latin1.swift")
        try Data("let caf\u{E9} = 1\n".data(using: .isoLatin1)!).write(to: latin1)
        let empty = try write("Empty.swift", "\n  \n")
        let blocker = try write("Blocker", "a file where the output folder should be\n")
        // A controller the module's other files could not name.
        // A controller whose initializer takes a type the file keeps private: the assembly could not name it.
        let sealed = try write(
            "Sealed.swift",
            "import UIKit\n\nprivate struct Token {}\n\nfinal class SealedViewController: UIViewController {\n    fileprivate init(token: Token) {\n        super.init(nibName: nil, bundle: nil)\n    }\n\n    required init?(coder: NSCoder) {\n        fatalError()\n    }\n}\n"
        )
        let hidden = try write(
            "Hidden.swift",
            "import UIKit\n\nprivate final class HiddenViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        navigationController?.popViewController(animated: true)\n    }\n}\n"
        )
        var cases: [([String], String)] = [
            ([binary.path, "--out", "Modules"], "binary content"),
            ([latin1.path, "--out", "Modules"], "not UTF-8 text"),
            ([empty, "--out", "Modules"], "is empty"),
            ([menu, "--out", blocker], "output path is not a directory"),
            ([menu, "--out", "Modules", "--recipes", "NoRecipes"], "not a directory of recipe files"),
            ([hidden, "--out", "Modules"], "class HiddenViewController is private to"),
            ([sealed, "--out", "Modules"], "takes Token, which"),
        ]
        // A folder nobody may write, root included (chmod does not stop root; /proc does).
        if FileManager.default.fileExists(atPath: "/proc/self") {
            cases.append(([menu, "--out", "/proc/mvc2viper-unwritable"], "cannot write /proc/mvc2viper-unwritable"))
        }
        for (arguments, message) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 1, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "one line: \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("error: ") && result.stderr.contains(message), "\(arguments): \(result.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: modules.path), "\(arguments) wrote something")
        }
        XCTAssertEqual(try String(contentsOfFile: blocker, encoding: .utf8), "a file where the output folder should be\n")
    }
}
