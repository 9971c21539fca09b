import SwiftSyntax

/// What one file declares, as far as the dashboard cares: its classes with what they inherit, its
/// extensions, every type name (modules are recognised by their names), and the controllers measured
/// while its tree was at hand. Plain values, so that files can be scanned on any thread.
struct FileFacts: Sendable {
    struct DeclaredClass: Sendable {
        let name: String
        /// The first inherited type, which is the superclass when there is one.
        let superclass: String?
        let inherited: [String]
        /// It overrides `viewDidLoad()` or another method only a view controller has.
        var overridesViewControllerLifecycle = false
    }

    struct DeclaredExtension: Sendable {
        let name: String
        let inherited: [String]
    }

    let path: String
    let lines: Int
    var classes: [DeclaredClass] = []
    var extensions: [DeclaredExtension] = []
    /// Classes, structs, enums, protocols, actors and type aliases declared here.
    var typeNames: [String] = []
    /// Types measured in this file (a class body and its same-file extensions), by name.
    var measurements: [String: TypeMeasurement] = [:]
}

/// Collects type declarations at type level; function and accessor bodies are skipped, which keeps the
/// walk a small fraction of the parse.
final class TypeDeclarationCollector: SyntaxVisitor {
    var classes: [ClassDeclSyntax] = []
    var extensions: [ExtensionDeclSyntax] = []
    var typeNames: [String] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(node)
        typeNames.append(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extensions.append(node)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { named(node.name) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { named(node.name) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { named(node.name) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { named(node.name) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { named(node.name) }
    // Types declared inside these do not matter to the dashboard; not walking them keeps it cheap.
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

    private func named(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(name.text)
        return .visitChildren
    }

    func facts(path: String, lines: Int) -> FileFacts {
        var facts = FileFacts(path: path, lines: lines)
        facts.classes = classes.map { decl in
            let inherited = Self.inheritedNames(decl.inheritanceClause)
            let sameFileExtensions = extensions.filter { ControllerFinder.simpleName($0.extendedType) == decl.name.text }
            return .init(name: decl.name.text, superclass: inherited.first, inherited: inherited,
                         overridesViewControllerLifecycle: ControllerFinder.overridesViewControllerLifecycle(decl, extensions: sameFileExtensions))
        }
        facts.extensions = extensions.map {
            .init(name: ControllerFinder.simpleName($0.extendedType), inherited: Self.inheritedNames($0.inheritanceClause))
        }
        facts.typeNames = typeNames
        return facts
    }

    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { ControllerFinder.simpleName($0.type) } ?? []
    }
}
