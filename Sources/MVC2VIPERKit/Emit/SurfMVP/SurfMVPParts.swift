import SwiftSyntax

/// Surf MVP's parts: a presenter that holds the logic and calls the module's service, which holds the data
/// access (the model is services; there is no interactor), a router over the view's `ModuleTransitionable`,
/// and a configurator. Coordinated Surf MVP shares them, with output closures in place of the router.
struct SurfMVPParts {
    let parts: ModuleParts
    let names: SurfMVPNames
    /// Coordinated Surf MVP: routes and module outputs are closures a coordinator sets.
    let coordinated: Bool

    static let setupInitialState = "setupInitialState"

    init(plan original: MigrationPlan, coordinated: Bool) {
        var plan = original
        // The view always reports that it loaded: the presenter sets it up then.
        if !plan.events.contains(where: \.isViewDidLoad) {
            plan.events.append(ViewEvent(noun: "ViewReady", kind: .lifecycle(method: "viewDidLoad()"), parameters: [], sourceMember: "viewDidLoad()"))
        }
        var names = SurfMVPNames(module: plan.moduleName, controller: plan.controller.name, viewNames: plan.viewNames)
        names.configureCommands = SurfMVPNames.configureCommands(plan)
        names.eventNames = Set(plan.events.map(names.event))
        // `configure(with quarters:)`: the value the view is configured with reads from the label.
        for index in plan.viewCommands.indices where names.configureCommands.contains(plan.viewCommands[index].noun) {
            plan.viewCommands[index].parameters[0].label = "with"
        }
        plan.moduleInputs = Self.surfModuleInputs(plan.moduleInputs)
        var wiring = Wiring()
        // Set below when the module has a model: the presenter then calls its service, which reports to it.
        wiring.requests = nil
        wiring.delivery = nil
        wiring.routes = coordinated ? .closures(SurfMVPParts.outputClosure) : .router("router", optional: true)
        wiring.moduleOutput = coordinated ? nil : "output"
        wiring.entityDoc = { "A plain copy of \($0.modelType) for the presenter and the view (PONSO): the module's service maps what it loads." }
        // Coordinated alerts are shown by the coordinator, so their actions stay output closures.
        if !coordinated { wiring.alertOutputs = Self.alertOutputs(plan, names: names) }
        self.names = names
        self.coordinated = coordinated
        var parts = ModuleParts(plan: plan, names: names, wiring: wiring)
        if Self.hasModel(parts) {
            parts.wiring.requests = Self.serviceProperty(plan)
            parts.wiring.delivery = "output"
        }
        self.parts = parts
    }

    var plan: MigrationPlan { parts.plan }
    func member(_ decl: some DeclSyntaxProtocol) -> MemberBlockItemSyntax { MemberBlockItemSyntax(decl: decl) }

    /// Surf names a module's configuration `configureModule(with:)`; an input whose new signature
    /// would clash with another's keeps its name.
    static func surfModuleInputs(_ inputs: [ModuleInputMethod]) -> [ModuleInputMethod] {
        let renamed = inputs.map { input -> ModuleInputMethod in
            var signature = input.signature.with(\.name, .identifier("configureModule"))
            var parameters = Array(signature.signature.parameterClause.parameters)
            if parameters.count == 1 {
                let name = parameters[0].secondName ?? parameters[0].firstName
                parameters[0] = parameters[0].with(\.firstName, .identifier("with", trailingTrivia: .space)).with(\.secondName, name.with(\.leadingTrivia, []))
            }
            signature = signature.with(\.signature.parameterClause.parameters, FunctionParameterListSyntax(parameters))
            let labels = parameters.map { $0.firstName.text + ":" }.joined()
            return ModuleInputMethod(signature: signature, name: "configureModule(\(labels))", body: input.body)
        }
        let key = { (input: ModuleInputMethod) in
            input.name + input.parameters.map(\.type.trimmedText).joined(separator: ",")
        }
        let counts = Dictionary(renamed.map { (key($0), 1) }, uniquingKeysWith: +)
        return zip(inputs, renamed).map { original, surf in counts[key(surf)] == 1 ? surf : original }
    }

    /// An alert whose actions run logic is a module of its own: its actions reach the presenter through
    /// the alert's module output. Only when each action's request needs no more than the route hands the
    /// alert; otherwise the actions stay callbacks.
    static func alertOutputs(_ plan: MigrationPlan, names: SurfMVPNames) -> [String: AlertOutput] {
        var outputs: [String: AlertOutput] = [:]
        for route in plan.routes where !route.callbacks.isEmpty {
            // What the router has: the route's parameters and what its own code binds for the callbacks.
            let available = Set(route.parameters.map(\.name) + route.callbacks.flatMap { $0.arguments.map(\.name) })
            // `delete(_:)`, or `confirmDelete(_:)` where the view already has a `delete` event.
            let methods = route.callbacks.map { callback in
                let action = actionName(callback.name)
                return (
                    callback: callback, name: names.distinct(action, "confirm" + Naming.upperFirst(action), from: names.eventNames),
                    parameters: Self.handedBack(callback.action, plan)
                )
            }
            guard methods.allSatisfy({ $0.parameters.allSatisfy { available.contains($0.name) } }) else { continue }
            outputs[route.noun] = AlertOutput(protocolName: names.module + SurfMVPNames.moduleNoun(route.noun) + "ModuleOutput", methods: methods)
        }
        return outputs
    }

