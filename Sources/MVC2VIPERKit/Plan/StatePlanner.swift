import SwiftSyntax

/// Model data the view holds (a loaded `user`, an `order` an action edits) moves to the presenter.
/// The presenter stores what the interactor delivers, and the start of an action that works on
/// the data runs in the presenter, with the values the user entered handed over by the view.
/// Pure UI state (a flag only UI code reads) stays in the view; model data the view's remaining
/// code still reads stays too, and is reported with the member that reads it.
///
/// ## Before
/// ```swift
/// private var user: User?
/// // the display of a loaded user
/// self.user = user
/// nameField.text = user.name
/// @IBAction func saveTapped(_ sender: UIButton) {
///     guard var user = user else { return }
///     user.name = nameField.text ?? user.name
///     if userService.save(user) { … }
/// }
/// ```
/// ## After
/// ```swift
/// // Presenter
/// private var user: User?
/// func didObtainUser(_ user: User) { self.user = user; view?.showUser(user) }
/// func didTriggerSaveEvent(_ nameFieldText: String?) {
///     guard var user = user else { return }
///     user.name = nameFieldText ?? user.name
///     interactor.performSave(user)
/// }
/// // View
/// @IBAction func saveTapped(_ sender: UIButton) { output.didTriggerSaveEvent(nameField.text) }
/// ```
struct StatePlanner {
    let context: ClassificationContext

    /// The start of a kept member that moves to the presenter's handler of `event`.
    private struct MovedPrefix {
        let member: MemberModel
        let event: Int
        let statements: [CodeBlockItemSyntax]
        let rewritten: [CodeBlockItemSyntax]
        let parameters: [Parameter]
    }

    /// What the view's code does with the moving state, or why a property cannot move.
    private struct Analysis {
        var writes: [ResultWrite] = []
        var prefixes: [MovedPrefix] = []
        var blocked: [String: String] = [:]
    }

    /// Display code that stores a result in state the presenter now holds.
    private struct ResultWrite {
        let command: Int
        /// The display code's statement it comes from.
        let statement: CodeBlockItemSyntax
        let targets: Set<String>
        /// What the presenter runs: `self.user = user`, or `if case .success(let user) = result { self.user = user }`.
        let presenterStatement: CodeBlockItemSyntax
        /// What stays in the view in the statement's place; nil when all of it moves.
        let remaining: CodeBlockItemSyntax?
    }

