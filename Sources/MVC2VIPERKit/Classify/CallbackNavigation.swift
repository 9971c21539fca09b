import SwiftSyntax

/// A view's callback whose whole code navigates (`deleteButton.touchUpCallback = { [weak self] in … present(alert) }`):
/// the view keeps the wiring, and the callback sends the event where its code stood; the router shows what it showed.
///
/// ## Before
/// ```swift
/// private func setupButtons() {
///     faqButton.touchUpCallback = { [weak self] in
///         guard let strongSelf = self else { return }
///         strongSelf.present(FAQViewController(), animated: true)
///     }
/// }
/// ```
/// ## After
/// ```swift
/// private func setupButtons() {                       // view
///     faqButton.touchUpCallback = { [weak self] in
///         self?.output.didTriggerFaqButtonTouchUpEvent()
///     }
/// }
/// func openFAQModule() { transitionHandler.present(FAQViewController(), animated: true) }   // router
/// ```
extension NavigationMatcher {
    /// The routes of the callbacks a body's statements assign (`button.onTap = { … }`), each one whose every statement
    /// is one run of navigation that reads nothing of the view, of the method or of what the callback is handed.
    func callbackFindings(in body: [CodeBlockItemSyntax], of member: MemberModel, claimed: Set<SyntaxIdentifier>) -> [Finding] {
        var found: [Finding] = []
        for (index, statement) in body.enumerated() where !claimed.contains(statement.id) {
            // Named as the data work in a view's callback is (`CallbackFetchSplit`): `DeleteButtonTouchUp`.
            guard let (target, closure) = ClosureAssignment.parse(statement), let base = target.base,
                let path = FetchMatcher.memberPath(base),
                case let noun = ClosureAssignment.eventNoun(path: path, property: target.declName.baseName.text),
                let finding = callbackFinding(closure, noun: noun, in: member, before: Array(body[..<index]), claimed: claimed)
            else { continue }
            found.append(finding.within(statement))
        }
        return found
    }

    private func callbackFinding(
        _ closure: ClosureExprSyntax, noun: String, in member: MemberModel, before: [CodeBlockItemSyntax], claimed: Set<SyntaxIdentifier>
    ) -> Finding? {
        let statements = Array(closure.statements)
        let captured = Set(member.parameters.map(\.name) + before.flatMap { boundNames($0) })
        let alias = FetchMatcher.selfAlias(statements)
        let code = statements.compactMap { SelfUnwrapper.normalize($0, alias: alias) }
        guard let last = code.indices.last, let recipe = navigationRecipe(code[last]),
            run(endingAt: last, in: code, claimed: claimed).count == code.count,
            NameUseCollector.names(in: CodeBlockItemListSyntax(code)).isDisjoint(with: closure.signatureParameterNames),
            case .success(var finding) = finding(code, in: code, before: before, of: member, recipe: recipe),
            finding.alertHandlers.isEmpty, finding.segueConfiguration == nil,
            // What the event sends is what the closure captured (`buttonText`, bound before it): the controller's own state
            // would have to be read through `self` there.
            finding.parameters.allSatisfy({ $0.argument == nil && captured.contains($0.name) })
        else { return nil }
        // The view's own statements are the callback's as written: the event takes the place of all of them.
        finding.run = statements
        finding.eventNoun = noun
        finding.isCallback = true
        return finding
    }
}
