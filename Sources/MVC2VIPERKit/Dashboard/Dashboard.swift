import Foundation

/// Where a project stands in its migration: the screens left, the modules made, the files that could not
/// be read. Built from one scan; reporters render it, baselines and history compare it.
public struct Dashboard: Codable, Equatable, Sendable {
    public struct Totals: Codable, Equatable, Sendable {
        /// Controllers that are screens: every controller but the app's base classes.
        public var screens = 0
        /// The app's own controller base classes (`BaseViewController`), which are not migrated themselves.
        public var baseClasses = 0
        public var migrated = 0
        public var remaining = 0
        public var percentByControllers = 0.0
        /// Lines of the migrated modules' files, and of the remaining controllers (class and extensions).
        public var migratedLines = 0
        public var remainingLines = 0
        public var percentByLines = 0.0
        /// Remaining controllers that are Massive View Controllers by Habchi et al.'s rule.
        public var massive = 0
        /// Modules found, per architecture (raw value → count), every architecture listed.
        public var modules: [String: Int] = [:]
    }

    /// One controller left to migrate.
    public struct Controller: Codable, Equatable, Sendable {
        public let path: String
        public let name: String
        public let line: Int
        public let lines: Int
        public let methods: Int
        public let storedProperties: Int
        public let statements: Int
        public let bodyLength: Int
        /// Members each recipe would move, by recipe id, most first.
        public let hits: [Hit]
        public let movableMembers: Int
        public let unresolved: Int
        /// The thresholds it crosses, by name (`methods > 18.5`, `type_body_length > 350`, …).
        public let thresholds: [String]
        /// Habchi et al.: its name contains ViewController and it crosses all three of their thresholds.
        public let massive: Bool
        public let effortHours: Double

        public var size: Thresholds.Size {
            Thresholds.Size(methods: methods, storedProperties: storedProperties, statements: statements, bodyLength: bodyLength)
        }
    }

    public struct Hit: Codable, Equatable, Sendable {
        public let recipe: String
        public let members: Int
    }

    public var roots: [String]
    public var files: Int
    public var totals: Totals
    /// Remaining controllers, next best wins first.
    public var controllers: [Controller]
    public var modules: [DetectedModule]
    public var failures: [ScanFailure]
    /// What the controllers were measured against (the configuration's, else the published defaults).
    public var thresholds: Thresholds
    /// The comparison with `--baseline`, when one was given.
    public var trend: Trend?
    /// The runs `--history` recorded, this one last.
    public var history: [HistoryEntry]?
}

extension Dashboard {
    /// Scans `roots` and builds the dashboard; `progress` hears how many files are done. `cache`: the file of the
    /// content-keyed cache (`DashboardCache`) read before and written after the scan; `cacheNotWritten` hears why it
    /// could not be written (the dashboard is whole without it).
    public static func scan(
        _ roots: [String], recipesDirectory: String? = nil, thresholds: Thresholds = Thresholds(),
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, cache: URL? = nil, cacheNotWritten: ((String) -> Void)? = nil,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) throws -> Dashboard {
        let catalog = try RecipeCatalog.load(overridesIn: recipesDirectory)
        let paths = try ProjectScanner.swiftFiles(in: roots)
        let fileCache = cache.map { DashboardCache(url: $0, catalog: catalog) }
        let scan = ProjectScanner.scan(
            paths, catalog: catalog, jobs: jobs, cache: fileCache,
            progress: progress.map { report in
                { @Sendable done in report(done, paths.count) }
            })
        do {
            try fileCache?.save()
        } catch {
            cacheNotWritten?("the cache \(cache?.path ?? "") cannot be written: \(error.localizedDescription)")
        }
        return Dashboard(scan, roots: roots, thresholds: thresholds)
    }

