import ArgumentParser
import Foundation
import MVC2VIPERKit

@main
struct MVC2VIPERCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mvc2viper",
        abstract: "Split a Massive View Controller into a VIPER module, moving its code into the right layers.",
        discussion: """
            Settings a project keeps (architecture, out, recipes) can live in \(Configuration.defaultFileName) in the current \
            folder, or in the file --config names; options on the command line win.
            Exit codes: 0 done, 1 error (nothing written), 64 usage (including a bad configuration file).
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

    @Flag(help: "Write nothing; print the plan.")
    var dryRun = false

    @Option(help: "Output format: text or json.")
    var format: String = "text"

    @Flag(help: "Overwrite files that already exist.")
    var force = false

    func validate() throws {
        if let architecture, Architecture(rawValue: architecture) == nil {
            throw ValidationError("unknown architecture '\(architecture)' (expected \(Architecture.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        guard ["text", "json"].contains(format) else { throw ValidationError("unknown format '\(format)' (expected text or json)") }
    }

    func run() throws {
        do {
            let configuration = try Configuration.load(explicitPath: config, directory: FileManager.default.currentDirectoryPath)
            guard let out = out ?? configuration.outputDirectory else {
                throw MigrationError.usage("no output folder: pass --out DIR or set \"out\" in \(Configuration.defaultFileName)")
            }
            var options = MigrationOptions(inputPath: file, outputDirectory: out)
            options.className = className
            options.moduleName = module
            options.architecture = architecture.flatMap(Architecture.init(rawValue:)) ?? configuration.architecture ?? .viper
            options.recipesDirectory = recipes ?? configuration.recipesDirectory
            options.emit = EmitOptions(tests: tests || configuration.tests, appModule: appModule ?? configuration.appModule)
            let result = try Migration.run(options)
            let report = PlanReport(result)
            if !dryRun {
                try ModuleWriter.write(result.module, to: out, force: force)
            }
            print(format == "json" ? report.json() : report.text(), terminator: format == "json" ? "\n" : "")
        } catch let error as MigrationError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(error.exitCode)
        }
    }
}
