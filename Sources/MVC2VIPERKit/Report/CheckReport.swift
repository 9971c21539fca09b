import Foundation

/// `--check`: the CI gate. A controller is clean when no recipe would move any of its members and nothing the
/// Book's questionnaire asks about is left in it: a migrated module's thin view is; a Massive View Controller is
/// not. Each member that would move is a diagnostic at its line, and so is each member a recipe found doing the
/// model's or the logic's work and declined to move (a Core Data fetch in a helper, a routing switch): the view
/// still does it, whatever the recipes can do about it.
public struct CheckReport: Codable, Equatable, Sendable {
    public let controller: String
    public let source: String
    public let members: Int
    /// Members a recipe would move out of the view, with where they would go.
    public let movable: [MigrationReport.Member]
    /// What the questionnaire still finds in the view that no recipe would move: `path:line: [recipe] member …`.
    public let remaining: [Questionnaire.Finding]
    /// One `path:line:col: warning: [recipe] …` line per movable member and per remaining finding.
    public let diagnostics: [String]

    /// Nothing would move. `strict`: nor does the view hold anything the questionnaire finds.
    public func isClean(strict: Bool) -> Bool { movable.isEmpty && (!strict || remaining.isEmpty) }

    public var isClean: Bool { isClean(strict: false) }

    public init(_ result: MigrationResult) {
        self.init(MigrationReport(result), plan: result.plan, catalog: result.catalog)
    }

    public init(_ report: MigrationReport, plan: MigrationPlan, catalog: RecipeCatalog) {
        controller = report.controller
        source = report.source
        members = report.members.count
        movable = report.members.filter { member in member.destinations.contains { $0.layer != .view } }
        remaining = Questionnaire.declined(
            in: plan, catalog: catalog, kinds: Questionnaire.modelRecipes.union(Questionnaire.logicRecipes),
            path: report.source)
        let moving = movable.map { [source] member in
            let places = member.destinations.filter { $0.layer != .view }.map { "\($0.layer.rawValue) \($0.symbol)" }
            let column = plan.controller.member(named: member.name)?.column ?? 1
            return "\(member.path ?? source):\(member.line):\(column): warning: [\(member.recipes.joined(separator: ", "))] "
                + "\(member.name) would move to \(places.joined(separator: ", "))"
        }
        diagnostics = moving + remaining.map { "\($0.path):\($0.line):1: warning: [questionnaire] \($0.note)" }
    }

    public func text(strict: Bool = false) -> String {
        var verdict: String
        if movable.isEmpty && remaining.isEmpty {
            verdict = "\(controller): clean — no recipe would move any of its \(members) members, and the view holds nothing the questionnaire finds"
        } else {
            verdict =
                movable.isEmpty
                ? "\(controller): no recipe would move any of its \(members) members"
                : "\(controller): \(movable.count) of \(members) members would move"
            if !remaining.isEmpty {
                verdict +=
                    "; \(remaining.count) the recipes declined still do the model's or the logic's work in the view"
                    + (strict ? "" : " (--strict fails on them)")
            }
        }
        return (diagnostics + [verdict]).joined(separator: "\n") + "\n"
    }

    public func json() -> String { ReportJSON.encode(self) }
}
