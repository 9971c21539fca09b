import SwiftSyntax
import SwiftSyntaxBuilder

extension PlanBuilder {
    /// Properties the controller's creator sets before showing it (`detail.item = item`) are the
    /// module's input too (module-input recipe): the presenter holds the value, gets it through
    /// `configure(item:)` — the property tells the module input when it is set, so callers still
    /// compile — and shows it when the view loads, with the display code the lifecycle method had.
    ///
    /// ## Before
    /// ```swift
    /// var item: Item!
    /// override func viewDidLoad() { super.viewDidLoad(); nameLabel.text = item.name }
    /// ```
    /// ## After
    /// ```swift
    /// var item: Item! { didSet { moduleInput?.configure(item: item) } }        // view
    /// override func viewDidLoad() { super.viewDidLoad(); output.didTriggerViewReadyEvent() }
    /// func showItem(_ item: Item!) { nameLabel.text = item.name }
    /// func didTriggerViewReadyEvent() { view?.showItem(item) }                   // presenter
    /// ```
    func planPropertyInputs() {
        let recipe = context.catalog.evidenceID(.moduleInput)
        // Written by the controller itself (an assignment, or a key path such as `assign(to: \.forecast, on: self)`): its own state.
        var written = context.controller.members.reduce(into: Set<String>()) { $0.formUnion($1.references.selfMembersWritten) }
        for member in context.controller.members {
            for token in member.declaration.tokens(viewMode: .sourceAccurate) where token.parent?.parent?.is(KeyPathPropertyComponentSyntax.self) == true {
                written.insert(token.text)
            }
        }
        for property in context.controller.members where isPropertyInput(property) && !written.contains(property.name) {
            guard let type = property.typeAnnotation?.trimmed else { continue }
            switch displays(of: property) {
            case .failure(let problem):
                // A plain flag the view uses is the view's own; only model data is worth a report.
                if context.types.types[TypeText.baseName(type.trimmedText)] != nil {
                    declined.append(Unresolved(member: property.name, line: property.line, reason: "module input: " + problem.text, recipe: recipe))
                }
            case .success(let displays):
                let name = property.name
                // A value the module neither shows nor passes on (only the view reads it, a listener's token it keeps, a
                // title a lazy button reads) would be a presenter field nothing reads: no input.
                let passed =
                    plan.events.contains { $0.parameters.contains { $0.name == name } }
                    || plan.requests.contains { $0.parameters.contains { $0.name == name } }
                    || plan.routes.contains { $0.parameters.contains { $0.name == name } }
                guard !displays.isEmpty || passed else { continue }
                let evidence = Evidence(recipe: recipe, line: property.line, syntax: context.snippet(property.declaration))
                // The view keeps the property, observers and all; the presenter holds a plain copy.
                var copy = StateProperty(moving: property, type: type)
                copy.observers = nil
                plan.presenterState.append(copy)
                let signature = FunctionDeclSyntax(
                    name: .identifier("configure"),
                    signature: FunctionSignatureSyntax(
                        parameterClause: FunctionParameterClauseSyntax(parameters: [
                            FunctionParameterSyntax(firstName: .identifier(name), colon: .colonToken(trailingTrivia: .space), type: type)
                        ])))
                let inputIndex = Planner.append(
                    ModuleInputMethod(
                        signature: signature, name: "configure(\(name):)",
                        body: [SyntaxFactory.statement(ExprSyntax("self.\(raw: name) = \(raw: name)"))]),
                    to: &plan.moduleInputs)
                plan.viewEdits.forwardedProperties[name] = inputIndex
                note(name, .view, evidence)
                note(name, .moduleInput(inputIndex), evidence)
                // The presenter passes its own value to the interactor and the router now.
                plan.dropEventParameters([name])
                for (member, statements) in displays {
                    let body = statements.map {
                        SelfMemberToParameter([name]).rewrite($0, stating: RewriteReason.travellingValues).cast(CodeBlockItemSyntax.self)
                    }
                    let command = ViewCommand(
                        noun: Planner.uniqueNoun(Naming.upperFirst(name), among: plan.viewCommands.map(\.noun)), kind: .display,
                        parameters: [Parameter(label: nil, name: name, type: type)], body: body)
                    let commandIndex = Planner.append(command, to: &plan.viewCommands)
                    let eventIndex = startRequests([], from: member, replacing: statements, evidence: evidence)
                    plan.events[eventIndex].commands.append(commandIndex)
                    note(member.name, .view, evidence)
                    note(member.name, .command(commandIndex), evidence)
                }
            }
        }
    }

