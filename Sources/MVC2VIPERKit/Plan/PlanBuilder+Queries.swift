import SwiftSyntax

/// A member whose whole work is reading data and returning it becomes a question the model answers.
///
/// ## Before
/// ```swift
/// private var prefersDescendingSorting: Bool {
///     UserDefaults.standard.bool(forKey: "sortDescending")
/// }
/// ```
/// ## After
/// ```swift
/// // View
/// private var prefersDescendingSorting: Bool {
///     output.obtainPrefersDescendingSorting()
/// }
/// // Presenter (ViewOutput)
/// func obtainPrefersDescendingSorting() -> Bool { interactor.obtainPrefersDescendingSorting() }
/// // Interactor (InteractorInput)
/// func obtainPrefersDescendingSorting() -> Bool {
///     UserDefaults.standard.bool(forKey: "sortDescending")
/// }
/// ```
extension PlanBuilder {
    /// 7d. Once every other pass has placed its code: what is left of the view is known, and a question
    /// moves only when no code that left the view calls it.
    func planQueries() {
        let recipe = context.catalog.evidenceID(.lifecycleFetch)
        let calledFromMovedCode = namesInMovedCode()
        // The list's data source and delegate methods moved to the manager, which asks the same output.
        let listMembers = Set(plan.dataDisplay?.members.map(\.name) ?? [])
        for member in context.controller.members {
            // A member whose data work could not leave as an event may still have its reads asked where they stand,
            // which keeps every statement in its place: then what the fetch recipe said of it no longer holds.
            let declinedHere = declined.filter { $0.member == member.name }
            guard let targets = memberPlans[member.name]?.targets, declinedHere.allSatisfy({ $0.recipe == recipe }) else { continue }
            let inList = listMembers.contains(member.name)
            guard inList || targets.allSatisfy({ $0 == .view }) else { continue }
            if declinedHere.isEmpty, !inList, !calledFromMovedCode.contains(member.baseName), let question = question(in: member) {
                let index = addQuery(question, noun: Self.queryNoun(member.baseName), of: member)
                plan.viewEdits.answeredMembers[member.name] = index
                let evidence = Evidence(
                    recipe: recipe, line: member.line,
                    syntax: "a value the view waits on, which the model answers: " + question.evidence.syntax)
                note(member.name, .view, evidence)
                note(member.name, .query(index), evidence)
            } else if let answered = answeredStatements(in: member, inList: inList) {
                declined.removeAll { $0.member == member.name }
                for (expression, question) in answered.expressions {
                    let index = addQuery(question, noun: Self.readNoun(expression, of: member), of: member)
                    plan.viewEdits.askedExpressions[expression.id] = index
                    let evidence = Evidence(
                        recipe: recipe, line: context.line(expression),
                        syntax: "a value it reads where it stands, which the model answers: " + context.snippet(expression))
                    if !inList { note(member.name, .view, evidence) }
                    note(member.name, .query(index), evidence)
                }
                for (statement, question) in answered.statements {
                    let noun = Self.boundName(statement).map(Naming.upperFirst) ?? Self.returnedNoun(member)
                    let index = addQuery(question, noun: noun, of: member)
                    plan.viewEdits.replacedStatements[statement.id] = .query(index)
                    let evidence = Evidence(
                        recipe: recipe, line: context.line(statement),
                        syntax: "a value it returns, which the model answers: " + context.snippet(statement))
                    if !inList { note(member.name, .view, evidence) }
                    note(member.name, .query(index), evidence)
                }
            }
        }
    }

    private func addQuery(_ question: Question, noun: String, of member: MemberModel) -> Int {
        // The same read asked twice (`store.isFavorite(id)` in two callbacks) is one question.
        let body = question.body.map(\.trimmedText)
        if let asked = plan.queries.firstIndex(where: { query in
            query.body.map(\.trimmedText) == body && query.returns.trimmedText == question.returns.trimmedText
                && query.parameters.map { "\($0.name): \($0.type.trimmedText)" }
                    == question.parameters.map { "\($0.name): \($0.type.trimmedText)" }
        }) {
            return asked
        }
        let unique = Planner.uniqueNoun(noun, among: plan.requests.map(\.noun) + plan.queries.map(\.noun))
        return Planner.append(
            DataQuery(
                noun: unique, member: member.name, parameters: question.parameters, returns: question.returns,
                body: question.body, line: member.line), to: &plan.queries)
    }

