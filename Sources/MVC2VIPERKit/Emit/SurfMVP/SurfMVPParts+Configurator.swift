import SwiftSyntax

/// Surf MVP's configurator, which builds the module and wires its parts, and the tests Surf's documents list.
extension SurfMVPParts {
    /// Surf's configurator: no protocol; `configure()` returns the configured view controller.
    func configurator() -> SourceFileSyntax { parts.builder(configuratorShape) }

    var configuratorShape: BuilderShape {
        let view = "view"
        var wiring = configuratorMakesPresenter(controller: view)
        if !coordinated {
            wiring += [
                SyntaxFactory.letStatement("router", SyntaxFactory.call(nil, names.router, arguments: [])),
                parts.assign("presenter", "view", SyntaxFactory.reference(view)),
                parts.assign("presenter", "router", SyntaxFactory.reference("router")),
                parts.assign("router", "view", SyntaxFactory.reference(view)),
            ]
            if !plan.moduleOutputs.isEmpty { wiring.append(parts.assign("presenter", "output", SyntaxFactory.reference(view))) }
        } else {
            wiring.append(parts.assign("presenter", "view", SyntaxFactory.reference(view)))
            // Until a coordinator sets them, the outputs keep the controller's old delegate told.
            for output in plan.moduleOutputs {
                let arguments = output.parameters.map(\.name)
                let call = SyntaxFactory.forwardingCall(SyntaxFactory.optionalChain(view), output.name, output.parameters)
                let closure: ExprSyntax = "{ [weak \(raw: view)] \(raw: arguments.isEmpty ? "" : arguments.joined(separator: ", ") + " ")in \(call) }"
                wiring.append(parts.assign("presenter", ModuleParts.closureName(output.name), closure))
            }
        }
        wiring += configuratorWiresService
        wiring.append(parts.assign(view, names.viewOutputProperty, SyntaxFactory.reference("presenter")))
        wiring += parts.viewDependencyWiring(controller: view)
        wiring.append(parts.returnStatement(SyntaxFactory.reference("presenter")))
        // Coordinated: the coordinator gets the view to show and the output closures to set.
        let output = coordinated ? TypeText.parse("\(names.viewOutput) & \(names.moduleOutput)") : TypeText.named(names.viewOutput)
        var shape = BuilderShape(typeName: names.assembly, buildName: "configure", configureReturns: output, wiring: wiring)
        shape.controllerVariable = view
        if coordinated {
            shape.buildResult = (
                TypeText.parse("(view: \(parts.controllerType.trimmedText), output: \(names.moduleOutput))"), ExprSyntax("(\(raw: view), output)")
            )
        }
        return shape
    }

    /// Surf's tests: the configurator, the router, the presenter with spies for its view, router and service, the
    /// service (its requests report to its output), the view. A coordinated module's presenter calls its route
    /// closures, which its tests set; the coordinator has no tests of its own.
    var testShape: TestShape {
        var spies = [(property: "view", protocolName: names.viewInput)]
        if !coordinated {
            spies.append(("router", names.routerInput))
            if !plan.moduleOutputs.isEmpty { spies.append(("output", names.moduleOutput)) }
        }
        let service = serviceTestSubject
        let documents: [(document: TestShape.Document, name: String)] =
            [(.builder, names.assembly + "Tests")]
            + (coordinated ? [] : [(.router, names.router + "Tests")]) + [(.logic, names.presenter + "Tests")]
            + (service == nil ? [] : [(.model, names.service + "Tests")]) + [(.view, names.controller + "Tests")]
        // Made with a spy of its service, as VIPER's presenter is with one of its interactor.
        let logic = TestShape.Subject(
            local: "presenter", type: names.presenter, spies: spies,
            initializerSpies: serviceProperty.map { [($0, names.serviceInput)] } ?? [],
            resultsProtocol: serviceProperty == nil ? nil : names.serviceOutput)
        return TestShape(
            builder: configuratorShape, documents: documents, logic: logic, model: service,
            router: coordinated ? nil : (names.router, "view"),
            viewOutput: (names.viewOutputProperty, names.viewOutput))
    }
}