    /// `dependencyStorage`: the variables behind dependency getters, which the dependency pass replaces.
    func plan(
        _ plan: inout MigrationPlan, dependencyStorage: Set<String>, note: (String, Target, Evidence) -> Void,
        declined: inout [Unresolved]
    ) {
        let candidates = context.stateNames.subtracting(dependencyStorage).filter { name in
            guard let member = context.controller.member(named: name), !member.isLeftAsWritten, !member.isLazy else { return false }
            return !plan.viewEdits.removedMembers.contains(name) && !plan.viewEdits.redirectedState.contains(name)
                && !plan.presenterState.contains { $0.name == name }
        }
        let written = Set(analyse(candidates, plan).writes.flatMap(\.targets))
        var modelData = candidates.filter { written.contains($0) || holdsModelType($0) }
        for name in candidates.subtracting(modelData).sorted() {
            plan.viewState.insert(name)
            let what = isCollaborator(name) ? "a reference to a collaborator, not data" : "pure UI state"
            note(name, .view, Evidence(recipe: recipeID, line: line(of: name), syntax: what + ": stays in the view"))
        }
        ownState(plan: &plan, dependencyStorage: dependencyStorage, note: note)
        // Model data other files read or write (`feed.items = …`): the presenter holds it, and the view's property,
        // which that code still reaches, asks for it. When it cannot, it stays where that code reaches it; a person decides.
        for name in modelData.sorted() {
            guard let use = context.source.outsideUses.first(where: { $0.member == name }) else { continue }
            modelData.remove(name)
            switch AskedStatePlanner(context: context).ask(name, plan: plan) {
            case .success(let asked): ask(asked, in: &plan, note: note)
            case .failure(let problem):
                declined.append(
                    Unresolved(
                        member: name, line: line(of: name),
                        reason: "other files use it (\(use.location)), so it stays in the view where that code reaches it: \(problem.text)",
                        recipe: recipeID))
            }
        }

        var moving = modelData
        var reasons: [String: String] = [:]
        // The presenter cannot name a type nested in the controller.
        let nestedTypes = context.controller.nestedTypeNames
        for name in moving {
            guard let type = context.inference.memberType(name), let nested = TypeText.names(in: type).intersection(nestedTypes).sorted().first else {
                continue
            }
            reasons[name] = "its type names \(nested), which is nested in the controller"
        }
        moving.subtract(reasons.keys)
        // Moving one property can keep another's code in the view: settle on the largest set that moves together.
        var analysis = analyse(moving, plan)
        while !analysis.blocked.isEmpty {
            for (name, reason) in analysis.blocked { reasons[name] = reason }
            moving.subtract(analysis.blocked.keys)
            analysis = analyse(moving, plan)
        }
        for (name, reason) in reasons.sorted(by: { $0.key < $1.key }) {
            if let copy = viewCopy(of: name, plan) {
                plan.viewState.insert(name)
                note(name, .view, Evidence(recipe: recipeID, line: line(of: name), syntax: copy + ", and only that: the view keeps it for its own code"))
                continue
            }
            // What the view's own code keeps reading and changing: the presenter holds it, the view asks.
            switch AskedStatePlanner(context: context).ask(name, plan: plan) {
            case .success(let asked): ask(asked, in: &plan, note: note)
            case .failure(let problem):
                declined.append(
                    Unresolved(
                        member: name, line: line(of: name), reason: "model data stays in the view: \(reason), and \(problem.text)",
                        recipe: recipeID))
            }
        }
        guard !moving.isEmpty else { return }
        apply(moving, analysis, to: &plan, note: note)
    }

    private var recipeID: String { context.catalog.evidenceID(.state) }

    /// The presenter holds the state; the view's property asks for it and hands back each change.
    private func ask(_ asked: AskedStatePlanner.Asked, in plan: inout MigrationPlan, note: (String, Target, Evidence) -> Void) {
        let state = asked.state
        guard let member = context.controller.member(named: state.name), let type = context.inference.memberType(state.name) else { return }
        for (delegation, stores) in asked.deferred {
            plan.viewEdits.deferredStatements[delegation, default: []] += stores
            for store in stores { plan.viewEdits.replacedStatements[store.id] = .removed }
        }
        // Filled by the view's initializer only once the presenter exists: until then it holds nothing.
        let unset = member.initializer == nil && !type.is(OptionalTypeSyntax.self) && !type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        var property = StateProperty(moving: member, type: unset ? TypeSyntax(ImplicitlyUnwrappedOptionalTypeSyntax(wrappedType: type.trimmed)) : type.trimmed)
        property.isMutable = true
        plan.presenterState.append(property)
        plan.viewEdits.askedState[state.name] = plan.askedState.count
        plan.askedState.append(state)
        note(state.name, .presenterState(state.name), Evidence(recipe: recipeID, line: member.line, syntax: context.snippet(member.declaration)))
    }

    /// A lazy property (made on first use) and a type's own are not the recipe's to move; one that holds no model
    /// type, is made without reading data and takes no results is the view's own, as a plain flag is (a lazily built
    /// validation closure, a form row, `static var isFirstLaunch = true`): code reading it is view code.
    private func ownState(plan: inout MigrationPlan, dependencyStorage: Set<String>, note: (String, Target, Evidence) -> Void) {
        for member in context.controller.members where member.kind == .storedProperty && (member.isLazy || member.isStatic) {
            guard !member.isLeftAsWritten, !context.isUIMember(member), !context.dependencyNames.contains(member.name),
                !dependencyStorage.contains(member.name), !plan.viewEdits.removedMembers.contains(member.name),
                !plan.presenterState.contains(where: { $0.name == member.name }), !holdsModelType(member.name),
                !isWrittenOnDisplay(member.name, plan),
                context.isMadeWithoutReadingData(member)
            else { continue }
            plan.viewState.insert(member.name)
            note(member.name, .view, Evidence(recipe: recipeID, line: member.line, syntax: "pure UI state: stays in the view"))
        }
    }

