import SwiftSyntax

extension ModuleParts {
    // MARK: Model

    /// The dependencies the model uses (the plan's interactor layer, wherever an architecture puts it).
    var modelDependencies: [Dependency] { plan.dependencies.filter { $0.owners.contains(.interactor) } }

    /// The object that owns the model (VIPER's interactor, VIP's worker, Surf MVP's service): the controller's data
    /// access with the dependencies, state and helpers it uses, reporting to `output` and conforming to `input`.
    func modelObjectFile(_ name: String, input: String, output: String, mappers: Bool = true) -> SourceFileSyntax {
        let splicer = CodeSplicer()
        let model = modelMembers(splicer: splicer, mappers: mappers)
        let members =
            [member(SyntaxFactory.property("output", TypeText.optional(TypeText.named(output)), modifiers: [.weak]))]
            + model.state + modelInitializer
        let modelClass = ClassDeclSyntax(
            attributes: SyntaxFactory.mainActor, modifiers: [DeclModifierSyntax(name: .keyword(.final))], name: .identifier(name),
            memberBlock: MemberBlockSyntax(members: MemberBlockItemListSyntax(members + model.methods)))
        let conformance = SyntaxFactory.conformance(name, input, requestMethods(splicer: splicer) + queryMethods(splicer: splicer))
            .with(\.leadingTrivia, markComment(input))
        return file(
            imports(for: modelCode, movedCode: true), [DeclSyntax(modelClass), DeclSyntax(conformance)] + delegateConformances(of: name),
            splicer: splicer)
    }

    /// The model's members: dependencies, subscription storage, the deinit that stops the work, helpers
    /// moved whole and the mappers to plain objects (VIPER's interactor, Surf's service, VIP's worker).
    func modelMembers(splicer: CodeSplicer, mappers: Bool = true) -> (state: [MemberBlockItemSyntax], methods: [MemberBlockItemSyntax]) {
        let keepsObservers = ObserverTokens.registers(in: modelRequests.flatMap(\.body))
        let state =
            modelDependencies.map { member(SyntaxFactory.property($0.name, $0.type, mutable: false)) }
            + plan.interactorState.map {
                member($0.observing(SyntaxFactory.property($0.name, $0.type, mutable: $0.isMutable, modifiers: [.private], value: $0.initialValue)))
            }
            + (keepsObservers ? [member(ObserverTokens.property)] : [])
        var methods: [MemberBlockItemSyntax] = []
        if !plan.interactorDeinit.isEmpty || keepsObservers {
            // The controller stopped this work when it went away; the model's owner now does.
            let stops =
                (plan.interactorDeinit.isEmpty ? [] : [splicer.placeholder(for: plan.interactorDeinit)])
                + (keepsObservers ? [ObserverTokens.removal] : [])
            let deinitializer = DeinitializerDeclSyntax(body: CodeBlockSyntax(statements: CodeBlockItemListSyntax(stops)))
            methods.append(member(deinitializer).with(\.leadingTrivia, .newlines(2)))
        }
        methods += plan.interactorHelpers.map { splicer.placeholder(for: $0.declaration).with(\.leadingTrivia, .newlines(2)) }
        if mappers { methods += mapperMembers() }
        return (state, methods)
    }

    /// `nonisolated static func makeQuarterPlainObject(from quarter: Quarter) -> QuarterPlainObject`, one per entity;
    /// not private, so that the module's tests check the mapping. Static, so that a completion handler delivering
    /// results maps them without capturing its owner (`quarters.map(Self.makeQuarterPlainObject(from:))`).
    func mapperMembers() -> [MemberBlockItemSyntax] {
        plan.entities.map { entity in
            let parameter = Naming.lowerFirst(entity.modelType)
            let construction = SyntaxFactory.call(
                nil, entity.name,
                arguments: entity.fields.map {
                    ExprSyntax(
                        MemberAccessExprSyntax(
                            base: SyntaxFactory.reference(parameter), period: .periodToken(),
                            declName: DeclReferenceExprSyntax(baseName: .identifier($0.name))))
                }, labels: entity.fields.map(\.name))
            return member(
                SyntaxFactory.function(
                    names.mapper(entity), [Parameter(label: "from", name: parameter, type: TypeText.named(entity.modelType))],
                    returns: TypeText.named(entity.name), modifiers: [.nonisolated, .static],
                    body: [CodeBlockItemSyntax(item: .stmt(StmtSyntax(ReturnStmtSyntax(expression: construction))))]
                )
                .with(\.signature.parameterClause, labelledClause("from", parameter, entity.modelType))
                .with(\.leadingTrivia, .newlines(2)))
        }
    }

