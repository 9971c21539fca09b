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
    /// The names the closure gives what UIKit hands it (`action`, `_`); nil when it reads `$0`.
    let actionNames: [String]?
    /// What the screen the route opens hands its callback (`memberIds: [Int]`), which the router passes on.
    var values: [Parameter] = []
    /// The position in the run of the statement holding the action: the statements before it bind what the
    /// handler may read of the run (`let order = orders[sender.tag]`).
    let statement: Int
}

extension NavigationMatcher {
    /// The run with each logic-running alert action's body replaced by a call of its callback.
    func extractingAlertHandlers(_ run: [CodeBlockItemSyntax]) -> (run: [CodeBlockItemSyntax], handlers: [AlertHandler]) {
        var handlers: [AlertHandler] = []
        var rewritten: [CodeBlockItemSyntax] = []
        for (position, statement) in run.enumerated() {
            var replacements: [SyntaxIdentifier: ClosureExprSyntax] = [:]
            let closures =
                Self.actionHandlers(in: statement).map { (closure: $0, callback: ScreenCallback?.none) }
                + (screenCallbacks(in: statement, after: run[..<position]) + declaredCallbacks(in: statement) + transitionCompletions(in: statement))
                .map { (closure: $0.closure, callback: Optional($0)) }
            for (closure, callback) in closures {
                // An action that only navigates stays with the alert in the route: the router has the controller.
                if let navigation = navigationOnly(closure) {
                    replacements[closure.id] = navigation
                    continue
                }
                // A name the statement binds around the closure travels with the callback when it is a loop's element
                // of a known type (`for mode in modes { menu.addAction(…) { use(mode) } }` → `onAction(mode)`); any
                // other (`if let item` around it) has no type the callback could carry: the closure stays in the route.
                let around = Self.bindingsAroundRead(closure, in: statement)
                guard let loopValues = around.isEmpty ? [] : loopElements(around, around: closure, before: run[..<position]) else { continue }
                let references = context.references(closure.statements)
                // Data work the closure does without the screen is the model's too, not the router's.
                let runsLogic =
                    !references.selfMembers.isEmpty || !references.inheritedAPI.isEmpty || references.usesSelfAsValue
                    || context.dataAccess(in: closure.statements, references: references) != nil
                guard runsLogic, !closure.statements.isEmpty else { continue }
                // The title the user reads names the choice best (`Leave`), before what the declaration calls it (`onTap`).
                let titled = Self.actionTitle(of: closure).map { Naming.noun(fromLiteral: $0) }.flatMap { $0.isEmpty || $0.count > 24 ? nil : $0 }
                // An action per element of a loop is a choice of that element (`for sort in …` → `onSort(sort)`).
                var noun = titled ?? callback?.noun ?? (loopValues.count == 1 ? Naming.upperFirst(loopValues[0].name) : "")
                if noun.isEmpty || noun.count > 24 { noun = "Action\(handlers.count + 1)" }
                noun = Planner.uniqueNoun(noun, among: handlers.map(\.noun))
                var handler = AlertHandler(
                    noun: noun, callback: "on" + noun, body: Array(closure.statements),
                    actionNames: callback.map { _ in [] } ?? FetchMatcher(context: context).closureParameterNames(closure),
                    statement: position)
                handler.values = (callback?.values ?? []) + loopValues
                handlers.append(handler)
                let call = SyntaxFactory.statement(SyntaxFactory.call(nil, handler.callback, arguments: []))
                    .with(\.leadingTrivia, closure.statements.first?.leadingTrivia ?? .space)
                    .with(\.trailingTrivia, closure.statements.last?.trailingTrivia ?? [])
                replacements[closure.id] = Self.withoutSelfCapture(closure).with(\.statements, [call])
            }
            let replacer = ClosureReplacer(replacements, stating: RewriteReason.alertHandler)
            rewritten.append(
                replacements.isEmpty ? statement : replacer.rewrite(statement, stating: RewriteReason.alertHandler).cast(CodeBlockItemSyntax.self))
        }
        return (rewritten, handlers)
    }

