import SwiftSyntax

/// The architecture-neutral split of one controller: what moves where, and why.
/// Every emitter renders this one value in its own architecture's terms.
public struct MigrationPlan {
    /// The controller's files (its own and those holding its extensions) and the types it can see.
    public let source: SourceSet
    public let controller: ControllerModel
    public let moduleName: String
    public var events: [ViewEvent] = []
    public var routes: [Route] = []
    public var requests: [DataRequest] = []
    /// Values the view waits on, which the model answers at once (`var isPremium: Bool { Store.shared.isPremium }`).
    public var queries: [DataQuery] = []
    /// Model data the presenter now holds while the view's own code goes on reading and changing it.
    public var askedState: [AskedState] = []
    public var viewCommands: [ViewCommand] = []
    public var dependencies: [Dependency] = []
    public var entities: [Entity] = []
    /// Private helpers that move whole into the interactor with the code that calls them.
    public var interactorHelpers: [MemberModel] = []
    /// Configuration methods other screens call, now the module's input.
    public var moduleInputs: [ModuleInputMethod] = []
    /// Controller state that moves into the presenter with the module input that sets it.
    public var presenterState: [StateProperty] = []
    /// State the state recipe leaves in the view: pure UI state (flags only UI code reads), and the view's copy
    /// of what the presenter hands it to show (written by display commands only).
    public var viewState: Set<String> = []
    /// Statements of the controller's deinit that stop work the interactor keeps; they run in its deinit.
    public var interactorDeinit: [CodeBlockItemSyntax] = []
    /// Subscription storage the interactor keeps, as the controller declared it.
    public var interactorState: [StateProperty] = []
    /// The table or collection's data source and delegate, moving to a manager of the view layer.
    public var dataDisplay: DataDisplay?
    /// The controller's fetched results controller, now behind the Book's cache tracker.
    public var cacheTracking: CacheTracking?
    /// The web view the view hands to the module's WebPresentation; the interactor loads into it through the WebEngine.
    public var webView: String?
    /// What the module tells the screen that opened it (the controller's delegate calls).
    public var moduleOutputs: [ModuleOutputMethod] = []
    public var viewEdits = ViewEdits()
    /// What the view still answers to: the members it keeps and its app base classes' (`showError(_:)` of a
    /// `BaseViewController`). A display command never takes one of these names.
    public var viewNames: Set<String> = []
    public var members: [MemberPlan] = []
    public var unresolved: [Unresolved] = []
}

extension MigrationPlan {
    /// The view's initializer reaches its output — it hands the presenter state, or sends an event —, which wires
    /// the module on first use: the assembly uses that wiring rather than making a second module.
    public var initializerReachesOutput: Bool {
        !viewEdits.deferredStatements.isEmpty || events.contains { controller.member(named: $0.sourceMember)?.kind == .initializer }
    }

    /// Events no longer carry state the presenter holds: it passes its own to the interactor and router.
    /// A parameter that only shares the state's name (a local of the sending method, a reported value) stays.
    mutating func dropEventParameters(_ names: Set<String>) {
        var dropped: [Int: Set<String>] = [:]
        for index in events.indices {
            if case .moduleOutput = events[index].kind { continue }
            let member = controller.member(named: events[index].sourceMember)
            let binder = LocalBinder(viewMode: .sourceAccurate)
            if let body = member?.body { binder.walk(body) }
            // `if let forecast` unwraps the state itself: an event argument of that name is the state.
            let locals = binder.otherNames.union(member?.parameters.map(\.name) ?? [])
            dropped[index] = names.subtracting(locals)
            events[index].parameters.removeAll { dropped[index]!.contains($0.name) }
        }
        for (id, replacement) in viewEdits.replacedStatements {
            if case .event(let event, let arguments) = replacement, let names = dropped[event] {
                viewEdits.replacedStatements[id] = .event(event, arguments: arguments.filter { !names.contains($0) })
            }
        }
    }
}

/// A parameter of a generated method: the label, the name inside, the type.
public struct Parameter {
    public var label: String?
    public let name: String
    public let type: TypeSyntax
    /// What the view passes for it, when that is not a value of the same name (`contacts[indexPath.row]`).
    public var argument: ExprSyntax? = nil
    /// What a caller may leave out (an initializer's `= .standard`, which the builder keeps).
    public var defaultValue: ExprSyntax? = nil
}

