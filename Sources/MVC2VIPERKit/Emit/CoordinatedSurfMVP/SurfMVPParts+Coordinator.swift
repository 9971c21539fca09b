import SwiftSyntax

extension SurfMVPParts {
    /// The flow coordinator: `start()` shows the module and sets its output closures, each route is a
    /// method holding the controller's navigation code, and leaving the module finishes the flow.
    func coordinator() -> SourceFileSyntax {
        let splicer = CodeSplicer()
        let builderParameters = parts.builderParameters
        let navigation = Parameter(label: "navigationController", name: "navigationController", type: TypeText.named("UINavigationController"))
        var members: [MemberBlockItemSyntax] = [
            member(
                SyntaxFactory.property("finishFlow", TypeText.parse("(() -> Void)?"))
                    .with(\.leadingTrivia, SyntaxFactory.docComment("Called when the module closes; whoever started the flow releases the coordinator then."))),
            member(
                SyntaxFactory.property("navigationController", TypeText.named("UINavigationController"), mutable: false, modifiers: [.private])
                    .with(\.leadingTrivia, .newlines(2))),
            member(
                SyntaxFactory.property("view", TypeText.optional(TypeText.named("UIViewController")), modifiers: [.private, .weak])
                    .with(\.leadingTrivia, SyntaxFactory.docComment("The module's view, which the flow's transitions start from."))),
        ]
        // A scene only its storyboard makes is handed over made; the flow wires it.
        let screen = parts.screenCreation.makesController ? nil : Parameter(label: "screen", name: "screen", type: parts.controllerType)
        members += ([screen].compactMap { $0 } + builderParameters).map {
            member(SyntaxFactory.property($0.name, $0.type, mutable: false, modifiers: [.private]))
        }
        members.append(
            member(
                SyntaxFactory.property("childCoordinators", TypeText.parse("[FlowCoordinator]"), modifiers: [.private], value: ExprSyntax("[]"))
                    .with(\.leadingTrivia, SyntaxFactory.docComment("Flows this one started, kept alive until they finish."))))
        let stored = ([navigation] + [screen].compactMap { $0 } + builderParameters).map { ($0.name, $0.type.trimmedText) }
        members.append(member(parts.initializer(stored).with(\.leadingTrivia, .newlines(2))))

        // Output closures hold the coordinator weakly: the module must not keep its coordinator alive.
        let build = SyntaxFactory.call(
            SyntaxFactory.call(nil, names.assembly, arguments: []), "configure",
            arguments: builderParameters.map(SyntaxFactory.passing), labels: builderParameters.map(\.label))
        // A generic controller's coordinator is generic too; the module's type says which controller to build.
        let generics = plan.controller.declaration.genericParameterClause?.trimmed
        let moduleType = TypeText.parse("(view: \(parts.controllerType.trimmedText), output: \(names.moduleOutput))")
        var start: [CodeBlockItemSyntax] = [
            generics == nil
                ? SyntaxFactory.letStatement("module", build)
                : CodeBlockItemSyntax(item: .decl(DeclSyntax(SyntaxFactory.property("module", moduleType, mutable: false, value: build))))
        ]
        if screen != nil {
            let wired = SyntaxFactory.call(SyntaxFactory.call(nil, names.assembly, arguments: []), "configure", arguments: [SyntaxFactory.reference("screen")])
            start =
                builderParameters.map { parts.assign("screen", $0.name, SyntaxFactory.reference($0.name)) }
                + [SyntaxFactory.letStatement("module", "(view: screen, output: \(wired))")]
        }
        for route in plan.routes {
            let values = route.parameters.map(\.name) + route.callbacks.map(\.name)
            let call = SyntaxFactory.call(
                SyntaxFactory.optionalChain("self"), names.route(route), arguments: values.map(SyntaxFactory.reference),
                labels: route.parameters.enumerated().map { $0.offset == 0 ? nil : $0.element.name } + route.callbacks.map(\.name))
            let closure: ExprSyntax = "{ [weak self] \(raw: values.isEmpty ? "" : values.joined(separator: ", ") + " ")in \(call) }"
            start.append(parts.assign("module.output", Self.outputClosure(route), closure))
        }
        start += [
            parts.assign("self", "view", SyntaxFactory.reference("module.view")),
            SyntaxFactory.statement(
                SyntaxFactory.call(
                    SyntaxFactory.reference("navigationController"), "pushViewController",
                    arguments: [SyntaxFactory.reference("module.view"), ExprSyntax("!navigationController.viewControllers.isEmpty")],
                    labels: [nil, "animated"])),
        ]
        members.append(
            member(
                SyntaxFactory.function("start", [], body: start)
                    .with(\.leadingTrivia, .newlines(2) + SyntaxFactory.docComment("Shows the module on the navigation stack and takes over its navigation."))))
        // The document's capture: the child is held by this flow only, and its closure holds neither.
        let startChild: DeclSyntax = """
            /// Starts a child flow and keeps it until it finishes.
            func startChild(_ coordinator: FlowCoordinator) {
                coordinator.finishFlow = { [weak self, weak coordinator] in
                    self?.childCoordinators.removeAll { $0 === coordinator }
                }
                childCoordinators.append(coordinator)
                coordinator.start()
            }
            """
        // Spliced as written: the document's capture list reads best on its own line.
        members.append(splicer.placeholder(for: startChild).with(\.leadingTrivia, .newlines(2)))

        // Leaving the module ends the flow.
        let finish = SyntaxFactory.statement(parts.optionalCall("finishFlow", []))
        let routes = parts.routeMethods(handler: "view", splicer: splicer, modifiers: [.private]).enumerated().map { index, method -> MemberBlockItemSyntax in
            // Closing a screen the module presented (an image picker) does not end the flow.
            guard plan.routes[index].closesThisModule, var function = method.decl.as(FunctionDeclSyntax.self) else { return method }
            function.body?.statements.append(finish)
            return member(function)
        }
        let coordinatorClass = ClassDeclSyntax(
            attributes: SyntaxFactory.mainActor, modifiers: [DeclModifierSyntax(name: .keyword(.final))], name: .identifier(names.coordinator),
            genericParameterClause: generics,
            inheritanceClause: InheritanceClauseSyntax(inheritedTypes: [InheritedTypeSyntax(type: TypeText.named("FlowCoordinator"))]),
            memberBlock: MemberBlockSyntax(members: MemberBlockItemListSyntax(members)))
        var declarations = [DeclSyntax(coordinatorClass)]
        if !routes.isEmpty {
            declarations.append(
                DeclSyntax(
                    ExtensionDeclSyntax(extendedType: TypeText.named(names.coordinator), memberBlock: MemberBlockSyntax(members: SyntaxFactory.spaced(routes)))
                        .with(\.leadingTrivia, parts.markComment("Navigation"))))
        }
        return parts.file(
            parts.imports(for: [], always: ["UIKit"], movedCode: true), declarations, splicer: splicer, doc: coordinatorDoc,
            trailing: parts.fileCopies(parts.plan.routes.flatMap(\.fileCopies), splicer: splicer))
    }

    /// How a parent flow runs this one, after the document: `finishFlow` captures the parent and the
    /// coordinator weakly, or the coordinator would hold itself.
    private var coordinatorDoc: Trivia {
        let lines = [
            "Runs the \(plan.moduleName) flow: shows the module and performs the navigation its outputs ask for.",
            "A parent flow starts it, and releases it when `finishFlow` says the flow is over:",
            "",
            "    startChild(\(names.coordinator)(navigationController: navigationController))",
        ]
        return Trivia(pieces: lines.flatMap { [TriviaPiece.docLineComment($0.isEmpty ? "///" : "/// " + $0), .newlines(1)] })
    }
}
