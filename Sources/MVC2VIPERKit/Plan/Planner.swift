import SwiftSyntax

/// Runs the recipe engines over one controller and assembles the plan.
///
/// Pass order, and why:
/// 1. Dependencies first: the fetch pass treats calls on a dependency as data access.
/// 2. Fetches next: they take statements out of lifecycle methods and whole helpers.
/// 3. Routing next, skipping statements a fetch already took.
/// 3b. Lone navigation after dispatches, so a push inside a routing switch is routed once, by its switch.
/// 3d. Collections after routing and navigation, so the selection they move is already an event.
/// 3c. Module input once requests are known: only state no view code reads can move to the presenter.
/// 4. Entities once the requests are known: only model objects that cross to the view get a PONSO.
/// 5. Dependency owners once every layer's code is known: a dependency goes where it is used.
/// 6. Everything else stays in the view; what reads more than the screen is reported as unresolved.
public enum Planner {
    public static func plan(source: ParsedSource, controller: ControllerModel, catalog: RecipeCatalog,
                            moduleName: String) -> MigrationPlan {
        var context = ClassificationContext(source: source, controller: controller, catalog: catalog)
        var plan = MigrationPlan(source: source, controller: controller, moduleName: moduleName)
        var memberPlans: [String: MemberPlan] = Dictionary(
            controller.members.map { ($0.name, MemberPlan(name: $0.name, line: $0.line)) }, uniquingKeysWith: { first, _ in first })
        var declined: [Unresolved] = []

        func note(_ member: String, _ target: Target, _ evidence: Evidence) {
            guard var entry = memberPlans[member] else { return }
            if !entry.targets.contains(target) { entry.targets.append(target) }
            if !entry.recipes.contains(evidence.recipe) { entry.recipes.append(evidence.recipe) }
            if !entry.evidence.contains(evidence) { entry.evidence.append(evidence) }
            memberPlans[member] = entry
        }

        // 1. Dependencies.
        let dependencies = DependencyMatcher(context: context).findings()
        declined += dependencies.declined
        context.dependencyNames = Set(dependencies.found.map(\.member.name))

        // 2. Fetches.
        let fetches = FetchMatcher(context: context).findings()
        declined += fetches.declined
        var claimed = Set<SyntaxIdentifier>()
        var interactorHelperNames = Set<String>()
        for finding in fetches.found {
            let noun = finding.isLifecycle ? lifecycleNoun(finding.trigger.baseName) : Naming.intent(fromAction: finding.trigger.baseName)
            var event = ViewEvent(noun: uniqueNoun(noun, among: plan.events.map(\.noun)),
                                  kind: finding.isLifecycle ? .lifecycle(method: finding.trigger.name) : .intent(isSelection: false),
                                  parameters: [], sourceMember: finding.trigger.name)
            let eventIndex = plan.events.count
            note(finding.trigger.name, .view, finding.groups[0].evidence)
            note(finding.trigger.name, .event(eventIndex), finding.groups[0].evidence)
            for group in finding.groups {
                if !group.loading.isEmpty {
                    let command = ViewCommand(noun: "Loading", kind: .loading, parameters: [], body: group.loading)
                    let index = plan.viewCommands.firstIndex { $0.kind == .loading && sameCode($0.body, command.body) }
                        ?? append(command, to: &plan.viewCommands)
                    if !event.loadingCommands.contains(index) { event.loadingCommands.append(index) }
                }
                let owner = finding.removedHelpers.first { helper in
                    group.taken.contains { statement in helper.body.map { statement.position >= $0.position && statement.position < $0.endPosition } ?? false }
                }?.name ?? finding.trigger.name
                var displayIndex: Int?
                if !group.consumers.isEmpty {
                    displayIndex = append(ViewCommand(noun: group.noun, kind: .display,
                                                      parameters: group.results.map { Parameter(label: nil, name: $0.name, type: $0.type) },
                                                      body: group.consumers), to: &plan.viewCommands)
                    note(owner, .command(displayIndex!), group.evidence)
                }
                var request = DataRequest(noun: uniqueNoun(group.noun, among: plan.requests.map(\.noun)), body: group.body,
                                          results: group.results.map { ResultValue(name: $0.name, modelType: $0.type, plainType: $0.type, mapping: .none) },
                                          dependencies: group.dependencies.sorted(), displayCommand: displayIndex,
                                          line: group.evidence.line)
                if !group.failureConsumers.isEmpty {
                    let failure = ViewCommand(noun: group.noun + "Error", kind: .display,
                                              parameters: [Parameter(label: nil, name: "error", type: TypeText.named("Error"))],
                                              body: group.failureConsumers)
                    request.failureCommand = append(failure, to: &plan.viewCommands)
                    note(owner, .command(request.failureCommand!), group.evidence)
                }
                for helper in group.consumedHelpers {
                    note(helper.name, .request(plan.requests.count), group.evidence)
                    if let display = displayIndex { note(helper.name, .command(display), group.evidence) }
                    plan.viewEdits.removedMembers.insert(helper.name)
                }
                request.parameters = group.parameters.map { Parameter(label: nil, name: $0.name, type: $0.type) }
                request.subscriptions = group.subscriptions.sorted()
                request.deliversInClosure = group.deliversInClosure
                request.weakSelf = group.weakSelf
                let requestIndex = append(request, to: &plan.requests)
                event.requests.append(requestIndex)
                note(owner, .request(requestIndex), group.evidence)
                interactorHelperNames.formUnion(group.helpers)
            }
            // The event carries the state its requests read, once each.
            var eventParameters: [Parameter] = []
            for index in event.requests {
                for parameter in plan.requests[index].parameters where !eventParameters.contains(where: { $0.name == parameter.name }) {
                    eventParameters.append(parameter)
                }
            }
            event = ViewEvent(noun: event.noun, kind: event.kind, parameters: eventParameters, loadingCommands: event.loadingCommands,
                              requests: event.requests, routes: event.routes, sourceMember: event.sourceMember)
            for (offset, statement) in finding.removedStatements.enumerated() {
                plan.viewEdits.replacedStatements[statement.id] = offset == 0 ? .event(eventIndex, arguments: eventParameters.map(\.name)) : .removed
                claimed.insert(statement.id)
            }
            for helper in finding.removedHelpers { plan.viewEdits.removedMembers.insert(helper.name) }
            plan.events.append(event)
        }
        for name in interactorHelperNames.sorted() {
            guard let helper = controller.members(withBaseName: name).first else { continue }
            plan.interactorHelpers.append(helper)
            plan.viewEdits.removedMembers.insert(helper.name)
            if let evidence = plan.requests.first.map({ Evidence(recipe: catalog.recipes(for: .lifecycleFetch).first?.id ?? "lifecycle-fetch", line: $0.line, syntax: "called by moved data access") }) {
                note(helper.name, .interactorHelper(helper.name), evidence)
            }
        }

        // The interactor keeps its own subscription storage; the view keeps its own only while it still subscribes.
        for name in Set(plan.requests.flatMap(\.subscriptions)).sorted() {
            guard let member = controller.member(named: name), let type = context.inference.memberType(name) else { continue }
            plan.interactorState.append(StateProperty(name: name, type: type.trimmed, initialValue: member.initializer?.trimmed))
        }

        // 3. Routing.
        let routing = RoutingMatcher(context: context).findings(skipping: claimed)
        declined += routing.declined
        for finding in routing.found {
            var branches: [RoutedBranch] = []
            for branch in finding.branches {
                let route = Route(noun: uniqueNoun(branch.noun, among: plan.routes.map(\.noun)), parameters: branch.parameters,
                                  body: Array(branch.body), usesControllerAPI: branch.usesControllerAPI, line: source.line(of: branch.body))
                let index = append(route, to: &plan.routes)
                branches.append(RoutedBranch(body: branch.body, route: index))
                note(finding.member.name, .route(index), finding.evidence)
            }
            let eventIndex = plan.events.count
            plan.events.append(ViewEvent(noun: finding.eventNoun, kind: .routing(dispatch: finding.statement, branches: branches),
                                         parameters: finding.parameters, sourceMember: finding.member.name))
            plan.viewEdits.replacedStatements[finding.statement.id] = .event(eventIndex, arguments: finding.parameters.map(\.name))
            claimed.insert(finding.statement.id)
            note(finding.member.name, .view, finding.evidence)
            note(finding.member.name, .event(eventIndex), finding.evidence)
        }

        // 3b. Navigation outside dispatch statements.
        let navigation = NavigationMatcher(context: context).findings(skipping: claimed, removedMembers: plan.viewEdits.removedMembers)
        declined += navigation.declined
        for finding in navigation.found {
            let route = Route(noun: uniqueNoun(finding.routeNoun, among: plan.routes.map(\.noun)), kind: finding.routeKind,
                              parameters: finding.parameters, body: finding.run, usesControllerAPI: finding.usesControllerAPI,
                              line: finding.evidence.line)
            let routeIndex = append(route, to: &plan.routes)
            // A method that already sends a request event takes the route there, after the requests.
            if let existing = plan.events.firstIndex(where: { $0.sourceMember == finding.member.name && !isRouting($0) }), finding.parameters.isEmpty {
                plan.events[existing].routes.append(routeIndex)
                finding.run.forEach { plan.viewEdits.replacedStatements[$0.id] = .removed }
                note(finding.member.name, .event(existing), finding.evidence)
            } else {
                let isLifecycleMember = finding.member.isOverride && catalog.matches(.lifecycleFetch, .lifecycleMethods, finding.member.baseName)
                var event = ViewEvent(noun: uniqueNoun(isLifecycleMember ? lifecycleNoun(finding.member.baseName) : finding.eventNoun,
                                                       among: plan.events.map(\.noun)),
                                      kind: isLifecycleMember ? .lifecycle(method: finding.member.name) : .intent(isSelection: finding.isSelection),
                                      parameters: finding.parameters, sourceMember: finding.member.name)
                event.routes = [routeIndex]
                let eventIndex = append(event, to: &plan.events)
                for (offset, statement) in finding.run.enumerated() {
                    plan.viewEdits.replacedStatements[statement.id] = offset == 0 ? .event(eventIndex, arguments: finding.parameters.map(\.name)) : .removed
                }
                note(finding.member.name, .event(eventIndex), finding.evidence)
            }
            finding.run.forEach { claimed.insert($0.id) }
            note(finding.member.name, .view, finding.evidence)
            note(finding.member.name, .route(routeIndex), finding.evidence)
        }

        // 3d. Collections last among the view's own code: their selection statements are routed by now.
        let collections = CollectionMatcher(context: context).finding(removedMembers: plan.viewEdits.removedMembers, edits: plan.viewEdits)
        declined += collections.declined
        if let finding = collections.found {
            let state = finding.state.compactMap { name -> StateProperty? in
                guard let member = controller.member(named: name), let type = context.inference.memberType(name) else { return nil }
                return StateProperty(name: name, type: type.trimmed, initialValue: member.initializer?.trimmed)
            }
            if state.count == finding.state.count {
                plan.dataDisplay = DataDisplay(members: finding.members, helpers: finding.helpers, state: state, protocols: finding.protocols,
                                               listView: finding.listView, wiredInCode: finding.wiredInCode)
                for member in finding.members + finding.helpers {
                    plan.viewEdits.removedMembers.insert(member.name)
                    // What was left of it in the view now lives in the manager.
                    memberPlans[member.name]?.targets.removeAll { $0 == .view }
                    note(member.name, .dataDisplay, finding.evidence)
                }
                for name in finding.state {
                    plan.viewEdits.removedMembers.insert(name)
                    plan.viewEdits.redirectedState.insert(name)
                    note(name, .dataDisplay, finding.evidence)
                }
            } else {
                declined.append(Unresolved(member: finding.members[0].name, line: finding.members[0].line,
                                           reason: "collections: the type of the data they show is not written in the file", recipe: finding.evidence.recipe))
            }
        }

        // 3c. Module input: after the requests, whose parameters decide which state may leave.
        ModuleInputPlanner(context: context).plan(&plan, note: note, declined: &declined)

        // 4. Entities.
        EntityPlanner(context: context).planEntities(&plan, declined: &declined)
        for (index, entity) in plan.entities.enumerated() {
            for request in plan.requests.indices where plan.requests[request].results.contains(where: { TypeText.names(in: $0.modelType).contains(entity.modelType) }) {
                for (member, entry) in memberPlans where entry.targets.contains(.request(request)) {
                    note(member, .entity(index), entry.evidence[0])
                }
            }
        }

        // 5. Dependencies and their owners.
        let viewReferences = remainingViewReferences(plan, context: context)
        let interactorReferences = (plan.requests.map { $0.body.map { context.references($0) } }.joined()
            + plan.interactorHelpers.map(\.references))
            .reduce(into: Set<String>()) { $0.formUnion($1.selfMembers) }
        for finding in dependencies.found {
            var owners = Set<Layer>()
            if interactorReferences.contains(finding.member.name) { owners.insert(.interactor) }
            if viewReferences.contains(finding.member.name) || owners.isEmpty { owners.insert(.view) }
            let replaced = [finding.member.name] + (finding.backing.map { [$0.name] } ?? [])
            let index = append(Dependency(name: finding.member.name, type: finding.type, factory: finding.factory, owners: owners,
                                          replacedMembers: replaced, line: finding.member.line), to: &plan.dependencies)
            note(finding.member.name, .dependency(index), finding.evidence)
            if let backing = finding.backing { note(backing.name, .dependency(index), finding.evidence) }
            if owners.contains(.view) {
                plan.viewEdits.injectedDependencies.append(finding.member.name)
                if let backing = finding.backing { plan.viewEdits.removedMembers.insert(backing.name) }
            } else {
                replaced.forEach { plan.viewEdits.removedMembers.insert($0) }
            }
        }

        for property in plan.interactorState where !remainingViewReferences(plan, context: context).contains(property.name) {
            plan.viewEdits.removedMembers.insert(property.name)
            if let index = plan.requests.firstIndex(where: { $0.subscriptions.contains(property.name) }) {
                let recipe = catalog.recipes(for: .lifecycleFetch).first?.id ?? "lifecycle-fetch"
                note(property.name, .request(index), Evidence(recipe: recipe, line: controller.member(named: property.name)?.line ?? 0,
                                                               syntax: "subscription storage of a moved subscription"))
            }
        }

        // 6. What stays.
        for member in controller.members {
            guard var entry = memberPlans[member.name] else { continue }
            if entry.targets.isEmpty { entry.targets = [.view] }
            memberPlans[member.name] = entry
        }
        plan.members = controller.members.compactMap { memberPlans[$0.name] }
            .reduce(into: [MemberPlan]()) { list, entry in if !list.contains(where: { $0.name == entry.name }) { list.append(entry) } }
        plan.unresolved = unresolved(plan: plan, context: context, declined: declined)
        return plan
    }

