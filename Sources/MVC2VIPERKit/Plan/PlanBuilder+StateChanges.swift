import SwiftSyntax

/// Statements of a method of the view that only change model data the presenter now holds (`askedState`), from what
/// the method is handed and that data alone: working out the new value is a decision the presenter makes, not the
/// view. They send an event where they stood, and the presenter runs them on its own state; what the method does with
/// the screen around them stays, in its order, and asks for the new state as before.
///
/// ## Before
/// ```swift
/// private var settings = SynthSettings()            // the presenter holds it; the view asks
/// func changeTempo(by step: Int) {
///     settings.tempo = max(40, settings.tempo + step)
///     tempoLabel.text = "\(settings.tempo)"
/// }
/// ```
/// ## After
/// ```swift
/// func changeTempo(by step: Int) {                                            // view
///     output.didTriggerChangeTempoEvent(step)
///     tempoLabel.text = "\(settings.tempo)"
/// }
/// func didTriggerChangeTempoEvent(_ step: Int) { settings.tempo = max(40, settings.tempo + step) }   // presenter
/// ```
extension PlanBuilder {
    /// After the state recipe: only then is it known what the presenter holds.
    func planStateChanges() {
        // State the presenter holds only once the view hands it over (unset until then) stays worked on in the view: the
        // presenter's code would trap on a module whose state nobody handed it yet.
        let unset = Set(plan.presenterState.filter { $0.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) }.map(\.name))
        let asked = Set(plan.viewEdits.askedState.keys).subtracting(unset)
        guard !asked.isEmpty else { return }
        let recipe = context.catalog.evidenceID(.state)
        for member in context.controller.members {
            guard let (run, presenterCode, parameters) = stateChange(in: member, asked: asked) else { continue }
            var event = ViewEvent(
                noun: Planner.uniqueNoun(
                    Naming.intent(fromAction: member.baseName), among: plan.events.map(\.noun),
                    alternatives: [Naming.upperFirst(member.baseName)]),
                kind: .intent(isSelection: false), parameters: parameters, sourceMember: member.name)
            event.presenterStatements = presenterCode
            let index = Planner.append(event, to: &plan.events)
            for (offset, statement) in run.enumerated() {
                plan.viewEdits.replacedStatements[statement.id] = offset == 0 ? .event(index, arguments: parameters.map(\.name)) : .removed
                claimed.insert(statement.id)
            }
            let evidence = Evidence(recipe: recipe, line: context.line(run[0]), syntax: context.snippet(run[0]))
            note(member.name, .view, evidence)
            note(member.name, .event(index), evidence)
        }
    }

    /// The statements of `member` that change state the presenter holds, reading only that state, the method's
    /// parameters, the values of its controls (`stepper.value`, which the view reads and passes) and what the module
    /// sees anyway (no view, no data work, nothing else of the screen's); the presenter's code for them; the event's
    /// parameters. Nil when no such run works out a new value.
    private func stateChange(
        in member: MemberModel, asked: Set<String>
    ) -> (run: [CodeBlockItemSyntax], presenterCode: [CodeBlockItemSyntax], parameters: [Parameter])? {
        guard member.kind == .function, !member.isOverride, !member.isStatic, !member.isConditional, !member.isLeftAsWritten,
            member.returnType == nil, !context.isLifecycle(member), memberPlans[member.name]?.targets.isEmpty ?? true,
            let function = member.declaration.as(FunctionDeclSyntax.self), function.signature.effectSpecifiers == nil,
            function.genericParameterClause == nil, let body = member.body
        else { return nil }
        let parameterNames = Set(member.parameters.map(\.name))
        let original = Array(body)
        let (analysed, controlValues) = WidgetValues(context: context).substitute(
            in: original, locals: parameterNames, senders: WidgetValues.senders(of: member))
        // A control's value stored as it is (`settings.usesCelsius = sender.isOn`) is handed over, as a parameter is.
        let handed = parameterNames.union(controlValues.map(\.name))
        guard let range = firstStateRun(in: original, analysed: analysed, asked: asked, parameterNames: handed) else { return nil }
        let presenterCode = Array(analysed[range])
        let read = presenterCode.reduce(into: Set<String>()) { $0.formUnion(NameUseCollector.names(in: $1)) }
        var parameters: [Parameter] = []
        for parameter in member.parameters where read.contains(parameter.name) {
            // `inout` and variadic parameters cannot be handed on as they are.
            guard !parameter.type.is(AttributedTypeSyntax.self), !parameter.type.trimmedText.hasSuffix("..."),
                case .success(let value) = TravellingValues(context: context).travellingValue(parameter.name, type: parameter.type)
            else { return nil }
            parameters.append(value)
        }
        parameters += controlValues.filter { read.contains($0.name) }
        return (Array(original[range]), presenterCode, parameters)
    }

    /// The first run of top-level statements that change state the presenter holds, working a value out: statements
    /// that read nothing the method bound before them (no event could carry it), and bind nothing the method reads
    /// after them. A `guard … else { return }` ends a run and stays in the view, deciding whether the rest runs (the
    /// event among it), unless nothing follows it.
    ///
    /// `body` as written and `analysed`, its statements with the controls' values read off, one for one.
    private func firstStateRun(
        in body: [CodeBlockItemSyntax], analysed: [CodeBlockItemSyntax], asked: Set<String>, parameterNames: Set<String>
    ) -> Range<Int>? {
        var boundBefore: Set<String> = []
        var index = 0
        while index < body.count {
            var run: [CodeBlockItemSyntax] = []
            var runBound: Set<String> = []
            for (written, statement) in zip(body[index...], analysed[index...]) {
                guard plan.viewEdits.replacedStatements[written.id] == nil, !claimed.contains(written.id),
                    NameUseCollector.names(in: statement).isDisjoint(with: boundBefore),
                    onlyChangesState(statement, asked: asked, locals: parameterNames.union(boundBefore).union(runBound))
                else { break }
                run.append(statement)
                runBound.formUnion(boundNames(statement))
            }
            if let exit = run.firstIndex(where: { ExitFinder.exits($0) }), index + run.count < body.count { run.removeSubrange(exit...) }
            let after = body.dropFirst(index + run.count)
            let runBinds = Set(run.flatMap { boundNames($0) })
            if run.contains(where: { Planner.workedOutChange(of: asked, in: $0, parameters: parameterNames) != nil }),
                after.allSatisfy({ NameUseCollector.names(in: $0).isDisjoint(with: runBinds) })
            {
                return index..<(index + run.count)
            }
            for statement in body[index..<(index + max(run.count, 1))] { boundBefore.formUnion(boundNames(statement)) }
            index += max(run.count, 1)
        }
        return nil
    }

    /// Whether `statement` reads and changes nothing of the screen's but state the presenter holds, does no data work,
    /// names no UIKit type and nothing only the controller's file sees.
    private func onlyChangesState(_ statement: CodeBlockItemSyntax, asked: Set<String>, locals: Set<String>) -> Bool {
        let references = context.references(statement, locals: locals)
        guard references.selfMembers.isSubset(of: asked), references.inheritedAPI.isEmpty, !references.usesSelfAsValue,
            references.selfMembersCalled.isEmpty, context.dataAccess(in: statement, references: references) == nil,
            context.filePrivateName(readBy: [statement], locals: locals) == nil
        else { return false }
        return context.uiKitTypeNamed(in: [statement]) == nil
    }
}
