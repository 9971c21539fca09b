import Foundation
@testable import MVC2VIPERKit
import SwiftParser
import SwiftSyntax
import XCTest

/// Each architecture's own document, checked on what it emits for every sample and corpus screen:
/// the parts it names, the names it allows, and who holds whom.
final class ArchitectureRulesTests: XCTestCase {
    /// Every bundled input: the samples and the corpus screens.
    func inputs() throws -> [ParsedSource] {
        let samples = try SampleMigrationTests.samples.map { name in
            ParsedSource(text: try String(contentsOf: Paths.samples.appendingPathComponent("\(name).swift"), encoding: .utf8), path: "\(name).swift")
        }
        let corpusFolder = Paths.fixtures.appendingPathComponent("Corpus")
        let corpus = try FileManager.default.contentsOfDirectory(atPath: corpusFolder.path).filter { $0.hasSuffix(".swift") }.sorted().map { name in
            ParsedSource(text: try String(contentsOf: corpusFolder.appendingPathComponent(name), encoding: .utf8), path: name)
        }
        return samples + corpus
    }

    func modules(_ architecture: Architecture) throws -> [(MigrationResult, EmittedIndex)] {
        let catalog = try RecipeCatalog.builtin()
        return try inputs().map { source in
            var options = MigrationOptions(inputPath: source.path, outputDirectory: "Modules")
            options.architecture = architecture
            let result = try Migration.run(options, source: source, catalog: catalog)
            return (result, EmittedIndex(result.module))
        }
    }

    /// Swift 6: the module's classes and protocols live on the main actor, where the controller's code
    /// ran; where the controller hopped to the main queue or actor, the module hops there too — no
    /// hop lost, none added.
    func testModulesAreMainActorIsolatedAndKeepTheControllersHops() throws {
        let hops = ["DispatchQueue.main.async", "MainActor.run"]
        for architecture in Architecture.allCases {
            for (source, (result, index)) in zip(try inputs(), try modules(architecture)) {
                let context = "\(result.plan.controller.name) [\(architecture.rawValue)]"
                // The original's own types and the shared support (CacheTracker answers Core Data's nonisolated delegate) keep theirs.
                let kept = [source.text] + result.module.files.filter(\.isShared).map(\.contents)
                let original = Set(
                    kept.flatMap { text in
                        Parser.parse(source: text).statements.compactMap { $0.item.asProtocol(NamedDeclSyntax.self)?.name.text }
                    })
                for name in index.typeNames.subtracting(original) where !index.isValueType(name) {
                    XCTAssertTrue(index.mainActorTypes.contains(name), "\(context): \(name) is not @MainActor")
                }
                let code = result.module.files.filter { !$0.isShared }.map(\.contents).joined()
                for hop in hops {
                    XCTAssertEqual(code.components(separatedBy: hop).count, source.text.components(separatedBy: hop).count, "\(context): \(hop)")
                }
            }
        }
    }

    func testSurfMVPFollowsItsDocument() throws {
        for (result, index) in try modules(.surfMVP) {
            let module = result.plan.moduleName
            let context = result.plan.controller.name
            XCTAssertFalse(index.typeNames.contains { $0.contains("Interactor") }, "\(context): the model is services, there is no interactor")
            XCTAssertTrue(index.functions(of: "\(module)ViewInput").contains("setupInitialState"), context)
            XCTAssertTrue(index.allFunctions(of: "\(module)ViewOutput").contains("viewLoaded"), context)
            for name in index.allFunctions(of: "\(module)ViewOutput") {
                XCTAssertNil(
                    name.range(of: "(Click|Tapped|Pressed|Button|Cell|Table)$", options: .regularExpression),
                    "\(context): \(name) names the widget, not the intent")
            }
            for name in index.functions(of: "\(module)ViewInput") where name != "setupInitialState" {
                XCTAssertTrue(name == "configure" || name.hasPrefix("show"), "\(context): \(name)")
            }
            for name in index.functions(of: "\(module)RouterInput") {
                // A URL the system opens is no module: `openSystemSettings()`.
                XCTAssertTrue(
                    (name.hasPrefix("show") && name.hasSuffix("Module")) || name.hasPrefix("close") || (name.hasPrefix("open") && !name.hasSuffix("Module")),
                    "\(context): \(name)")
                XCTAssertNil(name.range(of: "(Screen|Alert)(Module)?$", options: .regularExpression), "\(context): \(name) names how the module is shown")
            }
            XCTAssertEqual(index.properties(of: "\(module)Router")["view"], "ModuleTransitionable?", context)
            XCTAssertTrue(index.conformances(of: result.plan.controller.name).contains("ModuleTransitionable"), context)
            XCTAssertEqual(result.module.files.filter { $0.path == ModuleTransitionableSupport.path }.map(\.isShared), [true], context)
            // The configurator has no protocol and returns the configured view controller.
            XCTAssertFalse(index.typeNames.contains { $0.hasPrefix("\(module)ModuleConfigurator") && $0 != "\(module)ModuleConfigurator" }, context)
            // `configure()`, or `configure(managedObjectContext:)` when callers hand the controller something.
            let build = index.returnTypes(of: "\(module)ModuleConfigurator").first { $0.key.hasPrefix("configure(") && $0.key != "configure(_:)" }
            XCTAssertTrue(build?.value.hasPrefix(result.plan.controller.name) == true, context)
            XCTAssertEqual(result.module.entryPoint.hasPrefix("\(module)ModuleConfigurator().configure("), true, context)
            XCTAssertNil(index.properties(of: "\(module)Presenter")["interactor"], context)
            if result.plan.dataDisplay != nil {
                XCTAssertTrue(index.typeNames.isSuperset(of: ["\(module)ViewAdapter", "\(module)ViewAdapterOutput"]), context)
                XCTAssertTrue(index.inherited(of: "\(module)ViewOutput").contains("\(module)ViewAdapterOutput"), context)
                XCTAssertEqual(index.properties(of: "\(module)ViewAdapter")["output"], "\(module)ViewAdapterOutput!", context)
            }
        }
    }

