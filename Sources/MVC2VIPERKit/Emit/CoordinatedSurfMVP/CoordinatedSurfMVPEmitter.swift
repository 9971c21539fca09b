import SwiftSyntax

/// Emits a Coordinated Surf MVP module (coordinated-surf-mvp.ru.md): Surf MVP without a router.
/// The module exposes its outputs as closures; a flow coordinator beside it shows the module, runs
/// the navigation moved from the controller, and reports the end of its flow through `finishFlow`.
public struct CoordinatedSurfMVPEmitter: ModuleEmitter {
    public let architecture = Architecture.coordinatedSurfMVP

    public init() {}

    public func emit(_ plan: MigrationPlan, options: EmitOptions) -> EmittedModule {
        let surf = SurfMVPParts(plan: plan, coordinated: true)
        let names = surf.names
        let parts = surf.parts
        let folder = plan.moduleName
        var files = [
            PlannedFile(path: "\(folder)/Configurator/\(names.assembly).swift", layer: .assembly, contents: surf.configurator()),
            PlannedFile(path: "\(folder)/Coordinator/\(names.coordinator).swift", layer: .coordinator, contents: surf.coordinator()),
            PlannedFile(path: "\(folder)/Presenter/\(names.presenter).swift", layer: .presenter, contents: surf.presenter()),
        ]
        if !surf.plan.moduleInputs.isEmpty {
            files.append(PlannedFile(path: "\(folder)/Presenter/\(names.moduleInput).swift", layer: .presenter, contents: parts.moduleInput()))
        }
        files.append(PlannedFile(path: "\(folder)/Presenter/\(names.moduleOutput).swift", layer: .presenter, contents: surf.moduleOutputClosures()))
        files += surf.viewFiles(folder: folder)
        files.append(PlannedFile(path: FlowCoordinatorSupport.path, layer: .coordinator,
                                 contents: CodeSplicer().render(FlowCoordinatorSupport.source), isShared: true))
        files += parts.supportFiles(entitiesFolder: "Models", webEngineLayer: .view)
        if options.tests {
            files += ModuleTests(parts: parts, shape: surf.testShape, module: files, appModule: options.appModule).files()
        }
        let placement = Placement(logic: (.presenter, names.presenter), model: (.presenter, names.presenter), routes: (.coordinator, names.coordinator),
                                  outputsAreClosures: true)
        let arguments = ["navigationController: <#UINavigationController#>"] + (parts.entryPointArguments.isEmpty ? [] : [parts.entryPointArguments])
        return EmittedModule(architecture: architecture, entryPoint: "\(names.coordinator)(\(arguments.joined(separator: ", ")))",
                             files: files, destinations: parts.destinations(placement))
    }
}