    /// A display command writes it (`self.messages = messages` where the presenter's results arrive). State only
    /// those write, with nothing else of the view changing it, is the view's copy of what it was given to show, as a
    /// list's rows are: its data comes from the model through the presenter, so reading it is view code.
    private func isWrittenOnDisplay(_ name: String, _ plan: MigrationPlan) -> Bool {
        plan.viewCommands.contains { command in
            command.kind == .display
                && command.body.contains { context.references($0, locals: Set(command.parameters.map(\.name))).selfMembersWritten.contains(name) }
        }
    }

    /// Model data the view was given and never changes itself is its copy of what it shows, so code reading it is
    /// view code: written only where the presenter's results arrive, or only where other code hands it over (an
    /// initializer storing what it is handed, `self.invoice = invoice`, or a method other files call to do so) —
    /// the caller's configuration, as a module's input is. What it is, for the report; nil when other code of the
    /// view writes it or a part of it.
    private func viewCopy(of name: String, _ plan: MigrationPlan) -> String? {
        let handing = context.controller.members.filter(isHandedOver).flatMap { member in
            ModuleInputPlanner.parameterStores(of: member).filter { $0.property == name }.map { (member: member.name, statement: $0.statement.id) }
        }
        let onDisplay = isWrittenOnDisplay(name, plan)
        guard onDisplay || !handing.isEmpty else { return nil }
        // What the view keeps of each member: a statement the plan took out changes it in another layer now, and
        // an initializer's store of what it is handed is the handing over itself.
        var kept = plan.viewEdits
        for (_, statement) in handing { kept.replacedStatements[statement] = .removed }
        let remover = StatementRemover(edits: kept, files: plan.source)
        let changedElsewhere = context.controller.members.contains { member in
            member.name != name && !plan.viewEdits.removedMembers.contains(member.name) && plan.viewEdits.forwardedMembers[member.name] == nil
                && !ChangeSites.changes(of: name, in: remover.rewrite(member.declaration, detach: true)).isEmpty
        }
        guard !changedElsewhere else { return nil }
        if onDisplay { return "what the presenter hands the view to show" }
        let makers = Set(handing.map(\.member)).sorted().joined(separator: ", ")
        return "what other code hands the screen (\(makers))"
    }

    /// An initializer, or a method only other files call (`detail.configure(with: item)`): what it stores of its
    /// parameters comes from outside the screen, not from the view's own work.
    private func isHandedOver(_ member: MemberModel) -> Bool { Self.isHandedOver(member, context: context) }

    static func isHandedOver(_ member: MemberModel, context: ClassificationContext) -> Bool {
        if member.kind == .initializer { return true }
        guard member.kind == .function, !member.isPrivate, !member.isOverride, !member.isStatic,
            context.source.outsideUses.contains(where: { $0.member == member.baseName })
        else { return false }
        return !context.controller.members.contains { $0.references.selfMembersCalled.contains(member.baseName) }
    }

    private func line(of name: String) -> Int { context.controller.member(named: name)?.line ?? 0 }

    private func isCollaborator(_ name: String) -> Bool {
        context.controller.member(named: name).map(context.isCollaborator) ?? false
    }

    /// A type the app declares (not a view, nor a protocol such as a delegate's) is model data;
    /// plain values (a plain choice among them) count only once a result fills them. Weak references and
    /// closures are collaborators.
    private func holdsModelType(_ name: String) -> Bool {
        // A list of the screen's own views (`sliders: [VerticalSlider]`, the app's class built on UISlider) holds no data.
        if let member = context.controller.member(named: name), context.holdsOnlyScreen(member) { return false }
        guard !isCollaborator(name), let type = context.inference.memberType(name) else { return false }
        var seen: Set<String> = []
        return TypeText.ownNames(in: type).contains { isModelType($0, seen: &seen) }
    }

