import Foundation

/// Writes an emitted module and its report all-or-nothing: every file is written to a staging folder
/// inside the output folder first and moved into place only when all are ready. Existing files are never
/// overwritten unless `force` says so; shared support files are only ever added.
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

    /// Returns the written paths: the module's relative to `directory`, extra files as given.
    @discardableResult
    public static func write(_ module: EmittedModule, to directory: String, force: Bool, extra: [ExtraFile] = []) throws -> [String] {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw MigrationError.outputNotADirectory(directory)
        }
        let root = URL(fileURLWithPath: directory)
        // A shared support file already there (another module's, perhaps edited since) stays as it is.
        let files = module.files.filter { !($0.isShared && fileManager.fileExists(atPath: root.appendingPathComponent($0.path).path)) }
        let writes = files.map { (target: root.appendingPathComponent($0.path), contents: $0.contents, name: $0.path) }
            + extra.map { (target: URL(fileURLWithPath: $0.path), contents: $0.contents, name: $0.path) }
        for write in writes where fileManager.fileExists(atPath: write.target.path) && !force {
            throw MigrationError.fileExists(write.target.path)
        }
        do {
            try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw MigrationError.writeFailed(directory, reason: "cannot create the folder")
        }
        let staging = root.appendingPathComponent(".mvc2viper-staging-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? fileManager.removeItem(at: staging) }
        // Staged flat, by number: a target outside the output folder has no place in a mirrored tree.
        let staged = writes.indices.map { staging.appendingPathComponent("\($0)") }
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            for (write, stagedFile) in zip(writes, staged) { try Data(write.contents.utf8).write(to: stagedFile) }
        } catch {
            throw MigrationError.writeFailed(directory, reason: "the folder is not writable")
        }
        for (write, stagedFile) in zip(writes, staged) {
            do {
                try fileManager.createDirectory(at: write.target.deletingLastPathComponent(), withIntermediateDirectories: true)
                if fileManager.fileExists(atPath: write.target.path) { try fileManager.removeItem(at: write.target) }
                try fileManager.moveItem(at: stagedFile, to: write.target)
            } catch {
                throw MigrationError.writeFailed(write.target.path, reason: error.localizedDescription)
            }
        }
        return writes.map(\.name)
    }
}
