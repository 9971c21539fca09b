import SwiftSyntax

/// What the actions of an alert the route shows (and the callbacks of a screen it opens) become. Each action's code
/// is split like a user's intent: its data work a request the presenter starts when the action calls back. An action
/// that runs the screen's own code and reads no data — a confirmation before `deleteItem(at: indexPath)`, a retry
/// calling `checkStateValidity()` — has the view run that code (a command of kind `.action`), the presenter telling it
/// once the action calls back. The values the code reads travel: the method's own with the event, what the route's
/// code bound (a text typed into the alert, what the opened screen hands its callback) from the router.
///
/// ## Before
/// ```swift
/// private func askToDeleteItem(at indexPath: IndexPath) {
///     let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
///     alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
///         self?.deleteItem(at: indexPath)
///     })
///     present(alert, animated: true)
/// }
/// ```
/// ## After
/// ```swift
/// // View
/// private func askToDeleteItem(at indexPath: IndexPath) { output.didTriggerAskToDeleteEvent(indexPath) }
/// func performDeleteItem(_ indexPath: IndexPath) { deleteItem(at: indexPath) }
/// // Presenter
/// router.openDeleteAlertModule { [weak self] in self?.view?.performDeleteItem(indexPath) }
/// ```
extension PlanBuilder {
    /// The view's command for an action's body (already without its `self` capture), and the values it takes.
    struct AlertActionCommand {
        let noun: String
        /// The noun with what starts it (`DeleteItemOnAskToDelete`), where another command has the noun.
        let qualifiedNoun: String
        let body: [CodeBlockItemSyntax]
        /// Values the view sends with the event (the method's parameters, what it bound before the alert).
        let eventValues: [Parameter]
        /// Values the route's own code bound (`let tag = tags[row]`), which the router hands the callback.
        let routeValues: [Parameter]
    }

    /// One action, decided before anything of the alert is added to the plan.
    private struct PlannedAction {
        enum Work { case requests([FetchMatcher.Group]), command(AlertActionCommand) }
        let handler: AlertHandler
        let work: Work
        let routeBound: Set<String>
        /// What the router passes for a value of the route: a text typed into the alert is read off it there.
        let routeFields: [Parameter]
    }

    /// The route's callbacks and the values the event brings for them, or why the alert stays in the view.
    func routeCallbacks(for finding: NavigationMatcher.Finding) -> Result<(callbacks: [RouteCallback], eventValues: [Parameter]), TravellingValues.Problem> {
        // What the method bound before the run, in the blocks around it too, came with the event.
        let beforeRun = statementsInScope(before: finding.run[0])
        var planned: [PlannedAction] = []
        for handler in finding.alertHandlers {
            switch plannedAction(handler, of: finding, beforeRun: beforeRun) {
            case .success(let action): planned.append(action)
            case .failure(let problem): return .failure(.init(text: "its alert action '\(handler.noun)' \(problem.text); the alert stays in the view"))
            }
        }
        var callbacks: [RouteCallback] = []
        var eventValues: [Parameter] = []
        for action in planned {
            let routeValue = { (parameter: Parameter) in action.routeFields.first { $0.name == parameter.name } ?? parameter }
            switch action.work {
            case .requests(let groups):
                for var group in groups {
                    group.noun = action.handler.noun
                    group.isCommand = true
                    let index = addRequest(for: group, owner: finding.member.name)
                    plan.requests[index].isCommand = true
                    var callback = RouteCallback(name: action.handler.callback, action: .request(index))
                    callback.arguments = plan.requests[index].parameters.filter { action.routeBound.contains($0.name) }.map(routeValue)
                    callbacks.append(callback)
                    eventValues += plan.requests[index].parameters.filter { parameter in
                        !action.routeBound.contains(parameter.name) && !eventValues.contains { $0.name == parameter.name }
                    }
                }
            case .command(let command):
                let noun = Planner.uniqueNoun(command.noun, among: plan.viewCommands.map(\.noun), alternatives: [command.qualifiedNoun])
                let index = Planner.append(
                    ViewCommand(noun: noun, kind: .action, parameters: command.eventValues + command.routeValues, body: command.body),
                    to: &plan.viewCommands)
                note(finding.member.name, .command(index), finding.evidence)
                var callback = RouteCallback(name: action.handler.callback, action: .command(index))
                callback.arguments = command.routeValues.map(routeValue)
                callbacks.append(callback)
                eventValues += command.eventValues.filter { value in !eventValues.contains { $0.name == value.name } }
            }
        }
        return .success((callbacks, eventValues))
    }

