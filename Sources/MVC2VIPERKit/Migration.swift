import Foundation
import SwiftSyntax

/// What to migrate and how.
public struct MigrationOptions: Sendable {
    public var inputPath: String
    public var outputDirectory: String
    public var className: String?
    public var moduleName: String?
    public var architecture: Architecture = .viper
    public var recipesDirectory: String?
    /// What is written besides the module (its tests).
    public var emit = EmitOptions()
    /// Which project the migration reads around the input file.
    public var project: ProjectChoice = .locate
    /// Threads that index the project; with two or more, the questionnaire runs beside the scope check.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Hears indexing progress (files done, files in all), for a terminal.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Changes each plan before it is emitted: the tests break the planner on purpose with it, to prove that the
    /// checks after emitting catch what a defect of the planner would write.
    var planDefect: (@Sendable (inout MigrationPlan) -> Void)?
    /// The indentation the module is written in; by default the project's (`IndentationStyle.discover`).
    public var indentation: IndentationStyle?

    public init(inputPath: String, outputDirectory: String) {
        self.inputPath = inputPath
        self.outputDirectory = outputDirectory
    }
}

/// Where the project around the input file is.
public enum ProjectChoice: Equatable, Sendable {
    /// The nearest folder above the input holding `Package.swift`, an `.xcodeproj`/`.xcworkspace` or `.git`.
    case locate
    /// This folder (`--project DIR`, `"project"` in the configuration).
    case folder(String)
    /// The input file alone (`--no-project`).
    case none
}

/// A finished migration, in memory: nothing has been written yet.
public struct MigrationResult {
    public let options: MigrationOptions
    public let plan: MigrationPlan
    public let module: EmittedModule
    /// The recipes the plan was made with; the report runs them again on the result.
    public let catalog: RecipeCatalog
    /// What the user should know although the migration went ahead, as `path:line:col: warning: …` lines.
    public var warnings: [String] = []
    /// The project read around the input, when one was.
    public var project: ProjectSummary?
    /// The scope check the module passed.
    public var scopeCheck = ScopeCheckReport(namesChecked: 0, findings: 0, keptInView: [])
    /// Time spent checking scopes, every round included: the coverage run states its share of migration time
    /// (never in a report, which stays byte-identical run after run).
    public var scopeCheckTime = Duration.zero
    /// What the recipes changed in the code they moved, with the reasons: the nothing-lost account's only source of
    /// "rewritten".
    public var statedRewrites: [StatedRewrite] = []
    /// The indentation the module was written in, and where it came from.
    public var indentation = IndentationStyle.standard
    /// The module's files as the checks parsed them, which the report reads again (nil: parsed when asked).
    var parsedModule: ModuleSources?
    /// The view's controller as the module writes it, and the questionnaire on the module, started while the
    /// scope check ran (nil: worked out when the report asks).
    var writtenView: (sources: SourceSet, controller: ControllerModel)?
    var questionnaire: Background<Questionnaire>?
}

/// What a migration read of the project, for the report.
public struct ProjectSummary: Codable, Equatable, Sendable {
    public let root: String
    public let filesIndexed: Int
    public let skipped: [ScanFailure]
    /// Files other than the input holding extensions of the controller, rewritten with the view.
    public let extensionFiles: [String]
    /// Uses of the controller's members from the project's other files.
    public let outsideUses: [MemberUse]
}

/// The pipeline: parse → model the controller → classify and plan → emit.
public enum Migration {
    public static func run(_ options: MigrationOptions) throws -> MigrationResult {
        let catalog = try RecipeCatalog.load(overridesIn: options.recipesDirectory)
        let source = try ParsedSource.load(path: options.inputPath)
        let root: String?
        switch options.project {
        case .locate: root = ProjectIndex.locateRoot(around: options.inputPath)
        case .folder(let folder): root = folder
        case .none: root = nil
        }
        guard let root else { return try run(options, source: source, catalog: catalog) }
        // Which class is the screen is told once, after indexing: only the project knows a base class declared
        // elsewhere. Meanwhile the uses other files make of every class of the input are collected.
        let watched = Set(TypeTable(source).types.values.filter(\.isClass).map(\.name))
        let index = try ProjectIndex.build(
            root: root, excluding: [options.outputDirectory], watching: watched,
            jobs: options.jobs, progress: options.progress)
        return try run(options, source: source, catalog: catalog, project: index)
    }

