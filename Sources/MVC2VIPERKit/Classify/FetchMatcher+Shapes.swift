import SwiftSyntax

/// The statement shapes a data group can take besides plain statements: an `if` container, an
/// `if` on a data call, an assignment of a fetch to a property, a closure that only calls a helper.
extension FetchMatcher {
    /// An `if` without `else` whose conditions read nothing of the screen and no data, around code
    /// that splits into one group: the `if` moves with that group's data part inside it, delivering there.
    func splitContainer(_ statement: CodeBlockItemSyntax, in member: MemberModel, evidence: Evidence,
                        parameterNames: Set<String>) -> Group? {
        guard let ifExpression = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? statement.item.as(IfExprSyntax.self), ifExpression.elseBody == nil else { return nil }
        let conditionReferences = context.references(ifExpression.conditions, locals: parameterNames)
        guard !context.touchesUI(conditionReferences, allowing: context.stateReads(conditionReferences)),
              context.dataAccess(in: ifExpression.conditions, references: conditionReferences) == nil else { return nil }
        let inner = split(Array(ifExpression.body.statements), in: member, helperMode: false)
        guard inner.problems.isEmpty, inner.groups.count == 1, var group = inner.groups.first,
              group.taken.count + group.loading.count == ifExpression.body.statements.count, group.loading.isEmpty else { return nil }
        var body = group.body
        if !group.deliversInClosure {
            let indentation = body.first?.leadingTrivia.indentation ?? .spaces(4)
            body.append(SyntaxFactory.statement(SyntaxFactory.call(nil, Self.deliveryMarker, arguments: [])).with(\.leadingTrivia, .newline + indentation))
            group.deliversInClosure = true
        }
        let moved = statement.with(\.item, .expr(ExprSyntax(ifExpression.with(\.body.statements, CodeBlockItemListSyntax(body)))))
        group.body = [moved]
        group.taken = [statement]
        group.evidence = evidence
        group.stateReads.formUnion(context.stateReads(conditionReferences))
        return group
    }

    /// `if <data call> { … }` or `if let x = <data call> { … }` with one condition that reads data and
    /// nothing of the screen: the call bound to a local for the interactor, and the branch on it.
    func splitCondition(_ statement: CodeBlockItemSyntax, parameterNames: Set<String>)
        -> (fetch: CodeBlockItemSyntax, show: CodeBlockItemSyntax, result: String)? {
        guard let ifExpression = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? statement.item.as(IfExprSyntax.self),
              ifExpression.conditions.count == 1, let condition = ifExpression.conditions.first else { return nil }
        let name: String
        let value: ExprSyntax
        var replaced: ConditionElementSyntax
        switch condition.condition {
        case .expression(let expression):
            guard let call = expression.as(FunctionCallExprSyntax.self),
                  let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
            name = method + "Result"
            value = expression
            replaced = condition.with(\.condition, .expression(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
                .with(\.leadingTrivia, expression.leadingTrivia).with(\.trailingTrivia, expression.trailingTrivia)))
        case .optionalBinding(let binding):
            guard let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initial = binding.initializer?.value else { return nil }
            name = bound
            value = initial
            replaced = condition.with(\.condition, .optionalBinding(binding.with(\.initializer, binding.initializer?.with(\.value, ExprSyntax(
                DeclReferenceExprSyntax(baseName: .identifier(bound))).with(\.trailingTrivia, initial.trailingTrivia)))))
        default:
            return nil
        }
        let valueReferences = context.references(value, locals: parameterNames)
        guard context.dataAccess(in: value, references: valueReferences) != nil,
              !context.touchesUI(valueReferences, allowing: movableHelpers(valueReferences).union(context.stateReads(valueReferences))) else { return nil }
        replaced = replaced.with(\.leadingTrivia, condition.leadingTrivia)
        let fetch = SyntaxFactory.letStatement(name, value).with(\.leadingTrivia, statement.leadingTrivia)
        let show = statement.with(\.item, .expr(ExprSyntax(ifExpression.with(\.conditions, [replaced]))))
        return (fetch, show, name)
    }