    private func isModelType(_ typeName: String, seen: inout Set<String>) -> Bool {
        // Types nested in the controller (`Mode`) are the screen's own.
        guard let info = context.types.types[typeName], context.controller.name != typeName,
            !context.controller.nestedTypeNames.contains(typeName), seen.insert(typeName).inserted,
            !ClassificationContext.isViewType(typeName), !typeName.hasSuffix("Controller")
        else { return false }
        guard info.kind == .enum, !info.enumCaseTypes.isEmpty else { return true }
        // A plain choice (`enum AuthMode { case login, signup }`) is a value as a Bool is: data once a result fills it.
        // The screen's display states (`case loading`, `case result(data: FeedViewModel)`): what each carries is
        // what the view shows, view models and values, so the state is the view's, as the view model is.
        return info.enumCases.flatMap(\.associatedTypes).contains { payload in
            TypeText.ownNames(in: payload).contains { part in
                !context.types.isCollaboratorType(part) && !context.catalog.matches(.state, .collaboratorTypes, part)
                    && isModelType(part, seen: &seen)
            }
        }
    }

    private func apply(_ moving: Set<String>, _ analysis: Analysis, to plan: inout MigrationPlan, note: (String, Target, Evidence) -> Void) {
        for name in moving.sorted() {
            guard let member = context.controller.member(named: name), let type = context.inference.memberType(name) else { continue }
            plan.presenterState.append(StateProperty(moving: member, type: type.trimmed))
            plan.viewEdits.removedMembers.insert(name)
            note(name, .presenterState(name), Evidence(recipe: recipeID, line: member.line, syntax: context.snippet(member.declaration)))
        }
        for write in analysis.writes {
            if let remaining = write.remaining {
                plan.viewCommands[write.command].body = plan.viewCommands[write.command].body.map { $0.id == write.statement.id ? remaining : $0 }
            } else {
                plan.viewCommands[write.command].body.removeAll { $0.id == write.statement.id }
            }
            plan.viewCommands[write.command].stateWrites.append(write.presenterStatement)
        }
        // The presenter now passes its own state to the interactor and the router.
        plan.dropEventParameters(moving)
        for prefix in analysis.prefixes {
            let kept = plan.events[prefix.event].parameters.filter { parameter in
                !prefix.statements.contains { boundNames($0).contains(parameter.name) }
            }
            var parameters = prefix.parameters
            for parameter in kept where !parameters.contains(where: { $0.name == parameter.name }) { parameters.append(parameter) }
            plan.events[prefix.event].parameters = parameters
            // The view's statements ran before anything the event itself decides.
            plan.events[prefix.event].presenterStatements = prefix.rewritten + plan.events[prefix.event].presenterStatements
            for statement in prefix.statements { plan.viewEdits.replacedStatements[statement.id] = .removed }
            if let call = prefix.member.body?.first(where: { Self.eventIndex(plan.viewEdits.replacedStatements[$0.id]) == prefix.event }) {
                plan.viewEdits.replacedStatements[call.id] = .event(prefix.event, arguments: parameters.map(\.name))
            }
            note(
                prefix.member.name, .event(prefix.event),
                Evidence(
                    recipe: recipeID, line: context.line(prefix.statements[0]),
                    syntax: context.snippet(prefix.statements[0])))
        }
    }

    // MARK: Uses in the view

