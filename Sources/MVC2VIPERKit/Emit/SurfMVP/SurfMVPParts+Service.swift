import SwiftSyntax

/// Surf MVP's model: "a service called by the Presenter to obtain data" (surf-mvp.en.txt). The data access the
/// controller ran (URLSession, Core Data fetch requests, files, defaults) becomes the module's service — its
/// protocol `MenuModuleServiceInput`, its implementation `MenuModuleService` with the dependencies, state and
/// helpers that code uses — which the configurator makes and hands to the presenter. The presenter never holds
/// the data access itself.
///
/// Results come back through `MenuModuleServiceOutput`, a protocol the presenter implements, rather than through
/// closures: it is the interactor's output of VIPER (and the worker's of VIP) under Surf's names, so the requests,
/// their delivery where the controller showed the results, service delegates, the mappers to plain objects, the
/// wiring the generated tests check and the spies are the code those architectures already use (`Wiring.requests`,
/// `Wiring.delivery`), not a second copy written for closures.
extension SurfMVPParts {
    /// The module has a model for a service to hold: requests, or what their code uses.
    static func hasModel(_ parts: ModuleParts) -> Bool {
        !parts.plan.requests.isEmpty || !parts.plan.queries.isEmpty || !parts.modelDependencies.isEmpty || !parts.plan.interactorState.isEmpty
            || !parts.plan.interactorHelpers.isEmpty || !parts.plan.interactorDeinit.isEmpty
    }

    /// The presenter's property holding the service: `service`, unless the presenter's own code already names
    /// something so where it calls the service (an event's parameter, a local of the code it runs, its state).
    static func serviceProperty(_ plan: MigrationPlan) -> String {
        let binder = LocalBinder(viewMode: .sourceAccurate)
        plan.events.flatMap(\.presenterStatements).forEach { binder.walk($0) }
        let taken = binder.names.union(plan.events.flatMap { $0.parameters.map(\.name) })
            .union(plan.requests.flatMap { $0.parameters.map(\.name) }).union(plan.presenterState.map(\.name))
        return taken.contains("service") ? "moduleService" : "service"
    }

    /// The presenter holds a service (nil: the module has no model, and no service files).
    var serviceProperty: String? { parts.wiring.requests }

    /// Where the report says the model went: the service (the presenter when there is none, which then holds no model).
    var modelPlace: Placement.Place { serviceProperty == nil ? (.presenter, names.presenter) : (.service, names.service) }

    /// The service's files: its input (what the presenter calls), its output (what the presenter hears), itself.
    func serviceFiles(folder: String) -> [PlannedFile] {
        guard serviceProperty != nil else { return [] }
        return [
            PlannedFile(path: "\(folder)/Service/\(names.serviceInput).swift", layer: .service, syntax: parts.requestProtocol(names.serviceInput)),
            PlannedFile(path: "\(folder)/Service/\(names.serviceOutput).swift", layer: .service, syntax: parts.resultProtocol(names.serviceOutput)),
            PlannedFile(path: "\(folder)/Service/\(names.service).swift", layer: .service, syntax: service()),
        ]
    }

    /// The controller's data access with what it uses, reporting to its output; the model's owner, as VIPER's interactor is.
    func service() -> SourceFileSyntax { parts.modelObjectFile(names.service, input: names.serviceInput, output: names.serviceOutput) }

    // MARK: Presenter

    /// `let service: MenuModuleServiceInput`, given to the presenter's initializer.
    var presenterServiceMembers: (property: [MemberBlockItemSyntax], initializer: [MemberBlockItemSyntax]) {
        guard let property = serviceProperty else { return ([], []) }
        return (
            [member(SyntaxFactory.property(property, TypeText.named(names.serviceInput), mutable: false))],
            [member(parts.initializer([(property, names.serviceInput)]).with(\.leadingTrivia, .newlines(2)))]
        )
    }

    /// What the service reports, handled as the controller handled it: keep, show, route on.
    func serviceOutputConformance(splicer: CodeSplicer) -> [DeclSyntax] {
        guard serviceProperty != nil else { return [] }
        return [
            DeclSyntax(
                SyntaxFactory.conformance(names.presenter, names.serviceOutput, parts.resultMethods(splicer: splicer))
                    .with(\.leadingTrivia, parts.markComment(names.serviceOutput)))
        ]
    }

    // MARK: Configurator

    /// `let service = MenuModuleService(…)` with the dependencies the assembly gave VIPER's interactor; the presenter is made with it.
    func configuratorMakesPresenter(controller view: String) -> [CodeBlockItemSyntax] {
        guard let property = serviceProperty else {
            return [SyntaxFactory.letStatement("presenter", SyntaxFactory.call(nil, names.presenter, arguments: []))]
        }
        return [
            SyntaxFactory.letStatement(
                "service",
                SyntaxFactory.call(
                    nil, names.service,
                    arguments: parts.modelDependencies.map { parts.dependencyValue($0, controller: view) },
                    labels: parts.modelDependencies.map(\.name))),
            SyntaxFactory.letStatement(
                "presenter", SyntaxFactory.call(nil, names.presenter, arguments: [SyntaxFactory.reference("service")], labels: [property])),
        ]
    }

    /// `service.output = presenter`: results reach the presenter.
    var configuratorWiresService: [CodeBlockItemSyntax] {
        serviceProperty == nil ? [] : [parts.assign("service", "output", SyntaxFactory.reference("presenter"))]
    }

    // MARK: Tests

    /// The service's tests, as VIPER's interactor's: each request reports to its output, models map field by field.
    var serviceTestSubject: TestShape.Subject? {
        guard serviceProperty != nil else { return nil }
        return TestShape.Subject(
            local: "service", type: names.service, spies: [("output", names.serviceOutput)],
            requestsProtocol: names.serviceInput, mapsEntities: true)
    }
}
