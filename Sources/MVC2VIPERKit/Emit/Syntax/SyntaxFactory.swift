import SwiftSyntax

/// Builders for the small pieces every emitter generates: signatures, calls, properties.
public enum SyntaxFactory {
    /// `(_ first: A, second: B)`: the first parameter reads from the method name, the rest are labelled;
    /// a parameter with its own label keeps it.
    public static func parameterClause(_ parameters: [Parameter]) -> FunctionParameterClauseSyntax {
        FunctionParameterClauseSyntax(
            parameters: FunctionParameterListSyntax(
                parameters.enumerated().map { index, parameter in
                    let label = parameter.label ?? (index == 0 ? nil : parameter.name)
                    return FunctionParameterSyntax(
                        firstName: label.map { .identifier($0, trailingTrivia: $0 == parameter.name ? [] : .space) } ?? .wildcardToken(trailingTrivia: .space),
                        secondName: label == parameter.name ? nil : identifier(parameter.name),
                        colon: .colonToken(trailingTrivia: .space),
                        type: parameter.type.trimmed,
                        trailingComma: index < parameters.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
                }))
    }

    /// `base.name`, or `name` alone without a base.
    public static func member(_ base: ExprSyntax?, _ name: String) -> ExprSyntax {
        base.map { ExprSyntax(MemberAccessExprSyntax(base: $0, period: .periodToken(), declName: DeclReferenceExprSyntax(baseName: .identifier(name)))) }
            ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
    }

    /// `base.name(first, second: second)` for the parameters' names as arguments.
    public static func call(_ base: ExprSyntax?, _ name: String, arguments: [ExprSyntax], labels: [String?]? = nil) -> ExprSyntax {
        let callee = member(base, name)
        let labels = labels ?? arguments.indices.map { _ in nil }
        return ExprSyntax(
            FunctionCallExprSyntax(
                calledExpression: callee, leftParen: .leftParenToken(),
                arguments: LabeledExprListSyntax(
                    arguments.enumerated().map { index, argument in
                        LabeledExprSyntax(
                            label: labels[index].map { .identifier($0) }, colon: labels[index] == nil ? nil : .colonToken(trailingTrivia: .space),
                            expression: argument,
                            trailingComma: index < arguments.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
                    }),
                rightParen: .rightParenToken()))
    }

    /// A call passing each parameter by name, with the labels `parameterClause` declares.
    public static func forwardingCall(_ base: ExprSyntax?, _ name: String, _ parameters: [Parameter]) -> ExprSyntax {
        call(base, name, arguments: parameters.map(passing), labels: argumentLabels(parameters))
    }

    /// The argument that hands a parameter on: `name`, or `&name` when it is `inout`.
    public static func passing(_ parameter: Parameter) -> ExprSyntax {
        let isInout =
            parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
                $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
            } ?? false
        return isInout ? ExprSyntax(InOutExprSyntax(expression: reference(parameter.name))) : reference(parameter.name)
    }

    /// The labels a call passes for parameters `parameterClause` declares.
    public static func argumentLabels(_ parameters: [Parameter]) -> [String?] {
        parameters.enumerated().map { $0.element.label ?? ($0.offset == 0 ? nil : $0.element.name) }
    }

    public static func reference(_ name: String) -> ExprSyntax {
        ExprSyntax(DeclReferenceExprSyntax(baseName: identifier(name)))
    }

    /// A name in a place where Swift reads keywords: a member or parameter called `where` or `default`
    /// is spelled `` `where` `` there, as its own code spelled it.
    public static func identifier(_ name: String, trailingTrivia: Trivia = []) -> TokenSyntax {
        .identifier(reservedWords.contains(name) ? "`\(name)`" : name, trailingTrivia: trailingTrivia)
    }

    /// Whether a word needs backticks to name a variable or a method.
    public static func isReserved(_ name: String) -> Bool { reservedWords.contains(name) }

    /// Words that cannot name a variable unescaped. `self`, `nil`, `true`… are left out: where the
    /// emitters pass them they mean the keyword.
    private static let reservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "is", "throws", "try", "Any",
    ]

