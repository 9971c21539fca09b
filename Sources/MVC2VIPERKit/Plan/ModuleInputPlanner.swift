import SwiftSyntax

/// Configuration methods (`configure(with:)`, `setUser(_:)`) that other screens call become the
/// module's input on the presenter, when all they do is store what they are given in state that
/// only code now outside the view reads (a request's parameters). The state moves to the
/// presenter; the view keeps each method as a deprecated forwarder so callers still compile.
///
/// ## Before
/// ```swift
/// func configure(with userId: String) { self.userId = userId }
/// override func viewDidLoad() { … userService.loadUser(id: userId) … }
/// ```
/// ## After
/// ```swift
/// // Presenter, conforming to ProfileModuleInput
/// private var userId = ""
/// func configure(with userId: String) { self.userId = userId }
/// func didTriggerViewReadyEvent() { interactor.obtainUser(userId) }
/// // View
/// @available(*, deprecated, message: "Configure the module through ProfileModuleInput")
/// func configure(with userId: String) { moduleInput?.configure(with: userId) }
/// ```
struct ModuleInputPlanner {
    let context: ClassificationContext

    func plan(_ plan: inout MigrationPlan, note: (String, Target, Evidence) -> Void, declined: inout [Unresolved]) {
        let state = context.stateNames
        for member in context.controller.members where isCandidate(member) {
            guard let body = member.body.map(Array.init) else { continue }
            let parameterNames = Set(member.parameters.map(\.name))
            var assigned: [String] = []
            var onlyStores = true
            for statement in body {
                guard let (target, value) = Self.assignment(statement), state.contains(target),
                    context.references(value, locals: parameterNames).selfMembers.isEmpty
                else {
                    onlyStores = false
                    break
                }
                assigned.append(target)
            }
            guard onlyStores, !assigned.isEmpty else { continue }
            // The view forwards the call with its parameters by name (`set(_: Value, at _: Key)` names none).
            if member.parameters.contains(where: { $0.name == "_" }) {
                declined.append(
                    Unresolved(
                        member: member.name, line: member.line,
                        reason: "module input: a parameter without a name (`_`) could not be passed on to the presenter", recipe: recipeID))
                continue
            }
            // The state must be read only by code that left the view (requests' parameters).
            let remaining = Planner.remainingViewReferences(plan, context: context, excluding: [member.name] + assigned)
            if let stillUsed = assigned.first(where: remaining.contains) {
                declined.append(
                    Unresolved(
                        member: member.name, line: member.line,
                        reason: "module input: the view still reads \(stillUsed), so its state cannot move to the presenter", recipe: recipeID))
                continue
            }
            var properties: [StateProperty] = []
            for name in assigned where !plan.presenterState.contains(where: { $0.name == name }) {
                guard let property = context.controller.member(named: name), let type = context.inference.memberType(name) else {
                    declined.append(
                        Unresolved(
                            member: member.name, line: member.line,
                            reason: "module input: the type of \(name) is not written in the file", recipe: recipeID))
                    properties = []
                    break
                }
                properties.append(StateProperty(moving: property, type: type.trimmed))
            }
            guard !properties.isEmpty || assigned.allSatisfy({ name in plan.presenterState.contains { $0.name == name } }) else { continue }
            plan.presenterState += properties
            let index = plan.moduleInputs.count
            plan.moduleInputs.append(ModuleInputMethod(signature: Self.signatureOnly(member), name: member.name, body: body))
            plan.viewEdits.forwardedMembers[member.name] = index
            assigned.forEach { plan.viewEdits.removedMembers.insert($0) }
            let evidence = Evidence(recipe: recipeID, line: member.line, syntax: context.snippet(member.declaration))
            note(member.name, .view, evidence)
            note(member.name, .moduleInput(index), evidence)
            for name in assigned { note(name, .moduleInput(index), evidence) }
            plan.dropEventParameters(Set(assigned))
        }
    }

    private var recipeID: String { context.catalog.evidenceID(.moduleInput) }

    /// A controller method as a bare `func`: no attributes, modifiers, comments or body.
    static func signatureOnly(_ member: MemberModel) -> FunctionDeclSyntax {
        let function = member.declaration.as(FunctionDeclSyntax.self)!
        return FunctionDeclSyntax(
            name: function.name.trimmed, genericParameterClause: function.genericParameterClause?.trimmed,
            signature: function.signature.trimmed, genericWhereClause: function.genericWhereClause?.trimmed)
    }

    private func isCandidate(_ member: MemberModel) -> Bool {
        guard member.kind == .function, !member.isPrivate, !member.isOverride, !member.isAction, !member.isStatic,
            !member.isLeftAsWritten, !member.attributes.contains("objc"), !member.parameters.isEmpty
        else { return false }
        return context.catalog.matches(.moduleInput, .configurationMethods, member.baseName)
    }

    /// `self.x = value` or `x = value`.
    static func assignment(_ statement: CodeBlockItemSyntax) -> (String, ExprSyntax)? {
        guard
            let sequence = statement.item.as(SequenceExprSyntax.self)
                ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
            sequence.elements.count == 3, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let target = sequence.elements.first, let value = sequence.elements.last
        else { return nil }
        if let reference = target.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, value) }
        if let access = target.as(MemberAccessExprSyntax.self), let base = access.base, ReferenceCollector.isSelf(base) {
            return (access.declName.baseName.text, value)
        }
        return nil
    }

    /// The statements of `member` that store one of its parameters as it is (`self.invoice = invoice`), with the
    /// property each fills: what an initializer or a configuration method is handed.
    static func parameterStores(of member: MemberModel) -> [(statement: CodeBlockItemSyntax, property: String)] {
        guard let body = member.body else { return [] }
        let parameters = Set(member.parameters.map(\.name))
        return body.compactMap { statement in
            guard let (target, value) = assignment(statement), let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
                parameters.contains(name)
            else { return nil }
            return (statement, target)
        }
    }

    /// `a.b = value` as the text of its target and its value (`"x" + y` included: the parser leaves operators unfolded).
    static func assignmentTarget(_ statement: CodeBlockItemSyntax) -> (String, ExprSyntax)? {
        guard
            let sequence = statement.item.as(SequenceExprSyntax.self)
                ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
            sequence.elements.count >= 3, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let target = sequence.elements.first
        else { return nil }
        let rest = Array(sequence.elements.dropFirst(2))
        let value = rest.count == 1 ? rest[0] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(rest)))
        return (target.trimmedText, value)
    }
}