    /// Migrates the controller of `source`, reading `project` for its extensions and types (the file alone without one).
    public static func run(
        _ options: MigrationOptions, source: ParsedSource, catalog: RecipeCatalog,
        project: ProjectIndex? = nil
    ) throws -> MigrationResult {
        // Errors elsewhere in the file (another type, a half-written helper) do not stop the controller whose own
        // code parses; they are said, as warnings.
        let picked: ClassDeclSyntax
        do {
            picked = try pickController(source, named: options.className, hierarchy: project?.hierarchy)
        } catch  where !source.syntaxErrors.isEmpty {
            throw MigrationError.syntaxErrors(source.syntaxErrors)
        }
        var sources = SourceSet(source)
        var summary: ProjectSummary?
        if let project { (sources, summary) = try read(project, controllerNamed: picked.name.text, around: source) }
        let controller = ControllerFinder.model(picked, in: sources)
        var warnings: [String] = []
        if !source.syntaxErrors.isEmpty {
            guard !source.syntaxErrorOffsets.contains(where: { offset in Self.ranges(of: controller, in: source).contains { $0.contains(offset) } })
            else { throw MigrationError.syntaxErrors(source.syntaxErrors) }
            warnings = source.syntaxErrors.map {
                $0.replacingOccurrences(of: ": error: ", with: ": warning: [syntax] ") + " (outside \(controller.name), which was migrated)"
            }
        }
        warnings += summary?.skipped.map { "\($0.path): warning: [project] skipped: \($0.reason)" } ?? []
        // The module is written in the project's indentation; recipes nest moved code by the input's own.
        let style =
            options.indentation.map { (target: $0, input: IndentationStyle.inferred(from: source.text) ?? .standard) }
            ?? IndentationStyle.discover(forFile: source.path, text: source.text, root: project?.root)
        var result = try IndentationStyle.with(target: style.target, input: style.input) {
            try migrate(controller, of: sources, options: options, catalog: catalog)
        }
        result.indentation = style.target
        result.warnings = warnings + result.warnings
        result.project = summary
        return result
    }

    /// The controller's files in `project` (the input and the files extending its class), the project's types and
    /// the uses other files make of it; two declarations of the class stop the migration.
    static func read(_ project: ProjectIndex, controllerNamed name: String, around source: ParsedSource) throws -> (SourceSet, ProjectSummary) {
        let declaring = project.filesDeclaringClass(name)
        if declaring.count > 1 { throw MigrationError.duplicateClass(name, paths: declaring) }
        let inputPath = ProjectIndex.absolute(source.path)
        let extensionFiles = try project.filesExtending(name).filter { ProjectIndex.absolute($0) != inputPath }.map { try ParsedSource.load(path: $0) }
        var sources = SourceSet([source] + extensionFiles, types: project.types)
        let controllerFiles = Set(sources.files.map { ProjectIndex.absolute($0.path) })
        sources.outsideUses = (project.uses[name] ?? []).filter { !controllerFiles.contains(ProjectIndex.absolute($0.location.path)) }
        sources.scenes = project.scenes.filter { $0.className == name }
        let summary = ProjectSummary(
            root: project.root, filesIndexed: project.paths.count, skipped: project.skipped,
            extensionFiles: extensionFiles.map(\.path), outsideUses: sources.outsideUses)
        return (sources, summary)
    }

