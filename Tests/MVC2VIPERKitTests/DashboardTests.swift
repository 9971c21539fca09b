import Foundation
@testable import MVC2VIPERKit
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
        XCTAssertGreaterThan(feed.hits.first { $0.recipe == "collections" }?.members ?? 0, 0,
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
        XCTAssertEqual(dashboard.totals.percentByControllers,
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

    func testFilesThatCannotBeReadOrParsedAreListedNotFatal() throws {
        let dashboard = try scan()
        let failures = Dictionary(uniqueKeysWithValues: dashboard.failures.map { (URL(fileURLWithPath: $0.path).lastPathComponent, $0.reason) })
        XCTAssertEqual(failures["Binary.swift"], "binary content")
        XCTAssertEqual(failures["Latin1.swift"], "not UTF-8 text")
        XCTAssertTrue(failures["Broken.swift"]?.hasPrefix("does not parse: 3:") == true, "\(failures)")
        XCTAssertEqual(failures.count, 3)
    }

    func testOneThreadAndSeveralGiveTheSameDashboard() throws {
        XCTAssertEqual(try scan(jobs: 1), try scan(jobs: 4))
    }

    func testTheTextFitsACILogAndColoursOnlyWhenAsked() throws {
        let dashboard = try scan()
        let plain = ReportFormat.text.render(dashboard, colour: false)
        for line in plain.split(separator: "\n") {
            XCTAssertLessThanOrEqual(line.count, DashboardTextReporter.width, "too wide: \(line)")
        }
        XCTAssertFalse(plain.contains("\u{1B}["))
        XCTAssertTrue(plain.contains("Migrated   [") && plain.contains("4 of \(dashboard.totals.screens) screens"), plain)
        XCTAssertTrue(plain.contains("FeedScreen+Table.swift") == false, "the row names the class's own file")
        XCTAssertTrue(ReportFormat.text.render(dashboard, colour: true).contains("\u{1B}[31mmassive\u{1B}[0m"))
        let markdown = ReportFormat.markdown.render(dashboard)
        XCTAssertTrue(markdown.contains("| # | controller | lines |"), markdown)
        let decoded = try JSONDecoder().decode(Dashboard.self, from: Data(ReportFormat.json.render(dashboard).utf8))
        XCTAssertEqual(decoded, dashboard)
    }

    func testTheNextBestWinsComeFirst() {
        func row(_ name: String, moves: Int, effort: Double, lines: Int = 100) -> Dashboard.Controller {
            Dashboard.Controller(path: "\(name).swift", name: name, line: 1, lines: lines, methods: 1, storedProperties: 1,
                                 statements: 1, bodyLength: 1, hits: [], movableMembers: moves, unresolved: 0, thresholds: [],
                                 massive: false, effortHours: effort)
        }
        let sorted = [row("Nothing", moves: 0, effort: 1, lines: 900), row("Slow", moves: 4, effort: 8),
                      row("Quick", moves: 4, effort: 1), row("Big", moves: 8, effort: 2, lines: 50), row("Bigger", moves: 8, effort: 2, lines: 60)]
            .sorted(by: Dashboard.Controller.nextBestWinFirst)
        XCTAssertEqual(sorted.map(\.name), ["Quick", "Bigger", "Big", "Slow", "Nothing"])
    }

    func testHabchisRuleNeedsAllThreeThresholdsAndTheName() {
        let big = Thresholds.Size(methods: 19, storedProperties: 16, statements: 376, bodyLength: 0)
        XCTAssertTrue(Thresholds.isMassive(name: "FeedViewController", big))
        XCTAssertFalse(Thresholds.isMassive(name: "FeedScreen", big))
        XCTAssertFalse(Thresholds.isMassive(name: "FeedViewController",
                                            .init(methods: 18, storedProperties: 16, statements: 376, bodyLength: 0)))
        XCTAssertEqual(Thresholds.crossed(.init(methods: 0, storedProperties: 0, statements: 0, bodyLength: 351)),
                       ["type_body_length > 250", "type_body_length > 350"])
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
        XCTAssertEqual(trend.regressions.count, 3, "\(trend.regressions)")
        XCTAssertTrue(trend.regressions.contains { $0.hasPrefix("FeedScreen grew past type_body_length > 250") }, "\(trend.regressions)")
        XCTAssertTrue(trend.regressions.contains { $0.hasPrefix("new massive controller AuditViewController") }, "\(trend.regressions)")
        XCTAssertTrue(trend.regressions.contains("module Menu lost its router layer"), "\(trend.regressions)")
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
        XCTAssertEqual(decoded.trend?.regressions.count, 3)
        XCTAssertEqual(try dashboard([".", "--baseline", "baseline.json"]).status, 0, "without --strict a regression is news, not a failure")
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
