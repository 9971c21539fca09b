import Foundation

/// A dry-run migration of every controller of the development corpus (`Corpus/manifest.json`, code in
/// `.corpus/`), measured: what moved, what was declined and why, what the questionnaire and the nothing-lost
/// account say. Its `summary` is the yardstick a change of the tool is compared with, before and after.
public struct CoverageRun: Codable, Sendable {
    public struct Options: Sendable {
        public var architectures: [Architecture] = [.viper]
        /// Read each app's project (built once per app), as the migration does by default; false is `--no-project`.
        public var project = true
        public var jobs = ProcessInfo.processInfo.activeProcessorCount
        public var limit: Int?
        public var app: String?
        /// Controllers left out, by manifest path or class: one that crashes the process, while it is being fixed.
        public var skip: [String] = []

        public init() {}
    }

    /// An app's project index: how big, how long it took.
    public struct AppIndex: Codable, Sendable {
        public let app: String
        public let files: Int
        public let skipped: Int
        public let ms: Int
    }

    public var summary: CoverageSummary
    public var controllers: [ControllerCoverage]
    public var indexes: [AppIndex]
    /// Wall time of the whole run, and the process's peak resident memory (0 where it cannot be read).
    public var seconds: Double
    public var peakMemoryMB: Int

    /// Runs the corpus under `corpus`; `willMigrate` hears `app path (Class)` before each controller, so that
    /// after a crash the culprit is among the last lines heard (the last one with `jobs` 1).
    public static func run(
        manifest: CorpusManifest, corpus: String, options: Options,
        willMigrate: (@Sendable (String) -> Void)? = nil
    ) throws -> CoverageRun {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: corpus, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw MigrationError.unreadable(corpus, reason: "no corpus there (build it with Scripts/corpus-build.sh)")
        }
        let started = ContinuousClock.now
        let catalog = try RecipeCatalog.load(overridesIn: nil)
        var controllers: [ControllerCoverage] = []
        var indexes: [AppIndex] = []
        var missingApps: [String] = []
        for (app, selected) in manifest.selection(limit: options.limit, app: options.app, skipping: Set(options.skip)) {
            let root = (corpus as NSString).appendingPathComponent(app.folder)
            guard FileManager.default.fileExists(atPath: root) else {
                missingApps.append(app.repository)
                continue
            }
            let project = try options.project ? index(app, root: root, watching: selected, into: &indexes, willMigrate: willMigrate, jobs: options.jobs) : nil
            controllers += ProjectScanner.parallelMap(selected, jobs: options.jobs, progress: nil) { controller in
                willMigrate?("\(app.folder) \(controller.path) (\(controller.className))")
                return ControllerCoverage.measure(
                    app: app.folder, controller: controller, path: (root as NSString).appendingPathComponent(controller.path),
                    architectures: options.architectures, catalog: catalog, project: project)
            }
        }
        controllers.sort { ($0.app, $0.path, $0.className) < ($1.app, $1.path, $1.className) }
        let totals = options.architectures.map { architecture in
            (architecture.rawValue, CoverageSummary.Totals(controllers.flatMap { $0.results.filter { $0.architecture == architecture.rawValue } }))
        }
        let summary = CoverageSummary(
            project: options.project, limit: options.limit, app: options.app, skipped: options.skip.sorted(), missingApps: missingApps,
            architectures: Dictionary(uniqueKeysWithValues: totals),
            questions: Dictionary(uniqueKeysWithValues: zip(CoverageSummary.questionKeys, questionTexts)))
        return CoverageRun(
            summary: summary, controllers: controllers, indexes: indexes,
            seconds: Double(milliseconds(since: started)) / 1000, peakMemoryMB: peakMemoryMB())
    }

    /// The app's project, indexed once for all its controllers, watching their uses from the other files.
    static func index(
        _ app: CorpusManifest.App, root: String, watching: [CorpusManifest.Controller], into indexes: inout [AppIndex],
        willMigrate: (@Sendable (String) -> Void)?, jobs: Int
    ) throws -> ProjectIndex {
        willMigrate?("\(app.folder): indexing the project")
        let started = ContinuousClock.now
        let index = try ProjectIndex.build(root: root, watching: Set(watching.map(\.className)), jobs: jobs)
        indexes.append(AppIndex(app: app.folder, files: index.paths.count, skipped: index.skipped.count, ms: milliseconds(since: started)))
        return index
    }

    public func json() -> String { ReportJSON.encode(self) }

    /// One line per controller and architecture, sorted, then the totals.
    public func text() -> String {
        let header = ["outcome", "members", "moved", "declined", "missing", "Q:MLUK", "ms", "controller"]
        var rows = [header]
        for controller in controllers {
            for result in controller.results {
                // The questionnaire's four answers as Y/N (model, logic, unrelated logic, UIKit leak): N is what the Book wants.
                let answers = CoverageSummary.questionKeys.map { result.questionnaire[$0].map { $0 ? "Y" : "N" } ?? "-" }.joined()
                let name =
                    "\(controller.app)/\(controller.path) \(controller.className)"
                    + (summary.architectures.count > 1 ? " [\(result.architecture)]" : "")
                rows.append([result.outcome, "\(result.members)", "\(result.moved)", "\(result.declined)", "\(result.missing)", answers, "\(result.ms)", name])
            }
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1
                    ? cell
                    : column == 0
                        ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                        : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }
        lines.append("")
        for (architecture, totals) in summary.architectures.sorted(by: { $0.key < $1.key }) {
            lines += Self.describe(totals, architecture: architecture, summary: summary)
        }
        lines.append(String(format: "time: %.1f s, peak memory %d MB", seconds, peakMemoryMB))
        // The scope check's share of the migrations' own time (indexing apart).
        let results = controllers.flatMap(\.results)
        let migrating = results.reduce(0) { $0 + $1.ms }
        if migrating > 0 {
            let checking = results.reduce(0) { $0 + $1.scopeCheckMs }
            lines.append(
                String(
                    format: "scope check: %.1f%% of migration time (%.1f of %.1f s)", Double(checking) * 100 / Double(migrating),
                    Double(checking) / 1000, Double(migrating) / 1000))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func describe(_ totals: CoverageSummary.Totals, architecture: String, summary: CoverageSummary) -> [String] {
        let table = { (counts: [String: Int]) in
            counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        }
        return [
            "totals (\(architecture), \(summary.setting)):",
            "  controllers \(totals.controllers): migrated \(totals.migrated), refused \(totals.refused), invalid output \(totals.invalidOutput)",
            totals.refusedByKind.isEmpty ? nil : "  refused: " + table(totals.refusedByKind),
            String(format: "  members %d: moved %d (%.1f%%), declined %d", totals.members, totals.moved, totals.movedShare, totals.declined),
            "  moved by recipe: " + table(totals.movedByRecipe),
            "  declined by group: " + table(totals.declinedByGroup),
            "  questionnaire No (of \(totals.migrated)): "
                + CoverageSummary.questionKeys.map { "\($0) \(totals.questionnaireNo[$0] ?? 0)" }.joined(separator: ", "),
            "  nothing-lost missing statements: \(totals.missing)",
            summary.missingApps.isEmpty ? nil : "  apps absent from the corpus: " + summary.missingApps.joined(separator: ", "),
        ].compactMap { $0 }
    }

    static let questionTexts = [
        "Does the view interact directly with a model?", "Does the view contain any business logic?",
        "Does the view contain logic that is not related to the UI?", "Do UIKit types leak past the view layer?",
    ]

    static func milliseconds(since start: ContinuousClock.Instant) -> Int {
        milliseconds(ContinuousClock.now - start)
    }

    static func milliseconds(_ duration: Duration) -> Int {
        let parts = duration.components
        return Int(parts.seconds * 1000 + parts.attoseconds / 1_000_000_000_000_000)
    }

    /// `ru_maxrss` is kilobytes on Linux, bytes on macOS.
    static func peakMemoryMB() -> Int {
        var usage = rusage()
        #if os(Linux)
            let who = RUSAGE_SELF.rawValue
        #else
            let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        #if os(Linux)
            return Int(usage.ru_maxrss) / 1024
        #else
            return Int(usage.ru_maxrss) / (1024 * 1024)
        #endif
    }
}
