import SwiftSyntax
import SwiftSyntaxBuilder

/// How an architecture's view reaches its module.
struct ViewShape {
    /// What `configure(self)` and the dependency factories are called on (`MenuAssembly()`, VIP's `MenuConfigurator`).
    let builder: ExprSyntax
    /// What the view's output is, for its documentation.
    var outputRole = "presenter"
    /// The view keeps its old delegate told as the module's output (a conformance); otherwise through plain
    /// bridge methods the configurator hooks the output closures to.
    var bridgeConforms = true
    /// The protocol the data display manager sends its events to, and whether it holds it weakly.
    var adapterOutput: (type: String, weak: Bool)?
    /// What the documents call the data display manager.
    var adapterKind = "the Book's DataDisplayManager"
    /// Commands every view of the architecture has (Surf's `setupInitialState()`), with their bodies.
    var extraCommands: [FunctionDeclSyntax] = []
    /// The view always overrides `viewDidLoad()` (Surf's view reports it to the presenter).
    var requiresViewDidLoad = false
    /// Protocols the view adopts besides its input (Surf's `ModuleTransitionable`).
    var conformances: [String] = []
}

extension ModuleParts {
    // MARK: View

    /// The controller's files rewritten: the input file made thin with its view-input conformance (`finishing` is
    /// the architecture's last touch to it), then the other files extending it, under their own names beside it. A
    /// file left holding nothing of the controller is not written: the report tells to delete it.
    func viewFiles(_ shape: ViewShape, finishing: (SourceFileSyntax) -> SourceFileSyntax = { $0 }) -> [PlannedFile] {
        let rewrite = viewRewrite(shape)
        let view = PlannedFile(path: EmittedModule.viewPath(for: plan), layer: .view, syntax: finishing(rewrite.render()))
        return [view]
            + rewrite.renderExtensionFiles().compactMap { file in
                ViewRewrite.holdsCode(file.syntax)
                    ? PlannedFile(path: EmittedModule.extensionViewPath(for: plan, original: file.path), layer: .view, syntax: file.syntax) : nil
            }
    }

