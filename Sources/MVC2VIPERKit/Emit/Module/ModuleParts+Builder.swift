import SwiftSyntax

/// What an architecture's builder looks like: the Book's Assembly (`assembleModule()`), Surf's
/// Configurator (`configure()`), VIP's Configurator (`static func build()`).
struct BuilderShape {
    let typeName: String
    /// The method that creates the controller and returns the module.
    let buildName: String
    /// The methods are `static` (VIP's `build()`).
    var isStatic = false
    /// What `buildName` returns when not the controller (Coordinated Surf MVP's `(view, output)`), and how.
    var buildResult: (type: TypeSyntax, value: ExprSyntax)?
    /// What wiring an existing controller returns: the view's output.
    let configureReturns: TypeSyntax
    /// The statements wiring `viewController`; the last returns the view's output.
    let wiring: [CodeBlockItemSyntax]
    /// The name of the controller in the wiring (`viewController`, Surf's `view`).
    var controllerVariable = "viewController"
    /// What the wiring returns, for its documentation (`presenter`, VIP's `interactor`).
    var outputRole = "presenter"
}

extension ModuleParts {
    /// The controller's own designated initializer, if it declares one the builder can call.
    var controllerInitializer: MemberModel? { ScreenCreation.ownInitializer(of: plan.controller) }

    /// How the app makes the screen: in code, from its storyboard scene or from its nib.
    var screenCreation: ScreenCreation {
        ScreenCreation(plan)
    }

    /// The module's entry point: `build` when the builder makes the controller; wiring the controller the
    /// storyboard made when only the storyboard can (`builder` is what `configure(_:)` is called on).
    func entryPoint(_ build: String, builder: String) -> String {
        guard case .storyboardWithoutIdentifier(let scene) = screenCreation else { return build }
        return "\(builder).configure(<#the \(plan.controller.name) \(scene.name).storyboard makes#>)"
    }

    /// The parameters of the controller's own initializer, which whoever builds the module passes on.
    var controllerInitParameters: [Parameter] {
        controllerInitializer?.parameters.map { Parameter(label: $0.label, name: $0.name, type: $0.type, defaultValue: keptDefault($0.defaultValue)) } ?? []
    }

    /// A default value the builder can write as the controller did: one naming nothing of the controller's own (a
    /// nested type, a static member), which the builder would not see; otherwise the value becomes required.
    private func keptDefault(_ value: ExprSyntax?) -> ExprSyntax? {
        guard let value else { return nil }
        let names = Set(value.tokens(viewMode: .sourceAccurate).map(\.text))
        let own = plan.controller.nestedTypeNames.union(plan.controller.members.map(\.baseName)).union(["Self", "self"])
        return names.isDisjoint(with: own) ? value : nil
    }

    /// What the builder's caller hands over: the controller initializer's parameters, then what the
    /// controller's creators set on it (`var managedObjectContext: NSManagedObjectContext!`). The
    /// wiring reads those, so a module built in code gets them before it is wired, as the original
    /// got them before first using them.
    var builderParameters: [Parameter] {
        let initParameters = controllerInitParameters
        let injected = plan.dependencies.filter { dependency in dependency.setByCallers && !initParameters.contains { $0.name == dependency.name } }
        return initParameters
            + injected.map { dependency in
                let type = dependency.type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? dependency.type
                return Parameter(label: dependency.name, name: dependency.name, type: type.trimmed)
            }
    }

    /// `MenuViewController`, or `ListViewController<Item>` for a generic controller.
    var controllerType: TypeSyntax {
        plan.controller.declaration.genericParameterClause.map { clause in
            TypeText.parse(plan.controller.name + "<" + clause.parameters.map(\.name.text).joined(separator: ", ") + ">")
        } ?? TypeText.named(plan.controller.name)
    }

    /// `target.property = value`.
    func assign(_ target: String, _ property: String, _ value: ExprSyntax) -> CodeBlockItemSyntax {
        SyntaxFactory.assignment(SyntaxFactory.reference(target), property, value)
    }