    /// The protocol the model's owner is called through: one method per request (VIPER's InteractorInput, VIP's worker).
    func requestProtocol(_ name: String) -> SourceFileSyntax {
        let requirements =
            plan.requests.filter { $0.callback == nil }.map { member(SyntaxFactory.function(names.request($0), $0.parameters, body: nil)) }
            + plan.queries.map { member(queryFunction($0, body: nil)) }
        return file(
            imports(for: plan.requests.filter { $0.callback == nil }.flatMap { $0.parameters.map(\.type) } + queryTypes),
            [DeclSyntax(protocolDecl(name, classBound: false, requirements))])
    }

    /// `func obtainPrefersDescendingSorting() -> Bool`, with `body` or as a requirement.
    func queryFunction(_ query: DataQuery, body: [CodeBlockItemSyntax]?) -> FunctionDeclSyntax {
        SyntaxFactory.function(names.query(query), query.parameters, returns: query.returns, body: body)
    }

    /// The types the questions hand over and return, for the imports of the files that declare them.
    var queryTypes: [TypeSyntax] { plan.queries.flatMap { $0.parameters.map(\.type) + [$0.returns] } }

    /// The questions the model answers with the controller's statements.
    func queryMethods(splicer: CodeSplicer) -> [MemberBlockItemSyntax] {
        plan.queries.map { member(queryFunction($0, body: [splicer.placeholder(for: $0.body)])) }
    }

    /// The output's answers: it asks the model (`interactor.obtainPrefersDescendingSorting()`).
    func queryRelays() -> [MemberBlockItemSyntax] {
        plan.queries.map { query in
            let call = SyntaxFactory.forwardingCall(wiring.requests.map(SyntaxFactory.reference), names.query(query), query.parameters)
            return member(queryFunction(query, body: [SyntaxFactory.statement(call)]))
        }
    }

    /// The protocol results come back through (VIPER's InteractorOutput, VIP's WorkerOutput).
    func resultProtocol(_ name: String) -> SourceFileSyntax {
        let requirements = reportedRequests.flatMap { request -> [MemberBlockItemSyntax] in
            [member(SyntaxFactory.function(names.result(request), resultParameters(request), body: nil))]
                + (request.failureCommand == nil ? [] : [member(SyntaxFactory.function(names.failure(request), errorParameter, body: nil))])
        }
        return file(
            imports(for: plan.requests.flatMap { $0.results.map { wiring.mapsResults ? $0.plainType : $0.modelType } }),
            [DeclSyntax(protocolDecl(name, classBound: true, requirements))])
    }

    /// The requests the model runs itself (not those a service's callbacks answer).
    var modelRequests: [DataRequest] { plan.requests.filter { $0.callback == nil } }