    /// `base?.name`-style optional chaining base for weak references.
    /// `Self`, the type a static member is reached through.
    public static var selfType: ExprSyntax { ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.Self))) }

    /// `Self.makeQuarterPlainObject(from:)`: a static mapper, handed to `map` without capturing its owner.
    public static func mapperReference(_ name: String) -> ExprSyntax {
        ExprSyntax(
            MemberAccessExprSyntax(
                base: selfType, period: .periodToken(),
                declName: DeclReferenceExprSyntax(
                    baseName: .identifier(name), argumentNames: DeclNameArgumentsSyntax(arguments: [DeclNameArgumentSyntax(name: .identifier("from"))]))))
    }

    public static func optionalChain(_ name: String) -> ExprSyntax {
        ExprSyntax(OptionalChainingExprSyntax(expression: reference(name)))
    }

    public static func statement(_ expression: ExprSyntax) -> CodeBlockItemSyntax {
        CodeBlockItemSyntax(item: .expr(expression))
    }

    /// `func name(parameters) { body }` or a protocol requirement when `body` is nil.
    public static func function(
        _ name: String, _ parameters: [Parameter], returns: TypeSyntax? = nil,
        modifiers: [Keyword] = [], attributes: [String] = [],
        body: [CodeBlockItemSyntax]?
    ) -> FunctionDeclSyntax {
        FunctionDeclSyntax(
            attributes: AttributeListSyntax(
                attributes.map {
                    .attribute(
                        AttributeSyntax(attributeName: TypeSyntax(IdentifierTypeSyntax(name: .identifier($0))))
                            .with(\.trailingTrivia, .newline))
                }),
            modifiers: DeclModifierListSyntax(modifiers.map { DeclModifierSyntax(name: .keyword($0)) }),
            name: .identifier(name),
            signature: FunctionSignatureSyntax(
                parameterClause: parameterClause(parameters),
                returnClause: returns.map { ReturnClauseSyntax(type: $0.trimmed) }),
            body: body.map { CodeBlockSyntax(statements: CodeBlockItemListSyntax($0)) })
    }

    /// `var name: Type` / `let name: Type`, with optional modifiers (`weak`, `private`).
    public static func property(
        _ name: String, _ type: TypeSyntax, mutable: Bool = true, modifiers: [Keyword] = [],
        value: ExprSyntax? = nil
    ) -> VariableDeclSyntax {
        // Spelled out with spaces: properties also go into the rewritten view, which is not reformatted.
        VariableDeclSyntax(
            modifiers: DeclModifierListSyntax(modifiers.map { DeclModifierSyntax(name: .keyword($0, trailingTrivia: .space)) }),
            bindingSpecifier: .keyword(mutable ? .var : .let, trailingTrivia: .space),
            bindings: [
                PatternBindingSyntax(
                    pattern: IdentifierPatternSyntax(identifier: identifier(name)),
                    typeAnnotation: TypeAnnotationSyntax(colon: .colonToken(trailingTrivia: .space), type: TypeText.stored(type)),
                    initializer: value.map { InitializerClauseSyntax(equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space), value: $0) })
            ])
    }

    /// `base.property = value`, spelled with its spaces.
    public static func assignment(_ base: ExprSyntax, _ property: String, _ value: ExprSyntax) -> CodeBlockItemSyntax {
        statement(
            ExprSyntax(
                SequenceExprSyntax(elements: [
                    ExprSyntax(MemberAccessExprSyntax(base: base, period: .periodToken(), declName: DeclReferenceExprSyntax(baseName: .identifier(property)))),
                    ExprSyntax(AssignmentExprSyntax(equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space))),
                    value,
                ])))
    }

    /// `return value`, spelled with its space so it reads right formatted or not.
    public static func returnStatement(_ value: ExprSyntax) -> CodeBlockItemSyntax {
        CodeBlockItemSyntax(item: .stmt(StmtSyntax(ReturnStmtSyntax(returnKeyword: .keyword(.return, trailingTrivia: .space), expression: value))))
    }

    /// `let name = value` (`var` when `mutable`), spelled with its spaces so it reads right formatted or not.
    public static func letStatement(_ name: String, _ value: ExprSyntax, mutable: Bool = false) -> CodeBlockItemSyntax {
        CodeBlockItemSyntax(
            item: .decl(
                DeclSyntax(
                    VariableDeclSyntax(
                        bindingSpecifier: .keyword(mutable ? .var : .let, trailingTrivia: .space),
                        bindings: [
                            PatternBindingSyntax(
                                pattern: IdentifierPatternSyntax(identifier: identifier(name)),
                                initializer: InitializerClauseSyntax(equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space), value: value.trimmed))
                        ]))))
    }

    /// `let name: Type`, a local declared without a value: what a closure is handed, for code that reads its type.
    public static func declarationStatement(_ name: String, _ type: TypeSyntax) -> CodeBlockItemSyntax {
        CodeBlockItemSyntax(
            item: .decl(
                DeclSyntax(
                    VariableDeclSyntax(
                        bindingSpecifier: .keyword(.let, trailingTrivia: .space),
                        bindings: [
                            PatternBindingSyntax(
                                pattern: IdentifierPatternSyntax(identifier: identifier(name)),
                                typeAnnotation: TypeAnnotationSyntax(colon: .colonToken(trailingTrivia: .space), type: type.trimmed))
                        ]))))
    }

    /// `guard let name else { return }` on one line, as people write it.
    public static func guardLet(_ name: String) -> CodeBlockItemSyntax {
        guardLet(name, initializer: nil)
    }

    /// `guard let screen = transitionHandler as? FeedViewController else { return }`.
    public static func guardLet(_ name: String, casting value: String, to type: String) -> CodeBlockItemSyntax {
        let cast = SequenceExprSyntax(elements: [
            ExprSyntax(reference(value)),
            ExprSyntax(
                UnresolvedAsExprSyntax(
                    asKeyword: .keyword(.as, leadingTrivia: .space), questionOrExclamationMark: .postfixQuestionMarkToken(trailingTrivia: .space))),
            ExprSyntax(TypeExprSyntax(type: TypeText.named(type))),
        ])
        return guardLet(name, initializer: InitializerClauseSyntax(equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space), value: cast))
    }

    private static func guardLet(_ name: String, initializer: InitializerClauseSyntax?) -> CodeBlockItemSyntax {
        let guardStatement = GuardStmtSyntax(
            guardKeyword: .keyword(.guard, trailingTrivia: .space),
            conditions: [
                ConditionElementSyntax(
                    condition: .optionalBinding(
                        OptionalBindingConditionSyntax(
                            bindingSpecifier: .keyword(.let, trailingTrivia: .space), pattern: IdentifierPatternSyntax(identifier: identifier(name)),
                            initializer: initializer)))
            ],
            elseKeyword: .keyword(.else, leadingTrivia: .space, trailingTrivia: .space),
            body: CodeBlockSyntax(
                leftBrace: .leftBraceToken(trailingTrivia: .space),
                statements: [CodeBlockItemSyntax(item: .stmt(StmtSyntax(ReturnStmtSyntax())))],
                rightBrace: .rightBraceToken(leadingTrivia: .space)))
        return CodeBlockItemSyntax(item: .stmt(StmtSyntax(guardStatement)))
    }

    public static func importDecl(_ module: String) -> CodeBlockItemSyntax {
        CodeBlockItemSyntax(item: .decl(DeclSyntax(ImportDeclSyntax(path: [ImportPathComponentSyntax(name: .identifier(module))]))))
    }

    /// `extension Name: Protocol { members }`.
    public static func conformance(_ typeName: String, _ protocolName: String, _ members: [MemberBlockItemSyntax]) -> ExtensionDeclSyntax {
        ExtensionDeclSyntax(
            extendedType: TypeText.named(typeName),
            inheritanceClause: InheritanceClauseSyntax(inheritedTypes: [InheritedTypeSyntax(type: TypeText.named(protocolName))]),
            memberBlock: MemberBlockSyntax(members: spaced(members)))
    }

    /// Members with a blank line between each two, as hand-written Swift has them.
    public static func spaced(_ members: [MemberBlockItemSyntax]) -> MemberBlockItemListSyntax {
        MemberBlockItemListSyntax(
            members.enumerated().map { index, member in
                index == 0 ? member : member.with(\.leadingTrivia, .newlines(2) + member.leadingTrivia.droppingLeadingNewlines)
            })
    }

    /// `@MainActor` on its own line. The module's types are isolated to the main actor: the code they
    /// hold ran there in the controller, and UIKit is main-actor isolated, so Swift 6 mode sees the
    /// same isolation the original had.
    public static var mainActor: AttributeListSyntax {
        [.attribute(AttributeSyntax(attributeName: TypeSyntax(IdentifierTypeSyntax(name: .identifier("MainActor")))).with(\.trailingTrivia, .newline))]
    }

    /// `// comment` lines as leading trivia.
    public static func comment(_ lines: [String]) -> Trivia {
        Trivia(pieces: lines.flatMap { [TriviaPiece.lineComment("// " + $0), .newlines(1)] })
    }

    public static func docComment(_ text: String) -> Trivia {
        Trivia(pieces: [.docLineComment("/// " + text), .newlines(1)])
    }
}