    /// What the action's method takes: what its request or the view's command needs.
    private static func handedBack(_ action: RouteCallback.Action, _ plan: MigrationPlan) -> [Parameter] {
        switch action {
        case .request(let index): return plan.requests[index].parameters
        case .command(let index): return plan.viewCommands[index].parameters
        }
    }

    /// `onDelete` → `delete`: the alert reports the action the user chose.
    private static func actionName(_ callback: String) -> String {
        Naming.callbackAction(callback).map(Naming.lowerFirst) ?? callback
    }

    /// The alerts' output protocols, one file each.
    func alertOutputFiles(folder: String) -> [PlannedFile] {
        plan.routes.compactMap { route in
            guard let alert = parts.wiring.alertOutputs[route.noun] else { return nil }
            let requirements = alert.methods.map { member(SyntaxFactory.function($0.name, $0.parameters, body: nil)) }
            let contents = parts.file(
                parts.imports(for: alert.methods.flatMap { $0.parameters.map(\.type) }),
                [DeclSyntax(parts.protocolDecl(alert.protocolName, classBound: true, requirements))],
                doc: SyntaxFactory.docComment("What the \(SurfMVPNames.moduleNoun(route.noun)) alert reports: the actions the user chose."))
            return PlannedFile(path: "\(folder)/Alerts/\(alert.protocolName).swift", layer: .router, syntax: contents)
        }
    }

    /// `onOpenCity`, `onClose`: the output closure a route becomes in Coordinated Surf MVP.
    static func outputClosure(_ route: Route) -> String {
        switch route.kind {
        case .open, .external: return "onOpen" + SurfMVPNames.moduleNoun(route.noun)
        case .close: return route.closesThisModule ? "onClose" + route.closeQualifier : "onClose" + route.noun
        }
    }

    /// The closure's type: the route's parameters, then its callbacks (`((Contact, @escaping () -> Void) -> Void)?`).
    func closureType(_ parameters: [TypeSyntax]) -> TypeSyntax {
        TypeText.parse("((" + parameters.map(\.trimmedText).joined(separator: ", ") + ") -> Void)?")
    }

    func routeClosureType(_ route: Route) -> TypeSyntax {
        closureType(route.parameters.map(\.type) + route.callbacks.map(ModuleParts.callbackType))
    }

    // MARK: View

    var viewShape: ViewShape {
        var shape = ViewShape(builder: SyntaxFactory.call(nil, names.assembly, arguments: []))
        shape.bridgeConforms = !coordinated
        shape.adapterOutput = (names.adapterOutput, true)
        shape.adapterKind = "Surf MVP's Adapter"
        shape.extraCommands = [SyntaxFactory.function(Self.setupInitialState, [], body: [])]
        shape.requiresViewDidLoad = true
        // Every view is what its router navigates from.
        shape.conformances = coordinated ? [] : ["ModuleTransitionable"]
        return shape
    }

    /// The view's setup moved from `viewDidLoad()` to `setupInitialState()`.
    func splitInitialState(_ view: SourceFileSyntax) -> SourceFileSyntax {
        let loaded = SyntaxFactory.call(SyntaxFactory.reference(names.viewOutputProperty), "viewLoaded", arguments: [])
        return InitialStateSplit.apply(to: view, controller: plan.controller.name, loadedCall: loaded, setupName: Self.setupInitialState)
    }

    /// The events the adapter sends: its output protocol, which the view's output extends.
    /// The events and the questions the adapter sends its output.
    func adapterCalls(adapter: SourceFileSyntax) -> (events: Set<Int>, queries: Set<Int>) {
        let calls = CalledMembers(of: "output")
        calls.walk(adapter)
        return (
            Set(plan.events.indices.filter { calls.names.contains(names.event(plan.events[$0])) }),
            Set(plan.queries.indices.filter { calls.names.contains(parts.names.query(plan.queries[$0])) })
        )
    }

    func adapterOutput(_ calls: (events: Set<Int>, queries: Set<Int>)) -> SourceFileSyntax {
        let requirements =
            calls.events.sorted().map { member(SyntaxFactory.function(names.event(plan.events[$0]), plan.events[$0].parameters, body: nil)) }
            + calls.queries.sorted().map { member(parts.queryFunction(plan.queries[$0], body: nil)) }
        let types =
            calls.events.flatMap { plan.events[$0].parameters.map(\.type) }
            + calls.queries.flatMap { plan.queries[$0].parameters.map(\.type) + [plan.queries[$0].returns] }
        return parts.file(parts.imports(for: types), [DeclSyntax(parts.protocolDecl(names.adapterOutput, classBound: true, requirements))])
    }

    // MARK: Presenter

