import SwiftSyntax
import SwiftSyntaxBuilder

/// The module's own XCTest files (`--tests`), one per part the architecture's documents list, with
/// spies for the module's protocols. They check moved behaviour: each branch of a former routing
/// switch reaches its route, results reach the view, models map to plain objects, the builder wires
/// every reference, the view's events reach its output. What a test cannot make (a value of a type
/// the controller's file does not declare) is listed in the file as not covered rather than guessed.
struct ModuleTests {
    let parts: ModuleParts
    let shape: TestShape
    let spies: Spies
    let values: TestValues
    /// `@testable import App`: the app module the tests see, when the team named it.
    let appModule: String?

    init(parts: ModuleParts, shape: TestShape, module files: [PlannedFile], appModule: String?) {
        self.parts = parts
        self.shape = shape
        self.appModule = appModule
        values = TestValues(source: parts.plan.source.tree, types: parts.plan.source.types, entities: parts.plan.entities)
        spies = Spies(files: files, values: values)
    }

    var plan: MigrationPlan { parts.plan }
    var names: any ModuleNaming { parts.names }
    var folder: String { plan.moduleName + "Tests" }

    /// One generated test: `func test…() throws { body }`.
    struct Test {
        let name: String
        let body: [CodeBlockItemSyntax]
    }

    /// What one test file covers and what it leaves to the team, with the reason.
    struct Suite {
        var tests: [Test] = []
        var notCovered: [String] = []
    }

    func files() -> [PlannedFile] {
        var files: [PlannedFile] = []
        var spied: Set<String> = []
        for (document, name) in shape.documents {
            let suite: Suite
            switch document {
            case .builder: suite = builderSuite()
            case .view: suite = viewSuite()
            case .logic: suite = logicSuite(shape.logic)
            case .model: suite = shape.model.map(modelSuite) ?? Suite()
            case .router: suite = routerSuite()
            }
            guard !suite.tests.isEmpty else { continue }
            files.append(PlannedFile(path: "\(folder)/\(name).swift", layer: .tests, syntax: render(name, suite)))
            spied.formUnion(suite.tests.flatMap(usedSpies))
        }
        for protocolName in spied.sorted() {
            let spy = spies.spy(protocolName)
            files.append(
                PlannedFile(
                    path: "\(folder)/Spies/\(Spies.name(of: protocolName)).swift", layer: .tests,
                    syntax: parts.file(
                        parts.imports(for: [spy]) + appImport, [DeclSyntax(spy)],
                        doc: SyntaxFactory.docComment("Records what the \(plan.moduleName) module asks of its \(protocolName), for its tests."))))
        }
        return files
    }

    /// The protocols whose spies a test makes (`MenuRouterInputSpy()`).
    private func usedSpies(_ test: Test) -> [String] {
        test.body.flatMap { $0.tokens(viewMode: .sourceAccurate) }.compactMap { token in
            guard case .identifier(let name) = token.tokenKind, name.hasSuffix("Spy") else { return nil }
            let protocolName = String(name.dropLast(3))
            return spies.protocols[protocolName] == nil ? nil : protocolName
        }
    }

    private var appImport: [CodeBlockItemSyntax] {
        guard let appModule else { return [] }
        return [
            CodeBlockItemSyntax(
                item: .decl(
                    DeclSyntax(
                        ImportDeclSyntax(
                            attributes: [.attribute(AttributeSyntax(attributeName: TypeText.named("testable")).with(\.trailingTrivia, .space))],
                            path: [ImportPathComponentSyntax(name: .identifier(appModule))]))))
        ]
    }

