import Foundation
import MVC2VIPERKit
import XCTest

/// Generated files read as a person would write them: `swift format lint` (from the toolchain)
/// finds nothing with 4-space indentation (moved code keeps its own line lengths, so the limit is loose); the
/// rewritten controller keeps the input's own style and is not judged here.
final class EmittedStyleTests: XCTestCase {
    func testGeneratedFilesPassSwiftFormatLint() throws {
        let swift = StandInCompiler.swiftc.deletingLastPathComponent().appendingPathComponent("swift")
        let probe = try runProcess(swift, ["format", "--version"])
        try XCTSkipIf(probe.status != 0, "swift format is not part of this toolchain")

        let directory = Paths.temporaryDirectory("mvc2viper-style")
        defer { try? FileManager.default.removeItem(at: directory) }
        let configuration = directory.appendingPathComponent("style.json")
        try Data(#"{"version": 1, "indentation": {"spaces": 4}, "lineLength": 200}"#.utf8).write(to: configuration)
        let text = try String(contentsOf: Paths.samples.appendingPathComponent("MenuController.swift"), encoding: .utf8)
        let source = ParsedSource(text: text, path: "Samples/MenuController.swift")
        let result = try Migration.run(MigrationOptions(inputPath: source.path, outputDirectory: "out"), source: source, catalog: .builtin())
        var paths: [String] = []
        for file in result.module.files where file.path != "Menu/View/MenuViewController.swift" {
            let url = directory.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        let lint = try runProcess(swift, ["format", "lint", "--configuration", configuration.path] + paths)
        XCTAssertEqual(lint.stderr + lint.stdout, "", "swift format lint findings")
    }
}
