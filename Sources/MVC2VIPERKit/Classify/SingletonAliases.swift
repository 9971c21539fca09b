import SwiftSyntax

/// Locals that only name a shared instance: `let defaults = UserDefaults.standard`, `let center = NotificationCenter.default`,
/// `let session = AVAudioSession.sharedInstance()`. Code reading `defaults.integer(forKey:)` reads the store as surely as
/// `UserDefaults.standard.integer(forKey:)` does, so the data-access finder takes a use of the alias for its value. The
/// alias statement itself names the store too, so it leaves with the code that uses it, and the moved code keeps the
/// user's own spelling.
struct SingletonAliases {
    struct Binding {
        /// The block the `let` is in: its uses are inside it, after the declaration.
        let scope: SyntaxIdentifier
        let declaredAt: AbsolutePosition
        let value: ExprSyntax
    }

    private var bindings: [String: [Binding]] = [:]

    init(_ declarations: [DeclSyntax]) {
        for declaration in declarations {
            for statement in StatementFinder.statements(in: declaration, enteringClosures: true) {
                guard let name = Self.declaredName(statement), let value = statement.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value,
                    let scope = statement.parent?.as(CodeBlockItemListSyntax.self)
                else { continue }
                bindings[name, default: []].append(Binding(scope: scope.id, declaredAt: statement.endPosition, value: value))
            }
        }
    }

    /// The name `let name = Type.shared` binds.
    static func declaredName(_ statement: CodeBlockItemSyntax) -> String? {
        guard let variable = statement.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
            variable.bindings.count == 1, let binding = variable.bindings.first, binding.typeAnnotation == nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value, isSharedInstance(value)
        else { return nil }
        return name
    }

    /// `Type.shared`, `Type.default`, `Type.sharedInstance()`: the accessor conventions of shared instances.
    static func isSharedInstance(_ value: ExprSyntax) -> Bool {
        var accessor = value
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            accessor = call.calledExpression
        }
        guard let access = accessor.as(MemberAccessExprSyntax.self),
            ClassificationContext.singletonAccessors.contains(access.declName.baseName.text) || access.declName.baseName.text == "current",
            let base = access.base?.as(DeclReferenceExprSyntax.self)
        else { return false }
        return base.baseName.text.first?.isUppercase == true
    }

    /// The shared instance `reference` names, when it is a use of an alias in the alias's scope.
    func value(of reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        guard let candidates = bindings[reference.baseName.text] else { return nil }
        // `other.defaults`: a member of something else, not the local.
        if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id { return nil }
        let enclosing = Set(sequence(first: Syntax(reference), next: \.parent).map(\.id))
        return candidates.last { enclosing.contains($0.scope) && $0.declaredAt <= reference.position }?.value
    }

    /// The shared instance `name` stands for where `nodes` (the controller's own code) read it.
    func value(of name: String, readIn nodes: [some SyntaxProtocol]) -> ExprSyntax? {
        guard bindings[name] != nil else { return nil }
        for token in nodes.lazy.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) where token.text == name {
            if let reference = token.parent?.as(DeclReferenceExprSyntax.self), let value = value(of: reference) { return value }
        }
        return nil
    }

    /// The names `nodes` bind to `instance` (`let nc = NotificationCenter.default` for `NotificationCenter.default`), read
    /// off the text: moved code is no longer in the file.
    static func names(standingFor instance: String, in nodes: [some SyntaxProtocol]) -> Set<String> {
        Set(nodes.flatMap { StatementFinder.statements(in: $0, enteringClosures: true) }.compactMap { name(boundBy: $0, standingFor: instance) })
    }

    /// The name `statement` itself binds to `instance`, if it is such an alias.
    static func name(boundBy statement: CodeBlockItemSyntax, standingFor instance: String) -> String? {
        guard let name = declaredName(statement),
            statement.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value.trimmedText == instance
        else { return nil }
        return name
    }
}