    private func viewRewrite(_ shape: ViewShape) -> ViewRewrite {
        let splicer = CodeSplicer()
        let substitution = TypeSubstitution(plan.viewEdits.typeSubstitutions)
        let redirect = plan.dataDisplay.map {
            DataDisplayRedirect(state: plan.viewEdits.redirectedState, listView: $0.listView, property: names.dataDisplayProperty)
        }
        let placer = EventCallPlacer(edits: plan.viewEdits, eventCall: viewEventCall)
        // The plan calls the manager by the Book's name; each architecture has its own.
        let canonical = ReferenceRename(["dataDisplayManager": names.dataDisplayProperty])
        let commands = plan.viewCommands.filter { !$0.isEmpty }.map { command -> MemberBlockItemSyntax in
            // Statements of the display code that became events (navigation in a branch) call them first.
            let body = command.body.map {
                canonical.rewrite(placer.rewrite($0, stating: "the view sends its event"), stating: "named as the view names it").cast(CodeBlockItemSyntax.self)
            }
            var function = SyntaxFactory.function(
                names.command(command), command.allParameters,
                body: body.map { substitution.rewrite($0, stating: RewriteReason.plainObjects).cast(CodeBlockItemSyntax.self) })
            if let redirect { function = redirect.rewrite(function, stating: RewriteReason.dataDisplay).cast(FunctionDeclSyntax.self) }
            function = reportingDelegateCalls(function)
            return member(function.with(\.body, CodeBlockSyntax(statements: [splicer.placeholder(for: Array(function.body?.statements ?? []))])))
        }
        let extra = shape.extraCommands.map {
            member($0.with(\.body, CodeBlockSyntax(statements: [splicer.placeholder(for: Array($0.body?.statements ?? []))])))
        }
        let conformance = SyntaxFactory.conformance(plan.controller.name, names.viewInput, extra + commands)
            .with(\.leadingTrivia, markComment(names.viewInput))
        var appendedDeclarations = [CodeBlockItemSyntax(item: .decl(DeclSyntax(conformance)))]
        appendedDeclarations += shape.conformances.map { name in
            CodeBlockItemSyntax(item: .decl(DeclSyntax(SyntaxFactory.conformance(plan.controller.name, name, []).with(\.leadingTrivia, .newlines(2)))))
        }
        appendedDeclarations += [hostConformance(plan.dataDisplay)].compactMap { $0 }
        if !plan.moduleOutputs.isEmpty {
            // The controller stays its callers' way in: as the module's default output it tells its old delegate.
            let bridge = plan.moduleOutputs.map { output -> MemberBlockItemSyntax in
                var arguments = output.parameters.map(SyntaxFactory.passing)
                if let position = output.controllerArgument {
                    arguments.insert(ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), at: min(position, arguments.count))
                }
                let base =
                    output.isCallback && !output.callbackIsOptional
                    ? SyntaxFactory.reference(output.property) : SyntaxFactory.optionalChain(output.property)
                let methodName = String(output.delegateMethod.prefix { $0 != "(" })
                // A callback is called itself: `onLogout?()`.
                let call =
                    output.isCallback
                    ? ExprSyntax(
                        FunctionCallExprSyntax(
                            calledExpression: base, leftParen: .leftParenToken(),
                            arguments: LabeledExprListSyntax(
                                arguments.enumerated().map { index, argument in
                                    LabeledExprSyntax(
                                        expression: argument, trailingComma: index < arguments.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
                                }), rightParen: .rightParenToken()))
                    : SyntaxFactory.call(base, methodName, arguments: arguments, labels: output.labels)
                return member(SyntaxFactory.function(output.name, output.parameters, body: [SyntaxFactory.statement(call)]))
            }
            let bridgeDecl =
                shape.bridgeConforms
                ? SyntaxFactory.conformance(plan.controller.name, names.moduleOutput, bridge)
                    .with(
                        \.leadingTrivia,
                        .newlines(2) + SyntaxFactory.comment(["MARK: - \(names.moduleOutput)"]) + .newline
                            + SyntaxFactory.docComment(
                                "Keeps the controller's delegate (or callbacks) told: the controller is the module's output until another is set."))
                : ExtensionDeclSyntax(extendedType: TypeText.named(plan.controller.name), memberBlock: MemberBlockSyntax(members: SyntaxFactory.spaced(bridge)))
                    .with(
                        \.leadingTrivia,
                        .newlines(2) + SyntaxFactory.comment(["MARK: - Module output"]) + .newline
                            + SyntaxFactory.docComment(
                                "Keeps the controller's delegate (or callbacks) told until a coordinator sets the module's output closures."))
            appendedDeclarations.append(CodeBlockItemSyntax(item: .decl(DeclSyntax(bridgeDecl))))
        }
        // The view's file keeps the input's style, what is added to it included.
        let appended = Array(splicer.render(SourceFileSyntax(statements: CodeBlockItemListSyntax(appendedDeclarations)), in: IndentationStyle.input).statements)
        let output = SyntaxFactory.property(
            names.viewOutputProperty, TypeText.named(names.viewOutput), modifiers: [.lazy],
            value: SyntaxFactory.call(shape.builder, "configure", arguments: [ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))])
        )
        .with(
            \.leadingTrivia,
            SyntaxFactory.docComment("The \(shape.outputRole). \(names.assembly) sets it; a controller made by a storyboard or")
                + SyntaxFactory.docComment("an existing call site wires its module on first use, so those keep working."))
        var added = [DeclSyntax(output)]
        if let display = plan.dataDisplay {
            let managerType = TypeText.named(names.dataDisplayManager)
            // The manager gets the list when its code uses it (a diffable data source is made for it).
            // The manager gets the view when it asks it for what the view keeps.
            let manager = SyntaxFactory.reference("manager")
            let setup =
                [SyntaxFactory.assignment(manager, "output", SyntaxFactory.reference(names.viewOutputProperty))]
                + (display.listViewType == nil ? [] : [SyntaxFactory.assignment(manager, display.listView, SyntaxFactory.reference(display.listView))])
                + (!display.hasHost
                    ? [] : [SyntaxFactory.assignment(manager, display.hostProperty, ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))))])
            let handOver: DeclSyntax = """
                lazy var \(raw: names.dataDisplayProperty): \(managerType) = {
                    let manager = \(managerType)()
                    \(CodeBlockItemListSyntax(setup.enumerated().map { $0 == 0 ? $1 : $1.with(\.leadingTrivia, .newline) }))
                    return manager
                }()
                """
            added.append(
                handOver
                    .with(\.leadingTrivia, SyntaxFactory.docComment("Shows the list: its data source and delegate.")))
        }
        if plan.webView != nil {
            let engineType = TypeText.named(plan.moduleName + "WebEngineImplementation")
            added.append(
                DeclSyntax("lazy var \(raw: WebEngineMatcher.engineProperty) = \(engineType)()")
                    .with(\.leadingTrivia, SyntaxFactory.docComment("The web view's presentation; the interactor loads content through it.")))
        }
        let installation = ViewRewrite.installation(plan, property: names.dataDisplayProperty)
        if !installation.isEmpty || shape.requiresViewDidLoad, !plan.controller.members.contains(where: { $0.name == "viewDidLoad()" }) {
            // No viewDidLoad to install the manager or the web engine in: one that only does that.
            let superCall = SyntaxFactory.statement(
                SyntaxFactory.call(ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.super))), "viewDidLoad", arguments: []))
            added.append(DeclSyntax(SyntaxFactory.function("viewDidLoad", [], modifiers: [.override], body: [superCall] + installation)))
        }
        if !plan.moduleInputs.isEmpty {
            let inputType = TypeText.named(names.moduleInput)
            added.append(
                DeclSyntax("var moduleInput: \(inputType)? { \(raw: names.viewOutputProperty) as? \(inputType) }")
                    .with(\.leadingTrivia, SyntaxFactory.docComment("The module's input, for the screens that configure this one.")))
        }
        var rewrite = ViewRewrite(
            plan: plan,
            eventCall: viewEventCall,
            addedMembers: added,
            appended: appended,
            injectedDefault: { SyntaxFactory.call(shape.builder, names.factory($0), arguments: []) })
        rewrite.dataDisplayProperty = names.dataDisplayProperty
        rewrite.queryCall = queryCall(on: names.viewOutputProperty)
        rewrite.askedStateCall = { index, value in
            let state = plan.askedState[index]
            return SyntaxFactory.call(
                SyntaxFactory.reference(names.viewOutputProperty), value == nil ? names.stateQuestion(state) : names.stateChange(state),
                arguments: value.map { [$0] } ?? [])
        }
        rewrite.forwardingStatement = { index in
            let input = plan.moduleInputs[index]
            return SyntaxFactory.statement(
                SyntaxFactory.call(
                    SyntaxFactory.optionalChain("moduleInput"), input.baseName,
                    arguments: input.parameters.map { SyntaxFactory.reference($0.name) },
                    labels: input.parameters.map(\.label)))
        }
        rewrite.forwardingAttribute = AttributeSyntax("@available(*, deprecated, message: \(literal: "Configure the module through \(names.moduleInput)"))")
        return rewrite
    }

    /// Delegate calls in display code become module-output events, as in the rest of the view.
    private func reportingDelegateCalls(_ function: FunctionDeclSyntax) -> FunctionDeclSyntax {
        ViewRewrite(
            plan: plan, eventCall: viewEventCall, addedMembers: [], appended: [],
            injectedDefault: { _ in SyntaxFactory.reference("nil") }
        ).reportingDelegateCalls(function)
    }

    // MARK: Data display manager

    /// The table's data source and delegate, moved from the controller with the data they show.
    func dataDisplayManager(_ shape: ViewShape) -> SourceFileSyntax {
        guard let display = plan.dataDisplay else { return "" }
        let splicer = CodeSplicer()
        var rewrite = ViewRewrite(
            plan: plan, eventCall: eventCall(on: "output"), addedMembers: [], appended: [],
            injectedDefault: { _ in SyntaxFactory.reference("nil") })
        rewrite.queryCall = queryCall(on: "output")
        // Types nested in the controller are named through it outside it (`FriendsViewController.Section`).
        // Those that moved with the list are the manager's own.
        let movedTypes = Set(display.helpers.filter { $0.kind == .nestedType }.map(\.baseName))
        let nested = plan.controller.qualifiableNestedTypeNames.subtracting(movedTypes).map { ($0, plan.controller.name + "." + $0) }
        let substitution = TypeSubstitution(plan.viewEdits.typeSubstitutions.merging(nested) { current, _ in current })
        var members: [MemberBlockItemSyntax] = [
            member(
                SyntaxFactory.property(
                    "output", TypeSyntax(ImplicitlyUnwrappedOptionalTypeSyntax(wrappedType: TypeText.named(shape.adapterOutput?.type ?? names.viewOutput))),
                    modifiers: shape.adapterOutput?.weak == true ? [.weak] : []
                )
                .with(\.leadingTrivia, SyntaxFactory.docComment("The \(shape.outputRole), for the events the list sends.")))
        ]
        if let host = hostProperty(display) { members.append(host) }
        if let listViewType = display.listViewType {
            members.append(
                member(
                    SyntaxFactory.property(
                        display.listView, TypeSyntax(ImplicitlyUnwrappedOptionalTypeSyntax(wrappedType: TypeText.named(listViewType))),
                        modifiers: [.weak]
                    )
                    .with(\.leadingTrivia, SyntaxFactory.docComment("The list it shows, handed over by the view."))))
        }
        members += display.state.map { property in
            member(
                property.observing(
                    SyntaxFactory.property(
                        property.name, substitution.rewrite(property.type, detach: true).cast(TypeSyntax.self),
                        value: property.initialValue)))
        }
        for moved in display.members + display.helpers {
            // The manager is not a view controller: what were overrides of UITableViewController are plain methods,
            // and what the view still calls is no longer private.
            var decl = substitution.rewrite(rewrite.reportingDelegateCalls(rewrite.rewriteMember(moved.declaration)), stating: RewriteReason.plainObjects)
                .cast(DeclSyntax.self)
            decl = redirectingToHost(decl, display)
            if !nested.isEmpty {
                decl = NestedTypeQualifier(owner: plan.controller.name, types: Set(nested.map(\.0)))
                    .rewrite(decl, stating: RewriteReason.plainObjects).cast(DeclSyntax.self)
            }
            if let tracking = plan.cacheTracking {
                decl = FetchedResultsAccess(controller: tracking.property, items: tracking.items).rewrite(decl, stating: RewriteReason.cacheTracker).cast(
                    DeclSyntax.self)
            }
            if let function = decl.as(FunctionDeclSyntax.self) {
                let exposed = display.calledFromView.contains(moved.baseName)
                let modifiers = function.modifiers.filter { $0.name.text != "override" && !(exposed && ["private", "fileprivate"].contains($0.name.text)) }
                decl = DeclSyntax(
                    function.with(\.modifiers, DeclModifierListSyntax(modifiers))
                        .with(\.leadingTrivia, function.leadingTrivia))
            }
            members.append(splicer.placeholder(for: decl).with(\.leadingTrivia, .newlines(2)))
        }
        if let tracking = plan.cacheTracking {
            members.append(member(cacheBatchUpdate(tracking, listView: display.listView, substitution: substitution)).with(\.leadingTrivia, .newlines(2)))
        }
        let manager = ClassDeclSyntax(
            attributes: SyntaxFactory.mainActor, modifiers: [DeclModifierSyntax(name: .keyword(.final))], name: .identifier(names.dataDisplayManager),
            inheritanceClause: InheritanceClauseSyntax(
                inheritedTypes: InheritedTypeListSyntax(
                    (["NSObject"] + display.protocols).enumerated().map { index, name in
                        InheritedTypeSyntax(
                            type: TypeText.named(name), trailingComma: index < display.protocols.count ? .commaToken(trailingTrivia: .space) : nil)
                    })),
            memberBlock: MemberBlockSyntax(members: MemberBlockItemListSyntax(members)))
        return file(
            imports(for: [], always: ["UIKit"], movedCode: true),
            [DeclSyntax(manager)] + [hostProtocol(display, substitution: substitution, splicer: splicer)].compactMap { $0 }, splicer: splicer,
            doc: SyntaxFactory.docComment("Shows \(plan.moduleName)'s list: the data source and delegate the controller had (\(shape.adapterKind))."),
            trailing: fileCopies(display.fileCopies, splicer: splicer))
    }

    /// What the controller's file keeps private, copied as written (each once): no other file sees the original.
    func fileCopies(_ declarations: [DeclSyntax], splicer: CodeSplicer) -> [CodeBlockItemSyntax] {
        var seen = Set<SyntaxIdentifier>()
        return declarations.filter { seen.insert($0.id).inserted }.map { copy in
            splicer.placeholder(for: [
                CodeBlockItemSyntax(
                    item: .decl(
                        copy.with(
                            \.leadingTrivia,
                            copy.leadingTrivia.droppingLeadingNewlines
                                + SyntaxFactory.comment(["Copied from \(plan.source.path.split(separator: "/").last ?? ""), which keeps it private to itself."])
                        )))
            ])
        }
    }

    /// Shows a cache tracker's batch: the whole list at first, then each change as the controller's
    /// fetched results delegate did, row by row.
    private func cacheBatchUpdate(_ tracking: CacheTracking, listView: String, substitution: TypeSubstitution) -> DeclSyntax {
        let batchType = substitution.rewrite(TypeText.parse("CacheTransactionBatch<\(tracking.entity)>"), detach: true).cast(TypeSyntax.self)
        return DeclSyntax(
            """
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

    /// `output.didTriggerViewReadyEvent()`: an event sent on the view's output property (or the manager's `output`).
    private var viewEventCall: (Int, [ExprSyntax]) -> ExprSyntax { eventCall(on: names.viewOutputProperty) }

    /// `output.obtainNumberOfRowsInSection(section)`: a question asked on the view's (or the manager's) output.
    private func queryCall(on property: String) -> (Int) -> ExprSyntax {
        { index in SyntaxFactory.forwardingCall(SyntaxFactory.reference(property), names.query(plan.queries[index]), plan.queries[index].parameters) }
    }

    private func eventCall(on property: String) -> (Int, [ExprSyntax]) -> ExprSyntax {
        { index, arguments in
            let event = plan.events[index]
            return SyntaxFactory.call(
                SyntaxFactory.reference(property), names.event(event), arguments: arguments,
                labels: event.parameters.enumerated().map { $0.offset == 0 ? nil : $0.element.name })
        }
    }

}
