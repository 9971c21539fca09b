import SwiftSyntax

/// Runs the recipe engines over one controller and assembles the plan.
///
/// Pass order, and why:
/// 1. Dependencies first: the fetch pass treats calls on a dependency as data access.
/// 2. Requests next: they take statements out of lifecycle methods, actions and whole helpers.
/// 2b. Cancellations right after: what stops a request's kept work (a timer, a task) must not be read as anything else;
///     a deinit removing observers that all moved into requests (whose owner removes their tokens) loses that removal.
/// 2c. Web view loading next: it is the interactor's work too, and the statements are then taken.
/// 2d. Service delegates: the controller's callbacks become the interactor's once their service is a dependency.
/// 3. Routing next, skipping statements a request already took.
/// 4. Lone navigation after dispatches, so a push inside a routing switch is routed once, by its switch;
///    then navigation nested in display code, whose commands the requests made.
/// 5. Collections after routing and navigation, so the selection they move is already an event; a fetched
///    results controller just before them: the list it feeds is then shown from plain objects, and it
///    moves only if the collections recipe can take that list.
/// 6. Module input once requests are known: only state no view code reads can move to the presenter;
///    properties the opening screen sets follow, their display code becoming commands the presenter calls.
/// 6b. Module output last among the events: its calls sit in code the earlier passes may have moved.
/// 7. Entities once the requests are known: only model objects that cross to the view get a PONSO.
/// 7b. Presentation after entities: the presenter formats the plain objects the view is handed.
/// 7c. State after every event, request and command is known: model data moves only when each
///     use left in the view is a result it stores or the start of an action it sends.
/// 7c'. State changes right after: a method whose whole work is changing what the presenter now holds becomes an
///     event the presenter answers with that code (`PlanBuilder.planStateChanges()`).
/// 7d. Questions once every other pass has placed its code: a member whose whole work is reading data and returning
///     it moves only when no code that left the view calls it.
/// 8. Dependency owners once every layer's code is known: a dependency goes where it is used.
/// 9. Helpers that moved with requests stay in the view too where code it keeps still calls them: only
///    once every pass has taken its statements is it known what the view keeps.
/// 9b. Then a local naming the controller (`weak var weakSelf = self`) that only code now gone from the view read goes too.
/// 10. Everything else stays in the view; what reads more than the screen is reported as unresolved.
public enum Planner {
    /// `pinned`: members the scope check keeps in the view as written, with why.
    public static func plan(
        source: SourceSet, controller: ControllerModel, catalog: RecipeCatalog,
        moduleName: String, pinned: [String: String] = [:]
    ) -> MigrationPlan {
        planAndContext(source: source, controller: controller, catalog: catalog, moduleName: moduleName, pinned: pinned).plan
    }

    /// The plan, with the context its recipes classified the controller in: the questionnaire, planning the rewritten
    /// controller again, asks that context its own questions rather than building another.
    static func planAndContext(
        source: SourceSet, controller: ControllerModel, catalog: RecipeCatalog,
        moduleName: String, pinned: [String: String] = [:]
    ) -> (plan: MigrationPlan, context: ClassificationContext) {
        let builder = PlanBuilder(source: source, controller: controller, catalog: catalog, moduleName: moduleName, pinned: pinned)
        builder.findDependencies()
        builder.planRequests()
        builder.planCancellations()
        builder.planMovedObserverRemovals()
        builder.planWebEngine()
        builder.planServiceDelegates()
        builder.planRouting()
        builder.planNavigation()
        builder.planNavigationInDisplay()
        builder.planCacheTracking()
        builder.planCollections()
        builder.planModuleInput()
        builder.planModuleOutput()
        builder.planEntities()
        builder.planPresentation()
        builder.planState()
        builder.planStateChanges()
        builder.planQueries()
        builder.assignDependencyOwners()
        builder.keepHelpersTheViewStillCalls()
        builder.planControllerAliasRemovals()
        return (builder.finish(), builder.context)
    }

