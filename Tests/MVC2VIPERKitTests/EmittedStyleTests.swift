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
        // Moved closures keep their author's layout (Xcode's, which swift-format's printer disputes):
        // samples whose moved code has closures are held to the lint rules but not to layout findings.
        let layoutFindings = ["[Indentation]", "[AddLines]", "[RemoveLine]", "[Spacing]", "[LineLength]", "[TrailingComma]"]
        var strictPaths: [String] = []
        var lenientPaths: [String] = []
        for sample in SampleMigrationTests.samples {
            let text = try String(contentsOf: Paths.samples.appendingPathComponent("\(sample).swift"), encoding: .utf8)
            let source = ParsedSource(text: text, path: "Samples/\(sample).swift")
            var options = MigrationOptions(inputPath: source.path, outputDirectory: "out")
            options.emit.tests = true
            let result = try Migration.run(options, source: source, catalog: .builtin())
            for file in result.module.files where file.path != "\(result.plan.moduleName)/View/\(result.plan.controller.name).swift" {
                let url = directory.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
                // Generated tests hold no moved code: they are held to every rule.
                if sample == "MenuController" || file.layer == .tests { strictPaths.append(url.path) } else { lenientPaths.append(url.path) }
            }
        }
        let strict = try runProcess(swift, ["format", "lint", "--configuration", configuration.path] + strictPaths)
        XCTAssertEqual(strict.stderr + strict.stdout, "", "swift format lint findings")
        let others = try runProcess(swift, ["format", "lint", "--configuration", configuration.path] + lenientPaths)
        let ruleFindings = (others.stderr + others.stdout).split(separator: "\n").filter { line in
            !layoutFindings.contains { line.contains($0) }
        }
        XCTAssertEqual(ruleFindings, [], "swift format lint rule findings")
    }
}
