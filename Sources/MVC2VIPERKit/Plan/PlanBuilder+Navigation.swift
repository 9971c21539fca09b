import SwiftSyntax
import SwiftSyntaxBuilder

extension PlanBuilder {
    /// Routing switches and if-chains (routing-switch recipes).
    func planRouting() {
        let routing = RoutingMatcher(context: context).findings(skipping: claimed)
        declined += routing.declined
        for finding in routing.found {
            var branches: [RoutedBranch] = []
            for branch in finding.branches {
                let route = Route(
                    noun: Planner.uniqueNoun(
                        branch.noun, among: plan.routes.map(\.noun),
                        alternatives: [branch.noun + Planner.triggerQualifier(finding.member.name)]),
                    parameters: branch.parameters,
                    body: branch.routeBody, usesControllerAPI: branch.usesControllerAPI, line: context.source.line(of: branch.body))
                let index = Planner.append(route, to: &plan.routes)
                branches.append(RoutedBranch(body: branch.body, route: index))
                note(finding.member.name, .route(index), finding.evidence)
            }
            let eventIndex = plan.events.count
            plan.events.append(
                ViewEvent(
                    noun: Planner.uniqueNoun(finding.eventNoun, among: plan.events.map(\.noun)),
                    kind: .routing(dispatch: finding.statement, branches: branches),
                    parameters: finding.parameters, sourceMember: finding.member.name))
            plan.viewEdits.replacedStatements[finding.statement.id] = .event(eventIndex, arguments: finding.parameters.map(\.name))
            claimed.insert(finding.statement.id)
            note(finding.member.name, .view, finding.evidence)
            note(finding.member.name, .event(eventIndex), finding.evidence)
        }
    }

