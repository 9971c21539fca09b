import SwiftSyntax
import SwiftSyntaxBuilder

/// Builds the files of a module from the plan. Each architecture's emitter picks the parts, names
/// them (`ModuleNaming`) and says how they reach each other (`Wiring`); the moved code is the same.
struct ModuleParts {
    let plan: MigrationPlan
    let names: any ModuleNaming
    var wiring = Wiring()

    /// The code style asks every part of a module to carry the same comment about the module.
    private var moduleDoc: Trivia {
        SyntaxFactory.docComment("The \(plan.moduleName) module, migrated by mvc2viper from \(plan.controller.name).")
    }

    /// The input file's imports as written: `import enum MozillaAppServices.VisitType` keeps its kind and path. Those
    /// inside the `#if` that declares the controller count too; the module's files take them inside the same condition
    /// (`EmittedModule.conditioned(like:)`).
    var inputImports: [ImportDeclSyntax] {
        plan.source.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.trimmed }
            + (EmittedModule.clause(declaring: plan.controller.name, in: plan.source.primary.tree).map(EmittedModule.imports(in:)) ?? [])
    }

    /// Foundation, UIKit where the code names UIKit types, and the input's other imports for files that hold code
    /// moved from the controller (CoreData) or name a type neither the project, the module nor Foundation and UIKit
    /// declare (a protocol taking the `VisitType` another module declares). Ordered as swift-format's
    /// `OrderedImports` wants them: plain imports, then declaration imports, then attributed ones, each by path.
    func imports(for code: [any SyntaxProtocol], always: [String] = [], movedCode: Bool = false) -> [CodeBlockItemSyntax] {
        let names = code.flatMap { $0.tokens(viewMode: .sourceAccurate) }.compactMap { token -> String? in
            guard case .identifier(let name) = token.tokenKind else { return nil }
            return name
        }
        // The app's own `UIStateManager` has UIKit's prefix in its name only.
        let usesUIKit = names.contains { TypeTable.isUIKitType($0) && plan.source.types.isUIKitType($0) }
        var declarations = (["Foundation"] + always + (usesUIKit ? ["UIKit"] : [])).map { module in
            ImportDeclSyntax(path: [ImportPathComponentSyntax(name: .identifier(module))])
        }
        if movedCode || names.contains(where: isForeignType) {
            declarations += inputImports.filter { declaration in
                !(declaration.importKindSpecifier == nil && declaration.attributes.isEmpty && declaration.path.trimmedText == "UIKit")
            }
        }
        return Self.ordered(declarations)
    }

    /// Imports without repeats, in swift-format's order: plain, then declaration imports, then attributed ones.
    static func ordered(_ declarations: [ImportDeclSyntax]) -> [CodeBlockItemSyntax] {
        // Compared by their tokens: the input's spacing and the built ones' differ.
        let key = { (declaration: ImportDeclSyntax) in declaration.tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: " ") }
        var seen: Set<String> = []
        let unique = declarations.map { $0.with(\.leadingTrivia, []).with(\.trailingTrivia, []) }.filter { seen.insert(key($0)).inserted }
        let rank = { (declaration: ImportDeclSyntax) in !declaration.attributes.isEmpty ? 2 : declaration.importKindSpecifier != nil ? 1 : 0 }
        return unique.sorted { first, second in
            (rank(first), first.path.trimmedText, key(first)) < (rank(second), second.path.trimmedText, key(second))
        }.map { CodeBlockItemSyntax(item: .decl(DeclSyntax($0))) }
    }

    /// A type name none of the project, the module, the standard library, Foundation or UIKit declares: another
    /// module the input imports does.
    private func isForeignType(_ name: String) -> Bool {
        guard name.first?.isUppercase == true, !Self.standardTypes.contains(name), !name.hasPrefix(plan.moduleName) else { return false }
        if ["UI", "NS", "CG", "CF", "CA", "WK", "MK", "AV"].contains(where: { name.hasPrefix($0) && name.dropFirst(2).first?.isUppercase == true }) {
            return false
        }
        return plan.source.types[name] == nil && !plan.entities.contains { $0.name == name } && name != plan.controller.name
    }

    private static let standardTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "Void", "Never", "Any", "AnyObject", "AnyHashable", "Array", "Dictionary", "Set", "Optional", "Result",
        "Error", "Self", "Date", "URL", "URLRequest", "URLSession", "Data", "UUID", "IndexPath", "IndexSet", "TimeInterval", "Decimal",
        "Locale", "Calendar", "TimeZone", "Notification", "NotificationCenter", "DispatchQueue", "OperationQueue", "Bundle", "Task",
        "MainActor", "Sendable", "Equatable", "Hashable", "Codable", "Decodable", "Encodable", "Identifiable", "JSONDecoder",
        "JSONEncoder", "UserDefaults", "FileManager", "DateFormatter", "NumberFormatter", "Measurement", "CharacterSet", "Range",
        "ClosedRange", "Comparable", "CustomStringConvertible", "ObjectIdentifier", "Timer", "RunLoop", "ProcessInfo",
    ]

    /// A file of the module: its imports completed with what its own declarations name (a protocol's parameter of a
    /// type another module declares, a UIKit type), then the declarations.
    /// `trailing`: placeholders for moved file-level code, after the declarations.
    func file(
        _ imports: [CodeBlockItemSyntax], _ declarations: [DeclSyntax], splicer: CodeSplicer = CodeSplicer(),
        doc: Trivia? = nil, trailing: [CodeBlockItemSyntax] = []
    ) -> SourceFileSyntax {
        let named = self.imports(for: declarations.map { $0 as any SyntaxProtocol })
        let complete = Self.ordered((imports + named).compactMap { $0.item.as(ImportDeclSyntax.self) })
        let items =
            complete
            + declarations.enumerated().map { index, decl in
                CodeBlockItemSyntax(
                    item: .decl(
                        index == 0
                            ? decl.with(\.leadingTrivia, .newlines(2) + (doc ?? moduleDoc))
                            : decl.with(\.leadingTrivia, .newlines(2) + decl.leadingTrivia)))
            } + trailing.map { $0.with(\.leadingTrivia, .newlines(2)) }
        return splicer.render(SourceFileSyntax(statements: CodeBlockItemListSyntax(items)))
    }

    func member(_ decl: some DeclSyntaxProtocol) -> MemberBlockItemSyntax { MemberBlockItemSyntax(decl: decl) }

    func markComment(_ name: String) -> Trivia { SyntaxFactory.comment(["MARK: - " + name]) + .newline }

    // MARK: Protocols

    /// The view's commands; `extra` for what an architecture always asks of its view (`setupInitialState()`).
    func viewInput(extra: [FunctionDeclSyntax] = []) -> SourceFileSyntax {
        let commands = plan.viewCommands.filter { !$0.isEmpty }
        let requirements = extra.map(member) + commands.map { member(SyntaxFactory.function(names.command($0), $0.allParameters, body: nil)) }
        return file(
            imports(for: commands.flatMap { $0.allParameters.map(\.type) }),
            [DeclSyntax(protocolDecl(names.viewInput, classBound: true, requirements))])
    }

    /// The view's events; those in `excluding` live in a protocol it inherits (`inherits`, Surf's AdapterOutput).
    /// `excluding`, `excludingQueries`: events and questions an inherited protocol declares (Surf's adapter output).
    func viewOutput(inherits: String? = nil, excluding: Set<Int> = [], excludingQueries: Set<Int> = []) -> SourceFileSyntax {
        let events = plan.events.indices.filter { !excluding.contains($0) }.map { plan.events[$0] }
        let requirements =
            events.map { member(SyntaxFactory.function(names.event($0), $0.parameters, body: nil)) }
            + plan.queries.indices.filter { !excludingQueries.contains($0) }.map { member(queryFunction(plan.queries[$0], body: nil)) }
            + askedStateFunctions(implemented: false)
        return file(
            imports(for: events.flatMap { $0.parameters.map(\.type) } + queryTypes + askedStateTypes),
            [DeclSyntax(protocolDecl(names.viewOutput, classBound: false, requirements, inherits: inherits.map { [$0] } ?? []))])
    }

    func moduleInput() -> SourceFileSyntax {
        let requirements = plan.moduleInputs.map { input in member(input.signature.with(\.body, nil)) }
        return file(
            imports(for: plan.moduleInputs.flatMap { $0.parameters.map(\.type) }),
            [DeclSyntax(protocolDecl(names.moduleInput, classBound: true, requirements))])
    }

    func moduleOutput() -> SourceFileSyntax {
        let requirements = plan.moduleOutputs.map { member(SyntaxFactory.function($0.name, $0.parameters, body: nil)) }
        return file(
            imports(for: plan.moduleOutputs.flatMap { $0.parameters.map(\.type) }),
            [DeclSyntax(protocolDecl(names.moduleOutput, classBound: true, requirements))])
    }

    func routerInput() -> SourceFileSyntax {
        let requirements = plan.routes.map { member(SyntaxFactory.function(names.route($0), routeParameters($0), body: nil)) }
        return file(
            imports(for: plan.routes.flatMap { $0.parameters.map(\.type) }),
            [DeclSyntax(protocolDecl(names.routerInput, classBound: false, requirements))])
    }

    func protocolDecl(_ name: String, classBound: Bool, _ members: [MemberBlockItemSyntax], inherits: [String] = []) -> ProtocolDeclSyntax {
        let inherited = (classBound ? ["AnyObject"] : []) + inherits
        return ProtocolDeclSyntax(
            attributes: SyntaxFactory.mainActor,
            name: .identifier(name),
            inheritanceClause: inherited.isEmpty
                ? nil
                : InheritanceClauseSyntax(
                    inheritedTypes: InheritedTypeListSyntax(
                        inherited.enumerated().map { index, type in
                            InheritedTypeSyntax(
                                type: TypeText.named(type), trailingComma: index < inherited.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
                        })),
            memberBlock: MemberBlockSyntax(members: MemberBlockItemListSyntax(members)))
    }

    /// Requests whose results (or completion) the presenter hears about.
    var reportedRequests: [DataRequest] {
        plan.requests.filter { !$0.results.isEmpty || $0.displayCommand != nil || !$0.routesAfterResults.isEmpty }
    }

    func resultParameters(_ request: DataRequest) -> [Parameter] {
        request.results.map { Parameter(label: nil, name: $0.name, type: wiring.mapsResults ? $0.plainType : $0.modelType) }
    }

    var errorParameter: [Parameter] { [Parameter(label: nil, name: "error", type: TypeText.named("Error"))] }

    /// A route's parameters, then its callbacks (`onDelete: @escaping () -> Void`, `onCancel: @escaping (Order) -> Void`).
    func routeParameters(_ route: Route) -> [Parameter] {
        // A callback is always labelled, even first: `openDeleteAlertModule(onDelete:)` reads as the alert's action.
        if let alert = wiring.alertOutputs[route.noun] {
            return route.parameters + [Parameter(label: "output", name: "output", type: TypeText.named(alert.protocolName))]
        }
        return route.parameters + route.callbacks.map { Parameter(label: $0.name, name: $0.name, type: Self.callbackType($0)) }
    }

    /// `@escaping (Order) -> Void`: what the router hands the callback, which starts its request.
    static func callbackType(_ callback: RouteCallback) -> TypeSyntax {
        let arguments = callback.arguments.map(\.type.trimmedText).joined(separator: ", ")
        return TypeSyntax(
            AttributedTypeSyntax(
                specifiers: [], attributes: [.attribute(AttributeSyntax(attributeName: TypeText.named("escaping")).with(\.trailingTrivia, .space))],
                baseType: TypeText.parse("(\(arguments)) -> Void")))
    }

    func initializer(_ properties: [(String, String)]) -> InitializerDeclSyntax {
        InitializerDeclSyntax(
            signature: FunctionSignatureSyntax(
                parameterClause: FunctionParameterClauseSyntax(
                    parameters: FunctionParameterListSyntax(
                        properties.enumerated().map { index, property in
                            FunctionParameterSyntax(
                                firstName: .identifier(property.0), colon: .colonToken(trailingTrivia: .space),
                                type: TypeText.named(property.1),
                                trailingComma: index < properties.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
                        }))),
            body: CodeBlockSyntax(
                statements: CodeBlockItemListSyntax(
                    properties.map { property in
                        SyntaxFactory.assignment(
                            ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), property.0, SyntaxFactory.reference(property.0))
                    })))
    }

    /// State moved from the controller, private as the code style keeps it (`retype` for VIP's business models).
    func privateState(_ state: [StateProperty], retype: (TypeSyntax) -> TypeSyntax = { $0 }) -> [MemberBlockItemSyntax] {
        state.map { property in
            member(
                property.observing(
                    SyntaxFactory.property(
                        property.name, retype(property.type), mutable: property.isMutable, modifiers: [.private],
                        value: property.initialValue)))
        }
    }

    /// `init(…)` taking the model's dependencies, when it has any.
    var modelInitializer: [MemberBlockItemSyntax] {
        modelDependencies.isEmpty
            ? []
            : [member(initializer(modelDependencies.map { ($0.name, $0.type.trimmedText) }).with(\.leadingTrivia, .newlines(2)))]
    }

    // MARK: Entities

    func entity(_ entity: Entity) -> SourceFileSyntax {
        let structDecl = StructDeclSyntax(
            name: .identifier(entity.name),
            memberBlock: MemberBlockSyntax(
                members: MemberBlockItemListSyntax(
                    entity.fields.map { member(SyntaxFactory.property($0.name, $0.type, mutable: false)) })))
        return file(
            imports(for: entity.fields.map(\.type)), [DeclSyntax(structDecl)],
            doc: SyntaxFactory.docComment(wiring.entityDoc?(entity) ?? "A plain copy of \(entity.modelType) for the layers above the interactor (PONSO)."))
    }
}

/// Puts the delivery of results (and of a failure) where the plan's markers stand, or drops a marker.
final class DeliveryPlacer: SyntaxRewriter {
    let delivery: ExprSyntax?
    let failure: ExprSyntax
    init(delivery: ExprSyntax?, failure: ExprSyntax) {
        self.delivery = delivery
        self.failure = failure
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        let replacement: ExprSyntax?
        switch name {
        case FetchMatcher.deliveryMarker: replacement = delivery ?? ExprSyntax(TupleExprSyntax(elements: []))
        case FetchMatcher.failureMarker: replacement = failure
        default: replacement = nil
        }
        guard let replacement else { return super.visit(node) }
        return replacement.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}

/// Replaces whole branch bodies of a dispatch statement with one statement each.
final class BranchReplacer: SyntaxRewriter {
    let replacements: [SyntaxIdentifier: CodeBlockItemSyntax]
    init(_ replacements: [SyntaxIdentifier: CodeBlockItemSyntax]) {
        self.replacements = replacements
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        guard let replacement = replacements[node.id], let first = node.first else { return super.visit(node) }
        return [replacement.with(\.leadingTrivia, first.leadingTrivia.placement)]
    }
}
