import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory mvc2viper Sources/App/FeedViewController.swift` migrates a
/// controller of the package; `swift package mvc2viper dashboard` prints where the package's migration stands. The
/// arguments are the tool's own; the plugin runs it in the package's folder, where `.mvc2viper.json` is read, and
/// adds what the tool cannot guess there: the folder a module is written into (the controller's own, unless `--out`
/// or the configuration says) and the folder the dashboard scans (the package).
@main
struct MVC2VIPERPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try PluginRun(tool: try context.tool(named: "mvc2viper").url, directory: context.package.directoryURL).run(arguments)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension MVC2VIPERPlugin: XcodeCommandPlugin {
        /// The same from Xcode's File ▸ Packages menu on an app project: paths are the project's.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try PluginRun(tool: try context.tool(named: "mvc2viper").url, directory: context.xcodeProject.directoryURL).run(arguments)
        }
    }
#endif

struct PluginRun {
    let tool: URL
    let directory: URL

    func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = Self.completed(arguments, in: directory)
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // The tool said what went wrong; a migration the sandbox kept from writing needs the flag that allows it.
            let writes = arguments.first != "dashboard" && !arguments.contains("--check") && !arguments.contains("--dry-run")
            Diagnostics.error(
                "mvc2viper exited with status \(process.terminationStatus)"
                    + (writes ? " (a migration writes into the package: run it with --allow-writing-to-package-directory)" : ""))
            throw PluginFailure(status: process.terminationStatus)
        }
    }

    /// The tool's arguments with the defaults a package gives: `dashboard` scans the package when no folder is named;
    /// a migration writes the module beside its controller unless `--out` or `.mvc2viper.json` says where.
    static func completed(_ arguments: [String], in directory: URL) -> [String] {
        let exists = { (path: String) in FileManager.default.fileExists(atPath: URL(fileURLWithPath: path, relativeTo: directory).path) }
        if arguments.first == "dashboard" {
            // A folder or file named among the options' values is what to scan; none named, the package.
            let named = arguments.dropFirst().contains { !$0.hasPrefix("-") && !$0.hasSuffix(".json") && !$0.hasSuffix(".jsonl") && exists($0) }
            return named || arguments.contains("--help") ? arguments : arguments + [directory.path]
        }
        let configured = exists(".mvc2viper.json")
        guard !arguments.contains("--out"), !arguments.contains("--check"), !configured,
            let file = arguments.first(where: { $0.hasSuffix(".swift") })
        else { return arguments }
        let folder = URL(fileURLWithPath: file, relativeTo: directory).deletingLastPathComponent().path
        return arguments + ["--out", folder]
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "mvc2viper exited with status \(status)" }
}
