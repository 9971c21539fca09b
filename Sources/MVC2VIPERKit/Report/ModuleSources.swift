import SwiftSyntax

/// The module's Swift files parsed from their text, once for the checks before writing and the report after. The
/// generated tests are parsed for the first only: they are not the module.
struct ModuleSources {
    /// Every Swift file of the module, its generated tests included: the parse check reads them all.
    let all: [(file: PlannedFile, source: ParsedSource)]
    /// The module's own files, which the checks and the report read.
    let files: [(file: PlannedFile, source: ParsedSource)]

    /// Parses each file's text once: the migration's checks and its report share these trees.
    init(_ planned: [PlannedFile]) {
        all = planned.filter { $0.path.hasSuffix(".swift") }.map { ($0, ParsedSource(text: $0.contents, path: $0.path)) }
        files = all.filter { $0.file.layer != .tests }
    }

    func source(at path: String) -> ParsedSource? {
        files.first { $0.file.path == path }?.source
    }

    /// The module paths of the controller's rewritten files: the view, then its extension files.
    static func controllerPaths(_ plan: MigrationPlan) -> [String] {
        [EmittedModule.viewPath(for: plan)] + plan.source.extensionFiles.map { EmittedModule.extensionViewPath(for: plan, original: $0.path) }
    }

    /// The controller as rewritten in the module's view file and its extension files.
    func rewrittenController(_ plan: MigrationPlan) -> (sources: SourceSet, controller: ControllerModel)? {
        let paths = Self.controllerPaths(plan)
        guard let view = source(at: paths[0]) else { return nil }
        let sources = SourceSet([view] + paths.dropFirst().compactMap(source(at:)), types: plan.source.types)
        return ControllerFinder.model(ofClassNamed: plan.controller.name, in: sources).map { (sources, $0) }
    }
}

/// Which module file declares each type (or extends it, for the view's protocol conformances).
struct DeclaredTypes {
    private var files: [String: [String]] = [:]

    init(_ sources: ModuleSources) {
        for (file, source) in sources.files {
            for declaration in source.tree.topLevelDeclarations {
                guard let name = Self.declaredName(declaration) else { continue }
                files[name, default: []].append(file.path)
            }
        }
    }

    var names: Set<String> { Set(files.keys) }

    /// `MenuPresenter.didObtainQuarters` → `Menu/Presenter/MenuPresenter.swift`; a type's own file first.
    func file(declaring symbol: String) -> String? {
        let typeName = String(symbol.prefix { $0 != "." })
        let candidates = files[typeName] ?? []
        return candidates.first { $0.hasSuffix("/\(typeName).swift") } ?? candidates.first
    }

    static func declaredName(_ decl: DeclSyntax) -> String? {
        if let named = decl.asProtocol(NamedDeclSyntax.self) { return named.name.text }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) { return extensionDecl.extendedType.trimmedText }
        return nil
    }
}
