import SwiftSyntax

/// The VIP cycle's parts: an interactor that takes the view controller's events, has its worker fetch
/// and decides the routes; a worker holding the controller's data access; a presenter that maps
/// business models to view models and formats them; a router; a configurator with a static `build()`.
struct VIPParts {
    let parts: ModuleParts
    let names: VIPNames

    init(plan original: MigrationPlan) {
        let names = VIPNames(module: original.moduleName, controller: original.controller.name, viewNames: original.viewNames)
        let plan = original.renamingEntities { names.viewModel($0.modelType) }
        var wiring = Wiring()
        wiring.requests = "worker"
        wiring.delivery = "output"
        wiring.display = "presenter"
        wiring.displayName = names.presentation
        wiring.formatsValues = false
        wiring.mapsResults = false
        wiring.routes = .router("router", optional: true)
        wiring.entityDoc = { "The view model of \($0.modelType): what the view controller displays, made by the presenter." }
        self.names = names
        parts = ModuleParts(plan: plan, names: names, wiring: wiring)
    }

    var plan: MigrationPlan { parts.plan }
    func member(_ decl: some DeclSyntaxProtocol) -> MemberBlockItemSyntax { MemberBlockItemSyntax(decl: decl) }

    /// State the presenter formats with (a date formatter); the rest is the interactor's business state.
    private var formattingState: Set<String> {
        // What the values read besides the command's own parameters (`dateFormatter`, not the `user` shown).
        let used = plan.viewCommands.flatMap { command in
            let parameters = Set(command.parameters.map(\.name))
            return command.presenterValues.flatMap { $0.value.tokens(viewMode: .sourceAccurate).map(\.text) }.filter { !parameters.contains($0) }
        }
        return Set(plan.presenterState.map(\.name)).intersection(used)
    }

    /// The business model the interactor holds for a view model type (`[QuarterViewModel]` → `[Quarter]`).
    private func businessType(_ type: TypeSyntax) -> TypeSyntax {
        TypeSubstitution(Dictionary(plan.entities.map { ($0.name, $0.modelType) }, uniquingKeysWith: { first, _ in first }))
            .rewrite(type, detach: true).cast(TypeSyntax.self)
    }

    // MARK: Interactor

    func interactor() -> SourceFileSyntax {
        let splicer = CodeSplicer()
        let formatting = formattingState
        let state = parts.privateState(plan.presenterState.filter { !formatting.contains($0.name) }, retype: businessType)
        var members = [
            member(SyntaxFactory.property("presenter", TypeText.optional(TypeText.named(names.presenterProtocol)))),
            member(SyntaxFactory.property("router", TypeText.optional(TypeText.named(names.routerInput)))),
            member(SyntaxFactory.property("worker", TypeText.named(names.workerProtocol), mutable: false)),
        ]
        if !plan.moduleOutputs.isEmpty {
            members.append(member(SyntaxFactory.property("moduleOutput", TypeText.optional(TypeText.named(names.moduleOutput)), modifiers: [.weak])))
        }
        members += state
        members.append(member(parts.initializer([("worker", names.workerProtocol)]).with(\.leadingTrivia, .newlines(2))))
        let interactorClass = ClassDeclSyntax(
            attributes: SyntaxFactory.mainActor, modifiers: [DeclModifierSyntax(name: .keyword(.final))], name: .identifier(names.interactor),
            memberBlock: MemberBlockSyntax(members: MemberBlockItemListSyntax(members)))
        var declarations = [
            DeclSyntax(interactorClass),
            DeclSyntax(
                SyntaxFactory.conformance(names.interactor, names.viewOutput, parts.eventMethods(splicer: splicer))
                    .with(\.leadingTrivia, parts.markComment(names.viewOutput))),
        ]
        let moduleInputs = parts.moduleInputMethods(splicer: splicer)
        if !moduleInputs.isEmpty {
            declarations.append(
                DeclSyntax(
                    SyntaxFactory.conformance(names.interactor, names.moduleInput, moduleInputs)
                        .with(\.leadingTrivia, parts.markComment(names.moduleInput))))
        }
        // What the worker found: the interactor keeps its business state, has it presented, routes on.
        declarations.append(
            DeclSyntax(
                SyntaxFactory.conformance(names.interactor, names.workerOutput, parts.resultMethods(splicer: splicer))
                    .with(\.leadingTrivia, parts.markComment(names.workerOutput))))
        let code: [any SyntaxProtocol] = plan.events.flatMap { $0.parameters.map(\.type) } + plan.requests.flatMap { $0.results.map(\.modelType) }
        return parts.file(parts.imports(for: code, movedCode: parts.dispatchesRoutes || !plan.entities.isEmpty), declarations, splicer: splicer)
    }

