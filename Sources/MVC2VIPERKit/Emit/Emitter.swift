import SwiftParser
import SwiftSyntax

/// One architecture's rendering of a plan.
public protocol ModuleEmitter {
    var architecture: Architecture { get }
    func emit(_ plan: MigrationPlan, options: EmitOptions) -> EmittedModule
}

extension ModuleEmitter {
    public func emit(_ plan: MigrationPlan) -> EmittedModule { emit(plan, options: EmitOptions()) }
}

/// What an emitter writes besides the module itself.
public struct EmitOptions: Sendable {
    /// The module's XCTest files, with spies for its protocols (`--tests`).
    public var tests = false
    /// The app module the tests see with `@testable import`; none when the tests live in the app's target.
    public var appModule: String?

    public init(tests: Bool = false, appModule: String? = nil) {
        self.tests = tests
        self.appModule = appModule
    }
}

public enum Architecture: String, CaseIterable, Codable, Sendable {
    case viper
    case surfMVP = "surf-mvp"
    case coordinatedSurfMVP = "coordinated-surf-mvp"
    case vip
}

/// Everything a migration writes, before anything touches the disk; writing, dry runs and
/// reports are all built on this one value.
public struct EmittedModule {
    public let architecture: Architecture
    /// The Swift expression that builds the module (`MenuAssembly().assembleModule()`).
    public let entryPoint: String
    public let files: [PlannedFile]
    /// Each plan target's layer and generated symbol.
    public let destinations: [Target: [PlannedDestination]]

    /// The rewritten controller, in every architecture: `Menu/View/MenuViewController.swift`.
    public static func viewPath(for plan: MigrationPlan) -> String {
        "\(plan.moduleName)/View/\(plan.controller.name).swift"
    }

    /// A file of the project holding an extension of the controller, rewritten beside the view under its own name.
    public static func extensionViewPath(for plan: MigrationPlan, original path: String) -> String {
        "\(plan.moduleName)/View/\(path.split(separator: "/").last.map(String.init) ?? path)"
    }
}

public struct PlannedFile: Equatable {
    /// Relative to the output folder: `Menu/Presenter/MenuPresenter.swift`.
    public let path: String
    public let layer: Layer
    public let contents: String
    /// The file as the emitter built it: what the module's own readers (the generated tests' spies) read,
    /// instead of parsing its text again.
    public let syntax: SourceFileSyntax
    /// Support types several modules share (`CacheTracker.swift`): written once, left alone when already there.
    public var isShared = false

    public init(path: String, layer: Layer, syntax: SourceFileSyntax, isShared: Bool = false) {
        self.path = path
        self.layer = layer
        self.syntax = syntax
        self.contents = syntax.description
        self.isShared = isShared
    }

    /// A file given as text (a test's altered module): parsed once here.
    public init(path: String, layer: Layer, contents: String, isShared: Bool = false) {
        self.init(path: path, layer: layer, syntax: Parser.parse(source: contents), isShared: isShared)
    }

    public static func == (lhs: PlannedFile, rhs: PlannedFile) -> Bool {
        lhs.path == rhs.path && lhs.layer == rhs.layer && lhs.contents == rhs.contents && lhs.isShared == rhs.isShared
    }
}