    static func isRouting(_ event: ViewEvent) -> Bool {
        if case .routing = event.kind { return true }
        return false
    }

    static func lifecycleNoun(_ method: String) -> String {
        switch method {
        case "viewDidLoad": return "ViewReady"
        case "loadView": return "LoadView"
        case "init": return "ViewCreated"
        default: return Naming.upperFirst(method)
        }
    }

    /// What tells apart two pieces of work of one noun, from the member that starts them: `OnRefresh` for
    /// `refreshTapped(_:)`, `OnAppear` for `viewWillAppear(_:)`.
    static func triggerQualifier(_ member: String) -> String {
        let base = String(member.prefix { $0 != "(" })
        switch base {
        case "viewDidLoad", "loadView": return "OnLoad"
        case "viewWillAppear", "viewDidAppear": return "OnAppear"
        case "viewWillDisappear", "viewDidDisappear": return "OnDisappear"
        case "init": return "OnCreate"
        default: return "On" + Naming.intent(fromAction: base)
        }
    }

    static func append<T>(_ element: T, to list: inout [T]) -> Int {
        list.append(element)
        return list.count - 1
    }

    static func sameCode(_ lhs: [CodeBlockItemSyntax], _ rhs: [CodeBlockItemSyntax]) -> Bool {
        lhs.map(\.trimmedText) == rhs.map(\.trimmedText)
    }

    static func uniqueNoun(_ noun: String, among existing: [String], alternatives: [String] = []) -> String {
        let taken = Set(existing)
        // A name the code gives (the trigger, the branch) before a number.
        if taken.contains(noun), let named = alternatives.first(where: { !taken.contains($0) }) { return named }
        var candidate = noun
        var counter = 2
        while taken.contains(candidate) {
            candidate = noun + String(counter)
            counter += 1
        }
        return candidate
    }

    /// What each member left in the view still reads, writes and calls, once the plan's statements are gone from it.
    static func remainingMemberReferences(
        _ plan: MigrationPlan, context: ClassificationContext,
        excluding excluded: [String] = []
    ) -> [(member: String, references: References)] {
        let remover = StatementRemover(edits: plan.viewEdits, files: plan.source)
        return plan.controller.members.filter { member in
            !plan.viewEdits.removedMembers.contains(member.name) && !excluded.contains(member.name) && plan.viewEdits.forwardedMembers[member.name] == nil
                && plan.viewEdits.answeredMembers[member.name] == nil
        }.map { member in
            (member.name, context.references(remover.rewrite(member.declaration, detach: true), locals: Set(member.parameters.map(\.name))))
        }
    }

    /// Controller members that the code left in the view still uses.
    static func remainingViewReferences(_ plan: MigrationPlan, context: ClassificationContext, excluding excluded: [String] = []) -> Set<String> {
        var names = Set<String>()
        for (_, references) in remainingMemberReferences(plan, context: context, excluding: excluded) { names.formUnion(references.selfMembers) }
        for command in plan.viewCommands {
            for statement in command.body { names.formUnion(context.references(statement).selfMembers) }
        }
        return names
    }

    /// A type's constant made without reading data (`static let titles = [...]`, a regex): reading it is no model access.
    private static func isDatalessTypeConstant(_ member: MemberModel, _ context: ClassificationContext) -> Bool {
        member.isTypeConstant && context.isMadeWithoutReadingData(member)
    }

    /// State the member does nothing with but store what it was handed (`self.wallet = wallet` in `init(wallet:)`):
    /// it reads none of it, and the state's own report, if it stays, names the member.
    private static func onlyStoresParameters(_ member: MemberModel, _ context: ClassificationContext) -> Set<String> {
        let stores = ModuleInputPlanner.parameterStores(of: member)
        let storing = Set(stores.map(\.statement.id))
        let parameters = Set(member.parameters.map(\.name))
        let otherwise = Array(member.body ?? []).filter { !storing.contains($0.id) }
            .reduce(into: References()) { $0.merge(context.references($1, locals: parameters)) }
        return Set(stores.map(\.property)).subtracting(otherwise.selfMembers)
    }

