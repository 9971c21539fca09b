import ArgumentParser
import Foundation
import MVC2VIPERKit

@main
struct MVC2VIPERCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mvc2viper",
        abstract: "Split Massive View Controllers into VIPER, Surf MVP or VIP modules, and track a project's migration.",
        version: MVC2VIPER.version,
        subcommands: [MigrateCommand.self, DashboardCommand.self, CrashScanCommand.self, CoverageCommand.self],
        defaultSubcommand: MigrateCommand.self)
}

/// The main job, and the default: `mvc2viper File.swift --out Modules/`.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Split a Massive View Controller into a module, moving its code into the right layers.",
        discussion: """
            Settings a project keeps (architecture, out, recipes) can live in \(Configuration.defaultFileName) in the current \
            folder, or in the file --config names; options on the command line win.
            Every migration writes a report (MIGRATION.md in the module folder, or the file --report names; its format follows \
            the extension: .md, .json, else text). --dry-run prints the same report and writes nothing.
            Exit codes: 0 done (--check: clean), 1 error (nothing written), 2 --check: members a recipe would move \
            (with --strict also: model or logic work a recipe declined to move, which the questionnaire still finds in the view), \
            64 usage (including a bad configuration file).
            """)

    @Argument(help: "The Swift file that declares the view controller.")
    var file: String

    @Option(help: "Folder the module is written into (as <out>/<Module>/…); required unless the configuration sets it.")
    var out: String?

    @Option(name: .customLong("class"), help: "The controller to migrate when the file declares several.")
    var className: String?

    @Option(help: "Module name (default: the class name without ViewController/Controller/VC).")
    var module: String?

    @Option(help: "Target architecture: \(Architecture.allCases.map(\.rawValue).joined(separator: ", ")) (default: the configuration's, else viper).")
    var architecture: String?

    @Option(help: "Configuration file (default: \(Configuration.defaultFileName) in the current folder, when there is one).")
    var config: String?

    @Option(help: "Folder of recipe JSON files that add to or override the built-in recipes.")
    var recipes: String?

    @Flag(help: "Also write the module's XCTest files, with spies for its protocols, into <out>/<Module>Tests/.")
    var tests = false

    @Option(help: "The app module the generated tests import with @testable (default: the configuration's, else none).")
    var appModule: String?

    @Option(help: "Where the report is written (default: MIGRATION.md in the module folder); .md, .json or text by extension.")
    var report: String?

    @Flag(help: "Write nothing at all; print the report.")
    var dryRun = false

    @Flag(help: "Write nothing; exit 2 when the controller still has members a recipe would move, 0 when it is clean.")
    var check = false

    @Flag(help: "With --check: also exit 2 while the view still does the model's or the logic's work that no recipe would move.")
    var strict = false

    @Option(help: "What is printed: text, markdown or json.")
    var format: String = "text"

    @Flag(help: "Overwrite files that already exist.")
    var force = false

    @Option(
        help: "The project folder to read around the file (default: the nearest folder above it holding Package.swift, an .xcodeproj/.xcworkspace or .git).")
    var project: String?

    @Flag(help: "Read the file alone: no extensions, types or uses from the rest of the project.")
    var noProject = false

    @Option(
        help:
            "Threads to use: the project is indexed on all of them; with two or more, the report's questionnaire runs beside the checks (default: the machine's cores)."
    )
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        if let architecture, Architecture(rawValue: architecture) == nil {
            throw ValidationError("unknown architecture '\(architecture)' (expected \(Architecture.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        if project != nil && noProject { throw ValidationError("--project and --no-project exclude each other") }
        if strict && !check { throw ValidationError("--strict goes with --check") }
        guard jobs > 0 else { throw ValidationError("--jobs must be at least 1") }
        guard ReportFormat(rawValue: format) != nil else {
            throw ValidationError("unknown format '\(format)' (expected \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
    }

    func run() throws {
        let started = ContinuousClock.now
        let format = ReportFormat(rawValue: format)!
        do {
            let configuration = try Configuration.load(explicitPath: config, directory: FileManager.default.currentDirectoryPath)
            guard let out = out ?? configuration.outputDirectory ?? (check ? "." : nil) else {
                throw MigrationError.usage("no output folder: pass --out DIR or set \"out\" in \(Configuration.defaultFileName)")
            }
            var options = MigrationOptions(inputPath: file, outputDirectory: out)
            options.className = className
            options.moduleName = module
            options.jobs = jobs
            options.architecture = architecture.flatMap(Architecture.init(rawValue:)) ?? configuration.architecture ?? .viper
            options.recipesDirectory = recipes ?? configuration.recipesDirectory
            options.emit = EmitOptions(tests: tests || configuration.tests, appModule: appModule ?? configuration.appModule)
            if noProject {
                options.project = .none
            } else if let folder = project ?? configuration.projectDirectory {
                options.project = .folder(folder)
            }
            // Indexing a big project takes a moment: say how far it is, on a terminal only.
            if isatty(STDERR_FILENO) != 0 {
                options.progress = { done, total in
                    guard done == total || done % 200 == 0 else { return }
                    FileHandle.standardError.write(Data("\rindexing the project: \(done)/\(total) files\(done == total ? "\n" : "")".utf8))
                }
            }
            let result = try Migration.run(options)
            let migrationReport = MigrationReport(result)
            if check {
                let verdict = CheckReport(migrationReport, plan: result.plan, catalog: result.catalog)
                print(format.render(verdict, strict: strict), terminator: "")
                if !verdict.isClean(strict: strict) { throw ExitCode(2) }
                return
            }
            let reportPath = report ?? migrationReport.summary.moduleFolder + "/" + MigrationReport.defaultFileName
            if dryRun {
                print(format.render(migrationReport), terminator: "")
            } else {
                let written = ModuleWriter.ExtraFile(path: reportPath, contents: ReportFormat(fileName: reportPath).render(migrationReport))
                try ModuleWriter.write(result.module, to: out, force: force, extra: [written])
                print(
                    format == .text ? TextReporter.renderSummary(migrationReport, reportPath: reportPath) : format.render(migrationReport),
                    terminator: "")
            }
            // The time taken goes to stderr, so that reports and stdout stay byte-identical run after run.
            let elapsed = started.duration(to: .now).components
            let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
            let written = dryRun ? "dry run, nothing written" : "written"
            FileHandle.standardError.write(Data("time taken: \(String(format: "%.2f", seconds)) s (\(written))\n".utf8))
        } catch let error as MigrationError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(error.exitCode)
        }
    }
}
