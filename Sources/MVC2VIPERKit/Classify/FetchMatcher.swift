import SwiftSyntax

/// The Book's "reading data" recipe: data access started from a lifecycle method, directly or
/// one private helper away, moves to the interactor; the statements that show its results
/// become a view command; the loading state shown just before it stays a view command the
/// presenter calls first.
///
/// ## Before
/// ```swift
/// override func viewDidLoad() {
///     super.viewDidLoad()
///     spinner.startAnimating()
///     let quarters = (try? context.fetch(request)) ?? []
///     handleLoadedQuarters(quarters)
/// }
/// ```
/// ## After
/// ```swift
/// override func viewDidLoad() {        // view
///     super.viewDidLoad()
///     output.didTriggerViewReadyEvent()
/// }
/// func obtainQuarters() { … }          // interactor: the fetch, mapped to PONSO
/// func showQuarters(_ quarters: …) { handleLoadedQuarters(quarters) }   // view
/// ```
/// A fetch assigned straight to a property (`students = try context.fetch(request)`) splits into
/// `let students = try context.fetch(request)` in the interactor and `self.students = students` in the view.
struct FetchMatcher {
    /// A run of statements that reads data, with what shows its results.
    struct Group {
        var noun: String
        var loading: [CodeBlockItemSyntax] = []
        var body: [CodeBlockItemSyntax] = []
        var consumers: [CodeBlockItemSyntax] = []
        /// The controller's own statements the group takes (bodies and consumers may be split copies).
        var taken: [CodeBlockItemSyntax] = []
        var results: [(name: String, type: TypeSyntax)] = []
        var dependencies: Set<String> = []
        var helpers: Set<String> = []
        var evidence: Evidence
        /// Controller state the data access reads; it travels as the request's parameters.
        var stateReads: Set<String> = []
        /// Subscription storage the interactor keeps for itself.
        var subscriptions: Set<String> = []
        /// What shows a failure, given `error` (a catch clause).
        var failureConsumers: [CodeBlockItemSyntax] = []
        /// Private helpers whose whole body the group took (`Task { await loadNews() }`).
        var consumedHelpers: [MemberModel] = []
        var parameters: [(name: String, type: TypeSyntax)] = []
        /// Results arrive in a closure of the body, where it holds the delivery marker.
        var deliversInClosure = false
        var weakSelf = false
    }

    /// What one lifecycle method or action hands over.
    struct Finding {
        /// The lifecycle method or action that starts the requests.
        let trigger: MemberModel
        /// True for a lifecycle method, false for a user's action.
        let isLifecycle: Bool
        /// Statements of the lifecycle method that leave it, in order; the first becomes the event call.
        let removedStatements: [CodeBlockItemSyntax]
        /// Helpers that leave the view (their data part to the interactor, the rest to view commands).
        let removedHelpers: [MemberModel]
        let groups: [Group]
    }

    let context: ClassificationContext

