import Foundation
import SwiftSyntax

/// What a lead reads before merging a migration: the plan (members, files, unresolved — what
/// `--format json` always printed) extended with the summary, the controller's diff, the nothing-lost
/// account, the Book's questionnaire and the leftovers. One value; the reporters only render it.
///
/// It holds nothing that changes from run to run (no clock, no absolute temporary paths), so the same
/// input gives byte-identical reports.
public struct MigrationReport: Codable, Equatable, Sendable {
    /// Written in the module folder unless `--report` names another file.
    public static let defaultFileName = "MIGRATION.md"

    public struct Member: Codable, Equatable, Sendable {
        public let name: String
        /// The file declaring the member when it is not the input file (an extension file of the project).
        public let path: String?
        public let line: Int
        public let recipes: [String]
        public let destinations: [PlannedDestination]
        /// The module files the destinations are declared in, relative to the output folder.
        public let files: [String]
        public let evidence: [Evidence]
    }

    public struct File: Codable, Equatable, Sendable {
        public let path: String
        public let layer: Layer
        public let lines: Int
    }

    public struct Lines: Codable, Equatable, Sendable {
        /// The whole file.
        public let file: Int
        /// The controller's class and its extensions.
        public let controller: Int
    }

    public struct Summary: Codable, Equatable, Sendable {
        public struct RecipeUse: Codable, Equatable, Sendable {
            public let recipe: String
            public let members: Int
        }

        public let before: Lines
        public let after: Lines
        /// The folder the module is written to, as given (`Modules/Menu`).
        public let moduleFolder: String
        public let filesCreated: Int
        public let linesCreated: Int
        public let recipes: [RecipeUse]
    }

    public struct Diff: Codable, Equatable, Sendable {
        public let from: String
        public let to: String
        public let added: Int
        public let removed: Int
        public let text: String
    }

    // The plan.
    public let controller: String
    public let superclass: String
    public let source: String
    public let module: String
    public let architecture: String
    public let entryPoint: String
    public let members: [Member]
    public let files: [File]
    public let unresolved: [Unresolved]
    // The report.
    public let summary: Summary
    public let diff: Diff
    /// The project read around the input, when one was: its root, files, the extension files rewritten with
    /// the view, and the uses other files make of the controller's members.
    public let project: ProjectReport?
    /// Diffs of the extension files rewritten beside the view; nil when the controller has none in other files.
    public let extensionDiffs: [Diff]?
    public let account: StatementAccount
    /// Every name of the moved code resolved where it landed.
    public let scopeCheck: ScopeCheckReport
    /// The indentation the module was written in and where it came from (`2 spaces (from .swift-format)`).
    public let indentation: String
    public let questionnaire: Questionnaire
    /// Unresolved members, missing statements, questionnaire findings and manual steps, as compiler diagnostics.
    public let leftovers: [String]

