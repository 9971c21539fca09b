import Foundation

/// What the tool did with one corpus controller, in each architecture asked for.
public struct ControllerCoverage: Codable, Equatable, Sendable {
    /// One dry-run migration of the controller.
    public struct Result: Codable, Equatable, Sendable {
        /// A member the plan left in the view, with the group its reason falls in.
        public struct Declined: Codable, Equatable, Sendable {
            public let member: String
            public let group: String
            public let reason: String
        }

        public var architecture: String
        /// `migrated`, `refused: <kind>` or `invalid-output` (the emitted Swift did not parse: a defect of the tool).
        public var outcome: String
        /// The refusal's message, for anything but `migrated`.
        public var message: String?
        public var members = 0
        /// Members with a destination past the view layer's `view` (an adapter counts as moved).
        public var moved = 0
        public var movedByRecipe: [String: Int] = [:]
        /// Members the plan reports as unresolved, counted once however many reasons they have.
        public var declined = 0
        /// Members per reason group; a member with reasons in two groups counts in both.
        public var declinedByGroup: [String: Int] = [:]
        public var unresolved: [Declined] = []
        /// The Book's questionnaire, by `CoverageSummary.questionKeys`: true is the "yes" the Book does not want.
        public var questionnaire: [String: Bool] = [:]
        /// Statements of the controller the nothing-lost account finds nowhere in the output.
        public var missing = 0
        /// Wall time of the migration and its report; not the project index (see `CoverageRun.AppIndex`).
        public var ms = 0
        /// Of which the scope check (every round).
        public var scopeCheckMs = 0
    }

    public let app: String
    public let path: String
    public let className: String
    public let lines: Int
    public var results: [Result]

    enum CodingKeys: String, CodingKey {
        case app, path, lines, results
        case className = "class"
    }

    /// Migrates `path` in each architecture, as `--dry-run` does (the migration and its whole report).
    static func measure(
        app: String, controller: CorpusManifest.Controller, path: String, architectures: [Architecture],
        catalog: RecipeCatalog, project: ProjectIndex?
    ) -> ControllerCoverage {
        var coverage = ControllerCoverage(app: app, path: controller.path, className: controller.className, lines: controller.lines, results: [])
        for architecture in architectures {
            let started = ContinuousClock.now
            var result = Result(architecture: architecture.rawValue, outcome: "migrated")
            do {
                var options = MigrationOptions(inputPath: path, outputDirectory: "Modules")
                options.className = controller.className
                options.architecture = architecture
                let source = try ParsedSource.load(path: path)
                let migration = try Migration.run(options, source: source, catalog: catalog, project: project)
                result.record(MigrationReport(migration))
                result.scopeCheckMs = CoverageRun.milliseconds(migration.scopeCheckTime)
            } catch let error as MigrationError {
                if case .invalidOutput = error {
                    result.outcome = "invalid-output"
                } else {
                    result.outcome = "refused: " + (Mirror(reflecting: error).children.first?.label ?? "\(error)")
                }
                result.message = error.description
            } catch {
                result.outcome = "refused: \(type(of: error))"
                result.message = "\(error)"
            }
            result.ms = CoverageRun.milliseconds(since: started)
            coverage.results.append(result)
        }
        return coverage
    }

    /// The reason groups, first match wins: plain words of the planner's reasons, read without their
    /// parenthesised code and paths (a path through `Navigation/` says nothing of the reason). A reworded
    /// reason may fall to `other`: the run keeps every reason, to add a rule.
    static let groups: [(group: String, words: [String])] = [
        ("conditional", ["#if"]),
        ("scope-check", ["kept in the view as written", "stays as written"]),
        ("segue", ["segue"]),
        ("outside-uses", ["other files use it"]),
        ("main-queue", ["main queue", "main thread", "main actor"]),
        ("reads-member", ["no recipe explains it"]),
        ("model-state", ["holds data in the view", "model data stays in the view"]),
        ("data-access", ["outside a lifecycle method", "reads data", "data access", "data call", "data work", "keeps what it starts", "fetched results"]),
        ("unknown-types", ["is not declared", "cannot tell the type", "is not written in the file", "types are unknown"]),
        ("entity-mapping", ["plain object", "mapping does not cover"]),
        ("collections", ["collections:"]),
        ("dependency", ["its creation"]),
        ("navigation", ["navigat", "route", "the dispatch:", "branch", "alert action"]),
        ("module-io", ["module input", "module output"]),
    ]

    public static func group(ofReason reason: String) -> String {
        var text = ""
        var depth = 0
        for character in reason.lowercased() {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) } else if depth == 0 { text.append(character) }
        }
        return groups.first { $0.words.contains(where: text.contains) }?.group ?? "other"
    }
}

extension ControllerCoverage.Result {
    mutating func record(_ report: MigrationReport) {
        members = report.members.count
        for member in report.members where member.destinations.contains(where: { $0.layer != .view }) {
            moved += 1
            for recipe in Set(member.recipes) { movedByRecipe[recipe, default: 0] += 1 }
        }
        unresolved = report.unresolved.map { Declined(member: $0.member, group: ControllerCoverage.group(ofReason: $0.reason), reason: $0.reason) }
        declined = Set(unresolved.map(\.member)).count
        for (group, entries) in Dictionary(grouping: unresolved, by: \.group) { declinedByGroup[group] = Set(entries.map(\.member)).count }
        for (index, answer) in report.questionnaire.answers.enumerated() { questionnaire[CoverageSummary.questionKey(index)] = answer.yes }
        missing = report.account.count(.missing)
    }
}
