import SwiftSyntax

/// The plan under construction, with the bookkeeping the passes share. Each pass is a method
/// in a file of its own (`PlanBuilder+….swift`); `Planner.plan` runs them in order.
final class PlanBuilder {
    var context: ClassificationContext
    var plan: MigrationPlan
    var memberPlans: [String: MemberPlan]
    var declined: [Unresolved] = []
    /// Statements a pass took, which later passes leave alone.
    var claimed = Set<SyntaxIdentifier>()
    var dependencyFindings: [DependencyMatcher.Finding] = []

    /// Members the scope check keeps in the view as written, with why.
    let pinned: [String: String]

    init(source: SourceSet, controller: ControllerModel, catalog: RecipeCatalog, moduleName: String, pinned: [String: String] = [:]) {
        self.pinned = pinned
        // Recipes see the controller without what already serves a module; the plan keeps every member.
        context = ClassificationContext(source: source, controller: controller.withoutModuleGlue().pinning(Set(pinned.keys)), catalog: catalog)
        plan = MigrationPlan(source: source, controller: controller, moduleName: moduleName)
        memberPlans = Dictionary(
            controller.members.map { ($0.name, MemberPlan(name: $0.name, line: $0.line)) },
            uniquingKeysWith: { first, _ in first })
    }

    /// Records that `member`'s code reaches `target`, and why.
    func note(_ member: String, _ target: Target, _ evidence: Evidence) {
        guard var entry = memberPlans[member] else { return }
        if !entry.targets.contains(target) { entry.targets.append(target) }
        if !entry.recipes.contains(evidence.recipe) { entry.recipes.append(evidence.recipe) }
        if !entry.evidence.contains(evidence) { entry.evidence.append(evidence) }
        memberPlans[member] = entry
    }

    /// Starts `requests` from `member`: through the event it already sends, or through a new lifecycle or
    /// intent event whose call stands where the first of `statements` stood (the rest leave). The event
    /// carries what the requests read from the view.
    @discardableResult
    func startRequests(_ requests: [Int], from member: MemberModel, replacing statements: [CodeBlockItemSyntax], evidence: Evidence) -> Int {
        statements.forEach { claimed.insert($0.id) }
        var parameters: [Parameter] = []
        for index in requests {
            for parameter in plan.requests[index].parameters where !parameters.contains(where: { $0.name == parameter.name }) {
                parameters.append(parameter)
            }
        }
        if let eventIndex = plan.events.firstIndex(where: { event in
            guard event.sourceMember == member.name else { return false }
            if case .lifecycle = event.kind { return true }
            if case .intent = event.kind { return true }
            return false
        }) {
            // In the order the controller ran them (a search cancels the last one before starting anew).
            plan.events[eventIndex].requests = (plan.events[eventIndex].requests + requests).sorted { plan.requests[$0].line < plan.requests[$1].line }
            let added = parameters.filter { parameter in !plan.events[eventIndex].parameters.contains { $0.name == parameter.name } }
            plan.events[eventIndex].parameters += added
            statements.forEach { plan.viewEdits.replacedStatements[$0.id] = .removed }
            if !added.isEmpty {
                // The event's call passes what the new requests read too.
                for (id, replacement) in plan.viewEdits.replacedStatements {
                    if case .event(eventIndex, let arguments) = replacement {
                        plan.viewEdits.replacedStatements[id] = .event(eventIndex, arguments: arguments + added.map(\.name))
                    }
                }
            }
            note(member.name, .event(eventIndex), evidence)
            return eventIndex
        }
        let isLifecycle = context.isLifecycle(member)
        var event = ViewEvent(
            noun: Planner.uniqueNoun(
                isLifecycle ? Planner.lifecycleNoun(member.baseName) : Naming.intent(fromAction: member.baseName),
                among: plan.events.map(\.noun)),
            kind: isLifecycle ? .lifecycle(method: member.name) : .intent(isSelection: false),
            parameters: parameters, sourceMember: member.name)
        event.requests = requests
        let eventIndex = Planner.append(event, to: &plan.events)
        for (offset, statement) in statements.enumerated() {
            plan.viewEdits.replacedStatements[statement.id] = offset == 0 ? .event(eventIndex, arguments: parameters.map(\.name)) : .removed
        }
        note(member.name, .event(eventIndex), evidence)
        return eventIndex
    }

    /// The fetch recipe saw these statements as data mixed with the screen (`line N: …`); a later
    /// recipe explains them, so those declines go.
    func dropFetchDeclines(of member: String, at lines: [Int]) {
        let prefixes = lines.map { "line \($0):" }
        declined.removeAll { entry in entry.member == member && prefixes.contains { entry.reason.hasPrefix($0) } }
    }