    /// The statements of a member that only read data — a `return` handing back a read (`return
    /// SyncManager.shared.services.count` in `tableView(_:numberOfRowsInSection:)`), a local bound to one (`let currency
    /// = Store.state.currencies[indexPath.row]`, typed) — and the reads inside the statements that stay (a condition, an
    /// argument, an assigned value: `cell.isMultiHop = Settings.shared.isMultiHop`), when together they are all the data it
    /// reads and each reads only the member's plain parameters and locals and the dependencies: each becomes a question,
    /// the rest of the member stays as written. A read inside a statement is asked where it stood, so it runs when, and
    /// as often as, it did. Not in a list's members, which the data display manager takes as written.
    private func answeredStatements(in member: MemberModel, inList: Bool)
        -> (statements: [(CodeBlockItemSyntax, Question)], expressions: [(ExprSyntax, Question)])?
    {
        // A view the property builds on first use (`lazy var header: UIImageView = { … }()`) reads where it stands too.
        let builder = Self.lazyBuilderBody(member)
        guard !member.isStatic, !member.isConditional, !member.isLeftAsWritten, builder != nil || !context.isUIMember(member),
            let signature = Self.returningSignature(member) ?? builder.map({ (returns: nil, body: $0) }), let body = signature.body,
            context.dataAccess(in: member.declaration, references: member.references) != nil
        else { return nil }
        let parameterNames = Set(member.parameters.map(\.name))
        let locals = LocalBinder.names(in: body).subtracting(parameterNames)
        let parameterTypes = Dictionary(member.parameters.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        var found: [(CodeBlockItemSyntax, Question)] = []
        for item in Self.ownStatements(in: body) {
            let read: (value: ExprSyntax, type: TypeSyntax?)
            if let returned = item.item.as(ReturnStmtSyntax.self)?.expression {
                read = (returned, signature.returns)
            } else if let name = Self.boundName(item), let value = item.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value {
                read = (value, context.inference.localTypes(in: [item], known: parameterTypes)[name])
            } else {
                continue
            }
            let references = context.references(read.value, locals: parameterNames.union(locals))
            guard let evidence = context.dataAccess(in: read.value, references: references) else { continue }
            let names = NameUseCollector.names(in: read.value)
            let used = member.parameters.filter { names.contains($0.name) }
            // Otherwise the reads inside it may still be asked where they stand.
            guard let type = read.type, isPlainAnswer(type), !handsOverService(read.value, type),
                let state = stateTheViewHands(references.selfMembers.subtracting(context.dependencyNames), in: read.value),
                references.inheritedAPI.isEmpty, !references.usesSelfAsValue, names.isDisjoint(with: locals),
                used.allSatisfy({ isPlainAnswer($0.type) && !isModelService($0.type) }), !namesScreenType(read.value), !Self.triesOrAwaits(read.value),
                context.filePrivateName(readBy: [read.value], locals: parameterNames.union(locals)) == nil
            else { continue }
            let returned = SyntaxFactory.returnStatement(Self.reading(state, in: read.value.trimmed)).with(\.leadingTrivia, item.leadingTrivia)
            found.append(
                (
                    item,
                    Question(
                        parameters: used.map { Parameter(label: nil, name: $0.name, type: $0.type.trimmed) } + state, returns: type.trimmed,
                        body: [returned], evidence: evidence)
                ))
        }
        let asked = inList ? [] : askedReads(in: body, of: member, besides: Set(found.map(\.0.id)), locals: locals)
        guard !found.isEmpty || !asked.isEmpty else { return nil }
        // Once they leave, the member reads no data, or it stays whole, reported as before.
        var edits = plan.viewEdits
        for (item, _) in found { edits.replacedStatements[item.id] = .removed }
        for (expression, _) in asked { edits.askedExpressions[expression.id] = 0 }
        let rest = StatementRemover(edits: edits, files: plan.source).rewrite(member.declaration, detach: true)
        return context.dataAccess(in: rest, references: context.references(rest, locals: parameterNames)) == nil ? (found, asked) : nil
    }

    /// The reads inside the statements of `body` (other than those answered whole) that the model can answer where
    /// they stand: each reads data and nothing of the screen, hands back a plain value whose type the code tells, and
    /// takes only parameters and locals of plain, known types.
    private func askedReads(
        in body: CodeBlockItemListSyntax, of member: MemberModel, besides answered: Set<SyntaxIdentifier>,
        locals: Set<String>
    ) -> [(ExprSyntax, Question)] {
        let parameterTypes = member.parameterTypes
        let known = locals.union(parameterTypes.keys)
        var asked: [(ExprSyntax, Question)] = []
        let finder = AskableReads(skipping: answered) { [self] expression in
            let references = context.references(expression, locals: known)
            guard let evidence = context.dataAccess(in: expression, references: references),
                let state = stateTheViewHands(references.selfMembers.subtracting(context.dependencyNames), in: expression),
                references.inheritedAPI.isEmpty, !references.usesSelfAsValue,
                !DataReadLifter.holdsClosureOrEffect(expression), !namesScreenType(expression),
                context.filePrivateName(readBy: [expression], locals: known) == nil,
                let statement = expression.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) })
            else { return false }
            // The member's parameters and the locals bound before the read (which may shadow them).
            let types = context.inference.localTypes(in: statementsInScope(before: statement), known: parameterTypes)
            // Names the read binds itself (a closure's parameters) are no locals of the member.
            let handed = NameUseCollector.names(in: expression).intersection(known).subtracting(LocalBinder.names(in: expression))
            var parameters: [Parameter] = []
            for name in handed.sorted() {
                guard let type = types[name], isPlainArgument(type), !isModelService(type) else { return false }
                parameters.append(Parameter(label: nil, name: name, type: type.trimmed))
            }
            guard let answer = context.inference.type(of: expression, locals: types),
                isPlainAnswer(answer), !handsOverService(expression, answer)
            else { return false }
            asked.append(
                (
                    expression,
                    Question(
                        parameters: parameters + state, returns: answer.trimmed,
                        body: [SyntaxFactory.returnStatement(Self.reading(state, in: expression.trimmed))], evidence: evidence)
                ))
            return true
        }
        finder.walk(body)
        return asked
    }

    /// `SPCardTransitioningManager()`, `Database.shared`, a `*Service`: the model's collaborator itself, not data it answers
    /// with; handed to the view, the view would call it.
    private func handsOverService(_ read: ExprSyntax, _ answer: TypeSyntax) -> Bool {
        DataReadLifter.isDependencyItself(read, context: context) || isModelService(answer)
    }

    /// A service or data-access type (`NotesRepository`, `NSFetchRequest<Note>`, `NSManagedObjectContext`): the model's to
    /// hold, never a value crossing to the view or back.
    private func isModelService(_ type: TypeSyntax) -> Bool {
        let name = TypeText.baseName(TypeText.unwrapped(type).trimmedText)
        return context.isDependencyType(name) != nil || context.catalog.recipeID(.lifecycleFetch, .dataAccessTypes, name) != nil
    }

    /// `isMultiHop` for `Settings.shared.isMultiHop`: a question asked inside a statement is named for what it reads.
    static func readNoun(_ expression: ExprSyntax, of member: MemberModel) -> String {
        let name = DataReadLifter.readName(of: expression)
        return name == "value" ? queryNoun(member.baseName) : queryNoun(name)
    }

    /// A type a question can hand over: no function, `inout`, UIKit or controller-nested type.
    private func isPlainArgument(_ type: TypeSyntax) -> Bool {
        !FetchMatcher.isFunctionType(type) && !type.is(AttributedTypeSyntax.self) && !namesScreenType(type)
    }

    /// A type a question can answer with: a plain argument that is a value, neither `Void` nor opaque.
    private func isPlainAnswer(_ type: TypeSyntax) -> Bool {
        !["Void", "()"].contains(type.trimmedText) && !type.is(SomeOrAnyTypeSyntax.self) && isPlainArgument(type)
    }

    /// Whether the code names a UIKit type (or an app class built on one) or a type nested in the controller.
    private func namesScreenType(_ node: some SyntaxProtocol) -> Bool {
        let nested = context.controller.nestedTypeNames
        return node.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier = token.tokenKind, token.text.first?.isUppercase == true else { return false }
            return context.types.isUIKitType(token.text) || nested.contains(token.text)
        }
    }

    /// The statements of a lazy property's closure, called where it is declared (`lazy var header: UIImageView = { … }()`):
    /// they run once, when the property is first read, as a method's would when called.
    static func lazyBuilderBody(_ member: MemberModel) -> CodeBlockItemListSyntax? {
        guard member.kind == .storedProperty, let variable = member.declaration.as(VariableDeclSyntax.self),
            variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }), variable.bindings.count == 1,
            let value = variable.bindings.first?.initializer?.value, value.as(FunctionCallExprSyntax.self)?.trailingClosure == nil,
            let closure = DependencyMatcher.immediatelyCalledClosure(value), closure.signature == nil
        else { return nil }
        return closure.statements
    }

    /// A function's or a read-only computed property's return type and statements.
    static func returningSignature(_ member: MemberModel) -> (returns: TypeSyntax?, body: CodeBlockItemListSyntax?)? {
        if member.kind == .function, let function = member.declaration.as(FunctionDeclSyntax.self) {
            guard function.genericParameterClause == nil, function.signature.effectSpecifiers == nil else { return nil }
            return (function.signature.returnClause?.type, function.body?.statements)
        }
        if member.kind == .computedProperty, let variable = member.declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first
        {
            return (binding.typeAnnotation?.type, MemberBuilder.readOnlyGetter(binding.accessorBlock))
        }
        return nil
    }

    /// `let currency = …` (one name, one value): the local's name.
    static func boundName(_ item: CodeBlockItemSyntax) -> String? {
        guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
            binding.initializer != nil, binding.accessorBlock == nil
        else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// A read the model could not make as a plain question (it throws or suspends).
    static func triesOrAwaits(_ expression: ExprSyntax) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains { [.keyword(.try), .keyword(.await)].contains($0.tokenKind) }
    }

    /// The member's own statements at any depth, not those of a closure or a function nested in it.
    static func ownStatements(in body: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        final class Finder: SyntaxVisitor {
            var found: [CodeBlockItemSyntax] = []
            override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.found
    }

    /// `tableView(_:numberOfRowsInSection:)` → `NumberOfRowsInSection`: a UIKit callback, named for the view that
    /// calls it, is named for what it asks.
    static func returnedNoun(_ member: MemberModel) -> String {
        if let declaration = member.declaration.as(FunctionDeclSyntax.self), declaration.signature.parameterClause.parameters.count > 1,
            let first = member.parameters.first, case let caller = TypeText.baseName(first.type.trimmedText),
            caller.hasPrefix("UI"), member.baseName == Naming.lowerFirst(String(caller.dropFirst(2))),
            let label = declaration.signature.parameterClause.parameters.dropFirst().first?.firstName.text, label != "_"
        {
            return Naming.upperFirst(label)
        }
        return queryNoun(member.baseName)
    }

    private struct Question {
        let parameters: [Parameter]
        let returns: TypeSyntax
        let body: [CodeBlockItemSyntax]
        let evidence: Evidence
    }

    /// The member as a question: a method or a read-only computed property returning a value, whose code reads data
    /// and touches nothing of the screen — no member but the dependencies (which move with it), no UIKit type, no
    /// type nested in the controller (the model cannot name it), nothing the model could not run as written.
    private func question(in member: MemberModel) -> Question? {
        guard !member.isOverride, !member.isStatic, !member.isAction, !member.isConditional, !member.isLeftAsWritten,
            !member.attributes.contains("objc"), !member.modifiers.contains("dynamic"), !context.isUIMember(member)
        else { return nil }
        if let function = member.declaration.as(FunctionDeclSyntax.self),
            !function.signature.parameterClause.parameters.allSatisfy({ $0.ellipsis == nil })
        {
            return nil
        }
        guard let signature = Self.returningSignature(member), let returns = signature.returns, let statements = signature.body,
            !statements.isEmpty, isPlainAnswer(returns)
        else { return nil }
        var parameters = member.parameters.map { Parameter(label: nil, name: $0.name, type: $0.type.trimmed) }
        let parameterNames = Set(parameters.map(\.name))
        let references = statements.reduce(into: References()) { $0.merge(context.references($1, locals: parameterNames)) }
        guard let evidence = context.dataAccess(in: member.declaration, references: member.references),
            let state = stateTheViewHands(references.selfMembers.subtracting(context.dependencyNames), in: statements),
            references.inheritedAPI.isEmpty, !references.usesSelfAsValue, !namesScreenType(statements)
        else { return nil }
        parameters += state
        guard parameters.allSatisfy({ isPlainArgument($0.type) }) else { return nil }
        return Question(parameters: parameters, returns: returns.trimmed, body: statements.map { Self.reading(state, in: $0) }, evidence: evidence)
    }

    /// `contactIds` in `allMembersVerified()`, which checks each against the store: plain values the screen keeps and the
    /// code only reads. The view hands them with the question (`output.obtainAllMembersVerified(contactIds)`), where its
    /// property still answers the name. Nil when the code uses anything else of the screen's, or a value of a type that
    /// does not cross layers.
    private func stateTheViewHands(_ names: Set<String>, in code: some SyntaxProtocol) -> [Parameter]? {
        var state: [Parameter] = []
        for name in names.sorted() {
            guard let member = context.controller.member(named: name), member.kind == .storedProperty, !member.isStatic,
                !context.isUIMember(member), memberPlans[name]?.targets.allSatisfy({ $0 == .view }) ?? true,
                TravellingValues.isOnlyRead(name, in: [code]), let type = context.inference.memberType(name), isPlainArgument(type)
            else { return nil }
            state.append(Parameter(label: nil, name: name, type: type.trimmed))
        }
        return state
    }

    /// The question's code reads the values the view hands by their names (`self.chatId` → `chatId`).
    private static func reading<Node: SyntaxProtocol>(_ state: [Parameter], in code: Node) -> Node {
        SelfMemberToParameter(Set(state.map(\.name))).rewrite(code, detach: true).cast(Node.self)
    }

    /// `getCoreDataManager` → `CoreDataManager`, `prefersDescendingSorting` → `PrefersDescendingSorting`.
    static func queryNoun(_ baseName: String) -> String {
        for verb in ["get", "fetch", "load", "obtain"] where baseName.hasPrefix(verb) {
            let rest = baseName.dropFirst(verb.count)
            if rest.first?.isUppercase == true { return String(rest) }
        }
        return Naming.upperFirst(baseName)
    }

    /// What the code that left the view names: a question it calls would not be there to answer.
    private func namesInMovedCode() -> Set<String> {
        let moved: [any SyntaxProtocol] =
            plan.requests.flatMap(\.body) + plan.routes.flatMap(\.body)
            + plan.events.flatMap(\.presenterStatements) + plan.moduleInputs.flatMap(\.body)
            + plan.interactorHelpers.map(\.declaration) + (plan.dataDisplay.map { ($0.members + $0.helpers).map(\.declaration) } ?? [])
        return moved.reduce(into: Set<String>()) { $0.formUnion(NameUseCollector.names(in: $1)) }
    }
}