    private func analyse(_ moving: Set<String>, _ plan: MigrationPlan) -> Analysis {
        var analysis = Analysis()
        guard !moving.isEmpty else { return analysis }
        for (index, command) in plan.viewCommands.enumerated() {
            let locals = Set(command.parameters.map(\.name))
            for statement in command.body {
                let touched = stateUses(statement, locals: locals).intersection(moving)
                guard !touched.isEmpty else { continue }
                if let write = resultWrite(statement, command: index, plan, moving: moving, locals: locals) {
                    analysis.writes.append(write)
                } else {
                    let code = command.kind == .action ? "the code its alert action \(command.noun) has the view run" : "the display code \(command.noun)"
                    touched.forEach { analysis.blocked[$0] = analysis.blocked[$0] ?? "\(code) reads it" }
                }
            }
        }
        let moved = Set(plan.dataDisplay.map { ($0.members + $0.helpers).map(\.name) } ?? [])
        for member in plan.dataDisplay.map({ $0.members + $0.helpers }) ?? [] {
            stateUses(member.declaration, locals: []).intersection(moving).forEach {
                analysis.blocked[$0] = "the data display manager reads it in \(member.name)"
            }
        }
        // One remover for every member: made per member, its sets of the plan's edits grew with the square of the screen.
        let remover = StatementRemover(edits: plan.viewEdits, files: plan.source)
        for member in context.controller.members
        where !moving.contains(member.name) && !moved.contains(member.name)
            && !plan.viewEdits.removedMembers.contains(member.name) && plan.viewEdits.forwardedMembers[member.name] == nil
        {
            analyse(member, moving, plan, remover: remover, into: &analysis)
        }
        return analysis
    }

    /// A kept member may read moving state only in the statements just before the event it sends.
    private func analyse(
        _ member: MemberModel, _ moving: Set<String>, _ plan: MigrationPlan, remover: StatementRemover, into analysis: inout Analysis
    ) {
        let parameterNames = Set(member.parameters.map(\.name))
        guard let body = member.body, member.kind == .function else {
            stateUses(member.declaration, locals: parameterNames).intersection(moving).forEach { analysis.blocked[$0] = "\(member.name) reads it" }
            return
        }
        let items = Array(body)
        var locals = parameterNames
        var touching: [Int] = []
        var touchedState = Set<String>()
        for (offset, item) in items.enumerated() {
            defer { locals.formUnion(boundNames(item)) }
            guard plan.viewEdits.replacedStatements[item.id] == nil else { continue }
            let touched = stateUses(remover.rewrite(item, detach: true), locals: locals).intersection(moving)
            if !touched.isEmpty {
                touching.append(offset)
                touchedState.formUnion(touched)
            }
        }
        guard let first = touching.first else { return }
        switch prefix(of: member, items: items, from: first, touching: touching, moving: moving, plan) {
        case .success(let moved): analysis.prefixes.append(moved)
        case .failure(let problem): touchedState.forEach { analysis.blocked[$0] = "\(member.name) \(problem.text)" }
        }
    }

    /// The statements from `first` up to the member's one event, when all its uses of the state are there.
    private func prefix(
        of member: MemberModel, items: [CodeBlockItemSyntax], from first: Int, touching: [Int], moving: Set<String>,
        _ plan: MigrationPlan
    ) -> Result<MovedPrefix, TravellingValues.Problem> {
        let staying = TravellingValues.Problem(text: "reads it in code that stays in the view")
        let events = items.indices.filter { Self.eventIndex(plan.viewEdits.replacedStatements[items[$0].id]) != nil }
        guard events.count == 1, let call = events.first, let eventIndex = Self.eventIndex(plan.viewEdits.replacedStatements[items[call].id]),
            touching.allSatisfy({ $0 < call })
        else { return .failure(staying) }
        switch plan.events[eventIndex].kind {
        case .lifecycle, .intent: break
        case .routing, .moduleOutput: return .failure(staying)
        }
        let statements = items[first..<call].filter { plan.viewEdits.replacedStatements[$0.id] == nil }
        let after = items[(call + 1)...].filter { plan.viewEdits.replacedStatements[$0.id] == nil }
        if !after.isEmpty, statements.contains(where: ExitFinder.exits) {
            return .failure(.init(text: "may return before code that stays in the view"))
        }
        return movedPrefix(statements, of: member, event: eventIndex, moving: moving, presenterState: Set(plan.presenterState.map(\.name)))
    }

