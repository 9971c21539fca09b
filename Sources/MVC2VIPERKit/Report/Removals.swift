import SwiftSyntax

/// Why a statement of the controller may be gone from its module: the plan's reasons, which the account
/// gives only to statements it could not find.
extension StatementAccount.Removals {
    /// What may be gone on purpose: a dependency's getter, replaced by injection; a call of one of the
    /// controller's own methods whose code moved, replaced in the view by an event; a read of a fetched
    /// results controller the cache tracker replaced.
    init(plan: MigrationPlan, module: EmittedModule, members: [MigrationReport.Member], stated: [StatedRewrite]) {
        var removals = StatementAccount.Removals()
        for (member, report) in zip(plan.members, members) where member.targets.contains(where: Self.isDependency) {
            let makers = report.destinations.filter { $0.layer == .assembly }.map(\.symbol)
            removals.members[member.name] =
                "a dependency's getter, replaced by injection"
                + (makers.isEmpty ? "" : ": \(makers.joined(separator: ", ")) makes it")
        }
        for parameter in plan.events.flatMap(\.parameters) {
            guard let argument = parameter.argument, argument.is(SubscriptCallExprSyntax.self) else { continue }
            removals.stated.append(
                StatedRewrite(
                    before: StatementText(ownTokensOf: argument).tokens, after: [parameter.name],
                    reason: "the view passes \(argument.trimmedText) as \(parameter.name)", isStatement: false))
        }
        removals.stated += stated
        for method in plan.cacheTracking?.delegateMethods ?? [] {
            removals.members[method] =
                "a delegate method of the fetched results controller: the cache tracker's batches carry its changes "
                + "and the data display manager applies them"
        }
        removals.statements.merge(plan.viewEdits.removalReasons) { _, stated in stated }
        removals.rewrites = plan.viewEdits.statedRewrites
        let methods = Set(plan.controller.members.filter { $0.kind == .function }.map(\.baseName))
        let overloads = plan.controller.ownOverloads
        // Methods whose code left the view: a call of one, in code that moved too, was replaced by its body.
        let movedMethods = Set(
            plan.controller.members.filter { member in
                member.kind == .function && plan.members.first { $0.name == member.name }.map { $0.targets != [.view] } == true
            }.map(\.baseName))
        for member in plan.controller.members {
            let moved = plan.members.first { $0.name == member.name }.map { $0.targets != [.view] } ?? false
            for item in StatementAccount.statements(in: member.declaration) {
                if moved, let reason = Self.rewrittenForItsNewLayer(item, movedMethods: movedMethods, overloads: overloads) {
                    removals.statements[item.id] = reason
                }
                if let tracking = plan.cacheTracking, StatementText(item).tokens.contains(tracking.property) {
                    removals.statements[item.id] =
                        "reads \(tracking.property), now behind the cache tracker: "
                        + "the data display manager reads the plain objects its batches bring (\(tracking.items))"
                }
                if let reason = Self.pickedElement(item, plan: plan, module: module) { removals.statements[item.id] = reason }
                // The call itself, or the statement it sits in (`Task { await load() }`), was replaced.
                let enclosing = sequence(first: Syntax(item), next: \.parent).compactMap { $0.as(CodeBlockItemSyntax.self) }
                guard let replacement = enclosing.lazy.compactMap({ plan.viewEdits.replacedStatements[$0.id] }).first,
                    let callee = Self.calledMethod(item, overloads: overloads), methods.contains(callee)
                else { continue }
                var reason = "a call of \(callee)(), whose code moved"
                if case .event(let index, _) = replacement, let event = module.destinations[.event(index)]?.first {
                    reason += ": the view sends \(event.symbol) instead"
                }
                removals.statements[item.id] = reason
            }
        }
        self = removals
    }

    /// `let order = orders[sender.tag]` in a run that left the view: the element it picks is what the view sends.
    static func pickedElement(_ item: CodeBlockItemSyntax, plan: MigrationPlan, module: EmittedModule) -> String? {
        guard plan.viewEdits.replacedStatements[item.id] != nil, let binding = TravellingValues.elementBinding(item) else { return nil }
        let picked = binding.value.trimmedText
        guard
            let index = plan.events.firstIndex(where: { event in
                event.parameters.contains { $0.name == binding.name && $0.argument?.trimmedText == picked }
            })
        else { return nil }
        let event = module.destinations[.event(index)]?.first.map { " to \($0.symbol)" } ?? ""
        return "the element it picks travels instead: the view passes \(picked)\(event)"
    }

    /// What the fetch recipes rewrite in the code they move, beyond what the account can match token by token.
    static func rewrittenForItsNewLayer(_ item: CodeBlockItemSyntax, movedMethods: Set<String>, overloads: OwnOverloads) -> String? {
        if let callee = calledMethod(item, overloads: overloads), movedMethods.contains(callee) {
            return "a call of \(callee)(), whose code moved in its place"
        }
        let tokens = StatementText(item).tokens
        let calls = zip(tokens, tokens.dropFirst()).filter { $0.1 == "(" }.map(\.0)
        if calls.contains("assign"), tokens.contains("on") {
            return "Combine's assign(to:on:) became a sink that reports each value: the controller it assigned to stays behind"
        }
        if calls.contains("addObserver"), tokens.contains("selector") {
            return "the selector-based observer became a block observer: its method's code moved into the block"
        }
        return nil
    }

    /// `helper(…)`, `self.helper(…)`, `self?.helper(…)`, `try await helper(…)`: the name of the method a statement only calls.
    /// `overloads`: a call none of the controller's methods of that name takes (`dismiss(animated:completion:)` beside
    /// `func dismiss()`) is UIKit's, no call of the controller's own.
    static func calledMethod(_ item: CodeBlockItemSyntax, overloads: OwnOverloads) -> String? {
        guard var expression = item.item.as(ExprSyntax.self) else { return nil }
        while true {
            if let tryExpression = expression.as(TryExprSyntax.self) { expression = tryExpression.expression; continue }
            if let awaitExpression = expression.as(AwaitExprSyntax.self) { expression = awaitExpression.expression; continue }
            break
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var name: String?
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), ["self", "self?"].contains(access.base?.trimmedText) {
            name = access.declName.baseName.text
        }
        if let name, overloads.reachesInheritedAPI(name, call) { return nil }
        return name
    }

    static func isDependency(_ target: Target) -> Bool {
        if case .dependency = target { return true }
        return false
    }

}
