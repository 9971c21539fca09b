import SwiftSyntax

/// The Book of VIPER's own parts: the interactor's protocols, the presenter between view,
/// interactor and router, the interactor, the router and the assembly's wiring.
struct VIPERParts {
    let parts: ModuleParts
    let names: VIPERNames

    init(plan: MigrationPlan) {
        names = VIPERNames(module: plan.moduleName, controller: plan.controller.name, viewNames: plan.viewNames)
        parts = ModuleParts(plan: plan, names: names)
    }

    private var plan: MigrationPlan { parts.plan }
    private func member(_ decl: some DeclSyntaxProtocol) -> MemberBlockItemSyntax { MemberBlockItemSyntax(decl: decl) }

    func interactorInput() -> SourceFileSyntax { parts.requestProtocol(names.interactorInput) }

    func interactorOutput() -> SourceFileSyntax { parts.resultProtocol(names.interactorOutput) }

    func presenter() -> SourceFileSyntax {
        let splicer = CodeSplicer()
        let presenterClass = ClassDeclSyntax(
            attributes: SyntaxFactory.mainActor, modifiers: [DeclModifierSyntax(name: .keyword(.final))], name: .identifier(names.presenter),
            memberBlock: MemberBlockSyntax(
                members: MemberBlockItemListSyntax(
                    [
                        member(SyntaxFactory.property("view", TypeText.optional(TypeText.named(names.viewInput)), modifiers: [.weak])),
                        member(SyntaxFactory.property("interactor", TypeText.named(names.interactorInput), mutable: false)),
                        member(SyntaxFactory.property("router", TypeText.named(names.routerInput), mutable: false)),
                    ]
                        + (plan.moduleOutputs.isEmpty
                            ? []
                            : [
                                member(SyntaxFactory.property("moduleOutput", TypeText.optional(TypeText.named(names.moduleOutput)), modifiers: [.weak]))
                            ]) + parts.privateState(plan.presenterState) + [
                            member(
                                parts.initializer([("interactor", names.interactorInput), ("router", names.routerInput)]).with(\.leadingTrivia, .newlines(2)))
                        ])))
        var declarations = [
            DeclSyntax(presenterClass),
            DeclSyntax(
                SyntaxFactory.conformance(names.presenter, names.viewOutput, parts.eventMethods(splicer: splicer))
                    .with(\.leadingTrivia, parts.markComment(names.viewOutput))),
            DeclSyntax(
                SyntaxFactory.conformance(names.presenter, names.interactorOutput, parts.resultMethods(splicer: splicer))
                    .with(\.leadingTrivia, parts.markComment(names.interactorOutput))),
        ]
        let moduleInputs = parts.moduleInputMethods(splicer: splicer)
        if !moduleInputs.isEmpty {
            declarations.append(
                DeclSyntax(
                    SyntaxFactory.conformance(names.presenter, names.moduleInput, moduleInputs)
                        .with(\.leadingTrivia, parts.markComment(names.moduleInput))))
        }
        return parts.file(
            parts.imports(for: plan.events.flatMap { $0.parameters.map(\.type) }, movedCode: parts.dispatchesRoutes), declarations, splicer: splicer)
    }

    func interactor() -> SourceFileSyntax { parts.modelObjectFile(names.interactor, input: names.interactorInput, output: names.interactorOutput) }

    func router() -> SourceFileSyntax {
        parts.router(
            names.router, conforming: names.routerInput, handler: "transitionHandler", handlerType: "UIViewController",
            handlerDoc: "The screen this module's transitions start from.")
    }
}