    /// The statements as the presenter runs them: what the user entered arrives as parameters.
    private func movedPrefix(
        _ statements: [CodeBlockItemSyntax], of member: MemberModel, event: Int, moving: Set<String>,
        presenterState: Set<String>
    ) -> Result<MovedPrefix, TravellingValues.Problem> {
        let widgetValues = WidgetValues(context: context)
        let (rewritten, entered) = widgetValues.substitute(in: statements, locals: Set(member.parameters.map(\.name)))
        var locals = Set(member.parameters.map(\.name))
        var references = References()
        for statement in rewritten {
            references.merge(context.references(statement, locals: locals))
            locals.formUnion(boundNames(statement))
        }
        if references.usesSelfAsValue { return .failure(.init(text: "hands the controller itself to other code")) }
        if let name = references.selfMembersCalled.union(references.inheritedAPI).sorted().first {
            return .failure(.init(text: "calls \(name), which stays with the screen"))
        }
        let allowed = moving.union(presenterState).union(entered.map(\.name))
        if let name = references.selfMembers.subtracting(allowed).sorted().first {
            return .failure(.init(text: "also works with \(name), which stays in the view"))
        }
        if let name = references.selfMembersWritten.subtracting(moving).sorted().first {
            return .failure(.init(text: "changes \(name)"))
        }
        // The member's own parameters the moved code reads travel too (not the sender: it is a view).
        let used = TravellingValues(context: context).orderedNames(in: rewritten)
        var parameters = entered
        for parameter in member.parameters where used.contains(parameter.name) {
            if TypeTable.isUIKitType(TypeText.baseName(parameter.type.trimmedText)) {
                return .failure(.init(text: "reads \(parameter.name), a view, alongside it"))
            }
            parameters.append(Parameter(label: nil, name: parameter.name, type: parameter.type.trimmed))
        }
        return .success(MovedPrefix(member: member, event: event, statements: statements, rewritten: rewritten, parameters: parameters))
    }

    /// `self.user = user` with a result of the display command, stored as it arrives.
    private func resultWrite(
        _ statement: CodeBlockItemSyntax, command: Int, _ plan: MigrationPlan, moving: Set<String>,
        locals: Set<String>
    ) -> ResultWrite? {
        guard let request = plan.requests.first(where: { $0.displayCommand == command }) else { return nil }
        if let (target, value) = ModuleInputPlanner.assignment(statement), moving.contains(target),
            let valueName = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let result = request.results.first(where: { $0.name == valueName }), case .none = result.mapping,
            stores(result.modelType, in: target)
        {
            return ResultWrite(command: command, statement: statement, targets: [target], presenterStatement: statement, remaining: nil)
        }
        return successCaseWrite(statement, command: command, request: request, moving: moving, locals: locals)
    }