    func findings() -> (found: [Finding], declined: [Unresolved]) {
        var found: [Finding] = []
        var declined: [Unresolved] = []
        for member in context.controller.members where member.kind == .function && !member.isConditional {
            let isLifecycle = member.isOverride && context.catalog.matches(.lifecycleFetch, .lifecycleMethods, member.baseName)
            // Actions (`@IBAction`, `@objc` targets such as pull-to-refresh) start requests as users' intents.
            let isAction = member.isAction || (member.attributes.contains("objc") && !member.isOverride)
            guard isLifecycle || isAction, let body = member.body else { continue }
            var removed: [CodeBlockItemSyntax] = []
            var helpers: [MemberModel] = []
            var groups: [Group] = []
            var problems: [String] = []
            var inlineStatements: [CodeBlockItemSyntax] = []

            func flushInline() {
                guard !inlineStatements.isEmpty else { return }
                let outcome = split(inlineStatements, in: member, helperMode: false)
                groups += outcome.groups
                helpers += outcome.groups.flatMap(\.consumedHelpers)
                removed += outcome.groups.flatMap { $0.loading + $0.taken }
                problems += outcome.problems
                inlineStatements = []
            }

            for statement in body {
                switch dataHelper(calledBy: statement, from: member) {
                case .helper(let helper):
                    flushInline()
                    let outcome = split(Array(helper.body ?? []), in: helper, helperMode: true)
                    if outcome.problems.isEmpty && !outcome.groups.isEmpty {
                        groups += outcome.groups
                        removed.append(statement)
                        helpers.append(helper)
                    } else {
                        for problem in outcome.problems {
                            declined.append(Unresolved(member: helper.name, line: helper.line, reason: problem, recipe: recipeID))
                        }
                        inlineStatements.append(statement)
                    }
                case .declined(let helper, let reason):
                    declined.append(Unresolved(member: helper.name, line: helper.line, reason: reason, recipe: recipeID))
                    inlineStatements.append(statement)
                case nil:
                    inlineStatements.append(statement)
                }
            }
            flushInline()
            for problem in problems {
                declined.append(Unresolved(member: member.name, line: member.line, reason: problem, recipe: recipeID))
            }
            if !groups.isEmpty {
                // Requests keep the order the controller ran them in.
                let ordered = groups.sorted { $0.evidence.line < $1.evidence.line }
                found.append(Finding(trigger: member, isLifecycle: isLifecycle, removedStatements: removed.sorted { context.line($0) < context.line($1) },
                                     removedHelpers: helpers, groups: ordered))
            }
        }
        return (found, declined)
    }

    private var recipeID: String { context.catalog.recipes(for: .lifecycleFetch).first?.id ?? "lifecycle-fetch" }

    enum HelperCall {
        case helper(MemberModel)
        case declined(MemberModel, reason: String)
    }

    /// A call statement `helper()` to a parameterless method of the controller that reads data.
    /// Only a private one, called from nowhere else, can leave: anything wider is API other files may call.
    private func dataHelper(calledBy statement: CodeBlockItemSyntax, from caller: MemberModel) -> HelperCall? {
        let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression
            ?? statement.item.as(ExprSyntax.self)
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else {
            return nil
        }
        var name: String?
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
           ReferenceCollector.isSelf(base) { name = access.declName.baseName.text }
        guard let name, let helper = context.controller.member(named: name + "()"), helper.kind == .function,
              let body = helper.body, context.dataAccess(in: body, references: context.references(body)) != nil else { return nil }
        if !helper.isPrivate {
            return .declined(helper, reason: "reads data but is \(helper.access), so other files may call it; make it private to let it move")
        }
        if helper.isConditional {
            return .declined(helper, reason: "reads data but sits inside #if; move it by hand")
        }
        if helper.isOverride || helper.isAction || helper.attributes.contains("objc") {
            return .declined(helper, reason: "reads data but is an override or an action, which the view must keep")
        }
        let callers = context.controller.members.filter { $0.references.selfMembersCalled.contains(name) }
        guard callers.count == 1, callers[0].name == caller.name else {
            return .declined(helper, reason: "reads data but is also called from \(callers.map(\.name).filter { $0 != caller.name }.joined(separator: ", "))")
        }
        return .helper(helper)
    }

