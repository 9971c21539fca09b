import SwiftSyntax

/// Why a statement of the controller may be gone from its module: the plan's reasons, which the account
/// gives only to statements it could not find.
extension StatementAccount.Removals {
    /// What may be gone on purpose: a dependency's getter, replaced by injection; a call of one of the
    /// controller's own methods whose code moved, replaced in the view by an event; a read of a fetched
    /// results controller the cache tracker replaced.
    init(plan: MigrationPlan, module: EmittedModule, members: [MigrationReport.Member]) {
        var removals = StatementAccount.Removals()
        for (member, report) in zip(plan.members, members) where member.targets.contains(where: Self.isDependency) {
            let makers = report.destinations.filter { $0.layer == .assembly }.map(\.symbol)
            removals.members[member.name] = "a dependency's getter, replaced by injection"
                + (makers.isEmpty ? "" : ": \(makers.joined(separator: ", ")) makes it")
        }
        let methods = Set(plan.controller.members.filter { $0.kind == .function }.map(\.baseName))
        for member in plan.controller.members {
            for item in StatementAccount.statements(in: member.declaration) {
                if let tracking = plan.cacheTracking, StatementText(item).tokens.contains(tracking.property) {
                    removals.statements[item.id] = "reads \(tracking.property), now behind the cache tracker: "
                        + "the data display manager reads the plain objects its batches bring (\(tracking.items))"
                }
                // The call itself, or the statement it sits in (`Task { await load() }`), was replaced.
                let enclosing = sequence(first: Syntax(item), next: \.parent).compactMap { $0.as(CodeBlockItemSyntax.self) }
                guard let replacement = enclosing.lazy.compactMap({ plan.viewEdits.replacedStatements[$0.id] }).first,
                      let callee = Self.calledMethod(item), methods.contains(callee) else { continue }
                var reason = "a call of \(callee)(), whose code moved"
                if case .event(let index, _) = replacement, let event = module.destinations[.event(index)]?.first {
                    reason += ": the view sends \(event.symbol) instead"
                }
                removals.statements[item.id] = reason
            }
        }
        self = removals
    }

    /// `helper(…)`, `self.helper(…)`, `try await helper(…)`: the name of the method a statement only calls.
    static func calledMethod(_ item: CodeBlockItemSyntax) -> String? {
        guard var expression = item.item.as(ExprSyntax.self) else { return nil }
        while true {
            if let tryExpression = expression.as(TryExprSyntax.self) { expression = tryExpression.expression; continue }
            if let awaitExpression = expression.as(AwaitExprSyntax.self) { expression = awaitExpression.expression; continue }
            break
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self) { return name.baseName.text }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base?.trimmedDescription == "self" {
            return access.declName.baseName.text
        }
        return nil
    }

    static func isDependency(_ target: Target) -> Bool {
        if case .dependency = target { return true }
        return false
    }

}