    /// `students = try context.fetch(request)` (or `self.students = …`) on a stored property, with a
    /// right-hand side that reads data and nothing of the screen: the fetch as a local, and the assignment.
    func splitAssignment(_ statement: CodeBlockItemSyntax, parameterNames: Set<String>)
        -> (fetch: CodeBlockItemSyntax, show: CodeBlockItemSyntax, property: String)? {
        guard let sequence = statement.item.as(SequenceExprSyntax.self)
                ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
              sequence.elements.count == 3, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
              let target = sequence.elements.first, let value = sequence.elements.last else { return nil }
        var property: String?
        if let reference = target.as(DeclReferenceExprSyntax.self), !parameterNames.contains(reference.baseName.text) {
            property = reference.baseName.text
        } else if let access = target.as(MemberAccessExprSyntax.self), let base = access.base, ReferenceCollector.isSelf(base) {
            property = access.declName.baseName.text
        }
        guard let property, let member = context.controller.member(named: property), member.kind == .storedProperty,
              !context.isUIMember(member), !context.dependencyNames.contains(property) else { return nil }
        let valueReferences = context.references(value, locals: parameterNames)
        guard !context.touchesUI(valueReferences, allowing: movableHelpers(valueReferences)) else { return nil }
        let fetch = SyntaxFactory.letStatement(property, value).with(\.leadingTrivia, statement.leadingTrivia)
        let show = CodeBlockItemSyntax(item: .expr(ExprSyntax(SequenceExprSyntax(elements: [
            ExprSyntax(MemberAccessExprSyntax(base: ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), period: .periodToken(),
                                              declName: DeclReferenceExprSyntax(baseName: .identifier(property)))),
            ExprSyntax(AssignmentExprSyntax(equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space))),
            ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(property))),
        ])))).with(\.leadingTrivia, .newline + statement.leadingTrivia.indentation)
        return (fetch, show, property)
    }

    /// A closure whose body only calls a private, parameterless helper called from nowhere else
    /// (`Task { await loadNews() }`, `Timer.scheduledTimer(…) { [weak self] _ in self?.refresh() }`):
    /// the same statement with the helper's body in the closure. Outside a task, the body speaks to
    /// `self` explicitly, after `guard let self` when the closure holds it weakly.
    func inlinedTaskHelper(_ statement: CodeBlockItemSyntax) -> (statement: CodeBlockItemSyntax, helper: MemberModel)? {
        guard let closure = Self.resultClosure(in: statement), closure.statements.count == 1,
              let only = closure.statements.first else { return nil }
        var expression = only.item.as(ExprSyntax.self) ?? only.item.as(ExpressionStmtSyntax.self)?.expression
        if let awaited = expression?.as(AwaitExprSyntax.self) { expression = awaited.expression }
        if let tried = expression?.as(TryExprSyntax.self) { expression = tried.expression }
        if let chained = expression?.as(OptionalChainingExprSyntax.self) { expression = chained.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
        var name: String?
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base, ReferenceCollector.isSelf(base) {
            name = access.declName.baseName.text
        }
        guard let name, let helper = context.controller.member(named: name + "()"), helper.isPrivate, !helper.isConditional,
              let body = helper.body,
              context.controller.members.filter({ $0.references.selfMembersCalled.contains(name) }).count == 1 else { return nil }
        var statements = Array(body)
        if !Self.isTask(closure) {
            statements = statements.map { ExplicitSelf(members: context.controller.memberBaseNames).rewrite($0, detach: true).cast(CodeBlockItemSyntax.self) }
            let weak = closure.signature?.capture?.items.contains { $0.trimmedDescription.replacingOccurrences(of: " ", with: "") == "weakself" } ?? false
            if weak { statements.insert(SyntaxFactory.guardLet("self").with(\.leadingTrivia, .newline), at: 0) }
        }
        let placed = Reindent.place(statements, at: .newline + (only.leadingTrivia.indentation))
        let rewritten = TaskBodyReplacer(closure: closure, body: placed).rewrite(statement, detach: true).cast(CodeBlockItemSyntax.self)
        return (rewritten, helper)
    }
}

/// A task's closure with its statements replaced (by a helper's body).
private final class TaskBodyReplacer: SyntaxRewriter {
    let closure: ClosureExprSyntax
    let body: [CodeBlockItemSyntax]
    init(closure: ClosureExprSyntax, body: [CodeBlockItemSyntax]) {
        self.closure = closure
        self.body = body
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
        guard node.id == closure.id else { return super.visit(node) }
        return ExprSyntax(node.with(\.statements, CodeBlockItemListSyntax(body)))
    }
}

/// `tableView.reloadData()` → `self.tableView.reloadData()`: code moved into an escaping closure
/// must name `self`. Locals shadow members.
final class ExplicitSelf: SyntaxRewriter {
    let members: Set<String>
    private var locals: Set<String> = []

    init(members: Set<String>) {
        self.members = members
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
        let binder = LocalBinder(viewMode: .sourceAccurate)
        binder.walk(node)
        locals.formUnion(binder.names)
        return super.visit(node)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        let name = node.baseName.text
        guard members.contains(name), !locals.contains(name),
              !(node.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == node.id } ?? false) else { return ExprSyntax(node) }
        return ExprSyntax(MemberAccessExprSyntax(
            base: ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), period: .periodToken(), declName: node.trimmed))
            .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