    /// Navigation outside dispatch statements (navigation recipes).
    func planNavigation() {
        let navigation = NavigationMatcher(context: context).findings(skipping: claimed, removedMembers: plan.viewEdits.removedMembers)
        declined += navigation.declined
        for finding in navigation.found {
            // Alert actions that run logic: each handler's code is split like a user's intent.
            let callbacks: [RouteCallback]
            let callbackParameters: [Parameter]
            switch routeCallbacks(for: finding) {
            case .success(let planned): (callbacks, callbackParameters) = planned
            case .failure(let problem):
                declined.append(Unresolved(member: finding.member.name, line: finding.evidence.line, reason: problem.text, recipe: finding.evidence.recipe))
                continue
            }
            if !finding.alertHandlers.isEmpty {
                // The fetch recipe saw the actions' data calls inside the alert; they are explained now.
                let fetchRecipe = context.catalog.evidenceID(.lifecycleFetch)
                declined.removeAll { $0.member == finding.member.name && $0.recipe == fetchRecipe }
            }
            let eventParameters = finding.parameters + callbackParameters.filter { parameter in !finding.parameters.contains { $0.name == parameter.name } }
            let routeBody = finding.routeBody.map {
                CallbackArguments(callbacks).rewrite($0, stating: "the callback the screen was given is called with the values the route passes").cast(
                    CodeBlockItemSyntax.self)
            }
            var route = Route(
                noun: Planner.uniqueNoun(
                    finding.routeNoun, among: plan.routes.map(\.noun),
                    alternatives: [finding.routeNoun + Planner.triggerQualifier(finding.member.name)]),
                kind: finding.routeKind,
                parameters: finding.routeParameters, body: routeBody, usesControllerAPI: finding.usesControllerAPI,
                line: finding.evidence.line)
            route.callbacks = callbacks
            // The views the route reads through the screen (`screen.shareButton`) lose `private`.
            plan.viewEdits.widenedMembers.formUnion(
                ScreenHandOver.membersRead(in: routeBody).filter { context.controller.member(named: $0)?.isPrivate == true })
            let routeIndex = Planner.append(route, to: &plan.routes)
            if let decision = finding.decision {
                // The view keeps its decision: the routing recipe's view of it as a whole is no longer what happens.
                let routingRecipe = context.catalog.evidenceID(.routingSwitch)
                declined.removeAll { $0.member == finding.member.name && $0.recipe == routingRecipe && $0.line == context.line(decision) }
            }
            // A method that already sends a request event takes the route there, after the requests; not an event sending
            // another of its routes: each run of navigation sends its own event where it stands.
            if finding.decision == nil,
                let existing = plan.events.firstIndex(where: {
                    $0.sourceMember == finding.member.name && !Planner.isRouting($0) && $0.routes.isEmpty
                }),
                eventParameters.isEmpty, finding.decisions.isEmpty
            {
                plan.events[existing].routes.append(routeIndex)
                finding.run.forEach { plan.viewEdits.replacedStatements[$0.id] = .removed }
                note(finding.member.name, .event(existing), finding.evidence)
            } else {
                let isLifecycleMember = context.isLifecycle(finding.member) && !finding.isCallback
                var event = ViewEvent(
                    noun: Planner.uniqueNoun(
                        isLifecycleMember ? Planner.lifecycleNoun(finding.member.baseName) : finding.eventNoun,
                        among: plan.events.map(\.noun),
                        // The method's second route is named for where it goes, or how it closes (`didTriggerCloseDismissEvent`).
                        alternatives: [finding.eventNoun + (finding.routeKind == .close ? closingNoun(finding.run) : finding.routeNoun)]),
                    kind: isLifecycleMember ? .lifecycle(method: finding.member.name) : .intent(isSelection: finding.isSelection),
                    parameters: eventParameters, sourceMember: finding.member.name)
                event.routes = [routeIndex]
                // The route's checks on model values run in the logic, on what the event brings.
                event.presenterStatements = finding.decisions.map {
                    SelfMemberToParameter(parameters: eventParameters).rewrite($0, stating: RewriteReason.travellingValues).cast(CodeBlockItemSyntax.self)
                }
                let eventIndex = Planner.append(event, to: &plan.events)
                for (offset, statement) in finding.run.enumerated() {
                    plan.viewEdits.replacedStatements[statement.id] = offset == 0 ? .event(eventIndex, arguments: eventParameters.map(\.name)) : .removed
                }
                note(finding.member.name, .event(eventIndex), finding.evidence)
            }
            finding.run.forEach { claimed.insert($0.id) }
            if let configuration = finding.segueConfiguration,
                let prepare = context.controller.member(named: "prepare(for:sender:)"), prepare.parameters.count == 2
            {
                // prepare(for:sender:) runs whatever configuration the router sent along, before anything else.
                plan.viewEdits.replacedStatements[configuration.statement.id] = .removed
                plan.viewEdits.statedRewrites[configuration.statement.id] =
                    "the segue's configuration travels with it: the router performs that segue, so its identifier check is the route itself"
                claimed.insert(configuration.statement.id)
                if plan.viewEdits.prependedStatements[prepare.name] == nil {
                    let hook = CodeBlockItemSyntax(
                        item: .expr(
                            ExprSyntax(
                                "if let configure = \(raw: prepare.parameters[1].name) as? (UIStoryboardSegue) -> Void { configure(\(raw: prepare.parameters[0].name)); return }"
                            )))
                    plan.viewEdits.prependedStatements[prepare.name] = [hook]
                }
                note(prepare.name, .view, finding.evidence)
                note(prepare.name, .route(routeIndex), finding.evidence)
            }
            note(finding.member.name, .view, finding.evidence)
            note(finding.member.name, .route(routeIndex), finding.evidence)
        }
    }

