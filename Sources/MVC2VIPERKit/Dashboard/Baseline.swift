import Foundation

/// A snapshot of a dashboard, kept in the repository (`--write-baseline`) and compared with later runs
/// (`--baseline`). Controllers are keyed by path and class, never by line: moving code within a file
/// changes nothing.
public struct Baseline: Codable, Equatable, Sendable {
    public struct Entry: Codable, Equatable, Sendable {
        public let path: String
        public let name: String
        public let lines: Int
        public let size: Thresholds.Size
        public let massive: Bool
    }

    public struct Module: Codable, Equatable, Sendable {
        public let name: String
        public let architecture: Architecture
        public let layers: [String]
        /// Its presenter's file; absent in baselines written before it was kept.
        public let path: String?
    }

    public var totals: Dashboard.Totals
    public var controllers: [Entry]
    public var modules: [Module]

    public init(_ dashboard: Dashboard) {
        totals = dashboard.totals
        controllers = dashboard.controllers
            .map { Entry(path: $0.path, name: $0.name, lines: $0.lines, size: $0.size, massive: $0.massive) }
            .sorted { ($0.path, $0.name) < ($1.path, $1.name) }
        modules = dashboard.modules.map { Module(name: $0.name, architecture: $0.architecture, layers: $0.layers, path: $0.path) }
    }

    public static func load(_ path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else { throw MigrationError.fileNotFound(path) }
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw MigrationError.unreadable(path, reason: "not a baseline written by --write-baseline (\(ReportJSON.describe(error)))")
        }
    }

    public func json() -> String { ReportJSON.encode(self) }
}

/// How the project moved since its baseline.
public struct Trend: Codable, Equatable, Sendable {
    public struct Change: Codable, Equatable, Sendable {
        public enum Status: String, Codable, Sendable {
            case new, grew, shrank, same
            /// In the baseline, and now the view of a module.
            case migrated
            /// In the baseline, and no longer in the project.
            case removed
        }

        public let path: String
        public let name: String
        public let status: Status
        /// Lines now minus lines then.
        public let lines: Int
    }

    public let before: Dashboard.Totals
    public let changes: [Change]
    /// What `--strict` fails on, one line each.
    public let regressions: [Regression]

    /// `baselinePath` is where a regression of the whole project points (the share that fell, a module that is gone).
    public init(from baseline: Baseline, to dashboard: Dashboard, baselinePath: String = "baseline.json") {
        before = baseline.totals
        let thresholds = dashboard.thresholds
        var unmatched = baseline.controllers
        var changes: [Change] = []
        var regressions: [Regression] = []
        for controller in dashboard.controllers {
            let at = { (kind: Regression.Kind, message: String) in
                regressions.append(Regression(kind: kind, path: controller.path, line: controller.line, subject: controller.name, message: message))
            }
            // By path and class; a file that moved keeps its history when its class name is unique.
            let index =
                unmatched.firstIndex { $0.path == controller.path && $0.name == controller.name }
                ?? Self.onlyIndex(in: unmatched, named: controller.name)
            guard let index else {
                changes.append(Change(path: controller.path, name: controller.name, status: .new, lines: controller.lines))
                let crossed = thresholds.gating(controller.size)
                if !crossed.isEmpty {
                    at(
                        .newOverThreshold,
                        "new controller \(controller.name) is over \(crossed.joined(separator: ", "))"
                            + (controller.massive ? ", a massive view controller (Habchi et al.)" : ""))
                }
                continue
            }
            let old = unmatched.remove(at: index)
            let delta = controller.lines - old.lines
            changes.append(
                Change(
                    path: controller.path, name: controller.name,
                    status: delta > 0 ? .grew : delta < 0 ? .shrank : .same, lines: delta))
            let before = Set(thresholds.gating(old.size))
            let newlyCrossed = thresholds.gating(controller.size).filter { !before.contains($0) }
            if !newlyCrossed.isEmpty {
                at(.grewPastThreshold, "\(controller.name) grew past \(newlyCrossed.joined(separator: ", ")) (\(old.lines) → \(controller.lines) lines)")
            }
            if controller.massive && !thresholds.isMassive(name: old.name, old.size) {
                at(.becameMassive, "\(controller.name) became a massive view controller (Habchi et al.)")
            }
        }
        let migrated = Set(dashboard.modules.compactMap(\.view))
        for old in unmatched {
            changes.append(
                Change(
                    path: old.path, name: old.name, status: migrated.contains(old.name) ? .migrated : .removed,
                    lines: -old.lines))
        }
        let shares = [
            ("screens", baseline.totals.percentByControllers, dashboard.totals.percentByControllers),
            ("lines", baseline.totals.percentByLines, dashboard.totals.percentByLines),
        ]
        for (measure, then, now) in shares where then - now > thresholds.migratedShareFall + 0.05 {
            regressions.append(
                Regression(
                    kind: .shareFell, path: baselinePath, line: 1, subject: measure,
                    message: String(
                        format: "the migrated share by %@ fell %.1f points since the baseline (%.1f%% → %.1f%%)", measure, then - now, then, now)))
        }
        for old in baseline.modules {
            guard let now = dashboard.modules.first(where: { $0.name == old.name }) else {
                regressions.append(
                    Regression(
                        kind: .moduleGone, path: old.path ?? baselinePath, line: 1, subject: old.name,
                        message: "module \(old.name) is gone (it had \(old.layers.joined(separator: ", ")))"))
                continue
            }
            let lost = old.layers.filter { !now.layers.contains($0) }
            if !lost.isEmpty {
                regressions.append(
                    Regression(
                        kind: .moduleLostLayer, path: now.path, line: 1, subject: old.name,
                        message: "module \(old.name) lost its \(lost.joined(separator: ", ")) layer\(lost.count > 1 ? "s" : "")"))
            }
        }
        self.changes = changes
        self.regressions = regressions
    }

    /// Changes of the controllers still to migrate, by path and class.
    public func change(for controller: Dashboard.Controller) -> Change? {
        changes.first { $0.path == controller.path && $0.name == controller.name && ![.migrated, .removed].contains($0.status) }
    }

    private static func onlyIndex(in entries: [Baseline.Entry], named name: String) -> Int? {
        let indices = entries.indices.filter { entries[$0].name == name }
        return indices.count == 1 ? indices[0] : nil
    }
}

/// One thing `dashboard --strict` fails on, printed the way compilers print errors so that editors and CI
/// systems point at it: `App/Feed/FeedViewController.swift:12: error: [dashboard] …`.
public struct Regression: Codable, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Codable, Sendable {
        case newOverThreshold = "new-controller-over-threshold"
        case grewPastThreshold = "controller-grew-past-threshold"
        case becameMassive = "controller-became-massive"
        case shareFell = "migrated-share-fell"
        case moduleGone = "module-gone"
        case moduleLostLayer = "module-lost-layer"
    }

    public let kind: Kind
    public let path: String
    public let line: Int
    /// The controller, module or share it is about: with the kind, what identifies it from run to run.
    public let subject: String
    public let message: String

    public var description: String { "\(path):\(line): error: [dashboard] \(message)" }
}
