/// Names of a VIPER module's parts, after the Book of VIPER's code style: requests in the
/// imperative (`obtainQuarters()`), results in the past tense (`didObtainQuarters(_:)`),
/// router methods `open…Module`, view events `didTrigger…Event` / `didSelect…`.
struct VIPERNames: ModuleNaming {
    let module: String
    let controller: String
    /// What the view already answers to (`plan.viewNames`): display commands take other names.
    var viewNames: Set<String> = []

    var viewInput: String { module + "ViewInput" }
    var viewOutput: String { module + "ViewOutput" }
    var interactorInput: String { module + "InteractorInput" }
    var interactorOutput: String { module + "InteractorOutput" }
    var routerInput: String { module + "RouterInput" }
    var dataDisplayManager: String { module + "DataDisplayManager" }
    var interactor: String { module + "Interactor" }
    var assembly: String { module + "Assembly" }
    var dataDisplayProperty: String { "dataDisplayManager" }

    func event(_ event: ViewEvent) -> String {
        switch event.kind {
        case .lifecycle: return "didTrigger\(event.noun)Event"
        case .routing: return event.parameters.isEmpty ? "didTrigger\(event.noun)Event" : "didSelect\(event.noun)"
        case .intent(let isSelection): return isSelection ? "didSelect\(event.noun)" : "didTrigger\(event.noun)Event"
        case .moduleOutput: return event.noun
        }
    }

    /// Reads are `obtain…`; what a user's action starts is `perform…` (the code style's `performLoginWithUsername`),
    /// its failure twin `didFailToObtain…` (`didObtainWithSuccess` / `-WithFailure`).
    let readVerb = "obtain"

    /// The code style's router verbs: `open…` shows a module, `close…` leaves this one.
    func route(_ route: Route) -> String {
        switch route.kind {
        case .open: return "open\(route.noun)Module"
        // A URL the system opens is no module: `openSystemSettings()`.
        case .external: return "open\(route.noun)"
        case .close: return "close\(route.noun)"
        }
    }
    func command(_ command: ViewCommand) -> String { shownOrPerformed(command, taken: viewNames) }
}
