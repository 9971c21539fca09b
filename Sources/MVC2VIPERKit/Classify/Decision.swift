import SwiftSyntax

/// A decision the view makes: an `if` chain, a `guard`'s `else` or a `switch`, read as its conditions and the blocks
/// it may run. Recipes that take work out of the blocks (data work, navigation) leave the decision itself in the view
/// when its conditions read no data.
struct Decision {
    /// One block the decision may run, with the names its conditions bind for it (as a `guard` over them, which
    /// the type inference reads like the original condition).
    struct Block {
        let statements: CodeBlockItemListSyntax
        let binding: CodeBlockItemSyntax?
    }

    let conditions: [Syntax]
    let blocks: [Block]

    /// The conditions and blocks of `statement`; nil when it is no decision.
    init?(_ statement: CodeBlockItemSyntax) {
        let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
        if var ifExpression = expression?.as(IfExprSyntax.self) {
            var conditions: [Syntax] = []
            var blocks: [Block] = []
            chain: while true {
                conditions.append(Syntax(ifExpression.conditions))
                blocks.append(Block(statements: ifExpression.body.statements, binding: Self.binding(ifExpression.conditions)))
                switch ifExpression.elseBody {
                case .ifExpr(let next)?: ifExpression = next
                case .codeBlock(let last)?:
                    blocks.append(Block(statements: last.statements, binding: nil))
                    break chain
                case nil: break chain
                }
            }
            (self.conditions, self.blocks) = (conditions, blocks)
        } else if let guardStatement = statement.item.as(GuardStmtSyntax.self) {
            (conditions, blocks) = ([Syntax(guardStatement.conditions)], [Block(statements: guardStatement.body.statements, binding: nil)])
        } else if let switchExpression = expression?.as(SwitchExprSyntax.self) {
            var conditions = [Syntax(switchExpression.subject)]
            var blocks: [Block] = []
            for case .switchCase(let switchCase) in switchExpression.cases {
                conditions.append(Syntax(switchCase.label))
                blocks.append(Block(statements: switchCase.statements, binding: Self.binding(switchCase.label, subject: switchExpression.subject)))
            }
            (self.conditions, self.blocks) = (conditions, blocks)
        } else {
            return nil
        }
    }

    /// Whether a condition reads data (then the decision is the model's to make, and moves whole or not at all).
    /// What started work is kept in (`if let progressObserver { … }`) counts: the model keeps it once the work it
    /// started moves, so the view's copy would never be set.
    func readsData(_ context: ClassificationContext, parameterNames: Set<String>) -> Bool {
        conditions.contains { condition in
            let references = context.references(condition, locals: parameterNames)
            return context.dataAccess(in: condition, references: references) != nil
                || !references.selfMembersRead.isDisjoint(with: context.subscriptionStorage)
        }
    }

    /// `if let user = user, …` read as `guard let user = user, … else { return }`: what the block may read, typed.
    private static func binding(_ conditions: ConditionElementListSyntax) -> CodeBlockItemSyntax? {
        // `if case let .renewed(_, id) = state` binds too.
        guard conditions.contains(where: { $0.condition.is(OptionalBindingConditionSyntax.self) || $0.condition.is(MatchingPatternConditionSyntax.self) })
        else { return nil }
        let guardStatement = GuardStmtSyntax(
            conditions: conditions.trimmed,
            body: CodeBlockSyntax(statements: [
                CodeBlockItemSyntax(item: .stmt(StmtSyntax(ReturnStmtSyntax())))
            ]))
        return CodeBlockItemSyntax(item: .stmt(StmtSyntax(guardStatement)))
    }

    /// `case let .renewed(_, id):` read as `guard case let .renewed(_, id) = subject else { return }`: the names the
    /// case binds are the block's locals, which data work leaving the block must be handed.
    private static func binding(_ label: SwitchCaseSyntax.Label, subject: ExprSyntax) -> CodeBlockItemSyntax? {
        guard case .case(let caseLabel) = label, let item = caseLabel.caseItems.first else { return nil }
        let binder = LocalBinder(viewMode: .sourceAccurate)
        binder.walk(item.pattern)
        guard !binder.names.isEmpty else { return nil }
        let condition = MatchingPatternConditionSyntax(
            caseKeyword: .keyword(.case, trailingTrivia: .space), pattern: item.pattern.trimmed,
            initializer: InitializerClauseSyntax(
                equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space),
                value: subject.trimmed))
        return binding(ConditionElementListSyntax([ConditionElementSyntax(condition: .matchingPattern(condition))]))
    }
}
