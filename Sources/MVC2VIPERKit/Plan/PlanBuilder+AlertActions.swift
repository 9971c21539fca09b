import SwiftSyntax

/// An alert action that runs the screen's own code — a confirmation before `deleteItem(at: indexPath)`, a retry
/// calling `checkStateValidity()`: the router shows the alert, the action calls back, and the presenter has the
/// view run that code (a command of kind `.action`), with the values it read handed along: the method's own
/// (with the event) or what the route's code bound (from the router). Only code that reads no data and opens no
/// screen: data work is split as a request, and a screen opened from the view would undo the route.
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
/// private func askToDeleteItem(at indexPath: IndexPath) { output.didTriggerAskToDeleteItemEvent(indexPath) }
/// func performDelete(_ indexPath: IndexPath) { deleteItem(at: indexPath) }
/// // Presenter
/// router.openDeleteAlertModule { [weak self] in self?.view?.performDelete(indexPath) }
/// ```
extension PlanBuilder {
    /// The view's command for an action's body (already without its `self` capture), and the values it takes.
    struct AlertActionCommand {
        let command: ViewCommand
        /// Values the view sends with the event (the method's parameters, what it bound before the alert).
        let eventValues: [Parameter]
        /// Values the route's own code bound (`let tag = tags[row]`), which the router hands the callback.
        let routeValues: [Parameter]
    }

    /// nil when the action reads data or navigates (another recipe's work); a problem when it reads what UIKit hands
    /// it or a value that cannot travel.
    func alertActionCommand(_ handler: AlertHandler, body: [CodeBlockItemSyntax], member: MemberModel, beforeRun: [CodeBlockItemSyntax],
                            routeLocals: [CodeBlockItemSyntax], routeBound: Set<String>) -> Result<AlertActionCommand, TravellingValues.Problem>? {
        guard !body.isEmpty, let actionNames = handler.actionNames else { return nil }
        let list = CodeBlockItemListSyntax(body)
        let references = context.references(list)
        guard context.dataAccess(in: list, references: references) == nil,
              !references.calledNames.contains(where: { name in
                  [.navigationCalls, .closeCalls, .externalOpenCalls].contains { context.catalog.matches(.navigation, $0, name) }
              }),
              // Code a request took out of the view is no longer there to call.
              references.selfMembers.isDisjoint(with: plan.viewEdits.removedMembers) else { return nil }
        let used = NameUseCollector.names(in: list)
        if let name = actionNames.first(where: { $0 != "_" && used.contains($0) }) {
            return .failure(.init(text: "reads '\(name)', the action UIKit hands it, which must stay in the view"))
        }

        let parameterTypes = Dictionary(member.parameters.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        let types = context.inference.localTypes(in: beforeRun + routeLocals, known: parameterTypes)
        let eventNames = Set(member.parameters.map(\.name)).union(beforeRun.flatMap { boundNames($0) })
        let inner = LocalBinder(viewMode: .sourceAccurate)
        body.forEach { inner.walk($0) }
        let around = LocalBinder(viewMode: .sourceAccurate)
        around.walk(member.declaration)
        var eventValues: [Parameter] = []
        var routeValues: [Parameter] = []
        for name in TravellingValues(context: context).orderedNames(in: body) where !inner.names.contains(name) {
            let fromRoute = routeBound.contains(name)
            guard fromRoute || eventNames.contains(name) else {
                // A name the method binds elsewhere (`if let item` around the alert) is out of the view command's reach.
                if around.names.contains(name) { return .failure(.init(text: "reads '\(name)', which the code around it binds")) }
                continue
            }
            // UIKit's objects (the alert and its text fields, the tapped cell) never pass through the presenter.
            guard let type = types[name] else { return .failure(.init(text: "cannot tell the type of '\(name)', which it reads")) }
            if TypeText.names(in: type).contains(where: context.types.isUIKitType) {
                return .failure(.init(text: "reads '\(name)' of UIKit type \(type.trimmedDescription), which must stay in the view"))
            }
            let value = Parameter(label: nil, name: name, type: type.trimmed)
            if fromRoute { routeValues.append(value) } else { eventValues.append(value) }
        }
        // Named for the screen's method it runs (`performDeleteItem(_:)`), else for the action's title.
        let called = references.selfMembersCalled
        let noun = called.count == 1 ? Naming.upperFirst(called.first!) : handler.noun
        let command = ViewCommand(noun: Planner.uniqueNoun(noun, among: plan.viewCommands.map(\.noun),
                                                           alternatives: [noun + Planner.triggerQualifier(member.name)]),
                                  kind: .action, parameters: eventValues + routeValues, body: body)
        return .success(AlertActionCommand(command: command, eventValues: eventValues, routeValues: routeValues))
    }
}
