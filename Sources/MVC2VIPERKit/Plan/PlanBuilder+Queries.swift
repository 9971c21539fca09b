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
        for member in context.controller.members {
            guard memberPlans[member.name]?.targets.allSatisfy({ $0 == .view }) ?? false,
                  !declined.contains(where: { $0.member == member.name }), !calledFromMovedCode.contains(member.baseName),
                  let question = question(in: member) else { continue }
            let noun = Planner.uniqueNoun(Self.queryNoun(member.baseName), among: plan.requests.map(\.noun) + plan.queries.map(\.noun))
            let index = Planner.append(DataQuery(noun: noun, member: member.name, parameters: question.parameters, returns: question.returns,
                                                 body: question.body, line: member.line), to: &plan.queries)
            plan.viewEdits.answeredMembers[member.name] = index
            let evidence = Evidence(recipe: recipe, line: member.line,
                                    syntax: "a value the view waits on, which the model answers: " + question.evidence.syntax)
            note(member.name, .view, evidence)
            note(member.name, .query(index), evidence)
        }
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
        let signature: (parameters: [Parameter], returns: TypeSyntax?, body: CodeBlockItemListSyntax?)
        if member.kind == .function, let function = member.declaration.as(FunctionDeclSyntax.self) {
            guard function.genericParameterClause == nil, function.signature.effectSpecifiers == nil,
                  function.signature.parameterClause.parameters.allSatisfy({ $0.ellipsis == nil }) else { return nil }
            signature = (member.parameters.map { Parameter(label: nil, name: $0.name, type: $0.type.trimmed) },
                         function.signature.returnClause?.type, function.body?.statements)
        } else if member.kind == .computedProperty, let variable = member.declaration.as(VariableDeclSyntax.self),
                  variable.bindings.count == 1, let binding = variable.bindings.first {
            signature = ([], binding.typeAnnotation?.type, Self.getterStatements(binding.accessorBlock))
        } else {
            return nil
        }
        guard let returns = signature.returns, let statements = signature.body, !statements.isEmpty,
              !["Void", "()"].contains(returns.trimmedDescription), !returns.is(SomeOrAnyTypeSyntax.self) else { return nil }
        let parameterNames = Set(signature.parameters.map(\.name))
        let references = statements.reduce(into: References()) { $0.merge(context.references($1, locals: parameterNames)) }
        guard let evidence = context.dataAccess(in: member.declaration, references: member.references),
              references.selfMembers.subtracting(context.dependencyNames).isEmpty, references.inheritedAPI.isEmpty,
              !references.usesSelfAsValue else { return nil }
        let signatureTypes = signature.parameters.map(\.type) + [returns]
        let nested = context.controller.nestedTypeNames
        for type in signatureTypes {
            if FetchMatcher.isFunctionType(type) || type.is(AttributedTypeSyntax.self) || !TypeText.names(in: type).isDisjoint(with: nested) { return nil }
        }
        let named = statements.flatMap { $0.tokens(viewMode: .sourceAccurate) } + signatureTypes.flatMap { $0.tokens(viewMode: .sourceAccurate) }
        guard !named.contains(where: { token in
            guard case .identifier = token.tokenKind, token.text.first?.isUppercase == true else { return false }
            return context.types.isUIKitType(token.text) || nested.contains(token.text)
        }) else { return nil }
        return Question(parameters: signature.parameters, returns: returns.trimmed, body: Array(statements), evidence: evidence)
    }

    /// `var x: T { … }` or `var x: T { get { … } }`: the getter's statements; nil with a setter or observers.
    static func getterStatements(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
        switch block?.accessors {
        case .getter(let statements)?: return statements
        case .accessors(let accessors)?:
            guard accessors.count == 1, let getter = accessors.first, getter.accessorSpecifier.tokenKind == .keyword(.get),
                  getter.effectSpecifiers == nil else { return nil }
            return getter.body?.statements
        case nil: return nil
        }
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
