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
        let controller = shape.builder.controllerVariable
        // The screen's methods read its outlets: they are given first, as its storyboard or nib would (or come with the
        // view of a screen made from them).
        switch assembledModule().flatMap({ statements in outletValues.map { (statements, !$0.isEmpty) } }) {
        case .success(let (statements, hasOutlets)):
            module =
                statements
                + (hasOutlets
                    ? [SyntaxFactory.statement(SyntaxFactory.call(nil, Self.connectOutlets, arguments: [SyntaxFactory.reference(controller)], labels: ["of"]))]
                    : [])
        case .failure(let notCovered): return Suite(notCovered: ["the view's events: " + notCovered.reason])
        }
        let output = shape.viewOutput
        // A storyboard or nib screen connects its outlets when its view loads, which runs `viewDidLoad`: after the spy.
        let loadsInterface = parts.screenCreation.loadsInterface
        var suite = Suite()
        for (index, event) in plan.events.enumerated() {
            guard let member = plan.controller.member(named: event.sourceMember) else { continue }
            if member.kind == .initializer {
                suite.notCovered.append("\(member.name): it sends its event while it makes the view, before a test can hand it the output spy")
                continue
            }
            guard member.kind == .function, !member.isPrivate,
                !plan.viewEdits.removedMembers.contains(member.name), sendsUnconditionally(member, event: index)
            else { continue }
            if let state = unanswerableState(readBy: member) {
                suite.notCovered.append("\(member.name): it reads \(state), which the output spy cannot answer")
                continue
            }
            guard let arguments = values.values(for: member.parameters.map { ($0.type, $0.name) }) else {
                suite.notCovered.append("\(member.name): the test cannot make its parameters")
                continue
            }
            let expected = callName(names.event(event), of: output.protocolName)
            let spy = Spies.variable(for: output.property)
            let loading =
                loadsInterface ? [SyntaxFactory.statement(SyntaxFactory.call(SyntaxFactory.reference(controller), "loadViewIfNeeded", arguments: []))] : []
            let call =
                loadsInterface && member.name == "viewDidLoad()"
                ? []
                : [
                    SyntaxFactory.statement(
                        SyntaxFactory.call(
                            SyntaxFactory.reference(controller), member.baseName, arguments: arguments,
                            labels: member.parameters.map(\.label)))
                ]
            let body =
                module + [
                    SyntaxFactory.letStatement(spy, SyntaxFactory.call(nil, Spies.name(of: output.protocolName), arguments: [])),
                    parts.assign(controller, output.property, SyntaxFactory.reference(spy)),
                ] + loading + call + [
                    "XCTAssertTrue(\(raw: spy).calls.contains(\(literal: expected)), \"\\(\(raw: spy).calls)\")"
                ]
            suite.tests.append(Test(name: Self.testName(member.baseName, "Sends", names.event(event)), body: body))
        }
        return suite
    }

    /// State the presenter holds that the member reads, itself or through the view's members it calls, when the
    /// output spy cannot make a value of its type (its question would trap).
    private func unanswerableState(readBy member: MemberModel) -> String? {
        let unanswerable = Set(plan.askedState.filter { values.value(for: $0.type) == nil }.map(\.name))
        guard !unanswerable.isEmpty else { return nil }
        var pending = [member]
        var seen: Set<String> = [member.name]
        while let next = pending.popLast() {
            if let state = next.references.selfMembers.intersection(unanswerable).sorted().first { return state }
            for called in next.references.selfMembersCalled.union(next.references.selfMembers) {
                for callee in plan.controller.members(withBaseName: called) where seen.insert(callee.name).inserted { pending.append(callee) }
            }
        }
        return nil
    }

    /// The member's body sends the event at its top level, with nothing before it that may leave early.
    private func sendsUnconditionally(_ member: MemberModel, event: Int) -> Bool {
        guard let body = member.body else { return false }
        for statement in body {
            if case .event(let index, _) = plan.viewEdits.replacedStatements[statement.id], index == event { return true }
            if statement.item.is(GuardStmtSyntax.self) || statement.item.is(ReturnStmtSyntax.self) || statement.item.is(ThrowStmtSyntax.self) { return false }
            if let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self),
                expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self),
                expression.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.return) })
            {
                return false
            }
        }
        return false
    }

    static let connectOutlets = "connectOutlets"

    /// What a test gives each outlet the view keeps, before the view loads (`UILabel()`), or why it cannot: a
    /// screen built in a test has none of what its storyboard or nib connects, and its first outlet would trap.
    /// A screen the test makes from its storyboard or nib needs none: they come with its view.
    var outletValues: Result<[(name: String, value: ExprSyntax)], NotCovered> {
        var given: [(name: String, value: ExprSyntax)] = []
        if parts.screenCreation.loadsInterface { return .success(given) }
        for outlet in plan.controller.members where outlet.isOutlet && !plan.viewEdits.removedMembers.contains(outlet.name) {
            guard !outlet.isPrivate else {
                return .failure(NotCovered("the outlet `\(outlet.name)` is private: a test cannot give it a view before the screen loads"))
            }
            guard let type = outlet.typeAnnotation, let value = values.outletValue(for: type) else {
                return .failure(NotCovered("the test cannot make a view for the outlet `\(outlet.name)`"))
            }
            given.append((outlet.name, value))
        }
        return .success(given)
    }

    /// The test class's helpers giving the screen its outlets, and keeping them alive (outlets are weak).
    ///
    /// ## After
    /// ```swift
    /// private var outlets: [AnyObject] = []
    ///
    /// private func connectOutlets(of screen: SettingsViewController) {
    ///     screen.versionLabel = kept(UILabel())
    /// }
    /// ```
    func outletHelpers() -> [DeclSyntax] {
        guard case .success(let given) = outletValues, !given.isEmpty else { return [] }
        let body = given.map { outlet -> CodeBlockItemSyntax in
            let value = outlet.value.is(ArrayExprSyntax.self) ? outlet.value : ExprSyntax("kept(\(outlet.value))")
            return parts.assign("screen", outlet.name, value)
        }
        return [
            DeclSyntax("private var outlets: [AnyObject] = []")
                .with(\.leadingTrivia, SyntaxFactory.docComment("What the storyboard would connect to the screen's outlets; the screen holds them weakly.")),
            DeclSyntax(
                """
                private func kept<View: AnyObject>(_ view: View) -> View {
                    outlets.append(view)
                    return view
                }
                """),
            DeclSyntax(
                SyntaxFactory.function(
                    Self.connectOutlets, [Parameter(label: "of", name: "screen", type: parts.controllerType)],
                    modifiers: [.private], body: body)
            )
            .with(\.leadingTrivia, SyntaxFactory.docComment("Gives the screen its outlets before its view loads, as its storyboard or nib does.")),
        ]
    }
}
