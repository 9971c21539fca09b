import Foundation

/// What the dashboard learnt of each file on its last run, keyed by the file's path and its bytes: SwiftLint's cache,
/// but keyed by content rather than by modification date, so that it is never stale — a file whose bytes changed
/// is parsed again, and one whose bytes are the same gives the same facts. The whole cache is keyed by the tool's
/// version and the recipes it measured with; another version or other recipes start afresh.
///
/// What it keeps is pass 1 and pass 3 of `ProjectScanner.scan` (a file's declarations and the controllers measured
/// in it), which depend on the file alone, and pass 4 (a controller spread over several files planned as one), keyed
/// by its files' bytes and every file's type declarations. The hierarchy is worked out again on every run.
public final class DashboardCache: @unchecked Sendable {
    struct Entry: Codable {
        var fingerprint: String
        /// The file's facts without its full type declarations, which are most of what the cache holds and only
        /// needed when a controller spread over several files is planned again: they are kept beside the cache, in
        /// the pack of the run that made them (one file per run, a line per file's types), under this fingerprint of
        /// their contents, written once and read on demand.
        var file: IndexedFile?
        var types: String?
        var pack: String?
        var failure: ScanFailure?
    }

    /// A file's full type declarations, as `types` holds them.
    private struct Types: Codable {
        var types: [TypeTable.TypeInfo]
        var extensionTypes: [TypeTable.TypeInfo]
    }

    private struct Stored: Codable {
        var key: String
        var files: [String: Entry]
        /// Controllers spread over several files as pass 4 planned them, by `spreadKey`.
        var spread: [String: TypeMeasurement]
    }

    let url: URL
    private let key: String
    private let lock = NSLock()
    private var previous: [String: Entry]
    private var previousSpread: [String: TypeMeasurement]
    /// This run's entries: only files seen now are written back, so deleted files leave the cache.
    private var current: [String: Entry] = [:]
    private var currentSpread: [String: TypeMeasurement] = [:]
    /// Type declarations made on this run, by fingerprint, to write beside the cache.
    private var newTypes: [String: Data] = [:]
    /// Packs read on this run: each file's types by fingerprint.
    private var packs: [String: [String: Data]] = [:]
    /// The folder of the type declarations' packs: `<cache>.types/`.
    private var typesFolder: URL { URL(fileURLWithPath: url.path + ".types") }

    /// The cache at `url` when it was written with the same key, else an empty one that will be written there.
    init(url: URL, catalog: RecipeCatalog) {
        self.url = url
        let recipes = (try? Self.encoder.encode(catalog.recipes)) ?? Data()
        key = "\(MVC2VIPER.version) \(Self.fingerprint(recipes))"
        let stored = (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(Stored.self, from: $0) }
        previous = stored?.key == key ? stored?.files ?? [:] : [:]
        previousSpread = stored?.key == key ? stored?.spread ?? [:] : [:]
    }

    /// The facts of the file at `path` whose bytes have `fingerprint`, when the last run saw it so — without its
    /// full type declarations (`declarations(of:)` adds them).
    func result(_ path: String, fingerprint: String) -> Result<IndexedFile, ScanFailure>? {
        lock.withLock {
            guard let entry = previous[path], entry.fingerprint == fingerprint else { return nil }
            current[path] = entry
            if let file = entry.file { return .success(file) }
            return entry.failure.map { .failure($0) }
        }
    }

    func store(_ path: String, fingerprint: String, _ result: Result<IndexedFile, ScanFailure>) {
        let entry: Entry
        switch result {
        case .success(let file):
            let types = (try? Self.encoder.encode(Types(types: file.declarations.types, extensionTypes: file.declarations.extensionTypes))) ?? Data()
            let typesFingerprint = Self.fingerprint(types)
            lock.withLock { newTypes[typesFingerprint] = types }
            entry = Entry(fingerprint: fingerprint, file: Self.withoutTypes(file), types: typesFingerprint)
        case .failure(let failure):
            entry = Entry(fingerprint: fingerprint, failure: failure)
        }
        lock.withLock { current[path] = entry }
    }

    /// The file's facts with what a later pass measured in it added.
    func update(_ file: IndexedFile) {
        lock.withLock { current[file.path]?.file = Self.withoutTypes(file) }
    }