    /// The action as the router runs it when all it does is navigate from the controller
    /// (`self?.navigationController?.popToRootViewController(animated: true)`): `self` held strongly
    /// (the alert, and so the action, is gone once tapped) and the controller's own members untouched.
    private func navigationOnly(_ closure: ClosureExprSyntax) -> ClosureExprSyntax? {
        let alias = FetchMatcher.selfAlias(Array(closure.statements))
        let body = closure.statements.compactMap { SelfUnwrapper.normalize($0, alias: alias) }
        guard let last = body.indices.last, navigationRecipe(body[last]) != nil,
            run(endingAt: last, in: body, claimed: []).count == body.count
        else { return nil }
        let references = context.references(CodeBlockItemListSyntax(body.map { RouteCode.redirected($0, handingOverScreen: false) }))
        guard references.selfMembers.isEmpty, !references.usesSelfAsValue else { return nil }
        return Self.withoutSelfCapture(closure).with(\.statements, CodeBlockItemListSyntax(body))
    }

    /// The closure without `[weak self]`: what is left of its body in the router no longer uses the controller's `self`.
    private static func withoutSelfCapture(_ closure: ClosureExprSyntax) -> ClosureExprSyntax {
        guard var signature = closure.signature, let capture = signature.capture else { return closure }
        let kept = capture.items.filter { $0.selfCaptureSpecifier == nil }
        guard kept.count != capture.items.count else { return closure }
        signature.capture =
            kept.isEmpty
            ? nil
            : capture.with(
                \.items,
                ClosureCaptureListSyntax(
                    kept.enumerated().map { $0.element.with(\.trailingComma, $0.offset < kept.count - 1 ? .commaToken(trailingTrivia: .space) : nil) }))
        // `{[weak self] values in` loses the list, not the space after the brace: `{ values in`.
        if kept.isEmpty, let parameters = signature.parameterClause, parameters.leadingTrivia.isEmpty, closure.leftBrace.trailingTrivia.isEmpty {
            signature.parameterClause = parameters.with(\.leadingTrivia, .space)
        }
        // `{ [weak self] in …}` with nothing else in its signature needs none.
        if signature.capture == nil, signature.parameterClause == nil, signature.effectSpecifiers == nil, signature.returnClause == nil {
            // `{ [weak self] in` ending its line leaves `{`, not `{ ` with a space at the end of the line.
            let bodyOnNextLine = closure.statements.first?.leadingTrivia.contains { $0.isNewline } ?? false
            return closure.with(\.signature, nil).with(\.leftBrace, bodyOnNextLine ? closure.leftBrace.with(\.trailingTrivia, []) : closure.leftBrace)
        }
        return closure.with(\.signature, signature)
    }

    /// The names the closure reads that `statement` binds outside it (a loop's variable, an `if let` around it).
    private static func bindingsAroundRead(_ closure: ClosureExprSyntax, in statement: CodeBlockItemSyntax) -> Set<String> {
        let all = LocalBinder(viewMode: .sourceAccurate)
        all.walk(statement)
        let own = LocalBinder(viewMode: .sourceAccurate)
        own.walk(closure)
        return all.names.subtracting(own.names).intersection(NameUseCollector.names(in: closure.statements))
    }

    /// Each name as the element of a `for` loop around the closure, typed by the array it walks (`CommentSort.cases`,
    /// a list the run bound before); nil when one is bound otherwise or its type cannot be told.
    private func loopElements(_ names: Set<String>, around closure: ClosureExprSyntax, before: ArraySlice<CodeBlockItemSyntax>) -> [Parameter]? {
        let locals = context.inference.localTypes(in: Array(before), known: [:])
        var values: [Parameter] = []
        for name in names.sorted() {
            var node = Syntax(closure).parent
            var element: TypeSyntax?
            while let current = node, element == nil {
                if let loop = current.as(ForStmtSyntax.self), loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                    loop.whereClause == nil, loop.tryKeyword == nil, loop.awaitKeyword == nil
                {
                    element = context.inference.type(of: loop.sequence, locals: locals).flatMap { TypeText.unwrapped($0).as(ArrayTypeSyntax.self)?.element }
                    if element == nil { return nil }
                }
                node = current.parent
            }
            guard let element else { return nil }
            values.append(Parameter(label: nil, name: name, type: element.trimmed))
        }
        return values
    }