    /// `Pop` for `popViewController(animated:)`, `Dismiss` for `dismiss(animated:)`: how a run closes the screen.
    private func closingNoun(_ run: [CodeBlockItemSyntax]) -> String {
        let calls = run.flatMap { OwnCallCollector.callNodes(in: $0) }.compactMap { call in
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        guard let close = calls.first(where: { context.catalog.matches(.navigation, .closeCalls, $0) }) else { return "Close" }
        return Naming.upperFirst(close.hasSuffix("ViewController") ? String(close.dropLast("ViewController".count)) : close)
    }

    /// The list's data source and delegate (collections recipes).
    func planCollections() {
        let collections = CollectionMatcher(context: context).finding(
            removedMembers: plan.viewEdits.removedMembers, edits: plan.viewEdits,
            events: plan.events, cacheTracking: plan.cacheTracking)
        declined += collections.declined
        if let finding = collections.found {
            let state = finding.state.compactMap { name -> StateProperty? in
                if let tracking = plan.cacheTracking, name == tracking.items {
                    return StateProperty(name: name, type: TypeText.array(of: TypeText.named(tracking.entity)), initialValue: ExprSyntax("[]"))
                }
                guard let member = context.controller.member(named: name), let type = context.inference.memberType(name) else { return nil }
                return StateProperty(moving: member, type: type.trimmed)
            }
            if state.count == finding.state.count {
                plan.dataDisplay = DataDisplay(
                    members: finding.members, helpers: finding.helpers, state: state, protocols: finding.protocols,
                    listView: finding.listView, wiredInCode: finding.wiredInCode,
                    calledFromView: finding.calledFromView, listViewType: finding.listViewType)
                // The view's calls of those helpers go to the manager.
                finding.calledFromView.forEach { plan.viewEdits.redirectedState.insert($0) }
                plan.dataDisplay?.host = finding.host
                plan.dataDisplay?.hostProperty = finding.hostProperty
                plan.dataDisplay?.hostRefinements = finding.hostRefinements
                plan.dataDisplay?.fileCopies = finding.fileCopies
                // The manager names the view's nested types through it, and asks the view for what it keeps.
                plan.viewEdits.widenedMembers.formUnion(finding.sharedTypes)
                plan.viewEdits.widenedMembers.formUnion(finding.host.filter(\.member.isPrivate).map(\.member.name))
                for member in finding.members + finding.helpers {
                    if finding.relayed.contains(member.name) {
                        // UIKit keeps calling the controller, which relays the call.
                        plan.viewEdits.relayedToDataDisplay.insert(member.name)
                    } else {
                        plan.viewEdits.removedMembers.insert(member.name)
                        // What was left of it in the view now lives in the manager.
                        memberPlans[member.name]?.targets.removeAll { $0 == .view }
                    }
                    note(member.name, .dataDisplay, finding.evidence)
                }
                for name in finding.state {
                    plan.viewEdits.removedMembers.insert(name)
                    plan.viewEdits.redirectedState.insert(name)
                    note(name, .dataDisplay, finding.evidence)
                }
            } else {
                declined.append(
                    Unresolved(
                        member: finding.members[0].name, line: finding.members[0].line,
                        reason: "collections: the type of the data they show is not written in the file", recipe: finding.evidence.recipe))
            }
        }
    }
}

/// `onCancelOrder()` → `onCancelOrder(order)`: an alert action's callback is handed the values of the route its request reads.
private final class CallbackArguments: SyntaxRewriter {
    let callbacks: [String: [Parameter]]

    init(_ callbacks: [RouteCallback]) {
        self.callbacks = Dictionary(callbacks.filter { !$0.arguments.isEmpty }.map { ($0.name, $0.arguments) }, uniquingKeysWith: { first, _ in first })
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, node.arguments.isEmpty,
            let arguments = callbacks[name]
        else { return super.visit(node) }
        return ExprSyntax(
            node.with(
                \.arguments,
                LabeledExprListSyntax(
                    arguments.enumerated().map { index, argument in
                        LabeledExprSyntax(
                            expression: argument.argument ?? SyntaxFactory.passing(argument),
                            trailingComma: index < arguments.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
                    })))
    }
}
