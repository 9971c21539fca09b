import Foundation
@testable import MVC2VIPERKit
import XCTest

final class RecipeCatalogTests: XCTestCase {
    /// The binary carries the recipes so an installed tool needs no Recipes/ folder; this keeps the
    /// copy in step with the files (`UPDATE_BUILTIN_RECIPES=1 swift test` regenerates it).
    func testBuiltinRecipesMatchTheRecipesFolder() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Paths.recipes.path).filter { $0.hasSuffix(".json") }.sorted()
        let files = try names.map { ($0, try String(contentsOf: Paths.recipes.appendingPathComponent($0), encoding: .utf8)) }
        if ProcessInfo.processInfo.environment["UPDATE_BUILTIN_RECIPES"] == "1" {
            var lines = [
                "// Generated from Recipes/*.json by `UPDATE_BUILTIN_RECIPES=1 swift test --filter RecipeCatalogTests`; do not edit.",
                "// Compiled in so that an installed binary needs no Recipes/ folder beside it.",
                "enum BuiltinRecipes {",
                "    static let files: [(name: String, json: String)] = [",
            ]
            for (name, json) in files {
                lines += ["        (\"\(name)\", #\"\"\"", json.trimmingCharacters(in: .newlines), "\"\"\"#),"]
            }
            lines += ["    ]", "}", ""]
            let target = Paths.packageRoot.appendingPathComponent("Sources/MVC2VIPERKit/Recipes/BuiltinRecipes.swift")
            try Data(lines.joined(separator: "\n").utf8).write(to: target)
            return
        }
        XCTAssertEqual(BuiltinRecipes.files.map(\.name), names)
        for ((_, embedded), (name, onDisk)) in zip(BuiltinRecipes.files, files) {
            XCTAssertEqual(
                embedded, onDisk.trimmingCharacters(in: .newlines),
                "\(name) changed: run UPDATE_BUILTIN_RECIPES=1 swift test to embed it")
        }
        // The built-ins skip the schema check a team's file gets: each file passes it here, and decodes to the same
        // recipe; a run's catalog leaves the examples out and nothing else.
        let checked = try files.map { name, json in try RecipeCatalog.decode(Data(json.utf8), file: name) }
        XCTAssertEqual(try RecipeCatalog.builtin(withExamples: true).recipes, checked)
        let lean = try RecipeCatalog.builtin().recipes
        XCTAssertEqual(lean.map(\.id), checked.map(\.id))
        XCTAssertEqual(lean.map(\.vocabulary), checked.map(\.vocabulary))
        XCTAssertEqual(lean.map(\.matcher), checked.map(\.matcher))
        XCTAssertTrue(lean.allSatisfy { $0.examples.isEmpty })
    }

    func testTheBookRecipesAreBuiltIn() throws {
        let ids = try RecipeCatalog.builtin().recipes.map(\.id)
        XCTAssertTrue(Set(ids).isSuperset(of: ["routing-switch", "lifecycle-fetch", "lazy-dependency"]), "\(ids)")
        XCTAssertEqual(Set(ids).count, ids.count, "recipe ids are unique")
    }

    func testADirectoryAddsAndOverridesRecipes() throws {
        let directory = Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let team = """
            {"id": "team-fetch", "title": "Our API client", "source": "team wiki", "matcher": "lifecycle-fetch",
             "summary": "Calls on APIClient are data access.", "vocabulary": {"dependencyTypes": ["APIClient"]}, "examples": []}
            """
        try Data(team.utf8).write(to: directory.appendingPathComponent("team-fetch.json"))
        let catalog = try RecipeCatalog.load(overridesIn: directory.path)
        XCTAssertTrue(catalog.recipes.contains { $0.id == "team-fetch" })
        XCTAssertTrue(catalog.matches(.lifecycleFetch, .dependencyTypes, "APIClient"))
        XCTAssertEqual(catalog.recipes.count, try RecipeCatalog.builtin().recipes.count + 1)
    }

    func testSchemaErrorsNameTheKeyAndTheFile() throws {
        let cases: [(String, String)] = [
            (#"{"id": "x"}"#, "missing key 'title'"),
            (#"{"id": "x", "title": "t", "source": "s", "matcher": "teleport", "summary": "s", "vocabulary": {}, "examples": []}"#, "key 'matcher'"),
            (
                #"{"id": "x", "title": "t", "source": "s", "matcher": "routing-switch", "summary": "s", "vocabulary": {"dataAccessCalls": []}, "examples": []}"#,
                "vocabulary.dataAccessCalls"
            ),
            (
                #"{"id": "x", "title": "t", "source": "s", "matcher": "routing-switch", "summary": "s", "vocabulary": {}, "examples": [], "extra": 1}"#,
                "unknown key 'extra'"
            ),
            (
                #"{"id": "x", "title": "t", "source": "s", "matcher": "routing-switch", "summary": "s", "vocabulary": {}, "examples": [{"name": "n"}]}"#,
                "examples[0]"
            ),
            ("not json", "not valid JSON"),
        ]
        for (json, expected) in cases {
            XCTAssertThrowsError(try RecipeCatalog.decode(Data(json.utf8), file: "bad.json")) { error in
                let message = "\(error)"
                XCTAssertTrue(message.contains("bad.json") && message.contains(expected), "\(message) should mention \(expected)")
            }
        }
    }

    /// One pattern compiled, asked of a name; every answer also checked against the C library's globbing.
    private func matches(_ pattern: String, _ name: String) -> Bool {
        let compiled = CompiledPatterns([pattern]).matches(name)
        XCTAssertEqual(compiled, fnmatch(pattern, name, 0) == 0, "\(pattern) \(name)")
        return compiled
    }

    func testPatterns() {
        XCTAssertTrue(matches("*Service", "WeatherService"))
        XCTAssertFalse(matches("*Service", "ServiceLocator"))
        XCTAssertTrue(matches("MR_*", "MR_findAll"))
        XCTAssertTrue(matches("fetch", "fetch"))
        XCTAssertFalse(matches("fetch", "prefetch"))
        // Stars anywhere: the middle parts in order, none overlapping another or the ends.
        XCTAssertTrue(matches("*Theme*", "AppThemeManager"))
        XCTAssertTrue(matches("*Theme*", "Theme"))
        XCTAssertFalse(matches("*Theme*", "Them"))
        XCTAssertTrue(matches("update*With*", "updateWithModel"))
        XCTAssertFalse(matches("update*With*", "updateView"))
        XCTAssertTrue(matches("a*b", "ab"))
        XCTAssertFalse(matches("ab*ba", "aba"))
        XCTAssertTrue(matches("*ab*ab*", "abab"))
        XCTAssertFalse(matches("*ab*ab*", "aba"))
        XCTAssertFalse(matches("*ab*ab*", "abxba"))
        XCTAssertTrue(matches("*", ""))
        XCTAssertTrue(matches("*Café*", "MyCaféService"))
    }

    /// The catalog's compiled vocabularies say what globbing each pattern on its own says, of every name of every example.
    func testCompiledVocabulariesAnswerAsThePatterns() throws {
        let catalog = try RecipeCatalog.builtin(withExamples: true)
        let names = Set(
            catalog.recipes.flatMap { recipe in
                recipe.examples.flatMap { example in
                    example.source.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
                }
            }
        ).union(["", "Service", "X", "MR_", "NewsServiceProtocol", "CourseListInteractorProtocol", "ServiceType"])
        var asked = 0
        var matched = 0
        for matcher in MatcherKind.allCases {
            for key in VocabularyKey.allCases {
                for name in names {
                    // Each pattern read on its own by the C library's globbing, the protocol's stem as the recipes read it.
                    let candidates = [name] + (key == .dependencyTypes ? Recipe.dependencyProtocolStem(name).map { [$0] } ?? [] : [])
                    let expected = catalog.recipes.filter { $0.matcher == matcher }.first { recipe in
                        recipe.words(key).contains { pattern in candidates.contains { fnmatch(pattern, $0, 0) == 0 } }
                    }?.id
                    XCTAssertEqual(catalog.recipeID(matcher, key, name), expected, "\(matcher.rawValue) \(key.rawValue) \(name)")
                    asked += 1
                    if expected != nil { matched += 1 }
                }
            }
        }
        // Both answers are asked: names that match and names that do not.
        XCTAssertGreaterThan(matched, 100)
        XCTAssertGreaterThan(asked - matched, 1000)
        let globbed = CompiledPatterns(["*Client*", "MR_*", "*Service", "exact"])
        XCTAssertTrue(globbed.matches("APIClientImpl"))
        XCTAssertTrue(globbed.matches("MR_findAll"))
        XCTAssertTrue(globbed.matches("NewsService"))
        XCTAssertTrue(globbed.matches("exact"))
        XCTAssertFalse(globbed.matches("exactly"))
        XCTAssertFalse(globbed.matches("Clien"))
    }
}
