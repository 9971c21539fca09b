import SwiftSyntax

/// Finds where a file uses the members of one type through values of that type: names declared or made
/// as it (`let detail = DetailViewController()`, `guard let feed = controller as? FeedViewController`,
/// `func show(_ screen: FeedViewController)`) and then reached through (`detail.item = item`).
/// Names are matched across the file, not by scope: a use is a place for a person to look, never an edit.
final class MemberUseCollector: SyntaxVisitor {
    private let typeName: String
    private var bound = Set<String>()
    private var collecting = false
    private var found: [(member: String, node: MemberAccessExprSyntax, isWrite: Bool)] = []

    private init(typeName: String) {
        self.typeName = typeName
        super.init(viewMode: .sourceAccurate)
    }

    static func uses(of typeName: String, in source: ParsedSource) -> [MemberUse] {
        let collector = MemberUseCollector(typeName: typeName)
        collector.walk(source.tree)
        collector.collecting = true
        collector.walk(source.tree)
        return collector.found.map { use in
            let location = source.location(of: use.node)
            let statement = use.node.ancestorOrSelf { $0.is(CodeBlockItemSyntax.self) } ?? Syntax(use.node)
            return MemberUse(
                member: use.member, location: SourceLocation(path: source.path, line: location.line, column: location.column),
                isWrite: use.isWrite, code: String(statement.trimmedText.firstLine))
        }
    }

    /// Whether a type as written is the watched type, optional or not.
    private func names(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        return TypeText.baseName(type.trimmedText) == typeName
    }

    /// `Type()`, `Type.init()`, `x as? Type`, `x as! Type`, `try? make() as Type`.
    private func makes(_ expression: ExprSyntax?) -> Bool {
        guard var expression else { return false }
        while true {
            if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression; continue }
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression; continue }
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 { expression = tuple.elements.first!.expression; continue }
            break
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedText
            return callee == typeName || callee == typeName + ".init"
        }
        if let cast = expression.as(AsExprSyntax.self) { return names(cast.type) }
        if let sequence = expression.as(SequenceExprSyntax.self), let last = sequence.elements.last?.as(TypeExprSyntax.self) {
            return names(last.type)
        }
        return false
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if !collecting, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            names(node.typeAnnotation?.type) || makes(node.initializer?.value)
        {
            bound.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if !collecting, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            names(node.typeAnnotation?.type) || makes(node.initializer?.value)
        {
            bound.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if !collecting, names(node.type) { bound.insert((node.secondName ?? node.firstName).text) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard collecting, let base = node.base else { return .visitChildren }
        let throughName = base.as(DeclReferenceExprSyntax.self).map { bound.contains($0.baseName.text) } ?? false
        // `feed?.reload()`, `(segue.destination as? FeedViewController)?.item = item`.
        let chained = base.as(OptionalChainingExprSyntax.self)?.expression
        let throughOptional =
            chained.map { chained in
                chained.as(DeclReferenceExprSyntax.self).map { bound.contains($0.baseName.text) } ?? makes(chained)
            } ?? false
        if throughName || throughOptional || makes(base) {
            found.append((node.declName.baseName.text, node, Self.isAssigned(node)))
        }
        return .visitChildren
    }

    /// `x.member = value`: the access stands left of an assignment.
    private static func isAssigned(_ node: MemberAccessExprSyntax) -> Bool {
        guard let list = node.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == node.id }), index + 1 < elements.count else { return false }
        return elements[index + 1].is(AssignmentExprSyntax.self)
    }
}