    func returnStatement(_ value: ExprSyntax) -> CodeBlockItemSyntax {
        CodeBlockItemSyntax(item: .stmt(StmtSyntax(ReturnStmtSyntax(expression: value))))
    }

    /// The expression the builder passes for a model dependency: the controller's own when its creator
    /// injected it or the view also uses it (one instance), otherwise a fresh one from its factory.
    func dependencyValue(_ dependency: Dependency, controller: String) -> ExprSyntax {
        dependency.injected || dependency.owners.contains(.view)
            ? controllerMember(dependency.name, of: controller) : factoryCall(dependency, controller: controller)
    }

    /// The dependencies only the view uses, made here and handed to it.
    func viewDependencyWiring(controller: String) -> [CodeBlockItemSyntax] {
        plan.dependencies.filter { $0.owners == [.view] && !$0.injected }.map { dependency in
            assign(controller, dependency.name, factoryCall(dependency, controller: controller))
        }
    }

    private func factoryCall(_ dependency: Dependency, controller: String) -> ExprSyntax {
        SyntaxFactory.call(
            nil, names.factory(dependency), arguments: dependency.factoryArguments.map { controllerMember($0, of: controller) },
            labels: dependency.factoryArguments)
    }

    private func controllerMember(_ name: String, of controller: String) -> ExprSyntax {
        ExprSyntax(
            MemberAccessExprSyntax(
                base: SyntaxFactory.reference(controller), period: .periodToken(),
                declName: DeclReferenceExprSyntax(baseName: .identifier(name))))
    }

    func builder(_ shape: BuilderShape) -> SourceFileSyntax {
        let splicer = CodeSplicer()
        // A generic controller (`ListViewController<Item>`) gets generic builder methods.
        let generics = plan.controller.declaration.genericParameterClause?.trimmed
        let controller = shape.controllerVariable
        let initParameters = controllerInitParameters
        let creation = SyntaxFactory.call(
            nil, plan.controller.name, arguments: initParameters.map(SyntaxFactory.passing),
            labels: initParameters.map(\.label))
        let modifiers: [Keyword] = shape.isStatic ? [.static] : []
        // An initializer that reaches the output wires the module: the build uses that wiring rather than making a
        // second module whose presenter was handed nothing.
        let wiresItself = plan.initializerReachesOutput
        let existing = ExprSyntax(
            MemberAccessExprSyntax(
                base: SyntaxFactory.reference(controller), period: .periodToken(),
                declName: DeclReferenceExprSyntax(baseName: .identifier(names.viewOutputProperty))))
        let configureCall =
            !wiresItself
            ? SyntaxFactory.call(nil, "configure", arguments: [SyntaxFactory.reference(controller)])
            : shape.buildResult == nil
                ? ExprSyntax(
                    SequenceExprSyntax(elements: [
                        ExprSyntax(DiscardAssignmentExprSyntax()),
                        ExprSyntax(AssignmentExprSyntax(equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space))), existing,
                    ]))
                : ExprSyntax(
                    AsExprSyntax(
                        expression: existing, asKeyword: .keyword(.as, leadingTrivia: .space), questionOrExclamationMark: .exclamationMarkToken(),
                        type: shape.configureReturns.with(\.leadingTrivia, .space)))
        let handedOver = builderParameters.dropFirst(initParameters.count).map { assign(controller, $0.name, SyntaxFactory.reference($0.name)) }
        // The type is written only where inference needs it: the generic arguments.
        let made =
            screenCreation.statements(declaring: controller, of: controllerType) ?? [
                CodeBlockItemSyntax(
                    item: .decl(
                        DeclSyntax(
                            generics == nil
                                ? VariableDeclSyntax(
                                    bindingSpecifier: .keyword(.let),
                                    bindings: [
                                        PatternBindingSyntax(
                                            pattern: IdentifierPatternSyntax(identifier: .identifier(controller)),
                                            initializer: InitializerClauseSyntax(value: creation))
                                    ])
                                : SyntaxFactory.property(controller, controllerType, mutable: false, value: creation))))
            ]
        let build = SyntaxFactory.function(
            shape.buildName, [], returns: shape.buildResult?.type ?? controllerType, modifiers: modifiers,
            body: made + handedOver
                + (shape.buildResult == nil
                    ? [SyntaxFactory.statement(configureCall), returnStatement(SyntaxFactory.reference(controller))]
                    : [SyntaxFactory.letStatement("output", configureCall), returnStatement(shape.buildResult!.value)])
        )
        .with(\.signature.parameterClause, labelledParameters(builderParameters))
        .with(\.genericParameterClause, generics)
        .with(\.leadingTrivia, SyntaxFactory.docComment("Builds the module and returns its ready view controller."))

