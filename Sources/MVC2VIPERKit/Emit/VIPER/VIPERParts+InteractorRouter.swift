import SwiftSyntax

extension VIPERParts {
    // MARK: Interactor

    var interactorDependencies: [Dependency] { plan.dependencies.filter { $0.owners.contains(.interactor) } }

    func interactor() -> String {
        let splicer = CodeSplicer()
        var members: [MemberBlockItemSyntax] = [
            member(SyntaxFactory.property("output", TypeText.optional(TypeText.named(names.interactorOutput)), modifiers: [.weak])),
        ]
        members += interactorDependencies.map { member(SyntaxFactory.property($0.name, $0.type, mutable: false)) }
        members += plan.interactorState.map { member(SyntaxFactory.property($0.name, $0.type, mutable: $0.isMutable, modifiers: [.private], value: $0.initialValue)) }
        if !interactorDependencies.isEmpty {
            members.append(member(initializer(interactorDependencies.map { ($0.name, $0.type.trimmedDescription) }).with(\.leadingTrivia, .newlines(2))))
        }
        if !plan.interactorDeinit.isEmpty {
            // The controller stopped this work when it went away; the interactor now does.
            let deinitializer = DeinitializerDeclSyntax(body: CodeBlockSyntax(statements: [splicer.placeholder(for: plan.interactorDeinit)]))
            members.append(member(deinitializer).with(\.leadingTrivia, .newlines(2)))
        }
        members += plan.interactorHelpers.map { splicer.placeholder(for: $0.declaration).with(\.leadingTrivia, .newlines(2)) }
        members += plan.entities.map { entity in
            let parameter = Naming.lowerFirst(entity.modelType)
            let construction = SyntaxFactory.call(nil, entity.name, arguments: entity.fields.map {
                ExprSyntax(MemberAccessExprSyntax(base: SyntaxFactory.reference(parameter), period: .periodToken(),
                                                  declName: DeclReferenceExprSyntax(baseName: .identifier($0.name))))
            }, labels: entity.fields.map(\.name))
            return member(SyntaxFactory.function(names.mapper(entity), [Parameter(label: "from", name: parameter, type: TypeText.named(entity.modelType))],
                                                 returns: TypeText.named(entity.name), modifiers: [.private],
                                                 body: [CodeBlockItemSyntax(item: .stmt(StmtSyntax(ReturnStmtSyntax(expression: construction))))])
                .with(\.signature.parameterClause, labelledClause("from", parameter, entity.modelType))
                .with(\.leadingTrivia, .newlines(2)))
        }
        let interactorClass = ClassDeclSyntax(modifiers: [DeclModifierSyntax(name: .keyword(.final))], name: .identifier(names.interactor),
                                              memberBlock: MemberBlockSyntax(members: MemberBlockItemListSyntax(members)))
        let requests = plan.requests.filter { $0.callback == nil }.map { request -> MemberBlockItemSyntax in
            let reports = !request.results.isEmpty || request.displayCommand != nil || !request.routesAfterResults.isEmpty
            let outputBase: ExprSyntax = request.deliversInClosure
                ? ExprSyntax(OptionalChainingExprSyntax(expression: ExprSyntax(MemberAccessExprSyntax(
                    base: request.weakSelf ? SyntaxFactory.optionalChain("self") : ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))),
                    period: .periodToken(), declName: DeclReferenceExprSyntax(baseName: .identifier("output"))))))
                : SyntaxFactory.optionalChain("output")
            let delivery = SyntaxFactory.call(outputBase, names.result(request), arguments: request.results.map(mappedResult),
                                              labels: request.results.enumerated().map { $0.offset == 0 ? nil : $0.element.name })
            let failure = SyntaxFactory.call(outputBase, names.failure(request), arguments: [SyntaxFactory.reference("error")])
            // State the controller read arrives as parameters.
            let statements = request.body.map { SelfMemberToParameter(Set(request.parameters.map(\.name))).rewrite($0, detach: true).cast(CodeBlockItemSyntax.self) }
            if request.deliversInClosure {
                // The original closure delivers; `self` there is the interactor, held as the controller held itself.
                let delivered = statements.map {
                    DeliveryPlacer(delivery: reports ? delivery : nil, failure: failure).rewrite($0, detach: true).cast(CodeBlockItemSyntax.self)
                }
                return member(SyntaxFactory.function(names.request(request), request.parameters, body: [splicer.placeholder(for: delivered)]))
            }
            var body = [splicer.placeholder(for: statements)]
            if reports { body.append(SyntaxFactory.statement(delivery)) }
            return member(SyntaxFactory.function(names.request(request), request.parameters, body: body))
        }
        let conformance = SyntaxFactory.conformance(names.interactor, names.interactorInput, requests)
            .with(\.leadingTrivia, markComment(names.interactorInput))
        // The interactor is the delegate of the services that report through one: each callback tells the presenter.
        var delegates: [DeclSyntax] = []
        for protocolName in plan.requests.compactMap({ $0.callback?.protocolName }).reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
            let callbacks = plan.requests.filter { $0.callback?.protocolName == protocolName }.map { request -> MemberBlockItemSyntax in
                let delivery = SyntaxFactory.call(SyntaxFactory.optionalChain("output"), names.result(request), arguments: request.results.map(mappedResult),
                                                  labels: request.results.enumerated().map { $0.offset == 0 ? nil : $0.element.name })
                return member(request.callback!.signature.with(\.body, CodeBlockSyntax(statements: [SyntaxFactory.statement(delivery)])))
            }
            delegates.append(DeclSyntax(SyntaxFactory.conformance(names.interactor, protocolName, callbacks).with(\.leadingTrivia, markComment(protocolName))))
        }
        let code: [any SyntaxProtocol] = plan.requests.flatMap(\.body) + plan.interactorHelpers.map(\.declaration) + interactorDependencies.map(\.type)
            + plan.requests.compactMap { $0.callback?.signature }
        return file(imports(for: code, movedCode: true), [DeclSyntax(interactorClass), DeclSyntax(conformance)] + delegates, splicer: splicer)
    }

    private func labelledClause(_ label: String, _ name: String, _ type: String) -> FunctionParameterClauseSyntax {
        FunctionParameterClauseSyntax(parameters: [FunctionParameterSyntax(firstName: .identifier(label), secondName: .identifier(name, leadingTrivia: .space),
                                                                           colon: .colonToken(trailingTrivia: .space), type: TypeText.named(type))])
    }

    /// The result as the presenter receives it: model objects mapped to plain objects.
    private func mappedResult(_ result: ResultValue) -> ExprSyntax {
        let value = SyntaxFactory.reference(result.name)
        func mapperReference(_ entity: Int) -> ExprSyntax {
            ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(names.mapper(plan.entities[entity])),
                                               argumentNames: DeclNameArgumentsSyntax(arguments: [DeclNameArgumentSyntax(name: .identifier("from"))])))
        }
        switch result.mapping {
        case .none: return value
        case .single(let entity): return SyntaxFactory.call(nil, names.mapper(plan.entities[entity]), arguments: [value], labels: ["from"])
        case .optional(let entity), .array(let entity): return SyntaxFactory.call(value, "map", arguments: [mapperReference(entity)])
        }
    }

    // MARK: Router

    func router() -> String {
        let splicer = CodeSplicer()
        let routerClass = ClassDeclSyntax(
            modifiers: [DeclModifierSyntax(name: .keyword(.final))], name: .identifier(names.router),
            memberBlock: MemberBlockSyntax(members: [
                member(SyntaxFactory.property("transitionHandler", TypeText.optional(TypeText.named("UIViewController")), modifiers: [.weak])
                    .with(\.leadingTrivia, SyntaxFactory.docComment("The screen this module's transitions start from."))),
            ]))
        let routes = plan.routes.map { route -> MemberBlockItemSyntax in
            let binder = LocalBinder(viewMode: .sourceAccurate)
            route.body.forEach { binder.walk($0) }
            let locals = Set(route.parameters.map(\.name)).union(binder.names)
            let redirected = route.body.map { statement in
                let parameterized = SelfMemberToParameter(parameters: route.parameters).rewrite(statement, detach: true)
                return ControllerAPIRedirect(to: "transitionHandler", locals: locals).rewrite(parameterized, detach: true).cast(CodeBlockItemSyntax.self)
            }
            let guardStatement = SyntaxFactory.guardLet("transitionHandler").with(\.leadingTrivia, .newline)
            let body = [splicer.placeholder(for: route.usesControllerAPI ? [guardStatement] + redirected : redirected)]
            return member(SyntaxFactory.function(names.route(route), routeParameters(route), body: body))
        }
        let conformance = SyntaxFactory.conformance(names.router, names.routerInput, routes).with(\.leadingTrivia, markComment(names.routerInput))
        return file(imports(for: [], always: ["UIKit"], movedCode: true), [DeclSyntax(routerClass), DeclSyntax(conformance)], splicer: splicer)
    }
}
