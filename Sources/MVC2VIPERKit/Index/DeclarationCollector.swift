import SwiftSyntax

/// What one file declares, as plain values that outlive its tree (types are detached copies), so that
/// files are indexed on any thread and a big project's trees need not be kept.
public struct FileDeclarations: Codable, Sendable {
    public struct DeclaredClass: Codable, Sendable {
        public let name: String
        /// The first inherited type, which is the superclass when there is one.
        public let superclass: String?
        public let inherited: [String]
        public let line: Int
        /// It overrides `viewDidLoad()` or another method only a view controller has.
        public var overridesViewControllerLifecycle = false
    }

    public struct DeclaredExtension: Codable, Sendable {
        public let name: String
        public let inherited: [String]
        public let line: Int
    }

    public var classes: [DeclaredClass] = []
    public var extensions: [DeclaredExtension] = []
    /// Classes, structs, enums, protocols, actors and type aliases declared here.
    public var typeNames: [String] = []
    /// Full declarations (members, signatures), when the collector records them.
    var types: [TypeTable.TypeInfo] = []
    /// What each extension adds, under the extended type's name.
    var extensionTypes: [TypeTable.TypeInfo] = []
    var typealiases: [String: String] = [:]
}

/// The one walk over a file's declarations: classes and extensions (the nodes, for modelling a controller),
/// type names, and when asked the full declarations the type table is made of. Function and accessor
/// bodies are skipped, which keeps the walk a small fraction of the parse.
final class DeclarationCollector: SyntaxVisitor {
    private(set) var classes: [ClassDeclSyntax] = []
    private(set) var extensions: [ExtensionDeclSyntax] = []
    private(set) var declarations = FileDeclarations()
    private let path: String
    private let lines: LineStarts?
    private let recordingTypes: Bool