    /// The worker: the controller's data access, with the services it used, reporting to the interactor.
    func worker() -> SourceFileSyntax { parts.modelObjectFile(names.worker, input: names.workerProtocol, output: names.workerOutput, mappers: false) }

    func workerProtocol() -> SourceFileSyntax { parts.requestProtocol(names.workerProtocol) }

    func workerOutput() -> SourceFileSyntax { parts.resultProtocol(names.workerOutput) }

    // MARK: Presenter

    /// The presentations: one per view controller display, with the business models it takes.
    private var presentations: [(command: ViewCommand, parameters: [Parameter])] {
        plan.viewCommands.filter { !$0.isEmpty }.map { command in
            (command, command.parameters.map { Parameter(label: $0.label, name: $0.name, type: businessType($0.type), argument: $0.argument) })
        }
    }

    func presenterProtocol() -> SourceFileSyntax {
        let requirements = presentations.map { member(SyntaxFactory.function(names.presentation($0.command), $0.parameters, body: nil)) }
        return parts.file(
            parts.imports(for: presentations.flatMap { $0.parameters.map(\.type) }),
            [DeclSyntax(parts.protocolDecl(names.presenterProtocol, classBound: false, requirements))])
    }

    func presenter() -> SourceFileSyntax {
        let formatting = formattingState
        let state = parts.privateState(plan.presenterState.filter { formatting.contains($0.name) })
        let presenterClass = ClassDeclSyntax(
            attributes: SyntaxFactory.mainActor, modifiers: [DeclModifierSyntax(name: .keyword(.final))], name: .identifier(names.presenter),
            memberBlock: MemberBlockSyntax(
                members: MemberBlockItemListSyntax(
                    [
                        member(SyntaxFactory.property("viewController", TypeText.optional(TypeText.named(names.viewInput)), modifiers: [.weak]))
                    ] + state + parts.mapperMembers())))
        let methods = presentations.map { presentation -> MemberBlockItemSyntax in
            // Business models become view models, then the presenter formats what the view shows.
            let mapped = zip(presentation.command.parameters, presentation.parameters).compactMap { viewModel, business -> CodeBlockItemSyntax? in
                viewModelMapping(business, to: viewModel).map { SyntaxFactory.letStatement(viewModel.name, $0) }
            }
            let formatted = presentation.command.presenterValues.map { SyntaxFactory.letStatement($0.name, $0.value) }
            let display = SyntaxFactory.statement(
                SyntaxFactory.forwardingCall(
                    SyntaxFactory.optionalChain("viewController"),
                    names.command(presentation.command), presentation.command.allParameters))
            return member(SyntaxFactory.function(names.presentation(presentation.command), presentation.parameters, body: mapped + formatted + [display]))
        }
        let conformance = SyntaxFactory.conformance(names.presenter, names.presenterProtocol, methods).with(
            \.leadingTrivia, parts.markComment(names.presenterProtocol))
        return parts.file(
            parts.imports(for: presentations.flatMap { $0.parameters.map(\.type) }, movedCode: true),
            [DeclSyntax(presenterClass), DeclSyntax(conformance)])
    }

    /// `quarters.map(makeQuarterViewModel(from:))` when a business model becomes a view model.
    private func viewModelMapping(_ business: Parameter, to viewModel: Parameter) -> ExprSyntax? {
        let businessText = business.type.trimmedText
        guard businessText != viewModel.type.trimmedText else { return nil }
        for entity in plan.entities {
            let value = SyntaxFactory.reference(business.name)
            let mapper = SyntaxFactory.mapperReference(names.mapper(entity))
            switch businessText {
            case entity.modelType: return SyntaxFactory.call(SyntaxFactory.selfType, names.mapper(entity), arguments: [value], labels: ["from"])
            // A list, an optional, a cache tracker's batch: each maps its elements.
            case "[\(entity.modelType)]", "\(entity.modelType)?", "CacheTransactionBatch<\(entity.modelType)>":
                return SyntaxFactory.call(value, "map", arguments: [mapper])
            default: continue
            }
        }
        return nil
    }