/// Something the view tells the presenter: a lifecycle moment or a user's choice.
public struct ViewEvent {
    public enum Kind {
        /// `viewDidLoad`, `viewWillAppear(_:)`…: the presenter starts requests (after showing loading).
        case lifecycle(method: String)
        /// A former routing switch or if-chain: the presenter runs `dispatch` with each branch routed.
        case routing(dispatch: CodeBlockItemSyntax, branches: [RoutedBranch])
        /// A user's intent (an action, a selection): the presenter takes the routes.
        case intent(isSelection: Bool)
        /// Something the module reports to whoever opened it: the presenter tells its module output.
        case moduleOutput(Int)
    }

    /// The view finished loading (`viewDidLoad()`).
    public var isViewDidLoad: Bool {
        if case .lifecycle(let method) = kind { return method.hasPrefix("viewDidLoad") }
        return false
    }

    /// The event's noun for naming: `ViewReady`, `MainMenuSection`, `Row`.
    public let noun: String
    public let kind: Kind
    public var parameters: [Parameter]
    /// Indices into `MigrationPlan.viewCommands` for loading states shown before the requests.
    public var loadingCommands: [Int] = []
    /// Indices into `MigrationPlan.requests`, in the order the controller ran them.
    public var requests: [Int] = []
    /// Indices into `MigrationPlan.routes` the presenter takes after the requests.
    public var routes: [Int] = []
    /// The view's statements before the event that work on state the presenter now holds; the
    /// presenter runs them first (what the user entered arrives as the event's parameters).
    public var presenterStatements: [CodeBlockItemSyntax] = []
    /// Indices into `MigrationPlan.viewCommands` the presenter calls first with state it holds (a module
    /// input's item shown when the view loads); their parameters name that state.
    public var commands: [Int] = []
    public let sourceMember: String
}

/// One branch of a dispatch statement and the route it takes.
public struct RoutedBranch {
    /// The statements of the branch in the original dispatch statement.
    public let body: CodeBlockItemListSyntax
    public let route: Int
}

/// A transition to another screen, holding the branch's original code.
public struct Route {
    public enum Kind: String {
        /// Shows another screen (push, present, show, a segue, an alert).
        case open
        /// Leaves this screen (dismiss, pop).
        case close
        /// Hands a URL to the system.
        case external
    }

    /// `City`, `Places`: emitters make `openCityModule()`, `showCityModule()`, `routeToCity()`.
    public let noun: String
    public var kind: Kind = .open
    public let parameters: [Parameter]
    /// The branch's statements, with implicit `self` controller API (`navigationController`, `present`)
    /// still written as in the controller; emitters point it at their transition handler.
    public let body: [CodeBlockItemSyntax]
    public let usesControllerAPI: Bool
    public let line: Int
    /// Closures the presenter hands the route (alert actions that run logic), each starting a request.
    public var callbacks: [RouteCallback] = []
    /// Copies of what the controller's file keeps private and the route reads (`private enum Strings`), for the router's file.
    var fileCopies: [DeclSyntax] = []

    /// The noun of a route leaving this module (`CurrentModule`, or `CurrentModuleOnCancel` beside another).
    public static let currentModule = "CurrentModule"

    /// Leaves this module itself, not a screen it presented (`closeImagePicker()`).
    public var closesThisModule: Bool { kind == .close && noun.hasPrefix(Self.currentModule) }

    /// What tells this module's close apart from another (`OnCancel`), or nothing.
    var closeQualifier: String { String(noun.dropFirst(Self.currentModule.count)) }
}

/// `onDelete: @escaping () -> Void`: an alert action calling back, to start a request or to have the view run
/// the screen's own code the action ran (`deleteItem(at: indexPath)`).
public struct RouteCallback {
    public enum Action {
        /// Index into `MigrationPlan.requests`.
        case request(Int)
        /// Index into `MigrationPlan.viewCommands`, a command of kind `.action`.
        case command(Int)
    }

