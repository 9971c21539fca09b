import SwiftSyntax

extension PlanBuilder {
    /// Navigation inside display code (`case .success: performSegue(withIdentifier: "showHome", sender: nil)`):
    /// the view keeps deciding when, as its branch did, but the router navigates — the statement becomes
    /// an event the presenter answers with the route. Only self-contained navigation moves (literals and
    /// the controller's own API); what hands values over stays where it is.
    ///
    /// ## Before
    /// ```swift
    /// func showLogin(_ result: Result<String, Error>) {
    ///     switch result {
    ///     case .success: performSegue(withIdentifier: "showHome", sender: nil)
    ///     case .failure(let error): showError(error.localizedDescription)
    ///     }
    /// }
    /// ```
    /// ## After
    /// ```swift
    /// case .success: output.didTriggerHomeEvent()   // view
    /// func didTriggerHomeEvent() { router.openHomeModule() }   // presenter
    /// ```
    func planNavigationInDisplay() {
        let matcher = NavigationMatcher(context: context)
        for index in plan.viewCommands.indices where plan.viewCommands[index].kind == .display {
            guard
                let owner = plan.events.first(where: { event in
                    event.requests.contains { plan.requests[$0].displayCommand == index || plan.requests[$0].failureCommand == index }
                })?.sourceMember
            else { continue }
            let finder = StatementFinder(enteringClosures: false)
            plan.viewCommands[index].body.forEach { statement in
                // Top-level navigation in display code is already the presenter's (a route after the results).
                statement.children(viewMode: .sourceAccurate).forEach { finder.walk($0) }
            }
            for statement in finder.statements {
                guard let recipe = matcher.navigationRecipe(statement), isSelfContained(statement) else { continue }
                let (noun, kind) = matcher.routeNounAndKind([statement])
                let body = [RouteCode.redirected(statement, handingOverScreen: false)]
                let usesControllerAPI = !context.references(statement).inheritedAPI.isEmpty
                let routeNoun = noun == RoutingMatcher.unnamedDestination ? plan.viewCommands[index].noun : noun
                let route = Route(
                    noun: Planner.uniqueNoun(
                        routeNoun, among: plan.routes.map(\.noun),
                        alternatives: [routeNoun + Planner.triggerQualifier(owner)]),
                    kind: kind, parameters: [],
                    body: body, usesControllerAPI: usesControllerAPI, line: context.line(statement))
                let routeIndex = Planner.append(route, to: &plan.routes)
                // Leaving the screen is the intent to close it: `didTriggerCloseEvent()`.
                var event = ViewEvent(
                    noun: Planner.uniqueNoun(kind == .close ? "Close" : routeNoun, among: plan.events.map(\.noun)), kind: .intent(isSelection: false),
                    parameters: [], sourceMember: owner)
                event.routes = [routeIndex]
                let eventIndex = Planner.append(event, to: &plan.events)
                plan.viewEdits.displayEventCalls[statement.id] = eventIndex
                let evidence = Evidence(recipe: recipe, line: context.line(statement), syntax: context.snippet(statement))
                note(owner, .route(routeIndex), evidence)
                note(owner, .event(eventIndex), evidence)
            }
        }
    }

    /// Navigation that needs nothing from around it: literals, types and the controller's own API.
    private func isSelfContained(_ statement: CodeBlockItemSyntax) -> Bool {
        let names = NameUseCollector.names(in: statement).subtracting(["self", "nil", "true", "false"])
        let references = context.references(statement)
        return names.allSatisfy { $0.first?.isUppercase == true || ReferenceCollector.inheritedControllerAPI.contains($0) }
            && references.selfMembers.isEmpty && !references.usesSelfAsValue
    }
}
