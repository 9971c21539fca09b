import Foundation
@testable import MVC2VIPERKit

/// The bundled samples and the rest of the app each lives in.
enum SampleFiles {
    static let names = ["MenuController", "ContactsController", "ProfileController", "NewsController"]

    static func original(_ sample: String) throws -> String {
        try String(contentsOf: Paths.samples.appendingPathComponent("\(sample).swift"), encoding: .utf8)
    }

    /// The rest of the app a sample lives in: `Samples/App/<Sample>+App.swift`.
    static func support(_ sample: String) throws -> String {
        try String(contentsOf: Paths.samples.appendingPathComponent("App/\(sample)+App.swift"), encoding: .utf8)
    }

    /// Migrates a sample named by its path in the package, as the README's command does, so that
    /// reports do not depend on where the package is checked out.
    static func migrate(_ sample: String, to architecture: Architecture = .viper) throws -> MigrationResult {
        let source = ParsedSource(text: try original(sample), path: "Samples/\(sample).swift")
        var options = MigrationOptions(inputPath: source.path, outputDirectory: "Modules")
        options.architecture = architecture
        return try Migration.run(options, source: source, catalog: RecipeCatalog.builtin())
    }
}