    public let name: String
    public let action: Action
    /// Values the route's own code binds that the request reads (`order`, looked up from the tapped row): the
    /// router hands them to the callback (`onCancelOrder(order)`), as the presenter does not have them.
    public var arguments: [Parameter] = []
}

/// A request for data, run by the interactor, answered with results the view displays.
public struct DataRequest {
    /// `Quarters`: emitters make `obtainQuarters()` / `didObtainQuarters(_:)`.
    public let noun: String
    /// The original statements, in the interactor.
    public var body: [CodeBlockItemSyntax]
    /// Controller state the statements read, handed in by the presenter.
    public var parameters: [Parameter] = []
    /// Subscription storage (`cancellables`) the interactor keeps for the subscriptions the body makes.
    public var subscriptions: [String] = []
    public var results: [ResultValue]
    /// Controller members the body uses that become the interactor's dependencies.
    public let dependencies: [String]
    /// Index into `MigrationPlan.viewCommands` of the display command that shows the results.
    public let displayCommand: Int?
    /// Index into `MigrationPlan.viewCommands` of the command that shows a failure (`error`).
    public var failureCommand: Int?
    public let line: Int
    /// The results arrive in a closure of `body`, at the statement `FetchMatcher.deliveryMarker`;
    /// otherwise they are delivered after the body.
    public var deliversInClosure = false
    /// The delivering closure holds `self` weakly (`[weak self]`).
    public var weakSelf = false
    /// A user's action started it: a command rather than a read.
    public var isCommand = false
    /// Routes the presenter takes once the results are shown (the controller navigated after them).
    public var routesAfterResults: [Int] = []
    /// It stops work another request started (`timer?.invalidate()`): `cancel…` rather than `obtain…`.
    public var isCancellation = false
    /// What the body does when it is about a notification rather than reading data: it observes one
    /// (`observeCartDidChange()`) or posts one (`postSettingsDidChange()`); the noun is the notification's.
    public var notification: NotificationUse?
    /// A service's delegate callback the interactor implements (no presenter starts it): its signature, and
    /// the protocol it belongs to. Its results are the callback's values.
    public var callback: (signature: FunctionDeclSyntax, protocolName: String)?
}

/// A question the view asks and waits on: a member of the controller whose whole work is reading data and
/// returning it (`var prefersDescendingSorting: Bool { UserDefaults.standard.bool(forKey: "…") }`). The Book of
/// VIPER's code style keeps every call between layers synchronous and has the interactor return what it
/// obtains (`obtainPostAtIndex:` returns the post): the view asks its output, the output asks the model, and the
/// model runs the controller's statements.
public struct DataQuery {
    /// `PrefersDescendingSorting`: emitters make `obtainPrefersDescendingSorting()`.
    public let noun: String
    /// The controller's member, which stays as the view's question.
    public let member: String
    /// The member's parameters, handed on.
    public let parameters: [Parameter]
    public let returns: TypeSyntax
    /// The member's statements, run by the model.
    public let body: [CodeBlockItemSyntax]
    public let line: Int
}

/// Model data the view's code goes on reading and changing (a form's `settings`, a chat's `messages`) when it cannot
/// move with that code: the presenter holds it, and the view's property asks for it and hands back each change —
/// `var settings: EncryptionSettings { get { output.currentSettings() } set { output.didChangeSettings(newValue) } }` —
/// so the view holds no model data of its own, and every change reaches the presenter.
public struct AskedState {
    public let name: String
    /// The type the questions carry: the property's, an implicitly unwrapped optional as a plain optional.
    public let type: TypeSyntax
    /// A `var` the view changes; a `let` is only asked for.
    public let isSettable: Bool
}

/// A value crossing from the interactor to the view.
public struct ResultValue {
    public let name: String
    /// The type in the controller's code (`[Quarter]`).
    public let modelType: TypeSyntax
    /// The type after mapping to plain objects (`[QuarterPlainObject]`), equal to `modelType` when nothing maps.
    public let plainType: TypeSyntax
    /// How the interactor maps a model value to its plain object.
    public let mapping: Mapping

    public enum Mapping { case none, single(entity: Int), optional(entity: Int), array(entity: Int) }
}

