import SwiftSyntax
import SwiftSyntaxBuilder

extension VIPERParts {
    // MARK: View

    /// The input file with the controller made thin, plus its view-input conformance.
    func view() -> String {
        let splicer = CodeSplicer()
        let substitution = TypeSubstitution(plan.viewEdits.typeSubstitutions)
        let redirect = plan.dataDisplay.map { DataDisplayRedirect(state: plan.viewEdits.redirectedState, listView: $0.listView, property: "dataDisplayManager") }
        let placer = EventCallPlacer(edits: plan.viewEdits, eventCall: viewEventCall)
        let commands = plan.viewCommands.filter { !$0.isEmpty }.map { command -> MemberBlockItemSyntax in
            // Statements of the display code that became events (navigation in a branch) call them first.
            let body = command.body.map { placer.rewrite($0, detach: true).cast(CodeBlockItemSyntax.self) }
            var function = SyntaxFactory.function(names.command(command), command.allParameters,
                                                  body: body.map { substitution.rewrite($0, detach: true).cast(CodeBlockItemSyntax.self) })
            if let redirect { function = redirect.rewrite(function, detach: true).cast(FunctionDeclSyntax.self) }
            function = reportingDelegateCalls(function)
            return member(function.with(\.body, CodeBlockSyntax(statements: [splicer.placeholder(for: Array(function.body?.statements ?? []))])))
        }
        let conformance = SyntaxFactory.conformance(plan.controller.name, names.viewInput, commands)
            .with(\.leadingTrivia, markComment(names.viewInput))
        var appendedDeclarations = [CodeBlockItemSyntax(item: .decl(DeclSyntax(conformance)))]
        if !plan.moduleOutputs.isEmpty {
            // The controller stays its callers' way in: as the module's default output it tells its old delegate.
            let bridge = plan.moduleOutputs.map { output -> MemberBlockItemSyntax in
                var arguments = output.parameters.map { SyntaxFactory.reference($0.name) }
                if let position = output.controllerArgument {
                    arguments.insert(ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), at: min(position, arguments.count))
                }
                let base = SyntaxFactory.optionalChain(output.property)
                let methodName = String(output.delegateMethod.prefix { $0 != "(" })
                // A callback is called itself: `onLogout?()`.
                let call = output.isCallback
                    ? ExprSyntax(FunctionCallExprSyntax(calledExpression: base, leftParen: .leftParenToken(),
                                                        arguments: LabeledExprListSyntax(arguments.enumerated().map { index, argument in
                                                            LabeledExprSyntax(expression: argument, trailingComma: index < arguments.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
                                                        }), rightParen: .rightParenToken()))
                    : SyntaxFactory.call(base, methodName, arguments: arguments, labels: output.labels)
                return member(SyntaxFactory.function(output.name, output.parameters, body: [SyntaxFactory.statement(call)]))
            }
            appendedDeclarations.append(CodeBlockItemSyntax(item: .decl(DeclSyntax(
                SyntaxFactory.conformance(plan.controller.name, names.moduleOutput, bridge)
                    .with(\.leadingTrivia, .newlines(2) + SyntaxFactory.comment(["MARK: - \(names.moduleOutput)"]) + .newline
                          + SyntaxFactory.docComment("Keeps the controller's delegate (or callbacks) told: the controller is the module's output until another is set."))))))
        }
        let appended = splicer.render(SourceFileSyntax(statements: CodeBlockItemListSyntax(appendedDeclarations)))
        let output = SyntaxFactory.property("output", TypeText.named(names.viewOutput), modifiers: [.lazy],
                                            value: SyntaxFactory.call(assemblyInstance, "configure", arguments: [ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))]))
            .with(\.leadingTrivia, SyntaxFactory.docComment("The presenter. \(names.assembly) sets it; a controller made by a storyboard or")
                  + SyntaxFactory.docComment("an existing call site wires its module on first use, so those keep working."))
        var added = [DeclSyntax(output)]
        if let display = plan.dataDisplay {
            let managerType = TypeText.named(names.dataDisplayManager)
            // The manager gets the list when its code uses it (a diffable data source is made for it).
            let handOver: DeclSyntax = display.listViewType == nil ? """
                lazy var dataDisplayManager: \(managerType) = {
                    let manager = \(managerType)()
                    manager.output = output
                    return manager
                }()
                """ : """
                lazy var dataDisplayManager: \(managerType) = {
                    let manager = \(managerType)()
                    manager.output = output
                    manager.\(raw: display.listView) = \(raw: display.listView)
                    return manager
                }()
                """
            added.append(handOver
                .with(\.leadingTrivia, SyntaxFactory.docComment("Shows the list: its data source and delegate.")))
        }
        if plan.webView != nil {
            let engineType = TypeText.named(plan.moduleName + "WebEngineImplementation")
            added.append(DeclSyntax("lazy var \(raw: WebEngineMatcher.engineProperty) = \(engineType)()")
                .with(\.leadingTrivia, SyntaxFactory.docComment("The web view's presentation; the interactor loads content through it.")))
        }
        let installation = ViewRewrite.installation(plan, property: "dataDisplayManager")
        if !installation.isEmpty, !plan.controller.members.contains(where: { $0.name == "viewDidLoad()" }) {
            // No viewDidLoad to install the manager or the web engine in: one that only does that.
            let superCall = SyntaxFactory.statement(SyntaxFactory.call(ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.super))), "viewDidLoad", arguments: []))
            added.append(DeclSyntax(SyntaxFactory.function("viewDidLoad", [], modifiers: [.override], body: [superCall] + installation)))
        }
        if !plan.moduleInputs.isEmpty {
            let inputType = TypeText.named(names.moduleInput)
            added.append(DeclSyntax("var moduleInput: \(inputType)? { output as? \(inputType) }")
                .with(\.leadingTrivia, SyntaxFactory.docComment("The module's input, for the screens that configure this one.")))
        }
        var rewrite = ViewRewrite(
            plan: plan,
            eventCall: viewEventCall,
            addedMembers: added,
            appendedCode: appended,
            injectedDefault: { SyntaxFactory.call(assemblyInstance, names.factory($0), arguments: []) })
        rewrite.forwardingStatement = { index in
            let input = plan.moduleInputs[index]
            return SyntaxFactory.statement(SyntaxFactory.call(SyntaxFactory.optionalChain("moduleInput"), input.baseName,
                                                              arguments: input.parameters.map { SyntaxFactory.reference($0.name) },
                                                              labels: input.parameters.map(\.label)))
        }
        rewrite.forwardingAttribute = AttributeSyntax("@available(*, deprecated, message: \(literal: "Configure the module through \(names.moduleInput)"))")
        return rewrite.render()
    }

    /// Delegate calls in display code become module-output events, as in the rest of the view.
    private func reportingDelegateCalls(_ function: FunctionDeclSyntax) -> FunctionDeclSyntax {
        ViewRewrite(plan: plan, eventCall: viewEventCall, addedMembers: [], appendedCode: "",
                    injectedDefault: { _ in SyntaxFactory.reference("nil") }).reportingDelegateCalls(function)
    }

    private var assemblyInstance: ExprSyntax { SyntaxFactory.call(nil, names.assembly, arguments: []) }

    // MARK: Data display manager

    /// The table's data source and delegate, moved from the controller with the data they show.
    func dataDisplayManager() -> String {
        guard let display = plan.dataDisplay else { return "" }
        let splicer = CodeSplicer()
        let rewrite = ViewRewrite(plan: plan, eventCall: viewEventCall, addedMembers: [], appendedCode: "",
                                  injectedDefault: { _ in SyntaxFactory.reference("nil") })
        // Types nested in the controller are named through it outside it (`FriendsViewController.Section`).
        let nested = plan.controller.declaration.genericParameterClause == nil
            ? plan.controller.nestedTypeNames.map { ($0, plan.controller.name + "." + $0) } : []
        let substitution = TypeSubstitution(plan.viewEdits.typeSubstitutions.merging(nested) { current, _ in current })
        var members: [MemberBlockItemSyntax] = [
            member(SyntaxFactory.property("output", TypeSyntax(ImplicitlyUnwrappedOptionalTypeSyntax(wrappedType: TypeText.named(names.viewOutput))))
                .with(\.leadingTrivia, SyntaxFactory.docComment("The presenter, for the events the list sends."))),
        ]
        if let listViewType = display.listViewType {
            members.append(member(SyntaxFactory.property(display.listView, TypeSyntax(ImplicitlyUnwrappedOptionalTypeSyntax(wrappedType: TypeText.named(listViewType))),
                                                         modifiers: [.weak])
                .with(\.leadingTrivia, SyntaxFactory.docComment("The list it shows, handed over by the view."))))
        }
        members += display.state.map { property in
            member(SyntaxFactory.property(property.name, substitution.rewrite(property.type, detach: true).cast(TypeSyntax.self), value: property.initialValue))
        }
        for moved in display.members + display.helpers {
            // The manager is not a view controller: what were overrides of UITableViewController are plain methods,
            // and what the view still calls is no longer private.
            var decl = substitution.rewrite(rewrite.reportingDelegateCalls(rewrite.rewriteMember(moved.declaration)), detach: true).cast(DeclSyntax.self)
            if let tracking = plan.cacheTracking {
                decl = FetchedResultsAccess(controller: tracking.property, items: tracking.items).rewrite(decl, detach: true).cast(DeclSyntax.self)
            }
            if let function = decl.as(FunctionDeclSyntax.self) {
                let exposed = display.calledFromView.contains(moved.baseName)
                let modifiers = function.modifiers.filter { $0.name.text != "override" && !(exposed && ["private", "fileprivate"].contains($0.name.text)) }
                decl = DeclSyntax(function.with(\.modifiers, DeclModifierListSyntax(modifiers))
                    .with(\.leadingTrivia, function.leadingTrivia))
            }
            members.append(splicer.placeholder(for: decl).with(\.leadingTrivia, .newlines(2)))
        }
        if let tracking = plan.cacheTracking {
            members.append(member(cacheBatchUpdate(tracking, listView: display.listView, substitution: substitution)).with(\.leadingTrivia, .newlines(2)))
        }
        let manager = ClassDeclSyntax(
            modifiers: [DeclModifierSyntax(name: .keyword(.final))], name: .identifier(names.dataDisplayManager),
            inheritanceClause: InheritanceClauseSyntax(inheritedTypes: InheritedTypeListSyntax((["NSObject"] + display.protocols).enumerated().map { index, name in
                InheritedTypeSyntax(type: TypeText.named(name), trailingComma: index < display.protocols.count ? .commaToken(trailingTrivia: .space) : nil)
            })),
            memberBlock: MemberBlockSyntax(members: MemberBlockItemListSyntax(members)))
        return file(imports(for: [], always: ["UIKit"], movedCode: true), [DeclSyntax(manager)], splicer: splicer,
                    doc: SyntaxFactory.docComment("Shows \(plan.moduleName)'s list: the data source and delegate the controller had (the Book's DataDisplayManager)."))
    }

    /// Shows a cache tracker's batch: the whole list at first, then each change as the controller's
    /// fetched results delegate did, row by row.
    private func cacheBatchUpdate(_ tracking: CacheTracking, listView: String, substitution: TypeSubstitution) -> DeclSyntax {
        let batchType = substitution.rewrite(TypeText.parse("CacheTransactionBatch<\(tracking.entity)>"), detach: true).cast(TypeSyntax.self)
        return DeclSyntax("""
            /// Shows a batch from the cache tracker: everything at first, then each change row by row.
            func update(with batch: \(batchType)) {
                \(raw: tracking.items) = batch.objects
                guard !batch.isCurrentCache else {
                    \(raw: listView).reloadData()
                    return
                }
                \(raw: listView).beginUpdates()
                for transaction in batch.transactions {
                    switch transaction.changeType {
                    case .insert:
                        if let indexPath = transaction.updatedIndexPath {
                            \(raw: listView).insertRows(at: [indexPath], with: .automatic)
                        }
                    case .delete:
                        if let indexPath = transaction.oldIndexPath {
                            \(raw: listView).deleteRows(at: [indexPath], with: .automatic)
                        }
                    case .update:
                        if let indexPath = transaction.oldIndexPath {
                            \(raw: listView).reloadRows(at: [indexPath], with: .automatic)
                        }
                    case .move:
                        if let from = transaction.oldIndexPath, let to = transaction.updatedIndexPath {
                            \(raw: listView).moveRow(at: from, to: to)
                        }
                    }
                }
                \(raw: listView).endUpdates()
            }
            """)
    }

    private var viewEventCall: (Int, [ExprSyntax]) -> ExprSyntax {
        { index, arguments in
            let event = plan.events[index]
            return SyntaxFactory.call(SyntaxFactory.reference("output"), names.event(event), arguments: arguments,
                                      labels: event.parameters.enumerated().map { $0.offset == 0 ? nil : $0.element.name })
        }
    }

    // MARK: Assembly

    /// The controller's own designated initializer, if it declares one the assembly can call.
    var controllerInitializer: MemberModel? {
        plan.controller.members.first { member in
            member.kind == .initializer && !member.name.hasPrefix("init(coder:") && member.name != "init(nibName:bundle:)"
        }
    }

    func assembly() -> String {
        let splicer = CodeSplicer()
        // A generic controller (`ListViewController<Item>`) gets generic assembly methods.
        let generics = plan.controller.declaration.genericParameterClause?.trimmed
        let controllerType = generics.map { clause in
            TypeText.parse(plan.controller.name + "<" + clause.parameters.map(\.name.text).joined(separator: ", ") + ">")
        } ?? TypeText.named(plan.controller.name)
        let initParameters = controllerInitializer?.parameters.map { Parameter(label: $0.label, name: $0.name, type: $0.type) } ?? []
        let creation = SyntaxFactory.call(nil, plan.controller.name, arguments: initParameters.map { SyntaxFactory.reference($0.name) },
                                          labels: initParameters.map(\.label))
        let assemble = SyntaxFactory.function("assembleModule", [], returns: controllerType, body: [
            // The type is written only where inference needs it: the generic arguments.
            CodeBlockItemSyntax(item: .decl(DeclSyntax(generics == nil
                ? VariableDeclSyntax(bindingSpecifier: .keyword(.let), bindings: [PatternBindingSyntax(
                    pattern: IdentifierPatternSyntax(identifier: .identifier("viewController")), initializer: InitializerClauseSyntax(value: creation))])
                : SyntaxFactory.property("viewController", controllerType, mutable: false, value: creation)))),
            SyntaxFactory.statement(SyntaxFactory.call(nil, "configure", arguments: [SyntaxFactory.reference("viewController")])),
            CodeBlockItemSyntax(item: .stmt(StmtSyntax(ReturnStmtSyntax(expression: SyntaxFactory.reference("viewController"))))),
        ])
        .with(\.signature.parameterClause, labelledParameters(initParameters))
        .with(\.genericParameterClause, generics)
        .with(\.leadingTrivia, SyntaxFactory.docComment("Builds the module and returns its ready view controller."))

        func assign(_ target: String, _ property: String, _ value: ExprSyntax) -> CodeBlockItemSyntax {
            SyntaxFactory.statement(ExprSyntax(SequenceExprSyntax(elements: [
                ExprSyntax(MemberAccessExprSyntax(base: SyntaxFactory.reference(target), period: .periodToken(),
                                                  declName: DeclReferenceExprSyntax(baseName: .identifier(property)))),
                ExprSyntax(AssignmentExprSyntax(equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space))),
                value,
            ])))
        }
        // An injected dependency is the one the controller's creator gave it; others are made here.
        let fromController = { (name: String) -> ExprSyntax in
            ExprSyntax(MemberAccessExprSyntax(base: SyntaxFactory.reference("viewController"), period: .periodToken(),
                                              declName: DeclReferenceExprSyntax(baseName: .identifier(name))))
        }
        // One instance per dependency: what the view also uses (a service whose delegate it is) is the view's own.
        let factoryCall = { (dependency: Dependency) -> ExprSyntax in
            dependency.injected || dependency.owners.contains(.view)
                ? fromController(dependency.name)
                : SyntaxFactory.call(nil, names.factory(dependency), arguments: dependency.factoryArguments.map(fromController),
                                     labels: dependency.factoryArguments)
        }
        var wiring: [CodeBlockItemSyntax] = [
            SyntaxFactory.letStatement("router", SyntaxFactory.call(nil, names.router, arguments: [])),
            assign("router", "transitionHandler", SyntaxFactory.reference("viewController")),
            SyntaxFactory.letStatement("interactor", SyntaxFactory.call(nil, names.interactor, arguments: interactorDependencies.map(factoryCall),
                                                          labels: interactorDependencies.map(\.name))),
            SyntaxFactory.letStatement("presenter", SyntaxFactory.call(nil, names.presenter, arguments: [SyntaxFactory.reference("interactor"), SyntaxFactory.reference("router")],
                                                         labels: ["interactor", "router"])),
            assign("presenter", "view", SyntaxFactory.reference("viewController")),
            assign("interactor", "output", SyntaxFactory.reference("presenter")),
            assign("viewController", "output", SyntaxFactory.reference("presenter")),
        ]
        wiring += plan.dependencies.filter { $0.owners == [.view] && !$0.injected }.map { dependency in
            assign("viewController", dependency.name, SyntaxFactory.call(nil, names.factory(dependency), arguments: dependency.factoryArguments.map(fromController),
                                                                          labels: dependency.factoryArguments))
        }
        if !plan.moduleOutputs.isEmpty {
            wiring.append(assign("presenter", "moduleOutput", SyntaxFactory.reference("viewController")))
        }
        wiring.append(CodeBlockItemSyntax(item: .stmt(StmtSyntax(ReturnStmtSyntax(expression: SyntaxFactory.reference("presenter"))))))
        let configure = SyntaxFactory.function("configure", [Parameter(label: nil, name: "viewController", type: controllerType)],
                                               returns: TypeText.named(names.viewOutput), attributes: ["discardableResult"], body: wiring)
            .with(\.genericParameterClause, generics)
            .with(\.leadingTrivia, SyntaxFactory.docComment("Wires a controller created elsewhere (a storyboard, an existing call site)")
                  + SyntaxFactory.docComment("and returns its presenter."))
        let factories = plan.dependencies.filter { !$0.injected }.map { dependency -> MemberBlockItemSyntax in
            // What the creation reads from the controller's creator comes in as arguments.
            let arguments = dependency.factoryArguments.compactMap { name in
                plan.dependencies.first { $0.name == name }.map { Parameter(label: name, name: name, type: $0.type) }
            }
            return member(SyntaxFactory.function(names.factory(dependency), arguments, returns: dependency.type,
                                          body: [splicer.placeholder(for: dependency.factory)])
                .with(\.leadingTrivia, .newlines(2)))
        }
        // A controller isolated to the main actor is wired from there too.
        let mainActor = plan.controller.declaration.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }
        let assemblyClass = ClassDeclSyntax(
            attributes: mainActor ? [.attribute(AttributeSyntax(attributeName: TypeText.named("MainActor")).with(\.trailingTrivia, .newline))] : [],
            modifiers: [DeclModifierSyntax(name: .keyword(.final))], name: .identifier(names.assembly),
            memberBlock: MemberBlockSyntax(members: SyntaxFactory.spaced([member(assemble), member(configure)] + factories)))
        let code: [any SyntaxProtocol] = plan.dependencies.flatMap(\.factory) + plan.dependencies.filter(\.injected).map(\.type)
        return file(imports(for: code, always: ["UIKit"], movedCode: true), [DeclSyntax(assemblyClass)], splicer: splicer)
    }

    private func labelledParameters(_ parameters: [Parameter]) -> FunctionParameterClauseSyntax {
        FunctionParameterClauseSyntax(parameters: FunctionParameterListSyntax(parameters.enumerated().map { index, parameter in
            FunctionParameterSyntax(firstName: parameter.label.map { .identifier($0) } ?? .wildcardToken(),
                                    secondName: parameter.label == parameter.name ? nil : .identifier(parameter.name, leadingTrivia: .space),
                                    colon: .colonToken(trailingTrivia: .space), type: parameter.type.trimmed,
                                    trailingComma: index < parameters.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
        }))
    }

    /// Arguments of the entry point: editor placeholders for the controller initializer's parameters.
    var entryPointArguments: String {
        (controllerInitializer?.parameters ?? []).map { parameter in
            (parameter.label.map { $0 + ": " } ?? "") + "<#" + parameter.type.trimmedDescription + "#>"
        }.joined(separator: ", ")
    }
}
