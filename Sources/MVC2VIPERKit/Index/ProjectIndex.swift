import Foundation
import SwiftParser
import SwiftSyntax

/// Every Swift file of a project, parsed once in parallel, as declarations: one type table, the
/// extensions and the files they are in, the controller hierarchy — and, for a controller under
/// migration, the uses of it other files make. The dashboard and the migration share it.
///
/// Pass order, and why:
/// 1. the files are listed with the dashboard's skips (build products, dependencies, hidden folders) and
///    the folders the caller excludes (the module being written);
/// 2. each file is parsed once and walked once by the `DeclarationCollector`; a file that names a watched
///    type (the controller) is also searched for its uses there while its tree is at hand, so no file is
///    parsed twice;
/// 3. the declarations of all files make one type table and one hierarchy; trees are not kept;
/// 4. the storyboards and nibs naming a watched class are read for its scenes (after the Swift files, as only
///    a migration watches classes: the dashboard never pays for them).
public struct ProjectIndex: Sendable {
    /// The project folder (or the input file, for a one-file index).
    public let root: String
    /// The files indexed, sorted by path; a file's position is its id.
    let files: [IndexedFile]
    /// Files that could not be read or parsed, with the reason.
    public let skipped: [ScanFailure]
    public let types: TypeTable
    let hierarchy: ControllerHierarchy
    /// Uses of the watched types' members found in each file, by watched type name.
    let uses: [String: [MemberUse]]
    /// The storyboard scenes and nibs that make a watched class.
    var scenes: [InterfaceScene] = []

    public var paths: [String] { files.map(\.path) }

    /// Files declaring a class named `name`.
    public func filesDeclaringClass(_ name: String) -> [String] {
        files.filter { $0.classes.contains { $0.name == name } }.map(\.path)
    }

    /// Files holding an extension of `name`.
    public func filesExtending(_ name: String) -> [String] {
        files.filter { $0.extensions.contains { $0.name == name } }.map(\.path)
    }

    /// Indexes every Swift file under `root` but those under `excluded` folders; `watching` names types
    /// (the controller) whose members' uses are collected; `progress` hears how many files are done.
    public static func build(
        root: String, excluding excluded: [String] = [], watching: Set<String> = [], jobs: Int,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws -> ProjectIndex {
        guard FileManager.default.isReadableFile(atPath: root),
            (try? FileManager.default.contentsOfDirectory(atPath: root)) != nil
        else {
            throw MigrationError.unreadable(root, reason: "the project folder cannot be read")
        }
        let excludedPrefixes = excluded.map { absolute($0) + "/" }
        // `./Sources/…` reads as `Sources/…`, the way the input file is named.
        let paths = try ProjectScanner.swiftFiles(in: [root]).map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }.filter { path in
            let full = absolute(path)
            return !excludedPrefixes.contains { full.hasPrefix($0) }
        }
        let total = paths.count
        let results = ProjectScanner.parallelMap(paths, jobs: jobs, progress: progress.map { report in { report($0, total) } }) { path in
            indexFile(path, watching: watching)
        }
        var files: [IndexedFile] = []
        var skipped: [ScanFailure] = []
        var uses: [String: [MemberUse]] = [:]
        for result in results {
            switch result {
            case .success(let (file, found)):
                files.append(file)
                uses.merge(found) { $0 + $1 }
            case .failure(let failure):
                skipped.append(failure)
            }
        }
        var index = ProjectIndex(
            root: root, files: files, skipped: skipped, types: TypeTable(files.map(\.declarations)),
            hierarchy: ControllerHierarchy(files.map(\.declarations)), uses: uses)
        if !watching.isEmpty {
            let interfaces = try ProjectScanner.interfaceFiles(in: [root]).map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }
            index.scenes = ProjectScanner.parallelMap(interfaces, jobs: jobs, progress: nil) { path -> [InterfaceScene] in
                guard case .success(let text) = ProjectScanner.read(path) else { return [] }
                return InterfaceBuilderReader.scenes(in: text, path: path, classes: watching)
            }.flatMap { $0 }
        }
        return index
    }

    /// One file alone: what `--no-project` reads.
    public static func single(_ source: ParsedSource) -> ProjectIndex {
        let collector = DeclarationCollector(path: source.path, lines: source.lineStarts, recordingTypes: true)
        collector.walk(source.tree)
        var file = IndexedFile(path: source.path, lines: source.location(at: source.tree.endPosition).line)
        file.declarations = collector.finished()
        return ProjectIndex(
            root: source.path, files: [file], skipped: [], types: TypeTable([file.declarations]),
            hierarchy: ControllerHierarchy([file.declarations]), uses: [:])
    }

    /// Reads, parses and walks one file: its declarations, and the uses of watched types it makes.
    static func indexFile(_ path: String, watching: Set<String>) -> Result<(IndexedFile, [String: [MemberUse]]), ScanFailure> {
        let source: ParsedSource
        let file: IndexedFile
        switch parse(path) {
        case .success(let read): (source, _, file) = read
        case .failure(let failure): return .failure(failure)
        }
        var uses: [String: [MemberUse]] = [:]
        for name in watching where ByteSearch.contains(name, in: source.text) {
            let found = MemberUseCollector.uses(of: name, in: source)
            if !found.isEmpty { uses[name] = found }
        }
        return .success((file, uses))
    }

    /// Reads and parses one file and walks its declarations once: what the index and the dashboard both start from.
    static func parse(_ path: String) -> Result<(ParsedSource, DeclarationCollector, IndexedFile), ScanFailure> {
        let text: String
        switch ProjectScanner.read(path) {
        case .success(let read): text = read
        case .failure(let failure): return .failure(failure)
        }
        let source = ParsedSource(text: text, path: path)
        if let firstError = source.syntaxErrors.first {
            return .failure(ScanFailure(path: path, reason: "does not parse: " + firstError.dropFirst(path.count + 1)))
        }
        let collector = DeclarationCollector(path: path, lines: source.lineStarts, recordingTypes: true)
        collector.walk(source.tree)
        var file = IndexedFile(path: path, lines: text.lineCount)
        file.declarations = collector.finished()
        return .success((source, collector, file))
    }

    /// A path as the file system knows it, for telling whether two spellings name one file.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The nearest folder at or above `path` that holds `Package.swift`, an `.xcodeproj`, an `.xcworkspace`
    /// or `.git`: the project around a file.
    public static func locateRoot(around path: String) -> String? {
        var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.contains(where: { $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
                // Relative to the current folder when inside it, as the user writes paths: reports stay the same on every machine.
                let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
                if folder.path == current { return "." }
                return folder.path.hasPrefix(current + "/") ? String(folder.path.dropFirst(current.count + 1)) : folder.path
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}

/// A use of a controller's member from another file (`detail.item = item`, `feed.reload()`).
public struct MemberUse: Codable, Equatable, Sendable {
    public let member: String
    public let location: SourceLocation
    /// Whether the use assigns the member.
    public let isWrite: Bool
    /// The line of code, trimmed.
    public let code: String
}