/// A method of the view that shows something, holding the controller's original UI code.
public struct ViewCommand {
    /// `.action`: the screen's own code an alert action ran, which the presenter has the view run once chosen.
    public enum Kind { case loading, display, action }
    /// `Loading`, `Quarters`: emitters make `showLoading()`, `showQuarters(_:)`.
    public let noun: String
    public let kind: Kind
    public var parameters: [Parameter]
    public var body: [CodeBlockItemSyntax]
    /// Values the presenter computes from the parameters (formatted texts) and passes after them.
    public var presenterValues: [PresenterValue] = []
    /// Statements of the display code that store results in state the presenter now holds
    /// (`self.user = user`); the presenter runs them before handing the results over.
    public var stateWrites: [CodeBlockItemSyntax] = []

    /// Nothing left to show once the presenter took what the code stored: emitters leave it out.
    public var isEmpty: Bool { body.isEmpty }

    /// What the command takes: its parameters, then the presenter's values.
    public var allParameters: [Parameter] {
        parameters + presenterValues.map { Parameter(label: nil, name: $0.name, type: $0.type) }
    }
}

/// A value the presenter computes for the view (`memberSinceText`), with the expression that makes it.
public struct PresenterValue {
    public let name: String
    public let type: TypeSyntax
    public let value: ExprSyntax
}

/// An object the controller created itself, now created by the assembly.
public struct Dependency {
    public let name: String
    public let type: TypeSyntax
    /// Statements that create the value, the last one returning it.
    public let factory: [CodeBlockItemSyntax]
    /// Layers that use it and get it injected.
    public var owners: Set<Layer>
    /// Controller members it replaces (the property, a lazy getter's backing variable).
    public let replacedMembers: [String]
    public let line: Int
    /// Set on the controller from outside: the assembly hands the controller's instance on, and the
    /// controller keeps its property for its callers.
    public var injected = false
    /// Set by the controller's callers (`var context: NSManagedObjectContext!`), unlike the web
    /// engine the view makes itself: a module built in code takes it as an argument.
    public var setByCallers = false
    /// Injected dependencies the factory reads (`managedObjectContext`): the assembly passes the controller's.
    public var factoryArguments: [String] = []
}

/// A fetched results controller the interactor reaches through a `CacheTracker` (the `cacheTracker`
/// dependency), whose batches the data display manager shows from its plain list `items`.
public struct CacheTracking {
    /// The controller's property (`fetchedResultsController`).
    public let property: String
    /// The fetched entity (`Note`).
    public let entity: String
    /// The manager's list of plain objects (`notes`).
    public let items: String
    /// The controller's delegate methods of the fetched results controller, whose work the tracker's batches do.
    public var delegateMethods: [String] = []
}

/// A method of the module's input: the controller's configuration method, body and all.
public struct ModuleInputMethod {
    /// The method without attributes, modifiers or body: the controller's configuration method, or
    /// one made for a property the controller's creator sets (`configure(item:)`).
    public let signature: FunctionDeclSyntax
    /// Its Swift name (`configure(with:)`), for reports.
    public let name: String
    /// The original statements (they set presenter state of the same names).
    public let body: [CodeBlockItemSyntax]

    public var baseName: String { signature.name.text }
    /// Labels and names, for the view's forwarding call.
    public var parameters: [(label: String?, name: String, type: TypeSyntax)] {
        signature.signature.parameterClause.parameters.map { parameter in
            (parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text, (parameter.secondName ?? parameter.firstName).text, parameter.type)
        }
    }
}

/// A DataDisplayManager (Surf: Adapter) for a table or collection view.
public struct DataDisplay {
    public let members: [MemberModel]
    public var helpers: [MemberModel]
    public var state: [StateProperty]
    public let protocols: [String]
    /// The list view the controller shows them in (`tableView`).
    public let listView: String
    /// True when the controller sets the data source in code; otherwise the view sets it when loaded.
    public let wiredInCode: Bool
    /// Helpers the view still calls on the manager (a diffable data source's `configureDataSource()`).
    public var calledFromView: [String] = []
    /// `UITableView` when the manager's code uses the list view, which the view hands it.
    public var listViewType: String?
    /// What the manager asks of the view through its delegate protocol, which the view adopts.
    var host: [CollectionHost.Member] = []
    /// What the delegate protocol refines: what the list handed the controller to other code as (`TrackCellDelegate`).
    var hostRefinements = HandedScreen.Refinements()
    /// The manager's property holding the view (`view`).
    var hostProperty = "view"
    /// Copies of what the controller's file keeps private and the list reads (`private enum Section`), for the manager's file.
    var fileCopies: [DeclSyntax] = []
    /// The manager holds the view: to ask it for members, or to hand it over.
    var hasHost: Bool { !host.isEmpty || hostRefinements.handsOver }
    /// The manager is the list's data source (not a diffable data source it holds, not a static table's cells).
    public var isDataSource: Bool { protocols.contains { $0.hasSuffix("DataSource") } }
}

