import SwiftParser
import SwiftSyntax

/// The types the input file declares, so that result types and PONSO fields come from
/// declarations rather than guesses.
public struct FileTypes {
    public struct TypeInfo {
        public let name: String
        public let isClass: Bool
        public let isProtocol: Bool
        public let superclass: String?
        /// Stored properties with a written type, in declaration order.
        public let storedProperties: [(name: String, type: TypeSyntax)]
        /// Every other member name (methods, computed properties).
        public let otherMembers: Set<String>
        /// Return types of methods and types of computed properties, by base name.
        public let memberTypes: [String: TypeSyntax]
        /// Method signatures by base name, for the types of the closures they take.
        public let methods: [String: FunctionSignatureSyntax]
    }

    public private(set) var types: [String: TypeInfo] = [:]

    public init(_ tree: SourceFileSyntax) {
        let collector = TypeDeclCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        for info in collector.infos where types[info.name] == nil { types[info.name] = info }
    }

    public subscript(name: String) -> TypeInfo? { types[name] }

    /// The types of the parameters of the closure a method of `typeName` takes last
    /// (`func load(completion: @escaping ([Item]) -> Void)` → `[Item]`).
    public func completionParameterTypes(of method: String, on typeName: String) -> [TypeSyntax]? {
        guard let signature = types[TypeText.baseName(typeName)]?.methods[method],
              let last = signature.parameterClause.parameters.last else { return nil }
        var type = last.type
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { type = only.type }
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        guard let function = type.as(FunctionTypeSyntax.self) else { return nil }
        return function.parameters.map(\.type)
    }

    /// The type a member (method result or property) of `typeName` has, looking through the file's declarations.
    public func memberType(_ member: String, of typeName: String) -> TypeSyntax? {
        guard let info = types[TypeText.baseName(typeName)] else { return nil }
        if let type = info.memberTypes[member] { return type }
        return info.storedProperties.first { $0.name == member }?.type
    }
}

private final class TypeDeclCollector: SyntaxVisitor {
    var infos: [FileTypes.TypeInfo] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.memberBlock, isClass: true,
               superclass: node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.memberBlock, isClass: false, superclass: nil)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.memberBlock, isClass: false, isProtocol: true, superclass: nil)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.memberBlock, isClass: false, superclass: nil)
        return .visitChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// `Draft(text: "")` → `Draft`; a literal → its type.
    private static func writtenType(of value: ExprSyntax) -> TypeSyntax? {
        if let call = value.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
           callee.baseName.text.first?.isUppercase == true {
            return TypeText.named(callee.baseName.text)
        }
        if value.is(StringLiteralExprSyntax.self) { return TypeText.named("String") }
        if value.is(IntegerLiteralExprSyntax.self) { return TypeText.named("Int") }
        if value.is(BooleanLiteralExprSyntax.self) { return TypeText.named("Bool") }
        if value.is(FloatLiteralExprSyntax.self) { return TypeText.named("Double") }
        return nil
    }

    private func record(_ name: String, _ block: MemberBlockSyntax, isClass: Bool, isProtocol: Bool = false, superclass: String?) {
        var stored: [(String, TypeSyntax)] = []
        var others = Set<String>()
        var memberTypes: [String: TypeSyntax] = [:]
        var methods: [String: FunctionSignatureSyntax] = [:]
        for item in block.members {
            if let variable = item.decl.as(VariableDeclSyntax.self) {
                let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
                for binding in variable.bindings {
                    guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    let computed = binding.accessorBlock.map { block -> Bool in
                        if case .accessors(let list) = block.accessors {
                            return list.contains { $0.accessorSpecifier.text == "get" }
                        }
                        return true
                    } ?? false
                    if let type = binding.typeAnnotation?.type {
                        if computed || isStatic {
                            memberTypes[identifier] = type
                            others.insert(identifier)
                        } else {
                            stored.append((identifier, type))
                        }
                    } else {
                        others.insert(identifier)
                        // `@Published var current = Draft(text: "")`: the type its initial value names.
                        if let type = binding.initializer.flatMap({ Self.writtenType(of: $0.value) }) { memberTypes[identifier] = type }
                    }
                }
            } else if let function = item.decl.as(FunctionDeclSyntax.self) {
                others.insert(function.name.text)
                memberTypes[function.name.text] = function.signature.returnClause?.type ?? TypeSyntax(IdentifierTypeSyntax(name: .identifier("Void")))
                methods[function.name.text] = function.signature
            }
        }
        infos.append(FileTypes.TypeInfo(name: name, isClass: isClass, isProtocol: isProtocol, superclass: superclass,
                                        storedProperties: stored, otherMembers: others, memberTypes: memberTypes, methods: methods))
    }
}

/// Small helpers over types as written.
public enum TypeText {
    /// `Swift.Array<Foo>` → `Array`, `Foo?` → `Foo`, `[Foo]` → `[Foo]`.
    public static func baseName(_ text: String) -> String {
        var name = text.trimmingCharacters(in: .whitespaces)
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    public static func array(of element: TypeSyntax) -> TypeSyntax {
        TypeSyntax(ArrayTypeSyntax(element: element.trimmed))
    }

    public static func optional(_ wrapped: TypeSyntax) -> TypeSyntax {
        if wrapped.is(OptionalTypeSyntax.self) { return wrapped }
        return TypeSyntax(OptionalTypeSyntax(wrappedType: wrapped.trimmed))
    }

    /// `Result<[Order], Error>` → its success and failure types.
    public static func resultArguments(_ type: TypeSyntax) -> (success: TypeSyntax, failure: TypeSyntax)? {
        guard let named = type.as(IdentifierTypeSyntax.self), named.name.text == "Result",
              let arguments = named.genericArgumentClause?.arguments, arguments.count == 2,
              case .type(let success) = arguments.first!.argument, case .type(let failure) = arguments.last!.argument else { return nil }
        return (success, failure)
    }

    /// A parameter's type as a stored property's: `@escaping` only belongs to parameters.
    public static func stored(_ type: TypeSyntax) -> TypeSyntax {
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return type.trimmed }
        let kept = attributed.attributes.filter { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "escaping" }
        if kept.isEmpty && attributed.specifiers.isEmpty { return attributed.baseType.trimmed }
        return TypeSyntax(attributed.with(\.attributes, kept)).trimmed
    }

    public static func unwrapped(_ type: TypeSyntax) -> TypeSyntax {
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return implicit.wrappedType }
        return type
    }

    /// A type from its spelling, for types read off other syntax (a generic argument, a specialisation).
    public static func parse(_ text: String) -> TypeSyntax {
        var parser = Parser(text)
        return TypeSyntax.parse(from: &parser)
    }

    public static func named(_ name: String) -> TypeSyntax {
        TypeSyntax(IdentifierTypeSyntax(name: .identifier(name)))
    }

    /// Every type name mentioned in a type (`[String: [Quarter]]` → String, Quarter).
    public static func names(in type: TypeSyntax) -> Set<String> {
        let collector = TypeNameCollector(viewMode: .sourceAccurate)
        collector.walk(type)
        return collector.names
    }
}

private final class TypeNameCollector: SyntaxVisitor {
    var names: Set<String> = []
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
}
