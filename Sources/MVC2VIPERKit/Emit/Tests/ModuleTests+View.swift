import SwiftSyntax
import SwiftSyntaxBuilder

extension ModuleTests {
    /// Each view method that sends an event (a lifecycle method, an action) sends it to the view's output.
    ///
    /// ## After
    /// ```swift
    /// func testViewDidLoadSendsDidTriggerViewReadyEvent() throws {
    ///     …
    ///     let outputSpy = MenuViewOutputSpy()
    ///     viewController.output = outputSpy
    ///     viewController.viewDidLoad()
    ///     XCTAssertTrue(outputSpy.calls.contains("didTriggerViewReadyEvent()"), "\(outputSpy.calls)")
    /// }
    /// ```
    func viewSuite() -> Suite {
        let module: [CodeBlockItemSyntax]
        switch assembledModule() {
        case .success(let statements): module = statements
        case .failure(let notCovered): return Suite(notCovered: ["the view's events: " + notCovered.reason])
        }
        let controller = shape.builder.controllerVariable
        let output = shape.viewOutput
        var suite = Suite()
        for (index, event) in plan.events.enumerated() {
            guard let member = plan.controller.member(named: event.sourceMember), member.kind == .function, !member.isPrivate,
                  !plan.viewEdits.removedMembers.contains(member.name), sendsUnconditionally(member, event: index) else { continue }
            guard let arguments = values.values(for: member.parameters.map { ($0.type, $0.name) }) else {
                suite.notCovered.append("\(member.name): the test cannot make its parameters")
                continue
            }
            let expected = callName(names.event(event), of: output.protocolName)
            let spy = Spies.variable(for: output.property)
            let body = module + [
                SyntaxFactory.letStatement(spy, SyntaxFactory.call(nil, Spies.name(of: output.protocolName), arguments: [])),
                parts.assign(controller, output.property, SyntaxFactory.reference(spy)),
                SyntaxFactory.statement(SyntaxFactory.call(SyntaxFactory.reference(controller), member.baseName, arguments: arguments,
                                                           labels: member.parameters.map(\.label))),
                "XCTAssertTrue(\(raw: spy).calls.contains(\(literal: expected)), \"\\(\(raw: spy).calls)\")",
            ]
            suite.tests.append(Test(name: Self.testName(member.baseName, "Sends", names.event(event)), body: body))
        }
        return suite
    }

    /// The member's body sends the event at its top level, with nothing before it that may leave early.
    private func sendsUnconditionally(_ member: MemberModel, event: Int) -> Bool {
        guard let body = member.body else { return false }
        for statement in body {
            if case .event(let index, _) = plan.viewEdits.replacedStatements[statement.id], index == event { return true }
            if statement.item.is(GuardStmtSyntax.self) || statement.item.is(ReturnStmtSyntax.self) || statement.item.is(ThrowStmtSyntax.self) { return false }
            if let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self),
               expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self),
               expression.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.return) }) { return false }
        }
        return false
    }
}