    /// "In SurfMVP, a Model is a service called by the Presenter to obtain data": what the controller ran to get
    /// data is the module's service, which the configurator makes with its dependencies and wires to the presenter;
    /// the presenter calls it and hears its results, and never runs the data access itself. Coordinated Surf MVP alike.
    func testSurfMVPsModelIsAServiceThePresenterCalls() throws {
        for architecture in [Architecture.surfMVP, .coordinatedSurfMVP] {
            for (result, index) in try modules(architecture) {
                let plan = result.plan
                let module = plan.moduleName
                let context = "\(plan.controller.name) [\(architecture.rawValue)]"
                let service = "\(module)ModuleService"
                let serviceFiles = result.module.files.filter { $0.layer == .service }.map(\.path)
                guard !plan.requests.isEmpty else {
                    XCTAssertEqual(serviceFiles, [], "\(context): no data access, no service")
                    XCTAssertNil(index.properties(of: "\(module)Presenter")["service"], context)
                    continue
                }
                XCTAssertEqual(Set(serviceFiles), Set(["Input", "Output", ""].map { "\(module)/Service/\(service)\($0).swift" }), context)
                XCTAssertEqual(index.properties(of: "\(module)Presenter")["service"], "\(service)Input", context)
                XCTAssertTrue(index.conformances(of: "\(module)Presenter").contains("\(service)Output"), context)
                XCTAssertTrue(index.conformances(of: service).contains("\(service)Input"), context)
                XCTAssertEqual(index.properties(of: service)["output"], "\(service)Output?", context)
                let names = SurfMVPParts(plan: plan, coordinated: architecture == .coordinatedSurfMVP).names
                let requests = plan.requests.filter { $0.callback == nil }.map(names.request)
                XCTAssertEqual(index.functions(of: "\(service)Input"), requests, context)
                func contents(_ suffix: String) throws -> String {
                    try XCTUnwrap(result.module.files.first { $0.path.hasSuffix("/\(module)\(suffix).swift") }, "\(context): \(suffix)").contents
                }
                // The presenter starts each request on the service, and holds no data access of its own: none of the
                // services the controller used, none of the requests' code.
                let presenter = try contents("Presenter")
                for request in plan.events.flatMap(\.requests).map({ plan.requests[$0] }) {
                    XCTAssertTrue(presenter.contains("service.\(names.request(request))("), "\(context): \(request.noun)")
                }
                let presenterNames = Set(Parser.parse(source: presenter).tokens(viewMode: .sourceAccurate).map(\.text))
                // (A dependency the controller called `service` is the module service's own, by that name.)
                let dataAccess =
                    plan.dependencies.filter { $0.owners.contains(.interactor) && $0.name != "service" }.map(\.name)
                    + ["NSFetchRequest", "URLSession", "UserDefaults", "FileManager", "NSManagedObjectContext"]
                XCTAssertEqual(presenterNames.intersection(dataAccess), [], "\(context): data access in the presenter")
                XCTAssertEqual(
                    Set(index.properties(of: "\(module)Presenter").values).intersection(plan.dependencies.map(\.type.trimmedDescription)), [], context)
                XCTAssertEqual(Set(index.functions(of: "\(module)Presenter")).intersection(requests), [], context)
                // The configurator makes the service with its dependencies and wires it both ways.
                let configurator = try contents("ModuleConfigurator")
                XCTAssertTrue(configurator.contains("let presenter = \(module)Presenter(service: service)"), context)
                XCTAssertTrue(configurator.contains("service.output = presenter"), context)
                XCTAssertTrue(configurator.contains("let service = \(service)("), context)
            }
        }
    }