    private func render(_ name: String, _ suite: Suite) -> SourceFileSyntax {
        var taken: [String: Int] = [:]
        let methods = suite.tests.map { test in
            // Two tests of the same name (two branches to one route) are numbered.
            taken[test.name, default: 0] += 1
            let name = taken[test.name]! == 1 ? test.name : test.name + String(taken[test.name]!)
            let throwing = test.body.contains { $0.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.try) } }
            return MemberBlockItemSyntax(
                decl: SyntaxFactory.function(name, [], body: test.body)
                    .with(
                        \.signature.effectSpecifiers,
                        throwing ? FunctionEffectSpecifiersSyntax(throwsClause: ThrowsClauseSyntax(throwsSpecifier: .keyword(.throws))) : nil))
        }
        let connects = suite.tests.contains { $0.body.contains { $0.tokens(viewMode: .sourceAccurate).contains { $0.text == Self.connectOutlets } } }
        let helpers = connects ? outletHelpers().map { MemberBlockItemSyntax(decl: $0) } : []
        let testCase = ClassDeclSyntax(
            attributes: SyntaxFactory.mainActor, modifiers: [DeclModifierSyntax(name: .keyword(.final))], name: .identifier(name),
            inheritanceClause: InheritanceClauseSyntax(inheritedTypes: [InheritedTypeSyntax(type: TypeText.named("XCTestCase"))]),
            memberBlock: MemberBlockSyntax(members: SyntaxFactory.spaced(helpers + methods)))
        var doc = SyntaxFactory.docComment("Tests of the \(plan.moduleName) module's behaviour as moved from \(plan.controller.name), generated by mvc2viper.")
        if !suite.notCovered.isEmpty {
            doc =
                doc + Trivia(pieces: [.docLineComment("///"), .newlines(1)])
                + SyntaxFactory.docComment("Not covered (the test cannot make what it needs; add it by hand):")
                + suite.notCovered.map { SyntaxFactory.docComment("- " + $0) }.reduce(Trivia(), +)
        }
        let code: [any SyntaxProtocol] = suite.tests.flatMap(\.body) + helpers
        return parts.file(parts.imports(for: code, always: ["XCTest"], movedCode: true) + appImport, [DeclSyntax(testCase)], doc: doc)
    }

    // MARK: Building what tests use

    /// `let viewController = MenuViewController()` with what its creators set on it, or nil with the reason.
    func controller(named variable: String) -> Result<[CodeBlockItemSyntax], NotCovered> {
        if plan.controller.declaration.genericParameterClause != nil { return .failure(NotCovered("\(plan.controller.name) is generic")) }
        let initParameters = parts.controllerInitParameters
        guard let arguments = values.values(for: parts.builderParameters.map { ($0.type, $0.name) }) else {
            return .failure(
                NotCovered(
                    "\(plan.controller.name) needs \(parts.builderParameters.map { "`\($0.name)`" }.joined(separator: ", ")), which the test cannot make"))
        }
        let creation = SyntaxFactory.call(
            nil, plan.controller.name, arguments: Array(arguments.prefix(initParameters.count)),
            labels: initParameters.map(\.label))
        let handedOver = zip(parts.builderParameters.dropFirst(initParameters.count), arguments.dropFirst(initParameters.count)).map { parameter, value in
            parts.assign(variable, parameter.name, value)
        }
        // A storyboard or nib screen is made from it, as the app makes it: its outlets come with its view.
        let made = parts.screenCreation.statements(declaring: variable, of: TypeText.named(plan.controller.name), inTest: true)
        return .success((made ?? [SyntaxFactory.letStatement(variable, creation)]) + handedOver)
    }

    /// The controller, wired by the module's builder (`MenuAssembly().configure(viewController)`).
    func assembledModule() -> Result<[CodeBlockItemSyntax], NotCovered> {
        let variable = shape.builder.controllerVariable
        return controller(named: variable).map { statements in
            let builder =
                shape.builder.isStatic ? SyntaxFactory.reference(shape.builder.typeName) : SyntaxFactory.call(nil, shape.builder.typeName, arguments: [])
            return statements + [SyntaxFactory.statement(SyntaxFactory.call(builder, "configure", arguments: [SyntaxFactory.reference(variable)]))]
        }
    }

    var graph: WiringGraph { WiringGraph(shape.builder, controllerType: plan.controller.name) }

    /// The subject made for a test, with spies for its collaborators (`routerSpy`), or nil with the reason.
    func make(_ subject: TestShape.Subject) -> Result<[CodeBlockItemSyntax], NotCovered> {
        let spyLets = subject.collaborators.map { name, protocolName in
            SyntaxFactory.letStatement(Spies.variable(for: name), SyntaxFactory.call(nil, Spies.name(of: protocolName), arguments: []))
        }
        let assignments = subject.spies.map { parts.assign(subject.local, $0.property, SyntaxFactory.reference(Spies.variable(for: $0.property))) }
        if !subject.initializerSpies.isEmpty {
            let creation = SyntaxFactory.call(
                nil, subject.type, arguments: subject.initializerSpies.map { SyntaxFactory.reference(Spies.variable(for: $0.label)) },
                labels: subject.initializerSpies.map(\.label))
            return .success(spyLets + [SyntaxFactory.letStatement(subject.local, creation)] + assignments)
        }
        return assembledModule().flatMap { module in
            guard let reaching = graph.reaching(subject.local) else { return .failure(NotCovered("the builder does not lead to \(subject.type)")) }
            return .success(module + reaching + spyLets + assignments)
        }
    }

    struct NotCovered: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// `XCTAssertEqual(routerSpy.calls, ["openCityModule()"])`.
    func assertCalls(_ spy: String, _ calls: [String], exactly: Bool = true) -> CodeBlockItemSyntax {
        assertRecorded(ExprSyntax("\(raw: spy).calls"), calls, exactly: exactly)!
    }

    /// What was recorded equals `calls`, or — not `exactly` — holds them in order among others the code makes
    /// (the moved code the logic runs before, or requests no spy stands in for showing what they load); nil for
    /// "nothing among others", which says nothing.
    func assertRecorded(_ recorded: ExprSyntax, _ calls: [String], exactly: Bool) -> CodeBlockItemSyntax? {
        let expected = Self.stringArray(calls)
        if exactly { return "XCTAssertEqual(\(recorded), \(expected))" }
        return calls.isEmpty ? nil : "XCTAssertEqual(\(recorded).filter(\(expected).contains), \(expected))"
    }

    /// `name(_:label:)` of a requirement of a module protocol, as its spy records it.
    func callName(_ method: String, of protocolName: String) -> String {
        spies.call(method, of: protocolName) ?? method + "()"
    }

    /// The same for a call with these parameters: Surf's `configure(with:)` overloads share one name, and only
    /// their labels tell which one the logic calls.
    func callName(_ method: String, _ parameters: [Parameter], of protocolName: String) -> String {
        let called = Spies.callName(SyntaxFactory.function(method, parameters, body: nil))
        return spies.requirements(of: protocolName).contains { Spies.callName($0) == called } ? called : callName(method, of: protocolName)
    }

    /// `["a", "b"]`.
    static func stringArray(_ strings: [String]) -> ArrayExprSyntax {
        ArrayExprSyntax(
            elements: ArrayElementListSyntax(
                strings.enumerated().map { index, string in
                    ArrayElementSyntax(
                        expression: StringLiteralExprSyntax(content: string),
                        trailingComma: index < strings.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
                }))
    }

    static func testName(_ parts: String...) -> String {
        "test" + parts.map(Naming.upperFirst).joined()
    }
}
