import SwiftSyntax

extension PlanBuilder {
    /// Data access started by lifecycle methods and actions (lifecycle-fetch recipes): requests,
    /// the events that start them, and the view commands that show their results.
    func planRequests() {
        let fetches = FetchMatcher(context: context).findings()
        declined += fetches.declined
        for finding in fetches.found {
            let noun =
                finding.eventNoun
                ?? (finding.isLifecycle ? Planner.lifecycleNoun(finding.trigger.baseName) : Naming.intent(fromAction: finding.trigger.baseName))
            // The method's own statements send one event; each block of a decision the view keeps sends its own.
            var sites: [SyntaxIdentifier?] = []
            for group in finding.groups where !sites.contains(group.site) { sites.append(group.site) }
            let decidedStatements = finding.groups.filter { $0.site != nil }.flatMap { $0.loading + $0.taken }
            let decided = Set(decidedStatements.map(\.id))
            // The decisions around them stay in the view, with part of them gone: no other recipe takes them whole.
            for statement in decidedStatements {
                for case let enclosing? in sequence(first: Syntax(statement), next: { $0.parent }).dropFirst().map({ $0.as(CodeBlockItemSyntax.self) }) {
                    claimed.insert(enclosing.id)
                }
            }
            // Blocks that each send their own event are named for what their data work calls when that tells them
            // apart (`store.pin(note)` → didTriggerPinEvent, performPin), else for their case (`case .metric:`) or the
            // control their condition compares with (`if sender == nightModeSwitch` → didTriggerNightModeEvent).
            let called = sites.map { site in site == nil ? nil : Self.calledName(in: finding.groups.first { $0.site == site }!.body) }
            let namedByCalls = sites.count > 1 && Set(called.compactMap { $0 }).count == called.compactMap { $0 }.count
            for (site, calledName) in zip(sites, called) {
                var groups = finding.groups.filter { $0.site == site }
                let removed =
                    site == nil
                    ? finding.removedStatements.filter { !decided.contains($0.id) }
                    : groups.flatMap { $0.loading + $0.taken }.sorted { context.line($0) < context.line($1) }
                var siteNoun = noun
                if let callback = groups[0].callback {
                    siteNoun = callback
                } else if namedByCalls, let calledName {
                    siteNoun = Naming.upperFirst(calledName)
                } else if sites.count > 1, let caseName = Self.caseName(enclosing: groups[0].taken[0]) {
                    siteNoun = noun + caseName
                } else if sites.count > 1, let control = comparedMember(enclosing: groups[0].taken[0]) {
                    siteNoun = control
                }
                if siteNoun != noun {
                    for index in groups.indices where groups[index].isCommand { groups[index].noun = siteNoun }
                }
                planEvent(
                    noun: Planner.uniqueNoun(siteNoun, among: plan.events.map(\.noun), alternatives: siteNoun == noun ? [] : [noun + siteNoun]),
                    finding: finding, groups: groups, removed: removed)
            }
        }

        // The interactor keeps its own subscription storage; the view keeps its own only while it still subscribes.
        for name in Set(plan.requests.flatMap(\.subscriptions)).sorted() {
            guard let member = context.controller.member(named: name), let type = context.inference.memberType(name) else { continue }
            plan.interactorState.append(StateProperty(moving: member, type: type.trimmed))
        }
    }