    /// Plans and emits `controller`, a class of `source` (any class: the crash scan migrates every class it finds), and
    /// checks the module before anyone sees it: it must parse, clash with no type of the project, and read no name
    /// that nothing declares where the code landed. A member whose moved code loses what it reads stays in the view
    /// as written and the plan is made again; when that does not help, the module is refused.
    static func migrate(
        _ controller: ControllerModel, of source: SourceSet, options: MigrationOptions,
        catalog: RecipeCatalog
    ) throws -> MigrationResult {
        // Private itself, or inside a private type (`private struct _RowDecoder { class KeyedContainer … }`).
        let enclosing = sequence(first: Syntax(controller.declaration), next: \.parent).compactMap { $0.asProtocol(WithModifiersSyntax.self) }
        if enclosing.contains(where: {
            $0.modifiers.isFilePrivate
                && ($0.is(ClassDeclSyntax.self) || $0.is(StructDeclSyntax.self)
                    || $0.is(EnumDeclSyntax.self) || $0.is(ExtensionDeclSyntax.self) || $0.is(ActorDeclSyntax.self))
        }) {
            throw MigrationError.privateClass(controller.name, path: controller.path)
        }
        let hidden = source.filePrivateNames(besides: controller.name)
        for initializer in controller.members where initializer.kind == .initializer {
            if let type = initializer.parameters.flatMap({ TypeText.names(in: $0.type) }).first(where: hidden.contains) {
                throw MigrationError.privateInitializerType(controller.name, type: type, path: controller.path)
            }
        }
        var moduleName = try options.moduleName.map(validatedModuleName) ?? defaultModuleName(controller.name)
        var warnings: [String] = []
        var pinned: [String: String] = [:]
        var renamed = false
        var findings: [ScopeCheck.Finding] = []
        var checking = Duration.zero
        // One log for every round: a rewrite an earlier round stated is found only where the final module holds it.
        let rewrites = RewriteLog()
        for _ in 0..<maxScopeRounds {
            var plan = RewriteLog.$current.withValue(rewrites) {
                Planner.plan(source: source, controller: controller, catalog: catalog, moduleName: moduleName, pinned: pinned)
            }
            options.planDefect?(&plan)
            let module = RewriteLog.$current.withValue(rewrites) {
                emitter(for: options.architecture).emit(plan, options: options.emit).conditioned(like: plan)
            }
            // A type of the module the project already declares (the app's own `FeedCoordinator`) would not compile.
            // Parsed once from the text to be written: the clash check, the parse check, the initialization check and
            // the report read these trees.
            let parsed = ModuleSources(module.files)
            if let clash = typeClashes(parsed, with: source).first {
                guard options.moduleName == nil, !renamed else {
                    throw MigrationError.typeClash(clash.name, path: clash.location.description, module: moduleName)
                }
                let name = moduleName.hasSuffix("Screen") ? moduleName + "Module" : moduleName + "Screen"
                warnings.append(
                    "\(clash.location): warning: [project] the project already declares \(clash.name): the module is named \(name) "
                        + "(pass --module NAME to choose)")
                moduleName = name
                renamed = true
                continue
            }
            try verifyParses(parsed, plan: plan)
            // The questionnaire plans the written view again, reading only the module: with a second job it runs
            // while the scope check does, and is dropped with the round when the check keeps a member back.
            let writtenView = parsed.rewrittenController(plan)
            let questionnaire = Background(jobs: options.jobs) { [plan] in
                Questionnaire(plan: plan, catalog: catalog, sources: parsed, rewritten: writtenView)
            }
            let clock = ContinuousClock()
            var check = ScopeCheck.Outcome()
            checking += clock.measure { check = ScopeCheck(plan: plan).run(on: module) }
            findings = check.findings + InitializationCheck(plan: plan).run(on: parsed)
            if findings.isEmpty {
                var result = MigrationResult(options: options, plan: plan, module: module, catalog: catalog, warnings: warnings)
                result.parsedModule = parsed
                result.writtenView = writtenView
                result.questionnaire = questionnaire
                result.scopeCheck = ScopeCheckReport(namesChecked: check.checked, findings: 0, keptInView: pinned.keys.sorted())
                result.scopeCheckTime = checking
                result.statedRewrites = rewrites.entries
                return result
            }
            // Members a finding names alone first: keeping them often settles the other findings, which then
            // keep no member they only might have come from.
            let open = findings.map { finding in (finding, finding.origins.filter { pinned[$0] == nil }) }.filter { !$0.1.isEmpty }
            let certain = open.filter { $0.1.count == 1 }
            let newlyPinned = (certain.isEmpty ? Array(open.prefix(1)) : certain).flatMap { finding, origins in origins.map { ($0, finding) } }
            guard !newlyPinned.isEmpty else { throw MigrationError.outOfScope(findings) }
            for (member, finding) in newlyPinned where pinned[member] == nil {
                pinned[member] = "kept in the view as written: moved, " + finding.reason
            }
        }
        throw MigrationError.outOfScope(findings)
    }

    /// Plans made again for the scope check before the module is refused: each keeps one more member at least.
    static let maxScopeRounds = 12