/// A method of the module's output, from a delegate method the controller called.
public struct ModuleOutputMethod {
    public let property: String
    /// The delegate method as written (`profileViewController(_:didSave:)`).
    public let delegateMethod: String
    public let name: String
    public let parameters: [Parameter]
    public let keptArguments: [Int]
    public let controllerArgument: Int?
    public let labels: [String?]
    /// The event the view sends in place of the call.
    public let event: Int
    /// A callback closure the controller fired (`onLogout?()`) rather than a delegate method.
    public var isCallback = false
    /// `var onLogout: (() -> Void)?` is called `onLogout?()`; a non-optional callback plainly.
    public var callbackIsOptional = true
}

/// A stored property moving to the presenter.
public struct StateProperty {
    public let name: String
    public let type: TypeSyntax
    public let initialValue: ExprSyntax?
    public var isMutable = true
    /// Its `didSet`/`willSet`, which go with it: what the controller did on each change its new owner does.
    public var observers: AccessorBlockSyntax?

    public init(name: String, type: TypeSyntax, initialValue: ExprSyntax?, isMutable: Bool = true, observers: AccessorBlockSyntax? = nil) {
        self.name = name
        self.type = type
        self.initialValue = initialValue
        self.isMutable = isMutable
        self.observers = observers
    }

    /// A controller property as it moves: its initial value re-based to column 0, so that the
    /// formatter indents it for its new place; its observers as written.
    public init(moving member: MemberModel, type: TypeSyntax) {
        let indentation = member.declaration.leadingTrivia.indentation.sourceLength.utf8Length
        let variable = member.declaration.as(VariableDeclSyntax.self)
        let accessors = variable?.bindings.first?.accessorBlock
        let observes =
            accessors.map { block in
                if case .accessors(let list) = block.accessors { return list.allSatisfy { ["didSet", "willSet"].contains($0.accessorSpecifier.text) } }
                return false
            } ?? false
        self.init(
            name: member.name, type: type, initialValue: member.initializer.map { Reindent.dedented($0, by: indentation) },
            isMutable: variable?.bindingSpecifier.tokenKind != .keyword(.let),
            observers: observes ? accessors.map { Reindent.dedented($0, by: indentation).with(\.leadingTrivia, .space) } : nil)
    }

    /// `declaration` (the property as its new owner declares it) with the observers the controller's had.
    public func observing(_ declaration: VariableDeclSyntax) -> VariableDeclSyntax {
        guard let observers, var binding = declaration.bindings.first else { return declaration }
        binding.trailingTrivia = []
        binding.accessorBlock = observers
        return declaration.with(\.bindings, [binding])
    }
}

/// A plain object (PONSO) for a model type whose objects cross to the presenter.
public struct Entity {
    public let modelType: String
    public let name: String
    public let fields: [(name: String, type: TypeSyntax)]
}

