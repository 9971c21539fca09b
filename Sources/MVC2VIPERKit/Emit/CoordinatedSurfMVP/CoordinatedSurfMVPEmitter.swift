import SwiftSyntax

/// Emits a Coordinated Surf MVP module (coordinated-surf-mvp.ru.md): Surf MVP without a router.
/// The module exposes its outputs as closures; a flow coordinator beside it shows the module, runs
/// the navigation moved from the controller, and reports the end of its flow through `finishFlow`.
/// Its presenter calls the module's service, as Surf MVP's does.
public struct CoordinatedSurfMVPEmitter: ModuleEmitter {
    public let architecture = Architecture.coordinatedSurfMVP

    public init() {}

    public func emit(_ plan: MigrationPlan, options: EmitOptions) -> EmittedModule {
        let surf = SurfMVPParts(plan: plan, coordinated: true)
        let names = surf.names
        let parts = surf.parts
        let folder = plan.moduleName
        var files = [
            PlannedFile(path: "\(folder)/Configurator/\(names.assembly).swift", layer: .assembly, syntax: surf.configurator()),
            PlannedFile(path: "\(folder)/Coordinator/\(names.coordinator).swift", layer: .coordinator, syntax: surf.coordinator()),
            PlannedFile(path: "\(folder)/Presenter/\(names.presenter).swift", layer: .presenter, syntax: surf.presenter()),
        ]
        if !surf.plan.moduleInputs.isEmpty {
            files.append(PlannedFile(path: "\(folder)/Presenter/\(names.moduleInput).swift", layer: .presenter, syntax: parts.moduleInput()))
        }
        files.append(PlannedFile(path: "\(folder)/Presenter/\(names.moduleOutput).swift", layer: .presenter, syntax: surf.moduleOutputClosures()))
        files += surf.serviceFiles(folder: folder)
        files += surf.viewFiles(folder: folder)
        files.append(
            PlannedFile(
                path: FlowCoordinatorSupport.path, layer: .coordinator,
                syntax: CodeSplicer().render(FlowCoordinatorSupport.source), isShared: true))
        files += parts.supportFiles(entitiesFolder: "Models", webEngineLayer: .view)
        if options.tests {
            files += ModuleTests(parts: parts, shape: surf.testShape, module: files, appModule: options.appModule).files()
        }
        let placement = Placement(
            logic: (.presenter, names.presenter), model: surf.modelPlace, routes: (.coordinator, names.coordinator),
            outputsAreClosures: true)
        let screen = parts.screenCreation.makesController ? [] : ["screen: <#the \(plan.controller.name) its storyboard makes#>"]
        let arguments = ["navigationController: <#UINavigationController#>"] + screen + (parts.entryPointArguments.isEmpty ? [] : [parts.entryPointArguments])
        return EmittedModule(
            architecture: architecture, entryPoint: "\(names.coordinator)(\(arguments.joined(separator: ", ")))",
            files: files, destinations: parts.destinations(placement))
    }
}