    /// The presenter: the view's events, the module's input and output, and what the service reports. The data
    /// access is the service's; the presenter only calls it, where the controller ran it.
    func presenter() -> SourceFileSyntax {
        let splicer = CodeSplicer()
        var properties = [member(SyntaxFactory.property("view", TypeText.optional(TypeText.named(names.viewInput)), modifiers: [.weak]))]
        if coordinated {
            properties += plan.routes.map { member(SyntaxFactory.property(Self.outputClosure($0), routeClosureType($0))) }
            properties += plan.moduleOutputs.map { member(SyntaxFactory.property(ModuleParts.closureName($0.name), closureType($0.parameters.map(\.type)))) }
        } else {
            properties.append(member(SyntaxFactory.property("router", TypeText.optional(TypeText.named(names.routerInput)))))
            if !plan.moduleOutputs.isEmpty {
                properties.append(member(SyntaxFactory.property("output", TypeText.optional(TypeText.named(names.moduleOutput)), modifiers: [.weak])))
            }
        }
        let service = presenterServiceMembers
        let members = properties + service.property + parts.privateState(plan.presenterState) + service.initializer
        let presenterClass = ClassDeclSyntax(
            attributes: SyntaxFactory.mainActor, modifiers: [DeclModifierSyntax(name: .keyword(.final))], name: .identifier(names.presenter),
            memberBlock: MemberBlockSyntax(members: MemberBlockItemListSyntax(members)))
        let setup = SyntaxFactory.statement(SyntaxFactory.call(SyntaxFactory.optionalChain("view"), Self.setupInitialState, arguments: []))
        let events = parts.eventMethods(splicer: splicer, prefix: { $0.isViewDidLoad ? [setup] : [] })
        var declarations = [
            DeclSyntax(presenterClass),
            DeclSyntax(SyntaxFactory.conformance(names.presenter, names.viewOutput, events).with(\.leadingTrivia, parts.markComment(names.viewOutput))),
        ]
        let moduleInputs = parts.moduleInputMethods(splicer: splicer)
        if !moduleInputs.isEmpty {
            declarations.append(
                DeclSyntax(
                    SyntaxFactory.conformance(names.presenter, names.moduleInput, moduleInputs)
                        .with(\.leadingTrivia, parts.markComment(names.moduleInput))))
        }
        if coordinated {
            declarations.append(
                DeclSyntax(
                    SyntaxFactory.conformance(names.presenter, names.moduleOutput, [])
                        .with(\.leadingTrivia, parts.markComment(names.moduleOutput))))
        }
        declarations += serviceOutputConformance(splicer: splicer)
        declarations += parts.alertOutputConformances(of: names.presenter)
        // The imports VIPER's presenter takes: the data access, and what it names, is the service's.
        return parts.file(
            parts.imports(for: plan.events.flatMap { $0.parameters.map(\.type) }, movedCode: parts.dispatchesRoutes), declarations, splicer: splicer)
    }

    /// Coordinated Surf MVP: the module's outputs, as closures the coordinator sets.
    func moduleOutputClosures() -> SourceFileSyntax {
        // Requirements spelled as people write them (`{ get set }` on one line), past the formatter.
        let splicer = CodeSplicer()
        let requirements =
            plan.routes.map { route in
                splicer.placeholder(for: closureRequirement(Self.outputClosure(route), routeClosureType(route)))
            }
            + plan.moduleOutputs.map { output in
                splicer.placeholder(for: closureRequirement(ModuleParts.closureName(output.name), closureType(output.parameters.map(\.type))))
            }
        return parts.file(
            parts.imports(for: plan.routes.flatMap { $0.parameters.map(\.type) } + plan.moduleOutputs.flatMap { $0.parameters.map(\.type) }),
            [DeclSyntax(parts.protocolDecl(names.moduleOutput, classBound: true, requirements))], splicer: splicer)
    }

    /// `var onOpenCity: ((City) -> Void)? { get set }`.
    private func closureRequirement(_ name: String, _ type: TypeSyntax) -> DeclSyntax {
        DeclSyntax("var \(raw: name): \(type) { get set }")
    }

    // MARK: Router

    func router() -> SourceFileSyntax {
        parts.router(
            names.router, conforming: names.routerInput, handler: "view", handlerType: "ModuleTransitionable",
            handlerDoc: "The module's view, which every transition starts from.")
    }
}

/// Names of the methods called on one property (`output.didSelect(…)` → `didSelect`).
final class CalledMembers: SyntaxVisitor {
    let property: String
    var names: Set<String> = []

    init(of property: String) {
        self.property = property
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `output.x(…)` or `self.output.x(…)` (a delegate call the moved code made through `self`).
        var base = node.base
        if let access = base?.as(MemberAccessExprSyntax.self), let owner = access.base, ReferenceCollector.isSelf(owner) {
            base = ExprSyntax(access.declName)
        }
        if base?.as(DeclReferenceExprSyntax.self)?.baseName.text == property { names.insert(node.declName.baseName.text) }
        return .visitChildren
    }
}
