import SwiftSyntax

/// Emits a Surf MVP module (surf-mvp.en.txt): View with ViewInput/ViewOutput, a Presenter with the
/// module's input and output that calls the module's Service (the model: the controller's data access),
/// a Router over the view's `ModuleTransitionable`, a Configurator, and an Adapter for a collection.
public struct SurfMVPEmitter: ModuleEmitter {
    public let architecture = Architecture.surfMVP

    public init() {}

    public func emit(_ plan: MigrationPlan, options: EmitOptions) -> EmittedModule {
        let surf = SurfMVPParts(plan: plan, coordinated: false)
        let names = surf.names
        let parts = surf.parts
        let folder = plan.moduleName
        var files = [
            PlannedFile(path: "\(folder)/Configurator/\(names.assembly).swift", layer: .assembly, syntax: surf.configurator()),
            PlannedFile(path: "\(folder)/Presenter/\(names.presenter).swift", layer: .presenter, syntax: surf.presenter()),
        ]
        if !surf.plan.moduleInputs.isEmpty {
            files.append(PlannedFile(path: "\(folder)/Presenter/\(names.moduleInput).swift", layer: .presenter, syntax: parts.moduleInput()))
        }
        if !surf.plan.moduleOutputs.isEmpty {
            files.append(PlannedFile(path: "\(folder)/Presenter/\(names.moduleOutput).swift", layer: .presenter, syntax: parts.moduleOutput()))
        }
        files += surf.serviceFiles(folder: folder)
        files += [
            PlannedFile(path: "\(folder)/Router/\(names.router).swift", layer: .router, syntax: surf.router()),
            PlannedFile(path: "\(folder)/Router/\(names.routerInput).swift", layer: .router, syntax: parts.routerInput()),
        ]
        files += surf.alertOutputFiles(folder: folder)
        files += surf.viewFiles(folder: folder)
        files.append(
            PlannedFile(
                path: ModuleTransitionableSupport.path, layer: .view,
                syntax: CodeSplicer().render(ModuleTransitionableSupport.source), isShared: true))
        files += parts.supportFiles(entitiesFolder: "Models", webEngineLayer: .view)
        if options.tests {
            files += ModuleTests(parts: parts, shape: surf.testShape, module: files, appModule: options.appModule).files()
        }
        let placement = Placement(logic: (.presenter, names.presenter), model: surf.modelPlace, routes: (.router, names.router))
        return EmittedModule(
            architecture: architecture,
            entryPoint: parts.entryPoint("\(names.assembly)().configure(\(parts.entryPointArguments))", builder: "\(names.assembly)()"),
            files: files, destinations: parts.destinations(placement))
    }
}

extension SurfMVPParts {
    /// The view, its protocols, and the adapter with the output protocol its events go through.
    func viewFiles(folder: String) -> [PlannedFile] {
        var files =
            parts.viewFiles(viewShape, finishing: splitInitialState) + [
                PlannedFile(
                    path: "\(folder)/View/\(names.viewInput).swift", layer: .view,
                    syntax: parts.viewInput(extra: [SyntaxFactory.function(Self.setupInitialState, [], body: nil)]))
            ]
        guard plan.dataDisplay != nil else {
            files.append(PlannedFile(path: "\(folder)/View/\(names.viewOutput).swift", layer: .view, syntax: parts.viewOutput()))
            return files
        }
        let adapter = parts.dataDisplayManager(viewShape)
        let adapterCalls = adapterCalls(adapter: adapter)
        files += [
            PlannedFile(
                path: "\(folder)/View/\(names.viewOutput).swift", layer: .view,
                syntax: parts.viewOutput(inherits: names.adapterOutput, excluding: adapterCalls.events, excludingQueries: adapterCalls.queries)),
            PlannedFile(path: "\(folder)/View/Adapter/\(names.dataDisplayManager).swift", layer: .adapter, syntax: adapter),
            PlannedFile(path: "\(folder)/View/Adapter/\(names.adapterOutput).swift", layer: .adapter, syntax: adapterOutput(adapterCalls)),
        ]
        return files
    }
}