    private func plannedAction(
        _ handler: AlertHandler, of finding: NavigationMatcher.Finding,
        beforeRun: [CodeBlockItemSyntax]
    ) -> Result<PlannedAction, TravellingValues.Problem> {
        // The action's closure held `self` weakly; its code now runs in plain methods.
        let alias = FetchMatcher.selfAlias(handler.body)
        // What the run binds before the alert (`let order = orders[sender.tag]`) is the router's: it hands
        // those values to the callback; what the method bound before the run came with the event.
        let routeBuilt = Set(finding.run[..<handler.statement].flatMap { boundNames($0) }).intersection(finding.routeBody.flatMap { boundNames($0) })
        // What was typed into the alert the route built is read by the router too, when the action fires.
        let fields = AlertFieldValues.substitute(
            handler.body.compactMap { SelfUnwrapper.normalize($0, alias: alias) }, alerts: routeBuilt,
            taken: Set(finding.member.parameters.map(\.name)))
        let body = fields.body
        // Typed as they arrive in the router (a text read off the alert, what the opened screen hands its callback).
        let routeLocals =
            Array(finding.run[..<handler.statement])
            + (fields.values + handler.values).map { value in
                CodeBlockItemSyntax(
                    item: .decl(
                        value.argument.map { DeclSyntax("let \(raw: value.name): \(value.type) = \($0)") }
                            ?? DeclSyntax("let \(raw: value.name): \(value.type)")))
            }
        let routeBound = routeBuilt.union((fields.values + handler.values).map(\.name))
        let split = FetchMatcher(context: context).split(
            body, in: finding.member, helperMode: false, trailingShows: true,
            enclosing: beforeRun + routeLocals)
        let covered = split.groups.reduce(0) { $0 + $1.taken.count + $1.loading.count }
        if split.problems.isEmpty, !split.groups.isEmpty, covered == body.count {
            return .success(PlannedAction(handler: handler, work: .requests(split.groups), routeBound: routeBound, routeFields: fields.values))
        }
        // The screen's own code, no data work: the view runs it once the presenter hears of the choice.
        let ownCode = alertActionCommand(
            handler, body: body, member: finding.member, beforeRun: beforeRun,
            routeLocals: routeLocals, routeBound: routeBound)
        switch ownCode {
        case .success(let command)?:
            return .success(PlannedAction(handler: handler, work: .command(command), routeBound: routeBound, routeFields: fields.values))
        case .failure(let problem)?:
            return .failure(problem)
        case nil:
            // Say what keeps the alert in the view: a helper of the controller's, or a transition mixed with other work.
            let references = context.references(CodeBlockItemListSyntax(body))
            let transition = references.calledNames.sorted().first { name in
                [.navigationCalls, .closeCalls, .externalOpenCalls].contains { context.catalog.matches(.navigation, $0, name) }
            }
            return .failure(
                .init(
                    text: references.selfMembersCalled.sorted().first.map { "calls the controller's own '\($0)', which the view keeps" }
                        ?? transition.map { "navigates (\($0)) after work that is not a data request, which its route cannot take over" }
                        ?? "runs code that is not only reading data and showing it" + (split.problems.first.map { ": " + $0 } ?? "")))
        }
    }

    /// nil when the action reads data or navigates (another recipe's work); a problem when it reads what UIKit hands
    /// it or a value that cannot travel.
    private func alertActionCommand(
        _ handler: AlertHandler, body: [CodeBlockItemSyntax], member: MemberModel, beforeRun: [CodeBlockItemSyntax],
        routeLocals: [CodeBlockItemSyntax], routeBound: Set<String>
    ) -> Result<AlertActionCommand, TravellingValues.Problem>? {
        guard !body.isEmpty, let actionNames = handler.actionNames else { return nil }
        let list = CodeBlockItemListSyntax(body)
        let references = context.references(list)
        guard context.dataAccess(in: list, references: references) == nil,
            !references.calledNames.contains(where: { name in
                [.navigationCalls, .closeCalls, .externalOpenCalls].contains { context.catalog.matches(.navigation, $0, name) }
            }),
            // Code a request took out of the view is no longer there to call.
            references.selfMembers.isDisjoint(with: plan.viewEdits.removedMembers)
        else { return nil }
        let used = NameUseCollector.names(in: list)
        if let name = actionNames.first(where: { $0 != "_" && used.contains($0) }) {
            return .failure(.init(text: "reads '\(name)', the action UIKit hands it, which must stay in the view"))
        }

        let parameterTypes = Dictionary(member.parameters.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        let types = context.inference.localTypes(in: beforeRun + routeLocals, known: parameterTypes)
        let eventNames = Set(member.parameters.map(\.name)).union(beforeRun.flatMap { boundNames($0) })
        let around = LocalBinder(viewMode: .sourceAccurate)
        around.walk(member.declaration)
        var eventValues: [Parameter] = []
        var routeValues: [Parameter] = []
        // `var ids = ids` reads the outer `ids` before binding its own.
        let readFromOutside = TravellingValues.namesReadFromOutside(in: body)
        let travelling = TravellingValues(context: context)
        for name in travelling.orderedNames(in: body) where readFromOutside.contains(name) {
            let fromRoute = routeBound.contains(name)
            guard fromRoute || eventNames.contains(name) else {
                // A name the method binds elsewhere (`if let item` around the alert) is out of the view command's reach.
                if around.names.contains(name) { return .failure(.init(text: "reads '\(name)', which the code around it binds")) }
                continue
            }
            // UIKit's objects (the alert and its text fields, the tapped cell) never pass through the presenter.
            switch travelling.travellingValue(name, type: types[name], reader: "reads") {
            case .success(let value) where fromRoute: routeValues.append(value)
            case .success(let value): eventValues.append(value)
            case .failure(let problem): return .failure(problem)
            }
        }
        // Named for the screen's method it runs (`performDeleteItem(_:)`), else for the action's title.
        let called = references.selfMembersCalled
        let noun = called.count == 1 ? Naming.upperFirst(called.first!) : handler.noun
        return .success(
            AlertActionCommand(
                noun: noun, qualifiedNoun: noun + Planner.triggerQualifier(member.name), body: body,
                eventValues: eventValues, routeValues: routeValues))
    }
}