    private static func isRouting(_ event: ViewEvent) -> Bool {
        if case .routing = event.kind { return true }
        return false
    }

    static func lifecycleNoun(_ method: String) -> String {
        switch method {
        case "viewDidLoad": return "ViewReady"
        case "loadView": return "LoadView"
        default: return Naming.upperFirst(method)
        }
    }

    private static func append<T>(_ element: T, to list: inout [T]) -> Int {
        list.append(element)
        return list.count - 1
    }

    private static func sameCode(_ lhs: [CodeBlockItemSyntax], _ rhs: [CodeBlockItemSyntax]) -> Bool {
        lhs.map(\.trimmedDescription) == rhs.map(\.trimmedDescription)
    }

    static func uniqueNoun(_ noun: String, among existing: [String]) -> String {
        var candidate = noun
        var counter = 2
        while existing.contains(candidate) {
            candidate = noun + String(counter)
            counter += 1
        }
        return candidate
    }

    /// Controller members that the code left in the view still uses.
    static func remainingViewReferences(_ plan: MigrationPlan, context: ClassificationContext, excluding excluded: [String] = []) -> Set<String> {
        var names = Set<String>()
        for member in plan.controller.members where !plan.viewEdits.removedMembers.contains(member.name) && !excluded.contains(member.name)
            && plan.viewEdits.forwardedMembers[member.name] == nil {
            let remover = StatementRemover(edits: plan.viewEdits)
            let remaining = remover.rewrite(member.declaration)
            names.formUnion(context.references(remaining, locals: Set(member.parameters.map(\.name))).selfMembers)
        }
        for command in plan.viewCommands {
            for statement in command.body { names.formUnion(context.references(statement).selfMembers) }
        }
        return names
    }

