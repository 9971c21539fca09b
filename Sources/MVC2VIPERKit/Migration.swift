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

    public init(inputPath: String, outputDirectory: String) {
        self.inputPath = inputPath
        self.outputDirectory = outputDirectory
    }
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
}

/// The pipeline: parse → model the controller → classify and plan → emit.
public enum Migration {
    public static func run(_ options: MigrationOptions) throws -> MigrationResult {
        let catalog = try RecipeCatalog.load(overridesIn: options.recipesDirectory)
        let source = try ParsedSource.load(path: options.inputPath)
        return try run(options, source: source, catalog: catalog)
    }

    public static func run(_ options: MigrationOptions, source: ParsedSource, catalog: RecipeCatalog) throws -> MigrationResult {
        let controller: ControllerModel
        var warnings: [String] = []
        if source.syntaxErrors.isEmpty {
            controller = try pickController(source, named: options.className)
        } else {
            // Errors elsewhere in the file (another type, a half-written helper) do not stop the controller
            // whose own code parses; they are said, as warnings.
            guard let picked = try? pickController(source, named: options.className),
                  !source.syntaxErrorOffsets.contains(where: { offset in Self.ranges(of: picked).contains { $0.contains(offset) } })
            else { throw MigrationError.syntaxErrors(source.syntaxErrors) }
            controller = picked
            warnings = source.syntaxErrors.map {
                $0.replacingOccurrences(of: ": error: ", with: ": warning: [syntax] ") + " (outside \(picked.name), which was migrated)"
            }
        }
        var result = try migrate(controller, of: source, options: options, catalog: catalog)
        result.warnings = warnings
        return result
    }

    /// Plans and emits `controller`, a class of `source` (any class: the crash scan migrates every class it finds).
    static func migrate(_ controller: ControllerModel, of source: ParsedSource, options: MigrationOptions,
                        catalog: RecipeCatalog) throws -> MigrationResult {
        let moduleName = try options.moduleName.map(validatedModuleName) ?? defaultModuleName(controller.name)
        let plan = Planner.plan(source: source, controller: controller, catalog: catalog, moduleName: moduleName)
        let module = emitter(for: options.architecture).emit(plan, options: options.emit)
        try verifyParses(module, plan: plan)
        return MigrationResult(options: options, plan: plan, module: module, catalog: catalog)
    }

    /// The UTF-8 ranges of a controller's class and extensions.
    static func ranges(of controller: ControllerModel) -> [Range<Int>] {
        ([Syntax(controller.declaration)] + controller.extensions.map(Syntax.init)).map {
            $0.position.utf8Offset..<$0.endPosition.utf8Offset
        }
    }

    /// Every emitted file must parse: a plan the emitter renders wrongly stops the migration instead
    /// of reaching the user's project.
    /// The rewritten controller keeps the rest of its file as it was, errors outside the controller included.
    static func verifyParses(_ module: EmittedModule, plan: MigrationPlan) throws {
        let viewPath = EmittedModule.viewPath(for: plan)
        for file in module.files {
            let parsed = ParsedSource(text: file.contents, path: file.path)
            guard !parsed.syntaxErrors.isEmpty else { continue }
            if file.path == viewPath, !plan.source.syntaxErrors.isEmpty,
               let view = ControllerFinder.model(ofClassNamed: plan.controller.name, in: parsed),
               !parsed.syntaxErrorOffsets.contains(where: { offset in ranges(of: view).contains { $0.contains(offset) } }) {
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

    static func pickController(_ source: ParsedSource, named name: String?) throws -> ControllerModel {
        let controllers = ControllerFinder.controllers(in: source)
        if let name {
            // A class the user names is a screen even when nothing in its file says so.
            guard let controller = controllers.first(where: { $0.name == name }) ?? ControllerFinder.model(ofClassNamed: name, in: source) else {
                throw MigrationError.unknownClass(name, available: controllers.map(\.name))
            }
            return controller
        }
        guard let only = controllers.first else { throw MigrationError.noController(source.path) }
        guard controllers.count == 1 else {
            // An app base class beside the screen that subclasses it, or a screen it opens: the one
            // no other controller builds on or names is the one to split.
            let bases = Set(controllers.map(\.superclassName))
            let screens = controllers.filter { !bases.contains($0.name) }
            if screens.count == 1 { return screens[0] }
            let opened = Set(screens.flatMap { screen in
                screen.declaration.tokens(viewMode: .sourceAccurate).map(\.text).filter { name in screens.contains { $0.name == name && $0.name != screen.name } }
            })
            let openers = screens.filter { !opened.contains($0.name) }
            if openers.count == 1 { return openers[0] }
            throw MigrationError.severalControllers(path: source.path, names: controllers.map(\.name))
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
