import SwiftSyntax

/// An event the view sends from inside a closure (a callback it handed one of its views): a closure that may outlive
/// the call reaches the view's members through `self` only, and one holding `self` weakly through `self?` until it
/// unwraps it (`guard let self`).
///
/// ## Before
/// ```swift
/// output.didTriggerSwitchToggledEvent(isOn)
/// ```
/// ## After
/// ```swift
/// self?.output.didTriggerSwitchToggledEvent(isOn)   // in `{ [weak self] isOn in … }`
/// ```
enum ClosureSelf {
    /// `call` (`output.didTrigger…(…)`) as it must read where `statement` stood; unchanged outside closures.
    static func qualifying(_ call: ExprSyntax, at statement: CodeBlockItemSyntax) -> ExprSyntax {
        guard let closure = enclosingClosure(of: statement), let function = call.as(FunctionCallExprSyntax.self),
            let access = function.calledExpression.as(MemberAccessExprSyntax.self), let receiver = access.base
        else { return call }
        let weak = closure.signature?.capture?.items.contains { $0.selfCaptureSpecifier == "weak" } ?? false
        let selfBase = weak && !unwrapsSelf(closure, before: statement) ? SyntaxFactory.optionalChain("self") : SyntaxFactory.reference("self")
        let qualified = MemberAccessExprSyntax(
            base: selfBase, period: .periodToken(), declName: DeclReferenceExprSyntax(baseName: .identifier(receiver.trimmedText)))
        return ExprSyntax(function.with(\.calledExpression, ExprSyntax(access.with(\.base, ExprSyntax(qualified)))))
    }

    /// The innermost closure around `statement` inside the member it belongs to.
    private static func enclosingClosure(of statement: CodeBlockItemSyntax) -> ClosureExprSyntax? {
        for ancestor in sequence(first: Syntax(statement), next: \.parent).dropFirst() {
            if let closure = ancestor.as(ClosureExprSyntax.self) { return closure }
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self) || ancestor.is(AccessorDeclSyntax.self)
                || ancestor.is(PatternBindingSyntax.self)
            {
                return nil
            }
        }
        return nil
    }

    /// `guard let self` (or `guard let self = self`) among the closure's statements before `statement`.
    private static func unwrapsSelf(_ closure: ClosureExprSyntax, before statement: CodeBlockItemSyntax) -> Bool {
        closure.statements.contains { item in
            guard item.position < statement.position, let guardStatement = item.item.as(GuardStmtSyntax.self) else { return false }
            return guardStatement.conditions.contains { element in
                guard case .optionalBinding(let binding) = element.condition else { return false }
                return binding.pattern.trimmedText == "self"
            }
        }
    }
}
