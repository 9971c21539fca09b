import SwiftSyntax

/// The compiler's rule that an object starts whole (definite initialization), checked where no compiler is at hand:
/// every stored property a class of the module declares has a value of its own, is optional, or is set by each of
/// the class's initializers; and the view's initializers reach nothing the module added to it (`output`, the list's
/// manager) before `super.init` has run. A property moved from the controller that breaks the rule goes back to the
/// view, as a scope-check finding does.
///
/// ## Before (a module that would not compile)
/// ```swift
/// final class FeedDataDisplayManager: NSObject { var viewModel: FeedViewModel }   // no value, no initializer
/// init(viewModel: FeedViewModel) { self.dataDisplayManager.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
/// ```
struct InitializationCheck {
    let plan: MigrationPlan

    func run(on module: EmittedModule) -> [ScopeCheck.Finding] {
        run(on: ModuleSources(module.files))
    }

    /// `sources`: the text as it will be written, parsed again — a tree with code spliced in past the formatter does
    /// not give the lines of that text.
    func run(on sources: ModuleSources) -> [ScopeCheck.Finding] {
        let viewPaths = Set(ModuleSources.controllerPaths(plan))
        var findings: [ScopeCheck.Finding] = []
        for (file, source) in sources.files where !file.isShared && file.contents.contains("class ") {
            let tree = source.tree
            let classes = ClassCollector()
            classes.walk(tree)
            // Classes of the controller's name nested in other types of its file are not it: which one is, the text
            // alone does not say, so such a file's view is not looked at.
            let controllerDeclarations = classes.found.filter { $0.name.text == plan.controller.name }
            for declaration in classes.found {
                if viewPaths.contains(file.path) {
                    guard declaration.name.text == plan.controller.name, controllerDeclarations.count == 1 else { continue }
                    findings += earlyUses(in: declaration, source: source)
                } else {
                    findings += unsetProperties(of: declaration, source: source)
                }
            }
        }
        return findings
    }

