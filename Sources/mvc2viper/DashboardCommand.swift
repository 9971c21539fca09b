import ArgumentParser
import Foundation
import MVC2VIPERKit

/// `mvc2viper dashboard <dir>…`: where the project's migration stands, for CI logs.
struct DashboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dashboard",
        abstract: "Scan a project and print where its migration stands: controllers left, modules made, trends.",
        discussion: """
            Thresholds (Habchi et al.'s and SwiftLint's type_body_length, and how far the migrated share may fall) come from \
            the "dashboard" object of \(Configuration.defaultFileName) in the current folder, or of the file --config names.
            --strict fails on a new controller over a threshold, a controller that grew past one, a fall of the migrated \
            share and a module that lost a layer, each printed as `path:line: error: [dashboard] …`.
            --format github prints workflow annotations and appends the Markdown summary to $GITHUB_STEP_SUMMARY (or prints \
            it when that is not set); --format gitlab prints a Code Quality report.
            Exit codes: 0 done, 1 error (a folder that does not exist, an unreadable baseline or history), 2 --strict and a \
            regression since the baseline, 64 usage (including a bad configuration file). Files that cannot be read or \
            parsed are listed, never fatal.
            """)

    @Argument(help: "Folders (or Swift files) to scan.")
    var paths: [String]

    @Option(help: "What is printed: text (fits 100 columns), markdown (a CI step summary), json, github (workflow annotations) or gitlab (Code Quality JSON).")
    var format: String = "text"

    @Option(help: "Configuration file (default: .mvc2viper.json in the current folder, when there is one).")
    var config: String?

    @Option(help: "Compare with this snapshot: a trend per controller and overall.")
    var baseline: String?

    @Option(help: "Write a snapshot of this run here (keyed by path and class) to compare later runs with.")
    var writeBaseline: String?

    @Flag(
        help: "With --baseline: exit 2 when a new controller is over a threshold, a controller grew past one, the migrated share fell or a module lost a layer."
    )
    var strict = false

    @Option(help: "Append this run to a JSON Lines file and draw the progress over the runs as a sparkline.")
    var history: String?

    @Option(help: "Folder of recipe JSON files that add to or override the built-in recipes.")
    var recipes: String?

    @Option(help: "Files scanned at once (default: every core).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(
        help:
            "The cache of what each file held on the last run, keyed by its contents (default: a file under $XDG_CACHE_HOME or ~/.cache/mvc2viper named by the folders scanned)."
    )
    var cache: String?

    @Flag(help: "Parse every file, reading and writing no cache.")
    var noCache = false

    @Flag(help: .hidden)
    var parseOnly = false

    /// The benchmark's measure of what a migration reads of a project: the index alone.
    @Flag(help: .hidden)
    var indexOnly = false

    func validate() throws {
        guard DashboardFormat(rawValue: format) != nil else {
            throw ValidationError("unknown format '\(format)' (expected \(DashboardFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        guard jobs > 0 else { throw ValidationError("--jobs must be at least 1") }
        if strict && baseline == nil { throw ValidationError("--strict needs --baseline FILE") }
        if noCache && cache != nil { throw ValidationError("--cache and --no-cache exclude each other") }
    }

    func run() throws {
        do {
            if parseOnly {
                // The benchmark's yardstick: the same files, read the same way, only parsed.
                let files = try ProjectScanner.swiftFiles(in: paths)
                print("parsed \(ProjectScanner.parseOnly(files, jobs: jobs)) of \(files.count) files")
                return
            }
            if indexOnly, let root = paths.first {
                let index = try ProjectIndex.build(root: root, jobs: jobs)
                print("indexed \(index.paths.count) files (\(index.skipped.count) skipped), \(index.types.types.count) types")
                return
            }
            // Read them all before scanning: a bad file fails fast, and nothing is written.
            let configuration = try Configuration.load(explicitPath: config, directory: FileManager.default.currentDirectoryPath)
            let previous = try baseline.map(Baseline.load)
            var runs = try history.map(History.load)
            var dashboard = try Dashboard.scan(
                paths, recipesDirectory: recipes ?? configuration.recipesDirectory, thresholds: configuration.thresholds,
                jobs: jobs, cache: noCache ? nil : cache.map(URL.init(fileURLWithPath:)) ?? Self.defaultCache(for: paths),
                cacheNotWritten: { FileHandle.standardError.write(Data("warning: \($0)\n".utf8)) }, progress: Self.progressOnTerminal())
            if let previous, let baseline { dashboard.trend = Trend(from: previous, to: dashboard, baselinePath: baseline) }
            if let history {
                let entry = HistoryEntry(dashboard, date: Date())
                try History.append(entry, to: history)
                runs?.append(entry)
                dashboard.history = runs
            }
            if let writeBaseline {
                guard FileManager.default.createFile(atPath: writeBaseline, contents: Data(Baseline(dashboard).json().utf8)) else {
                    throw MigrationError.writeFailed(writeBaseline, reason: "cannot create the file")
                }
            }
            let format = DashboardFormat(rawValue: format)!
            let colour = format == .text && isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            print(format.render(dashboard, colour: colour), terminator: "")
            if format == .github { try Self.writeStepSummary(DashboardFormat.markdown.render(dashboard)) }
            if strict, let trend = dashboard.trend, !trend.regressions.isEmpty {
                // Where the report does not carry them (Markdown, JSON), the lines a CI log shows still name each one.
                if !format.showsRegressions {
                    FileHandle.standardError.write(Data(trend.regressions.map { $0.description + "\n" }.joined().utf8))
                }
                throw ExitCode(2)
            }
        } catch let error as MigrationError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(error.exitCode)
        }
    }

    /// The cache of a set of folders, in the user's cache folder: one file per set, named by their absolute paths.
    static func defaultCache(for paths: [String]) -> URL {
        let environment = ProcessInfo.processInfo.environment
        let home =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        let roots = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }.sorted().joined(separator: "\n")
        return home.appendingPathComponent("mvc2viper/dashboard-\(DashboardCache.fingerprint(Data(roots.utf8))).json")
    }

    /// The Markdown dashboard where GitHub Actions shows a step's summary; printed after the annotations elsewhere.
    static func writeStepSummary(_ markdown: String) throws {
        guard let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else {
            print("", markdown, separator: "\n", terminator: "")
            return
        }
        guard
            let handle = FileHandle(forWritingAtPath: path)
                ?? (FileManager.default.createFile(atPath: path, contents: nil)
                    ? FileHandle(forWritingAtPath: path) : nil)
        else {
            throw MigrationError.writeFailed(path, reason: "cannot open $GITHUB_STEP_SUMMARY")
        }
        handle.seekToEndOfFile()
        handle.write(Data(markdown.utf8))
        handle.closeFile()
    }

    /// `scanned 1200/15462 files` on stderr, rewritten in place — only when stderr is a terminal, so CI logs
    /// stay clean.
    static func progressOnTerminal() -> (@Sendable (Int, Int) -> Void)? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        return { done, total in
            guard done % 50 == 0 || done == total else { return }
            FileHandle.standardError.write(Data("\rscanned \(done)/\(total) files\(done == total ? "\n" : "")".utf8))
        }
    }
}

/// `mvc2viper crash-scan <dir>…` (hidden): a dry-run migration of every class found, for the crash-free check
/// `.ci/run` makes over the Swift packages on the machine.
struct CrashScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "crash-scan", shouldDisplay: false)

    @Argument var paths: [String]
    @Option var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    @Option(help: "Each file's path is appended here before it is scanned: after a crash, the culprit is at the end.")
    var log: String?

    func run() throws {
        let files: [String]
        do {
            files = try ProjectScanner.swiftFiles(in: paths)
        } catch let error as MigrationError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(error.exitCode)
        }
        let handle = log.flatMap { path -> FileHandle? in
            // A log that cannot be made leaves the handle nil: the scan runs unlogged.
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            return FileHandle(forWritingAtPath: path)
        }
        let scan = CrashScan.run(
            files, jobs: jobs,
            willScan: handle.map { handle in
                { @Sendable path in handle.write(Data((path + "\n").utf8)) }
            })
        print(scan.json(), terminator: "")
    }
}