    public init(_ result: MigrationResult) {
        let plan = result.plan
        let module = result.module
        let outputFolder = Self.trimmedFolder(result.options.outputDirectory)
        let viewPath = EmittedModule.viewPath(for: plan)
        let viewFile = module.files.first { $0.path == viewPath }
        let sources = result.parsedModule ?? ModuleSources(module.files)
        controller = plan.controller.name
        superclass = plan.controller.superclassName
        source = plan.source.path
        self.module = plan.moduleName
        architecture = module.architecture.rawValue
        entryPoint = module.entryPoint
        let declarations = DeclaredTypes(sources)
        members = plan.members.map { member in
            var destinations: [PlannedDestination] = []
            for target in member.targets {
                for destination in module.destinations[target] ?? [] where !destinations.contains(destination) {
                    destinations.append(destination)
                }
            }
            var files: [String] = []
            for destination in destinations {
                if let file = declarations.file(declaring: destination.symbol), !files.contains(file) { files.append(file) }
            }
            let path = plan.controller.member(named: member.name)?.path
            return Member(
                name: member.name, path: path == plan.source.path ? nil : path, line: member.line, recipes: member.recipes, destinations: destinations,
                files: files,
                evidence: member.evidence)
        }
        files = module.files.map { File(path: $0.path, layer: $0.layer, lines: $0.contents.lineCount) }
        unresolved = plan.unresolved

        let rewritten = result.parsedModule == nil ? sources.rewrittenController(plan) : result.writtenView
        let questionnaire =
            result.questionnaire
            ?? Background(jobs: result.options.jobs) { Questionnaire(plan: plan, catalog: result.catalog, sources: sources, rewritten: rewritten) }
        let created = module.files.filter { $0.path != viewPath }
        summary = Summary(
            before: Lines(
                file: plan.source.files.reduce(0) { $0 + $1.text.lineCount },
                controller: Self.lines(of: plan.controller, in: plan.source)),
            after: Lines(
                file: rewritten?.sources.files.reduce(0) { $0 + $1.text.lineCount } ?? viewFile.map { $0.contents.lineCount }
                    ?? 0,
                controller: rewritten.map { Self.lines(of: $0.controller, in: $0.sources) } ?? 0),
            moduleFolder: Self.join(outputFolder, plan.moduleName),
            filesCreated: created.count,
            linesCreated: created.reduce(0) { $0 + $1.contents.lineCount },
            recipes: Self.recipeUses(plan.members.filter { Self.leftTheView($0, of: plan.controller, rewritten: rewritten?.controller) }))
        let newPath = Self.join(outputFolder, viewPath)
        let unified = UnifiedDiff(old: plan.source.text, new: viewFile?.contents ?? "", oldPath: plan.source.path, newPath: newPath)
        diff = Diff(from: plan.source.path, to: newPath, added: unified.added, removed: unified.removed, text: unified.text)
        extensionDiffs =
            plan.source.extensionFiles.isEmpty
            ? nil
            : plan.source.extensionFiles.map { original in
                let path = EmittedModule.extensionViewPath(for: plan, original: original.path)
                // A file left with nothing is not written: its diff deletes it, as git shows a deletion.
                let rewritten = module.files.first { $0.path == path }
                let newPath = rewritten == nil ? "/dev/null" : Self.join(outputFolder, path)
                let unified = UnifiedDiff(old: original.text, new: rewritten?.contents ?? "", oldPath: original.path, newPath: newPath)
                return Diff(from: original.path, to: newPath, added: unified.added, removed: unified.removed, text: unified.text)
            }
        project = result.project.map { ProjectReport($0, plan: plan, module: module) }
        account = StatementAccount(
            original: plan.source, controller: plan.controller, output: sources,
            removals: StatementAccount.Removals(
                plan: plan, module: module, members: members,
                stated: result.statedRewrites))
        scopeCheck = result.scopeCheck
        indentation = result.indentation.description
        self.questionnaire = questionnaire.value
        leftovers =
            result.warnings
            + Leftovers.diagnostics(
                plan: plan, account: account, questionnaire: self.questionnaire,
                outputFolder: outputFolder, viewPath: newPath, project: project)
    }

    public func json() -> String { ReportJSON.encode(self) }

    /// Lines of the class and its extensions, from the first token to the last.
    static func lines(of controller: ControllerModel, in sources: SourceSet) -> Int {
        ([Syntax(controller.declaration)] + controller.extensions.map(Syntax.init)).reduce(0) { total, node in
            let source = sources.source(of: node)
            let start = source.location(at: node.positionAfterSkippingLeadingTrivia).line
            let end = source.location(at: node.endPositionBeforeTrailingTrivia).line
            return total + end - start + 1
        }
    }

    /// Whether code of the member left the view, read from the written view: the member is gone, or its code
    /// there differs. A member the recipes placed in other layers that stays as it was counts for no recipe.
    static func leftTheView(_ member: MemberPlan, of controller: ControllerModel, rewritten: ControllerModel?) -> Bool {
        guard member.targets.contains(where: { $0 != .view }) else { return false }
        guard let now = rewritten?.member(named: member.name) else { return true }
        return controller.member(named: member.name)?.declaration.trimmedText != now.declaration.trimmedText
    }

    static func recipeUses(_ members: [MemberPlan]) -> [Summary.RecipeUse] {
        var counts: [String: Int] = [:]
        for member in members { for recipe in Set(member.recipes) { counts[recipe, default: 0] += 1 } }
        return counts.map { Summary.RecipeUse(recipe: $0.key, members: $0.value) }
            .sorted { ($1.members, $0.recipe) < ($0.members, $1.recipe) }
    }

    static func trimmedFolder(_ path: String) -> String {
        var folder = path
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        return folder
    }

    static func join(_ folder: String, _ path: String) -> String {
        folder.isEmpty || folder == "." ? path : folder + "/" + path
    }
}
