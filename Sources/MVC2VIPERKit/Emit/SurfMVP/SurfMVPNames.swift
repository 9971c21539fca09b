/// Names after Surf MVP's rules: intents, not widgets (`save()`, not `saveButtonClick()`); the view is
/// configured with what it shows (`configure(with:)`); routers show modules (`showEditProfileModule()`,
/// never `…Screen()` or `…Alert()`).
struct SurfMVPNames: ModuleNaming {
    let module: String
    let controller: String
    /// What the view already answers to (`plan.viewNames`): display commands take other names.
    var viewNames: Set<String> = []
    /// Display commands whose parameter types no other command shares: they read `configure(with:)`.
    var configureCommands: Set<String> = []
    /// The view's events: the presenter's own methods never take their names.
    var eventNames: Set<String> = []

    var viewInput: String { module + "ViewInput" }
    var viewOutput: String { module + "ViewOutput" }
    var routerInput: String { module + "RouterInput" }
    var dataDisplayManager: String { module + "ViewAdapter" }
    var adapterOutput: String { module + "ViewAdapterOutput" }
    var dataDisplayProperty: String { "adapter" }
    var assembly: String { module + "ModuleConfigurator" }
    var coordinator: String { module + "Coordinator" }
    /// The module's model: "a service called by the Presenter to obtain data". Named after the module, as its
    /// configurator is (`MenuModuleConfigurator`), because the app's own services are usually named after the
    /// screen's subject (`NewsService`, which the module's service then calls); its protocols are named by
    /// direction, as every Surf protocol is: the presenter calls its input, and implements its output.
    var service: String { module + "ModuleService" }
    var serviceInput: String { service + "Input" }
    var serviceOutput: String { service + "Output" }

    func event(_ event: ViewEvent) -> String { intentName(event, loaded: "viewLoaded") }

    /// The service's reads: `loadQuarters()`, reported as `didLoadQuarters(_:)`.
    let readVerb = "load"

    func route(_ route: Route) -> String {
        switch route.kind {
        case .open: return "show\(Self.moduleNoun(route.noun))Module"
        // A URL the system opens is no module: `openSystemSettings()`.
        case .external: return "open\(route.noun)"
        case .close: return "close\(route.noun)"
        }
    }

    func command(_ command: ViewCommand) -> String {
        configureCommands.contains(command.noun) ? "configure" : shownOrPerformed(command, taken: viewNames)
    }

    /// `ConfirmationAlert` → `Confirmation`: the module is named, not how it is shown.
    static func moduleNoun(_ noun: String) -> String {
        for suffix in ["Alert", "Screen", "Controller"] where noun.hasSuffix(suffix) && noun.count > suffix.count {
            return String(noun.dropLast(suffix.count))
        }
        return noun
    }

    /// The commands that show one value set: unique in the types they take, so `configure(with:)`
    /// overloads never collide.
    static func configureCommands(_ plan: MigrationPlan) -> Set<String> {
        let failures = Set(plan.requests.compactMap(\.failureCommand))
        let shown = plan.viewCommands.indices.filter { !failures.contains($0) }.map { plan.viewCommands[$0] }
            .filter { $0.kind == .display && !$0.isEmpty && !$0.parameters.isEmpty }
        let signature = { (command: ViewCommand) in command.allParameters.map(\.type.trimmedText).joined(separator: ",") }
        let counts = Dictionary(shown.map { (signature($0), 1) }, uniquingKeysWith: +)
        return Set(shown.filter { counts[signature($0)] == 1 }.map(\.noun))
    }
}
