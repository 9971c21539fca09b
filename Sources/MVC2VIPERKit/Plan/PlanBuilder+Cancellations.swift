import SwiftSyntax

extension PlanBuilder {
    /// What the view did to stop work the interactor now keeps stops it there: `timer?.invalidate()`
    /// in `viewWillDisappear(_:)` becomes a `cancel…` request of the event that method sends, and
    /// `task?.cancel()` in `deinit` moves to the interactor's deinit.
    ///
    /// ## Before
    /// ```swift
    /// override func viewWillDisappear(_ animated: Bool) {
    ///     super.viewWillDisappear(animated)
    ///     timer?.invalidate()
    /// }
    /// ```
    /// ## After
    /// ```swift
    /// override func viewWillDisappear(_ animated: Bool) {      // view
    ///     super.viewWillDisappear(animated)
    ///     output.didTriggerViewWillDisappearEvent()
    /// }
    /// func didTriggerViewWillDisappearEvent() { interactor.cancelTimer() }   // presenter
    /// func cancelTimer() { timer?.invalidate() }                            // interactor
    /// ```
    func planCancellations() {
        let handles = Set(plan.requests.flatMap(\.subscriptions))
        guard !handles.isEmpty else { return }
        let recipe = context.catalog.evidenceID(.lifecycleFetch)
        for member in context.controller.members where !member.isLeftAsWritten && !plan.viewEdits.removedMembers.contains(member.name) {
            guard let body = member.body, member.kind == .function || member.kind == .deinitializer else { continue }
            let stops = Array(body).filter { statement in
                plan.viewEdits.replacedStatements[statement.id] == nil && !claimed.contains(statement.id) && isStop(statement, handles)
            }
            guard let first = stops.first else { continue }
            let evidence = Evidence(recipe: recipe, line: context.line(first), syntax: context.snippet(first))
            stops.forEach { claimed.insert($0.id) }
            // The fetch recipe may have declined a stop it saw as data work beside the screen (`if let observer { … }`).
            dropFetchDeclines(of: member.name, at: stops.map(context.line))
            if member.kind == .deinitializer {
                plan.interactorDeinit += stops
                stops.forEach { plan.viewEdits.replacedStatements[$0.id] = .removed }
                // A deinit that only stopped the work has nothing left to do in the view.
                if stops.count == body.count { plan.viewEdits.removedMembers.insert(member.name) } else { note(member.name, .view, evidence) }
                note(member.name, .interactorHelper("deinit"), evidence)
                continue
            }
            note(member.name, .view, evidence)
            let stopped = stops.reduce(into: Set<String>()) { $0.formUnion(context.references($1).selfMembers) }.intersection(handles)
            var request = DataRequest(
                noun: Planner.uniqueNoun(stopped.sorted().map(Naming.upperFirst).joined(), among: plan.requests.map(\.noun)),
                body: stops, results: [], dependencies: [], displayCommand: nil, line: evidence.line)
            request.isCancellation = true
            let requestIndex = Planner.append(request, to: &plan.requests)
            note(member.name, .request(requestIndex), evidence)
            // The method's own event, when it already sends one, also stops the work.
            startRequests([requestIndex], from: member, replacing: stops, evidence: evidence)
        }
    }

    /// `NotificationCenter.default.removeObserver(self)` in `deinit`, once every observer the view registered on that center
    /// moved into a request: the view observes nothing there any more, and the model removes the tokens it keeps when it
    /// goes (`ObserverTokens`). The statement leaves the view, with that reason.
    func planMovedObserverRemovals() {
        guard let deinitializer = context.controller.members.first(where: { $0.kind == .deinitializer && !$0.isLeftAsWritten }),
            let body = deinitializer.body
        else { return }
        let movedCode = plan.requests.flatMap(\.body)
        let kept = context.controller.members.flatMap { member in StatementAccount.statements(in: member.declaration) }
            .filter { statement in
                !sequence(first: Syntax(statement), next: \.parent).contains { node in
                    node.as(CodeBlockItemSyntax.self).map { plan.viewEdits.replacedStatements[$0.id] != nil } ?? false
                }
            }
        var removed = 0
        for statement in body where plan.viewEdits.replacedStatements[statement.id] == nil {
            guard let call = statement.item.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
                let first = call.arguments.first?.expression, ReferenceCollector.isSelf(first),
                let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "removeObserver",
                let center = access.base?.trimmedText
            else { continue }
            let registers = { (node: CodeBlockItemSyntax, label: String, aliases: Set<String>) in
                FetchMatcher.centerCalls("addObserver", on: center, aliases: aliases, in: node).contains { $0.arguments.contains { $0.label?.text == label } }
            }
            let movedAliases = SingletonAliases.names(standingFor: center, in: movedCode)
            let keptAliases = SingletonAliases.names(standingFor: center, in: kept)
            guard movedCode.contains(where: { registers($0, "forName", movedAliases) }),
                !kept.contains(where: { registers($0, "selector", keptAliases) })
            else { continue }
            plan.viewEdits.replacedStatements[statement.id] = .removed
            plan.viewEdits.removalReasons[statement.id] = "the observers it removed moved into the model, which removes their tokens when it goes"
            claimed.insert(statement.id)
            removed += 1
        }
        guard removed > 0 else { return }
        if removed == body.count { plan.viewEdits.removedMembers.insert(deinitializer.name) }
        // The fetch recipe saw data access there; what it saw is explained now.
        let fetchRecipe = context.catalog.evidenceID(.lifecycleFetch)
        if body.allSatisfy({ plan.viewEdits.replacedStatements[$0.id] != nil }) {
            declined.removeAll { $0.member == deinitializer.name && $0.recipe == fetchRecipe }
        }
        note(deinitializer.name, .interactorHelper("deinit"), Evidence(recipe: fetchRecipe, line: deinitializer.line, syntax: "deinit"))
    }

    /// `timer?.invalidate()`, `task?.cancel()`, `timer = nil`, `NotificationCenter.default.removeObserver(token)`:
    /// a statement that only stops kept work.
    private func isStop(_ statement: CodeBlockItemSyntax, _ handles: Set<String>) -> Bool {
        let references = context.references(statement)
        guard !references.selfMembers.isEmpty, references.selfMembers.isSubset(of: handles), !references.usesSelfAsValue,
            references.inheritedAPI.isEmpty
        else { return false }
        if let (target, value) = ModuleInputPlanner.assignment(statement), handles.contains(target) {
            return value.is(NilLiteralExprSyntax.self)
        }
        return references.calledNames.contains { context.catalog.matches(.lifecycleFetch, .cancelCalls, $0) }
    }
}
