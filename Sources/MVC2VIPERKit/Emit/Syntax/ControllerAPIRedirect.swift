import SwiftSyntax

/// Points controller API used through implicit or explicit `self` (`navigationController`,
/// `present`, `storyboard`) at another object, for code that leaves the controller.
///
/// `navigationController?.pushViewController(vc, animated: true)` becomes
/// `transitionHandler.navigationController?.pushViewController(vc, animated: true)`.
public final class ControllerAPIRedirect: SyntaxRewriter {
    let target: String
    let locals: Set<String>

    public init(to target: String, locals: Set<String> = []) {
        self.target = target
        self.locals = locals
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        if let base = node.base, ReferenceCollector.isSelf(base),
           ReferenceCollector.inheritedControllerAPI.contains(node.declName.baseName.text) {
            // The new base is not visited again: a target that is itself controller API (`view`) stays as written.
            return ExprSyntax(node.with(\.base, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(target))
                .with(\.leadingTrivia, base.leadingTrivia))))
        }
        return super.visit(node)
    }

    /// `if let navigationController = navigationController` (or `if let navigationController`): the value unwrapped is
    /// the controller's, though the name it binds is a local from then on.
    public override func visit(_ node: OptionalBindingConditionSyntax) -> OptionalBindingConditionSyntax {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              ReferenceCollector.inheritedControllerAPI.contains(name),
              node.initializer.map({ $0.value.as(DeclReferenceExprSyntax.self)?.baseName.text == name }) ?? true else {
            return super.visit(node)
        }
        let value = ExprSyntax(MemberAccessExprSyntax(base: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(target))),
                                                      period: .periodToken(), declName: DeclReferenceExprSyntax(baseName: .identifier(name))))
        let initializer = InitializerClauseSyntax(equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space), value: value)
        return node.with(\.pattern, node.pattern.with(\.trailingTrivia, [])).with(\.initializer, initializer.with(\.trailingTrivia, node.initializer?.trailingTrivia ?? node.pattern.trailingTrivia))
    }

    public override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        let name = node.baseName.text
        guard ReferenceCollector.inheritedControllerAPI.contains(name), !locals.contains(name),
              !(node.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == node.id } ?? false) else {
            return ExprSyntax(node)
        }
        return ExprSyntax(MemberAccessExprSyntax(
            base: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(target))),
            period: .periodToken(),
            declName: node.trimmed
        ).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }
}

/// `performSegue(withIdentifier: id, sender: self)`: as a sender, the controller is the router's
/// transition handler, the same object — so `self` there can leave the controller.
public final class SenderSelfRedirect: SyntaxRewriter {
    let target: String

    public init(to target: String) {
        self.target = target
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: LabeledExprSyntax) -> LabeledExprSyntax {
        guard node.label?.text == "sender", node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else {
            return super.visit(node)
        }
        return node.with(\.expression, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(target)))
            .with(\.leadingTrivia, node.expression.leadingTrivia).with(\.trailingTrivia, node.expression.trailingTrivia))
    }
}
