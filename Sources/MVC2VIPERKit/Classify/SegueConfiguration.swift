import SwiftSyntax

/// Segue data hand-over: the branch of `prepare(for:sender:)` for a segue a route performs moves
/// into the router as the segue's configuration, passed as its sender; `prepare(for:sender:)` keeps
/// a hook that runs it. The data handed over becomes the next module's configuration in the router.
/// The segue is named as the code names it: a literal, a constant (`Segue.detail.rawValue`), or a
/// SwiftGen segue the app performs with its `perform(segue:sender:)` (`StoryboardSegue.Main.detail`,
/// checked in `prepare` as `StoryboardSegue.Main.detail.rawValue`). State the branch reads
/// (`destination.index = selectedIndex`) travels with the route's values, as the route's own does.
///
/// ## Before
/// ```swift
/// performSegue(withIdentifier: "showContact", sender: contact)
/// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
///     if segue.identifier == "showContact", let details = segue.destination as? DetailsViewController,
///        let contact = sender as? Contact { details.contactId = contact.id }
/// }
/// ```
/// ## After
/// ```swift
/// // Router
/// let configuration: (UIStoryboardSegue) -> Void = { segue in
///     if let details = segue.destination as? DetailsViewController { details.contactId = contact.id }
/// }
/// transitionHandler.performSegue(withIdentifier: "showContact", sender: configuration)
/// // View
/// if let configure = sender as? (UIStoryboardSegue) -> Void { configure(segue); return }
/// ```
struct SegueConfiguration {
    /// The statement of `prepare(for:sender:)` that configures the segue.
    let statement: CodeBlockItemSyntax
    /// Its code for the router, `segue` bound, the sender replaced by the route's value.
    let body: [CodeBlockItemSyntax]
    let segueName: String
}

extension NavigationMatcher {
    /// The `prepare(for:sender:)` branch for the segue `identifier` names (its text, spaces left out), with `sender`
    /// read as `senderValue`; a branch reading the sender of a segue performed without one has none.
    func segueConfiguration(for identifier: String, senderValue: ExprSyntax?) -> SegueConfiguration? {
        guard let prepare = context.controller.member(named: "prepare(for:sender:)"), !prepare.isLeftAsWritten,
            let body = prepare.body, prepare.parameters.count == 2
        else { return nil }
        let segueName = prepare.parameters[0].name
        let senderName = prepare.parameters[1].name
        for statement in body {
            guard
                let ifExpression = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                    ?? statement.item.as(IfExprSyntax.self), ifExpression.elseBody == nil
            else { continue }
            var matchesIdentifier = false
            var kept: [ConditionElementSyntax] = []
            // `let contact = sender as? Contact` names the sender: in the router the route's value is that.
            var senderAliases: [String] = []
            for element in ifExpression.conditions {
                let text = element.condition.trimmedText.replacingOccurrences(of: " ", with: "")
                if text == "\(segueName).identifier==\(identifier)" || text == "\(identifier)==\(segueName).identifier" {
                    matchesIdentifier = true
                    continue
                }
                if case .optionalBinding(let binding) = element.condition,
                    let alias = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value, Self.castsSender(value, senderName)
                {
                    senderAliases.append(alias)
                    continue
                }
                kept.append(element)
            }
            guard matchesIdentifier else { continue }
            // What the screen inherits, or the screen itself, cannot leave it; its state travels as the route's values do.
            let references = context.references(statement, locals: [segueName, senderName])
            guard references.inheritedAPI.isEmpty, !references.usesSelfAsValue else { return nil }
            if senderValue == nil, ([senderName] + senderAliases).contains(where: { NameUseCollector.names(in: statement).contains($0) }) {
                return nil
            }
            var moved: [CodeBlockItemSyntax]
            if kept.isEmpty {
                // The branch's statements are the configuration closure's own: its braces are their scope.
                moved = Array(ifExpression.body.statements)
            } else {
                // Kept conditions keep their own layout; the first follows `if `, the last has no comma.
                let conditions = ConditionElementListSyntax(
                    kept.enumerated().map { index, element in
                        var element = element
                        if index == kept.count - 1 {
                            element = element.with(\.trailingComma, nil).with(\.trailingTrivia, .space)
                        } else if element.trailingComma == nil {
                            element = element.with(\.trailingComma, .commaToken(trailingTrivia: .space))
                        }
                        if index == 0 { element = element.with(\.leadingTrivia, []) }
                        return element
                    })
                moved = [statement.with(\.item, .expr(ExprSyntax(ifExpression.with(\.conditions, conditions))))]
            }
            for name in [senderName] + senderAliases {
                guard let senderValue else { break }
                moved = moved.map {
                    SenderReplacer(sender: name, value: senderValue).rewrite($0, stating: "the segue's sender is the value the route is given").cast(
                        CodeBlockItemSyntax.self)
                }
            }
            return SegueConfiguration(statement: statement, body: moved, segueName: segueName)
        }
        return nil
    }
}

extension NavigationMatcher {
    /// `sender as? Contact` (an unfolded sequence in the parsed tree, or a folded cast).
    static func castsSender(_ value: ExprSyntax, _ senderName: String) -> Bool {
        if let cast = value.as(AsExprSyntax.self) {
            return cast.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == senderName
        }
        guard let sequence = value.as(SequenceExprSyntax.self), let first = sequence.elements.first,
            sequence.elements.count == 3, sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true
        else { return false }
        return first.as(DeclReferenceExprSyntax.self)?.baseName.text == senderName
    }
}

/// `sender` (prepare's parameter) → the value the route handed the segue.
private final class SenderReplacer: SyntaxRewriter {
    let sender: String
    let value: ExprSyntax
    init(sender: String, value: ExprSyntax) {
        self.sender = sender
        self.value = value
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard node.baseName.text == sender,
            !(node.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == node.id } ?? false)
        else { return ExprSyntax(node) }
        return value.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
