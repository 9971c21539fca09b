import SwiftSyntax

/// Code left in the view reaches state the data display manager now holds through it
/// (`contacts` → `dataDisplayManager.contacts`), and hands the list the manager instead of itself
/// (`tableView.dataSource = self` → `tableView.dataSource = dataDisplayManager`). Locals of the
/// same name (a parameter `contacts`) are left alone.
final class DataDisplayRedirect: SyntaxRewriter {
    let state: Set<String>
    let listView: String
    let property: String

    init(state: Set<String>, listView: String, property: String) {
        self.state = state
        self.listView = listView
        self.property = property
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        if let base = node.base, ReferenceCollector.isSelf(base), state.contains(node.declName.baseName.text) {
            return ExprSyntax(
                node.with(
                    \.base,
                    ExprSyntax(
                        MemberAccessExprSyntax(
                            base: base, period: .periodToken(), declName: DeclReferenceExprSyntax(baseName: .identifier(property))))))
        }
        return super.visit(node)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        let name = node.baseName.text
        if name == "self", isAssignedToListRole(Syntax(node)) {
            return ExprSyntax(
                DeclReferenceExprSyntax(baseName: .identifier(property)).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
        }
        // `init(viewModel:)`'s `viewModel` is its parameter, not the member.
        guard state.contains(name), !ReferenceCollector.namesLocal(node),
            !(node.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == node.id } ?? false)
        else { return ExprSyntax(node) }
        return ExprSyntax(
            MemberAccessExprSyntax(
                base: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(property))), period: .periodToken(),
                declName: node.trimmed
            ).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }

    /// `self` on the right of `tableView.dataSource = self` or `tableView.delegate = self`.
    private func isAssignedToListRole(_ node: Syntax) -> Bool {
        guard let list = node.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard elements.count == 3, elements[2].id == node.id, elements[1].is(AssignmentExprSyntax.self) else { return false }
        let target = elements[0].trimmedText.replacingOccurrences(of: "self.", with: "")
        return target == listView + ".dataSource" || target == listView + ".delegate"
    }
}

/// Renames bare references (`dataDisplayManager` → `adapter`), leaving member names alone.
final class ReferenceRename: SyntaxRewriter {
    let names: [String: String]
    init(_ names: [String: String]) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard let name = names[node.baseName.text], name != node.baseName.text,
            !(node.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == node.id } ?? false)
        else { return ExprSyntax(node) }
        return ExprSyntax(node.with(\.baseName, node.baseName.with(\.tokenKind, .identifier(name))))
    }
}
