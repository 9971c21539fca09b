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

    /// A segue's configuration whose branch only checks the identifier is the closure's own code, one level in: it once
    /// came wrapped in a `do{` block that kept the branch's old indentation.
    func testASegueConfigurationReadsAsWrittenInTheRouter() throws {
        let screen = """
            import UIKit

            final class PlanViewController: UIViewController {
                @IBAction func proTapped(_ sender: Any) {
                    performSegue(withIdentifier: "selectProPlan", sender: nil)
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "selectProPlan" {
                        let viewController = segue.destination
                        viewController.title = "Pro"
                    }
                }
            }

            """
        let source = ParsedSource(text: screen, path: "Plan.swift")
        let result = try Migration.run(MigrationOptions(inputPath: source.path, outputDirectory: "out"), source: source, catalog: .builtin())
        let router = try XCTUnwrap(result.module.files.first { $0.path.hasSuffix("Router/PlanRouter.swift") }).contents
        let expected = """
                    let configuration: (UIStoryboardSegue) -> Void = { segue in
                        let viewController = segue.destination
                        viewController.title = "Pro"
                    }
                    transitionHandler.performSegue(withIdentifier: "selectProPlan", sender: configuration)
            """
        XCTAssertTrue(router.contains(expected), router)
    }

    /// A project indented with two spaces, as a new user tried it: the module follows the project's `.swift-format`,
    /// and swift-format with that file finds nothing in the generated files, moved code included.
    func testAProjectIndentedWithTwoSpacesGetsAModuleItsOwnLintAccepts() throws {
        let swift = StandInCompiler.swiftc.deletingLastPathComponent().appendingPathComponent("swift")
        try XCTSkipIf(try runProcess(swift, ["format", "--version"]).status != 0, "swift format is not part of this toolchain")
        let project = Paths.temporaryDirectory("mvc2viper-two-spaces")
        defer { try? FileManager.default.removeItem(at: project) }
        let configuration = project.appendingPathComponent(".swift-format")
        try Data(#"{"version": 1, "indentation": {"spaces": 2}, "lineLength": 200}"#.utf8).write(to: configuration)
        let formatted = try runProcess(
            swift, ["format", "--configuration", configuration.path, Paths.samples.appendingPathComponent("MenuController.swift").path])
        XCTAssertEqual(formatted.status, 0, formatted.stderr)
        let input = project.appendingPathComponent("MenuController.swift")
        try Data(formatted.stdout.utf8).write(to: input)

        var options = MigrationOptions(inputPath: input.path, outputDirectory: project.appendingPathComponent("Modules").path)
        options.emit.tests = true
        options.project = .folder(project.path)
        let result = try Migration.run(options)
        XCTAssertEqual(result.indentation, IndentationStyle(spaces: 2, origin: .swiftFormat))
        var paths: [String] = []
        for file in result.module.files where file.path != "Menu/View/MenuViewController.swift" {
            let url = project.appendingPathComponent("Modules").appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        let lint = try runProcess(swift, ["format", "lint", "--configuration", configuration.path] + paths)
        XCTAssertEqual(lint.stderr + lint.stdout, "", "swift format lint findings with the project's own configuration")
    }
}