    /// `switch result { case .success(let forecast): self.forecast = forecast … }` over a delivered `Result`: the
    /// presenter keeps the value (`if case .success(let forecast) = result { self.forecast = forecast }`), the view
    /// draws the rest. Only when nothing else of the switch uses the moving state.
    private func successCaseWrite(
        _ statement: CodeBlockItemSyntax, command: Int, request: DataRequest, moving: Set<String>,
        locals: Set<String>
    ) -> ResultWrite? {
        let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
        guard let switchExpression = expression?.as(SwitchExprSyntax.self),
            let subject = switchExpression.subject.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let result = request.results.first(where: { $0.name == subject }), case .none = result.mapping,
            let success = TypeText.resultArguments(result.modelType)?.success
        else { return nil }
        for case .switchCase(let switchCase) in switchExpression.cases {
            guard case .case(let label) = switchCase.label, label.caseItems.count == 1,
                let value = Self.successBinding(label.caseItems.first!.pattern)
            else { continue }
            // An array of the case's own statements: the list's `filter` would build a new tree, with other places.
            let writes = Array(switchCase.statements).filter { item in
                guard let (target, assigned) = ModuleInputPlanner.assignment(item) else { return false }
                return moving.contains(target) && assigned.as(DeclReferenceExprSyntax.self)?.baseName.text == value && stores(success, in: target)
            }
            guard !writes.isEmpty else { return nil }
            let remaining = CaseStatementRemover(Set(writes.map(\.id.indexInTree))).rewrite(statement).cast(CodeBlockItemSyntax.self)
            guard stateUses(remaining, locals: locals).isDisjoint(with: moving) else { return nil }
            let indentation = statement.leadingTrivia.indentation
            guard var keeping = ExprSyntax("if case .success(let \(raw: value)) = \(raw: subject) {}").as(IfExprSyntax.self) else { return nil }
            keeping.body.statements = CodeBlockItemListSyntax(Reindent.place(Array(writes), at: .newline + indentation + IndentationStyle.input.unit))
            keeping.body.rightBrace = .rightBraceToken(leadingTrivia: .newline + indentation)
            let targets = Set(writes.compactMap { ModuleInputPlanner.assignment($0)?.0 })
            return ResultWrite(
                command: command, statement: statement, targets: targets,
                presenterStatement: CodeBlockItemSyntax(item: .expr(ExprSyntax(keeping))).with(\.leadingTrivia, statement.leadingTrivia),
                remaining: remaining)
        }
        return nil
    }

    /// State of the value's type (or its optional) can hold it as it is.
    private func stores(_ valueType: TypeSyntax, in target: String) -> Bool {
        guard let stateType = context.inference.memberType(target) else { return false }
        let value = valueType.trimmedText
        return [value, value + "?", "Optional<\(value)>", value + "!"].contains(stateType.trimmedText)
    }

    /// `.success(let forecast)`, `let .success(forecast)` → `forecast`.
    private static func successBinding(_ pattern: PatternSyntax) -> String? {
        let text = pattern.trimmedText
        guard let match = text.wholeMatch(of: #/(let\s+)?\.success\(\s*(let\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*\)/#),
            (match.1 == nil) != (match.2 == nil)
        else { return nil }
        return String(match.3)
    }

    /// Controller members the code reads or writes, counting `guard let user = user` and `if let user`
    /// as reads of `user`, which the reference collector sees as a local.
    private func stateUses(_ node: some SyntaxProtocol, locals: Set<String>) -> Set<String> {
        var names = context.references(node, locals: locals).selfMembers
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard let binding = token.parent?.as(IdentifierPatternSyntax.self)?.parent?.as(OptionalBindingConditionSyntax.self),
                !locals.contains(token.text)
            else { continue }
            let value = binding.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text
            if binding.initializer == nil || value == token.text { names.insert(token.text) }
        }
        return names.intersection(context.controller.memberBaseNames)
    }

    private static func eventIndex(_ replacement: ViewEdits.Replacement?) -> Int? {
        if case .event(let index, _)? = replacement { return index }
        return nil
    }
}

/// The switch without the statements the presenter took from its cases; a case left empty says `break`.
private final class CaseStatementRemover: SyntaxRewriter {
    /// By place in the statement's tree: the rewriter roots what it visits afresh.
    let removed: Set<SyntaxIdentifier.SyntaxIndexInTree>
    init(_ removed: Set<SyntaxIdentifier.SyntaxIndexInTree>) {
        self.removed = removed
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SwitchCaseSyntax) -> SwitchCaseSyntax {
        let kept = node.statements.filter { !removed.contains($0.id.indexInTree) }
        guard kept.count != node.statements.count else { return super.visit(node) }
        let indentation = node.statements.first?.leadingTrivia.indentation ?? []
        let statements =
            kept.isEmpty ? [CodeBlockItemSyntax(item: .stmt(StmtSyntax(BreakStmtSyntax()))).with(\.leadingTrivia, .newline + indentation)] : Array(kept)
        return super.visit(node.with(\.statements, CodeBlockItemListSyntax(statements)))
    }
}
