/// A module of one of the four architectures, found by the names its layers go by — whether mvc2viper
/// wrote it or a team did by hand, with Generamba's names or Clean Swift's templates.
public struct DetectedModule: Codable, Equatable, Sendable {
    public let name: String
    public let architecture: Architecture
    /// The layers whose types exist, in a fixed order: `view`, `presenter`, `interactor`, …
    public let layers: [String]
    /// The controller that is its view, when one adopts its view protocol.
    public let view: String?
    /// Lines of the files that declare the module's types.
    public let lines: Int
    /// The file declaring its presenter, which every module has: where the dashboard points at the module.
    public let path: String
}

enum ModuleDetector {
    /// Each layer and the type names (after the module's name) any of which shows it is there.
    private static let layerNames: [Architecture: [(layer: String, suffixes: [String])]] = [
        .viper: [
            ("view", ["ViewInput", "ViewOutput"]), ("presenter", ["Presenter"]),
            ("interactor", ["Interactor", "InteractorInput", "InteractorOutput"]), ("router", ["Router", "RouterInput"]),
            ("assembly", ["Assembly", "ModuleAssembly", "AssemblyContainer", "Configurator", "ModuleConfigurator", "ModuleBuilder"]),
        ],
        // A Surf module's service is mvc2viper's `…ModuleService`: a team's `…Service` is usually the app's, not the module's.
        .surfMVP: [
            ("view", ["ViewInput", "ViewOutput"]), ("presenter", ["Presenter"]), ("service", surfService), ("router", ["Router", "RouterInput"]),
            ("configurator", ["ModuleConfigurator", "Configurator"]),
        ],
        .coordinatedSurfMVP: [
            ("view", ["ViewInput", "ViewOutput"]), ("presenter", ["Presenter"]), ("service", surfService), ("coordinator", ["Coordinator"]),
            ("configurator", ["ModuleConfigurator", "Configurator"]),
        ],
        .vip: [
            ("view", ["DisplayLogic", "ViewControllerProtocol"]), ("interactor", ["Interactor", "BusinessLogic", "InteractorProtocol"]),
            ("presenter", ["Presenter", "PresentationLogic", "PresenterProtocol"]),
            ("router", ["Router", "RoutingLogic", "RouterProtocol"]), ("configurator", ["Configurator", "Assembly"]),
            ("worker", ["Worker"]),
        ],
    ]

    private static let surfService = ["ModuleService", "ModuleServiceInput", "ModuleServiceOutput"]

    /// The suffixes of a view protocol a controller adopts when it is a module's view.
    static let viewProtocolSuffixes = ["ViewInput", "DisplayLogic", "ViewControllerProtocol"]

    /// Modules among `typeFiles` (type name → the files declaring it); `adopters` maps a view protocol to the
    /// controller adopting it.
    static func modules(typeFiles: [String: [IndexedFile]], adopters: [String: String]) -> [DetectedModule] {
        // Every module has a presenter: its name comes before `Presenter`.
        let names = Set(
            typeFiles.keys.compactMap { name -> String? in
                guard name.hasSuffix("Presenter"), name.count > "Presenter".count else { return nil }
                return String(name.dropLast("Presenter".count))
            })
        return names.sorted().compactMap { name in
            let has = { (suffix: String) in typeFiles[name + suffix] != nil }
            let architecture: Architecture
            if ["DisplayLogic", "BusinessLogic", "PresentationLogic", "RoutingLogic", "ViewControllerProtocol"].contains(where: has) {
                architecture = .vip
            } else if has("ViewInput") || has("ViewOutput") {
                if has("Interactor") || has("InteractorInput") {
                    architecture = .viper
                } else {
                    architecture = has("Coordinator") ? .coordinatedSurfMVP : .surfMVP
                }
            } else {
                return nil  // a presenter on its own is not a module
            }
            let layers = layerNames[architecture]!.filter { $0.suffixes.contains(where: has) }
            let typeNames = layers.flatMap { layer in layer.suffixes.map { name + $0 } }
            let view = viewProtocolSuffixes.lazy.compactMap { adopters[name + $0] }.first
            var files: [String: Int] = [:]
            for type in typeNames + (view.map { [$0] } ?? []) {
                for file in typeFiles[type] ?? [] { files[file.path] = file.lines }
            }
            return DetectedModule(
                name: name, architecture: architecture, layers: layers.map(\.layer), view: view,
                lines: files.values.reduce(0, +), path: typeFiles[name + "Presenter"]?.map(\.path).min() ?? "")
        }
    }
}
