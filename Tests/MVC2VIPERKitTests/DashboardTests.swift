import Foundation
@testable import MVC2VIPERKit
import SwiftSyntax
import XCTest

/// The CI dashboard over a small project built in a temporary folder: screens behind an app base class and
/// a file-of-its-own extension, a massive controller, four migrated modules (one per architecture), files
/// that cannot be read or parsed, a vendored folder.
final class DashboardTests: XCTestCase {
    var project: URL!

    override func setUpWithError() throws {
        project = Paths.temporaryDirectory("mvc2viper-dashboard")
        try ProjectFixture.write(into: project)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    func scan(jobs: Int = 2) throws -> Dashboard {
        try Dashboard.scan([project.path], jobs: jobs)
    }

    func testControllersAreFoundThroughTheAppsBaseClassesAndTheirExtensionsCount() throws {
        let dashboard = try scan()
        let names = dashboard.controllers.map(\.name)
        XCTAssertTrue(names.contains("FeedScreen"), "a subclass of BaseScreen, which subclasses UIViewController: \(names)")
        XCTAssertFalse(names.contains("BaseScreen"), "the app's base class is no screen")
        XCTAssertTrue(names.contains("HelpScreen"), "it overrides viewDidLoad(): \(names)")
        XCTAssertFalse(names.contains("VendorViewController"), "Pods/ is skipped")
        XCTAssertFalse(names.contains("ListPresenterController"), "a subclass of a project class that is no controller")
        XCTAssertEqual(dashboard.totals.baseClasses, 1)
        let feed = try XCTUnwrap(dashboard.controllers.first { $0.name == "FeedScreen" })
        XCTAssertTrue(feed.path.hasSuffix("Feed/FeedScreen.swift"), "the file declaring the class: \(feed.path)")
        XCTAssertEqual(feed.line, 3)
        XCTAssertGreaterThan(
            feed.hits.first { $0.recipe == "collections" }?.members ?? 0, 0,
            "the data source in FeedScreen+Table.swift is counted: \(feed.hits)")
        XCTAssertGreaterThan(feed.hits.first { $0.recipe == "routing-switch" }?.members ?? 0, 0, "\(feed.hits)")
        XCTAssertEqual(feed.methods, 4, "two in the class, two in the extension")
        XCTAssertEqual(feed.storedProperties, 2)
        XCTAssertEqual(feed.lines, ProjectFixture.feedLines)
    }

    func testMigratedModulesAreDetectedPerArchitectureAndTheirViewsCountAsMigrated() throws {
        let dashboard = try scan()
        XCTAssertEqual(dashboard.totals.modules, ["viper": 1, "surf-mvp": 1, "coordinated-surf-mvp": 1, "vip": 1])
        XCTAssertEqual(Set(dashboard.modules.map(\.name)), ["Menu", "News", "Contacts", "Profile"])
        let menu = try XCTUnwrap(dashboard.modules.first { $0.name == "Menu" })
        XCTAssertEqual(menu.layers, ["view", "presenter", "interactor", "router", "assembly"])
        XCTAssertEqual(menu.view, "MenuViewController")
        // A Surf module's service is its model; its lines count as the module's.
        XCTAssertEqual(dashboard.modules.first { $0.name == "Profile" }?.layers, ["view", "presenter", "service", "coordinator", "configurator"])
        XCTAssertEqual(dashboard.totals.migrated, 4)
        XCTAssertEqual(dashboard.totals.screens, dashboard.totals.migrated + dashboard.controllers.count)
        XCTAssertEqual(
            dashboard.totals.percentByControllers,
            (Double(4 * 1000) / Double(dashboard.totals.screens)).rounded() / 10)
        XCTAssertEqual(dashboard.totals.remainingLines, dashboard.controllers.reduce(0) { $0 + $1.lines })
    }

    func testTheMassiveControllerCrossesHabchisThresholdsAndSwiftLintsBodyLength() throws {
        let dashboard = try scan()
        let reports = try XCTUnwrap(dashboard.controllers.first { $0.name == "ReportsViewController" })
        XCTAssertTrue(reports.massive)
        XCTAssertEqual(reports.methods, 20)
        XCTAssertEqual(reports.storedProperties, 16)
        XCTAssertGreaterThan(reports.statements, 375)
        XCTAssertTrue(reports.thresholds.contains("type_body_length > 350"), "\(reports.thresholds)")
        XCTAssertEqual(dashboard.totals.massive, 1)
        let feed = try XCTUnwrap(dashboard.controllers.first { $0.name == "FeedScreen" })
        XCTAssertFalse(feed.massive)
        XCTAssertEqual(feed.thresholds, [])
    }

    /// SwiftLint's type_body_length counts lines holding code, not comments or blank lines: the lines a multi-line
    /// string or comment spans move what follows them down.
    func testBodyLengthCountsTheLinesHoldingCode() throws {
        let text = """
            class A {
                // a comment

                let text = \"\"\"
                    one

                    two
                    \"\"\"
                /* a block
                   comment */ let pattern = #/
                    a+ # letters
                    /#
                func f() { print("x") }
            }
            """
        let source = ParsedSource(text: text, path: "A.swift")
        let decl = try XCTUnwrap(source.tree.statements.first?.item.as(ClassDeclSyntax.self))
        // Lines 4 to 8 (the string's, its blank line too: each of its lines is a token), 10, 12 and 13. The regex's
        // pattern is one token: its inner line starts none and is not counted, and what follows stays on its line.
        XCTAssertEqual(TypeMeasurement.bodyLength(of: decl.memberBlock), 8)
    }

    func testFilesThatCannotBeReadOrParsedAreListedNotFatal() throws {
        let dashboard = try scan()
        let failures = Dictionary(uniqueKeysWithValues: dashboard.failures.map { (URL(fileURLWithPath: $0.path).lastPathComponent, $0.reason) })
        XCTAssertEqual(failures["Binary.swift"], "binary content")
        XCTAssertEqual(failures["Latin1.swift"], "not UTF-8 text")
        XCTAssertTrue(failures["Broken.swift"]?.hasPrefix("does not parse: 3:") == true, "\(failures)")
        XCTAssertEqual(failures.count, 3)
    }

    /// The files a scan reads: Swift files at any depth, hidden ones too, as the user wrote the root; not the folders
    /// of build products, dependencies and version control, nor what a linked folder holds; a linked file is read.
    func testTheScanListsTheProjectsOwnFilesAndEntersNoSkippedOrLinkedFolder() throws {
        let root = Paths.temporaryDirectory("mvc2viper-walk")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        for path in [
            "App/Feed/FeedViewController.swift", "App/.Draft.swift", ".git/Hook.swift", "Pods/Alamofire/Session.swift",
            "build/Generated.swift", "App/Main.storyboard", "Notes.txt",
        ] {
            let url = root.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("let x = 1\n".utf8).write(to: url)
        }
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("Linked.swift").path, withDestinationPath: "App/Feed/FeedViewController.swift")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("Vendor").path, withDestinationPath: "Pods")
        let written = root.path + "/"
        XCTAssertEqual(
            try ProjectScanner.swiftFiles(in: [written]),
            [written + "App/.Draft.swift", written + "App/Feed/FeedViewController.swift", written + "Linked.swift"])
        XCTAssertEqual(try ProjectScanner.interfaceFiles(in: [root.path]), [root.path + "/App/Main.storyboard"])
        XCTAssertEqual(try ProjectScanner.swiftFiles(in: [root.path + "/Notes.txt"]), [root.path + "/Notes.txt"], "a file named is read")
    }

    func testOneThreadAndSeveralGiveTheSameDashboard() throws {
        XCTAssertEqual(try scan(jobs: 1), try scan(jobs: 4))
    }

    /// A rerun reads what each unchanged file held from the cache, and parses a changed one again: the dashboard is
    /// the one a run without the cache gives, before and after the change.
    func testTheCacheIsKeyedByContentsAndNeverChangesTheDashboard() throws {
        let cache = project.deletingLastPathComponent().appendingPathComponent("\(project.lastPathComponent)-cache.json")
        defer {
            // The cache keeps each file's types in a folder beside it.
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(atPath: cache.path + ".types")
        }
        let uncached = try scan()
        XCTAssertEqual(try Dashboard.scan([project.path], jobs: 2, cache: cache), uncached, "a cold cache")
        let written = try Data(contentsOf: cache)
        XCTAssertEqual(try Dashboard.scan([project.path], jobs: 2, cache: cache), uncached, "a warm cache")
        XCTAssertEqual(try Data(contentsOf: cache), written, "an unchanged project writes the same cache")
        // A screen gains a method: its bytes change, so it is measured again.
        let file = try XCTUnwrap(
            FileManager.default.enumerator(at: project, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
                .first { $0.lastPathComponent == "FeedScreen.swift" })
        let text = try String(contentsOf: file, encoding: .utf8)
        let changed = text.replacingOccurrences(of: "\n}", with: "\n    func addedLater() {}\n}")
        XCTAssertNotEqual(changed, text)
        try Data(changed.utf8).write(to: file)
        let rescanned = try scan()
        XCTAssertNotEqual(rescanned, uncached, "the change shows in the dashboard")
        XCTAssertEqual(try Dashboard.scan([project.path], jobs: 2, cache: cache), rescanned, "the changed file is not taken from the cache")
        // A cache written by other recipes is not read: the recipes are part of its key.
        let recipes = project.deletingLastPathComponent().appendingPathComponent("\(project.lastPathComponent)-recipes")
        defer { try? FileManager.default.removeItem(at: recipes) }
        try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true)
        let team =
            #"{"id": "team-fetch", "title": "t", "source": "s", "matcher": "lifecycle-fetch", "summary": "s", "vocabulary": {"dependencyTypes": ["FeedClient"]}, "examples": []}"#
        try Data(team.utf8).write(to: recipes.appendingPathComponent("team-fetch.json"))
        XCTAssertEqual(
            try Dashboard.scan([project.path], recipesDirectory: recipes.path, jobs: 2, cache: cache),
            try Dashboard.scan([project.path], recipesDirectory: recipes.path, jobs: 2))
    }

    func testTheTextFitsACILogAndColoursOnlyWhenAsked() throws {
        let dashboard = try scan()
        let plain = DashboardFormat.text.render(dashboard, colour: false)
        for line in plain.split(separator: "\n") {
            XCTAssertLessThanOrEqual(line.count, DashboardTextReporter.width, "too wide: \(line)")
        }
        XCTAssertFalse(plain.contains("\u{1B}["))
        XCTAssertTrue(plain.contains("Migrated   [") && plain.contains("4 of \(dashboard.totals.screens) screens"), plain)
        XCTAssertTrue(plain.contains("FeedScreen+Table.swift") == false, "the row names the class's own file")
        XCTAssertTrue(DashboardFormat.text.render(dashboard, colour: true).contains("\u{1B}[31mmassive\u{1B}[0m"))
        // Members and recipe hits are told apart: a member two recipes move is one member and two hits.
        let feed = try XCTUnwrap(dashboard.controllers.first { $0.name == "FeedScreen" })
        let hits = feed.hits.reduce(0) { $0 + $1.members }
        XCTAssertTrue(plain.contains("\(feed.movableMembers) members move (\(hits) recipe hits: "), plain)
        let both = Dashboard.Controller(
            path: "A.swift", name: "A", line: 1, lines: 1, methods: 1, storedProperties: 1, statements: 1, bodyLength: 1,
            hits: [.init(recipe: "state", members: 3), .init(recipe: "module-output", members: 2)], movableMembers: 2,
            unresolved: 0, thresholds: [], massive: false, effortHours: 1)
        XCTAssertEqual(DashboardTextReporter.moves(both), "2 members move (5 recipe hits: state 3, module-output 2)")
        let markdown = DashboardFormat.markdown.render(dashboard)
        XCTAssertTrue(markdown.contains("| # | controller | lines |"), markdown)
        let decoded = try JSONDecoder().decode(Dashboard.self, from: Data(DashboardFormat.json.render(dashboard).utf8))
        XCTAssertEqual(decoded, dashboard)
    }

    func testTheNextBestWinsComeFirst() {
        func row(_ name: String, moves: Int, effort: Double, lines: Int = 100) -> Dashboard.Controller {
            Dashboard.Controller(
                path: "\(name).swift", name: name, line: 1, lines: lines, methods: 1, storedProperties: 1,
                statements: 1, bodyLength: 1, hits: [], movableMembers: moves, unresolved: 0, thresholds: [],
                massive: false, effortHours: effort)
        }
        let sorted = [
            row("Nothing", moves: 0, effort: 1, lines: 900), row("Slow", moves: 4, effort: 8),
            row("Quick", moves: 4, effort: 1), row("Big", moves: 8, effort: 2, lines: 50), row("Bigger", moves: 8, effort: 2, lines: 60),
        ]
        .sorted(by: Dashboard.Controller.nextBestWinFirst)
        XCTAssertEqual(sorted.map(\.name), ["Quick", "Bigger", "Big", "Slow", "Nothing"])
    }

    func testHabchisRuleNeedsAllThreeThresholdsAndTheName() {
        let thresholds = Thresholds()
        let big = Thresholds.Size(methods: 19, storedProperties: 16, statements: 376, bodyLength: 0)
        XCTAssertTrue(thresholds.isMassive(name: "FeedViewController", big))
        XCTAssertFalse(thresholds.isMassive(name: "FeedScreen", big))
        XCTAssertFalse(
            thresholds.isMassive(
                name: "FeedViewController",
                .init(methods: 18, storedProperties: 16, statements: 376, bodyLength: 0)))
        let long = Thresholds.Size(methods: 0, storedProperties: 0, statements: 0, bodyLength: 351)
        XCTAssertEqual(thresholds.crossed(long), ["type_body_length > 250", "type_body_length > 350"])
        XCTAssertEqual(thresholds.gating(long), ["type_body_length > 350"], "SwiftLint's warning is shown, its error gates")
        XCTAssertEqual(thresholds.gating(.init(methods: 0, storedProperties: 0, statements: 0, bodyLength: 300)), [])
    }

    func testAProjectSetsItsOwnThresholdsAndOnlyKnownOnes() throws {
        func parse(_ json: String) throws -> Configuration {
            try Configuration.parse(Data(json.utf8), file: ".mvc2viper.json", base: URL(fileURLWithPath: "/"))
        }
        let configured = try parse(#"{"dashboard": {"methods": 25, "typeBodyLengthError": 500, "migratedShareFall": 1.5}}"#).thresholds
        XCTAssertEqual(configured.methods, 25)
        XCTAssertEqual(configured.typeBodyLengthError, 500)
        XCTAssertEqual(configured.attributes, 15, "what the file leaves out keeps its default")
        XCTAssertEqual(
            configured.crossed(.init(methods: 26, storedProperties: 0, statements: 0, bodyLength: 400)),
            ["methods > 25", "type_body_length > 250"])
        XCTAssertThrowsError(try parse(#"{"dashboard": {"method": 25}}"#)) { error in
            XCTAssertTrue("\(error)".contains("unknown key 'dashboard.method'"), "\(error)")
        }
        for bad in [#"{"dashboard": {"methods": "25"}}"#, #"{"dashboard": {"methods": true}}"#, #"{"dashboard": {"methods": -1}}"#, #"{"dashboard": 3}"#] {
            XCTAssertThrowsError(try parse(bad), bad)
        }
        let dashboard = try Dashboard.scan([project.path], thresholds: configured, jobs: 2)
        let reports = try XCTUnwrap(dashboard.controllers.first { $0.name == "ReportsViewController" })
        XCTAssertFalse(reports.thresholds.contains("methods > 25"), "20 methods: \(reports.thresholds)")
        XCTAssertFalse(reports.massive, "under the project's own method threshold it is not massive by Habchi et al.'s rule")
        XCTAssertEqual(dashboard.thresholds, configured, "the dashboard says what it measured against")
    }

    func testABaselineShowsTheTrendAndCatchesRegressions() throws {
        let before = Baseline(try scan())
        let encoded = try JSONDecoder().decode(Baseline.self, from: Data(before.json().utf8))
        XCTAssertEqual(encoded, before, "a baseline survives its file")
        XCTAssertEqual(Trend(from: before, to: try scan()).regressions, [], "nothing changed, nothing regressed")
        try ProjectFixture.regress(project)
        let after = try scan()
        let trend = Trend(from: before, to: after)
        let feed = try XCTUnwrap(after.controllers.first { $0.name == "FeedScreen" })
        XCTAssertEqual(trend.change(for: feed)?.status, .grew)
        let messages = trend.regressions.map(\.message)
        XCTAssertEqual(Set(trend.regressions.map(\.kind)), [.grewPastThreshold, .newOverThreshold, .shareFell, .moduleLostLayer], "\(messages)")
        XCTAssertEqual(trend.regressions.count, 5, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("FeedScreen grew past type_body_length > 350 (") }, "\(messages)")
        XCTAssertTrue(
            messages.contains { $0.hasPrefix("new controller AuditViewController is over methods > 18.5, attributes > 15, instructions > 375") }
                && messages.contains { $0.hasSuffix("a massive view controller (Habchi et al.)") }, "\(messages)")
        XCTAssertTrue(messages.contains("module Menu lost its router layer"), "\(messages)")
        XCTAssertEqual(trend.regressions.filter { $0.kind == .shareFell }.map(\.subject), ["screens", "lines"])
        // Each points where an editor or a CI system can show it.
        let audit = try XCTUnwrap(trend.regressions.first { $0.kind == .newOverThreshold })
        XCTAssertTrue(audit.path.hasSuffix("App/Audit/AuditViewController.swift") && audit.line == 3, "\(audit)")
        XCTAssertEqual(audit.description, "\(audit.path):3: error: [dashboard] \(audit.message)")
        let menu = try XCTUnwrap(trend.regressions.first { $0.kind == .moduleLostLayer })
        XCTAssertTrue(menu.path.hasSuffix("MenuPresenter.swift"), menu.path)
    }

    func testANewControllerOverAnyThresholdFailsAndTheShareMayFallAsFarAsTheProjectSays() throws {
        let before = Baseline(try scan())
        try ProjectFixture.file(project, "App/Steps/StepsScreen.swift", ProjectFixture.manyMethods("StepsScreen"))
        let after = try scan()
        let steps = try XCTUnwrap(after.controllers.first { $0.name == "StepsScreen" })
        XCTAssertFalse(steps.massive, "one stored property: not massive by Habchi et al.'s rule")
        let trend = Trend(from: before, to: after)
        XCTAssertTrue(
            trend.regressions.contains {
                $0.kind == .newOverThreshold && $0.message == "new controller StepsScreen is over methods > 18.5, type_body_length > 350"
            }, "\(trend.regressions.map(\.message))")
        let fall = try XCTUnwrap(trend.regressions.first { $0.kind == .shareFell && $0.subject == "lines" })
        XCTAssertEqual(fall.path, "baseline.json", "a fall of the whole project's share points at the baseline it is measured from")
        XCTAssertTrue(fall.message.hasPrefix("the migrated share by lines fell "), fall.message)
        var lenient = Thresholds()
        lenient.migratedShareFall = 100
        var measured = after
        measured.thresholds = lenient
        XCTAssertFalse(Trend(from: before, to: measured).regressions.contains { $0.kind == .shareFell })
    }

    func testAControllerThatMovedFileKeepsItsHistory() throws {
        let before = Baseline(try scan())
        let feed = project.appendingPathComponent("App/Feed/FeedScreen.swift")
        try FileManager.default.moveItem(at: feed, to: project.appendingPathComponent("App/FeedScreen.swift"))
        let after = try scan()
        let moved = try XCTUnwrap(after.controllers.first { $0.name == "FeedScreen" })
        XCTAssertEqual(Trend(from: before, to: after).change(for: moved)?.status, .same)
    }

    func testTheHistoryAppendsOneLinePerRunAndDrawsASparkline() throws {
        let file = project.appendingPathComponent("history.jsonl").path
        let dashboard = try scan()
        try History.append(HistoryEntry(dashboard, date: Date(timeIntervalSince1970: 0)), to: file)
        try History.append(HistoryEntry(dashboard, date: Date(timeIntervalSince1970: 86_400)), to: file)
        let runs = try History.load(file)
        XCTAssertEqual(runs.map(\.date), ["1970-01-01T00:00:00Z", "1970-01-02T00:00:00Z"])
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").count, 2)
        XCTAssertEqual(History.sparkline([0, 50, 100]), "▁▅█")
        XCTAssertEqual(History.sparkline([20, 20]), "▁▁")
        try Data("not json\n".utf8).write(to: URL(fileURLWithPath: file))
        XCTAssertThrowsError(try History.load(file)) { error in
            XCTAssertTrue("\(error)".contains("line 1"), "\(error)")
        }
    }

    // MARK: - The command

    func dashboard(_ arguments: [String]) throws -> ProcessResult {
        try runProcess(Paths.products.appendingPathComponent("mvc2viper"), ["dashboard"] + arguments, in: project)
    }

    func testTheCommandGatesCIOnRegressionsAndKeepsItsLogsPlain() throws {
        let first = try dashboard([".", "--write-baseline", "baseline.json", "--history", "runs.jsonl"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stderr, "", "no progress and no colour off a terminal")
        XCTAssertFalse(first.stdout.contains("\u{1B}["))
        XCTAssertTrue(first.stdout.contains("ReportsViewController"), first.stdout)
        let clean = try dashboard([".", "--baseline", "baseline.json", "--strict", "--history", "runs.jsonl"])
        XCTAssertEqual(clean.status, 0, clean.stdout)
        XCTAssertTrue(clean.stdout.contains("Regressions: none") && clean.stdout.contains("over 2 runs"), clean.stdout)
        try ProjectFixture.regress(project)
        let regressed = try dashboard([".", "--baseline", "baseline.json", "--strict", "--format", "json"])
        XCTAssertEqual(regressed.status, 2)
        let decoded = try JSONDecoder().decode(Dashboard.self, from: Data(regressed.stdout.utf8))
        XCTAssertEqual(decoded.trend?.regressions.count, 5)
        let lines = regressed.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 5, "JSON does not carry the lines a CI log shows, so they go to stderr: \(regressed.stderr)")
        XCTAssertTrue(lines.allSatisfy { $0.contains(": error: [dashboard] ") }, regressed.stderr)
        let text = try dashboard([".", "--baseline", "baseline.json", "--strict"])
        XCTAssertEqual(text.status, 2)
        XCTAssertTrue(
            text.stdout.contains("./App/Audit/AuditViewController.swift:3: error: [dashboard] new controller AuditViewController is over"),
            text.stdout)
        XCTAssertEqual(text.stderr, "", "the text report carries them")
        XCTAssertEqual(try dashboard([".", "--baseline", "baseline.json"]).status, 0, "without --strict a regression is news, not a failure")
        try Data(#"{"dashboard": {"methods": 1000, "attributes": 1000, "instructions": 10000, "typeBodyLengthError": 10000, "migratedShareFall": 100}}"#.utf8)
            .write(to: project.appendingPathComponent(".mvc2viper.json"))
        let configured = try dashboard([".", "--baseline", "baseline.json", "--strict"])
        XCTAssertEqual(configured.status, 2, "the router the Menu module lost still fails")
        XCTAssertEqual(configured.stdout.components(separatedBy: ": error: [dashboard] ").count - 1, 1, configured.stdout)
        try Data(#"{"dashboard": {"method": 10}}"#.utf8).write(to: project.appendingPathComponent(".mvc2viper.json"))
        let bad = try dashboard(["."])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains("unknown key 'dashboard.method'"), bad.stderr)
    }

    func testGitHubGetsAnnotationsAndAStepSummaryGitLabACodeQualityReport() throws {
        XCTAssertEqual(try dashboard([".", "--write-baseline", "baseline.json"]).status, 0)
        try ProjectFixture.regress(project)
        let summary = project.appendingPathComponent("summary.md")
        let github = try runProcess(
            Paths.products.appendingPathComponent("mvc2viper"), ["dashboard", ".", "--baseline", "baseline.json", "--format", "github"],
            in: project, environment: ["GITHUB_STEP_SUMMARY": summary.path])
        XCTAssertEqual(github.status, 0, github.stderr)
        let annotations = github.stdout.split(separator: "\n")
        XCTAssertEqual(annotations.filter { $0.hasPrefix("::error file=") }.count, 5, github.stdout)
        XCTAssertTrue(
            annotations.contains {
                $0.hasPrefix("::error file=./App/Audit/AuditViewController.swift,line=3,title=mvc2viper dashboard::new controller AuditViewController")
            }, github.stdout)
        XCTAssertTrue(
            annotations.contains { $0.hasPrefix("::warning file=./App/Reports/ReportsViewController.swift,line=3,title=Massive View Controller::") },
            github.stdout)
        XCTAssertTrue(annotations.allSatisfy { $0.hasPrefix("::") }, "only annotations: the summary went to the step summary")
        XCTAssertTrue(try String(contentsOf: summary, encoding: .utf8).hasPrefix("# Migration dashboard"))
        XCTAssertEqual(DashboardGitHubReporter.escapeProperty("a,b:c%\n"), "a%2Cb%3Ac%25%0A")

        func gitlab() throws -> [[String: Any]] {
            let run = try dashboard([".", "--baseline", "baseline.json", "--format", "gitlab"])
            XCTAssertEqual(run.status, 0, run.stderr)
            return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        }
        let issues = try gitlab()
        XCTAssertEqual(issues.filter { $0["severity"] as? String == "major" }.count, 5, "\(issues)")
        XCTAssertTrue(issues.contains { $0["check_name"] as? String == "mvc2viper/massive-view-controller" && $0["severity"] as? String == "minor" })
        for issue in issues {
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            XCTAssertNotNil(location["path"] as? String)
            XCTAssertNotNil((location["lines"] as? [String: Any])?["begin"] as? Int)
            XCTAssertFalse((issue["description"] as? String ?? "").isEmpty)
        }
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        XCTAssertEqual(Set(fingerprints).count, issues.count, "unique")
        XCTAssertEqual(try gitlab().compactMap { $0["fingerprint"] as? String }, fingerprints, "stable from run to run")
    }

    func testBadArgumentsGetOneLineAndTheirExitCode() throws {
        let missing = try dashboard(["NoSuchFolder"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, "error: no such file: NoSuchFolder\n")
        XCTAssertEqual(try dashboard([".", "--strict"]).status, 64)
        XCTAssertEqual(try dashboard([".", "--format", "html"]).status, 64)
        try Data("{}".utf8).write(to: project.appendingPathComponent("baseline.json"))
        let bad = try dashboard([".", "--baseline", "baseline.json"])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.contains("missing key 'totals'"), bad.stderr)
    }
}
