import SwiftSyntax

extension PlanBuilder {
    /// A fetched results controller feeding a table goes behind a cache tracker in the interactor
    /// (fetched-results recipe): the assembly makes the tracker, the lifecycle method's fetch becomes
    /// a request whose batches the view hands to its data display manager.
    func planCacheTracking() {
        let injected = Set(dependencyFindings.filter(\.injected).map(\.member.name))
        let listView = CollectionMatcher(context: context).listViewName(isCollection: false)
        let outcome = FetchedResultsMatcher(context: context).finding(injected: injected, listView: listView)
        declined += outcome.declined
        guard let finding = outcome.found else { return }
        let items = Naming.lowerFirst(Naming.plural(finding.entity))
        // The list it feeds must move to the manager with it, or the view would ask a controller that left.
        var tracking = CacheTracking(property: finding.member.name, entity: finding.entity, items: items)
        tracking.delegateMethods = finding.delegateMethods.map(\.name)
        let list = CollectionMatcher(context: context).finding(
            removedMembers: plan.viewEdits.removedMembers.union([finding.member.name]),
            edits: plan.viewEdits, events: plan.events, cacheTracking: tracking)
        guard list.found != nil else {
            let reason = list.declined.first.map { " (\($0.reason))" } ?? ""
            declined.append(
                Unresolved(
                    member: finding.member.name, line: finding.member.line,
                    reason: "fetched results: the table it feeds stays in the view\(reason)", recipe: finding.evidence.recipe))
            return
        }
        let batchType = TypeText.parse("CacheTransactionBatch<\(finding.entity)>")
        let evidence = finding.evidence

        var tracker = Dependency(
            name: "cacheTracker", type: TypeText.parse("CacheTracker<\(finding.entity)>"), factory: finding.factory,
            owners: [.interactor], replacedMembers: [finding.member.name], line: finding.member.line)
        tracker.factoryArguments = finding.factoryArguments
        let dependencyIndex = Planner.append(tracker, to: &plan.dependencies)
        note(finding.member.name, .dependency(dependencyIndex), evidence)

        // The view hands each batch to its manager, which holds the list.
        let command = ViewCommand(
            noun: Planner.uniqueNoun(Naming.upperFirst(items), among: plan.viewCommands.map(\.noun)), kind: .display,
            parameters: [Parameter(label: nil, name: "batch", type: batchType)],
            body: [SyntaxFactory.statement(ExprSyntax("dataDisplayManager.update(with: batch)"))])
        let commandIndex = Planner.append(command, to: &plan.viewCommands)
        // The first fetch, then every change the tracker reports, delivered where the markers stand.
        let deliver = SyntaxFactory.statement(SyntaxFactory.call(nil, FetchMatcher.deliveryMarker, arguments: []))
        let body: [CodeBlockItemSyntax] = [
            SyntaxFactory.statement(
                ExprSyntax(
                    """
                    cacheTracker.onTransactionBatch = { [weak self] batch in
                        guard let self else { return }
                        \(deliver)
                    }
                    """)),
            CodeBlockItemSyntax(item: .decl(DeclSyntax("let batch = (try? cacheTracker.obtainTransactionBatchFromCurrentCache()) ?? CacheTransactionBatch()"))),
            deliver,
        ].map { $0.with(\.leadingTrivia, .newline) }
        var request = DataRequest(
            noun: Planner.uniqueNoun(Naming.upperFirst(items), among: plan.requests.map(\.noun)), body: body,
            results: [ResultValue(name: "batch", modelType: batchType, plainType: batchType, mapping: .none)],
            dependencies: ["cacheTracker"], displayCommand: commandIndex, line: finding.member.line)
        request.deliversInClosure = true
        let requestIndex = Planner.append(request, to: &plan.requests)

        let trigger = finding.trigger
        startRequests([requestIndex], from: trigger, replacing: finding.removedStatements, evidence: evidence)
        note(trigger.name, .view, evidence)
        note(trigger.name, .request(requestIndex), evidence)
        note(trigger.name, .command(commandIndex), evidence)
        plan.viewEdits.removedMembers.insert(finding.member.name)
        for method in finding.delegateMethods {
            plan.viewEdits.removedMembers.insert(method.name)
            note(method.name, .dataDisplay, evidence)
        }
        plan.viewEdits.removedConformances.insert("NSFetchedResultsControllerDelegate")
        plan.cacheTracking = tracking
    }
}