    func testSurfMVPAlertsWithLogicAreModulesWhoseOutputThePresenterImplements() throws {
        let (result, index) = try XCTUnwrap(modules(.surfMVP).first { $0.0.plan.moduleName == "Contacts" })
        XCTAssertTrue(index.typeNames.contains("ContactsDeleteModuleOutput"))
        XCTAssertTrue(index.conformances(of: "ContactsPresenter").contains("ContactsDeleteModuleOutput"))
        XCTAssertEqual(index.functions(of: "ContactsRouterInput").sorted(), ["showContactModule", "showDeleteModule", "showHelpModule"])
        // An alert without logic is configured in the router itself.
        let router = try XCTUnwrap(result.module.files.first { $0.path.hasSuffix("ContactsRouter.swift") }).contents
        XCTAssertTrue(router.contains("UIAlertController(title: \"Help\""))
        XCTAssertTrue(router.contains("output.delete(contact)"))
    }

    func testCoordinatedSurfMVPHasCoordinatorsInsteadOfRouters() throws {
        for (result, index) in try modules(.coordinatedSurfMVP) {
            let module = result.plan.moduleName
            let context = result.plan.controller.name
            XCTAssertFalse(index.typeNames.contains { $0.hasSuffix("Router") || $0.hasSuffix("RouterInput") }, "\(context): no routers")
            let coordinator = "\(module)Coordinator"
            XCTAssertTrue(index.functions(of: coordinator).contains("start"), context)
            XCTAssertNotNil(index.properties(of: coordinator)["finishFlow"], context)
            XCTAssertTrue(index.conformances(of: coordinator).contains("FlowCoordinator"), context)
            // Outputs are closures, one per route, set by the coordinator with weak captures.
            let outputs = index.properties(of: "\(module)ModuleOutput")
            XCTAssertEqual(
                Set(outputs.keys), Set(result.plan.routes.map(SurfMVPParts.outputClosure) + result.plan.moduleOutputs.map { ModuleParts.closureName($0.name) }),
                context)
            XCTAssertTrue(outputs.values.allSatisfy { $0.hasSuffix("-> Void)?") }, "\(context): \(outputs)")
            let source = try XCTUnwrap(result.module.files.first { $0.path.hasSuffix("/\(coordinator).swift") }).contents
            // `start()` sets one output closure per route; none may hold the coordinator.
            let captures = index.closureCaptures(in: coordinator, function: "start")
            XCTAssertEqual(captures.count, result.plan.routes.count, "\(context): \(captures)")
            XCTAssertTrue(captures.allSatisfy { $0 == "[weak self]" }, "\(context): \(captures)")
            XCTAssertEqual(index.closureCaptures(in: coordinator, function: "startChild"), ["[weak self, weak coordinator]"], context)
            XCTAssertTrue(source.contains("func startChild(_ coordinator: FlowCoordinator)"), context)
        }
    }

    func testVIPFollowsTheCleanSwiftCycle() throws {
        for (result, index) in try modules(.vip) {
            let module = result.plan.moduleName
            let context = result.plan.controller.name
            XCTAssertEqual(
                index.staticFunctions(of: "\(module)Configurator"),
                ["build", "configure"] + result.plan.dependencies.filter { !$0.injected }.map { "make" + Naming.upperFirst($0.name) }, context)
            let build = index.returnTypes(of: "\(module)Configurator").first { $0.key.hasPrefix("build(") }
            XCTAssertTrue(build?.value.hasPrefix(result.plan.controller.name) == true, context)
            XCTAssertEqual(result.module.entryPoint.hasPrefix("\(module)Configurator.build("), true, context)
            // View → Interactor → Presenter → View: each holds only the next one.
            XCTAssertEqual(index.properties(of: result.plan.controller.name)["interactor"], "\(module)InteractorProtocol", context)
            XCTAssertEqual(Set(index.properties(of: "\(module)Presenter").keys).intersection(["interactor", "router", "worker", "view"]), [], context)
            XCTAssertEqual(index.properties(of: "\(module)Presenter")["viewController"], "\(module)ViewControllerProtocol?", context)
            XCTAssertEqual(index.properties(of: "\(module)Interactor")["presenter"], "\(module)PresenterProtocol?", context)
            XCTAssertEqual(index.properties(of: "\(module)Interactor")["worker"], "\(module)WorkerProtocol", context)
            XCTAssertNil(index.properties(of: "\(module)Interactor")["viewController"], context)
            XCTAssertTrue(index.functions(of: "\(module)PresenterProtocol").allSatisfy { $0.hasPrefix("present") }, context)
            XCTAssertTrue(index.functions(of: "\(module)ViewControllerProtocol").allSatisfy { $0.hasPrefix("display") }, context)
            for name in index.functions(of: "\(module)RouterProtocol") {
                XCTAssertTrue(name.hasPrefix("routeTo") || name.hasPrefix("navigateTo") || name.hasPrefix("navigateBack"), "\(context): \(name)")
            }
            // View models reach the view; business models stay with the interactor and its worker.
            for entity in result.plan.entities {
                XCTAssertTrue(index.typeNames.contains(entity.modelType + "ViewModel"), context)
                XCTAssertTrue(index.functions(of: "\(module)Presenter").contains("make\(entity.modelType)ViewModel"), context)
            }
        }
    }
}

