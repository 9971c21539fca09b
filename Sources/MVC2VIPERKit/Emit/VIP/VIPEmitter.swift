import SwiftSyntax

/// Emits a VIP scene after SNPArchitecture (Clean Swift): View Controller → Interactor (with a Worker
/// for the data access) → Presenter → View Controller, a Router for the next scenes and a Configurator
/// with a static `build()`.
public struct VIPEmitter: ModuleEmitter {
    public let architecture = Architecture.vip

    public init() {}

    public func emit(_ original: MigrationPlan, options: EmitOptions) -> EmittedModule {
        let vip = VIPParts(plan: original)
        let names = vip.names
        let parts = vip.parts
        let plan = vip.plan
        var view = ViewShape(builder: SyntaxFactory.reference(names.assembly))
        view.outputRole = "interactor"
        view.adapterKind = "a data display manager"
        let folder = plan.moduleName
        var files = [
            PlannedFile(path: "\(folder)/Configurator/\(names.assembly).swift", layer: .assembly, syntax: vip.configurator()),
            PlannedFile(path: "\(folder)/Interactor/\(names.interactor).swift", layer: .interactor, syntax: vip.interactor()),
            PlannedFile(path: "\(folder)/Interactor/\(names.viewOutput).swift", layer: .interactor, syntax: parts.viewOutput()),
            PlannedFile(path: "\(folder)/Interactor/\(names.worker).swift", layer: .interactor, syntax: vip.worker()),
            PlannedFile(path: "\(folder)/Interactor/\(names.workerProtocol).swift", layer: .interactor, syntax: vip.workerProtocol()),
            PlannedFile(path: "\(folder)/Interactor/\(names.workerOutput).swift", layer: .interactor, syntax: vip.workerOutput()),
        ]
        if !plan.moduleInputs.isEmpty {
            files.append(PlannedFile(path: "\(folder)/Interactor/\(names.moduleInput).swift", layer: .interactor, syntax: parts.moduleInput()))
        }
        if !plan.moduleOutputs.isEmpty {
            files.append(PlannedFile(path: "\(folder)/Interactor/\(names.moduleOutput).swift", layer: .interactor, syntax: parts.moduleOutput()))
        }
        files +=
            [
                PlannedFile(path: "\(folder)/Presenter/\(names.presenter).swift", layer: .presenter, syntax: vip.presenter()),
                PlannedFile(path: "\(folder)/Presenter/\(names.presenterProtocol).swift", layer: .presenter, syntax: vip.presenterProtocol()),
                PlannedFile(path: "\(folder)/Router/\(names.router).swift", layer: .router, syntax: vip.router()),
                PlannedFile(path: "\(folder)/Router/\(names.routerInput).swift", layer: .router, syntax: parts.routerInput()),
            ] + parts.viewFiles(view) + [
                PlannedFile(path: "\(folder)/View/\(names.viewInput).swift", layer: .view, syntax: parts.viewInput())
            ]
        if plan.dataDisplay != nil {
            files.append(PlannedFile(path: "\(folder)/View/\(names.dataDisplayManager).swift", layer: .adapter, syntax: parts.dataDisplayManager(view)))
        }
        files += parts.supportFiles(entitiesFolder: "Models", webEngineLayer: .view)
        if options.tests {
            files += ModuleTests(parts: parts, shape: vip.testShape, module: files, appModule: options.appModule).files()
        }
        let placement = Placement(
            logic: (.interactor, names.interactor), model: (.interactor, names.worker), routes: (.router, names.router),
            state: (.interactor, names.interactor))
        return EmittedModule(
            architecture: architecture, entryPoint: parts.entryPoint("\(names.assembly).build(\(parts.entryPointArguments))", builder: names.assembly),
            files: files, destinations: parts.destinations(placement))
    }
}
