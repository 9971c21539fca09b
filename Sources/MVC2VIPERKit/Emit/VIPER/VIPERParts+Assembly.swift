import SwiftSyntax

extension VIPERParts {
    /// The Book's manual-injection assembly: router, interactor with its dependencies, presenter, wired both ways.
    func assembly() -> SourceFileSyntax { parts.builder(assemblyShape) }

    var assemblyShape: BuilderShape {
        let controller = "viewController"
        var wiring: [CodeBlockItemSyntax] = [
            SyntaxFactory.letStatement("router", SyntaxFactory.call(nil, names.router, arguments: [])),
            parts.assign("router", "transitionHandler", SyntaxFactory.reference(controller)),
            SyntaxFactory.letStatement(
                "interactor",
                SyntaxFactory.call(
                    nil, names.interactor,
                    arguments: parts.modelDependencies.map { parts.dependencyValue($0, controller: controller) },
                    labels: parts.modelDependencies.map(\.name))),
            SyntaxFactory.letStatement(
                "presenter",
                SyntaxFactory.call(
                    nil, names.presenter, arguments: [SyntaxFactory.reference("interactor"), SyntaxFactory.reference("router")],
                    labels: ["interactor", "router"])),
            parts.assign("presenter", "view", SyntaxFactory.reference(controller)),
            parts.assign("interactor", "output", SyntaxFactory.reference("presenter")),
            parts.assign(controller, "output", SyntaxFactory.reference("presenter")),
        ]
        wiring += parts.viewDependencyWiring(controller: controller)
        if !parts.plan.moduleOutputs.isEmpty {
            wiring.append(parts.assign("presenter", "moduleOutput", SyntaxFactory.reference(controller)))
        }
        wiring.append(parts.returnStatement(SyntaxFactory.reference("presenter")))
        return BuilderShape(typeName: names.assembly, buildName: "assembleModule", configureReturns: TypeText.named(names.viewOutput), wiring: wiring)
    }

    /// The Book's tests: the assembly, the view, the presenter between spies, the interactor, the router.
    var testShape: TestShape {
        let moduleOutput = parts.plan.moduleOutputs.isEmpty ? [] : [(property: "moduleOutput", protocolName: names.moduleOutput)]
        return TestShape(
            builder: assemblyShape,
            documents: [
                (.builder, names.assembly + "Tests"), (.view, names.controller + "Tests"), (.logic, names.presenter + "Tests"),
                (.model, names.interactor + "Tests"), (.router, names.router + "Tests"),
            ],
            logic: TestShape.Subject(
                local: "presenter", type: names.presenter, spies: [("view", names.viewInput)] + moduleOutput,
                initializerSpies: [("interactor", names.interactorInput), ("router", names.routerInput)],
                resultsProtocol: names.interactorOutput),
            model: TestShape.Subject(
                local: "interactor", type: names.interactor, spies: [("output", names.interactorOutput)],
                requestsProtocol: names.interactorInput, mapsEntities: true),
            router: (names.router, "transitionHandler"),
            viewOutput: ("output", names.viewOutput))
    }
}
