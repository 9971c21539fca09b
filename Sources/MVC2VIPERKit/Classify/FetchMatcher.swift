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
        /// Loading calls just before the data access, among the controller's statements (taken with the group).
        var loading: [CodeBlockItemSyntax] = []
        /// Loading calls inside what the group takes (the top of a task or of an inlined helper): shown the same
        /// way, nothing more to take.
        var loadingInside: [CodeBlockItemSyntax] = []
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
        /// Started by a user's action: a command (`performSave`) rather than a read (`obtainUser`).
        var isCommand = false
        /// Statements the group rewrites beyond what a token match finds, with the rewrite (a split condition).
        var statedRewrites: [SyntaxIdentifier: String] = [:]
        var parameters: [(name: String, type: TypeSyntax)] = []
        /// What the view passes for a parameter that is not a value of its own (`sender.isOn` for `isOn`).
        var parameterArguments: [String: ExprSyntax] = [:]
        /// Results arrive in a closure of the body, where it holds the delivery marker.
        var deliversInClosure = false
        var weakSelf = false
        /// The block of a decision the view keeps that the group was split from: it sends an event of its own
        /// there. Nil for the method's own statements.
        var site: SyntaxIdentifier?
        /// The callback a view was handed that the group was split from (`GearViewSwitchToggled`): its site's event is
        /// a user's intent named for it. Nil for other sites.
        var callback: String?

        /// Runs `earlier`'s statements first, as one group: what it read travels with this one.
        mutating func prepend(_ earlier: Group) {
            body = earlier.body + body
            taken = earlier.taken + taken
            loading = earlier.loading + loading
            dependencies.formUnion(earlier.dependencies)
            helpers.formUnion(earlier.helpers)
            stateReads.formUnion(earlier.stateReads)
            subscriptions.formUnion(earlier.subscriptions)
            evidence = earlier.evidence
        }
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
        /// The intent, when the trigger's own name says nothing of it (a list delegate method that pages).
        var eventNoun: String? = nil
    }

    /// The single statement of an `if` without `else` (`if last { loadNextPage() }`).
    static func onlyStatement(ofConditional statement: CodeBlockItemSyntax) -> CodeBlockItemSyntax? {
        guard
            let ifExpression = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? statement.item.as(IfExprSyntax.self),
            ifExpression.elseBody == nil, ifExpression.body.statements.count == 1
        else { return nil }
        return ifExpression.body.statements.first
    }

    let context: ClassificationContext
    /// Answers the split asks again for the same statement (each trigger, each pass): building the observer's
    /// block was a tenth of a large screen's migration. Each answer keeps the statement it is about (see `MemoTable`).
    let observerBlocks = MemoTable<SyntaxIdentifier, (statement: CodeBlockItemSyntax, block: ObserverBlock?)>()
    let liftedReads = MemoTable<LiftKey, (statement: CodeBlockItemSyntax, lifted: LiftedReads?)>()
    /// `movableHelpers`' answer for each name: the split asks it of every statement calling the helper.
    private let movableHelperAnswers = MemoTable<String, Bool>()

    typealias ObserverBlock = (statement: CodeBlockItemSyntax, helper: MemberModel)

    struct LiftKey: Hashable {
        let statement: SyntaxIdentifier
        let parameterNames: Set<String>
        let guarding: Bool
    }

    func findings() -> (found: [Finding], declined: [Unresolved]) {
        var found: [Finding] = []
        var declined: [Unresolved] = []
        for member in context.controller.members where (member.kind == .function || Self.startsWork(member)) && !member.isLeftAsWritten {
            let isLifecycle = context.isLifecycle(member) || member.kind == .initializer
            // Actions (`@IBAction`, `@objc` targets such as pull-to-refresh) start requests as users' intents;
            // so does a helper other files may call (`func loadData()`): it keeps its name and sends an event.
            let isAction =
                member.kind == .function
                && (member.isAction || (member.attributes.contains("objc") && !member.isOverride)
                    || context.catalog.matches(.lifecycleFetch, .intentMethods, member.name))
            // A list about to show its last rows asks for more (paging): an intent like an action's.
            let isPaging = context.catalog.matches(.lifecycleFetch, .pagingMethods, member.name)
            guard isLifecycle || isAction || isPaging || isExposedDataHelper(member) else { continue }
            let outcome = examine(member, isLifecycle: isLifecycle, isPaging: isPaging, triggers: [])
            found += outcome.finding.map { [$0] } ?? []
            declined += outcome.declined
        }
        // Then every other method that reads data: a private helper at any depth, a delegate callback, a
        // notification handler. It keeps its name and signature, so its callers are untouched; its data
        // work becomes an event. After the first pass, so that a helper one trigger runs alone leaves with it.
        var triggers = Set(found.map(\.trigger.name) + found.flatMap { $0.removedHelpers.map(\.name) })
        for member in context.controller.members where !triggers.contains(member.name) && isDataMethod(member) {
            let trigger = Self.secondPassTrigger(member)
            var outcome = examine(member, isLifecycle: trigger.isLifecycle, isPaging: false, triggers: triggers)
            guard outcome.finding != nil || !outcome.declined.isEmpty else { continue }
            if !trigger.isLifecycle { outcome.finding?.eventNoun = trigger.noun }
            // What this pass found about it replaces why the first pass could not take it along.
            declined.removeAll { $0.member == member.name }
            if let finding = outcome.finding {
                found.append(finding)
                triggers.insert(member.name)
                triggers.formUnion(finding.removedHelpers.map(\.name))
            }
            declined += outcome.declined
        }
        // An `@objc` method a selector observer ran now runs in the observer's block: it starts nothing of its own.
        let consumed = Set(found.flatMap { $0.groups.flatMap(\.consumedHelpers).map(\.name) })
        return (found.filter { !consumed.contains($0.trigger.name) }, declined.filter { !consumed.contains($0.member) })
    }

    /// What one trigger hands over: its requests (with the private helpers that leave with them) and why
    /// the rest of its data access stays. `triggers`: methods that start requests of their own, whose calls stay.
    private func examine(
        _ member: MemberModel, isLifecycle: Bool, isPaging: Bool,
        triggers: Set<String>
    ) -> (finding: Finding?, declined: [Unresolved]) {
        guard let body = Self.triggerStatements(of: member) else { return (nil, []) }
        // A `defer` runs when the method returns, after the code that stays in the view: moved, it would run first.
        if let deferred = body.first(where: { $0.item.is(DeferStmtSyntax.self) && context.dataAccess(in: $0, references: context.references($0)) != nil }) {
            let reason =
                "line \(context.line(deferred)): its defer reads data when the method returns, after the code that stays in the view; moved, it would run first"
            return (nil, [Unresolved(member: member.name, line: member.line, reason: reason, recipe: recipeID)])
        }
        var declined: [Unresolved] = []
        var removed: [CodeBlockItemSyntax] = []
        var helpers: [MemberModel] = []
        var eventNoun: String?
        var groups: [Group] = []
        var problems: [String] = []
        var inlineStatements: [CodeBlockItemSyntax] = []

        func flushInline() {
            guard !inlineStatements.isEmpty else { return }
            let outcome = split(inlineStatements, in: member, helperMode: false, inDecisions: true)
            groups += outcome.groups
            helpers += outcome.groups.flatMap(\.consumedHelpers)
            removed += outcome.groups.flatMap { $0.loading + $0.taken }
            problems += outcome.problems
            inlineStatements = []
        }

        for statement in body {
            // `if indexPath.row == items.count - 1 { loadNextPage() }`: the view keeps deciding; the call is the event.
            let guarded = isPaging ? Self.onlyStatement(ofConditional: statement) : nil
            switch dataHelper(calledBy: guarded ?? statement, from: member, triggers: triggers) {
            case .helper(let helper):
                flushInline()
                let outcome = split(Array(helper.body ?? []), in: helper, helperMode: true)
                if outcome.problems.isEmpty && !outcome.groups.isEmpty {
                    groups += outcome.groups
                    removed.append(guarded ?? statement)
                    helpers.append(helper)
                    if isPaging { eventNoun = Naming.intent(fromAction: helper.baseName) }
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
        guard !groups.isEmpty else { return (nil, declined) }
        // A function declared inside the method stays with what the view keeps of it: data work calling it leaves only
        // with its declaration, and display code (a method of the view's own) never does.
        let localFunctions = localFunctionNames(in: member.declaration)
        if !localFunctions.isEmpty {
            for group in groups {
                let declared = group.body.reduce(into: Set<String>()) { $0.formUnion(localFunctionNames(in: $1)) }
                let display = group.consumers + group.failureConsumers + group.loading + group.loadingInside
                let called = group.body.reduce(into: Set<String>()) { $0.formUnion(NameUseCollector.names(in: $1)) }.subtracting(declared)
                    .union(display.reduce(into: Set<String>()) { $0.formUnion(NameUseCollector.names(in: $1)) })
                guard let function = localFunctions.intersection(called).sorted().first else { continue }
                let reason = "line \(group.evidence.line): its data work calls \(function), a function declared inside the method, which stays with it"
                return (nil, declined + [Unresolved(member: member.name, line: member.line, reason: reason, recipe: recipeID)])
            }
        }
        // What the controller's file keeps private (`private let pageSize = 20`) the model's file cannot read.
        for group in groups {
            let locals = Set(member.parameters.map(\.name)).union(body.flatMap { boundNames($0) }).union(group.body.flatMap { boundNames($0) })
            // Not `lazy.flatMap { set }.first`: a lazy collection works each set out again to read it, and an index of one
            // set is no index of the other (a crash, where the two are laid out apart). The first value's least name: the
            // same every run.
            let handed = (group.parameters + group.results).compactMap { TypeText.names(in: $0.type).intersection(context.filePrivateNames).min() }.first
            guard let name = handed ?? context.filePrivateName(readBy: group.body, locals: locals) else { continue }
            let reason = "line \(group.evidence.line): its data work reads \(name), which the controller's file declares private to itself"
            return (nil, declined + [Unresolved(member: member.name, line: member.line, reason: reason, recipe: recipeID)])
        }
        // The method's own groups share one event, sent where the first of them starts: what a later one is handed must
        // be bound by then (`let matcher = …` between two pieces of data work stays in the view, after the event).
        let own = groups.filter { $0.site == nil }
        let ownStatements = own.flatMap { $0.loading + $0.taken }
        let ownTaken = Set(ownStatements.map(\.id))
        if let start = ownStatements.map(\.position).min() {
            for name in own.flatMap({ $0.parameters.map(\.name) }) {
                guard let late = body.first(where: { $0.position > start && !ownTaken.contains($0.id) && boundNames($0).contains(name) }) else { continue }
                let reason =
                    "line \(context.line(late)): its data work reads '\(name)', which the view binds after the event that starts it is sent "
                    + "(\(context.snippet(late)))"
                return (nil, declined + [Unresolved(member: member.name, line: member.line, reason: reason, recipe: recipeID)])
            }
        }
        // A statement that can end the method (`guard … else { return }`) leaves only with everything after it:
        // moved alone, the code that stays would run where the original had returned.
        let takenIDs = Set(removed.map(\.id))
        let statements = Array(body)
        if let exit = statements.lastIndex(where: { takenIDs.contains($0.id) && ExitFinder.exits($0) }),
            let kept = statements[(exit + 1)...].first(where: { !takenIDs.contains($0.id) })
        {
            let reason =
                "line \(context.line(statements[exit])): its data access can end the method early (\(context.snippet(statements[exit]))), "
                + "but the code after it (line \(context.line(kept))) stays in the view and would then run anyway"
            return (nil, declined + [Unresolved(member: member.name, line: member.line, reason: reason, recipe: recipeID)])
        }
        // Requests keep the order the controller ran them in.
        let ordered = groups.sorted { $0.evidence.line < $1.evidence.line }
        return (
            Finding(
                trigger: member, isLifecycle: isLifecycle, removedStatements: removed.sorted { context.line($0) < context.line($1) },
                removedHelpers: helpers, groups: ordered, eventNoun: eventNoun), declined
        )
    }

    private var recipeID: String { context.catalog.evidenceID(.lifecycleFetch) }

    /// An initializer the screen is made with in code starts work as its view's first event: after `super.init`,
    /// the view reaches its output, which wires the module on first use. Not `init(coder:)`: a storyboard's screen
    /// is wired by `configure(_:)` after UIKit made it, which would wire it a second time.
    static func startsWork(_ member: MemberModel) -> Bool {
        member.kind == .initializer && member.name != "init(coder:)"
    }

    /// The statements a trigger runs as itself: a method's body; an initializer's after its `super.init` or
    /// `self.init`, where `self` is whole (before it, the view has no output to send an event to).
    static func triggerStatements(of member: MemberModel) -> [CodeBlockItemSyntax]? {
        guard let body = member.body else { return nil }
        guard member.kind == .initializer else { return Array(body) }
        guard let delegation = body.lastIndex(where: InitializationCheck.callsDesignatedInitializer) else { return nil }
        return Array(body[body.index(after: delegation)...])
    }

    /// A non-private, parameterless method that reads data: other files may call it, so it stays with
    /// its name and its body sends an event, like an action's.
    func isExposedDataHelper(_ member: MemberModel) -> Bool {
        guard member.kind == .function, !member.isPrivate, !member.isOverride, !member.isStatic, !member.isLeftAsWritten,
            member.parameters.isEmpty, member.returnType == nil, let body = member.body
        else { return false }
        return context.dataAccess(in: body, references: context.references(body)) != nil
    }

    /// Any method that reads data and hands nothing back to its caller. UIKit or another file may call
    /// it by name, so it keeps name and signature and only its data work becomes an event: a value it
    /// returned, or an effect its caller awaits or catches, could not travel through one. Segue
    /// configuration is the router's (the segue recipe).
    func isDataMethod(_ member: MemberModel) -> Bool {
        guard member.kind == .function, !member.isStatic, !member.isLeftAsWritten, member.returnType == nil,
            member.name != "prepare(for:sender:)",
            let function = member.declaration.as(FunctionDeclSyntax.self), function.signature.effectSpecifiers == nil,
            function.genericParameterClause == nil, let body = member.body
        else { return false }
        // An `inout` parameter writes back to the caller when the method returns.
        if member.parameters.contains(where: { $0.type.as(AttributedTypeSyntax.self)?.specifiers.isEmpty == false }) { return false }
        // Handing a dependency to the next screen (`push(LogViewController(context: context))`) is navigation's.
        return body.contains { statement in
            !OwnCallCollector.calls(in: statement).contains { context.catalog.matches(.navigation, .navigationCalls, $0) }
                && context.dataAccess(in: statement, references: context.references(statement)) != nil
        }
    }

    /// The event a method of the second pass sends: a view lifecycle override keeps UIKit's name
    /// (`viewWillDisappear`); any other method is named for the intent behind it.
    static func secondPassTrigger(_ member: MemberModel) -> (isLifecycle: Bool, noun: String) {
        isViewLifecycle(member) ? (true, Planner.lifecycleNoun(member.baseName)) : (false, intentNoun(member))
    }

    /// An override of UIKit's view lifecycle (`viewWillDisappear(_:)`), whether or not a recipe starts requests from it.
    static func isViewLifecycle(_ member: MemberModel) -> Bool {
        member.isOverride && member.baseName.hasPrefix("view")
    }

    /// What a method's caller wants: a delegate callback is named for what happened (`picker(_:didPick:)` → `Pick`),
    /// anything else for its name (`saveTapped(_:)` → `Save`; `value(_:for:)` → `Value`).
    static func intentNoun(_ member: MemberModel) -> String {
        let labels = member.name.drop { $0 != "(" }.dropFirst().split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if labels.count > 2, labels[0] == "_",
            let happened = ["did", "will"].first(where: { labels[1].hasPrefix($0) && labels[1].dropFirst($0.count).first?.isUppercase == true })
        {
            return Naming.upperFirst(String(labels[1].dropFirst(happened.count)))
        }
        return Naming.intent(fromAction: member.baseName)
    }

    enum HelperCall {
        case helper(MemberModel)
        case declined(MemberModel, reason: String)
    }

    /// A call statement `helper()` to a parameterless method of the controller that reads data.
    /// Only a private one, called from nowhere else, can leave: anything wider is API other files may call.
    private func dataHelper(calledBy statement: CodeBlockItemSyntax, from caller: MemberModel, triggers: Set<String>) -> HelperCall? {
        guard let name = Self.calledHelperName(statement), !triggers.contains(name + "()"), let helper = context.controller.member(named: name + "()"),
            helper.kind == .function,
            let body = helper.body, context.dataAccess(in: body, references: context.references(body)) != nil
        else { return nil }
        // A helper other files may call is a trigger of its own (see `isExposedDataHelper`).
        if !helper.isPrivate { return nil }
        if helper.isLeftAsWritten {
            return .declined(
                helper,
                reason: helper.isConditional
                    ? "reads data but sits inside #if; move it by hand"
                    : "reads data but stays as written: moving it lost what its code reads")
        }
        // An action is a trigger of its own (its event carries the request); an override stays UIKit's.
        if helper.isAction || helper.attributes.contains("objc") { return nil }
        if helper.isOverride {
            return .declined(helper, reason: "reads data but is an override, which the view must keep")
        }
        let callers = context.controller.members.filter { $0.references.selfMembersCalled.contains(name) }
        // Several lifecycle methods and actions may start it (viewDidLoad and a reload button): they share its request.
        guard callers.count == 1 && callers[0].name == caller.name || callers.allSatisfy(isTrigger) else {
            return .declined(helper, reason: "reads data but is also called from \(callers.map(\.name).filter { $0 != caller.name }.joined(separator: ", "))")
        }
        // Named without being called (`reloadHandler: self.getTokens`, `#selector(getTokens)`): the method itself is needed.
        if let naming = context.controller.members.first(where: { $0.references.selfMembersRead.contains(name) }) {
            return .declined(helper, reason: "reads data but \(naming.name) hands the method itself on, so the view keeps it")
        }
        // A call in a closure (a reload once a cancel request is done) runs later, in code the view keeps or that
        // shows a result: it needs the helper itself, which then stays.
        if let later = callers.first(where: { Self.callsInClosure(name, $0.declaration) }) {
            return .declined(helper, reason: "reads data but is also called from inside \(later.name), whose code keeps calling it")
        }
        return .helper(helper)
    }

    /// Whether `declaration` calls the helper `name` inside a closure.
    private static func callsInClosure(_ name: String, _ declaration: DeclSyntax) -> Bool {
        declaration.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == name, token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen else { return false }
            return Syntax(token).ancestorOrSelf { $0.as(ClosureExprSyntax.self) } != nil
        }
    }

    /// `load()` or `self.load()` as a statement of its own: the name of the parameterless helper it calls.
    static func calledHelperName(_ statement: CodeBlockItemSyntax) -> String? {
        let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
        return expression?.as(FunctionCallExprSyntax.self).flatMap(calledHelperName)
    }

    /// `load()` or `self.load()`: the name of the parameterless helper the call makes.
    static func calledHelperName(_ call: FunctionCallExprSyntax) -> String? {
        guard call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base, ReferenceCollector.isSelf(base) {
            return access.declName.baseName.text
        }
        return nil
    }

    /// Loading calls (`spinner.startAnimating()`) right before the data access.
    func trailingLoading(_ before: inout [CodeBlockItemSyntax]) -> [CodeBlockItemSyntax] {
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
        references.selfMembersCalled.filter { name in
            movableHelperAnswers.value(for: name) {
                guard let helper = context.controller.members(withBaseName: name).first, helper.kind == .function,
                    helper.isPrivate, !helper.isOverride, !helper.isLeftAsWritten, let body = helper.body
                else { return false }
                return !context.touchesUI(context.references(body, locals: Set(helper.parameters.map(\.name))))
            }
        }
    }
}
