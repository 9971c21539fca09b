import SwiftSyntax

extension VIPERParts {
    /// The Book's manual-injection assembly: router, interactor with its dependencies, presenter, wired both ways.
    func assembly() -> String {
        let controller = "viewController"
        var wiring: [CodeBlockItemSyntax] = [
            SyntaxFactory.letStatement("router", SyntaxFactory.call(nil, names.router, arguments: [])),
            parts.assign("router", "transitionHandler", SyntaxFactory.reference(controller)),
            SyntaxFactory.letStatement("interactor", SyntaxFactory.call(nil, names.interactor,
                                                                        arguments: parts.modelDependencies.map { parts.dependencyValue($0, controller: controller) },
                                                                        labels: parts.modelDependencies.map(\.name))),
            SyntaxFactory.letStatement("presenter", SyntaxFactory.call(nil, names.presenter, arguments: [SyntaxFactory.reference("interactor"), SyntaxFactory.reference("router")],
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
        return parts.builder(BuilderShape(typeName: names.assembly, buildName: "assembleModule", configureReturns: TypeText.named(names.viewOutput), wiring: wiring))
    }
}
