import SwiftSyntax

/// In the data display manager's code, the controller's members it still asks the view for are reached through
/// the manager's delegate: `didPressDelete(at: indexPath)` → `view.didPressDelete(at: indexPath)`,
/// `self.selectedIndex` → `self.view.selectedIndex`, `self?.reload()` → `self?.view.reload()`.
/// Locals of the same name are left alone.
final class HostRedirect: ExplicitSelf {
    private let property: String

    init(members: Set<String>, property: String) {
        self.property = property
        super.init(members: members, qualifier: .identifier(property))
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        guard members.contains(node.declName.baseName.text), let base = node.base, ReferenceCollector.isSelf(base) else { return super.visit(node) }
        let delegate = MemberAccessExprSyntax(base: base, declName: DeclReferenceExprSyntax(baseName: .identifier(property)))
        return ExprSyntax(node.with(\.base, ExprSyntax(delegate)))
    }
}
