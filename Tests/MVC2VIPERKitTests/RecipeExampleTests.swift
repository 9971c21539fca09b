import Foundation
@testable import MVC2VIPERKit
import XCTest

/// Every recipe's examples are its tests: the members land where the recipe file says, and
/// whole-screen examples emit a module that type-checks. Each example is a test of its own
/// (`RecipeExampleTests+Cases.swift`, written from the recipe files), so that one runs alone:
/// `swift test --filter RecipeExampleTests.test_lazyDependency_anOptionalBackedGetter…`.
final class RecipeExampleTests: XCTestCase {
    /// Every example has its test and every test its example; `UPDATE_RECIPE_EXAMPLE_TESTS=1` rewrites the list.
    func testEveryExampleHasATestOfItsOwn() throws {
        let catalog = try RecipeCatalog.builtin(withExamples: true)
        let expected = Self.casesFile(catalog)
        let target = Paths.packageRoot.appendingPathComponent("Tests/MVC2VIPERKitTests/RecipeExampleTests+Cases.swift")
        if ProcessInfo.processInfo.environment["UPDATE_RECIPE_EXAMPLE_TESTS"] == "1" {
            try Data(expected.utf8).write(to: target)
            return
        }
        let written = try String(contentsOf: target, encoding: .utf8)
        XCTAssertTrue(
            written == expected,
            "the recipe examples changed (UPDATE_RECIPE_EXAMPLE_TESTS=1 swift test --filter RecipeExampleTests to rewrite their tests):\n"
                + Golden.diff(written, expected))
        for recipe in catalog.recipes { XCTAssertFalse(recipe.examples.isEmpty, "\(recipe.id) has no examples") }
    }

    /// The test file: one method per example, named by its recipe and its words.
    static func casesFile(_ catalog: RecipeCatalog) -> String {
        var lines = [
            "// Written from Recipes/*.json by `UPDATE_RECIPE_EXAMPLE_TESTS=1 swift test --filter RecipeExampleTests`; do not edit.",
            "extension RecipeExampleTests {",
        ]
        var taken: Set<String> = []
        for recipe in catalog.recipes {
            for example in recipe.examples {
                var name = "test_\(identifier(recipe.id))_\(identifier(example.name))"
                if !taken.insert(name).inserted {
                    var counter = 2
                    while !taken.insert(name + "\(counter)").inserted { counter += 1 }
                    name += "\(counter)"
                }
                let quoted = example.name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                lines += ["    func \(name)() throws {", "        try check(recipe: \"\(recipe.id)\", example: \"\(quoted)\")", "    }", ""]
            }
        }
        if lines.last == "" { lines.removeLast() }
        return (lines + ["}", ""]).joined(separator: "\n")
    }

    /// Words as one lower-camel identifier (`a lazy view is UI` → `aLazyViewIsUI`).
    static func identifier(_ words: String) -> String {
        let parts = words.split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { !$0.isEmpty }
        let joined = parts.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }
        return joined.joined().filter { $0.isASCII }
    }

    func check(recipe recipeID: String, example exampleName: String) throws {
        let catalog = try RecipeCatalog.builtin(withExamples: true)
        let recipe = try XCTUnwrap(catalog.recipes.first { $0.id == recipeID }, "no recipe \(recipeID)")
        let example = try XCTUnwrap(recipe.examples.first { $0.name == exampleName }, "\(recipeID) has no example \(exampleName)")
        let context = "\(recipe.id) / \(example.name)"
        let source = ParsedSource(text: example.source, path: "\(recipe.id).swift")
        XCTAssertEqual(source.syntaxErrors, [], context)
        var options = MigrationOptions(inputPath: source.path, outputDirectory: "out")
        options.className = example.className
        let result = try Migration.run(options, source: source, catalog: catalog)
        let report = MigrationReport(result)
        for expectation in example.expect {
            guard let member = report.members.first(where: { $0.name == expectation.member }) else {
                XCTFail("\(context): no member \(expectation.member) among \(report.members.map(\.name))")
                continue
            }
            let layers = Set(member.destinations.map(\.layer))
            if expectation.unresolved == true {
                XCTAssertTrue(report.unresolved.contains { $0.member == expectation.member }, "\(context): \(expectation.member) should be unresolved")
                // Whole, it stays in the view; a part that leaves (the navigation of a method reading data) says where.
                let expected = expectation.destinations.isEmpty ? [.view] : Set(expectation.destinations)
                XCTAssertEqual(layers, expected, "\(context): \(expectation.member) went to \(layers.map(\.rawValue).sorted())")
            } else {
                // What a recipe keeps in the view on purpose (pure UI state) is not reported.
                XCTAssertFalse(
                    expectation.destinations == [.view] && report.unresolved.contains { $0.member == expectation.member },
                    "\(context): \(expectation.member) should not be reported as unresolved")
                XCTAssertEqual(
                    layers, Set(expectation.destinations),
                    "\(context): \(expectation.member) went to \(layers.map(\.rawValue).sorted())")
            }
            if Set(expectation.destinations) != [.view], expectation.unresolved != true {
                XCTAssertFalse(member.evidence.isEmpty, "\(context): no evidence for \(expectation.member)")
            }
        }
        // The example exercises its own recipe: some member's evidence (or a declined member) names it.
        let named = report.members.contains { $0.recipes.contains(recipe.id) } || report.unresolved.contains { $0.recipe == recipe.id }
        XCTAssertTrue(named || example.expect.allSatisfy { $0.destinations == [.view] }, "\(context): no evidence names \(recipe.id)")
        if example.wholeScreen {
            // Nothing of a whole screen is lost: each statement is found again or removed for a reason.
            let missing = report.account.entries.filter { $0.status == .missing }.map(\.statement)
            XCTAssertEqual(missing, [], "\(context): statements not found in the module")
            // Every event of the plan is sent by the view: an event nobody sends is behaviour lost.
            let viewCode = result.module.files.filter { [.view, .adapter].contains($0.layer) }.map(\.contents).joined(separator: "\n")
            for index in result.plan.events.indices {
                guard let symbol = result.module.destinations[.event(index)]?.first?.symbol else { continue }
                let name = symbol.split(separator: ".").last.map(String.init) ?? symbol
                XCTAssertTrue(viewCode.contains(".\(name)("), "\(context): the view never sends \(symbol)")
            }
            // What moved past the view names no UIKit type, nor an app class built on one.
            let leak = report.questionnaire.answers.first { $0.question.hasPrefix("Do UIKit types leak") }
            XCTAssertEqual(leak?.evidence.map(\.description) ?? [], [], "\(context): UIKit past the view layer")
            // The destinations above are VIPER's; the same plan must type-check in every architecture,
            // in Swift 6 mode when the example is clean in it.
            let mode = try StandInCompiler.LanguageMode.of(["Example.swift": example.source])
            for architecture in Architecture.allCases {
                options.architecture = architecture
                let module = architecture == .viper ? result.module : try Migration.run(options, source: source, catalog: catalog).module
                StandInCompiler.assertTypechecks(
                    Dictionary(uniqueKeysWithValues: module.files.map { ($0.path, $0.contents) }),
                    like: mode, scaffolding: StandInCompiler.scaffolding(of: module.files), context: "\(context) [\(architecture.rawValue)]")
            }
        }
    }
}
