import SwiftSyntax

/// Emits a VIPER module after the Book of VIPER: View, Interactor, Presenter, Entities, Router
/// and a manual-injection Assembly, with one protocol per direction.
public struct VIPEREmitter: ModuleEmitter {
    public let architecture = Architecture.viper

    public init() {}

    public func emit(_ plan: MigrationPlan) -> EmittedModule {
        let names = VIPERNames(module: plan.moduleName, controller: plan.controller.name)
        let parts = VIPERParts(plan: plan, names: names)
        let folder = plan.moduleName
        var files: [PlannedFile] = [
            PlannedFile(path: "\(folder)/Assembly/\(names.assembly).swift", layer: .assembly, contents: parts.assembly()),
            PlannedFile(path: "\(folder)/Interactor/\(names.interactor).swift", layer: .interactor, contents: parts.interactor()),
            PlannedFile(path: "\(folder)/Interactor/\(names.interactorInput).swift", layer: .interactor, contents: parts.interactorInput()),
            PlannedFile(path: "\(folder)/Interactor/\(names.interactorOutput).swift", layer: .interactor, contents: parts.interactorOutput()),
            PlannedFile(path: "\(folder)/Presenter/\(names.presenter).swift", layer: .presenter, contents: parts.presenter()),
            PlannedFile(path: "\(folder)/Router/\(names.router).swift", layer: .router, contents: parts.router()),
            PlannedFile(path: "\(folder)/Router/\(names.routerInput).swift", layer: .router, contents: parts.routerInput()),
            PlannedFile(path: "\(folder)/View/\(plan.controller.name).swift", layer: .view, contents: parts.view()),
            PlannedFile(path: "\(folder)/View/\(names.viewInput).swift", layer: .view, contents: parts.viewInput()),
            PlannedFile(path: "\(folder)/View/\(names.viewOutput).swift", layer: .view, contents: parts.viewOutput()),
        ]
        if !plan.moduleOutputs.isEmpty {
            files.insert(PlannedFile(path: "\(folder)/Presenter/\(names.moduleOutput).swift", layer: .presenter, contents: parts.moduleOutput()), at: 5)
        }
        if plan.dataDisplay != nil {
            files.append(PlannedFile(path: "\(folder)/View/\(names.dataDisplayManager).swift", layer: .adapter, contents: parts.dataDisplayManager()))
        }
        if !plan.moduleInputs.isEmpty {
            files.insert(PlannedFile(path: "\(folder)/Presenter/\(names.moduleInput).swift", layer: .presenter, contents: parts.moduleInput()), at: 5)
        }
        if plan.webView != nil {
            files.append(PlannedFile(path: "\(folder)/View/\(plan.moduleName)WebEngine.swift", layer: .view,
                                     contents: CodeSplicer().render(WebEngineSupport.source(module: plan.moduleName))))
        }
        if plan.cacheTracking != nil {
            // Shared by every module with a tracker: written once beside the modules.
            files.append(PlannedFile(path: CacheTrackerSupport.path, layer: .interactor,
                                     contents: CodeSplicer().render(CacheTrackerSupport.source), isShared: true))
        }
        for entity in plan.entities {
            files.append(PlannedFile(path: "\(folder)/Entities/\(entity.name).swift", layer: .entity, contents: parts.entity(entity)))
        }
        return EmittedModule(architecture: architecture, entryPoint: "\(names.assembly)().assembleModule(\(parts.entryPointArguments))",
                             files: files, destinations: destinations(plan, names))
    }

    private func destinations(_ plan: MigrationPlan, _ names: VIPERNames) -> [Target: [PlannedDestination]] {
        var result: [Target: [PlannedDestination]] = [:]
        for member in plan.members {
            for target in member.targets where result[target] == nil {
                switch target {
                case .view:
                    result[target] = [PlannedDestination(layer: .view, symbol: plan.controller.name)]
                case .event(let index):
                    let event = plan.events[index]
                    result[target] = [PlannedDestination(layer: .presenter, symbol: "\(names.presenter).\(names.event(event))")]
                    if case .moduleOutput = event.kind {
                        result[target]!.append(PlannedDestination(layer: .presenter, symbol: "\(names.moduleOutput).\(event.noun)"))
                    }
                case .request(let index):
                    let request = plan.requests[index]
                    result[target] = [PlannedDestination(layer: .interactor, symbol: "\(names.interactor).\(names.request(request))")]
                    if !request.results.isEmpty || request.displayCommand != nil || !request.routesAfterResults.isEmpty {
                        result[target]!.append(PlannedDestination(layer: .presenter, symbol: "\(names.presenter).\(names.result(request))"))
                    }
                case .route(let index):
                    result[target] = [PlannedDestination(layer: .router, symbol: "\(names.router).\(names.route(plan.routes[index]))")]
                case .command(let index):
                    let command = plan.viewCommands[index]
                    result[target] = command.isEmpty ? [] : [PlannedDestination(layer: .view, symbol: "\(plan.controller.name).\(names.command(command))")]
                case .dependency(let index):
                    let dependency = plan.dependencies[index]
                    result[target] = (dependency.injected ? [] : [PlannedDestination(layer: .assembly, symbol: "\(names.assembly).\(names.factory(dependency))")])
                        + dependency.owners.sorted().map { layer in
                            let owner = layer == .view ? plan.controller.name : layer == .interactor ? names.interactor : names.router
                            return PlannedDestination(layer: layer, symbol: "\(owner).\(dependency.name)")
                        }
                case .entity(let index):
                    result[target] = [PlannedDestination(layer: .entity, symbol: plan.entities[index].name)]
                case .interactorHelper(let name):
                    result[target] = [PlannedDestination(layer: .interactor, symbol: "\(names.interactor).\(name)")]
                case .presenterState(let name):
                    result[target] = [PlannedDestination(layer: .presenter, symbol: "\(names.presenter).\(name)")]
                case .dataDisplay:
                    result[target] = [PlannedDestination(layer: .adapter, symbol: names.dataDisplayManager)]
                case .moduleInput(let index):
                    result[target] = [PlannedDestination(layer: .presenter, symbol: "\(names.presenter).\(plan.moduleInputs[index].name)")]
                }
            }
        }
        return result
    }
}
