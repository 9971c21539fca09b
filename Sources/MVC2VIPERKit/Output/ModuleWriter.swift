import Foundation

/// Writes an emitted module and its report all-or-nothing: every file is written to a staging folder
/// inside the output folder first and moved into place only when all are ready; a move that fails puts back
/// what was moved, and an interruption leaves the project as it was. Existing files are never overwritten and
/// an existing module never regenerated unless `force` says so; shared support files are only ever added.
public enum ModuleWriter {
    /// A file outside the module's tree (the report `--report` names), by its path from the current folder.
    public struct ExtraFile: Equatable, Sendable {
        public let path: String
        public let contents: String

        public init(path: String, contents: String) {
            self.path = path
            self.contents = contents
        }
    }

    static let stagingPrefix = ".mvc2viper-staging-"

    /// Returns the written paths: the module's relative to `directory`, extra files as given.
    @discardableResult
    public static func write(_ module: EmittedModule, to directory: String, force: Bool, extra: [ExtraFile] = []) throws -> [String] {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        let rootExisted = fileManager.fileExists(atPath: directory, isDirectory: &isDirectory)
        if rootExisted, !isDirectory.boolValue { throw MigrationError.outputNotADirectory(directory) }
        let root = URL(fileURLWithPath: directory)
        // A shared support file already there (another module's, perhaps edited since) stays as it is.
        let files = module.files.filter { !($0.isShared && fileManager.fileExists(atPath: root.appendingPathComponent($0.path).path)) }
        if !force {
            // The module's own folders (`Menu/`, `MenuTests/`): one that exists is a module made before.
            let folders = Set(module.files.filter { !$0.isShared }.compactMap { $0.path.split(separator: "/").first.map(String.init) })
            for folder in folders.sorted() where fileManager.fileExists(atPath: root.appendingPathComponent(folder).path) {
                throw MigrationError.moduleExists(root.appendingPathComponent(folder).path)
            }
        }
        let writes =
            files.map { (target: root.appendingPathComponent($0.path), contents: $0.contents, name: $0.path) }
            + extra.map { (target: URL(fileURLWithPath: $0.path), contents: $0.contents, name: $0.path) }
        for write in writes where fileManager.fileExists(atPath: write.target.path) && !force {
            throw MigrationError.fileExists(write.target.path)
        }
        do {
            try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw MigrationError.writeFailed(directory, reason: "cannot create the folder")
        }
        removeAbandonedStaging(in: root)
        let staging = root.appendingPathComponent(stagingPrefix + "\(ProcessInfo.processInfo.processIdentifier)")
        let interruptions = InterruptionGuard.shared
        interruptions.begin(staging: staging, createdRoot: rootExisted ? nil : root)
        defer {
            try? fileManager.removeItem(at: staging)
            interruptions.end()
        }
        // Staged flat, by number: a target outside the output folder has no place in a mirrored tree.
        let staged = writes.indices.map { staging.appendingPathComponent("\($0)") }
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            for (write, stagedFile) in zip(writes, staged) { try Data(write.contents.utf8).write(to: stagedFile) }
        } catch {
            if !rootExisted { try? fileManager.removeItem(at: root) }
            throw MigrationError.writeFailed(directory, reason: "the folder is not writable")
        }
        if let pause = ProcessInfo.processInfo.environment["MVC2VIPER_TEST_PAUSE_BEFORE_MOVE"], let seconds = Double(pause) {
            // For the test that interrupts a write: everything is staged, nothing is in place yet.
            Thread.sleep(forTimeInterval: seconds)
        }
        try interruptions.whileMoving {
            var moves = Moves(staging: staging)
            do {
                for (write, stagedFile) in zip(writes, staged) { try moves.move(stagedFile, to: write.target) }
            } catch {
                moves.undo()
                throw MigrationError.writeFailed(moves.failedTarget ?? directory, reason: "\(error.localizedDescription); nothing was written")
            }
        }
        return writes.map(\.name)
    }

    /// Staging folders of runs that were killed outright (a signal no one can catch) are removed on the next run.
    static func removeAbandonedStaging(in root: URL) {
        let fileManager = FileManager.default
        for name in (try? fileManager.contentsOfDirectory(atPath: root.path)) ?? [] where name.hasPrefix(stagingPrefix) {
            guard let pid = Int32(name.dropFirst(stagingPrefix.count)), kill(pid, 0) != 0 else { continue }
            try? fileManager.removeItem(at: root.appendingPathComponent(name))
        }
    }
}

/// The moves made so far, so that a failure part-way can put the project back as it was.
private struct Moves {
    let staging: URL
    private var done: [(target: URL, backup: URL?)] = []
    private var createdFolders: [URL] = []
    private(set) var failedTarget: String?

    init(staging: URL) { self.staging = staging }

    mutating func move(_ staged: URL, to target: URL) throws {
        let fileManager = FileManager.default
        failedTarget = target.path
        var missing: [URL] = []
        var folder = target.deletingLastPathComponent()
        while !fileManager.fileExists(atPath: folder.path) {
            missing.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        createdFolders += missing.reversed()
        var backup: URL?
        if fileManager.fileExists(atPath: target.path) {
            // --force: the file it replaces is kept aside until every move has succeeded.
            backup = staging.appendingPathComponent("backup-\(done.count)")
            try fileManager.moveItem(at: target, to: backup!)
        }
        done.append((target, backup))
        try fileManager.moveItem(at: staged, to: target)
        failedTarget = nil
    }

    func undo() {
        let fileManager = FileManager.default
        for (target, backup) in done.reversed() {
            try? fileManager.removeItem(at: target)
            if let backup { try? fileManager.moveItem(at: backup, to: target) }
        }
        for folder in createdFolders.reversed() { try? fileManager.removeItem(at: folder) }
    }
}

/// Ctrl-C, a cancelled CI job or a hang-up while a module is being written: the staging folder (and the output
/// folder, if this run made it) is removed and the process exits with 128 + the signal. Once files are being
/// moved into place the moves finish first, so the project holds the whole module or none of it.
final class InterruptionGuard: @unchecked Sendable {
    static let shared = InterruptionGuard()
    private let lock = NSLock()
    private var staging: URL?
    private var createdRoot: URL?
    private var sources: [DispatchSourceSignal] = []

    func begin(staging: URL, createdRoot: URL?) {
        lock.lock()
        defer { lock.unlock() }
        self.staging = staging
        self.createdRoot = createdRoot
        guard sources.isEmpty else { return }
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [unowned self] in self.interrupted(by: signalNumber) }
            source.resume()
            sources.append(source)
        }
    }

    func whileMoving<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    func end() {
        lock.lock()
        defer { lock.unlock() }
        staging = nil
        createdRoot = nil
    }

    private func interrupted(by signalNumber: Int32) {
        lock.lock()
        if let staging { try? FileManager.default.removeItem(at: staging) }
        if let createdRoot, (try? FileManager.default.contentsOfDirectory(atPath: createdRoot.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: createdRoot)
        }
        exit(128 + signalNumber)
    }
}
