import Foundation

/// The corpus totals of a coverage run: small and free of timings, so that it can be committed as the
/// baseline every change is compared with.
public struct CoverageSummary: Codable, Equatable, Sendable {
    public struct Totals: Codable, Equatable, Sendable {
        public var controllers = 0
        public var migrated = 0
        public var refused = 0
        public var refusedByKind: [String: Int] = [:]
        public var invalidOutput = 0
        /// Members, moved and declined count over migrated controllers only.
        public var members = 0
        public var moved = 0
        /// Moved members as a percentage of members, one decimal.
        public var movedShare = 0.0
        public var movedByRecipe: [String: Int] = [:]
        public var declined = 0
        public var declinedByGroup: [String: Int] = [:]
        /// Migrated controllers answering "No" (what the Book wants), per question key.
        public var questionnaireNo: [String: Int] = [:]
        public var missing = 0

        init(_ results: [ControllerCoverage.Result]) {
            controllers = results.count
            for result in results {
                switch result.outcome {
                case "migrated": migrated += 1
                case "invalid-output": invalidOutput += 1
                default:
                    refused += 1
                    refusedByKind[String(result.outcome.dropFirst("refused: ".count)), default: 0] += 1
                }
                guard result.outcome == "migrated" else { continue }
                members += result.members
                moved += result.moved
                movedByRecipe.merge(result.movedByRecipe, uniquingKeysWith: +)
                declined += result.declined
                declinedByGroup.merge(result.declinedByGroup, uniquingKeysWith: +)
                for (key, yes) in result.questionnaire { questionnaireNo[key, default: 0] += yes ? 0 : 1 }
                missing += result.missing
            }
            movedShare = members == 0 ? 0 : (Double(moved) * 1000 / Double(members)).rounded() / 10
        }
    }

    /// Whether the migrations read each app's project (`--no-project` runs are not comparable with those that did).
    public var project: Bool
    /// `--limit` and `--app`, when the run took a subset.
    public var limit: Int?
    public var app: String?
    /// `--skip`: controllers left out.
    public var skipped: [String]
    /// Apps of the manifest whose folder the corpus lacks (their controllers are not counted).
    public var missingApps: [String]
    /// Totals by architecture (`viper`, …).
    public var architectures: [String: Totals]
    /// What the question keys stand for.
    public var questions: [String: String]

    /// Short stable keys for the questionnaire's answers, in the Book's order.
    static let questionKeys = ["view-model", "view-logic", "non-ui-logic", "uikit-leak"]
    static func questionKey(_ index: Int) -> String { index < questionKeys.count ? questionKeys[index] : "q\(index + 1)" }

    public static func load(_ path: String) throws -> CoverageSummary {
        guard let data = FileManager.default.contents(atPath: path) else { throw MigrationError.fileNotFound(path) }
        // A whole run's JSON holds its summary: either file is a baseline.
        if let run = try? JSONDecoder().decode(CoverageRun.self, from: data) { return run.summary }
        do {
            return try JSONDecoder().decode(CoverageSummary.self, from: data)
        } catch {
            throw MigrationError.unreadable(path, reason: "not a coverage summary (\(ReportJSON.describe(error)))")
        }
    }

    public func json() -> String { ReportJSON.encode(self) }

    /// One line per total that changed since `baseline` ("moved 270 → 315 (+45)"), after a note when the two
    /// runs were not made alike.
    public func compare(to baseline: CoverageSummary) -> [String] {
        var lines: [String] = []
        if baseline.project != project || baseline.limit != limit || baseline.app != app || baseline.skipped != skipped
            || baseline.missingApps != missingApps
        {
            lines.append("note: the baseline was run \(baseline.setting), this run \(setting): the totals are not alike")
        }
        for architecture in Set(architectures.keys).union(baseline.architectures.keys).sorted() {
            guard let now = architectures[architecture], let then = baseline.architectures[architecture] else {
                lines.append("\(architecture): \(architectures[architecture] == nil ? "only in the baseline" : "not in the baseline")")
                continue
            }
            let prefix = architectures.count > 1 ? architecture + ": " : ""
            lines += Self.changes(from: then, to: now).map { prefix + $0 }
        }
        return lines.isEmpty ? ["no change against the baseline"] : lines
    }

    var setting: String {
        ([project ? "with the project" : "with --no-project"] + (limit.map { ["--limit \($0)"] } ?? []) + (app.map { ["--app \($0)"] } ?? [])
            + (skipped.isEmpty ? [] : ["skipped: \(skipped.joined(separator: ", "))"])
            + (missingApps.isEmpty ? [] : ["missing apps: \(missingApps.count)"])).joined(separator: ", ")
    }

    static func changes(from then: Totals, to now: Totals) -> [String] {
        let counts: [(String, KeyPath<Totals, Int>)] = [
            ("controllers", \.controllers), ("migrated", \.migrated), ("refused", \.refused), ("invalid output", \.invalidOutput),
            ("members", \.members), ("moved", \.moved), ("declined", \.declined), ("missing", \.missing),
        ]
        let tables: [(String, KeyPath<Totals, [String: Int]>)] = [
            ("refused", \.refusedByKind), ("moved by", \.movedByRecipe), ("declined", \.declinedByGroup), ("questionnaire No", \.questionnaireNo),
        ]
        var lines = counts.compactMap { name, key in change(name, then[keyPath: key], now[keyPath: key]) }
        if then.movedShare != now.movedShare {
            lines.append(String(format: "moved share %.1f%% → %.1f%% (%+.1f)", then.movedShare, now.movedShare, now.movedShare - then.movedShare))
        }
        for (name, key) in tables {
            let before = then[keyPath: key], after = now[keyPath: key]
            lines += Set(before.keys).union(after.keys).sorted().compactMap { change("\(name) \($0)", before[$0] ?? 0, after[$0] ?? 0) }
        }
        return lines
    }

    static func change(_ name: String, _ then: Int, _ now: Int) -> String? {
        then == now ? nil : "\(name) \(then) → \(now) (\(now > then ? "+" : "")\(now - then))"
    }
}
