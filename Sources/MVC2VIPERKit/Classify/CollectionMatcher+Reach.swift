import SwiftSyntax

/// What the collections recipe asks of the code around the list before it moves it: the controller's nested types
/// the list names, the controller handed to other code, the view's own calls of what moves.
extension CollectionMatcher {
    /// The controller's private nested types that no code but `moving` (and the types taken with it) names, and
    /// that some of it does: declared in the manager, they keep their names and their privacy. A type nested
    /// in a generic controller, or named by code that stays, stays with it.
    func movableNestedTypes(moving: Set<String>) -> [MemberModel] {
        guard context.controller.declaration.genericParameterClause == nil else { return [] }
        let nested = context.controller.members.filter { $0.kind == .nestedType && $0.modifiers.contains("private") && !$0.isLeftAsWritten }
        guard !nested.isEmpty else { return [] }
        // Who names each type does not change while types are taken: each member's names are read once.
        let said = context.controller.members.map { ($0.name, CollectionHost.identifiers(in: $0.declaration)) }
        let namers = Dictionary(
            nested.map { type in
                (type.name, said.filter { $0.0 != type.name && $0.1.contains(type.baseName) }.map(\.0))
            }, uniquingKeysWith: { first, _ in first })
        var taken: [MemberModel] = []
        var found = true
        while found {
            found = false
            for type in nested where !taken.contains(where: { $0.name == type.name }) {
                let namers = namers[type.name] ?? []
                let takers = moving.union(taken.map(\.name))
                guard !namers.isEmpty, namers.allSatisfy({ takers.contains($0) }) else { continue }
                taken.append(type)
                found = true
            }
        }
        return taken
    }

    /// The controller's nested types that `moving` names and leaves behind, with those their declarations name in turn:
    /// each must be one the manager can name as `Controller.Type` once it is no longer private. A type whose own
    /// members are private, or one nested in a generic or private controller, cannot be named so.
    func sharedNestedTypes(namedBy moving: [MemberModel]) -> Result<[String], CollectionProblem> {
        let movingNames = Set(moving.map(\.name))
        let nested = context.controller.members.filter { $0.kind == .nestedType && !movingNames.contains($0.name) }
        func named(in member: MemberModel) -> [MemberModel] {
            let identifiers = CollectionHost.identifiers(in: member.declaration)
            return nested.filter { $0.name != member.name && identifiers.contains($0.baseName) }
        }
        var shared: [MemberModel] = []
        var pending = moving.flatMap(named)
        while let type = pending.popLast() {
            guard !shared.contains(where: { $0.name == type.name }) else { continue }
            shared.append(type)
            pending += named(in: type)
        }
        guard !shared.isEmpty else { return .success([]) }
        if context.controller.declaration.genericParameterClause != nil
            || context.controller.declaration.modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) })
        {
            return .failure(CollectionProblem("they name \(shared[0].name), a type nested in a generic or private controller, which other files cannot name"))
        }
        if let closed = shared.first(where: { Self.hasPrivateMembers($0.declaration) }) {
            return .failure(CollectionProblem("they name \(closed.name), a type nested in the controller whose own members are private"))
        }
        return .success(shared.map(\.name).sorted())
    }

    /// Whether a nested type's body declares anything private (`private static let id = "Cell"`).
    static func hasPrivateMembers(_ declaration: some SyntaxProtocol) -> Bool {
        var braces = 0
        for token in declaration.tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .leftBrace { braces += 1 }
            if braces > 0, [.keyword(.private), .keyword(.fileprivate)].contains(token.tokenKind) { return true }
        }
        return false
    }

    /// Where the list's code hands the controller itself to other code, other than as the controller argument of a
    /// module output's call (`delegate?.didPressEdit(in: self)`), which the output's event drops.
    static func handedSelves(in member: MemberModel, beyond outputs: [ModuleOutputMatcher.Method]) -> [DeclReferenceExprSyntax] {
        member.declaration.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard token.tokenKind == .keyword(.self), let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
            var value = Syntax(reference)
            while let parent = value.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { value = parent }
            // `self.items`, and `Cell.self`, a type's own value.
            if let access = value.parent?.as(MemberAccessExprSyntax.self), access.base?.id == value.id || access.declName.id == reference.id { return nil }
            // `guard let self = self`: a closure unwrapping its capture hands nothing over.
            if let pattern = Self.boundPattern(of: reference), pattern == "self" { return nil }
            return isControllerArgument(reference, of: outputs) ? nil : reference
        }
    }

    /// The name `self` is bound to, when it is the value of a binding (`guard let strongSelf = self`, `if let self`).
    static func boundPattern(of reference: DeclReferenceExprSyntax) -> String? {
        guard let initializer = reference.parent?.as(InitializerClauseSyntax.self) else { return nil }
        return (initializer.parent?.as(PatternBindingSyntax.self)?.pattern ?? initializer.parent?.as(OptionalBindingConditionSyntax.self)?.pattern)?
            .as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// `self` as the argument a module output's method drops: `delegate?.didPressEdit(in: self)`, a call standing alone.
    static func isControllerArgument(_ reference: DeclReferenceExprSyntax, of outputs: [ModuleOutputMatcher.Method]) -> Bool {
        guard let argument = reference.parent?.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self),
            let call = list.parent?.as(FunctionCallExprSyntax.self), standsAlone(call),
            let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            let property = (access.base?.as(OptionalChainingExprSyntax.self)?.expression ?? access.base).flatMap(ownMemberName),
            let position = list.firstIndex(where: { $0.id == argument.id }).map({ list.distance(from: list.startIndex, to: $0) })
        else { return false }
        let method = access.declName.baseName.text
        return outputs.contains { $0.property == property && $0.delegateMethod.hasPrefix(method + "(") && $0.controllerArgument == position }
    }

    /// `delegate` or `self.delegate`: the controller's member an expression names.
    private static func ownMemberName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base, ReferenceCollector.isSelf(base) else { return nil }
        return access.declName.baseName.text
    }

    /// Whether `node` calls a method of the controller named `name` (`tableView(tableView, numberOfRowsInSection: 0)`,
    /// `self.tableView(…)`), rather than calling on a property of that name.
    static func callsMethod(named name: String, in node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                let callee = ReferenceCollector.ownMemberExpression(reference)
            else { return false }
            return callee.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == callee.id
        }
    }

    /// A call that is a statement of its own (`delegate?.didSelect(row)`, `try? await onSave()`), whose answer nothing reads.
    static func standsAlone(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
            node = parent
        }
        return node.parent?.is(CodeBlockItemSyntax.self) == true || node.parent?.is(ExpressionStmtSyntax.self) == true
    }
}