/// The reads a member's statements make where the model could answer them in place, outermost first: the value of
/// an assignment (never its target), arguments, conditions, subjects and sequences. A read is taken whole, never the
/// method a call names nor a member access's base alone, so the view gets the value the statement used. Closures run
/// later, with names of their own: what they read is not asked.
private final class AskableReads: SyntaxVisitor {
    let skipped: Set<SyntaxIdentifier>
    let takes: (ExprSyntax) -> Bool

    init(skipping skipped: Set<SyntaxIdentifier>, takes: @escaping (ExprSyntax) -> Bool) {
        self.skipped = skipped
        self.takes = takes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind { skipped.contains(node.id) ? .skipChildren : .visitChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard let assignment = elements.firstIndex(where: Self.assigns) else { return .visitChildren }
        elements[(assignment + 1)...].forEach { walk($0) }
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if !takes(ExprSyntax(node)) { walk(node.arguments) }
        return .skipChildren
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        if !takes(ExprSyntax(node)) { walk(node.arguments) }
        return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        _ = takes(ExprSyntax(node))
        return .skipChildren
    }

    override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
        _ = takes(ExprSyntax(node))
        return .skipChildren
    }

    override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
        _ = takes(ExprSyntax(node))
        return .skipChildren
    }

    /// `=`, `+=` and the like: what is left of them is written.
    private static func assigns(_ element: ExprSyntax) -> Bool {
        element.is(AssignmentExprSyntax.self) || DataReadLifter.isCompoundAssignment(element)
    }
}