    /// State the presenter holds that the member's remaining code changes (`settings = .defaultSettings()`,
    /// `messages.append(message)`): reading it is the view asking, changing it is still the view's decision —
    /// unless the member only stores what other code hands the screen (`display(dataset:)` of a caller), as the
    /// module's input would. Storing what the member or one of its closures was handed (`settings.kdf = kdf`,
    /// `appSettings.freezeArpRate = sender.isOn`) decides nothing: it is the user's input reaching the presenter.
    private static func changedAskedState(_ member: MemberModel, _ plan: MigrationPlan, context: ClassificationContext) -> String? {
        let asked = member.references.selfMembers.filter { plan.viewEdits.askedState[$0] != nil }
        guard !asked.isEmpty else { return nil }
        var edits = plan.viewEdits
        if StatePlanner.isHandedOver(member, context: context) {
            for store in ModuleInputPlanner.parameterStores(of: member) { edits.replacedStatements[store.statement.id] = .removed }
        }
        let remaining = StatementRemover(edits: edits, files: plan.source).rewrite(member.declaration, detach: true)
        return workedOutChange(of: asked, in: remaining, parameters: Set(member.parameters.map(\.name)))
    }

    /// The first of `names` that `node` changes to a value it works out, rather than one it was handed (`parameters`).
    static func workedOutChange(of names: Set<String>, in node: some SyntaxProtocol, parameters: Set<String>) -> String? {
        names.sorted().first { name in
            ChangeSites.changes(of: name, in: node).contains { site in
                ChangeSites.storedValue(at: site).map { !ChangeSites.isHandedValue($0, memberParameters: parameters) } ?? true
            }
        }
    }

    /// Members left in the view that read more than the screen, and everything a recipe declined.
    static func unresolved(plan: MigrationPlan, context: ClassificationContext, declined: [Unresolved]) -> [Unresolved] {
        var result = declined
        // State that left the view (to the presenter or the data display manager) no longer counts.
        // Pure UI state is the view's own: code reading it is view code.
        let stateMembers = Set(
            plan.controller.members.filter {
                $0.kind == .storedProperty && !context.holdsOnlyScreen($0) && !context.dependencyNames.contains($0.name)
                    && !plan.viewEdits.removedMembers.contains($0.name) && !plan.viewState.contains($0.name) && plan.viewEdits.askedState[$0.name] == nil
                    && !context.subscriptionStorage.contains($0.name) && !context.observesForTheView($0) && !$0.isLiteralConstant
                    && !context.isCollaborator($0) && !isDatalessTypeConstant($0, context)
            }.map(\.name))
        for entry in plan.members where entry.targets == [.view] {
            guard let member = plan.controller.member(named: entry.name), !result.contains(where: { $0.member == member.name }) else { continue }
            if context.isUIMember(member) || member.kind == .nestedType { continue }
            let remainingStatements =
                Array(member.body ?? []).filter { plan.viewEdits.replacedStatements[$0.id] == nil && !$0.trimmedText.hasPrefix("super.") }
            if member.name == "prepare(for:sender:)", !remainingStatements.isEmpty {
                result.append(
                    Unresolved(
                        member: member.name, line: member.line,
                        reason:
                            "segue configuration stays in the view: UIKit calls prepare(for:sender:) on the controller; hand the data over in the router by hand",
                        recipe: nil))
                continue
            }
            if member.isConditional,
                context.dataAccess(in: member.declaration, references: member.references) != nil
                    || !member.references.selfMembers.intersection(stateMembers).isEmpty
            {
                result.append(
                    Unresolved(
                        member: member.name, line: member.line,
                        reason: "sits inside #if, which the migration leaves as written", recipe: nil))
                continue
            }
            if stateMembers.contains(member.name) {
                result.append(
                    Unresolved(
                        member: member.name, line: member.line,
                        reason: "holds data in the view, which the state recipe did not move", recipe: nil))
                continue
            }
            if let changed = changedAskedState(member, plan, context: context) {
                result.append(
                    Unresolved(
                        member: member.name, line: member.line,
                        reason: "model data stays in the view's hands: it changes \(changed), which the presenter now holds; the view works out "
                            + "the new value and hands it over, a decision the presenter should make", recipe: nil))
                continue
            }
            let reads = member.references.selfMembers.intersection(stateMembers).subtracting(onlyStoresParameters(member, context)).sorted()
            if !reads.isEmpty {
                result.append(
                    Unresolved(
                        member: member.name, line: member.line,
                        reason: "no recipe explains it; it reads \(reads.joined(separator: ", ")) and stays in the view", recipe: nil))
            } else if let access = context.dataAccess(in: member.declaration, references: member.references) {
                // Other initializers start their work as the view's first event; this one runs before the module is wired.
                let reason =
                    member.kind == .initializer && !FetchMatcher.startsWork(member)
                    ? "reads data (\(access.syntax)) while UIKit makes the screen from its storyboard, before configure(_:) wires the module: "
                        + "nothing here reaches the presenter; start the work in viewDidLoad"
                    : "reads data (\(access.syntax)) outside a lifecycle method; no recipe moves it yet"
                // The data recipe whose vocabulary found the read looked at it and left it: the view still reads the model.
                result.append(Unresolved(member: member.name, line: member.line, reason: reason, recipe: access.recipe))
            }
        }
        return result.sorted { ($0.line, $0.member) < ($1.line, $1.member) }
    }
}

