/// How the object that holds a module's logic reaches the other parts. VIPER splits the logic
/// between a presenter (events, results) and an interactor (requests); Surf MVP between a presenter
/// and its service (its model), the same way; VIP keeps it in the interactor, which has its worker
/// run the requests and shows results through its presenter.
struct Wiring {
    /// How routes are taken.
    enum Routes {
        /// `router.openCityModule()`, or `router?.routeToCity()` for an optional reference.
        case router(String, optional: Bool)
        /// `onOpenCity?()`: the module's output closures (named by the function), which a coordinator sets.
        case closures((Route) -> String)
    }

    /// The object events start requests on (`interactor`, Surf's `service`, VIP's `worker`); nil when the logic
    /// object runs them itself (a Surf module without a model has none to run).
    var requests: String? = "interactor"
    /// The weak property requests deliver results through (`output`); nil when they are handled in place.
    var delivery: String? = "output"
    /// The weak reference commands go to (`view`, VIP's `viewController` or, from the interactor, `presenter`).
    var display = "view"
    /// The name of a command where the logic sends it (VIP's interactor: `presentQuarters`).
    var displayName: ((ViewCommand) -> String)? = nil
    /// The logic object computes what the presenter formats before showing (VIP leaves it to the presenter).
    var formatsValues = true
    /// Requests hand over plain objects (PONSO); VIP hands the presenter business models, which it maps.
    var mapsResults = true
    var routes = Routes.router("router", optional: false)
    /// The weak property the module's output is told through; nil when the outputs are closures (`onSave?(user)`).
    var moduleOutput: String? = "moduleOutput"
    /// Alerts whose actions run logic, as modules of their own (Surf MVP): by route noun, the alert's
    /// output protocol, which the logic object implements, in place of callback closures.
    var alertOutputs: [String: AlertOutput] = [:]
    /// What a plain object is in the architecture's words, for its documentation.
    var entityDoc: ((Entity) -> String)? = nil
}

/// An alert's module output: one method per action that runs logic (`onDelete` → `delete(_:)`).
struct AlertOutput {
    let protocolName: String
    /// The route's callbacks in order: the method each becomes and the parameters it hands back.
    let methods: [(callback: RouteCallback, name: String, parameters: [Parameter])]
}