    /// A file read from the cache with its full type declarations.
    /// Types whose file is missing or not what its name says (a run stopped while writing it) come from the file's
    /// source again.
    func declarations(of file: IndexedFile) -> FileDeclarations {
        // An entry without a pack was made on this run: the file was parsed now and holds them.
        guard let entry = lock.withLock({ current[file.path] }), let name = entry.types, let packName = entry.pack else { return file.declarations }
        let data = pack(named: packName)[name]
        guard let data, Self.fingerprint(data) == name, let types = try? JSONDecoder().decode(Types.self, from: data) else {
            if case .success(let (_, _, reparsed)) = ProjectIndex.parse(file.path) { return reparsed.declarations }
            return file.declarations
        }
        var declarations = file.declarations
        declarations.types = types.types
        declarations.extensionTypes = types.extensionTypes
        return declarations
    }

    /// Every file's type declarations as one fingerprint: what planning a spread controller reads of the project.
    func typesFingerprint() -> String {
        lock.withLock {
            Self.fingerprint(Data(current.keys.sorted().map { current[$0]?.types ?? "" }.joined(separator: " ").utf8))
        }
    }

    /// What planning a spread controller depends on: its name, its files' bytes and every file's type declarations
    /// (`typesFingerprint()`); nil when a file of it was not read on this run.
    func spreadKey(_ name: String, files: [String], types: String) -> String? {
        lock.withLock {
            let own = files.compactMap { current[$0]?.fingerprint }
            return own.count == files.count ? ([name] + own + [types]).joined(separator: " ") : nil
        }
    }

    func spread(_ key: String) -> TypeMeasurement? {
        lock.withLock {
            guard let found = previousSpread[key] else { return nil }
            currentSpread[key] = found
            return found
        }
    }

    func storeSpread(_ key: String, _ measurement: TypeMeasurement) {
        lock.withLock { currentSpread[key] = measurement }
    }

    /// Writes this run's new type declarations as one pack, then its entries (atomically: a run stopped half-way
    /// leaves the last good cache), and removes the packs no entry names any more.
    func save() throws {
        let data = try lock.withLock {
            if !newTypes.isEmpty {
                let names = newTypes.keys.sorted()
                let pack = Self.fingerprint(Data(names.joined(separator: " ").utf8))
                var lines = Data()
                for name in names {
                    lines += Data((name + "\t").utf8) + newTypes[name]! + Data("\n".utf8)
                }
                try FileManager.default.createDirectory(at: typesFolder, withIntermediateDirectories: true)
                try lines.write(to: typesFolder.appendingPathComponent(pack + ".jsonl"), options: .atomic)
                for (path, entry) in current where entry.pack == nil && entry.types.map({ newTypes[$0] != nil }) == true {
                    current[path]?.pack = pack
                }
            }
            return try Self.encoder.encode(Stored(key: key, files: current, spread: currentSpread))
        }
        try data.write(to: url, options: .atomic)
        let kept = lock.withLock { Set(current.values.compactMap(\.pack)) }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: typesFolder.path)) ?? [] where !kept.contains(String(name.dropLast(".jsonl".count))) {
            try? FileManager.default.removeItem(at: typesFolder.appendingPathComponent(name))
        }
    }

    /// A pack's types by fingerprint, read once.
    private func pack(named name: String) -> [String: Data] {
        if let read = lock.withLock({ packs[name] }) { return read }
        var types: [String: Data] = [:]
        let data = (try? Data(contentsOf: typesFolder.appendingPathComponent(name + ".jsonl"))) ?? Data()
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            types[String(decoding: line[line.startIndex..<tab], as: UTF8.self)] = Data(line[line.index(after: tab)...])
        }
        lock.withLock { packs[name] = types }
        return types
    }

    /// Sorted: the same facts write the same bytes.
    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    private static func withoutTypes(_ file: IndexedFile) -> IndexedFile {
        var file = file
        file.declarations.types = []
        file.declarations.extensionTypes = []
        return file
    }

    /// A file's bytes as a key: two 64-bit FNV-1a hashes with different offsets, and the length.
    public static func fingerprint(_ data: Data) -> String {
        let first = FNV1a.hash(data)
        let second = FNV1a.hash(data, offset: 0x8422_2325_cbf2_9ce4)
        return "\(String(first, radix: 16))-\(String(second, radix: 16))-\(data.count)"
    }
}