    init(_ scan: ProjectScan, roots: [String], thresholds: Thresholds) {
        let hierarchy = scan.hierarchy
        let controllers = hierarchy.controllers
        let bases = hierarchy.baseClasses
        var adopted: [String: Set<String>] = [:]
        var typeFiles: [String: [IndexedFile]] = [:]
        for file in scan.files {
            for name in file.typeNames { typeFiles[name, default: []].append(file) }
            for declared in file.classes where controllers.contains(declared.name) {
                adopted[declared.name, default: []].formUnion(declared.inherited)
            }
            for declared in file.extensions where controllers.contains(declared.name) {
                adopted[declared.name, default: []].formUnion(declared.inherited)
            }
        }
        var adopters: [String: String] = [:]
        for (controller, protocols) in adopted.sorted(by: { $0.key < $1.key }) {
            for name in protocols where ModuleDetector.viewProtocolSuffixes.contains(where: name.hasSuffix) {
                adopters[name] = adopters[name] ?? controller
            }
        }
        let modules = ModuleDetector.modules(typeFiles: typeFiles, adopters: adopters)
        let migratedViews = Set(modules.compactMap(\.view))
        let screens = controllers.subtracting(bases)
        let remaining = screens.subtracting(migratedViews).compactMap { name -> Controller? in
            guard let entry = scan.controllers[name] else { return nil }
            return Controller(name: name, path: entry.path, entry.measurement, thresholds: thresholds)
        }
        var totals = Totals()
        totals.screens = screens.count
        totals.baseClasses = bases.count
        totals.migrated = screens.intersection(migratedViews).count
        totals.remaining = screens.count - totals.migrated
        totals.percentByControllers = Self.percent(totals.migrated, of: totals.screens)
        totals.migratedLines = modules.reduce(0) { $0 + $1.lines }
        totals.remainingLines = remaining.reduce(0) { $0 + $1.lines }
        totals.percentByLines = Self.percent(totals.migratedLines, of: totals.migratedLines + totals.remainingLines)
        totals.massive = remaining.filter(\.massive).count
        for architecture in Architecture.allCases {
            totals.modules[architecture.rawValue] = modules.filter { $0.architecture == architecture }.count
        }
        self.init(
            roots: roots, files: scan.files.count + scan.failures.count, totals: totals,
            controllers: remaining.sorted(by: Controller.nextBestWinFirst), modules: modules,
            failures: scan.failures, thresholds: thresholds, trend: nil, history: nil)
    }

    static func percent(_ part: Int, of whole: Int) -> Double {
        whole == 0 ? 0 : (Double(part) * 1000 / Double(whole)).rounded() / 10
    }
}

extension Dashboard.Controller {
    init(name: String, path: String, _ measurement: TypeMeasurement, thresholds: Thresholds) {
        let size = Thresholds.Size(
            methods: measurement.methods, storedProperties: measurement.storedProperties,
            statements: measurement.statements, bodyLength: measurement.bodyLength)
        self.init(
            path: path, name: name, line: measurement.line, lines: measurement.lines, methods: measurement.methods,
            storedProperties: measurement.storedProperties, statements: measurement.statements,
            bodyLength: measurement.bodyLength,
            hits: measurement.hits.map { Dashboard.Hit(recipe: $0.key, members: $0.value) }
                .sorted { ($0.members, $1.recipe) > ($1.members, $0.recipe) },
            movableMembers: measurement.movableMembers, unresolved: measurement.unresolved,
            thresholds: thresholds.crossed(size), massive: thresholds.isMassive(name: name, size),
            effortHours: Self.effort(measurement))
    }

    /// Hours of hand work left once mvc2viper has split the controller: half an hour to wire and review the
    /// module, a quarter per member a recipe moves (reading the moved code), an hour per member no recipe
    /// explains (moving it by hand), and reading time for the code itself at 150 statements an hour.
    /// Rounded to half hours; it ranks controllers, it is no promise.
    static func effort(_ measurement: TypeMeasurement) -> Double {
        let hours =
            0.5 + 0.25 * Double(measurement.movableMembers) + Double(measurement.unresolved)
            + Double(measurement.statements) / 150
        return (hours * 2).rounded() / 2
    }

    /// Most members moved per hour of effort first; controllers with nothing to move last, biggest first.
    static func nextBestWinFirst(_ lhs: Self, _ rhs: Self) -> Bool {
        let left = Double(lhs.movableMembers) / lhs.effortHours, right = Double(rhs.movableMembers) / rhs.effortHours
        if left != right { return left > right }
        if lhs.lines != rhs.lines { return lhs.lines > rhs.lines }
        return (lhs.path, lhs.name) < (rhs.path, rhs.name)
    }
}
