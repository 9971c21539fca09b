import SwiftParser
import SwiftSyntax

/// Does what a storyboard and the Objective-C runtime do for a screen, in plain Swift: outlets hold
/// loaded views, and actions and `@objc` targets can be called from the replay's script.
///
/// `loadingOutlets: false` leaves outlets nil until something gives them: the module's generated tests must give
/// them themselves, as a test target on iOS must, and a test that does not traps here as it would there — unless the
/// test makes the screen from its storyboard or nib, whose outlets connect when its view loads
/// (`connectInterfaceOutlets()`, which the stand-in calls from `loadViewIfNeeded()` for such a screen).
final class StoryboardLoading: SyntaxRewriter {
    private let loadingOutlets: Bool

    private init(loadingOutlets: Bool) {
        self.loadingOutlets = loadingOutlets
        super.init(viewMode: .sourceAccurate)
    }

    static func apply(_ source: String, loadingOutlets: Bool = true) -> String {
        StoryboardLoading(loadingOutlets: loadingOutlets).rewrite(Parser.parse(source: source)).description
    }

    private static let hidden: Set<String> = ["private", "fileprivate", "weak", "unowned"]

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).cast(ClassDeclSyntax.self)
        let base = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
        guard !loadingOutlets, base.hasPrefix("UI") || ["Controller", "View", "Cell"].contains(where: base.hasSuffix) else { return DeclSyntax(visited) }
        let connections = node.memberBlock.members.compactMap { member -> String? in
            guard let (binding, type) = member.decl.as(VariableDeclSyntax.self).flatMap(Self.unsetOutlet),
                let value = Self.loadedValue(of: type)
            else { return nil }
            return "\(binding.pattern.trimmedDescription) = \(value)"
        }
        guard !connections.isEmpty else { return DeclSyntax(visited) }
        let method = MemberBlockItemSyntax(
            decl: DeclSyntax(
                stringLiteral: "\noverride func connectInterfaceOutlets() {\n    super.connectInterfaceOutlets()\n"
                    + connections.map { "    \($0)\n" }.joined() + "}\n"))
        return DeclSyntax(visited.with(\.memberBlock.members, MemberBlockItemListSyntax(Array(visited.memberBlock.members) + [method])))
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        // Outlets hold what is connected to them: a weak one would let go of a view made here at once.
        guard loadingOutlets || !Self.has(node.attributes, "IBOutlet") else {
            return DeclSyntax(node.with(\.modifiers, node.modifiers.filter { $0.name.text != "weak" }))
        }
        guard loadingOutlets, let (binding, type) = Self.unsetOutlet(node) else { return DeclSyntax(node) }
        let loaded = Self.loadedValue(of: type).map {
            InitializerClauseSyntax(equal: .equalToken(trailingTrivia: .space), value: ExprSyntax(stringLiteral: $0))
        }
        let newBinding = binding.with(\.typeAnnotation, binding.typeAnnotation?.with(\.trailingTrivia, .space)).with(\.initializer, loaded)
        return DeclSyntax(node.with(\.modifiers, Self.visible(node.modifiers)).with(\.bindings, [newBinding]))
    }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        guard Self.has(node.attributes, "IBAction") || Self.has(node.attributes, "objc") else { return super.visit(node) }
        return super.visit(node.with(\.modifiers, Self.visible(node.modifiers)))
    }

    /// `@IBOutlet var label: UILabel!`: one binding, declared without a value, and its type.
    private static func unsetOutlet(_ variable: VariableDeclSyntax) -> (PatternBindingSyntax, TypeSyntax)? {
        guard has(variable.attributes, "IBOutlet"), variable.bindings.count == 1, let binding = variable.bindings.first,
            binding.initializer == nil, let type = binding.typeAnnotation?.type
        else { return nil }
        return (binding, type)
    }

    private static func has(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
    }

    private static func visible(_ modifiers: DeclModifierListSyntax) -> DeclModifierListSyntax {
        modifiers.filter { !hidden.contains($0.name.text) }
    }

    /// `UILabel!` → `UILabel()`, `[UIButton]!` → `[]`.
    private static func loadedValue(of type: TypeSyntax) -> String? {
        let wrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? type.as(OptionalTypeSyntax.self)?.wrappedType ?? type
        if wrapped.is(ArrayTypeSyntax.self) { return "[]" }
        return "\(wrapped.trimmedDescription)()"
    }
}

