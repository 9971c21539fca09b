import Foundation

/// Where the package's files are, from this source file's location.
enum Paths {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let samples = packageRoot.appendingPathComponent("Samples")
    static let recipes = packageRoot.appendingPathComponent("Recipes")
    static let fixtures = packageRoot.appendingPathComponent("Tests/MVC2VIPERKitTests/Fixtures")
    static let standIn = fixtures.appendingPathComponent("StandIn")

    /// The folder holding the built products (the `mvc2viper` executable beside the test bundle).
    static var products: URL {
        var candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("mvc2viper").path) }
            ?? packageRoot.appendingPathComponent(".build/debug")
    }

    static func temporaryDirectory(_ name: String = "mvc2viper-tests") -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Runs a program and collects what it says.
struct ProcessResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

func runProcess(_ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> ProcessResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    }
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Both pipes drain at once: a program that fills one (a build's log on stderr) while the other is read would wait
    // for ever.
    nonisolated(unsafe) var errData = Data()
    let drained = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        errData = err.fileHandleForReading.readDataToEndOfFile()
        drained.signal()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    drained.wait()
    process.waitUntilExit()
    return ProcessResult(
        status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
}