    // MARK: Router

    /// The router's view controller, named so that no local of the moved navigation code hides it.
    private var routerHandler: String {
        let binder = LocalBinder(viewMode: .sourceAccurate)
        plan.routes.flatMap(\.body).forEach { binder.walk($0) }
        return binder.names.contains("viewController") ? "sceneViewController" : "viewController"
    }

    func router() -> SourceFileSyntax {
        parts.router(
            names.router, conforming: names.routerInput, handler: routerHandler, handlerType: "UIViewController",
            handlerDoc: "The scene's view controller, which the next scenes are attached to.")
    }

    // MARK: Configurator

    /// `static func build()` creates and wires the scene; `configure(_:)` wires a controller made elsewhere.
    func configurator() -> SourceFileSyntax { parts.builder(configuratorShape) }

    var configuratorShape: BuilderShape {
        let controller = "viewController"
        var wiring: [CodeBlockItemSyntax] = [
            SyntaxFactory.letStatement(
                "worker",
                SyntaxFactory.call(
                    nil, names.worker,
                    arguments: parts.modelDependencies.map { parts.dependencyValue($0, controller: controller) },
                    labels: parts.modelDependencies.map(\.name))),
            SyntaxFactory.letStatement(
                "interactor", SyntaxFactory.call(nil, names.interactor, arguments: [SyntaxFactory.reference("worker")], labels: ["worker"])),
            SyntaxFactory.letStatement("presenter", SyntaxFactory.call(nil, names.presenter, arguments: [])),
            SyntaxFactory.letStatement("router", SyntaxFactory.call(nil, names.router, arguments: [])),
            parts.assign(controller, "interactor", SyntaxFactory.reference("interactor")),
            parts.assign("interactor", "presenter", SyntaxFactory.reference("presenter")),
            parts.assign("interactor", "router", SyntaxFactory.reference("router")),
            parts.assign("worker", "output", SyntaxFactory.reference("interactor")),
            parts.assign("presenter", "viewController", SyntaxFactory.reference(controller)),
            parts.assign("router", routerHandler, SyntaxFactory.reference(controller)),
        ]
        if !plan.moduleOutputs.isEmpty { wiring.append(parts.assign("interactor", "moduleOutput", SyntaxFactory.reference(controller))) }
        wiring += parts.viewDependencyWiring(controller: controller)
        wiring.append(parts.returnStatement(SyntaxFactory.reference("interactor")))
        var shape = BuilderShape(typeName: names.assembly, buildName: "build", configureReturns: TypeText.named(names.viewOutput), wiring: wiring)
        shape.isStatic = true
        shape.outputRole = "interactor"
        return shape
    }

    /// Clean Swift's tests: the configurator, the view controller, the interactor between spies (its worker,
    /// presenter and router), the presenter (what each presentation shows, the mapping to view models), the router.
    var testShape: TestShape {
        let moduleOutput = plan.moduleOutputs.isEmpty ? [] : [(property: "moduleOutput", protocolName: names.moduleOutput)]
        return TestShape(
            builder: configuratorShape,
            documents: [
                (.builder, names.assembly + "Tests"), (.view, names.controller + "Tests"), (.logic, names.interactor + "Tests"),
                (.model, names.presenter + "Tests"), (.router, names.router + "Tests"),
            ],
            logic: TestShape.Subject(
                local: "interactor", type: names.interactor,
                spies: [("presenter", names.presenterProtocol), ("router", names.routerInput)] + moduleOutput,
                initializerSpies: [("worker", names.workerProtocol)], resultsProtocol: names.workerOutput),
            model: TestShape.Subject(
                local: "presenter", type: names.presenter, spies: [("viewController", names.viewInput)],
                mapsEntities: true, presentationsProtocol: names.presenterProtocol),
            router: (names.router, routerHandler),
            viewOutput: (names.viewOutputProperty, names.viewOutput))
    }
}
