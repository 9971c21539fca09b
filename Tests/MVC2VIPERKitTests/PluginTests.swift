import Foundation
import XCTest

/// The SwiftPM command plugin, run as a team would run it on a package of theirs: one of its controllers migrated
/// beside itself, then the package's dashboard, then a failing run.
final class PluginTests: XCTestCase {
    /// The plugin's own source in a fixture package that declares it as this package's manifest does, with the tool
    /// this test run built as its executable: SwiftPM compiles the plugin and runs it, in a second or two.
    func testThePluginAsTheManifestDeclaresItMigratesAControllerAndPrintsTheDashboard() throws {
        let declaration = try PluginDeclaration.ofThisPackage()
        let tool = Paths.products.appendingPathComponent(declaration.tool)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: tool.path), "the test run builds the plugin's tool: \(tool.path)")
        let package = Paths.temporaryDirectory("mvc2viper-plugin")
        defer { try? FileManager.default.removeItem(at: package) }
        try declaration.writeFixture(to: package, tool: tool)
        try exercisePlugin(in: package, scratch: package.appendingPathComponent(".build").path)
    }

    /// The same as a team gets it: the fixture depends on this package, so SwiftPM builds the tool from source for it
    /// (about two minutes the first time, in `.build-plugin-fixture/`). CI runs it as a step of its own
    /// (`MVC2VIPER_PLUGIN_FROM_SOURCE=1`), which keeps the README's test command short.
    func testThePluginBuiltFromSourceMigratesAControllerAndPrintsTheDashboard() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["MVC2VIPER_PLUGIN_FROM_SOURCE"] == "1", "set MVC2VIPER_PLUGIN_FROM_SOURCE=1")
        let package = Paths.temporaryDirectory("mvc2viper-plugin")
        defer { try? FileManager.default.removeItem(at: package) }
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Guide",
                dependencies: [.package(path: "\(Paths.packageRoot.path)")],
                targets: [.target(name: "App", path: "Sources/App")]
            )

            """
        try writeApp(manifest, to: package)
        try exercisePlugin(in: package, scratch: Paths.packageRoot.appendingPathComponent(".build-plugin-fixture").path)
    }

    private func exercisePlugin(in package: URL, scratch: String) throws {
        let app = package.appendingPathComponent("Sources/App")
        let swift = StandInCompiler.swiftc.deletingLastPathComponent().appendingPathComponent("swift")
        func plugin(_ arguments: [String], writing: Bool = false) throws -> ProcessResult {
            try runProcess(
                swift,
                ["package", "--scratch-path", scratch] + (writing ? ["--allow-writing-to-package-directory"] : [])
                    + ["mvc2viper"] + arguments, in: package)
        }

        let migrated = try plugin(["Sources/App/MenuController.swift"], writing: true)
        XCTAssertEqual(migrated.status, 0, migrated.stderr + migrated.stdout)
        let view = app.appendingPathComponent("Menu/View/MenuViewController.swift")
        XCTAssertTrue(FileManager.default.fileExists(atPath: view.path), "the module is written beside its controller: \(migrated.stdout)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent("Menu/MIGRATION.md").path))

        let dashboard = try plugin(["dashboard"])
        XCTAssertEqual(dashboard.status, 0, dashboard.stderr + dashboard.stdout)
        XCTAssertTrue(dashboard.stdout.contains("mvc2viper dashboard: \(package.path)"), "the package is scanned: \(dashboard.stdout)")
        XCTAssertTrue(dashboard.stdout.contains("VIPER 1"), "the module just made is found: \(dashboard.stdout)")

        let failing = try plugin(["Sources/App/NoSuchController.swift"], writing: true)
        XCTAssertNotEqual(failing.status, 0, "the tool's failure is the command's")
        XCTAssertTrue((failing.stderr + failing.stdout).contains("no such file"), failing.stderr + failing.stdout)
    }
}

/// A package with the bundled sample controller as its app's one file.
private func writeApp(_ manifest: String, to package: URL) throws {
    try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
    let app = package.appendingPathComponent("Sources/App")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
        at: Paths.samples.appendingPathComponent("MenuController.swift"), to: app.appendingPathComponent("MenuController.swift"))
}

/// The plugin as this package's manifest declares it, read with `swift package dump-package` (the manifest evaluated,
/// nothing resolved or built): its product, its command verb, and the executable target it runs.
private struct PluginDeclaration {
    let target: String
    let verb: String
    let description: String
    let tool: String

    static func ofThisPackage() throws -> PluginDeclaration {
        let swift = StandInCompiler.swiftc.deletingLastPathComponent().appendingPathComponent("swift")
        let scratch = Paths.temporaryDirectory("mvc2viper-manifest")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let dump = try runProcess(swift, ["package", "--scratch-path", scratch.path, "dump-package"], in: Paths.packageRoot)
        guard dump.status == 0, let manifest = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any] else {
            throw DeclarationError("swift package dump-package failed: \(dump.stderr)")
        }
        let products = manifest["products"] as? [[String: Any]] ?? []
        let targets = manifest["targets"] as? [[String: Any]] ?? []
        let pluginProducts = products.filter { ($0["type"] as? [String: Any])?["plugin"] != nil }
        guard pluginProducts.count == 1, let targetName = (pluginProducts[0]["targets"] as? [String])?.first,
            let target = targets.first(where: { $0["name"] as? String == targetName && $0["type"] as? String == "plugin" })
        else { throw DeclarationError("the manifest declares no plugin product with a plugin target") }
        let command = ((target["pluginCapability"] as? [String: Any])?["command"] as? [Any])?.first as? [String: Any]
        guard let custom = command?["custom"] as? [String: String], let verb = custom["verb"], let description = custom["description"] else {
            throw DeclarationError("the plugin is not a command with a custom verb")
        }
        // The plugin runs `context.tool(named:)`: the one executable target it depends on.
        let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { ($0["byName"] as? [Any])?.first as? String }
        let executables = dependencies.filter { name in targets.contains { $0["name"] as? String == name && $0["type"] as? String == "executable" } }
        guard executables.count == 1 else { throw DeclarationError("the plugin depends on \(dependencies), not on one executable target") }
        return PluginDeclaration(target: targetName, verb: verb, description: description, tool: executables[0])
    }

    /// A package with the plugin's sources copied in and the tool as an artifact bundle of the binary given.
    func writeFixture(to package: URL, tool binary: URL) throws {
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Guide",
                targets: [
                    .target(name: "App", path: "Sources/App"),
                    .binaryTarget(name: "\(tool)", path: "\(tool).artifactbundle"),
                    .plugin(
                        name: "\(target)",
                        capability: .command(intent: .custom(verb: "\(verb)", description: "\(description)")),
                        dependencies: ["\(tool)"]
                    ),
                ]
            )

            """
        try writeApp(manifest, to: package)
        let plugins = package.appendingPathComponent("Plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Paths.packageRoot.appendingPathComponent("Plugins").appendingPathComponent(target), to: plugins.appendingPathComponent(target))

        let bundle = package.appendingPathComponent("\(tool).artifactbundle")
        try FileManager.default.createDirectory(at: bundle.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: binary, to: bundle.appendingPathComponent("bin").appendingPathComponent(tool))
        let variant: [String: Any] = ["path": "bin/\(tool)", "supportedTriples": [try Self.hostTriple()]]
        let info: [String: Any] = [
            "schemaVersion": "1.0", "artifacts": [tool: ["type": "executable", "version": "1.0.0", "variants": [variant]]],
        ]
        try JSONSerialization.data(withJSONObject: info).write(to: bundle.appendingPathComponent("info.json"))
    }

    private static func hostTriple() throws -> String {
        let info = try runProcess(StandInCompiler.swiftc, ["-print-target-info"])
        let json = try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any]
        guard let triple = (json?["target"] as? [String: Any])?["unversionedTriple"] as? String else {
            throw DeclarationError("swiftc -print-target-info names no target: \(info.stderr)")
        }
        return triple
    }
}

private struct DeclarationError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
