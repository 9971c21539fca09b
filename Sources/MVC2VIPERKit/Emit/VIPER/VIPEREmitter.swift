import SwiftSyntax

/// Emits a VIPER module after the Book of VIPER: View, Interactor, Presenter, Entities, Router
/// and a manual-injection Assembly, with one protocol per direction.
public struct VIPEREmitter: ModuleEmitter {
    public let architecture = Architecture.viper

    public init() {}

    public func emit(_ plan: MigrationPlan, options: EmitOptions) -> EmittedModule {
        let viper = VIPERParts(plan: plan)
        let names = viper.names
        let parts = viper.parts
        let view = ViewShape(builder: SyntaxFactory.call(nil, names.assembly, arguments: []))
        let folder = plan.moduleName
        var files: [PlannedFile] =
            [
                PlannedFile(path: "\(folder)/Assembly/\(names.assembly).swift", layer: .assembly, syntax: viper.assembly()),
                PlannedFile(path: "\(folder)/Interactor/\(names.interactor).swift", layer: .interactor, syntax: viper.interactor()),
                PlannedFile(path: "\(folder)/Interactor/\(names.interactorInput).swift", layer: .interactor, syntax: viper.interactorInput()),
                PlannedFile(path: "\(folder)/Interactor/\(names.interactorOutput).swift", layer: .interactor, syntax: viper.interactorOutput()),
                PlannedFile(path: "\(folder)/Presenter/\(names.presenter).swift", layer: .presenter, syntax: viper.presenter()),
                PlannedFile(path: "\(folder)/Router/\(names.router).swift", layer: .router, syntax: viper.router()),
                PlannedFile(path: "\(folder)/Router/\(names.routerInput).swift", layer: .router, syntax: parts.routerInput()),
            ] + parts.viewFiles(view) + [
                PlannedFile(path: "\(folder)/View/\(names.viewInput).swift", layer: .view, syntax: parts.viewInput()),
                PlannedFile(path: "\(folder)/View/\(names.viewOutput).swift", layer: .view, syntax: parts.viewOutput()),
            ]
        if !plan.moduleOutputs.isEmpty {
            files.insert(PlannedFile(path: "\(folder)/Presenter/\(names.moduleOutput).swift", layer: .presenter, syntax: parts.moduleOutput()), at: 5)
        }
        if plan.dataDisplay != nil {
            files.append(PlannedFile(path: "\(folder)/View/\(names.dataDisplayManager).swift", layer: .adapter, syntax: parts.dataDisplayManager(view)))
        }
        if !plan.moduleInputs.isEmpty {
            files.insert(PlannedFile(path: "\(folder)/Presenter/\(names.moduleInput).swift", layer: .presenter, syntax: parts.moduleInput()), at: 5)
        }
        files += parts.supportFiles(entitiesFolder: "Entities", webEngineLayer: .view)
        if options.tests {
            files += ModuleTests(parts: parts, shape: viper.testShape, module: files, appModule: options.appModule).files()
        }
        return EmittedModule(
            architecture: architecture,
            entryPoint: parts.entryPoint("\(names.assembly)().assembleModule(\(parts.entryPointArguments))", builder: "\(names.assembly)()"),
            files: files,
            destinations: parts.destinations(
                Placement(logic: (.presenter, names.presenter), model: (.interactor, names.interactor), routes: (.router, names.router))))
    }
}
