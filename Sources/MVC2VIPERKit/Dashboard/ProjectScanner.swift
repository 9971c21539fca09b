import Foundation
import SwiftParser
import SwiftSyntax

/// A file the dashboard could not read or parse, and why.
public struct ScanFailure: Error, Codable, Equatable, Sendable {
    public let path: String
    public let reason: String
}

/// Every Swift file of a project, scanned in parallel.
///
/// Pass order, and why:
/// 1. every file is parsed once; its type declarations are noted, and the classes that look like controllers
///    on their own (`…: UIViewController`, `…: BaseViewController`) are measured while the tree is at hand;
/// 2. the class hierarchy of the whole project tells which classes are controllers;
/// 3. only the files holding a controller pass 1 could not recognise (`FeedScreen: BaseScreen`, or an
///    extension of it in a file of its own) are parsed again, so that parsing stays the bulk of the work;
/// 4. a controller spread over several files is planned once more as one type, from those files, with the
///    types of the whole project (as a migration reads it).
struct ProjectScan: Sendable {
    struct Controller: Sendable {
        /// The file declaring the class.
        var path: String
        var measurement: TypeMeasurement
    }

    /// The files as pass 1 and 3 left them (without their full type declarations when the cache gave them).
    var files: [IndexedFile]
    var failures: [ScanFailure]
    var hierarchy: ControllerHierarchy
    var controllers: [String: Controller]
}

public enum ProjectScanner {
    /// Folders that hold no app code of the team's own: build products, dependencies, version control.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "build"]

    /// The Swift files under `roots`, sorted; a root may be a single file.
    public static func swiftFiles(in roots: [String]) throws -> [String] {
        try files(in: roots, endingWith: [".swift"], keepingNamedFiles: true)
    }

    /// The storyboards and nibs under `roots`, with the same skips: the screens Interface Builder makes.
    static func interfaceFiles(in roots: [String]) throws -> [String] {
        try files(in: roots, endingWith: [".storyboard", ".xib"])
    }

