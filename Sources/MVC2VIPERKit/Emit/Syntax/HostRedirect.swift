import SwiftSyntax

/// In the data display manager's code, the controller's members it still asks the view for are reached through
/// the manager's delegate: `didPressDelete(at: indexPath)` → `view.didPressDelete(at: indexPath)`,
/// `self.selectedIndex` → `self.view.selectedIndex`, `self?.reload()` → `self?.view.reload()`; `cell.delegate = self` →
/// `cell.delegate = view`.
/// Locals of the same name are left alone.
final class HostRedirect: ExplicitSelf {
    private let property: String
    /// The list handed the controller over (`cell.delegate = self`): the manager hands the view (`HandedScreen`).
    private let handsOver: Bool

    init(members: Set<String>, property: String, handsOver: Bool = false) {
        self.property = property
        self.handsOver = handsOver
        super.init(members: members, qualifier: .identifier(property))
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard handsOver, HandedScreen.site(of: node) != nil else { return super.visit(node) }
        return ExprSyntax(
            DeclReferenceExprSyntax(baseName: .identifier(property)).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        guard members.contains(node.declName.baseName.text), let base = node.base, ReferenceCollector.isSelf(base) else { return super.visit(node) }
        let delegate = MemberAccessExprSyntax(base: base, declName: DeclReferenceExprSyntax(baseName: .identifier(property)))
        return ExprSyntax(node.with(\.base, ExprSyntax(delegate)))
    }
}
