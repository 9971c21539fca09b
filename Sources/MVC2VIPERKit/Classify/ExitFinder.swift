import SwiftSyntax

/// Whether a statement leaves the method it is in (`return`, `throw`), outside any closure it holds, and whether it
/// jumps out of itself (`break`, `continue` with no loop or switch of its own around them): code that does either
/// cannot become the body of another layer's method, where the jump would land nowhere or hand the value to no one.
final class ExitFinder: SyntaxVisitor {
    private(set) var found = false
    private(set) var returnsValue = false
    private(set) var throwsOut = false
    private(set) var jumpsOut = false
    /// The loops and switches the walk is inside, within the statement: a `break` or `continue` in them stays there.
    private var enclosingTargets = 0

    private static func walked(_ statement: CodeBlockItemSyntax) -> ExitFinder {
        let finder = ExitFinder(viewMode: .sourceAccurate)
        finder.walk(statement)
        return finder
    }

    static func exits(_ statement: CodeBlockItemSyntax) -> Bool { walked(statement).found }

    /// `return store.isFavorite(id)`, at any depth of the statement: its caller waits for that value.
    static func returnsValue(_ statement: CodeBlockItemSyntax) -> Bool { walked(statement).returnsValue }

    /// Whether moving the statement into a method of its own (a route, a branch the presenter dispatches to) would
    /// change what it does: it hands the method's caller a value, throws to it, or jumps out of a loop or switch
    /// around it. A bare `return` is the caller's to judge (it ends the method only where the statement is its last), and
    /// so is `return showError(…)` in a method that returns nothing: the call's own result is `Void` then.
    static func cannotStandAlone(_ statement: CodeBlockItemSyntax, inMethodReturningValue returning: Bool) -> Bool {
        let finder = walked(statement)
        return returning && finder.returnsValue || finder.throwsOut || finder.jumpsOut
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        if node.expression != nil { returnsValue = true }
        return .skipChildren
    }

    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        throwsOut = true
        return .skipChildren
    }

    override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind {
        if enclosingTargets == 0 || node.label != nil { jumpsOut = true }
        return .skipChildren
    }

    override func visit(_ node: ContinueStmtSyntax) -> SyntaxVisitorContinueKind {
        if enclosingTargets == 0 || node.label != nil { jumpsOut = true }
        return .skipChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { enclosingTargets += 1; return .visitChildren }
    override func visitPost(_ node: ForStmtSyntax) { enclosingTargets -= 1 }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { enclosingTargets += 1; return .visitChildren }
    override func visitPost(_ node: WhileStmtSyntax) { enclosingTargets -= 1 }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { enclosingTargets += 1; return .visitChildren }
    override func visitPost(_ node: RepeatStmtSyntax) { enclosingTargets -= 1 }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { enclosingTargets += 1; return .visitChildren }
    override func visitPost(_ node: SwitchExprSyntax) { enclosingTargets -= 1 }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    /// `var button: UIAlertAction { return … }` declared inside the method: its `return` is the getter's.
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