    /// `keepingNamedFiles`: a root that is a file is listed whatever its name (the user named it).
    private static func files(in roots: [String], endingWith suffixes: [String], keepingNamedFiles: Bool = false) throws -> [String] {
        var files: [String] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw MigrationError.fileNotFound(root)
            }
            guard isDirectory.boolValue else {
                if keepingNamedFiles || suffixes.contains(where: root.hasSuffix) { files.append(root) }
                continue
            }
            // Paths as the user wrote the root, so that baselines made on another machine still match.
            let walked = FolderWalk.files(under: root) { name in name.hasPrefix(".") || skippedFolders.contains(name) }
            files += walked.filter { path in suffixes.contains(where: path.hasSuffix) }
        }
        return Array(Set(files)).sorted()
    }

    /// Scans `paths` on `jobs` threads; `progress` hears how many files are done. With a `cache`, a file whose
    /// bytes it saw before is not parsed again (passes 1 and 3); the cache is updated, not saved.
    static func scan(
        _ paths: [String], catalog: RecipeCatalog, jobs: Int, cache: DashboardCache? = nil,
        progress: (@Sendable (Int) -> Void)? = nil
    ) -> ProjectScan {
        let first = parallelMap(paths, jobs: jobs, progress: progress) { path in
            guard let cache, let data = FileManager.default.contents(atPath: path) else { return scanFile(path, catalog: catalog, measuring: nil) }
            let fingerprint = DashboardCache.fingerprint(data)
            if let known = cache.result(path, fingerprint: fingerprint) { return known }
            let result = scanFile(path, catalog: catalog, measuring: nil)
            cache.store(path, fingerprint: fingerprint, result)
            return result
        }
        var files = first.compactMap { if case .success(let facts) = $0 { return facts } else { return nil } }
        let failures = first.compactMap { if case .failure(let failure) = $0 { return failure } else { return nil } }
        // The hierarchy reads declarations only, which the measuring passes below do not change.
        let hierarchy = ControllerHierarchy(files.map(\.declarations))
        let controllers = hierarchy.controllers
        let missing: [(index: Int, path: String, names: Set<String>)] = files.enumerated().compactMap { index, file in
            let names = Set(file.classes.map(\.name) + file.extensions.map(\.name)).intersection(controllers)
                .subtracting(file.measurements.keys)
            return names.isEmpty ? nil : (index, file.path, names)
        }
        let second = parallelMap(missing, jobs: jobs, progress: nil) { item in
            scanFile(item.path, catalog: catalog, measuring: item.names)
        }
        for ((index, _, _), result) in zip(missing, second) {
            if case .success(let facts) = result { files[index].measurements.merge(facts.measurements) { old, _ in old } }
            // What pass 3 measured depends on the file alone too: a rerun finds it measured.
            cache?.update(files[index])
        }
        var measured: [String: ProjectScan.Controller] = [:]
        var spread = Set<String>()
        for file in files {
            for (name, share) in file.measurements.sorted(by: { $0.key < $1.key }) where controllers.contains(name) {
                guard var entry = measured[name] else {
                    measured[name] = .init(path: file.path, measurement: share)
                    continue
                }
                if share.declaresClass && !entry.measurement.declaresClass { entry.path = file.path }
                entry.measurement.add(share)
                measured[name] = entry
                spread.insert(name)
            }
        }
        // Pass 4, with the cache: a controller whose files and the project's type declarations are as they were is
        // taken as planned then; the type table (the bulk of the cache) is read only when one is not.
        let typesFingerprint = spread.isEmpty ? "" : cache?.typesFingerprint() ?? ""
        let keys = Dictionary(
            uniqueKeysWithValues: spread.map { name in
                (name, cache?.spreadKey(name, files: [measured[name]!.path] + measured[name]!.measurement.paths, types: typesFingerprint))
            })
        let planned = keys.compactMapValues { key in key.flatMap { cache?.spread($0) } }
        let toPlan = spread.subtracting(planned.keys).sorted()
        if !toPlan.isEmpty {
            let types = TypeTable(files.map { cache?.declarations(of: $0) ?? $0.declarations })
            let replanned = parallelMap(toPlan, jobs: jobs, progress: nil) { [measured] name in
                var entry = measured[name]!
                entry.measurement.planAsOne(name, path: entry.path, types: types, catalog: catalog)
                return entry
            }
            for (name, entry) in zip(toPlan, replanned) {
                measured[name] = entry
                if let key = keys[name] ?? nil { cache?.storeSpread(key, entry.measurement) }
            }
        }
        for (name, measurement) in planned { measured[name]?.measurement = measurement }
        return ProjectScan(files: files, failures: failures, hierarchy: hierarchy, controllers: measured)
    }

    /// Parse alone, on the same files with the same reading: what the benchmark compares the dashboard with.
    public static func parseOnly(_ paths: [String], jobs: Int) -> Int {
        parallelMap(paths, jobs: jobs, progress: nil) { path -> Int in
            guard case .success(let text) = read(path) else { return 0 }
            return Parser.parse(source: text).hasError ? 0 : 1
        }.reduce(0, +)
    }

    /// Pass 1 (`measuring` nil: whatever looks like a controller) or pass 3 (the names given).
    static func scanFile(_ path: String, catalog: RecipeCatalog, measuring names: Set<String>?) -> Result<IndexedFile, ScanFailure> {
        let parsed: ParsedSource
        let collector: DeclarationCollector
        var facts: IndexedFile
        switch ProjectIndex.parse(path) {
        case .success(let read): (parsed, collector, facts) = read
        case .failure(let failure): return .failure(failure)
        }
        let toMeasure = names ?? likelyControllers(facts)
        guard !toMeasure.isEmpty else { return .success(facts) }
        // The file's types as the walk recorded them, not walked again per controller.
        let sources = SourceSet([parsed], types: TypeTable([facts.declarations]))
        for name in toMeasure.sorted() {
            facts.measurements[name] = TypeMeasurement.measure(name, in: sources, collector: collector, catalog: catalog)
        }
        return .success(facts)
    }

    /// The file's controllers as the file alone tells (measured while its tree is at hand), and extensions of
    /// types named like controllers (a screen's share in this file); the project's hierarchy finds the rest.
    static func likelyControllers(_ facts: IndexedFile) -> Set<String> {
        ControllerHierarchy([facts.declarations]).controllers
            .union(facts.extensions.map(\.name).filter(ControllerFinder.isControllerName))
    }

    static func read(_ path: String) -> Result<String, ScanFailure> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ScanFailure(path: path, reason: "cannot be read (permission denied or I/O error)"))
        }
        // Over the raw bytes: Data's own iterator costs a call per byte.
        if data.withUnsafeBytes({ $0.contains(0) }) { return .failure(ScanFailure(path: path, reason: "binary content")) }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(ScanFailure(path: path, reason: "not UTF-8 text"))
        }
        return .success(text)
    }

    /// `transform` over `items` on `jobs` threads, results in the order of `items`.
    static func parallelMap<Item: Sendable, Result: Sendable>(
        _ items: [Item], jobs: Int, progress: (@Sendable (Int) -> Void)?, _ transform: @Sendable @escaping (Item) -> Result
    ) -> [Result] {
        let results = ResultSlots<Result>(count: items.count)
        let next = ResultSlots<Int>(count: 1)
        next.set(0, 0)
        let workers = max(1, min(jobs, items.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            // Each worker takes the next file as it finishes one: big files do not hold up a whole share.
            while let index = next.takeNext(limit: items.count) {
                results.set(index, transform(items[index]))
                if let progress { progress(results.filledCount) }
            }
        }
        return results.values()
    }
}

/// Slots filled from several threads under a lock.
private final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private var filled = 0
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        if slots[index] == nil { filled += 1 }
        slots[index] = value
    }

    var filledCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return filled
    }

    func values() -> [Value] { slots.map { $0! } }

    /// For a counter in slot 0: hands out 0, 1, 2, … up to `limit`.
    func takeNext(limit: Int) -> Int? where Value == Int {
        lock.lock()
        defer { lock.unlock() }
        let index = slots[0]!
        guard index < limit else { return nil }
        slots[0] = index + 1
        return index
    }
}
