import ArgumentParser
import Foundation
import MVC2VIPERKit

/// `mvc2viper coverage` (hidden): dry-runs every controller of the development corpus and measures what the
/// tool did, to compare a change before and after. Developers' yardstick, not a user feature.
struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Dry-run every controller of the development corpus and measure what moved, what was declined and why.",
        discussion: """
            Prints one line per controller, then the totals; the controller being migrated goes to stderr first, so that \
            after a crash the culprit is the last line there (exactly, with --jobs 1). Exit codes: 0 done, 1 error (no \
            corpus, an unreadable manifest or baseline), 64 usage.
            """,
        shouldDisplay: false)

    @Option(help: "The corpus manifest.")
    var manifest = "Corpus/manifest.json"

    @Option(help: "The folder Scripts/corpus-build.sh wrote the apps into.")
    var corpus = ".corpus"

    @Option(help: "Target architecture: \(Architecture.allCases.map(\.rawValue).joined(separator: ", ")) or all.")
    var architecture = Architecture.viper.rawValue

    @Flag(help: "Migrate each file alone, without its app's project.")
    var noProject = false

    @Option(help: "Threads (project indexing, and controllers migrated at once).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Write the whole run (every controller) as JSON here.")
    var json: String?

    @Option(help: "Compare the totals with this summary (or whole-run JSON).")
    var baseline: String?

    @Option(help: "Write the totals, the baseline to commit, here.")
    var writeBaseline: String?

    @Option(help: "Only this many controllers, taken in turn from each app.")
    var limit: Int?

    @Option(help: "Only the apps whose repository contains this text.")
    var app: String?

    @Option(help: "Leave out this controller (manifest path or class), e.g. one that crashes; repeatable.")
    var skip: [String] = []

    func validate() throws {
        guard architecture == "all" || Architecture(rawValue: architecture) != nil else {
            throw ValidationError("unknown architecture '\(architecture)' (expected \(Architecture.allCases.map(\.rawValue).joined(separator: ", ")) or all)")
        }
        guard jobs > 0 else { throw ValidationError("--jobs must be at least 1") }
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1") }
    }

    func run() throws {
        do {
            let corpusManifest = try CorpusManifest.load(manifest)
            let previous = try baseline.map(CoverageSummary.load)
            var options = CoverageRun.Options()
            options.architectures = Architecture(rawValue: architecture).map { [$0] } ?? Architecture.allCases
            options.project = !noProject
            options.jobs = jobs
            options.limit = limit
            options.app = app
            options.skip = skip
            let run = try CoverageRun.run(manifest: corpusManifest, corpus: corpus, options: options) { line in
                FileHandle.standardError.write(Data(("coverage: " + line + "\n").utf8))
            }
            try json.map { try Self.write(run.json(), to: $0) }
            try writeBaseline.map { try Self.write(run.summary.json(), to: $0) }
            print(run.text(), terminator: "")
            if let previous {
                print("\nagainst the baseline \(baseline!):")
                for line in run.summary.compare(to: previous) { print("  " + line) }
            }
        } catch let error as MigrationError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(error.exitCode)
        }
    }

    static func write(_ text: String, to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw MigrationError.writeFailed(path, reason: "cannot create the file")
        }
    }
}
