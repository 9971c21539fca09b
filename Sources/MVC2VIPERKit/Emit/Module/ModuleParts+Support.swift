/// Files every architecture writes the same way: plain objects, the web engine, the shared cache tracker.
extension ModuleParts {
    func supportFiles(entitiesFolder: String, webEngineLayer: Layer) -> [PlannedFile] {
        let folder = plan.moduleName
        var files: [PlannedFile] = []
        if plan.webView != nil {
            files.append(
                PlannedFile(
                    path: "\(folder)/View/\(plan.moduleName)WebEngine.swift", layer: webEngineLayer,
                    syntax: CodeSplicer().render(WebEngineSupport.source(module: plan.moduleName))))
        }
        if plan.cacheTracking != nil {
            // Shared by every module with a tracker: written once beside the modules.
            files.append(
                PlannedFile(
                    path: CacheTrackerSupport.path, layer: .interactor,
                    syntax: CodeSplicer().render(CacheTrackerSupport.source), isShared: true))
        }
        for entity in plan.entities {
            files.append(PlannedFile(path: "\(folder)/\(entitiesFolder)/\(entity.name).swift", layer: .entity, syntax: self.entity(entity)))
        }
        return files
    }
}
