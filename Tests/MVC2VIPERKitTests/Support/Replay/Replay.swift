import Foundation
@testable import MVC2VIPERKit

/// A screen to replay: an original controller and the rest of its app, when it has one.
struct ReplayScreen: Hashable {
    let name: String
    let original: String
    let support: String?
    /// For a screen of a project: the folder migrations read, the controller's path in it, and the files holding
    /// its extensions (part of the original, replaced by their rewrites in the module).
    var project: URL?
    var controllerPath = ""
    var extensionFiles: [String: String] = [:]
    /// The class the migration chose, the one replayed; found once, not per replay.
    private(set) var controller = ""

    init(name: String, original: String, support: String?) throws {
        self.name = name
        self.original = original
        self.support = support
        controller = try migrate(to: .viper).plan.controller.name
    }

    static func sample(_ name: String) throws -> ReplayScreen {
        try ReplayScreen(name: name, original: try SampleFiles.original(name), support: try SampleFiles.support(name))
    }

    /// The Feed project's screen: its extension files as the original has them, the rest of the project as its app.
    static func feedProject() throws -> ReplayScreen {
        var files = try FeedProject.files()
        let original = files.removeValue(forKey: FeedProject.controllerPath)!
        let extensions = files.filter { $0.key.hasPrefix("Sources/FeedApp/Screens/FeedViewController+") }
        extensions.keys.forEach { files[$0] = nil }
        var screen = try ReplayScreen(
            name: "FeedViewController", original: original,
            support: files.sorted { $0.key < $1.key }.map(\.value).joined(separator: "\n"),
            project: FeedProject.root, controllerPath: FeedProject.controllerPath)
        screen.extensionFiles = extensions
        return screen
    }

    init(name: String, original: String, support: String?, project: URL, controllerPath: String) throws {
        self.name = name
        self.original = original
        self.support = support
        self.project = project
        self.controllerPath = controllerPath
        controller = try migrate(to: .viper).plan.controller.name
    }

    static func corpus(_ name: String) throws -> ReplayScreen {
        let url = Paths.fixtures.appendingPathComponent("Corpus/\(name).swift")
        let support = try? String(contentsOf: Paths.fixtures.appendingPathComponent("Corpus/App/\(name)+App.swift"), encoding: .utf8)
        return try ReplayScreen(name: name, original: try String(contentsOf: url, encoding: .utf8), support: support)
    }

    func migrate(to architecture: Architecture, tests: Bool = false) throws -> MigrationResult {
        if let project {
            var options = MigrationOptions(inputPath: project.appendingPathComponent(controllerPath).path, outputDirectory: "Modules")
            options.architecture = architecture
            options.emit.tests = tests
            options.project = .folder(project.path)
            options.jobs = 1
            return try Migration.run(options)
        }
        let source = ParsedSource(text: original, path: "\(name).swift")
        var options = MigrationOptions(inputPath: source.path, outputDirectory: "Modules")
        options.architecture = architecture
        options.emit.tests = tests
        return try Migration.run(options, source: source, catalog: RecipeCatalog.builtin())
    }
}

/// One replay: a screen's original controller (no architecture) or its migrated module.
struct Replay: Hashable {
    let screen: ReplayScreen
    let architecture: Architecture?

    /// The original and every architecture's module of each screen.
    static func all(of screens: [ReplayScreen]) -> [Replay] {
        screens.flatMap { screen in [Replay(screen: screen, architecture: nil)] + Architecture.allCases.map { Replay(screen: screen, architecture: $0) } }
    }

    static func playAll(_ runs: [Replay]) -> [Replay: Result<[String], Error>] {
        let lock = NSLock()
        var outcomes: [Replay: Result<[String], Error>] = [:]
        DispatchQueue.concurrentPerform(iterations: runs.count) { index in
            let outcome = Result { try runs[index].play() }
            lock.lock()
            outcomes[runs[index]] = outcome
            lock.unlock()
        }
        return outcomes
    }

    /// The recorded events, one per line. With `REPLAY_DUMP=<folder>` each record is also written
    /// there (`<screen>.<original|architecture>.txt`) for reading side by side.
    func play() throws -> [String] {
        let events: [String]
        if let architecture {
            let module = try screen.migrate(to: architecture).module
            events = try play(
                files: Dictionary(uniqueKeysWithValues: module.files.map { ($0.path, $0.contents) }), construction: .entryPoint(module.entryPoint))
        } else {
            events = try play(files: ["\(screen.name).swift": screen.original].merging(screen.extensionFiles) { $1 }, construction: .original)
        }
        if let folder = ProcessInfo.processInfo.environment["REPLAY_DUMP"] {
            let url = URL(fileURLWithPath: folder).appendingPathComponent("\(screen.name).\(architecture?.rawValue ?? "original").txt")
            try? (events.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        }
        return events
    }

    /// Plays the script on the screen's files, made runnable: outlets loaded as a storyboard would,
    /// services recording their calls, the app's support file beside them.
    func play(files screenFiles: [String: String], construction: ReplayScript.Construction) throws -> [String] {
        let script = try ReplayScript(original: screen.original, support: screen.support, controller: screen.controller)
        let services = ServiceRecording.services(in: [screen.original] + (screen.support.map { [$0] } ?? []))
        let runnable = { (source: String) in
            "import UIKit\n" + ServiceRecording.apply(StoryboardLoading.apply(source), services: services, values: script.values)
        }
        var files = screenFiles.mapValues(runnable)
        if let support = screen.support { files["App/\(screen.name)+App.swift"] = runnable(support) }
        files["ReplayRuntime.swift"] = try String(contentsOf: Paths.fixtures.appendingPathComponent("Replay/ReplayRuntime.swift"), encoding: .utf8)
        files["main.swift"] = try script.program(construction)
        // The script plays twice: with the services as the app has them, then with their throwing methods failing.
        let runs = try StandInCompiler.run(files, environments: [[:], ["REPLAY_SERVICES_FAIL": "1"]])
        var events: [String] = []
        for (run, pass) in zip(runs, ["services succeed", "services fail"]) {
            guard run.status == 0 else {
                throw StandInCompiler.StandInError(message: "the replay stopped (\(pass), status \(run.status)):\n\(run.stderr)\n\(run.stdout)")
            }
            events += ["== \(pass)"] + run.stdout.split(separator: "\n").map(String.init)
        }
        return Self.orderingConcurrentCalls(events)
    }

    /// Service calls made back to back may run concurrently (`async let`, task groups), so each run
    /// of consecutive calls is compared as a set; their order against everything else still counts.
    static func orderingConcurrentCalls(_ events: [String]) -> [String] {
        var result: [String] = []
        var calls: [String] = []
        for event in events + [""] {
            if event.hasPrefix("call ") {
                calls.append(event)
                continue
            }
            result += calls.sorted()
            calls = []
            result.append(event)
        }
        return Array(result.dropLast())
    }
}