    /// Splits statements into data groups. In a helper every statement after the data access
    /// shows its results (it ran after them); in a lifecycle method only those that read them do.
    func split(_ statements: [CodeBlockItemSyntax], in member: MemberModel, helperMode: Bool)
        -> (groups: [Group], problems: [String]) {
        var groups: [Group] = []
        var problems: [String] = []
        var current: Group?
        var defined = Set<String>()
        var before: [CodeBlockItemSyntax] = []
        let parameterNames = Set(member.parameters.map(\.name))

        func close() {
            if let group = current { groups.append(group) }
            current = nil
            defined = []
        }

        func mixed(_ statement: CodeBlockItemSyntax) -> String {
            "line \(context.line(statement)): reads data and updates the screen in one statement (\(context.snippet(statement)))"
        }

        for statement in statements {
            let references = context.references(statement, locals: parameterNames)
            let names = NameUseCollector.names(in: statement)
            let helpers = movableHelpers(references)
            let reads = context.stateReads(references)
            let ui = context.touchesUI(references, allowing: helpers.union(reads))
            let data = context.dataAccess(in: statement, references: references)
            let readsGroup = !names.isDisjoint(with: defined)

            // `Task { await loadNews() }`: the private helper's body is what the task runs.
            let inlined = inlinedTaskHelper(statement)
            let candidate = inlined?.statement ?? statement
            let candidateData = inlined.flatMap { context.dataAccess(in: $0.statement, references: context.references($0.statement)) } ?? data
            if let data = candidateData, ui || inlined != nil, let outcome = splitClosure(candidate, parameterNames: parameterNames) {
                switch outcome {
                case .success(let split):
                    close()
                    var group = Group(noun: inlined.map { Naming.noun(fromAction: $0.helper.baseName) } ?? split.noun, evidence: data)
                    group.failureConsumers = split.failureConsumers
                    group.consumedHelpers = inlined.map { [$0.helper] } ?? []
                    group.loading = trailingLoading(&before)
                    group.body = [split.interactorStatement]
                    group.consumers = split.consumers
                    group.taken = [statement]
                    group.results = split.results
                    group.deliversInClosure = true
                    group.weakSelf = split.weakSelf
                    let bodyReferences = context.references(split.interactorStatement, locals: parameterNames)
                    group.dependencies = bodyReferences.selfMembers.intersection(context.dependencyNames)
                    group.helpers = movableHelpers(bodyReferences)
                    group.stateReads = split.stateReads
                    group.subscriptions = split.subscriptions
                    groups.append(group)
                case .failure(let problem):
                    problems.append("line \(context.line(statement)): \(problem.text)")
                    before.append(statement)
                }
                continue
            }
            if let data, ui, let split = splitDoCatch(statement, parameterNames: parameterNames) {
                close()
                var group = Group(noun: "", evidence: data)
                group.loading = trailingLoading(&before)
                group.body = [split.interactorStatement]
                group.consumers = split.successConsumers
                group.failureConsumers = split.failureConsumers
                group.taken = [statement]
                group.deliversInClosure = true
                let bodyReferences = context.references(split.interactorStatement, locals: parameterNames)
                group.dependencies = bodyReferences.selfMembers.intersection(context.dependencyNames)
                group.helpers = movableHelpers(bodyReferences)
                group.stateReads = context.stateReads(bodyReferences)
                groups.append(group)
                continue
            }
            if let data, ui, let (fetch, show, property) = splitAssignment(statement, parameterNames: parameterNames) {
                // `property = <data access>`: the fetch to the interactor, the assignment stays to show it.
                if current == nil || !(current!.consumers.isEmpty) {
                    close()
                    current = Group(noun: "", evidence: data)
                    current!.loading = trailingLoading(&before)
                }
                current!.body.append(fetch)
                current!.consumers.append(show)
                current!.taken.append(statement)
                defined.insert(property)
                let fetchReferences = context.references(fetch, locals: parameterNames)
                current!.dependencies.formUnion(fetchReferences.selfMembers.intersection(context.dependencyNames))
                current!.helpers.formUnion(movableHelpers(fetchReferences))
                continue
            }
            if let data, !ui {
                if current == nil || !(current!.consumers.isEmpty) {
                    close()
                    current = Group(noun: "", evidence: data)
                    current!.loading = trailingLoading(&before)
                }
                current!.body.append(statement)
            } else if var group = current, readsGroup, !ui, group.consumers.isEmpty {
                group.body.append(statement)
                current = group
            } else if current != nil, readsGroup || helperMode {
                // What shows the results must not read data itself, or the data access stays in the view.
                if data != nil {
                    problems.append(mixed(statement))
                    current = nil
                    defined = []
                } else {
                    current!.consumers.append(statement)
                    current!.taken.append(statement)
                }
                continue
            } else {
                if data != nil { problems.append(mixed(statement)) }
                if current != nil { close() }
                before.append(statement)
                continue
            }
            current!.taken.append(statement)
            defined.formUnion(boundNames(statement))
            current!.dependencies.formUnion(references.selfMembers.intersection(context.dependencyNames))
            current!.helpers.formUnion(helpers)
            current!.stateReads.formUnion(reads)
        }
        close()
        groups = groups.map { absorbDefinitions(into: $0, from: &before, all: statements) }
        if helperMode, !before.isEmpty, !groups.isEmpty {
            problems.append("statements before its data access (\(context.snippet(before[0]))) have no place in the module")
        }
        var resolved: [Group] = []
        for var group in groups {
            if let problem = resolveResults(&group, in: member, helperMode: helperMode, all: statements) {
                problems.append(problem)
            } else {
                resolved.append(group)
            }
        }
        return (resolved, problems)
    }