    /// The event that starts `groups`' requests, sent in place of the first of `removed`.
    private func planEvent(noun: String, finding: FetchMatcher.Finding, groups: [FetchMatcher.Group], removed: [CodeBlockItemSyntax]) {
        // A callback the view was handed runs when the user acts, whatever method wired it up.
        let isLifecycle = finding.isLifecycle && groups[0].callback == nil
        var event = ViewEvent(
            noun: noun, kind: isLifecycle ? .lifecycle(method: finding.trigger.name) : .intent(isSelection: false),
            parameters: [], sourceMember: finding.trigger.name)
        let eventIndex = plan.events.count
        note(finding.trigger.name, .view, groups[0].evidence)
        note(finding.trigger.name, .event(eventIndex), groups[0].evidence)
        for group in groups {
            if !(group.loading + group.loadingInside).isEmpty {
                let command = ViewCommand(noun: "Loading", kind: .loading, parameters: [], body: group.loading + group.loadingInside)
                let index =
                    plan.viewCommands.firstIndex { $0.kind == .loading && Planner.sameCode($0.body, command.body) }
                    ?? Planner.append(command, to: &plan.viewCommands)
                if !event.loadingCommands.contains(index) { event.loadingCommands.append(index) }
            }
            let owner =
                finding.removedHelpers.first { helper in
                    group.taken.contains { statement in helper.body.map { statement.position >= $0.position && statement.position < $0.endPosition } ?? false }
                }?.name ?? finding.trigger.name
            event.requests.append(addRequest(for: group, owner: owner))
        }
        // The event carries the state its requests read, once each.
        var eventParameters: [Parameter] = []
        for index in event.requests {
            for parameter in plan.requests[index].parameters where !eventParameters.contains(where: { $0.name == parameter.name }) {
                eventParameters.append(parameter)
            }
        }
        event.parameters = eventParameters
        for (offset, statement) in removed.enumerated() {
            plan.viewEdits.replacedStatements[statement.id] = offset == 0 ? .event(eventIndex, arguments: eventParameters.map(\.name)) : .removed
            claimed.insert(statement.id)
        }
        for helper in finding.removedHelpers { plan.viewEdits.removedMembers.insert(helper.name) }
        plan.events.append(event)
    }

    /// The method the first call of `statements` makes (`store.addFavorite(id)` → `addFavorite`).
    private static func calledName(in statements: [CodeBlockItemSyntax]) -> String? {
        for statement in statements {
            for token in statement.tokens(viewMode: .sourceAccurate) {
                guard case .identifier = token.tokenKind, token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen,
                    token.parent?.parent?.is(MemberAccessExprSyntax.self) == true
                else { continue }
                return token.text
            }
        }
        return nil
    }

    /// `case .metric:` around `statement` → `Metric`.
    private static func caseName(enclosing statement: CodeBlockItemSyntax) -> String? {
        guard let switchCase = statement.parent?.parent?.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label,
            label.caseItems.count == 1, let match = label.caseItems.first!.pattern.trimmedText.wholeMatch(of: #/\.([A-Za-z_][A-Za-z0-9_]*)/#)
        else { return nil }
        return Naming.upperFirst(String(match.1))
    }

    /// `if changed == reduceColorSwitch { … }` around `statement` → `ReduceColor`: the block of the control it compares with.
    private func comparedMember(enclosing statement: CodeBlockItemSyntax) -> String? {
        guard let ifExpression = statement.parent?.parent?.parent?.as(IfExprSyntax.self), ifExpression.conditions.count == 1,
            case .expression(let condition) = ifExpression.conditions.first!.condition,
            let sequence = condition.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let comparison = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self),
            ["==", "==="].contains(comparison.operator.text)
        else { return nil }
        for side in [sequence.elements.first!, sequence.elements.last!] {
            let name =
                side.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? side.as(MemberAccessExprSyntax.self).flatMap { access in
                    access.base.map(ReferenceCollector.isSelf) == true ? access.declName.baseName.text : nil
                }
            if let name, let member = context.controller.member(named: name), member.kind == .storedProperty {
                return Naming.intent(fromAction: name)
            }
        }
        return nil
    }

