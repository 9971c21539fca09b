import SwiftSyntax

/// The module's logic as the controller ran it: what each event does, what happens to each request's
/// results, what the module input sets. It lives in the presenter (VIPER, Surf MVP) or the interactor
/// (VIP); `wiring` says where requests, commands and routes go from there.
extension ModuleParts {
    /// The events, then the view's questions and the state it asks for; `prefix` puts what an architecture does first (Surf's
    /// `view?.setupInitialState()` on load).
    func eventMethods(splicer: CodeSplicer, prefix: (ViewEvent) -> [CodeBlockItemSyntax] = { _ in [] }) -> [MemberBlockItemSyntax] {
        plan.events.map { event in
            member(SyntaxFactory.function(names.event(event), event.parameters, body: prefix(event) + eventBody(event, splicer: splicer)))
        } + queryRelays() + askedStateFunctions(implemented: true)
    }

    /// Each reported request's result handler (keep state, show, route on) and failure handler.
    func resultMethods(splicer: CodeSplicer, modifiers: [Keyword] = []) -> [MemberBlockItemSyntax] {
        reportedRequests.flatMap { request -> [MemberBlockItemSyntax] in
            var body: [CodeBlockItemSyntax] = []
            if let index = request.displayCommand {
                let command = plan.viewCommands[index]
                // The state the logic holds is kept, what the view shows is formatted, then handed over.
                if !command.stateWrites.isEmpty { body.append(splicer.placeholder(for: command.stateWrites)) }
                body += showing(command)
            }
            body += request.routesAfterResults.map { SyntaxFactory.statement(forwardingRouteCall(plan.routes[$0])) }
            var methods = [member(SyntaxFactory.function(names.result(request), resultParameters(request), modifiers: modifiers, body: body))]
            if let index = request.failureCommand {
                methods.append(
                    member(
                        SyntaxFactory.function(
                            names.failure(request), errorParameter, modifiers: modifiers,
                            body: [
                                SyntaxFactory.statement(
                                    SyntaxFactory.forwardingCall(
                                        SyntaxFactory.optionalChain(wiring.display), displayName(plan.viewCommands[index]),
                                        errorParameter))
                            ])))
            }
            return methods
        }
    }

    func moduleInputMethods(splicer: CodeSplicer) -> [MemberBlockItemSyntax] {
        plan.moduleInputs.map { input in
            member(input.signature.with(\.body, CodeBlockSyntax(statements: [splicer.placeholder(for: input.body)])))
        }
    }

    /// The logic runs a routing switch itself: its file needs the input's imports.
    var dispatchesRoutes: Bool {
        plan.events.contains { if case .routing = $0.kind { return true } else { return false } }
    }

    private var requestBase: ExprSyntax? { wiring.requests.map(SyntaxFactory.reference) }

    private func displayName(_ command: ViewCommand) -> String { wiring.displayName?(command) ?? names.command(command) }

    private func eventBody(_ event: ViewEvent, splicer: CodeSplicer) -> [CodeBlockItemSyntax] {
        switch event.kind {
        case .moduleOutput:
            guard let property = wiring.moduleOutput else {
                return [SyntaxFactory.statement(optionalCall(ModuleParts.closureName(event.noun), event.parameters.map(SyntaxFactory.passing)))]
            }
            return [SyntaxFactory.statement(SyntaxFactory.forwardingCall(SyntaxFactory.optionalChain(property), event.noun, event.parameters))]
        case .lifecycle, .intent:
            let loading = event.loadingCommands.map {
                SyntaxFactory.statement(SyntaxFactory.call(SyntaxFactory.optionalChain(wiring.display), displayName(plan.viewCommands[$0]), arguments: []))
            }
            let requests = event.requests.map {
                SyntaxFactory.statement(SyntaxFactory.forwardingCall(requestBase, names.request(plan.requests[$0]), plan.requests[$0].parameters))
            }
            let prefix = event.presenterStatements.isEmpty ? [] : [splicer.placeholder(for: event.presenterStatements)]
            // What the logic holds (a module input's item) is shown first.
            let shown = event.commands.flatMap { showing(plan.viewCommands[$0]) }
            return prefix + shown + loading + requests + routeCalls(event)
        case .routing(let dispatch, let branches):
            var replacements: [SyntaxIdentifier: CodeBlockItemSyntax] = [:]
            for branch in branches {
                replacements[branch.body.id] = SyntaxFactory.statement(forwardingRouteCall(plan.routes[branch.route]))
            }
            let replaced = BranchReplacer(replacements).rewrite(dispatch, stating: "each branch asks the router for the screen it opened")
            let routed = SelfMemberToParameter(parameters: event.parameters).rewrite(replaced, stating: RewriteReason.travellingValues).cast(
                CodeBlockItemSyntax.self)
            return [splicer.placeholder(for: [routed])]
        }
    }

    /// `let priceText = …` for what the presenter formats, then `view?.showItem(item, priceText: priceText)`.
    func showing(_ command: ViewCommand) -> [CodeBlockItemSyntax] {
        guard !command.isEmpty else { return [] }
        guard wiring.formatsValues else {
            return [
                SyntaxFactory.statement(SyntaxFactory.forwardingCall(SyntaxFactory.optionalChain(wiring.display), displayName(command), command.parameters))
            ]
        }
        return command.presenterValues.map { SyntaxFactory.letStatement($0.name, $0.value) } + [
            SyntaxFactory.statement(SyntaxFactory.forwardingCall(SyntaxFactory.optionalChain(wiring.display), displayName(command), command.allParameters))
        ]
    }

