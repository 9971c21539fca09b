import SwiftSyntax

/// The statements a route starts with that decide, on model values, whether it is taken at all
/// (`guard order.isCancellable else { return }`), with the constants they read. Deciding is the
/// presenter's work (the interactor's in VIP); the router only shows what it is handed.
///
/// ## Before
/// ```swift
/// let order = orders[sender.tag]
/// guard order.isCancellable else { return }
/// let alert = UIAlertController(title: "Cancel order?", …)
/// present(alert, animated: true)
/// ```
/// ## After
/// ```swift
/// func didTriggerCancelOrderEvent(_ order: OrderDTO) {   // presenter
///     guard order.isCancellable else { return }
///     router.openCancelOrderAlertModule(order)
/// }
/// ```
struct RouteDecisions {
    let context: ClassificationContext

    /// Splits a route's code into its leading decisions and what shows the screen. Nothing is split when the
    /// route decides nothing before it starts building what it shows.
    /// `locals`: the names the method binds (its parameters, its constants), which are no controller API.
    func split(_ body: [CodeBlockItemSyntax], locals: Set<String>) -> (decisions: [CodeBlockItemSyntax], rest: [CodeBlockItemSyntax]) {
        var lastDecision: Int?
        for (index, statement) in body.enumerated() {
            guard readsOnlyModel(statement, locals: locals) else { break }
            if Self.isEarlyExit(statement) {
                lastDecision = index
            } else if !statement.item.is(VariableDeclSyntax.self) {
                break
            }
        }
        guard let lastDecision, lastDecision < body.count - 1 else { return ([], body) }
        return (Array(body[...lastDecision]), Array(body[(lastDecision + 1)...]))
    }

    /// `guard … else { return }` or `if … { return }`: leaves the method, and does nothing else.
    static func isEarlyExit(_ statement: CodeBlockItemSyntax) -> Bool {
        func onlyReturns(_ block: CodeBlockSyntax) -> Bool {
            block.statements.count == 1 && block.statements.first?.item.as(ReturnStmtSyntax.self).map { $0.expression == nil } == true
        }
        if let guardStatement = statement.item.as(GuardStmtSyntax.self) { return onlyReturns(guardStatement.body) }
        let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
        guard let ifExpression = expression?.as(IfExprSyntax.self), ifExpression.elseBody == nil else { return false }
        return onlyReturns(ifExpression.body)
    }

    /// No screen in it: no UIKit or screen type, nothing of the controller's own API, no outlet, no helper of
    /// the controller's; it reads model values only.
    private func readsOnlyModel(_ statement: CodeBlockItemSyntax, locals: Set<String>) -> Bool {
        for token in statement.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let first = name.first, first.isUppercase else { continue }
            if ClassificationContext.isViewType(name) || name.hasSuffix("Controller") { return false }
        }
        if OwnCallCollector.mentions(statement, "transitionHandler") || OwnCallCollector.mentions(statement, ScreenHandOver.name) { return false }
        let references = context.references(statement, locals: locals)
        guard references.inheritedAPI.isEmpty, !references.usesSelfAsValue, references.selfMembersCalled.isEmpty,
            references.selfMembersWritten.isEmpty
        else { return false }
        return references.selfMembersRead.allSatisfy { name in
            context.controller.member(named: name).map { $0.kind == .storedProperty && !context.isUIMember($0) } ?? false
        }
    }
}