    /// A request for a group of statements that read data, with the view commands that show its
    /// outcome and the private helpers its code calls. Returns the request's index.
    func addRequest(for group: FetchMatcher.Group, owner: String) -> Int {
        plan.viewEdits.statedRewrites.merge(group.statedRewrites) { first, _ in first }
        // Several triggers starting the same work (viewDidLoad and a refresh action) share one request.
        if let same = plan.requests.firstIndex(where: { request in
            Planner.sameCode(request.body, group.body) && request.parameters.map(\.name) == group.parameters.map(\.name)
                && request.displayCommand.map { Planner.sameCode(plan.viewCommands[$0].body, group.consumers) } ?? group.consumers.isEmpty
        }) {
            note(owner, .request(same), group.evidence)
            if let display = plan.requests[same].displayCommand { note(owner, .command(display), group.evidence) }
            return same
        }
        // Two requests of one noun are told apart by what starts them (`obtainAccountsOnRefresh()`), not by a number.
        let qualified = group.noun + Planner.triggerQualifier(owner)
        // Work about a notification is named for it, not for the data it may carry.
        let notification = NotificationRequest(group.body)
        // Navigation that ends the display code (save → pop, login → home) is the presenter's to take.
        let (consumers, trailingRoutes) = splittingTrailingNavigation(group, owner: owner)
        var displayIndex: Int?
        if !consumers.isEmpty {
            displayIndex = Planner.append(
                ViewCommand(
                    noun: Planner.uniqueNoun(group.noun, among: plan.viewCommands.map(\.noun), alternatives: [qualified]),
                    kind: .display,
                    parameters: group.results.map { Parameter(label: nil, name: $0.name, type: $0.type) },
                    body: consumers), to: &plan.viewCommands)
            note(owner, .command(displayIndex!), group.evidence)
        }
        let requestNoun = notification?.noun ?? group.noun
        var request = DataRequest(
            noun: Planner.uniqueNoun(
                requestNoun, among: plan.requests.map(\.noun),
                alternatives: [requestNoun + Planner.triggerQualifier(owner)]),
            body: group.body,
            results: group.results.map { ResultValue(name: $0.name, modelType: $0.type, plainType: $0.type, mapping: .none) },
            dependencies: group.dependencies.sorted(), displayCommand: displayIndex,
            line: group.evidence.line)
        if !group.failureConsumers.isEmpty {
            let failure = ViewCommand(
                noun: Planner.uniqueNoun(group.noun + "Error", among: plan.viewCommands.map(\.noun), alternatives: [qualified + "Error"]),
                kind: .display,
                parameters: [Parameter(label: nil, name: "error", type: TypeText.named("Error"))],
                body: group.failureConsumers)
            request.failureCommand = Planner.append(failure, to: &plan.viewCommands)
            note(owner, .command(request.failureCommand!), group.evidence)
        }
        for helper in group.consumedHelpers {
            note(helper.name, .request(plan.requests.count), group.evidence)
            if let display = displayIndex { note(helper.name, .command(display), group.evidence) }
            plan.viewEdits.removedMembers.insert(helper.name)
        }
        request.notification = notification?.use
        request.parameters = group.parameters.map { Parameter(label: nil, name: $0.name, type: $0.type, argument: group.parameterArguments[$0.name]) }
        request.subscriptions = group.subscriptions.sorted()
        request.deliversInClosure = group.deliversInClosure
        request.isCommand = group.isCommand
        request.weakSelf = group.weakSelf
        request.routesAfterResults = trailingRoutes
        let requestIndex = Planner.append(request, to: &plan.requests)
        note(owner, .request(requestIndex), group.evidence)
        for name in group.helpers.sorted() where !plan.interactorHelpers.contains(where: { $0.baseName == name }) {
            guard let helper = context.controller.members(withBaseName: name).first else { continue }
            plan.interactorHelpers.append(helper)
            plan.viewEdits.removedMembers.insert(helper.name)
            let recipe = context.catalog.evidenceID(.lifecycleFetch)
            note(helper.name, .interactorHelper(helper.name), Evidence(recipe: recipe, line: request.line, syntax: "called by moved data access"))
        }
        return requestIndex
    }