    /// `lines` places declarations; `recordingTypes` collects members and signatures too.
    init(path: String = "", lines: LineStarts? = nil, recordingTypes: Bool = false) {
        self.path = path
        self.lines = lines
        self.recordingTypes = recordingTypes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(node)
        declarations.typeNames.append(node.name.text)
        let inherited = Self.inheritedNames(node.inheritanceClause)
        declarations.classes.append(
            .init(
                name: node.name.text, superclass: inherited.first, inherited: inherited,
                line: line(of: node.classKeyword)))
        _ = record(.class, node.name, node.genericParameterClause, node.inheritanceClause, node.memberBlock, at: node.classKeyword)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extensions.append(node)
        let name = ControllerFinder.simpleName(node.extendedType)
        declarations.extensions.append(
            .init(
                name: name, inherited: Self.inheritedNames(node.inheritanceClause),
                line: line(of: node.extensionKeyword)))
        if recordingTypes {
            declarations.extensionTypes.append(
                info(
                    .class, name: name, generics: nil, node.inheritanceClause, node.memberBlock,
                    at: node.extensionKeyword))
        }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.struct, node.name, node.genericParameterClause, node.inheritanceClause, node.memberBlock, at: node.structKeyword)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.enum, node.name, node.genericParameterClause, node.inheritanceClause, node.memberBlock, at: node.enumKeyword)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let result = record(.protocol, node.name, nil, node.inheritanceClause, node.memberBlock, at: node.protocolKeyword)
        // `protocol Themed where Self: UIViewController`: what a conforming type must be is inherited too.
        let required =
            node.genericWhereClause?.requirements.compactMap { requirement -> String? in
                guard case .conformanceRequirement(let conformance) = requirement.requirement,
                    conformance.leftType.trimmedText == "Self"
                else { return nil }
                return conformance.rightType.trimmedText
            } ?? []
        if recordingTypes, !required.isEmpty, declarations.types.last?.name == node.name.text {
            declarations.types[declarations.types.count - 1].conformances += required
        }
        return result
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.actor, node.name, node.genericParameterClause, node.inheritanceClause, node.memberBlock, at: node.actorKeyword)
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations.typeNames.append(node.name.text)
        // Aliases inside a type are recorded with it; these are the file's own.
        if recordingTypes, node.parent?.is(MemberBlockItemSyntax.self) != true {
            declarations.typealiases[node.name.text] = node.initializer.value.trimmedText
        }
        return .skipChildren
    }

    // Types declared inside these are nobody else's; not walking them keeps the index cheap.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExpressionStmtSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// The file's declarations with each class's lifecycle overrides (its same-file extensions' included).
    func finished() -> FileDeclarations {
        var result = declarations
        for (index, decl) in classes.enumerated() {
            let sameFile = extensions.filter { ControllerFinder.simpleName($0.extendedType) == decl.name.text }
            result.classes[index].overridesViewControllerLifecycle = ControllerFinder.overridesViewControllerLifecycle(decl, extensions: sameFile)
        }
        return result
    }

    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { ControllerFinder.simpleName($0.type) } ?? []
    }

    private func line(of token: TokenSyntax) -> Int {
        lines?.location(of: token).line ?? 0
    }

    private func record(
        _ kind: TypeTable.Kind, _ name: TokenSyntax, _ generics: GenericParameterClauseSyntax?,
        _ inheritance: InheritanceClauseSyntax?, _ block: MemberBlockSyntax, at keyword: TokenSyntax
    ) -> SyntaxVisitorContinueKind {
        if kind != .class { declarations.typeNames.append(name.text) }
        if recordingTypes { declarations.types.append(info(kind, name: name.text, generics: generics, inheritance, block, at: keyword)) }
        return .visitChildren
    }

    /// `Draft(text: "")` → `Draft`; a literal → its type.
    private static func writtenType(of value: ExprSyntax) -> String? {
        if let call = value.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            callee.baseName.text.first?.isUppercase == true
        {
            return callee.baseName.text
        }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        return nil
    }

    private func info(
        _ kind: TypeTable.Kind, name: String, generics: GenericParameterClauseSyntax?,
        _ inheritance: InheritanceClauseSyntax?, _ block: MemberBlockSyntax, at keyword: TokenSyntax
    ) -> TypeTable.TypeInfo {
        let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedText } ?? []
        let isClass = kind == .class && !(keyword.tokenKind == .keyword(.extension))
        let place = lines?.location(of: keyword)
        var info = TypeTable.TypeInfo(name: name, kind: kind, location: SourceLocation(path: path, line: place?.line ?? 0, column: place?.column ?? 0))
        info.genericParameters = generics?.parameters.map(\.name.text) ?? []
        info.isNested = keyword.parent?.parent?.is(MemberBlockItemSyntax.self) == true
        info.isFilePrivate =
            keyword.parent?.asProtocol(WithModifiersSyntax.self)?.modifiers
            .contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) } == true
        info.superclass = isClass ? inherited.first : nil
        info.conformances = isClass ? Array(inherited.dropFirst()) : inherited
        // The types declared inside: a member's value naming one (`CellGestureMode.none`) names it through this type.
        let nestedTypes = Set(block.members.compactMap { item in item.decl.asProtocol(NamedDeclSyntax.self)?.name.text })
        for item in block.members {
            collectMember(item.decl, into: &info, nestedTypes: nestedTypes)
        }
        if keyword.tokenKind == .keyword(.extension), TypeTable.viewControllerRoots.contains(name) {
            for item in block.members {
                guard let function = item.decl.as(FunctionDeclSyntax.self), function.signature.returnClause == nil, let body = function.body
                else { continue }
                info.methodCalls[function.name.text, default: []].formUnion(CalledNames.outsideClosures(in: body))
            }
        }
        return info
    }

    private func collectMember(_ decl: DeclSyntax, into info: inout TypeTable.TypeInfo, nestedTypes: Set<String>) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
            for binding in variable.bindings {
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if isStatic, variable.bindingSpecifier.tokenKind == .keyword(.let) { info.staticConstants.insert(identifier) }
                if isStatic, variable.bindingSpecifier.tokenKind == .keyword(.var), binding.accessorBlock == nil {
                    info.staticVariables.insert(identifier)
                }
                let computed =
                    binding.accessorBlock.map { block -> Bool in
                        if case .accessors(let list) = block.accessors {
                            return list.contains { $0.accessorSpecifier.text == "get" }
                        }
                        return true
                    } ?? false
                if let type = binding.typeAnnotation?.type {
                    if computed || isStatic {
                        info.memberTypes[identifier] = type.trimmedText
                        info.otherMembers.insert(identifier)
                    } else {
                        info.storedPropertyTypes.append((identifier, type.trimmedText))
                        if variable.bindingSpecifier.tokenKind == .keyword(.let), binding.initializer != nil {
                            info.initializedConstants.insert(identifier)
                        }
                    }
                } else {
                    info.otherMembers.insert(identifier)
                    // `@Published var current = Draft(text: "")`: the type its initial value names.
                    if let type = binding.initializer.flatMap({ Self.writtenType(of: $0.value) }) {
                        info.memberTypes[identifier] = type
                    } else if let access = binding.initializer?.value.as(MemberAccessExprSyntax.self),
                        let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true
                    {
                        // `static var mode = GestureMode.none`: typed once every file is read (`TypeTable.resolvingValueTypes`).
                        let typeName = base.baseName.text
                        let qualified = nestedTypes.contains(typeName) ? "\(info.name).\(typeName)" : typeName
                        info.memberValues[identifier] = qualified + "." + access.declName.baseName.text
                    }
                }
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            info.otherMembers.insert(function.name.text)
            if info.memberTypes[function.name.text] == nil {
                info.memberTypes[function.name.text] = function.signature.returnClause?.type.trimmedText ?? "Void"
            }
            if info.methods[function.name.text] == nil { info.methods[function.name.text] = function.signature.trimmedText }
            let fullName = MemberBuilder.functionName(function.name.text, function.signature.parameterClause)
            if info.overloads[fullName] == nil { info.overloads[fullName] = function.signature.trimmedText }
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            info.initializers.append(initializer.signature.trimmedText)
        } else if let cases = decl.as(EnumCaseDeclSyntax.self) {
            for element in cases.elements {
                info.enumCaseTypes.append((element.name.text, element.parameterClause?.parameters.map { $0.type.trimmedText } ?? []))
            }
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            info.typealiases[alias.name.text] = alias.initializer.value.trimmedText
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                if case .decls(let nested)? = clause.elements {
                    for item in nested { collectMember(item.decl, into: &info, nestedTypes: nestedTypes) }
                }
            }
        }
    }
}

/// The names a body calls outside its closures (`present`, `navigationController?.pushViewController`): what runs
/// when the method is called, not later.
private final class CalledNames: SyntaxVisitor {
    private var names: Set<String> = []

    static func outsideClosures(in node: some SyntaxProtocol) -> Set<String> {
        let collector = CalledNames(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.names
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            names.insert(reference.baseName.text)
        } else if let access = node.calledExpression.as(MemberAccessExprSyntax.self) {
            names.insert(access.declName.baseName.text)
        }
        return .visitChildren
    }
}