/// Drops the statements a plan takes out of the view (for asking what the rest still uses).
final class StatementRemover: SyntaxRewriter {
    private let replaced: Set<SyntaxIdentifier>
    /// Replaced statements by their place in their file's tree: a statement reached through an earlier
    /// rewrite has a tree of its own, so for it the place is what is compared.
    private let replacedPlaces: Set<SyntaxIdentifier.SyntaxIndexInTree>
    /// The trees of the controller's files: a statement still in one of them is matched exactly, so that
    /// the same place in two files is not taken for one statement.
    private let fileRoots: Set<SyntaxIdentifier>

    /// Reads the model now answers where they stand: they read nothing of the view's any more.
    private let asked: Set<SyntaxIdentifier>
    private let askedPlaces: Set<SyntaxIdentifier.SyntaxIndexInTree>

    init(edits: ViewEdits, files: SourceSet) {
        self.replaced = Set(edits.replacedStatements.keys)
        self.replacedPlaces = Set(edits.replacedStatements.keys.map(\.indexInTree))
        self.asked = Set(edits.askedExpressions.keys)
        self.askedPlaces = Set(edits.askedExpressions.keys.map(\.indexInTree))
        self.fileRoots = Set(files.files.map(\.tree.id))
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> Syntax? {
        guard !asked.isEmpty, fileRoots.contains(node.root.id) ? asked.contains(node.id) : askedPlaces.contains(node.id.indexInTree) else { return nil }
        return Syntax(NilLiteralExprSyntax())
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        // A list that keeps every statement is left as it is (its nested lists still visited): rebuilding each
        // list of every member made asking what the view still uses cost a fifth of a migration.
        guard node.contains(where: isReplaced) else { return super.visit(node) }
        // `compactMap`, not the collection's `filter`: that builds a new list, a tree of its own, in which the
        // nested statements no longer have the ids the plan recorded, and replaced ones nested deeper stayed.
        return CodeBlockItemListSyntax(node.compactMap { isReplaced($0) ? nil : visit($0) })
    }

    private func isReplaced(_ item: CodeBlockItemSyntax) -> Bool {
        fileRoots.contains(item.root.id) ? replaced.contains(item.id) : replacedPlaces.contains(item.id.indexInTree)
    }
}
