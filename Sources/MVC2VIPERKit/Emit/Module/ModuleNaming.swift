/// The names one architecture gives the parts of a module and their methods, after its own document.
/// Every emitter renders the same plan; only these names and the wiring differ.
protocol ModuleNaming {
    var module: String { get }
    var controller: String { get }

    /// The protocol the view implements (VIPER and Surf `…ViewInput`, VIP `…ViewControllerProtocol`).
    var viewInput: String { get }
    /// The protocol the view sends its events to (`…ViewOutput`, VIP `…InteractorProtocol`).
    var viewOutput: String { get }
    /// The view's property holding what `viewOutput` names (`output`, VIP `interactor`).
    var viewOutputProperty: String { get }
    var presenter: String { get }
    var router: String { get }
    var routerInput: String { get }
    var moduleInput: String { get }
    var moduleOutput: String { get }
    /// The object that feeds a table or collection (the Book's DataDisplayManager, Surf's Adapter).
    var dataDisplayManager: String { get }
    var dataDisplayProperty: String { get }
    /// What builds the module (the Book's Assembly, a Configurator).
    var assembly: String { get }

    func event(_ event: ViewEvent) -> String
    /// The verb of a read (`obtain`, `load`, `fetch`): requests `obtainQuarters()`, results `didObtainQuarters(_:)`,
    /// failures `didFailToObtainQuarters(_:)`; what a user's action starts is `perform…`, what stops work `cancel…`.
    var readVerb: String { get }
    /// The view's events, where the object answering them names its model's requests after the same intents
    /// (Surf's presenter and its service): a request never takes an event's name, so `service.loadFeed()` never
    /// reads as the event that starts it.
    var eventNames: Set<String> { get }
    func request(_ request: DataRequest) -> String
    func route(_ route: Route) -> String
    func command(_ command: ViewCommand) -> String
}

extension ModuleNaming {
    var moduleInput: String { module + "ModuleInput" }
    var moduleOutput: String { module + "ModuleOutput" }
    var presenter: String { module + "Presenter" }
    var router: String { module + "Router" }
    var viewOutputProperty: String { "output" }

    var eventNames: Set<String> { [] }

    /// `obtainQuarters()`, or — where an event already has that name — the same with another verb (`run…`, `stop…`, `request…`).
    /// `observeCartDidChange()` and `postSettingsDidChange()` for work about a notification.
    func request(_ request: DataRequest) -> String {
        let preferred = (request.isCancellation ? "cancel" : request.notification?.rawValue ?? (request.isCommand ? "perform" : readVerb)) + request.noun
        let fallback = (request.isCancellation ? "stop" : request.notification.map { _ in "start" } ?? (request.isCommand ? "run" : "request")) + request.noun
        return distinct(preferred, fallback, from: eventNames)
    }
    /// `obtainPrefersDescendingSorting()`: the question's name, the same on the way from the view to the model.
    func query(_ query: DataQuery) -> String { distinct(readVerb + query.noun, "request" + query.noun, from: eventNames) }
    /// `currentSettings()`: the view asking for model data its output holds (`askedState`) — not a read verb, which
    /// names the model's requests (`loadTasks()` of Surf's service), nor the module's answer.
    func stateQuestion(_ state: AskedState) -> String {
        distinct("current" + Naming.upperFirst(state.name), "held" + Naming.upperFirst(state.name), from: eventNames)
    }
    /// `didChangeSettings(_:)`: the view handing its output a change of that data.
    func stateChange(_ state: AskedState) -> String { "didChange" + Naming.upperFirst(state.name) }
    /// What a request reports: `didObtainQuarters(_:)`; `didReceiveCartDidChange(_:)` for what an observer hears.
    func result(_ request: DataRequest) -> String { "did" + resultVerb(request) + request.noun }
    func failure(_ request: DataRequest) -> String { "didFailTo" + failureVerb(request) + request.noun }

    private func resultVerb(_ request: DataRequest) -> String {
        switch request.notification {
        case .observe: return "Receive"
        case .post: return "Post"
        case nil: return Naming.upperFirst(request.isCommand ? "perform" : readVerb)
        }
    }

    private func failureVerb(_ request: DataRequest) -> String {
        request.notification == .observe ? "Observe" : resultVerb(request)
    }

    /// `showQuarters(_:)`; the screen's own code an alert action ran is performed: `performDelete(_:)`.
    func shownOrPerformed(_ command: ViewCommand, taken: Set<String>) -> String {
        command.kind == .action
            ? distinct("perform" + command.noun, "run" + command.noun, from: taken)
            : distinct("show" + command.noun, "display" + command.noun, from: taken)
    }

    func factory(_ dependency: Dependency) -> String { "make" + Naming.upperFirst(dependency.name) }
    func mapper(_ entity: Entity) -> String { "make" + entity.name }

    /// `preferred`, or `fallback` when the name is taken: by an event of the view, in an architecture whose logic
    /// object holds both, or by what the view already answers to.
    func distinct(_ preferred: String, _ fallback: String, from taken: Set<String>) -> String {
        taken.contains(preferred) ? fallback : preferred
    }

    /// Lifecycle methods keep UIKit's name (`viewWillAppear()`); intents name what the user wants
    /// (`save()`, `selectContact(_:)`), never the widget — the Surf and Clean Swift rule.
    func intentName(_ event: ViewEvent, loaded: String) -> String {
        switch event.kind {
        case .lifecycle(let method):
            let name = String(method.prefix { $0 != "(" })
            // An initializer's event is named for the view it made (`viewCreated()`): `init` names no function.
            return name == "viewDidLoad" ? loaded : name == "init" ? Naming.lowerFirst(event.noun) : name
        case .routing: return event.parameters.isEmpty ? Naming.lowerFirst(event.noun) : "select" + event.noun
        case .intent(let isSelection): return isSelection ? "select" + event.noun : Naming.lowerFirst(event.noun)
        case .moduleOutput: return event.noun
        }
    }
}
