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
            guard let targets = memberPlans[member.name]?.targets, !declined.contains(where: { $0.member == member.name }) else { continue }
            let inList = listMembers.contains(member.name)
            guard inList || targets.allSatisfy({ $0 == .view }) else { continue }
            if !inList, !calledFromMovedCode.contains(member.baseName), let question = question(in: member) {
                let index = addQuery(question, noun: Self.queryNoun(member.baseName), of: member)
                plan.viewEdits.answeredMembers[member.name] = index
                let evidence = Evidence(recipe: recipe, line: member.line,
                                        syntax: "a value the view waits on, which the model answers: " + question.evidence.syntax)
                note(member.name, .view, evidence)
                note(member.name, .query(index), evidence)
            } else if let answered = answeredStatements(in: member) {
                for (statement, question) in answered {
                    let noun = Self.boundName(statement).map(Naming.upperFirst) ?? Self.returnedNoun(member)
                    let index = addQuery(question, noun: noun, of: member)
                    plan.viewEdits.replacedStatements[statement.id] = .query(index)
                    let evidence = Evidence(recipe: recipe, line: context.line(statement),
                                            syntax: "a value it returns, which the model answers: " + context.snippet(statement))
                    if !inList { note(member.name, .view, evidence) }
                    note(member.name, .query(index), evidence)
                }
            }
        }
    }

    private func addQuery(_ question: Question, noun: String, of member: MemberModel) -> Int {
        let unique = Planner.uniqueNoun(noun, among: plan.requests.map(\.noun) + plan.queries.map(\.noun))
        return Planner.append(DataQuery(noun: unique, member: member.name, parameters: question.parameters, returns: question.returns,
                                        body: question.body, line: member.line), to: &plan.queries)
    }

    /// The statements of a member that only read data — a `return` handing back a read (`return
    /// SyncManager.shared.services.count` in `tableView(_:numberOfRowsInSection:)`), a local bound to one (`let currency
    /// = Store.state.currencies[indexPath.row]`, typed) — when they are all the data it reads and each reads only the
    /// member's plain parameters and the dependencies: each becomes a question, the rest of the member stays as written.
    private func answeredStatements(in member: MemberModel) -> [(CodeBlockItemSyntax, Question)]? {
        guard !member.isStatic, !member.isConditional, !member.isLeftAsWritten, !context.isUIMember(member),
              let signature = Self.returningSignature(member), let body = signature.body,
              context.dataAccess(in: member.declaration, references: member.references) != nil else { return nil }
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
            guard let type = read.type, isPlainAnswer(type), references.selfMembers.subtracting(context.dependencyNames).isEmpty,
                  references.inheritedAPI.isEmpty, !references.usesSelfAsValue, names.isDisjoint(with: locals),
                  used.allSatisfy({ isPlainAnswer($0.type) }), !namesScreenType(read.value), !Self.triesOrAwaits(read.value) else { return nil }
            let returned = CodeBlockItemSyntax(item: .stmt(StmtSyntax(ReturnStmtSyntax(returnKeyword: .keyword(.return, trailingTrivia: .space),
                                                                                        expression: read.value.trimmed))))
                .with(\.leadingTrivia, item.leadingTrivia)
            found.append((item, Question(parameters: used.map { Parameter(label: nil, name: $0.name, type: $0.type.trimmed) }, returns: type.trimmed,
                                         body: [returned], evidence: evidence)))
        }
        guard !found.isEmpty else { return nil }
        // Once they leave, the member reads no data, or it stays whole, reported as before.
        var edits = plan.viewEdits
        for (item, _) in found { edits.replacedStatements[item.id] = .removed }
        let rest = StatementRemover(edits: edits, files: plan.source).rewrite(member.declaration, detach: true)
        return context.dataAccess(in: rest, references: context.references(rest, locals: parameterNames)) == nil ? found : nil
    }

    /// A type a question can hand over: no function, `inout`, UIKit or controller-nested type.
    private func isPlainArgument(_ type: TypeSyntax) -> Bool {
        !FetchMatcher.isFunctionType(type) && !type.is(AttributedTypeSyntax.self) && !namesScreenType(type)
    }

    /// A type a question can answer with: a plain argument that is a value, neither `Void` nor opaque.
    private func isPlainAnswer(_ type: TypeSyntax) -> Bool {
        !["Void", "()"].contains(type.trimmedDescription) && !type.is(SomeOrAnyTypeSyntax.self) && isPlainArgument(type)
    }

    /// Whether the code names a UIKit type (or an app class built on one) or a type nested in the controller.
    private func namesScreenType(_ node: some SyntaxProtocol) -> Bool {
        let nested = context.controller.nestedTypeNames
        return node.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier = token.tokenKind, token.text.first?.isUppercase == true else { return false }
            return context.types.isUIKitType(token.text) || nested.contains(token.text)
        }
    }

    /// A function's or a read-only computed property's return type and statements.
    static func returningSignature(_ member: MemberModel) -> (returns: TypeSyntax?, body: CodeBlockItemListSyntax?)? {
        if member.kind == .function, let function = member.declaration.as(FunctionDeclSyntax.self) {
            guard function.genericParameterClause == nil, function.signature.effectSpecifiers == nil else { return nil }
            return (function.signature.returnClause?.type, function.body?.statements)
        }
        if member.kind == .computedProperty, let variable = member.declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
           let binding = variable.bindings.first {
            return (binding.typeAnnotation?.type, MemberBuilder.readOnlyGetter(binding.accessorBlock))
        }
        return nil
    }

    /// `let currency = …` (one name, one value): the local's name.
    static func boundName(_ item: CodeBlockItemSyntax) -> String? {
        guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
              binding.initializer != nil, binding.accessorBlock == nil else { return nil }
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
           let first = member.parameters.first, case let caller = TypeText.baseName(first.type.trimmedDescription),
           caller.hasPrefix("UI"), member.baseName == Naming.lowerFirst(String(caller.dropFirst(2))),
           let label = declaration.signature.parameterClause.parameters.dropFirst().first?.firstName.text, label != "_" {
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
              !member.attributes.contains("objc"), !member.modifiers.contains("dynamic"), !context.isUIMember(member) else { return nil }
        if let function = member.declaration.as(FunctionDeclSyntax.self),
           !function.signature.parameterClause.parameters.allSatisfy({ $0.ellipsis == nil }) { return nil }
        guard let signature = Self.returningSignature(member), let returns = signature.returns, let statements = signature.body,
              !statements.isEmpty, isPlainAnswer(returns) else { return nil }
        let parameters = member.parameters.map { Parameter(label: nil, name: $0.name, type: $0.type.trimmed) }
        let parameterNames = Set(parameters.map(\.name))
        let references = statements.reduce(into: References()) { $0.merge(context.references($1, locals: parameterNames)) }
        guard let evidence = context.dataAccess(in: member.declaration, references: member.references),
              references.selfMembers.subtracting(context.dependencyNames).isEmpty, references.inheritedAPI.isEmpty,
              !references.usesSelfAsValue, parameters.allSatisfy({ isPlainArgument($0.type) }), !namesScreenType(statements) else { return nil }
        return Question(parameters: parameters, returns: returns.trimmed, body: Array(statements), evidence: evidence)
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
        let moved: [any SyntaxProtocol] = plan.requests.flatMap(\.body) + plan.routes.flatMap(\.body)
            + plan.events.flatMap(\.presenterStatements) + plan.moduleInputs.flatMap(\.body)
            + plan.interactorHelpers.map(\.declaration) + (plan.dataDisplay.map { ($0.members + $0.helpers).map(\.declaration) } ?? [])
        return moved.reduce(into: Set<String>()) { $0.formUnion(NameUseCollector.names(in: $1)) }
    }
}