    /// The display code without the navigation statements that end it, and those as routes
    /// (typed by the results they read; anything else they read keeps them in the view).
    private func splittingTrailingNavigation(_ group: FetchMatcher.Group, owner: String) -> ([CodeBlockItemSyntax], [Int]) {
        var consumers = group.consumers
        var runs: [CodeBlockItemSyntax] = []
        let resultNames = Set(group.results.map(\.name))
        while let last = consumers.last {
            let calls = OwnCallCollector.calls(in: last)
            let navigates = calls.contains {
                context.catalog.matches(.navigation, .navigationCalls, $0) || context.catalog.matches(.navigation, .closeCalls, $0)
            }
            let references = context.references(last, locals: resultNames)
            // (The screen's own children, `setViewControllers(…)`, are the container's: see `ReferenceCollector.containerAPI`.)
            guard navigates, references.selfMembers.isEmpty, !references.usesSelfAsValue,
                references.inheritedAPI.isDisjoint(with: ReferenceCollector.containerAPI),
                Set(NameUseCollector.names(in: last)).subtracting(resultNames).subtracting(["self"]).allSatisfy({ name in
                    name.first?.isUppercase == true || ReferenceCollector.inheritedControllerAPI.contains(name)
                })
            else { break }
            runs.insert(consumers.removeLast(), at: 0)
        }
        guard !runs.isEmpty else { return (group.consumers, []) }
        let used = runs.reduce(into: Set<String>()) { $0.formUnion(NameUseCollector.names(in: $1)) }
        let parameters = group.results.filter { used.contains($0.name) }.map { Parameter(label: nil, name: $0.name, type: $0.type) }
        let closes = runs.contains { run in OwnCallCollector.calls(in: run).contains { context.catalog.matches(.navigation, .closeCalls, $0) } }
        let noun = closes ? Route.currentModule : RoutingMatcher.destinationNoun(runs)
        var route = Route(
            noun: Planner.uniqueNoun(noun == RoutingMatcher.unnamedDestination ? group.noun : noun, among: plan.routes.map(\.noun)),
            kind: closes ? .close : .open, parameters: parameters, body: runs, usesControllerAPI: true, line: group.evidence.line)
        route.callbacks = []
        let index = Planner.append(route, to: &plan.routes)
        let recipe = context.catalog.evidenceID(.navigation)
        // The statements may be copies (from a closure): the evidence points at where the group starts.
        note(
            owner, .route(index),
            Evidence(recipe: recipe, line: group.evidence.line, syntax: String(runs.last!.trimmedText.firstLine)))
        return (consumers, [index])
    }

    /// Who uses each dependency the controller created: that layer gets it injected.
    func assignDependencyOwners() {
        // What the view still uses rewrites every member it keeps: worked out only when a dependency is to be placed.
        lazy var viewReferences = Planner.remainingViewReferences(plan, context: context)
        lazy var interactorReferences =
            ((plan.requests.flatMap(\.body) + plan.queries.flatMap(\.body)).map { context.references($0) }
            + plan.interactorHelpers.map(\.references))
            .reduce(into: Set<String>()) { $0.formUnion($1.selfMembers) }
        for finding in dependencyFindings {
            var owners = Set<Layer>()
            if interactorReferences.contains(finding.member.name) { owners.insert(.interactor) }
            if viewReferences.contains(finding.member.name) || owners.isEmpty { owners.insert(.view) }
            let replaced = [finding.member.name] + (finding.backing.map { [$0.name] } ?? [])
            var dependency = Dependency(
                name: finding.member.name, type: finding.type, factory: finding.factory, owners: owners,
                replacedMembers: replaced, line: finding.member.line)
            dependency.injected = finding.injected
            dependency.setByCallers = finding.injected
            let index = Planner.append(dependency, to: &plan.dependencies)
            note(finding.member.name, .dependency(index), finding.evidence)
            if let backing = finding.backing { note(backing.name, .dependency(index), finding.evidence) }
            if finding.injected {
                // The controller's callers still set it; the assembly passes the same object on.
                note(finding.member.name, .view, finding.evidence)
                if owners.contains(.interactor), finding.member.isPrivate { plan.viewEdits.widenedMembers.insert(finding.member.name) }
            } else if owners.contains(.view) {
                plan.viewEdits.injectedDependencies.append(finding.member.name)
                if let backing = finding.backing { plan.viewEdits.removedMembers.insert(backing.name) }
            } else {
                replaced.forEach { plan.viewEdits.removedMembers.insert($0) }
            }
        }

        // Asked again only after the view changed (a property removed).
        var stillUsed: Set<String>?
        for property in plan.interactorState {
            let used = stillUsed ?? Planner.remainingViewReferences(plan, context: context)
            stillUsed = used
            guard !used.contains(property.name) else { continue }
            stillUsed = nil
            plan.viewEdits.removedMembers.insert(property.name)
            if let index = plan.requests.firstIndex(where: { $0.subscriptions.contains(property.name) }) {
                let recipe = context.catalog.evidenceID(.lifecycleFetch)
                note(
                    property.name, .request(index),
                    Evidence(
                        recipe: recipe, line: context.controller.member(named: property.name)?.line ?? 0,
                        syntax: "subscription storage of a moved subscription"))
            }
        }
    }
}