    /// A value other code sets: an internal `var` with a written type, no observers, not a view or a collaborator.
    private func isPropertyInput(_ member: MemberModel) -> Bool {
        guard member.kind == .storedProperty, !member.isPrivate, !member.isStatic, !member.isLazy, !member.isLeftAsWritten,
            !member.isOutlet, !context.isUIMember(member), !context.dependencyNames.contains(member.name),
            !plan.viewEdits.removedMembers.contains(member.name), !plan.presenterState.contains(where: { $0.name == member.name }),
            !context.isCollaborator(member),
            let variable = member.declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
            variable.bindings.count == 1, variable.bindings.first?.accessorBlock == nil,
            let type = member.typeAnnotation
        else { return false }
        // The presenter cannot name a type nested in the controller.
        return TypeText.names(in: type).isDisjoint(with: context.controller.nestedTypeNames)
    }

    /// Where the view still reads the property: only in one contiguous run of display statements per
    /// lifecycle method, which become a view command the presenter calls when the method's event arrives.
    private func displays(of property: MemberModel) -> Result<[(MemberModel, [CodeBlockItemSyntax])], TravellingValues.Problem> {
        var displays: [(MemberModel, [CodeBlockItemSyntax])] = []
        let remover = StatementRemover(edits: plan.viewEdits, files: plan.source)
        for member in context.controller.members
        where member.name != property.name && !plan.viewEdits.removedMembers.contains(member.name)
            && plan.viewEdits.forwardedMembers[member.name] == nil
        {
            let locals = Set(member.parameters.map(\.name))
            guard let body = member.body.map(Array.init) else {
                if context.references(member.declaration).selfMembers.contains(property.name) {
                    return .failure(.init(text: "\(member.name) reads \(property.name)"))
                }
                continue
            }
            let touching = body.indices.filter { index in
                plan.viewEdits.replacedStatements[body[index].id] == nil
                    && context.references(remover.rewrite(body[index], detach: true), locals: locals).selfMembers.contains(property.name)
            }
            guard let first = touching.first, let last = touching.last else { continue }
            let isLifecycle = context.isLifecycle(member)
            let run = Array(body[first...last])
            guard isLifecycle, run.allSatisfy({ plan.viewEdits.replacedStatements[$0.id] == nil }) else {
                return .failure(.init(text: "\(member.name) reads \(property.name) in code that stays in the view"))
            }
            // What they show must not also read data, leave the method, or bind what later statements use.
            let references = run.reduce(into: References()) { $0.merge(context.references($1, locals: locals)) }
            let bound = Set(run.flatMap { boundNames($0) })
            let usedLater = body[(last + 1)...].reduce(into: Set<String>()) { $0.formUnion(NameUseCollector.names(in: $1)) }
            if run.contains(where: { context.dataAccess(in: $0, references: context.references($0, locals: locals)) != nil || ExitFinder.exits($0) })
                || references.usesSelfAsValue || !bound.isDisjoint(with: usedLater) || !references.selfMembersWritten.isEmpty
            {
                return .failure(.init(text: "\(member.name) does more with \(property.name) than show it"))
            }
            displays.append((member, run))
        }
        return .success(displays)
    }
}
