import SwiftSyntax

/// Data work inside a decision the view makes (`if`, `guard`'s `else`, `switch`): when the decision itself reads
/// no data (a switch's state, a flag, what the user picked), the view keeps it, and the data work of each of its
/// blocks leaves as an event of its own, sent from that block.
///
/// ## Before
/// ```swift
/// @objc func favoriteTapped() {
///     if isFavorite {
///         store.removeFavorite(id)
///     } else {
///         store.addFavorite(id)
///     }
///     favoriteButton.isSelected.toggle()
/// }
/// ```
/// ## After
/// ```swift
/// @objc func favoriteTapped() {            // view
///     if isFavorite {
///         output.didTriggerRemoveFavoriteEvent(id)
///     } else {
///         output.didTriggerAddFavoriteEvent(id)
///     }
///     favoriteButton.isSelected.toggle()
/// }
/// ```
extension FetchMatcher {
    /// One block a decision may run, with the names its conditions bind for it (as a `guard` over them, which
    /// the type inference reads like the original condition).
    private struct DecisionBlock {
        let statements: CodeBlockItemListSyntax
        let binding: CodeBlockItemSyntax?
    }

    /// The groups of every block of `statement`'s decision, each tagged with its block; nil when the statement is no
    /// decision, its conditions read data, or none of its blocks has data work that can leave.
    /// `earlier`: the statements that ran before it, whose locals the blocks may read.
    func splitDecision(_ statement: CodeBlockItemSyntax, in member: MemberModel, parameterNames: Set<String>,
                       earlier: [CodeBlockItemSyntax]) -> (groups: [Group], problems: [String])? {
        guard let (conditions, blocks) = decision(statement) else { return nil }
        if conditions.contains(where: { context.dataAccess(in: $0, references: context.references($0, locals: parameterNames)) != nil }) { return nil }
        var groups: [Group] = []
        var problems: [String] = []
        for block in blocks {
            let enclosing = earlier + (block.binding.map { [$0] } ?? [])
            let inner = split(Array(block.statements), in: member, helperMode: false, enclosing: enclosing, inDecisions: true)
            problems += inner.problems
            for var group in inner.groups {
                if let problem = leavesEarly(group) {
                    problems.append(problem)
                    continue
                }
                group.site = group.site ?? block.statements.id
                groups.append(group)
            }
        }
        return groups.isEmpty && problems.isEmpty ? nil : (groups, problems)
    }

    /// Why moving the group would change where the method goes on: the original left the method (or the loop,
    /// or the case) from inside what moves, and the view would carry on instead.
    private func leavesEarly(_ group: Group) -> String? {
        let jumps: Set<Keyword> = [.break, .continue, .fallthrough]
        for taken in group.taken {
            let jumping = taken.tokens(viewMode: .sourceAccurate).contains { token in
                if case .keyword(let keyword) = token.tokenKind { return jumps.contains(keyword) }
                return false
            }
            if ExitFinder.exits(taken) || jumping {
                return "line \(context.line(taken)): its data access inside a decision ends the method or the loop early (\(context.snippet(taken))); "
                    + "moved, the view would carry on"
            }
        }
        return nil
    }

    /// The conditions and blocks of an `if` chain, a `guard` or a `switch`.
    private func decision(_ statement: CodeBlockItemSyntax) -> (conditions: [Syntax], blocks: [DecisionBlock])? {
        let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
        if var ifExpression = expression?.as(IfExprSyntax.self) {
            var conditions: [Syntax] = []
            var blocks: [DecisionBlock] = []
            while true {
                conditions.append(Syntax(ifExpression.conditions))
                blocks.append(DecisionBlock(statements: ifExpression.body.statements, binding: Self.binding(ifExpression.conditions)))
                switch ifExpression.elseBody {
                case .ifExpr(let next)?: ifExpression = next
                case .codeBlock(let last)?:
                    blocks.append(DecisionBlock(statements: last.statements, binding: nil))
                    return (conditions, blocks)
                case nil: return (conditions, blocks)
                }
            }
        }
        if let guardStatement = statement.item.as(GuardStmtSyntax.self) {
            return ([Syntax(guardStatement.conditions)], [DecisionBlock(statements: guardStatement.body.statements, binding: nil)])
        }
        if let switchExpression = expression?.as(SwitchExprSyntax.self) {
            var conditions = [Syntax(switchExpression.subject)]
            var blocks: [DecisionBlock] = []
            for case .switchCase(let switchCase) in switchExpression.cases {
                conditions.append(Syntax(switchCase.label))
                blocks.append(DecisionBlock(statements: switchCase.statements, binding: nil))
            }
            return (conditions, blocks)
        }
        return nil
    }

    /// `if let user = user, …` read as `guard let user = user, … else { return }`: what the block may read, typed.
    private static func binding(_ conditions: ConditionElementListSyntax) -> CodeBlockItemSyntax? {
        guard conditions.contains(where: { $0.condition.is(OptionalBindingConditionSyntax.self) }) else { return nil }
        let guardStatement = GuardStmtSyntax(conditions: conditions.trimmed, body: CodeBlockSyntax(statements: [
            CodeBlockItemSyntax(item: .stmt(StmtSyntax(ReturnStmtSyntax()))),
        ]))
        return CodeBlockItemSyntax(item: .stmt(StmtSyntax(guardStatement)))
    }
}
