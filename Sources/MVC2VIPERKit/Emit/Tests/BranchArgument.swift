import SwiftSyntax

/// The value of a dispatch's subject that takes one branch of a former routing switch or if-chain:
/// `case .city:` of `switch sectionType` → `.city`; `case 2:` of `switch indexPath.row` →
/// `IndexPath(row: 2, section: 0)`; `if kind == .places` → `.places`; `default:` → a value no
/// other case lists (the next row, an enum's unlisted case). Nil for a branch no single value picks
/// (a range, a condition on several values).
enum BranchArgument {
    /// The parameter the branch's value is for, and that value; `cases` lists an enum's plain cases by type name.
    static func find(_ branch: RoutedBranch, of event: ViewEvent, cases: (String) -> [String]?) -> (parameter: String, value: ExprSyntax)? {
        var node = Syntax(branch.body)
        while let parent = node.parent {
            if let switchCase = parent.as(SwitchCaseSyntax.self) {
                guard let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self) else { return nil }
                guard case .case(let label) = switchCase.label else {
                    return unlisted(by: switchExpr, event: event, cases: cases).flatMap { value($0, for: switchExpr.subject, event: event) }
                }
                guard label.caseItems.count == 1, let item = label.caseItems.first, item.whereClause == nil,
                    let pattern = item.pattern.as(ExpressionPatternSyntax.self)
                else { return nil }
                return value(pattern.expression, for: switchExpr.subject, event: event)
            }
            if let ifExpr = parent.as(IfExprSyntax.self) {
                // The branch is the `if`'s body, not its `else`.
                guard ifExpr.body.id == node.id, ifExpr.conditions.count == 1, case .expression(let condition) = ifExpr.conditions.first!.condition else {
                    return nil
                }
                if let infix = condition.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "==" {
                    return value(infix.rightOperand, for: infix.leftOperand, event: event)
                }
                if let sequence = condition.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                    sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "=="
                {
                    return value(sequence.elements.last!, for: sequence.elements.first!, event: event)
                }
                return nil
            }
            node = parent
        }
        return nil
    }

    /// For `default:`, a value none of the switch's cases lists: one past the highest number, or an enum case left out.
    private static func unlisted(by switchExpr: SwitchExprSyntax, event: ViewEvent, cases: (String) -> [String]?) -> ExprSyntax? {
        let listed = switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self) }
            .flatMap(\.caseItems).map { $0.pattern.as(ExpressionPatternSyntax.self)?.expression }
        guard !listed.isEmpty, !listed.contains(where: { $0 == nil }) else { return nil }
        let numbers = listed.compactMap { $0?.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) } }
        if numbers.count == listed.count { return ExprSyntax(IntegerLiteralExprSyntax(numbers.max()! + 1)) }
        let names = listed.compactMap { $0?.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? $0.declName.baseName.text : nil } }
        guard names.count == listed.count, let subject = parameterName(switchExpr.subject),
            let type = event.parameters.first(where: { $0.name == subject }).map({ TypeText.unwrapped($0.type).trimmedText }),
            let left = cases(type)?.first(where: { !names.contains($0) })
        else { return nil }
        return ExprSyntax(MemberAccessExprSyntax(declName: DeclReferenceExprSyntax(baseName: .identifier(left))))
    }

    /// `pattern` as the value of the event's parameter `subject` names, directly or through `row`/`item`/`section` of an index path.
    private static func value(_ pattern: ExprSyntax, for subject: ExprSyntax, event: ViewEvent) -> (parameter: String, value: ExprSyntax)? {
        let literal = pattern.is(IntegerLiteralExprSyntax.self) || pattern.is(StringLiteralExprSyntax.self) || pattern.is(BooleanLiteralExprSyntax.self)
        let enumCase = pattern.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
        guard literal || enumCase else { return nil }
        if let name = parameterName(subject), let parameter = event.parameters.first(where: { $0.name == name }) {
            guard enumCase, TypeText.unwrapped(parameter.type).is(IdentifierTypeSyntax.self) else { return literal ? (name, pattern.trimmed) : nil }
            // `.city` needs its type where the argument is optional.
            return (
                name,
                ExprSyntax(
                    MemberAccessExprSyntax(
                        base: ExprSyntax(TypeExprSyntax(type: TypeText.unwrapped(parameter.type).trimmed)),
                        declName: pattern.as(MemberAccessExprSyntax.self)!.declName))
            )
        }
        if let member = subject.as(MemberAccessExprSyntax.self), let base = member.base, let name = parameterName(base),
            let parameter = event.parameters.first(where: { $0.name == name }), TypeText.unwrapped(parameter.type).trimmedText == "IndexPath",
            let number = pattern.as(IntegerLiteralExprSyntax.self)
        {
            let position = member.declName.baseName.text
            switch position {
            case "row", "item": return (name, "IndexPath(\(raw: position): \(number.trimmed), section: 0)")
            case "section": return (name, "IndexPath(row: 0, section: \(number.trimmed))")
            default: return nil
            }
        }
        return nil
    }

    /// `sectionType` or `self.sectionType`: state the presenter now takes as the parameter of the same name.
    private static func parameterName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }
}
