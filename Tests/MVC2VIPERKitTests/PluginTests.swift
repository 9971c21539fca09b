import Foundation
import XCTest

/// The SwiftPM command plugin, run as a team would run it on a package of theirs: a fixture package that depends on
/// mvc2viper, one of its controllers migrated beside itself, then the package's dashboard. Its first run builds the
/// tool for the fixture (in `.build-plugin-fixture/`, kept between runs like `.build/`).
final class PluginTests: XCTestCase {
    func testThePluginMigratesAControllerOfThePackageAndPrintsItsDashboard() throws {
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
        try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
        let app = package.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Paths.samples.appendingPathComponent("MenuController.swift"), to: app.appendingPathComponent("MenuController.swift"))

        let swift = StandInCompiler.swiftc.deletingLastPathComponent().appendingPathComponent("swift")
        let scratch = Paths.packageRoot.appendingPathComponent(".build-plugin-fixture").path
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