    /// Members left in the view that read more than the screen, and everything a recipe declined.
    static func unresolved(plan: MigrationPlan, context: ClassificationContext, declined: [Unresolved]) -> [Unresolved] {
        var result = declined
        // State that left the view (to the presenter or the data display manager) no longer counts.
        let stateMembers = Set(plan.controller.members.filter {
            $0.kind == .storedProperty && !context.isUIMember($0) && !context.dependencyNames.contains($0.name)
                && !plan.viewEdits.removedMembers.contains($0.name)
        }.map(\.name))
        for entry in plan.members where entry.targets == [.view] {
            guard let member = plan.controller.member(named: entry.name), !result.contains(where: { $0.member == member.name }) else { continue }
            if context.isUIMember(member) || member.kind == .nestedType { continue }
            if member.name == "prepare(for:sender:)", member.body?.isEmpty == false {
                result.append(Unresolved(member: member.name, line: member.line,
                                         reason: "segue configuration stays in the view: UIKit calls prepare(for:sender:) on the controller; hand the data over in the router by hand", recipe: nil))
                continue
            }
            if member.isConditional, context.dataAccess(in: member.declaration, references: member.references) != nil
                || !member.references.selfMembers.intersection(stateMembers).isEmpty {
                result.append(Unresolved(member: member.name, line: member.line,
                                         reason: "sits inside #if, which the migration leaves as written", recipe: nil))
                continue
            }
            if stateMembers.contains(member.name) {
                result.append(Unresolved(member: member.name, line: member.line,
                                         reason: "holds data in the view; no recipe moves state yet", recipe: nil))
                continue
            }
            let reads = member.references.selfMembers.intersection(stateMembers).sorted()
            if !reads.isEmpty {
                result.append(Unresolved(member: member.name, line: member.line,
                                         reason: "no recipe explains it; it reads \(reads.joined(separator: ", ")) and stays in the view", recipe: nil))
            } else if let access = context.dataAccess(in: member.declaration, references: member.references) {
                result.append(Unresolved(member: member.name, line: member.line,
                                         reason: "reads data (\(access.syntax)) outside a lifecycle method; no recipe moves it yet", recipe: nil))
            }
        }
        return result.sorted { ($0.line, $0.member) < ($1.line, $1.member) }
    }
}

/// Drops the statements a plan takes out of the view (for asking what the rest still uses).
final class StatementRemover: SyntaxRewriter {
    let edits: ViewEdits
    init(edits: ViewEdits) {
        self.edits = edits
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let kept = node.filter { edits.replacedStatements[$0.id] == nil }
        return super.visit(CodeBlockItemListSyntax(kept))
    }
}