    private func routeCalls(_ event: ViewEvent) -> [CodeBlockItemSyntax] {
        event.routes.map { index in
            let route = plan.routes[index]
            if wiring.alertOutputs[route.noun] != nil {
                // The alert reports its actions to this object, its module output.
                let arguments = route.parameters.map(SyntaxFactory.passing) + [ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))]
                let labels = route.parameters.enumerated().map { $0.offset == 0 ? nil : $0.element.name } + ["output"]
                return SyntaxFactory.statement(routeCall(route, arguments: arguments, labels: labels))
            }
            // An alert action's callback starts its request, or has the view run what the action ran.
            let callbacks = route.callbacks.map { callback -> ExprSyntax in
                let start = callbackStart(callback.action, owner: SyntaxFactory.optionalChain("self"))
                // What the router hands over arrives as the closure's parameters (`{ [weak self] order in … }`).
                guard !callback.arguments.isEmpty else { return ExprSyntax("{ [weak self] in \(start) }") }
                let names = callback.arguments.map { SyntaxFactory.identifier($0.name).text }.joined(separator: ", ")
                return ExprSyntax("{ [weak self] \(raw: names) in \(start) }")
            }
            // One callback reads best as a trailing closure: `router.openDeleteAlertModule(contact) { … }`.
            let trailing = callbacks.count == 1 ? callbacks.first?.as(ClosureExprSyntax.self) : nil
            let arguments = route.parameters.map(SyntaxFactory.passing) + (trailing == nil ? callbacks : [])
            let labels = route.parameters.enumerated().map { $0.offset == 0 ? nil : $0.element.name } + (trailing == nil ? route.callbacks.map(\.name) : [])
            var call = routeCall(route, arguments: arguments, labels: labels)
            if let trailing, var function = call.as(FunctionCallExprSyntax.self) {
                function.trailingClosure = trailing
                if arguments.isEmpty { function.leftParen = nil; function.rightParen = nil }
                call = ExprSyntax(function)
            }
            return SyntaxFactory.statement(call)
        }
    }

    /// `self?.interactor.performDelete(contact)` or `self?.view?.performDelete(indexPath)` from a closure (`owner`
    /// the weakly held logic object), the same without it in the logic object's own method.
    func callbackStart(_ action: RouteCallback.Action, owner: ExprSyntax?) -> ExprSyntax {
        switch action {
        case .request(let index):
            let request = plan.requests[index]
            return SyntaxFactory.forwardingCall(wiring.requests.map { SyntaxFactory.member(owner, $0) } ?? owner, names.request(request), request.parameters)
        case .command(let index):
            let command = plan.viewCommands[index]
            let display = ExprSyntax(OptionalChainingExprSyntax(expression: SyntaxFactory.member(owner, wiring.display)))
            return SyntaxFactory.forwardingCall(display, displayName(command), command.parameters)
        }
    }

    /// The alerts' module outputs the logic object implements: each action starts its request.
    func alertOutputConformances(of typeName: String) -> [DeclSyntax] {
        plan.routes.compactMap { route -> DeclSyntax? in
            guard let alert = wiring.alertOutputs[route.noun] else { return nil }
            let methods = alert.methods.map { method in
                member(
                    SyntaxFactory.function(method.name, method.parameters, body: [SyntaxFactory.statement(callbackStart(method.callback.action, owner: nil))]))
            }
            return DeclSyntax(SyntaxFactory.conformance(typeName, alert.protocolName, methods).with(\.leadingTrivia, markComment(alert.protocolName)))
        }
    }

    /// `router.openCityModule(city)`, `router?.routeToCity(city)` or `onOpenCity?(city)`.
    func routeCall(_ route: Route, arguments: [ExprSyntax], labels: [String?]) -> ExprSyntax {
        switch wiring.routes {
        case .router(let name, let optional):
            let base = optional ? SyntaxFactory.optionalChain(name) : SyntaxFactory.reference(name)
            return SyntaxFactory.call(base, names.route(route), arguments: arguments, labels: labels)
        case .closures(let closureName):
            // A closure takes no argument labels.
            return optionalCall(closureName(route), arguments)
        }
    }

    /// A route taken with its parameters, passed by name.
    private func forwardingRouteCall(_ route: Route) -> ExprSyntax {
        routeCall(
            route, arguments: route.parameters.map(SyntaxFactory.passing),
            labels: route.parameters.enumerated().map { $0.offset == 0 ? nil : $0.element.name })
    }

    /// `name?(arguments)`: calling an optional closure.
    func optionalCall(_ name: String, _ arguments: [ExprSyntax]) -> ExprSyntax {
        ExprSyntax(
            FunctionCallExprSyntax(
                calledExpression: SyntaxFactory.optionalChain(name), leftParen: .leftParenToken(),
                arguments: LabeledExprListSyntax(
                    arguments.enumerated().map { index, argument in
                        LabeledExprSyntax(expression: argument, trailingComma: index < arguments.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
                    }),
                rightParen: .rightParenToken()))
    }

    /// `didSave` → `onDidSave`, `onLogout` stays: the closure a module output becomes.
    static func closureName(_ name: String) -> String {
        Naming.callbackAction(name) == nil ? "on" + Naming.upperFirst(name) : name
    }
}