/// How the controller itself changes; emitters render the event calls their own way.
public struct ViewEdits {
    /// Members that leave the view entirely, by `MemberModel.name`.
    public var removedMembers: Set<String> = []
    /// Statements replaced by a call of an event (by index into `events`), or removed.
    public var replacedStatements: [SyntaxIdentifier: Replacement] = [:]
    /// Reads inside a statement that stays, each replaced where it stands by the question the model answers
    /// (by index into `queries`): `cell.isMultiHop = output.obtainIsMultiHop()`.
    public var askedExpressions: [SyntaxIdentifier: Int] = [:]
    /// Model types the view now sees as plain objects: `Quarter` → `QuarterPlainObject`.
    public var typeSubstitutions: [String: String] = [:]
    /// Dependencies the view keeps using, now injected instead of created.
    public var injectedDependencies: [String] = []
    /// Members whose body now asks the view's output for the value (by index into `queries`).
    public var answeredMembers: [String: Int] = [:]
    /// Properties whose accessors now ask the view's output for the presenter's state (by index into `askedState`).
    public var askedState: [String: Int] = [:]
    /// Members that stay as deprecated forwarders to the module input (by index into `moduleInputs`).
    public var forwardedMembers: [String: Int] = [:]
    /// Properties the controller's creator sets that also tell the module input (by index into `moduleInputs`).
    public var forwardedProperties: [String: Int] = [:]
    /// State now held by the data display manager; the view reads and writes it there.
    public var redirectedState: Set<String> = []
    /// Statements nested in display code that now send an event (navigation in a branch), by index into `events`.
    public var displayEventCalls: [SyntaxIdentifier: Int] = [:]
    /// Protocols the controller no longer adopts (`NSFetchedResultsControllerDelegate`).
    public var removedConformances: Set<String> = []
    /// Methods UIKit calls on the controller that now only relay to the data display manager (a static table's delegate methods).
    public var relayedToDataDisplay: Set<String> = []
    /// Private members other files now reach (dependencies the assembly injects, nested types the list manager names):
    /// they become internal.
    public var widenedMembers: Set<String> = []
    /// Statements removed from the view for a reason the nothing-lost account states (each also in `replacedStatements`).
    public var removalReasons: [SyntaxIdentifier: String] = [:]
    /// Statements a recipe rewrites beyond a token match (a condition split into a call and a branch), with the rewrite:
    /// the nothing-lost account counts them rewritten only because they are stated here.
    public var statedRewrites: [SyntaxIdentifier: String] = [:]
    /// Statements that run right after the statement keyed (an initializer's store of state the presenter now holds,
    /// after its `super.init`), moved from earlier in the same body.
    public var deferredStatements: [SyntaxIdentifier: [CodeBlockItemSyntax]] = [:]
    /// Statements put first in a kept member's body (the segue configuration hook of `prepare(for:sender:)`).
    public var prependedStatements: [String: [CodeBlockItemSyntax]] = [:]

    public enum Replacement {
        case event(Int, arguments: [String])
        /// `return store.items.count` → `return output.obtainNumberOfRowsInSection(section)` (by index into `queries`).
        case query(Int)
        case removed
    }
}

/// Where one original member went, with the evidence.
public struct MemberPlan {
    public let name: String
    public let line: Int
    public var recipes: [String] = []
    /// Architecture-neutral places; each emitter names them and assigns their layers.
    public var targets: [Target] = []
    public var evidence: [Evidence] = []
}

/// A place in the plan that a member's code reaches.
public enum Target: Hashable {
    /// The member, or what is left of it, stays in the rewritten view.
    case view
    case event(Int)
    case request(Int)
    /// A question the model answers (by index into `queries`).
    case query(Int)
    case route(Int)
    case command(Int)
    case dependency(Int)
    case entity(Int)
    /// A private helper moved whole to the interactor.
    case interactorHelper(String)
    case moduleInput(Int)
    case dataDisplay
    /// A property of the presenter (a formatter that moved there).
    case presenterState(String)
}

public struct PlannedDestination: Codable, Hashable, Sendable {
    public let layer: Layer
    public let symbol: String
}

public struct Evidence: Codable, Hashable, Sendable {
    public let recipe: String
    public let line: Int
    /// The syntax that matched, on one line.
    public let syntax: String
}

public struct Unresolved: Codable, Hashable, Sendable {
    public let member: String
    /// The member's file when it is not the input file (an extension file of the project).
    public var path: String?
    public let line: Int
    public let reason: String
    /// The recipe that looked at the member and declined, if any.
    public let recipe: String?

    public init(member: String, path: String? = nil, line: Int, reason: String, recipe: String?) {
        self.member = member
        self.path = path
        self.line = line
        self.reason = reason
        self.recipe = recipe
    }
}

/// A request that observes or posts a notification, named for it.
public enum NotificationUse: String, Sendable {
    case observe, post
}
