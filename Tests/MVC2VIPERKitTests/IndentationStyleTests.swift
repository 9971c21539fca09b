import Foundation
@testable import MVC2VIPERKit
import SwiftParser
import SwiftSyntax
import XCTest

/// The module is written in the project's indentation: its `.swift-format`, else its `.editorconfig`, else the
/// input file's own; moved code keeps its layout, its levels re-expressed in the target's.
final class IndentationStyleTests: XCTestCase {
    func testTheProjectsConfigurationComesBeforeTheInputFile() throws {
        let root = Paths.temporaryDirectory("mvc2viper-indentation")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("App/Feed/FeedViewController.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let twoSpaces = "final class A {\n  func a() {\n    if b {\n      c()\n    }\n  }\n  func d() {\n    e()\n  }\n}\n"
        try Data(twoSpaces.utf8).write(to: file)
        func discovered() -> IndentationStyle { IndentationStyle.discover(forFile: file.path, text: twoSpaces, root: root.path).target }

        XCTAssertEqual(discovered(), IndentationStyle(spaces: 2, origin: .inputFile), "nothing configured: the file's own")
        try Data("root = true\n[*.md]\nindent_size = 8\n[*.{swift,m}]\nindent_style = tab\n".utf8).write(to: root.appendingPathComponent(".editorconfig"))
        XCTAssertEqual(discovered(), .tabs(origin: .editorConfig), "the section for Swift files says tabs")
        try Data(#"{"version": 1, "indentation": {"spaces": 3}}"#.utf8).write(to: root.appendingPathComponent("App/.swift-format"))
        XCTAssertEqual(discovered(), IndentationStyle(spaces: 3, origin: .swiftFormat), "swift-format's file wins, the nearest above the file")
        XCTAssertEqual(IndentationStyle.discover(forFile: file.path, text: twoSpaces, root: root.path).input, IndentationStyle(spaces: 2, origin: .inputFile))
    }

    func testTheInputFilesStepIsTheOneItsLinesMostOftenGoDeeperBy() {
        XCTAssertEqual(
            IndentationStyle.inferred(from: "a {\n    b {\n        c\n    }\n    d {\n        e(f,\n          g)\n    }\n}\n")?.width, 4,
            "an alignment step (2) now and then does not outvote the levels")
        XCTAssertEqual(IndentationStyle.inferred(from: "a {\n\tb {\n\t\tc\n\t}\n\td\n}\n"), .tabs(origin: .inputFile))
        XCTAssertNil(IndentationStyle.inferred(from: "let a = 1\n"), "nothing indented: the default applies")
        XCTAssertEqual(IndentationStyle.inferred(from: "final class A {\n  var b = 1\n}\n")?.width, 2, "a short file: its least indented line")
        XCTAssertEqual(
            IndentationStyle.inferred(from: "a {\n  let s = \"\"\"\n      text\n      \"\"\"\n  b {\n    c\n  }\n  d {\n    e\n  }\n}\n")?.width, 2,
            "a multi-line string's lines are its content, not the code's indentation")
        XCTAssertEqual(
            IndentationStyle.inferred(from: "a {\r\n  b {\r\n    c\r\n  }\r\n\r\n  d {\r\n    e\r\n  }\r\n}\r\n")?.width, 2,
            "a Windows file's lines are lines too (\"\\r\\n\" is one Character)")
    }

    func testMovedCodeTakesTheTargetsLevelsAndKeepsWhatIsLeftOver() throws {
        let statement = Parser.parse(source: "if a {\n  b(c,\n    d)\n}\n").statements.first!
        let placed = IndentationStyle.with(target: .standard, input: IndentationStyle(spaces: 2)) {
            Reindent.place([statement], at: .newline + .spaces(4), in: IndentationStyle.target)[0]
        }
        XCTAssertEqual(placed.description, "\n    if a {\n        b(c,\n            d)\n    }", "one level of 2 is one of 4")
        let kept = IndentationStyle.with(target: .standard, input: .standard) { Reindent.place([statement], at: .newline, in: IndentationStyle.target)[0] }
        XCTAssertEqual(kept.description, "\nif a {\n  b(c,\n    d)\n}", "the same style: the layout as it was")
    }

    func testMovedCodeKeepsItsLayoutWhenItsIndentationCameInSeveralPieces() throws {
        // `indented(by:)` puts its indentation before what a line had: two pieces, which the dedent must take as one.
        let statement = Parser.parse(source: "guard let a = b,\n  let c = d else { return }\n").statements.first!
        let twice = statement.indented(by: .spaces(4), indentFirstLine: true).indented(by: .spaces(2), indentFirstLine: true)
        let placed = Reindent.place([twice], at: .newline + .spaces(6))[0]
        XCTAssertEqual(placed.description, "\n      guard let a = b,\n        let c = d else { return }")
    }

    func testGeneratedCodeTakesTheTargetsLevelsAndMovedCodeItsOwnLevelsReexpressed() throws {
        let source = ParsedSource(
            text: """
                import UIKit

                final class FeedViewController: UIViewController {
                  @IBOutlet var label: UILabel!

                  override func viewDidLoad() {
                    super.viewDidLoad()
                    if let data = UserDefaults.standard.string(forKey: "greeting"),
                       !data.isEmpty {
                      label.text = data
                    }
                  }
                }

                """, path: "FeedViewController.swift")
        var options = MigrationOptions(inputPath: source.path, outputDirectory: "out")
        options.indentation = .tabs(origin: .swiftFormat)
        let result = try Migration.run(options, source: source, catalog: .builtin())
        XCTAssertEqual(result.indentation, .tabs(origin: .swiftFormat))
        let generated = result.module.files.filter { !$0.path.hasSuffix("/View/FeedViewController.swift") }
        for file in generated {
            for line in file.contents.split(separator: "\n") {
                XCTAssertFalse(line.hasPrefix(" "), "\(file.path): a level written in spaces: \(line)")
            }
        }
        let interactor = try XCTUnwrap(generated.first { $0.layer == .interactor }?.contents)
        XCTAssertTrue(interactor.contains("\n\tfunc obtainGreeting() {\n\t\tlet greeting = UserDefaults.standard.string(forKey: \"greeting\")"), interactor)
        // The rewritten controller keeps the input's own style, and so does what the module adds to its file.
        let view = try XCTUnwrap(result.module.files.first { $0.path.hasSuffix("/View/FeedViewController.swift") }?.contents)
        XCTAssertTrue(view.contains("\n  override func viewDidLoad() {\n    super.viewDidLoad()"), view)
        XCTAssertTrue(
            view.contains("\n  func showGreeting(_ greeting: String?) {\n    if let data = greeting,\n       !data.isEmpty {\n      label.text = data\n    }"),
            view)
        XCTAssertFalse(view.contains("\t"), view)
    }
}
