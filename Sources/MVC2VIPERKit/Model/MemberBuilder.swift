import SwiftSyntax

/// Turns a member declaration into `MemberModel`s (one per binding of a `var a, b`).
enum MemberBuilder {
    static func baseName(of decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) { return function.name.text }
        if decl.is(DeinitializerDeclSyntax.self) { return "deinit" }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        return nil
    }

    static func members(
        of decl: DeclSyntax, extensionIndex: Int?, conditional: Bool,
        memberNames: Set<String>, ownOverloads: OwnOverloads, source: SourceSet
    ) -> [MemberModel] {
        let attributes = attributeNames(decl.asProtocol(WithAttributesSyntax.self)?.attributes)
        let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.map(\.name.text) ?? []

        func make(
            _ kind: MemberKind, name: String, baseName: String, at node: some SyntaxProtocol,
            parameters: [MemberModel.Parameter] = [], returnType: TypeSyntax? = nil,
            typeAnnotation: TypeSyntax? = nil, initializer: ExprSyntax? = nil,
            body: CodeBlockItemListSyntax? = nil, scanned: some SyntaxProtocol
        ) -> MemberModel {
            let locals = Set(parameters.map(\.name))
            return MemberModel(
                kind: kind, name: name, baseName: baseName,
                path: source.source(of: node).path, line: source.line(of: node), column: source.column(of: node),
                attributes: attributes, modifiers: modifiers, declaration: decl,
                extensionIndex: extensionIndex, isConditional: conditional,
                parameters: parameters, returnType: returnType, typeAnnotation: typeAnnotation,
                initializer: initializer, body: body,
                references: ReferenceCollector.collect(in: Syntax(scanned), memberNames: memberNames, knownLocals: locals, ownOverloads: ownOverloads)
            )
        }

        if let function = decl.as(FunctionDeclSyntax.self) {
            let parameters = function.signature.parameterClause.parameters.map(parameter)
            return [
                make(
                    .function, name: functionName(function.name.text, function.signature.parameterClause),
                    baseName: function.name.text, at: function.name, parameters: parameters,
                    returnType: function.signature.returnClause?.type,
                    body: function.body?.statements, scanned: function)
            ]
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            return [
                make(
                    .initializer, name: functionName("init", initializer.signature.parameterClause),
                    baseName: "init", at: initializer.initKeyword,
                    parameters: initializer.signature.parameterClause.parameters.map(parameter),
                    body: initializer.body?.statements, scanned: initializer)
            ]
        }
        if let deinitializer = decl.as(DeinitializerDeclSyntax.self) {
            return [
                make(
                    .deinitializer, name: "deinit", baseName: "deinit", at: deinitializer.deinitKeyword,
                    body: deinitializer.body?.statements, scanned: deinitializer)
            ]
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { binding in
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return nil }
                let getter = getterBody(binding.accessorBlock)
                let isComputed =
                    binding.accessorBlock.map { block in
                        if case .getter = block.accessors { return true }
                        if case .accessors(let list) = block.accessors {
                            return list.contains { ["get", "_read"].contains($0.accessorSpecifier.text) }
                        }
                        return false
                    } ?? false
                return make(
                    isComputed ? .computedProperty : .storedProperty,
                    name: identifier.text, baseName: identifier.text, at: identifier,
                    typeAnnotation: binding.typeAnnotation?.type,
                    initializer: binding.initializer?.value, body: getter, scanned: binding)
            }
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            return [
                make(
                    .subscript, name: functionName("subscript", subscriptDecl.parameterClause),
                    baseName: "subscript", at: subscriptDecl.subscriptKeyword,
                    parameters: subscriptDecl.parameterClause.parameters.map(parameter),
                    returnType: subscriptDecl.returnClause.type, scanned: subscriptDecl)
            ]
        }
        if let named = decl.asProtocol(NamedDeclSyntax.self) {
            return [make(.nestedType, name: named.name.text, baseName: named.name.text, at: decl, scanned: decl)]
        }
        return [make(.other, name: decl.trimmedText.prefix(40).description, baseName: "", at: decl, scanned: decl)]
    }

    /// `delegate?.controller(self, didSave: user)` → `controller(_:didSave:)`.
    static func callName(_ call: FunctionCallExprSyntax) -> String {
        let base =
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        return base + "(" + call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
    }

    static func functionName(_ base: String, _ clause: FunctionParameterClauseSyntax) -> String {
        base + "(" + clause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    private static func parameter(_ syntax: FunctionParameterSyntax) -> MemberModel.Parameter {
        let name = (syntax.secondName ?? syntax.firstName).text
        return MemberModel.Parameter(
            label: syntax.firstName.text == "_" ? nil : syntax.firstName.text,
            name: name, type: syntax.type, defaultValue: syntax.defaultValue?.value)
    }

    private static func getterBody(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
        guard let block else { return nil }
        switch block.accessors {
        case .getter(let statements): return statements
        case .accessors(let list): return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
    }

    /// `var x: T { … }` or `var x: T { get { … } }`: the getter's statements; nil with a setter, observers or effects.
    static func readOnlyGetter(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
        switch block?.accessors {
        case .getter(let statements)?: return statements
        case .accessors(let accessors)?:
            guard accessors.count == 1, let getter = accessors.first, getter.accessorSpecifier.tokenKind == .keyword(.get),
                getter.effectSpecifiers == nil
            else { return nil }
            return getter.body?.statements
        case nil: return nil
        }
    }

    static func attributeNames(_ list: AttributeListSyntax?) -> [String] {
        (list ?? []).compactMap { element in
            element.as(AttributeSyntax.self)?.attributeName.trimmedText
        }
    }
}