    /// The requests with the controller's statements, delivering results where the controller showed them.
    func requestMethods(splicer: CodeSplicer, modifiers: [Keyword] = []) -> [MemberBlockItemSyntax] {
        modelRequests.map { request -> MemberBlockItemSyntax in
            let reports = !request.results.isEmpty || request.displayCommand != nil || !request.routesAfterResults.isEmpty
            let selfBase = request.weakSelf ? SyntaxFactory.optionalChain("self") : ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))
            let outputBase: ExprSyntax?
            if let delivery = wiring.delivery {
                outputBase =
                    request.deliversInClosure
                    ? ExprSyntax(
                        OptionalChainingExprSyntax(
                            expression: ExprSyntax(
                                MemberAccessExprSyntax(
                                    base: selfBase, period: .periodToken(), declName: DeclReferenceExprSyntax(baseName: .identifier(delivery))))))
                    : SyntaxFactory.optionalChain(delivery)
            } else {
                // Handled in place: `self?.didLoadQuarters(…)` in the closure, a plain call after the body.
                outputBase = request.deliversInClosure ? selfBase : nil
            }
            let delivery = SyntaxFactory.call(
                outputBase, names.result(request), arguments: request.results.map(deliveredResult),
                labels: request.results.enumerated().map { $0.offset == 0 ? nil : $0.element.name })
            let failure = SyntaxFactory.call(outputBase, names.failure(request), arguments: [SyntaxFactory.reference("error")])
            // State the controller read arrives as parameters.
            let statements = request.body.map {
                SelfMemberToParameter(Set(request.parameters.map(\.name))).rewrite($0, stating: RewriteReason.travellingValues).cast(CodeBlockItemSyntax.self)
            }
            // One rewriter for the whole body: it learns the locals naming the center (`let nc = NotificationCenter.default`) in order.
            let tokens = ObserverTokens()
            if request.deliversInClosure {
                // The original closure delivers; `self` there is the model's owner, held as the controller held itself.
                let delivered = statements.map {
                    tokens.rewrite(
                        DeliveryPlacer(delivery: reports ? delivery : nil, failure: failure).rewrite($0, stating: RewriteReason.delivery),
                        stating: RewriteReason.observerTokens
                    )
                    .cast(CodeBlockItemSyntax.self)
                }
                return member(
                    SyntaxFactory.function(names.request(request), request.parameters, modifiers: modifiers, body: [splicer.placeholder(for: delivered)]))
            }
            var body = [
                splicer.placeholder(
                    for: statements.map { tokens.rewrite($0, detach: false, stating: RewriteReason.observerTokens).cast(CodeBlockItemSyntax.self) })
            ]
            if reports { body.append(SyntaxFactory.statement(delivery)) }
            return member(SyntaxFactory.function(names.request(request), request.parameters, modifiers: modifiers, body: body))
        }
    }

    /// The model's owner is the delegate of the services that report through one: each callback is a result.
    func delegateConformances(of typeName: String) -> [DeclSyntax] {
        var delegates: [DeclSyntax] = []
        let base = wiring.delivery.map(SyntaxFactory.optionalChain)
        for protocolName in plan.requests.compactMap({ $0.callback?.protocolName }).reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
            let callbacks = plan.requests.filter { $0.callback?.protocolName == protocolName }.map { request -> MemberBlockItemSyntax in
                let delivery = SyntaxFactory.call(
                    base, names.result(request), arguments: request.results.map(deliveredResult),
                    labels: request.results.enumerated().map { $0.offset == 0 ? nil : $0.element.name })
                return member(request.callback!.signature.with(\.body, CodeBlockSyntax(statements: [SyntaxFactory.statement(delivery)])))
            }
            delegates.append(DeclSyntax(SyntaxFactory.conformance(typeName, protocolName, callbacks).with(\.leadingTrivia, markComment(protocolName))))
        }
        return delegates
    }

    /// What the model's code names, for its file's imports.
    var modelCode: [any SyntaxProtocol] {
        plan.requests.flatMap(\.body) + plan.queries.flatMap(\.body) + queryTypes + plan.interactorHelpers.map(\.declaration) + modelDependencies.map(\.type)
            + plan.requests.compactMap { $0.callback?.signature }
    }

    private func labelledClause(_ label: String, _ name: String, _ type: String) -> FunctionParameterClauseSyntax {
        FunctionParameterClauseSyntax(parameters: [
            FunctionParameterSyntax(
                firstName: .identifier(label), secondName: .identifier(name, leadingTrivia: .space),
                colon: .colonToken(trailingTrivia: .space), type: TypeText.named(type))
        ])
    }

    /// The result as the presenter receives it: model objects mapped to plain objects, unless the
    /// presenter maps them itself (VIP).
    func deliveredResult(_ result: ResultValue) -> ExprSyntax {
        wiring.mapsResults ? mappedResult(result) : SyntaxFactory.reference(result.name)
    }

    func mappedResult(_ result: ResultValue) -> ExprSyntax {
        let value = SyntaxFactory.reference(result.name)
        switch result.mapping {
        case .none: return value
        case .single(let entity): return SyntaxFactory.call(SyntaxFactory.selfType, names.mapper(plan.entities[entity]), arguments: [value], labels: ["from"])
        case .optional(let entity), .array(let entity):
            return SyntaxFactory.call(value, "map", arguments: [SyntaxFactory.mapperReference(names.mapper(plan.entities[entity]))])
        }
    }

    // MARK: Navigation

    /// A router: one weak reference to the screen transitions start from, and the routes.
    func router(_ typeName: String, conforming protocolName: String, handler: String, handlerType: String, handlerDoc: String) -> SourceFileSyntax {
        let splicer = CodeSplicer()
        let routerClass = ClassDeclSyntax(
            attributes: SyntaxFactory.mainActor, modifiers: [DeclModifierSyntax(name: .keyword(.final))], name: .identifier(typeName),
            memberBlock: MemberBlockSyntax(members: [
                member(
                    SyntaxFactory.property(handler, TypeText.optional(TypeText.named(handlerType)), modifiers: [.weak])
                        .with(\.leadingTrivia, SyntaxFactory.docComment(handlerDoc)))
            ]))
        let conformance = SyntaxFactory.conformance(typeName, protocolName, routeMethods(handler: handler, splicer: splicer))
            .with(\.leadingTrivia, markComment(protocolName))
        return file(
            imports(for: [], always: ["UIKit"], movedCode: true), [DeclSyntax(routerClass), DeclSyntax(conformance)], splicer: splicer,
            trailing: fileCopies(plan.routes.flatMap(\.fileCopies), splicer: splicer))
    }

    /// The routes with the controller's navigation code, its implicit `self` pointed at `handler`
    /// (the router's transition handler, the coordinator's view).
    func routeMethods(handler: String, splicer: CodeSplicer, modifiers: [Keyword] = []) -> [MemberBlockItemSyntax] {
        plan.routes.map { route -> MemberBlockItemSyntax in
            let binder = LocalBinder(viewMode: .sourceAccurate)
            route.body.forEach { binder.walk($0) }
            let locals = Set(route.parameters.map(\.name)).union(binder.names)
            let redirected = route.body.map { statement in
                var parameterized = SelfMemberToParameter(parameters: route.parameters).rewrite(statement, stating: RewriteReason.travellingValues)
                if let alert = wiring.alertOutputs[route.noun] {
                    parameterized = AlertOutputCalls(alert).rewrite(parameterized, stating: "an alert's action reports to the presenter")
                }
                // The plan names the screen transitions start from as the Book does; each architecture has its own.
                parameterized = ReferenceRename(["transitionHandler": handler]).rewrite(parameterized, stating: RewriteReason.transitionHandler)
                parameterized = nestedTypesQualified(parameterized)
                return ControllerAPIRedirect(to: handler, locals: locals, extensionMembers: plan.source.types.viewControllerExtensionMembers)
                    .rewrite(parameterized, stating: RewriteReason.transitionHandler).cast(CodeBlockItemSyntax.self)
            }
            var guards = route.usesControllerAPI ? [SyntaxFactory.guardLet(handler).with(\.leadingTrivia, .newline)] : []
            // The screen handed to the next one is the transition handler, as the view's class.
            if !locals.contains(ScreenHandOver.name), redirected.contains(where: { NameUseCollector.names(in: $0).contains(ScreenHandOver.name) }) {
                guards.append(SyntaxFactory.guardLet(ScreenHandOver.name, casting: handler, to: plan.controller.name).with(\.leadingTrivia, .newline))
            }
            let body = [splicer.placeholder(for: guards + redirected)]
            return member(SyntaxFactory.function(names.route(route), routeParameters(route), modifiers: modifiers, body: body))
        }
    }
}

extension ModuleParts {
    /// Code that left the controller, the types the controller nests named through it (`FeedViewController.Section`).
    func nestedTypesQualified<Node: SyntaxProtocol>(_ node: Node) -> Node {
        let nested = plan.controller.qualifiableNestedTypeNames
        guard !nested.isEmpty else { return node }
        return NestedTypeQualifier(owner: plan.controller.name, types: nested).rewrite(node, stating: RewriteReason.plainObjects).cast(Node.self)
    }
}

/// `onDelete()` → `output.delete(contact)`: an alert's action tells the alert's module output.
private final class AlertOutputCalls: SyntaxRewriter {
    let alert: AlertOutput
    init(_ alert: AlertOutput) {
        self.alert = alert
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let method = alert.methods.first(where: { $0.callback.name == name })
        else { return super.visit(node) }
        return SyntaxFactory.forwardingCall(SyntaxFactory.reference("output"), method.name, method.parameters)
            .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
