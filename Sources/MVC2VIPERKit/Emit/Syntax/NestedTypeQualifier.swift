import SwiftSyntax

/// Names a type nested in the controller through it where code outside the controller uses it as a value:
/// `CellID.itemCell` → `FeedViewController.CellID.itemCell`, `Section(rawValue: 0)` → `FeedViewController.Section(rawValue: 0)`.
/// Type positions are `TypeSubstitution`'s; a member named like the type (`other.Section`) is left alone.
final class NestedTypeQualifier: SyntaxRewriter {
    private let owner: String
    private let types: Set<String>

    init(owner: String, types: Set<String>) {
        self.owner = owner
        self.types = types
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard types.contains(node.baseName.text) else { return ExprSyntax(node) }
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id { return ExprSyntax(node) }
        let qualified = MemberAccessExprSyntax(base: DeclReferenceExprSyntax(baseName: .identifier(owner)), declName: node.trimmed)
        return ExprSyntax(qualified.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }
}
