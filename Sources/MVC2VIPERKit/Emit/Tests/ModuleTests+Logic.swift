import SwiftSyntax
import SwiftSyntaxBuilder

/// Tests of the object the view's events reach (VIPER's and Surf's presenter, VIP's interactor).
extension ModuleTests {
    /// Who hears what from the logic object in a test: the spies by role, or the route closures it calls.
    private struct Roles {
        var display: (spy: String, protocolName: String)?
        var requests: (spy: String, protocolName: String)?
        var routes: (spy: String, protocolName: String)?
        var moduleOutput: (spy: String, protocolName: String)?
    }

    private func roles(_ subject: TestShape.Subject) -> Roles {
        func role(_ name: String?) -> (spy: String, protocolName: String)? {
            subject.collaborators.first { $0.name == name }.map { (Spies.variable(for: $0.name), $0.protocolName) }
        }
        var routerName: String?
        if case .router(let name, _) = parts.wiring.routes { routerName = name }
        return Roles(
            display: role(parts.wiring.display), requests: role(parts.wiring.requests), routes: role(routerName),
            moduleOutput: role(parts.wiring.moduleOutput))
    }

    func logicSuite(_ subject: TestShape.Subject) -> Suite {
        var made: [CodeBlockItemSyntax]
        switch make(subject) {
        case .success(let statements): made = statements
        case .failure(let notCovered): return Suite(notCovered: ["\(subject.type): " + notCovered.reason])
        }
        var suite = Suite()
        // Whoever opens a module with an input configures it before anything else happens (`configure(item:)`).
        if !plan.moduleInputs.isEmpty {
            if let configuration = moduleInputCalls(subject) {
                made += configuration
            } else if plan.presenterState.contains(where: { $0.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) }) {
                return Suite(notCovered: ["\(subject.type): its input takes values the test cannot make, and its state needs them"])
            }
        }
        let roles = roles(subject)
        for event in plan.events {
            eventTests(event, subject: subject, made: made, roles: roles, into: &suite)
        }
        for query in plan.queries { queryTest(query, subject: subject, made: made, roles: roles, into: &suite) }
        for state in plan.askedState where state.isSettable { askedStateTest(state, subject: subject, made: made, into: &suite) }
        if subject.resultsProtocol != nil {
            for request in parts.reportedRequests { resultTests(request, subject: subject, made: made, roles: roles, into: &suite) }
        }
        if subject.mapsEntities { mappingTests(subject, made: made, into: &suite) }
        return suite
    }

    /// The logic asks the model a question the view asks it: the spy answers with a value the test can make (a
    /// spy that cannot would stop the test), so only such questions are tested.
    private func queryTest(_ query: DataQuery, subject: TestShape.Subject, made: [CodeBlockItemSyntax], roles: Roles, into suite: inout Suite) {
        let method = names.query(query)
        guard let requests = roles.requests else { return }
        guard values.value(for: query.returns) != nil else {
            suite.notCovered.append("\(method): its answer is a \(query.returns.trimmedText), which the test cannot make")
            return
        }
        switch call(subject.local, method, query.parameters) {
        case .failure(let notCovered): suite.notCovered.append(notCovered.reason)
        case .success(let call):
            let asked = CodeBlockItemSyntax(
                item: .expr(
                    ExprSyntax(
                        SequenceExprSyntax(elements: [
                            ExprSyntax(DiscardAssignmentExprSyntax()), ExprSyntax(AssignmentExprSyntax()), call,
                        ]))))
            suite.tests.append(
                Test(
                    name: Self.testName(method, "Asks", "The", "Model"),
                    body: made + [asked, assertCalls(requests.spy, [callName(method, query.parameters, of: requests.protocolName)])]))
        }
    }

    /// The logic keeps the state the view hands it and answers with it: what `didChangeBooking(_:)` was given,
    /// `currentBooking()` gives back (compared by description: the state's type need not be Equatable).
    private func askedStateTest(_ state: AskedState, subject: TestShape.Subject, made: [CodeBlockItemSyntax], into suite: inout Suite) {
        let change = names.stateChange(state)
        guard let value = values.value(for: state.type, hint: state.name) else {
            suite.notCovered.append("\(change): it takes a \(state.type.trimmedText), which the test cannot make")
            return
        }
        let given = SyntaxFactory.letStatement("given", value)
        let handed = SyntaxFactory.statement(SyntaxFactory.call(SyntaxFactory.reference(subject.local), change, arguments: [SyntaxFactory.reference("given")]))
        let answered = SyntaxFactory.call(SyntaxFactory.reference(subject.local), names.stateQuestion(state), arguments: [])
        let check = SyntaxFactory.statement(ExprSyntax("XCTAssertEqual(String(describing: \(answered)), String(describing: given))"))
        suite.tests.append(Test(name: Self.testName(change, "Is", "Kept"), body: made + [given, handed, check]))
    }

    /// `presenter.didSelectMainMenuSection(.city)`, or nil naming the parameter a test cannot make.
    private func call(_ subject: String, _ method: String, _ parameters: [Parameter], given: [String: ExprSyntax] = [:]) -> Result<ExprSyntax, NotCovered> {
        guard let arguments = values.values(for: parameters.map { ($0.type, $0.name) }, given: given) else {
            return .failure(NotCovered("\(method) takes \(parameters.map { $0.type.trimmedText }.joined(separator: ", ")), which the test cannot make"))
        }
        return .success(SyntaxFactory.call(SyntaxFactory.reference(subject), method, arguments: arguments, labels: SyntaxFactory.argumentLabels(parameters)))
    }

    private func displayCall(_ command: ViewCommand, _ roles: Roles) -> String? {
        guard let display = roles.display, !command.isEmpty else { return nil }
        // The logic hands over what it formatted too, unless the view's presenter formats it (VIP).
        let parameters = parts.wiring.formatsValues ? command.allParameters : command.parameters
        return callName(parts.wiring.displayName?(command) ?? names.command(command), parameters, of: display.protocolName)
    }

    private func routeCalls(_ routes: [Int], _ roles: Roles) -> [String] {
        routes.map { index in
            let route = plan.routes[index]
            if case .closures(let closureName) = parts.wiring.routes { return closureName(route) }
            return callName(names.route(route), of: roles.routes?.protocolName ?? names.routerInput)
        }
    }

    /// A coordinated module's routes are closures: each one set to write down that it was called.
    private func routeRecorders(_ subject: TestShape.Subject) -> [CodeBlockItemSyntax] {
        guard case .closures(let closureName) = parts.wiring.routes, !plan.routes.isEmpty else { return [] }
        return ["var takenRoutes: [String] = []"]
            + plan.routes.map { route in
                let name = closureName(route)
                let ignored = Array(repeating: "_", count: route.parameters.count + route.callbacks.count).joined(separator: ", ")
                return "\(raw: subject.local).\(raw: name) = { \(raw: ignored.isEmpty ? "" : ignored + " in ")takenRoutes.append(\(literal: name)) }"
            }
    }

    private func assertRoutes(_ expected: [String], _ roles: Roles, exactly: Bool) -> CodeBlockItemSyntax? {
        if case .closures = parts.wiring.routes {
            return plan.routes.isEmpty ? nil : assertRecorded("takenRoutes", expected, exactly: exactly)
        }
        guard let spy = roles.routes?.spy else { return nil }
        return assertRecorded("\(raw: spy).calls", expected, exactly: exactly)
    }

    private func eventTests(_ event: ViewEvent, subject: TestShape.Subject, made: [CodeBlockItemSyntax], roles: Roles, into suite: inout Suite) {
        let method = names.event(event)
        let setup = made + routeRecorders(subject)
        switch event.kind {
        case .routing(_, let branches):
            for branch in branches {
                let route = plan.routes[branch.route]
                guard let picked = BranchArgument.find(branch, of: event, cases: values.plainCases) else {
                    suite.notCovered.append("\(method) taking \(route.noun): no single value of its parameters picks the branch")
                    continue
                }
                switch call(subject.local, method, event.parameters, given: [picked.parameter: picked.value]) {
                case .failure(let notCovered): suite.notCovered.append(notCovered.reason)
                case .success(let call):
                    let asserts = [assertRoutes(routeCalls([branch.route], roles), roles, exactly: true)].compactMap { $0 }
                    suite.tests.append(
                        Test(
                            name: Self.testName(method, "Takes", route.noun, "Route"),
                            body: setup + [SyntaxFactory.statement(call)] + asserts))
                }
            }
        case .lifecycle, .intent:
            // State the view's code checked first (`guard let user`) now comes from the module's input or a result
            // the presenter keeps: the test hands them over first.
            let leavesEarly = event.presenterStatements.contains { statement in
                statement.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.guard) || $0.tokenKind == .keyword(.return) }
            }
            var configuration: [CodeBlockItemSyntax] = []
            if leavesEarly {
                guard let calls = keptResults(subject), !calls.isEmpty || !plan.moduleInputs.isEmpty else {
                    suite.notCovered.append("\(method): it runs once the presenter holds state the test cannot set")
                    return
                }
                configuration = calls
            }
            switch call(subject.local, method, event.parameters) {
            case .failure(let notCovered): suite.notCovered.append(notCovered.reason)
            case .success(let call):
                var asserts: [CodeBlockItemSyntax] = []
                let shown = (event.commands + event.loadingCommands).compactMap { displayCall(plan.viewCommands[$0], roles) }
                if let display = roles.display, !shown.isEmpty { asserts.append(assertCalls(display.spy, shown, exactly: false)) }
                if let requests = roles.requests {
                    asserts.append(assertCalls(requests.spy, event.requests.map { callName(names.request(plan.requests[$0]), of: requests.protocolName) }))
                }
                // Without a spy for the requests they run for real, and may route on once they report.
                let exactRoutes = roles.requests != nil || event.requests.isEmpty
                if let routes = assertRoutes(routeCalls(event.routes, roles), roles, exactly: exactRoutes) { asserts.append(routes) }
                guard !asserts.isEmpty else { return }
                suite.tests.append(
                    Test(
                        name: Self.testName(method, "Runs", "What", "The", "Controller", "Did"),
                        body: setup + configuration + [SyntaxFactory.statement(call)] + asserts))
            }
        case .moduleOutput(let index):
            let output = plan.moduleOutputs[index]
            guard let spy = roles.moduleOutput else { return }
            switch call(subject.local, method, event.parameters) {
            case .failure(let notCovered): suite.notCovered.append(notCovered.reason)
            case .success(let call):
                suite.tests.append(
                    Test(
                        name: Self.testName(method, "Tells", "The", "Module", "Output"),
                        body: setup + [SyntaxFactory.statement(call), assertCalls(spy.spy, [callName(output.name, of: spy.protocolName)])]))
            }
        }
    }

    /// The module's input called as its opener would (`presenter.configure(with: User(…))`); nil when a value cannot be made.
    private func moduleInputCalls(_ subject: TestShape.Subject) -> [CodeBlockItemSyntax]? {
        var calls: [CodeBlockItemSyntax] = []
        for input in plan.moduleInputs {
            guard let arguments = values.values(for: input.parameters.map { ($0.type, $0.name) }) else { return nil }
            calls.append(
                SyntaxFactory.statement(
                    SyntaxFactory.call(
                        SyntaxFactory.reference(subject.local), input.baseName, arguments: arguments,
                        labels: input.parameters.map(\.label))))
        }
        return calls
    }

    /// The results whose values the logic keeps, handed over (`presenter.didObtainUser(User(…))`); nil when a value cannot be made.
    private func keptResults(_ subject: TestShape.Subject) -> [CodeBlockItemSyntax]? {
        guard subject.resultsProtocol != nil else { return [] }
        var calls: [CodeBlockItemSyntax] = []
        // Results that route on would take routes the test is about to check.
        for request in parts.reportedRequests
        where request.routesAfterResults.isEmpty
            && request.displayCommand.map({ !plan.viewCommands[$0].stateWrites.isEmpty }) == true
        {
            guard case .success(let call) = call(subject.local, names.result(request), parts.resultParameters(request)) else { return nil }
            calls.append(SyntaxFactory.statement(call))
        }
        return calls
    }

    /// A result reaches the view (and the routes taken after it); a failure shows its error.
    private func resultTests(_ request: DataRequest, subject: TestShape.Subject, made: [CodeBlockItemSyntax], roles: Roles, into suite: inout Suite) {
        let result = names.result(request)
        switch call(subject.local, result, parts.resultParameters(request)) {
        case .failure(let notCovered): suite.notCovered.append(notCovered.reason)
        case .success(let call):
            var asserts: [CodeBlockItemSyntax] = []
            if let display = roles.display {
                asserts.append(assertCalls(display.spy, request.displayCommand.flatMap { displayCall(plan.viewCommands[$0], roles) }.map { [$0] } ?? []))
            }
            if let routes = assertRoutes(routeCalls(request.routesAfterResults, roles), roles, exactly: true) { asserts.append(routes) }
            suite.tests.append(
                Test(name: Self.testName(result, "Reaches", "The", "View"), body: made + routeRecorders(subject) + [SyntaxFactory.statement(call)] + asserts))
        }
        guard let failureCommand = request.failureCommand, let display = roles.display,
            let shown = displayCall(plan.viewCommands[failureCommand], roles),
            case .success(let failureCall) = call(subject.local, names.failure(request), parts.errorParameter)
        else { return }
        suite.tests.append(
            Test(
                name: Self.testName(names.failure(request), "Shows", "The", "Error"),
                body: made + [SyntaxFactory.statement(failureCall), assertCalls(display.spy, [shown])]))
    }

    /// Each model maps to its plain object field by field.
    func mappingTests(_ subject: TestShape.Subject, made: [CodeBlockItemSyntax], into suite: inout Suite) {
        for entity in plan.entities {
            let model = Naming.lowerFirst(entity.modelType)
            let compared = entity.fields.filter { TestValues.isEquatable($0.type) }
            let making =
                values.managedObject(entity.modelType, named: model, fields: entity.fields)
                ?? values.value(for: TypeText.named(entity.modelType), hint: model).map { [SyntaxFactory.letStatement(model, $0)] }
            guard let making, !compared.isEmpty else {
                suite.notCovered.append(
                    "mapping \(entity.modelType) to \(entity.name): the test cannot make a \(entity.modelType) (declare it beside the controller or build one by hand)"
                )
                continue
            }
            let mapping: [CodeBlockItemSyntax] =
                making + [
                    SyntaxFactory.letStatement(
                        "mapped",
                        SyntaxFactory.call(
                            SyntaxFactory.call(nil, "type", arguments: [SyntaxFactory.reference(subject.local)], labels: ["of"]), names.mapper(entity),
                            arguments: [SyntaxFactory.reference(model)], labels: ["from"]))
                ]
            let asserts = compared.map { field -> CodeBlockItemSyntax in "XCTAssertEqual(mapped.\(raw: field.name), \(raw: model).\(raw: field.name))" }
            suite.tests.append(Test(name: Self.testName(names.mapper(entity), "Copies", "The", entity.modelType), body: made + mapping + asserts))
        }
    }
}
