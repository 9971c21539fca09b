import Foundation

/// `--check`: the CI gate. A controller is clean when no recipe would move any of its members — a
/// migrated module's thin view is; a Massive View Controller is not, and each member that would move is
/// listed as a diagnostic at its line.
public struct CheckReport: Codable, Equatable, Sendable {
    public let controller: String
    public let source: String
    public let members: Int
    /// Members a recipe would move out of the view, with where they would go.
    public let movable: [MigrationReport.Member]
    /// One `path:line:col: warning: [recipe] …` line per movable member.
    public let diagnostics: [String]

    public var isClean: Bool { movable.isEmpty }

    public init(_ report: MigrationReport, controller model: ControllerModel) {
        controller = report.controller
        source = report.source
        members = report.members.count
        movable = report.members.filter { member in member.destinations.contains { $0.layer != .view } }
        diagnostics = movable.map { [source] member in
            let places = member.destinations.filter { $0.layer != .view }.map { "\($0.layer.rawValue) \($0.symbol)" }
            let column = model.member(named: member.name)?.column ?? 1
            return "\(source):\(member.line):\(column): warning: [\(member.recipes.joined(separator: ", "))] "
                + "\(member.name) would move to \(places.joined(separator: ", "))"
        }
    }

    public func text() -> String {
        let verdict = isClean ? "\(controller): clean — no recipe would move any of its \(members) members"
            : "\(controller): \(movable.count) of \(members) members would move"
        return (diagnostics + [verdict]).joined(separator: "\n") + "\n"
    }

    public func json() -> String { ReportJSON.encode(self) }
}
