import Foundation

/// The plan as data: what `--format json` prints and tests read.
public struct PlanReport: Codable, Equatable {
    public struct Member: Codable, Equatable {
        public let name: String
        public let line: Int
        public let recipes: [String]
        public let destinations: [PlannedDestination]
        public let evidence: [Evidence]
    }

    public struct File: Codable, Equatable {
        public let path: String
        public let layer: Layer
        public let lines: Int
    }

    public let controller: String
    public let superclass: String
    public let source: String
    public let module: String
    public let architecture: String
    public let entryPoint: String
    public let members: [Member]
    public let files: [File]
    public let unresolved: [Unresolved]

    public init(_ result: MigrationResult) {
        let plan = result.plan
        controller = plan.controller.name
        superclass = plan.controller.superclassName
        source = plan.source.path
        module = plan.moduleName
        architecture = result.module.architecture.rawValue
        entryPoint = result.module.entryPoint
        members = plan.members.map { member in
            var destinations: [PlannedDestination] = []
            for target in member.targets {
                for destination in result.module.destinations[target] ?? [] where !destinations.contains(destination) {
                    destinations.append(destination)
                }
            }
            return Member(name: member.name, line: member.line, recipes: member.recipes, destinations: destinations, evidence: member.evidence)
        }
        files = result.module.files.map { File(path: $0.path, layer: $0.layer, lines: $0.contents.split(separator: "\n", omittingEmptySubsequences: false).count - 1) }
        unresolved = plan.unresolved
    }

    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(self), as: UTF8.self)
    }

    /// Plain text for people and CI logs; unresolved members as compiler-style warnings.
    public func text() -> String {
        var lines = ["\(controller) (\(source)) → \(module) [\(architecture)]", "entry point: \(entryPoint)", "", "members:"]
        let width = min(44, members.map(\.name.count).max() ?? 0)
        for member in members {
            let places = member.destinations.map { "\($0.layer.rawValue) \($0.symbol)" }.joined(separator: ", ")
            let recipes = member.recipes.isEmpty ? "" : " [\(member.recipes.joined(separator: ", "))]"
            lines.append("  " + member.name.padding(toLength: max(width, member.name.count), withPad: " ", startingAt: 0)
                         + "  line \(member.line)\(recipes) → \(places)")
        }
        lines += ["", "files:"]
        for file in files { lines.append("  \(file.path)  (\(file.layer.rawValue), \(file.lines) lines)") }
        if !unresolved.isEmpty {
            lines += ["", "unresolved:"]
            for item in unresolved {
                lines.append("\(source):\(item.line):1: warning: [\(item.recipe ?? "unresolved")] \(item.member): \(item.reason)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