/// The declarations of an emitted module, parsed: who declares what, and with which types.
struct EmittedIndex {
    private var functionNames: [String: [String]] = [:]
    private var staticFunctionNames: [String: [String]] = [:]
    private var returnTypeNames: [String: [String: String]] = [:]
    private var propertyTypes: [String: [String: String]] = [:]
    private var inheritedTypes: [String: Set<String>] = [:]
    private var captures: [String: [String: [String]]] = [:]
    private(set) var typeNames: Set<String> = []
    private var valueTypes: Set<String> = []
    /// Types declared `@MainActor` (their declaration, not an extension).
    private(set) var mainActorTypes: Set<String> = []

    init(_ module: EmittedModule) {
        for file in module.files {
            let tree = Parser.parse(source: file.contents)
            for item in tree.statements {
                let decl = item.item
                let (name, inherited, members): (String?, [String], MemberBlockItemListSyntax?) =
                    if let type = decl.as(ClassDeclSyntax.self) {
                        (type.name.text, type.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? [], type.memberBlock.members)
                    } else if let type = decl.as(StructDeclSyntax.self) {
                        (type.name.text, [], type.memberBlock.members)
                    } else if let type = decl.as(EnumDeclSyntax.self) {
                        (type.name.text, [], type.memberBlock.members)
                    } else if let type = decl.as(ProtocolDeclSyntax.self) {
                        (type.name.text, type.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? [], type.memberBlock.members)
                    } else if let type = decl.as(ExtensionDeclSyntax.self) {
                        (
                            type.extendedType.trimmedDescription, type.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? [],
                            type.memberBlock.members
                        )
                    } else { (nil, [], nil) }
                guard let name, let members else { continue }
                if !decl.is(ExtensionDeclSyntax.self) { typeNames.insert(name) }
                if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) { valueTypes.insert(name) }
                let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
                if attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }) { mainActorTypes.insert(name) }
                inheritedTypes[name, default: []].formUnion(inherited)
                for member in members {
                    if let function = member.decl.as(FunctionDeclSyntax.self) {
                        functionNames[name, default: []].append(function.name.text)
                        captures[name, default: [:]][function.name.text, default: []] += ClosureCaptures(function).lists
                        if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
                            staticFunctionNames[name, default: []].append(function.name.text)
                        }
                        if let returned = function.signature.returnClause?.type.trimmedDescription {
                            let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                            returnTypeNames[name, default: [:]]["\(function.name.text)(\(labels))"] = returned
                        }
                    }
                    if let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                        let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
                    {
                        propertyTypes[name, default: [:]][identifier.identifier.text] = binding.typeAnnotation?.type.trimmedDescription ?? ""
                    }
                }
            }
        }
    }

    func functions(of type: String) -> [String] { functionNames[type] ?? [] }
    func staticFunctions(of type: String) -> [String] { staticFunctionNames[type] ?? [] }
    func returnTypes(of type: String) -> [String: String] { returnTypeNames[type] ?? [:] }
    func isValueType(_ type: String) -> Bool { valueTypes.contains(type) }
    func properties(of type: String) -> [String: String] { propertyTypes[type] ?? [:] }
    func inherited(of type: String) -> Set<String> { inheritedTypes[type] ?? [] }
    func conformances(of type: String) -> Set<String> { inherited(of: type) }
    /// The capture lists of the closures a method writes (`[weak self]`).
    func closureCaptures(in type: String, function: String) -> [String] { captures[type]?[function] ?? [] }

    /// A protocol's functions with those of the protocols it inherits from the same module.
    func allFunctions(of type: String) -> [String] {
        functions(of: type) + inherited(of: type).filter { typeNames.contains($0) }.flatMap { allFunctions(of: $0) }
    }
}

private final class ClosureCaptures: SyntaxVisitor {
    var lists: [String] = []
    init(_ node: some SyntaxProtocol) {
        super.init(viewMode: .sourceAccurate)
        walk(node)
    }

    override func visit(_ node: ClosureSignatureSyntax) -> SyntaxVisitorContinueKind {
        if let capture = node.capture { lists.append(capture.trimmedDescription) }
        return .visitChildren
    }
}
