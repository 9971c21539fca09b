import SwiftSyntax

/// Alerts whose actions run logic: the router shows the alert, each such action calls back
/// (`onDelete()`), and the handler's own code is split like any user intent — its service call to
/// the interactor, its screen update to the view.
///
/// ## Before
/// ```swift
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
///     if self.contactsService.deleteContact(withId: contact.id) { self.tableView.reloadData() }
/// })
/// ```
/// ## After
/// ```swift
/// // Router
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in onDelete() })
/// // Presenter
/// router.openDeleteAlertModule(contact, onDelete: { [weak self] in self?.interactor.performDelete(contact) })
/// ```
struct AlertHandler {
    /// `Delete`, from the action's title.
    let noun: String
    /// `onDelete`: the route's callback parameter.
    let callback: String
    /// The handler's statements as the controller wrote them.
    let body: [CodeBlockItemSyntax]
}

extension NavigationMatcher {
    /// The run with each logic-running alert action's body replaced by a call of its callback.
    func extractingAlertHandlers(_ run: [CodeBlockItemSyntax]) -> (run: [CodeBlockItemSyntax], handlers: [AlertHandler]) {
        var handlers: [AlertHandler] = []
        var rewritten: [CodeBlockItemSyntax] = []
        for statement in run {
            var current = statement
            for closure in Self.actionHandlers(in: statement) {
                let references = context.references(closure.statements)
                let runsLogic = !references.selfMembers.isEmpty || !references.inheritedAPI.isEmpty || references.usesSelfAsValue
                guard runsLogic, !closure.statements.isEmpty else { continue }
                var noun = Self.actionTitle(of: closure).map { Naming.noun(fromLiteral: $0) } ?? ""
                if noun.isEmpty || noun.count > 24 { noun = "Action\(handlers.count + 1)" }
                noun = Planner.uniqueNoun(noun, among: handlers.map(\.noun))
                let callback = "on" + noun
                handlers.append(AlertHandler(noun: noun, callback: callback, body: Array(closure.statements)))
                let call = SyntaxFactory.statement(SyntaxFactory.call(nil, callback, arguments: []))
                    .with(\.leadingTrivia, closure.statements.first?.leadingTrivia ?? .space)
                current = ClosureBodyReplacer(closure.id, body: [call]).rewrite(current, detach: true).cast(CodeBlockItemSyntax.self)
            }
            rewritten.append(current)
        }
        return (rewritten, handlers)
    }

    /// Handler closures of `UIAlertAction(…)` calls: trailing or passed as `handler:`.
    static func actionHandlers(in statement: CodeBlockItemSyntax) -> [ClosureExprSyntax] {
        statement.tokens(viewMode: .sourceAccurate).compactMap { token -> ClosureExprSyntax? in
            guard case .identifier("UIAlertAction") = token.tokenKind,
                  let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
            return call.trailingClosure ?? call.arguments.first { $0.label?.text == "handler" }?.expression.as(ClosureExprSyntax.self)
        }
    }

    private static func actionTitle(of closure: ClosureExprSyntax) -> String? {
        let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        let title = call?.arguments.first { $0.label?.text == "title" }?.expression.as(StringLiteralExprSyntax.self)
        return title?.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined(separator: " ")
    }
}
