import Foundation

/// The project's settings, from `.mvc2viper.json` (or `--config FILE`): what a team migrates to
/// once, so that no one has to pass it on every run. Command-line options win over the file.
///
///     {
///       "architecture": "surf-mvp",
///       "out": "App/Modules",
///       "recipes": "Tools/Recipes",
///       "tests": true,
///       "appModule": "Guide",
///       "project": ".",
///       "dashboard": { "methods": 25, "typeBodyLengthError": 500 }
///     }
///
/// Paths in the file are relative to the folder that holds it.
public struct Configuration: Equatable, Sendable {
    public static let defaultFileName = ".mvc2viper.json"
    static let keys = ["architecture", "out", "recipes", "tests", "appModule", "project", "dashboard"]

    public var architecture: Architecture?
    public var outputDirectory: String?
    public var recipesDirectory: String?
    /// Every migration also writes the module's tests (`--tests`).
    public var tests = false
    /// The app module generated tests import with `@testable`.
    public var appModule: String?
    /// The project folder the migration indexes (`--project`), instead of the one found around the input.
    public var projectDirectory: String?
    /// What `mvc2viper dashboard` measures controllers against, and how far `--strict` lets the migrated share fall.
    public var thresholds = Thresholds()

    public init(architecture: Architecture? = nil, outputDirectory: String? = nil, recipesDirectory: String? = nil) {
        self.architecture = architecture
        self.outputDirectory = outputDirectory
        self.recipesDirectory = recipesDirectory
    }

    /// The file named by `--config`, or `.mvc2viper.json` in `directory` when there is one, or nothing.
    public static func load(explicitPath: String?, directory: String) throws -> Configuration {
        if let explicitPath {
            guard FileManager.default.fileExists(atPath: explicitPath) else {
                throw MigrationError.invalidConfiguration(file: explicitPath, reason: "no such file")
            }
            return try load(path: explicitPath)
        }
        let implicit = URL(fileURLWithPath: directory).appendingPathComponent(defaultFileName).path
        return FileManager.default.fileExists(atPath: implicit) ? try load(path: implicit) : Configuration()
    }

    public static func load(path: String) throws -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MigrationError.invalidConfiguration(file: path, reason: "cannot be read")
        }
        let base = URL(fileURLWithPath: path).deletingLastPathComponent()
        return try parse(data, file: path, base: base)
    }

    static func parse(_ data: Data, file: String, base: URL) throws -> Configuration {
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw MigrationError.invalidConfiguration(file: file, reason: "is not a JSON object")
        }
        if let unknown = object.keys.sorted().first(where: { !keys.contains($0) }) {
            throw MigrationError.invalidConfiguration(file: file, reason: "unknown key '\(unknown)' (expected \(keys.joined(separator: ", ")))")
        }
        func string(_ key: String) throws -> String? {
            guard let value = object[key] else { return nil }
            guard let text = value as? String, !text.isEmpty else {
                throw MigrationError.invalidConfiguration(file: file, reason: "'\(key)' must be a non-empty string")
            }
            return text
        }
        func path(_ key: String) throws -> String? {
            try string(key).map { $0.hasPrefix("/") ? $0 : base.appendingPathComponent($0).standardizedFileURL.path }
        }
        var configuration = Configuration(outputDirectory: try path("out"), recipesDirectory: try path("recipes"))
        configuration.appModule = try string("appModule")
        configuration.projectDirectory = try path("project")
        if let tests = object["tests"] {
            guard let flag = tests as? Bool else { throw MigrationError.invalidConfiguration(file: file, reason: "'tests' must be true or false") }
            configuration.tests = flag
        }
        if let dashboard = object["dashboard"] {
            guard let settings = dashboard as? [String: Any] else {
                throw MigrationError.invalidConfiguration(file: file, reason: "'dashboard' must be an object (keys \(Thresholds.keys.joined(separator: ", ")))")
            }
            configuration.thresholds = try Thresholds.parse(settings, file: file)
        }
        if let name = try string("architecture") {
            guard let architecture = Architecture(rawValue: name) else {
                throw MigrationError.invalidConfiguration(
                    file: file, reason: "unknown architecture '\(name)' (expected \(Architecture.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            configuration.architecture = architecture
        }
        return configuration
    }
}
