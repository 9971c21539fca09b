import SwiftSyntax
import SwiftSyntaxBuilder

extension ModuleTests {
    /// The interactor runs each request with the dependencies the builder gives it and reports to
    /// its output, the result or the failure; and it maps models to plain objects field by field.
    ///
    /// ## After
    /// ```swift
    /// func testObtainQuartersReportsToTheOutput() throws {
    ///     …
    ///     interactor.obtainQuarters()
    ///     wait(for: [reported], timeout: 5)
    ///     XCTAssertTrue(["didObtainQuarters(_:)"].contains(outputSpy.calls.first ?? ""), "\(outputSpy.calls)")
    /// }
    /// ```
    func modelSuite(_ subject: TestShape.Subject) -> Suite {
        let made: [CodeBlockItemSyntax]
        switch make(subject) {
        case .success(let statements): made = statements
        case .failure(let notCovered): return Suite(notCovered: ["\(subject.type): " + notCovered.reason])
        }
        var suite = Suite()
        if let output = subject.spies.first, subject.requestsProtocol != nil {
            for request in parts.reportedRequests where request.callback == nil && !request.isCancellation {
                let method = names.request(request)
                guard request.subscriptions.isEmpty else {
                    suite.notCovered.append("\(method): it reports when what it subscribes to publishes, which the app's services decide")
                    continue
                }
                guard let arguments = values.values(for: request.parameters.map { ($0.type, $0.name) }) else {
                    suite.notCovered.append("\(method): the test cannot make its parameters")
                    continue
                }
                // A dependency the module's callers hand over (`var context: NSManagedObjectContext?`) that the test
                // cannot make is nil there, and a request that needs it reports nothing.
                if let missing = request.dependencies.compactMap({ name in parts.plan.dependencies.first { $0.name == name } })
                    .first(where: { $0.setByCallers && values.value(for: TypeText.unwrapped($0.type)) == nil })
                {
                    suite.notCovered.append("\(method): it needs \(missing.name), which the module's callers hand over and the test cannot make")
                    continue
                }
                let reports = [names.result(request)] + (request.failureCommand == nil ? [] : [names.failure(request)])
                let expected = Self.stringArray(reports.map { callName($0, of: output.protocolName) })
                let spy = Spies.variable(for: output.property)
                let call = SyntaxFactory.call(
                    SyntaxFactory.reference(subject.local), method, arguments: arguments,
                    labels: SyntaxFactory.argumentLabels(request.parameters))
                // Requests may report later (a service's completion): the test waits for the first report.
                let body: [CodeBlockItemSyntax] =
                    made + [
                        "let reported = expectation(description: \(literal: "\(method) reports"))",
                        "reported.assertForOverFulfill = false",
                        "\(raw: spy).onCall = { reported.fulfill() }",
                        SyntaxFactory.statement(call),
                        "wait(for: [reported], timeout: 5)",
                        "XCTAssertTrue(\(expected).contains(\(raw: spy).calls.first ?? \"\"), \"\\(\(raw: spy).calls)\")",
                    ]
                suite.tests.append(Test(name: Self.testName(method, "Reports", "To", "The", "Output"), body: body))
            }
        }
        if let presentations = subject.presentationsProtocol, let view = subject.spies.first {
            presentationTests(presentations, view: view, subject: subject, made: made, into: &suite)
        }
        if subject.mapsEntities { mappingTests(subject, made: made, into: &suite) }
        return suite
    }

    /// Each presentation shows its display on the view controller (`presentQuarters` → `displayQuarters(_:)`).
    private func presentationTests(
        _ protocolName: String, view: (property: String, protocolName: String), subject: TestShape.Subject,
        made: [CodeBlockItemSyntax], into suite: inout Suite
    ) {
        let requirements = spies.requirements(of: protocolName)
        for command in plan.viewCommands where !command.isEmpty {
            guard let name = parts.wiring.displayName?(command), let requirement = requirements.first(where: { $0.name.text == name }) else { continue }
            let parameters = requirement.signature.parameterClause.parameters
            guard let arguments = values.values(for: parameters.map { ($0.type, ($0.secondName ?? $0.firstName).text) }) else {
                suite.notCovered.append("\(name): the test cannot make its parameters")
                continue
            }
            let call = SyntaxFactory.call(
                SyntaxFactory.reference(subject.local), name, arguments: arguments,
                labels: parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text })
            suite.tests.append(
                Test(
                    name: Self.testName(name, "Shows", names.command(command)),
                    body: made + [
                        SyntaxFactory.statement(call),
                        assertCalls(Spies.variable(for: view.property), [callName(names.command(command), of: view.protocolName)]),
                    ]))
        }
    }
}