    /// Stored properties without a value that not every initializer sets.
    private func unsetProperties(of declaration: ClassDeclSyntax, source: ParsedSource) -> [ScopeCheck.Finding] {
        let members = declaration.memberBlock.members.map(\.decl)
        let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }.filter { initializer in
            !initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
        }
        var findings: [ScopeCheck.Finding] = []
        for variable in members.compactMap({ $0.as(VariableDeclSyntax.self) }) where Self.needsInitialValue(variable) && !Self.isWrapped(variable) {
            for binding in variable.bindings {
                guard binding.initializer == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = binding.typeAnnotation?.type, !type.is(OptionalTypeSyntax.self), !type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                else { continue }
                let setEverywhere =
                    !initializers.isEmpty
                    && initializers.allSatisfy { initializer in
                        initializer.body.map { AssignmentFinder.assigns(name, in: $0) } ?? false
                    }
                guard !setEverywhere else { continue }
                let location = source.location(of: binding)
                findings.append(
                    finding(
                        name, at: location, path: source.path, in: declaration.name.text,
                        problem: "\(declaration.name.text).\(name) would start without a value: nothing sets it before the object is used"))
            }
        }
        return findings
    }

    /// What the view's initializers reach of the module's additions before the superclass's initializer ran.
    private func earlyUses(in declaration: ClassDeclSyntax, source: ParsedSource) -> [ScopeCheck.Finding] {
        // What the module added that runs code of the view when reached: a lazy property (`output`, the list's manager)
        // or a computed one (`moduleInput`). A stored value of its own may be written before super.init.
        let own = Set(plan.controller.members.map(\.baseName))
        let added = Set(
            declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
                .filter { variable in
                    variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) } || variable.bindings.contains { $0.accessorBlock != nil }
                }
                .flatMap(\.bindings).compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        ).subtracting(own)
        var findings: [ScopeCheck.Finding] = []
        for initializer in declaration.memberBlock.members.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }) {
            guard let statements = initializer.body?.statements else { continue }
            // A parameter or local of the initializer named like an addition (`output`) is that local.
            let locals = LocalNameCollector()
            locals.walk(initializer)
            let bound = locals.names
            for statement in statements.prefix(while: { !Self.callsDesignatedInitializer($0) }) {
                for reference in DeclReferences.in(statement)
                where added.contains(reference.baseName.text)
                    && (Self.isSelfAccess(reference) || !bound.contains(reference.baseName.text))
                {
                    // `self.dataDisplayManager.viewModel = …`: what moved is the member read through it.
                    var expression = Syntax(reference)
                    if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id { expression = Syntax(access) }
                    let moved = expression.parent?.as(MemberAccessExprSyntax.self).flatMap { $0.base?.id == expression.id ? $0.declName.baseName.text : nil }
                    let location = source.location(of: reference)
                    findings.append(
                        finding(
                            moved ?? reference.baseName.text, at: location, path: source.path, in: declaration.name.text,
                            problem: "\(declaration.name.text)'s initializer would reach \(reference.baseName.text) before super.init"))
                }
            }
        }
        return findings
    }

    private func finding(_ name: String, at location: (line: Int, column: Int), path: String, in place: String, problem: String) -> ScopeCheck.Finding {
        let origins = plan.controller.members(withBaseName: name).filter { $0.kind == .storedProperty }.map(\.name)
        return ScopeCheck.Finding(
            path: path, line: location.line, column: location.column, name: name, place: place,
            origins: origins, problem: problem)
    }

    /// An instance `var` or `let` with storage (observers allowed), not lazy: Swift needs its value before the object is used.
    private static func needsInitialValue(_ variable: VariableDeclSyntax) -> Bool {
        let modifiers = Set(variable.modifiers.map(\.name.text))
        guard modifiers.isDisjoint(with: ["static", "class", "lazy"]) else { return false }
        return variable.bindings.allSatisfy { binding in
            guard let accessors = binding.accessorBlock?.accessors else { return true }
            guard case .accessors(let list) = accessors else { return false }
            return list.allSatisfy { ["didSet", "willSet"].contains($0.accessorSpecifier.text) }
        }
    }

    /// A property wrapper (`@Published`, `@Field(key: "name")`) or `@NSManaged` gives the property its value.
    private static func isWrapped(_ variable: VariableDeclSyntax) -> Bool {
        MemberBuilder.attributeNames(variable.attributes).contains { MemberModel.isPropertyWrapper($0) || $0 == "NSManaged" }
    }

    /// `self.name`, as opposed to `name` alone, which a local may shadow.
    private static func isSelfAccess(_ reference: DeclReferenceExprSyntax) -> Bool {
        reference.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == reference.id } ?? false
    }

    /// `super.init(…)` or `self.init(…)`.
    static func callsDesignatedInitializer(_ statement: CodeBlockItemSyntax) -> Bool {
        statement.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .keyword(.`init`)
                && [.keyword(.super), .keyword(.self)].contains(
                    token.previousToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate)?.tokenKind)
        }
    }
}

/// Classes a file declares, at any depth outside functions.
private final class ClassCollector: SyntaxVisitor {
    var found: [ClassDeclSyntax] = []
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Whether a body assigns `name` or `self.name` anywhere.
private final class AssignmentFinder: SyntaxVisitor {
    let name: String
    var found = false
    init(_ name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }
    static func assigns(_ name: String, in body: CodeBlockSyntax) -> Bool {
        let finder = AssignmentFinder(name)
        finder.walk(body)
        return finder.found
    }
    override func visit(_ node: ExprListSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node)
        for (index, element) in elements.enumerated() where element.is(AssignmentExprSyntax.self) && index > 0 {
            let target = elements[index - 1].trimmedText
            if target == name || target == "self." + name { found = true }
        }
        return .visitChildren
    }
}

/// The names a statement refers to on the object being made: `name` alone or `self.name`, not `other.name`.
private enum DeclReferences {
    static func `in`(_ node: some SyntaxProtocol) -> [DeclReferenceExprSyntax] {
        node.tokens(viewMode: .sourceAccurate).compactMap { $0.parent?.as(DeclReferenceExprSyntax.self) }.filter { reference in
            guard let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id else { return true }
            return access.base.map(ReferenceCollector.isSelf) ?? false
        }
    }
}