    /// `Task { await helper() }` with a private, parameterless helper called only here: the same
    /// statement with the helper's body as the task's.
    func inlinedTaskHelper(_ statement: CodeBlockItemSyntax) -> (statement: CodeBlockItemSyntax, helper: MemberModel)? {
        guard let closure = Self.resultClosure(in: statement), Self.isTask(closure), closure.statements.count == 1,
              let only = closure.statements.first else { return nil }
        var expression = only.item.as(ExprSyntax.self) ?? only.item.as(ExpressionStmtSyntax.self)?.expression
        if let awaited = expression?.as(AwaitExprSyntax.self) { expression = awaited.expression }
        if let tried = expression?.as(TryExprSyntax.self) { expression = tried.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty else { return nil }
        var name: String?
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base, ReferenceCollector.isSelf(base) {
            name = access.declName.baseName.text
        }
        guard let name, let helper = context.controller.member(named: name + "()"), helper.isPrivate, !helper.isConditional,
              let body = helper.body,
              context.controller.members.filter({ $0.references.selfMembersCalled.contains(name) }).count == 1 else { return nil }
        let placed = Reindent.place(Array(body), at: .newline + (only.leadingTrivia.indentation))
        let rewritten = TaskBodyReplacer(closure: closure, body: placed).rewrite(statement).cast(CodeBlockItemSyntax.self)
        return (rewritten, helper)
    }

    /// Pure statements before a group that bind locals only the group reads (`let url = URL(…)`)
    /// move into it, so its data access takes what it needs along.
    private func absorbDefinitions(into group: Group, from before: inout [CodeBlockItemSyntax], all statements: [CodeBlockItemSyntax]) -> Group {
        var group = group
        guard let start = group.taken.first.flatMap({ first in statements.firstIndex { $0.id == first.id } }) else { return group }
        var needed = group.body.reduce(into: Set<String>()) { $0.formUnion(NameUseCollector.names(in: $1)) }
        for statement in statements[..<start].reversed() {
            guard let index = before.firstIndex(where: { $0.id == statement.id }) else { break }
            let binds = Set(boundNames(statement))
            guard !binds.isEmpty, binds.isSubset(of: needed) else { break }
            let usedElsewhere = statements.contains { other in
                !group.taken.contains { $0.id == other.id } && other.id != statement.id && !NameUseCollector.names(in: other).isDisjoint(with: binds)
            }
            guard !usedElsewhere, !context.touchesUI(context.references(statement)) else { break }
            before.remove(at: index)
            group.body.insert(statement, at: 0)
            group.taken.insert(statement, at: 0)
            needed.formUnion(NameUseCollector.names(in: statement))
        }
        return group
    }

    /// `students = try context.fetch(request)` (or `self.students = …`) on a stored property, with a
    /// right-hand side that reads data and nothing of the screen: the fetch as a local, and the assignment.
    private func splitAssignment(_ statement: CodeBlockItemSyntax, parameterNames: Set<String>)
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
        let fetch = CodeBlockItemSyntax(item: .decl(DeclSyntax(VariableDeclSyntax(
            bindingSpecifier: .keyword(.let, trailingTrivia: .space),
            bindings: [PatternBindingSyntax(
                pattern: IdentifierPatternSyntax(identifier: .identifier(property)),
                initializer: InitializerClauseSyntax(equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space), value: value.trimmed))]))))
            .with(\.leadingTrivia, statement.leadingTrivia)
        let show = CodeBlockItemSyntax(item: .expr(ExprSyntax(SequenceExprSyntax(elements: [
            ExprSyntax(MemberAccessExprSyntax(base: ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), period: .periodToken(),
                                              declName: DeclReferenceExprSyntax(baseName: .identifier(property)))),
            ExprSyntax(AssignmentExprSyntax(equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space))),
            ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(property))),
        ])))).with(\.leadingTrivia, .newline + statement.leadingTrivia.indentation)
        return (fetch, show, property)
    }

    /// Loading calls (`spinner.startAnimating()`) right before the data access.
    private func trailingLoading(_ before: inout [CodeBlockItemSyntax]) -> [CodeBlockItemSyntax] {
        var loading: [CodeBlockItemSyntax] = []
        while let last = before.last {
            let calls = context.references(last).calledNames
            guard calls.contains(where: { context.catalog.matches(.lifecycleFetch, .loadingStartCalls, $0) }) else { break }
            loading.insert(before.removeLast(), at: 0)
        }
        return loading
    }

    /// Private functions of the controller that only read data and may move with the code that calls them.
    func movableHelpers(_ references: References) -> Set<String> {
        Set(references.selfMembersCalled.filter { name in
            guard let helper = context.controller.members(withBaseName: name).first, helper.kind == .function,
                  helper.isPrivate, !helper.isOverride, let body = helper.body else { return false }
            let helperReferences = context.references(body, locals: Set(helper.parameters.map(\.name)))
            return !context.touchesUI(helperReferences)
        })
    }

    /// Names the group, finds the values that cross to the view and their types.
    private func resolveResults(_ group: inout Group, in member: MemberModel, helperMode: Bool,
                                all statements: [CodeBlockItemSyntax]) -> String? {
        let defined = group.body.flatMap { boundNames($0) }
        let used = group.consumers.reduce(into: Set<String>()) { $0.formUnion(NameUseCollector.names(in: $1)) }
        let resultNames = group.deliversInClosure ? group.results.map(\.name) : defined.filter { used.contains($0) }
        // Locals of the member bound outside the group that the group reads cannot travel.
        let bodyUses = group.body.reduce(into: Set<String>()) { $0.formUnion(NameUseCollector.names(in: $1)) }
        let outside = Set(statements.flatMap { boundNames($0) }).subtracting(defined).union(member.parameters.map(\.name))
        if let free = bodyUses.intersection(outside).sorted().first {
            return "its data access reads the local '\(free)', bound outside it"
        }
        if let parameter = used.intersection(member.parameters.map(\.name)).sorted().first {
            return "the code that shows its results reads the parameter '\(parameter)', which the view's display method does not have"
        }
        let locals = context.inference.localTypes(in: group.body, known: [:])
        var results: [(String, TypeSyntax)] = group.deliversInClosure ? group.results : []
        for name in resultNames where !group.deliversInClosure {
            guard let type = context.inference.expectedType(of: name, in: group.consumers) ?? locals[name] else {
                return "cannot tell the type of '\(name)' from the file (annotate it or declare its type in the file)"
            }
            results.append((name, type.trimmed))
        }
        group.results = results
        var parameters: [(String, TypeSyntax)] = []
        for name in group.stateReads.sorted() {
            guard let type = context.inference.memberType(name) else {
                return "its data access reads '\(name)', whose type the file does not say"
            }
            parameters.append((name, type.trimmed))
        }
        group.parameters = parameters
        if helperMode, member.baseName.count > 0 {
            group.noun = Naming.noun(fromAction: member.baseName)
        } else if !group.noun.isEmpty {
            // Named already, for the method that delivers into a closure.
        } else if let first = resultNames.first {
            group.noun = Naming.upperFirst(first)
        } else {
            group.noun = "Data"
        }
        return nil
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
