/// Names after SNPArchitecture (Clean Swift's VIP cycle): the view controller tells the interactor
/// what the user did (`viewDidLoad()`, `save()`), the interactor asks the presenter to `present…`,
/// the presenter asks the view controller to `display…`, and the router routes (`routeTo…`, `navigateTo…`).
struct VIPNames: ModuleNaming {
    let module: String
    let controller: String
    /// What the view already answers to (`plan.viewNames`): display commands take other names.
    var viewNames: Set<String> = []

    var viewInput: String { module + "ViewControllerProtocol" }
    var viewOutput: String { module + "InteractorProtocol" }
    var viewOutputProperty: String { "interactor" }
    var interactor: String { module + "Interactor" }
    var worker: String { module + "Worker" }
    var workerProtocol: String { module + "WorkerProtocol" }
    var workerOutput: String { module + "WorkerOutput" }
    var presenterProtocol: String { module + "PresenterProtocol" }
    var routerInput: String { module + "RouterProtocol" }
    var dataDisplayManager: String { module + "DataDisplayManager" }
    var dataDisplayProperty: String { "dataDisplayManager" }
    var assembly: String { module + "Configurator" }

    func event(_ event: ViewEvent) -> String { intentName(event, loaded: "viewDidLoad") }

    /// Workers fetch.
    let readVerb = "fetch"

    /// The next scene is routed to; a URL handed to the system is navigated to; leaving goes back.
    func route(_ route: Route) -> String {
        switch route.kind {
        case .open: return "routeTo" + SurfMVPNames.moduleNoun(route.noun)
        case .external: return "navigateTo" + route.noun
        case .close: return route.closesThisModule ? "navigateBack" + route.closeQualifier : "navigateBackFrom" + route.noun
        }
    }

    func command(_ command: ViewCommand) -> String { distinct("display" + command.noun, "show" + command.noun, from: viewNames) }
    func presentation(_ command: ViewCommand) -> String { "present" + command.noun }
    func viewModel(_ modelType: String) -> String { modelType + "ViewModel" }
}