    /// Dependencies the controller creates (lazy-dependency recipes).
    func findDependencies() {
        let dependencies = DependencyMatcher(context: context).findings()
        dependencyFindings = dependencies.found
        declined += dependencies.declined
        context.dependencyNames = Set(dependencies.found.map(\.member.name))
        context.injectedDependencyNames = Set(dependencies.found.filter(\.injected).map(\.member.name))
    }

    /// Module input: configuration methods whose state only moved code reads, then properties set from outside.
    func planModuleInput() {
        ModuleInputPlanner(context: context).plan(&plan, note: note, declined: &declined)
        planPropertyInputs()
    }

    /// Delegate calls become the module's output, reported through a view event.
    func planModuleOutput() {
        let outputs = ModuleOutputMatcher(context: context).methods()
        declined += outputs.declined
        for method in outputs.found {
            let index = plan.moduleOutputs.count
            let eventIndex = plan.events.count
            plan.events.append(
                ViewEvent(
                    noun: method.name, kind: .moduleOutput(index), parameters: method.parameters,
                    sourceMember: method.property))
            var output = ModuleOutputMethod(
                property: method.property, delegateMethod: method.delegateMethod, name: method.name,
                parameters: method.parameters, keptArguments: method.keptArguments,
                controllerArgument: method.controllerArgument, labels: method.labels, event: eventIndex)
            output.isCallback = method.isCallback
            output.callbackIsOptional = method.callbackIsOptional
            plan.moduleOutputs.append(output)
            // The delegate or callback stays the view's, which tells it through the bridge; the list's manager, which
            // had taken it with the list's state, reports the event instead.
            if let display = plan.dataDisplay, display.state.contains(where: { $0.name == method.property }) {
                plan.dataDisplay?.state.removeAll { $0.name == method.property }
                plan.viewEdits.removedMembers.remove(method.property)
                plan.viewEdits.redirectedState.remove(method.property)
                memberPlans[method.property]?.targets.removeAll { $0 == .dataDisplay }
            }
            let evidence = Evidence(
                recipe: context.catalog.evidenceID(.moduleOutput),
                line: context.controller.member(named: method.property)?.line ?? 0, syntax: method.delegateMethod)
            note(method.property, .view, evidence)
            note(method.property, .event(eventIndex), evidence)
        }
    }

    /// Formatting in display code moves to the presenter.
    func planPresentation() {
        PresentationPlanner(context: context).plan(&plan, note: note)
    }

    /// Model data the view holds moves to the presenter; pure UI state stays.
    func planState() {
        StatePlanner(context: context).plan(
            &plan, dependencyStorage: Set(dependencyFindings.compactMap { $0.backing?.name }),
            note: note, declined: &declined)
    }

    /// Plain objects for the model objects that cross to the view.
    func planEntities() {
        EntityPlanner(context: context).planEntities(&plan, declined: &declined)
        for (index, entity) in plan.entities.enumerated() {
            for request in plan.requests.indices
            where plan.requests[request].results.contains(where: { TypeText.names(in: $0.modelType).contains(entity.modelType) }) {
                for (member, entry) in memberPlans where entry.targets.contains(.request(request)) {
                    note(member, .entity(index), entry.evidence[0])
                }
            }
        }
    }

    /// Members left whole in the view, and what no recipe explained.
    func finish() -> MigrationPlan {
        for member in plan.controller.members {
            guard var entry = memberPlans[member.name] else { continue }
            if entry.targets.isEmpty { entry.targets = [.view] }
            memberPlans[member.name] = entry
        }
        plan.members = plan.controller.members.compactMap { memberPlans[$0.name] }
            .reduce(into: [MemberPlan]()) { list, entry in if !list.contains(where: { $0.name == entry.name }) { list.append(entry) } }
        // Each where its member is: a member of an extension file is reported at its own file.
        let scopeKept = pinned.sorted { $0.key < $1.key }.compactMap { name, reason in
            plan.controller.member(named: name).map { Unresolved(member: name, line: $0.line, reason: reason, recipe: ScopeCheck.recipe) }
        }
        let explained = Planner.unresolved(plan: plan, context: context, declined: declined).filter { pinned[$0.member] == nil }
        plan.unresolved = (explained + scopeKept).map { item in
            var placed = item
            if let path = plan.controller.member(named: item.member)?.path, path != plan.source.path { placed.path = path }
            return placed
        }.sorted { ($0.path ?? "", $0.line, $0.member) < ($1.path ?? "", $1.line, $1.member) }
        plan.viewNames = Set(plan.controller.members.filter { !plan.viewEdits.removedMembers.contains($0.name) }.map(\.baseName))
            .union(context.inheritedMembers)
        // The router's file copies what the controller's file keeps private and a route reads (`private enum Strings`);
        // what cannot be copied the scope check finds, and its member stays.
        for index in plan.routes.indices {
            if case .success(let copies) = FilePrivateCopies(context: context).copies(for: plan.routes[index].body) {
                plan.routes[index].fileCopies = copies.filter(FilePrivateCopies.makesNoValues)
            }
        }
        return plan
    }
}