        let configure = SyntaxFactory.function(
            "configure", [Parameter(label: nil, name: controller, type: controllerType)],
            returns: shape.configureReturns, modifiers: modifiers, attributes: ["discardableResult"], body: shape.wiring
        )
        .with(\.genericParameterClause, generics)
        .with(
            \.leadingTrivia,
            SyntaxFactory.docComment("Wires a controller created elsewhere (a storyboard, an existing call site)")
                + SyntaxFactory.docComment("and returns its \(shape.outputRole).")
                + (wiresItself
                    ? SyntaxFactory.docComment(
                        "Its initializer reaches the \(shape.outputRole), which wires it: call this only for a controller not yet wired.") : []))
        let factories = plan.dependencies.filter { !$0.injected }.map { dependency -> MemberBlockItemSyntax in
            // What the creation reads from the controller's creator comes in as arguments.
            let arguments = dependency.factoryArguments.compactMap { name in
                plan.dependencies.first { $0.name == name }.map { Parameter(label: name, name: name, type: $0.type) }
            }
            return member(
                SyntaxFactory.function(
                    names.factory(dependency), arguments, returns: dependency.type, modifiers: modifiers,
                    body: [splicer.placeholder(for: dependency.factory)]
                )
                .with(\.leadingTrivia, .newlines(2)))
        }
        // Controllers are created and wired on the main actor.
        // A scene only its storyboard makes: the builder wires the controller it is given and makes none.
        let methods = screenCreation.makesController ? [member(build), member(configure)] : [member(configure)]
        let builderClass = ClassDeclSyntax(
            attributes: SyntaxFactory.mainActor,
            modifiers: [DeclModifierSyntax(name: .keyword(.final))], name: .identifier(shape.typeName),
            memberBlock: MemberBlockSyntax(members: SyntaxFactory.spaced(methods + factories)))
        let code: [any SyntaxProtocol] = plan.dependencies.flatMap(\.factory) + plan.dependencies.filter(\.injected).map(\.type)
        return file(imports(for: code, always: ["UIKit"], movedCode: true), [DeclSyntax(builderClass)], splicer: splicer)
    }

    private func labelledParameters(_ parameters: [Parameter]) -> FunctionParameterClauseSyntax {
        FunctionParameterClauseSyntax(
            parameters: FunctionParameterListSyntax(
                parameters.enumerated().map { index, parameter in
                    FunctionParameterSyntax(
                        firstName: parameter.label.map { .identifier($0) } ?? .wildcardToken(),
                        secondName: parameter.label == parameter.name ? nil : .identifier(parameter.name, leadingTrivia: .space),
                        colon: .colonToken(trailingTrivia: .space), type: parameter.type.trimmed,
                        defaultValue: parameter.defaultValue.map {
                            InitializerClauseSyntax(
                                equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space), value: $0.trimmed)
                        },
                        trailingComma: index < parameters.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
                }))
    }

    /// Arguments of the entry point: editor placeholders for what the builder's caller hands over (what has a
    /// default value may be left out).
    var entryPointArguments: String {
        builderParameters.filter { $0.defaultValue == nil }.map { parameter in
            (parameter.label.map { $0 + ": " } ?? "") + "<#" + parameter.type.trimmedText + "#>"
        }.joined(separator: ", ")
    }
}