    /// Types the module declares that another file of the project declares where every file sees them. Types
    /// the controller's own files declare move with them (the module replaces those files); support types
    /// modules share are written only where the project does not have them yet.
    static func typeClashes(_ module: ModuleSources, with sources: SourceSet) -> [(name: String, location: SourceLocation)] {
        let ownFiles = Set(sources.files.map { ProjectIndex.absolute($0.path) })
        let foreign = sources.types.visibleDeclarations.compactMapValues { places in
            places.first { !ownFiles.contains(ProjectIndex.absolute($0.path)) }
        }
        // A file alone, or a project whose other files declare nothing visible: nothing to look for in the module.
        guard !foreign.isEmpty else { return [] }
        let ownNames = Set(
            sources.files.flatMap { file -> [String] in
                let collector = DeclarationCollector()
                collector.walk(file.tree)
                return collector.finished().typeNames
            })
        // Types the module's files declare at top level; an extension (`extension LString`) declares none.
        let declared = Set(
            module.files.filter { !$0.file.isShared }.flatMap { file in
                file.source.tree.topLevelDeclarations.compactMap { $0.asProtocol(NamedDeclSyntax.self)?.name.text }
            }
        ).subtracting(ownNames)
        return declared.sorted().compactMap { name in foreign[name].map { (name, $0) } }
    }

    /// The UTF-8 ranges of a controller's class and extensions in `source`.
    static func ranges(of controller: ControllerModel, in source: ParsedSource) -> [Range<Int>] {
        ([Syntax(controller.declaration)] + controller.extensions.map(Syntax.init)).filter { $0.root.id == source.tree.id }.map {
            $0.position.utf8Offset..<$0.endPosition.utf8Offset
        }
    }

    /// Every emitted file must parse: a plan the emitter renders wrongly stops the migration instead
    /// of reaching the user's project.
    /// The rewritten controller keeps the rest of its file as it was, errors outside the controller included.
    static func verifyParses(_ sources: ModuleSources, plan: MigrationPlan) throws {
        let viewPath = EmittedModule.viewPath(for: plan)
        for (file, parsed) in sources.all {
            guard !parsed.syntaxErrors.isEmpty else { continue }
            if file.path == viewPath, !plan.source.primary.syntaxErrors.isEmpty,
                let view = ControllerFinder.model(ofClassNamed: plan.controller.name, in: parsed),
                !parsed.syntaxErrorOffsets.contains(where: { offset in ranges(of: view, in: parsed).contains { $0.contains(offset) } })
            {
                continue
            }
            throw MigrationError.invalidOutput(file: file.path, diagnostics: parsed.syntaxErrors)
        }
    }

    static func emitter(for architecture: Architecture) -> ModuleEmitter {
        switch architecture {
        case .viper: return VIPEREmitter()
        case .surfMVP: return SurfMVPEmitter()
        case .coordinatedSurfMVP: return CoordinatedSurfMVPEmitter()
        case .vip: return VIPEmitter()
        }
    }

    /// The class of `source` to split: the one named, the only controller, or the one no other controller of the
    /// file builds on or opens. `hierarchy`: the project's, which knows base classes other files declare.
    static func pickController(_ source: ParsedSource, named name: String?, hierarchy: ControllerHierarchy?) throws -> ClassDeclSyntax {
        let (collector, controllers) = ControllerFinder.controllerDeclarations(in: source, hierarchy: hierarchy)
        if let name {
            // A class the user names is a screen even when nothing in its file says so.
            guard let controller = controllers.first(where: { $0.name.text == name }) ?? collector.classes.first(where: { $0.name.text == name }) else {
                throw MigrationError.unknownClass(name, available: controllers.map(\.name.text))
            }
            return controller
        }
        guard let only = controllers.first else { throw MigrationError.noController(source.path) }
        guard controllers.count == 1 else {
            // An app base class beside the screen that subclasses it, or a screen it opens: the one
            // no other controller builds on or names is the one to split.
            let bases = Set(controllers.map { ControllerFinder.superclassName(of: $0) ?? "" })
            let screens = controllers.filter { !bases.contains($0.name.text) }
            if screens.count == 1 { return screens[0] }
            let names = Set(screens.map(\.name.text))
            let opened = Set(
                screens.flatMap { screen in
                    screen.tokens(viewMode: .sourceAccurate).map(\.text).filter { $0 != screen.name.text && names.contains($0) }
                })
            let openers = screens.filter { !opened.contains($0.name.text) }
            if openers.count == 1 { return openers[0] }
            throw MigrationError.severalControllers(path: source.path, names: controllers.map(\.name.text))
        }
        return only
    }

    /// `MenuViewController` → `Menu`, `SettingsTableViewController` → `Settings`; the suffix goes, the rest names the module.
    public static func defaultModuleName(_ className: String) -> String {
        RoutingMatcher.strippingControllerSuffix(className)
    }

    static func validatedModuleName(_ name: String) throws -> String {
        guard Naming.isIdentifier(name) else { throw MigrationError.invalidModuleName(name) }
        return name
    }
}
