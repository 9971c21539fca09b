import SwiftSyntax

/// Where code changes a controller's member or a part of it — `invoice = …`, `invoice.total = …`,
/// `invoice.lines[0] = …`, `invoice.lines.append(…)`, `&invoice` — as opposed to only reading it. The reference
/// collector counts only the member itself assigned or mutated; a part changed (`invoice.total += 1`) changes the
/// value the view holds as much.
enum ChangeSites {
    /// The expressions in `node` through which it changes the member `name` (`name` or `self.name`, not a local).
    static func changes(of name: String, in node: some SyntaxProtocol) -> [Syntax] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token -> Syntax? in
            guard token.text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                let own = ReferenceCollector.ownMemberExpression(reference),
                own.is(MemberAccessExprSyntax.self) || !ReferenceCollector.namesLocal(reference)
            else { return nil }
            return changedPart(from: Syntax(own))
        }
    }

    /// What a plain `=` at a change site stores (`settings.kdf = kdf` → `kdf`); nil for any other change.
    static func storedValue(at site: Syntax) -> ExprSyntax? {
        guard let list = site.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == site.id }) else { return nil }
        let assignment = list.index(after: index)
        guard assignment != list.endIndex, list[assignment].is(AssignmentExprSyntax.self) else { return nil }
        let value = list.index(after: assignment)
        return value != list.endIndex && list.index(after: value) == list.endIndex ? list[value] : nil
    }

    /// Whether `value` is what the code around it was handed — a parameter of the member or of a closure it sits in,
    /// or a property of one (`kdf`, `sender.isOn`) — with nothing worked out of it.
    static func isHandedValue(_ value: ExprSyntax, memberParameters: Set<String>) -> Bool {
        var base = value
        while true {
            if let access = base.as(MemberAccessExprSyntax.self), let inner = access.base {
                base = inner
            } else if let chained = base.as(OptionalChainingExprSyntax.self) {
                base = chained.expression
            } else if let unwrapped = base.as(ForceUnwrapExprSyntax.self) {
                base = unwrapped.expression
            } else {
                break
            }
        }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        if memberParameters.contains(name) { return true }
        return sequence(first: Syntax(value), next: { $0.parent }).contains { node in
            node.as(ClosureExprSyntax.self)?.signatureParameterNames.contains(name) ?? false
        }
    }

    /// The outermost part of the member reached from `start` (through `.part`, `[i]`, `?` and `!`), when the code changes it.
    private static func changedPart(from start: Syntax) -> Syntax? {
        var current = start
        while let parent = current.parent {
            if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == current.id {
                if let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id {
                    return ReferenceCollector.mutatingMethods.contains(access.declName.baseName.text) ? Syntax(access) : nil
                }
                current = parent
            } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == current.id {
                current = parent
            } else if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                current = parent
            } else {
                break
            }
        }
        if current.parent?.is(InOutExprSyntax.self) == true { return current }
        guard let list = current.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == current.id }) else { return nil }
        let next = list.index(after: index)
        guard next != list.endIndex else { return nil }
        return ReferenceCollector.assigns(list[next]) ? current : nil
    }
}