/// Makes the app's services record the calls they get: each method of the service types first
/// records its type, name and arguments (closures as `closure`). Initializers are not recorded: a
/// migrated module may build its dependencies earlier than the original did. The Combine subjects
/// the services hold are registered, so that the replay can make them publish, and their throwing
/// methods throw when the replay asks services to fail.
final class ServiceRecording: SyntaxRewriter {
    /// Rewrites a file that may declare services; other types in it are left alone.
    static func apply(_ source: String, services: Set<String>, values: ReplayValues) -> String {
        ServiceRecording(services: services, values: values).rewrite(Parser.parse(source: source)).description
    }

    /// The types of an original and its app that are services: everything but view controllers.
    static func services(in sources: [String]) -> Set<String> {
        var names: Set<String> = []
        for source in sources {
            for item in Parser.parse(source: source).statements {
                if let type = item.item.as(ClassDeclSyntax.self) {
                    let base = type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
                    if !base.hasSuffix("Controller") { names.insert(type.name.text) }
                } else if let type = item.item.as(StructDeclSyntax.self) {
                    names.insert(type.name.text)
                } else if let type = item.item.as(ActorDeclSyntax.self) {
                    names.insert(type.name.text)
                }
            }
        }
        return names
    }

    private let services: Set<String>
    private let values: ReplayValues
    private var types: [String] = []

    private init(services: Set<String>, values: ReplayValues) {
        self.services = services
        self.values = values
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax { inside(node.name.text) { super.visit(node) } }
    override func visit(_ node: StructDeclSyntax) -> DeclSyntax { inside(node.name.text) { super.visit(node) } }
    override func visit(_ node: ActorDeclSyntax) -> DeclSyntax { inside(node.name.text) { super.visit(node) } }
    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax { inside(node.extendedType.trimmedDescription) { super.visit(node) } }

    private func inside(_ type: String, _ body: () -> DeclSyntax) -> DeclSyntax {
        types.append(type)
        defer { types.removeLast() }
        return body()
    }

    private var inService: Bool { types.last.map(services.contains) ?? false }

    private static let subjects: Set<String> = ["PassthroughSubject", "CurrentValueSubject"]

    /// `PassthroughSubject<Headline, Never>()` → the same subject, registered to send a made-up `Headline`.
    override func visit(_ node: InitializerClauseSyntax) -> InitializerClauseSyntax {
        guard inService, let call = node.value.as(FunctionCallExprSyntax.self),
            let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self),
            Self.subjects.contains(specialized.expression.trimmedDescription),
            let output = specialized.genericArgumentClause.arguments.first?.argument.trimmedDescription,
            let value = values.value(of: TypeSyntax(stringLiteral: output))
        else { return node }
        let registered = "StandInRecorder.replaying(\(call.trimmedDescription)) { $0.send(\(value)) }"
        return node.with(\.value, ExprSyntax(stringLiteral: registered))
    }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        guard inService, let type = types.last, let body = node.body,
            !node.modifiers.contains(where: { $0.name.text == "static" })
        else { return DeclSyntax(node) }
        let parameters = node.signature.parameterClause.parameters
        let labels = parameters.map { "\($0.firstName.text):" }.joined()
        let arguments = parameters.map { parameter -> String in
            let isClosure = parameter.type.trimmedDescription.contains("->")
            return isClosure ? "closure" : "\\(StandInRecorder.describe(\((parameter.secondName ?? parameter.firstName).text)))"
        }.joined(separator: ", ")
        var prologue = [Self.statement("StandInRecorder.record(\"call \(type).\(node.name.text)(\(labels)) \(arguments)\")")]
        if node.signature.effectSpecifiers?.throwsClause != nil {
            prologue.append(Self.statement("if StandInRecorder.servicesFail { throw StandInRecorder.ServiceFailure() }"))
        }
        return DeclSyntax(node.with(\.body, body.with(\.statements, CodeBlockItemListSyntax(prologue + Array(Self.explicitReturn(body.statements))))))
    }

    private static func statement(_ text: String) -> CodeBlockItemSyntax {
        CodeBlockItemSyntax(item: .expr(ExprSyntax(stringLiteral: text))).with(\.leadingTrivia, .newline).with(\.trailingTrivia, .newline)
    }

    /// A single-expression body returns its value implicitly; with a statement before it, it must say `return`.
    private static func explicitReturn(_ statements: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        guard statements.count == 1, let first = statements.first, case .expr(let expression) = first.item else { return statements }
        let returned = ReturnStmtSyntax(returnKeyword: .keyword(.return, trailingTrivia: .space), expression: expression.trimmed)
        return [first.with(\.item, .stmt(StmtSyntax(returned)))]
    }
}
