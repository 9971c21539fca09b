import SwiftSyntax
import SwiftSyntaxBuilder

/// Builds each file of a VIPER module from the plan.
struct VIPERParts {
    let plan: MigrationPlan
    let names: VIPERNames

    /// The code style asks every part of a module to carry the same comment about the module.
    private var moduleDoc: Trivia {
        SyntaxFactory.docComment("The \(plan.moduleName) module, migrated by mvc2viper from \(plan.controller.name).")
    }

    var inputImports: [String] {
        plan.source.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription }
    }

    /// Foundation, UIKit where the code names UIKit types, and — for files that hold code moved from
    /// the controller — the input's other imports (CoreData), sorted as swift-format wants them.
    func imports(for code: [any SyntaxProtocol], always: [String] = [], movedCode: Bool = false) -> [CodeBlockItemSyntax] {
        let usesUIKit = code.contains { node in
            node.tokens(viewMode: .sourceAccurate).contains { token in
                guard case .identifier(let name) = token.tokenKind, name.hasPrefix("UI"), name.count > 2 else { return false }
                return name.dropFirst(2).first?.isUppercase == true
            }
        }
        var modules = Set(["Foundation"] + always)
        if usesUIKit { modules.insert("UIKit") }
        if movedCode { modules.formUnion(inputImports.filter { $0 != "UIKit" }) }
        return modules.sorted().map(SyntaxFactory.importDecl)
    }

    func file(_ imports: [CodeBlockItemSyntax], _ declarations: [DeclSyntax], splicer: CodeSplicer = CodeSplicer(),
              doc: Trivia? = nil) -> String {
        let items = imports + declarations.enumerated().map { index, decl in
            CodeBlockItemSyntax(item: .decl(index == 0 ? decl.with(\.leadingTrivia, .newlines(2) + (doc ?? moduleDoc))
                                                       : decl.with(\.leadingTrivia, .newlines(2) + decl.leadingTrivia)))
        }
        return splicer.render(SourceFileSyntax(statements: CodeBlockItemListSyntax(items)))
    }

    func member(_ decl: some DeclSyntaxProtocol) -> MemberBlockItemSyntax { MemberBlockItemSyntax(decl: decl) }

    func markComment(_ name: String) -> Trivia { SyntaxFactory.comment(["MARK: - " + name]) + .newline }

    // MARK: Protocols

    func viewInput() -> String {
        let commands = plan.viewCommands.filter { !$0.isEmpty }
        let requirements = commands.map { member(SyntaxFactory.function(names.command($0), $0.allParameters, body: nil)) }
        return file(imports(for: commands.flatMap { $0.allParameters.map(\.type) }),
                    [DeclSyntax(protocolDecl(names.viewInput, classBound: true, requirements))])
    }

    func viewOutput() -> String {
        let requirements = plan.events.map { member(SyntaxFactory.function(names.event($0), $0.parameters, body: nil)) }
        return file(imports(for: plan.events.flatMap { $0.parameters.map(\.type) }),
                    [DeclSyntax(protocolDecl(names.viewOutput, classBound: false, requirements))])
    }

    func interactorInput() -> String {
        let requirements = plan.requests.filter { $0.callback == nil }.map { member(SyntaxFactory.function(names.request($0), $0.parameters, body: nil)) }
        return file(imports(for: []), [DeclSyntax(protocolDecl(names.interactorInput, classBound: false, requirements))])
    }

    private var errorParameter: [Parameter] { [Parameter(label: nil, name: "error", type: TypeText.named("Error"))] }

    func interactorOutput() -> String {
        let requirements = reportedRequests.flatMap { request -> [MemberBlockItemSyntax] in
            [member(SyntaxFactory.function(names.result(request), resultParameters(request), body: nil))]
                + (request.failureCommand == nil ? [] : [member(SyntaxFactory.function(names.failure(request), errorParameter, body: nil))])
        }
        return file(imports(for: plan.requests.flatMap { $0.results.map(\.plainType) }),
                    [DeclSyntax(protocolDecl(names.interactorOutput, classBound: true, requirements))])
    }

    func moduleInput() -> String {
        let requirements = plan.moduleInputs.map { input in member(input.signature.with(\.body, nil)) }
        return file(imports(for: plan.moduleInputs.flatMap { $0.parameters.map(\.type) }),
                    [DeclSyntax(protocolDecl(names.moduleInput, classBound: true, requirements))])
    }

    func moduleOutput() -> String {
        let requirements = plan.moduleOutputs.map { member(SyntaxFactory.function($0.name, $0.parameters, body: nil)) }
        return file(imports(for: plan.moduleOutputs.flatMap { $0.parameters.map(\.type) }),
                    [DeclSyntax(protocolDecl(names.moduleOutput, classBound: true, requirements))])
    }

    func routerInput() -> String {
        let requirements = plan.routes.map { member(SyntaxFactory.function(names.route($0), routeParameters($0), body: nil)) }
        return file(imports(for: plan.routes.flatMap { $0.parameters.map(\.type) }),
                    [DeclSyntax(protocolDecl(names.routerInput, classBound: false, requirements))])
    }

    private func protocolDecl(_ name: String, classBound: Bool, _ members: [MemberBlockItemSyntax]) -> ProtocolDeclSyntax {
        ProtocolDeclSyntax(
            name: .identifier(name),
            inheritanceClause: classBound ? InheritanceClauseSyntax(inheritedTypes: [InheritedTypeSyntax(type: TypeText.named("AnyObject"))]) : nil,
            memberBlock: MemberBlockSyntax(members: MemberBlockItemListSyntax(members)))
    }

    /// Requests whose results (or completion) the presenter hears about.
    private var reportedRequests: [DataRequest] {
        plan.requests.filter { !$0.results.isEmpty || $0.displayCommand != nil || !$0.routesAfterResults.isEmpty }
    }

    private func resultParameters(_ request: DataRequest) -> [Parameter] {
        request.results.map { Parameter(label: nil, name: $0.name, type: $0.plainType) }
    }

    // MARK: Presenter

    func presenter() -> String {
        let splicer = CodeSplicer()
        // The code style keeps the presenter's state private.
        let state = plan.presenterState.map { property in
            member(SyntaxFactory.property(property.name, property.type, mutable: property.isMutable, modifiers: [.private], value: property.initialValue))
        }
        let presenterClass = ClassDeclSyntax(
            modifiers: [DeclModifierSyntax(name: .keyword(.final))], name: .identifier(names.presenter),
            memberBlock: MemberBlockSyntax(members: MemberBlockItemListSyntax([
                member(SyntaxFactory.property("view", TypeText.optional(TypeText.named(names.viewInput)), modifiers: [.weak])),
                member(SyntaxFactory.property("interactor", TypeText.named(names.interactorInput), mutable: false)),
                member(SyntaxFactory.property("router", TypeText.named(names.routerInput), mutable: false)),
            ] + (plan.moduleOutputs.isEmpty ? [] : [
                member(SyntaxFactory.property("moduleOutput", TypeText.optional(TypeText.named(names.moduleOutput)), modifiers: [.weak])),
            ]) + state + [
                member(initializer([("interactor", names.interactorInput), ("router", names.routerInput)]).with(\.leadingTrivia, .newlines(2))),
            ])))
        let viewOutput = plan.events.map { event -> MemberBlockItemSyntax in
            member(SyntaxFactory.function(names.event(event), event.parameters, body: eventBody(event, splicer: splicer)))
        }
        let interactorOutput = reportedRequests.flatMap { request -> [MemberBlockItemSyntax] in
            var body: [CodeBlockItemSyntax] = []
            if let index = request.displayCommand {
                let command = plan.viewCommands[index]
                // The presenter keeps the state it holds, formats what the view shows, then hands it over.
                if !command.stateWrites.isEmpty { body.append(splicer.placeholder(for: command.stateWrites)) }
                body += showing(command)
            }
            body += request.routesAfterResults.map { index in
                let route = plan.routes[index]
                return SyntaxFactory.statement(SyntaxFactory.forwardingCall(SyntaxFactory.reference("router"), names.route(route), route.parameters))
            }
            var methods = [member(SyntaxFactory.function(names.result(request), resultParameters(request), body: body))]
            if let index = request.failureCommand {
                methods.append(member(SyntaxFactory.function(names.failure(request), errorParameter, body: [
                    SyntaxFactory.statement(SyntaxFactory.forwardingCall(SyntaxFactory.optionalChain("view"), names.command(plan.viewCommands[index]), errorParameter)),
                ])))
            }
            return methods
        }
        let moduleInputs = plan.moduleInputs.map { input -> MemberBlockItemSyntax in
            member(input.signature.with(\.body, CodeBlockSyntax(statements: [splicer.placeholder(for: input.body)])))
        }
        var declarations = [DeclSyntax(presenterClass),
                            DeclSyntax(SyntaxFactory.conformance(names.presenter, names.viewOutput, viewOutput).with(\.leadingTrivia, markComment(names.viewOutput)))]
        declarations.append(DeclSyntax(SyntaxFactory.conformance(names.presenter, names.interactorOutput, interactorOutput)
            .with(\.leadingTrivia, markComment(names.interactorOutput))))
        if !moduleInputs.isEmpty {
            declarations.append(DeclSyntax(SyntaxFactory.conformance(names.presenter, names.moduleInput, moduleInputs)
                .with(\.leadingTrivia, markComment(names.moduleInput))))
        }
        let dispatches = plan.events.contains { if case .routing = $0.kind { return true } else { return false } }
        return file(imports(for: plan.events.flatMap { $0.parameters.map(\.type) }, movedCode: dispatches), declarations, splicer: splicer)
    }

    private func eventBody(_ event: ViewEvent, splicer: CodeSplicer) -> [CodeBlockItemSyntax] {
        switch event.kind {
        case .moduleOutput:
            return [SyntaxFactory.statement(SyntaxFactory.forwardingCall(SyntaxFactory.optionalChain("moduleOutput"), event.noun, event.parameters))]
        case .lifecycle, .intent:
            let loading = event.loadingCommands.map {
                SyntaxFactory.statement(SyntaxFactory.call(SyntaxFactory.optionalChain("view"), names.command(plan.viewCommands[$0]), arguments: []))
            }
            let requests = event.requests.map {
                SyntaxFactory.statement(SyntaxFactory.forwardingCall(SyntaxFactory.reference("interactor"), names.request(plan.requests[$0]),
                                                                     plan.requests[$0].parameters))
            }
            let prefix = event.presenterStatements.isEmpty ? [] : [splicer.placeholder(for: event.presenterStatements)]
            // What the presenter holds (a module input's item) is shown first.
            let shown = event.commands.flatMap { showing(plan.viewCommands[$0]) }
            return prefix + shown + loading + requests + routeCalls(event)
        case .routing(let dispatch, let branches):
            var replacements: [SyntaxIdentifier: CodeBlockItemSyntax] = [:]
            for branch in branches {
                let route = plan.routes[branch.route]
                replacements[branch.body.id] = SyntaxFactory.statement(
                    SyntaxFactory.forwardingCall(SyntaxFactory.reference("router"), names.route(route), route.parameters))
            }
            let replaced = BranchReplacer(replacements).rewrite(dispatch, detach: true)
            let routed = SelfMemberToParameter(parameters: event.parameters).rewrite(replaced, detach: true).cast(CodeBlockItemSyntax.self)
            return [splicer.placeholder(for: [routed])]
        }
    }

    /// `let priceText = …` for what the presenter formats, then `view?.showItem(item, priceText: priceText)`.
    private func showing(_ command: ViewCommand) -> [CodeBlockItemSyntax] {
        guard !command.isEmpty else { return [] }
        return command.presenterValues.map { SyntaxFactory.letStatement($0.name, $0.value) } + [
            SyntaxFactory.statement(SyntaxFactory.forwardingCall(SyntaxFactory.optionalChain("view"), names.command(command), command.allParameters)),
        ]
    }

    private func routeCalls(_ event: ViewEvent) -> [CodeBlockItemSyntax] {
        event.routes.map { index in
            let route = plan.routes[index]
            // An alert action's callback starts its request in the interactor.
            let callbacks = route.callbacks.map { callback -> ExprSyntax in
                let request = plan.requests[callback.request]
                let start = SyntaxFactory.forwardingCall(
                    ExprSyntax(MemberAccessExprSyntax(base: SyntaxFactory.optionalChain("self"), period: .periodToken(),
                                                      declName: DeclReferenceExprSyntax(baseName: .identifier("interactor")))),
                    names.request(request), request.parameters)
                return ExprSyntax("{ [weak self] in \(start) }")
            }
            // One callback reads best as a trailing closure: `router.openDeleteAlertModule(contact) { … }`.
            let trailing = callbacks.count == 1 ? callbacks.first?.as(ClosureExprSyntax.self) : nil
            let arguments = route.parameters.map { SyntaxFactory.reference($0.name) } + (trailing == nil ? callbacks : [])
            let labels = route.parameters.enumerated().map { $0.offset == 0 ? nil : $0.element.name } + (trailing == nil ? route.callbacks.map(\.name) : [])
            var call = SyntaxFactory.call(SyntaxFactory.reference("router"), names.route(route), arguments: arguments, labels: labels)
            if let trailing, var function = call.as(FunctionCallExprSyntax.self) {
                function.trailingClosure = trailing
                if arguments.isEmpty { function.leftParen = nil; function.rightParen = nil }
                call = ExprSyntax(function)
            }
            return SyntaxFactory.statement(call)
        }
    }

    /// A route's parameters, then its callbacks (`onDelete: @escaping () -> Void`).
    func routeParameters(_ route: Route) -> [Parameter] {
        let callbackType = TypeSyntax(AttributedTypeSyntax(
            specifiers: [], attributes: [.attribute(AttributeSyntax(attributeName: TypeText.named("escaping")).with(\.trailingTrivia, .space))],
            baseType: TypeText.parse("() -> Void")))
        // A callback is always labelled, even first: `openDeleteAlertModule(onDelete:)` reads as the alert's action.
        return route.parameters + route.callbacks.map { Parameter(label: $0.name, name: $0.name, type: callbackType) }
    }

    func initializer(_ properties: [(String, String)]) -> InitializerDeclSyntax {
        InitializerDeclSyntax(
            signature: FunctionSignatureSyntax(parameterClause: FunctionParameterClauseSyntax(parameters: FunctionParameterListSyntax(
                properties.enumerated().map { index, property in
                    FunctionParameterSyntax(firstName: .identifier(property.0), colon: .colonToken(trailingTrivia: .space),
                                            type: TypeText.named(property.1),
                                            trailingComma: index < properties.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
                }))),
            body: CodeBlockSyntax(statements: CodeBlockItemListSyntax(properties.map { property in
                SyntaxFactory.statement(ExprSyntax(SequenceExprSyntax(elements: [
                    ExprSyntax(MemberAccessExprSyntax(base: ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), period: .periodToken(),
                                                      declName: DeclReferenceExprSyntax(baseName: .identifier(property.0)))),
                    ExprSyntax(AssignmentExprSyntax(equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space))),
                    SyntaxFactory.reference(property.0),
                ])))
            })))
    }

    // MARK: Entities

    func entity(_ entity: Entity) -> String {
        let structDecl = StructDeclSyntax(name: .identifier(entity.name), memberBlock: MemberBlockSyntax(members: MemberBlockItemListSyntax(
            entity.fields.map { member(SyntaxFactory.property($0.name, $0.type, mutable: false)) })))
        return file(imports(for: entity.fields.map(\.type)), [DeclSyntax(structDecl)],
                    doc: SyntaxFactory.docComment("A plain copy of \(entity.modelType) for the layers above the interactor (PONSO)."))
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