    /// Handler closures of `UIAlertAction(…)` calls: trailing or passed as `handler:`.
    static func actionHandlers(in statement: CodeBlockItemSyntax) -> [ClosureExprSyntax] {
        statement.tokens(viewMode: .sourceAccurate).compactMap { token -> ClosureExprSyntax? in
            guard case .identifier("UIAlertAction") = token.tokenKind,
                let call = token.parent?.parent?.as(FunctionCallExprSyntax.self)
            else { return nil }
            return call.trailingClosure ?? call.arguments.first { $0.label?.text == "handler" }?.expression.as(ClosureExprSyntax.self)
        }
    }

    private static func actionTitle(of closure: ClosureExprSyntax) -> String? {
        let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        let title = call?.arguments.first { $0.label?.text == "title" }?.expression.as(StringLiteralExprSyntax.self)
        return title?.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined(separator: " ")
    }
}

/// What the user typed into the alert (`alert.textFields?.first?.text`), read in an action: the router reads it
/// when the action fires and hands the text to the callback, so no UIKit object passes through the presenter.
///
/// ## Before
/// ```swift
/// alert.addAction(UIAlertAction(title: "Save", style: .default) { _ in self.rename(to: alert.textFields?.first?.text) })
/// ```
/// ## After
/// ```swift
/// alert.addAction(UIAlertAction(title: "Save", style: .default) { _ in onSave(alert.textFields?.first?.text) })  // router
/// func performRename(_ alertText: String?) { self.rename(to: alertText) }                                          // view
/// ```
enum AlertFieldValues {
    /// The body with each text read off an alert the route built (`alerts`) named instead, and those names as
    /// parameters whose argument is the read itself.
    static func substitute(_ body: [CodeBlockItemSyntax], alerts: Set<String>, taken: Set<String>) -> (body: [CodeBlockItemSyntax], values: [Parameter]) {
        guard !alerts.isEmpty else { return (body, []) }
        let rewriter = FieldTextRewriter(alerts: alerts, taken: taken.union(body.flatMap { NameUseCollector.names(in: $0) }))
        let rewritten = body.map {
            rewriter.rewrite($0, stating: "the router reads what was typed into the alert and hands it over").cast(CodeBlockItemSyntax.self)
        }
        return (rewritten, rewriter.values)
    }
}

private final class FieldTextRewriter: SyntaxRewriter {
    let alerts: Set<String>
    var taken: Set<String>
    private(set) var values: [Parameter] = []

    init(alerts: Set<String>, taken: Set<String>) {
        self.alerts = alerts
        self.taken = taken
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        // `alert.textFields?.first?.text`, `alert?.textFields![0].text`: one field's text, optional either way.
        guard node.declName.baseName.text == "text", let base = node.base,
            let match = base.trimmedText.wholeMatch(of: #/([A-Za-z_][A-Za-z0-9_]*)[?!]?\.textFields[?!]?(\.first|\[\d+\])[?!]?/#),
            alerts.contains(String(match.1))
        else { return super.visit(node) }
        if let existing = values.first(where: { $0.argument?.trimmedText == node.trimmedText }) {
            return SyntaxFactory.reference(existing.name).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        let name = Planner.uniqueNoun(String(match.1) + "Text", among: Array(taken))
        taken.insert(name)
        values.append(Parameter(label: nil, name: name, type: TypeText.optional(TypeText.named("String")), argument: ExprSyntax(node.trimmed)))
        return SyntaxFactory.reference(name).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
