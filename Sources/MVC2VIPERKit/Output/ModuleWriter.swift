import Foundation

/// Writes an emitted module all-or-nothing: every file is written to a staging folder inside the
/// output folder first and moved into place only when all are ready. Existing files are never
/// overwritten unless `force` says so; shared support files are only ever added.
public enum ModuleWriter {
    /// Returns the written paths, relative to `directory`.
    @discardableResult
    public static func write(_ module: EmittedModule, to directory: String, force: Bool) throws -> [String] {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw MigrationError.outputNotADirectory(directory)
        }
        let root = URL(fileURLWithPath: directory)
        // A shared support file already there (another module's, perhaps edited since) stays as it is.
        let files = module.files.filter { !($0.isShared && fileManager.fileExists(atPath: root.appendingPathComponent($0.path).path)) }
        for file in files {
            let target = root.appendingPathComponent(file.path)
            if fileManager.fileExists(atPath: target.path), !force { throw MigrationError.fileExists(target.path) }
        }
        do {
            try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw MigrationError.writeFailed(directory, reason: "cannot create the folder")
        }
        let staging = root.appendingPathComponent(".mvc2viper-staging-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? fileManager.removeItem(at: staging) }
        do {
            for file in files {
                let staged = staging.appendingPathComponent(file.path)
                try fileManager.createDirectory(at: staged.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: staged)
            }
        } catch {
            throw MigrationError.writeFailed(directory, reason: "the folder is not writable")
        }
        for file in files {
            let staged = staging.appendingPathComponent(file.path)
            let target = root.appendingPathComponent(file.path)
            do {
                try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                if fileManager.fileExists(atPath: target.path) { try fileManager.removeItem(at: target) }
                try fileManager.moveItem(at: staged, to: target)
            } catch {
                throw MigrationError.writeFailed(target.path, reason: error.localizedDescription)
            }
        }
        return files.map(\.path)
    }
}
