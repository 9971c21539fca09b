import SwiftSyntax

/// Collections: the table or collection view's data source and delegate methods leave the
/// controller for a DataDisplayManager of the view layer (the Book's DataDisplayManager, Surf's
/// Adapter), taking the data they show and the private helpers only they call. Selection has
/// already become a view event by then, so the manager sends it on to the view's output.
///
/// ## Before
/// ```swift
/// extension ContactsViewController: UITableViewDataSource {
///     func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { contacts.count }
/// }
/// ```
/// ## After
/// ```swift
/// final class ContactsDataDisplayManager: NSObject, UITableViewDataSource {
///     var contacts: [Contact] = []
///     func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { contacts.count }
/// }
/// // the controller: tableView.dataSource = dataDisplayManager; dataDisplayManager.contacts = contacts
/// ```
struct CollectionMatcher {
    struct Finding {
        let members: [MemberModel]
        let helpers: [MemberModel]
        let state: [String]
        /// Protocols the manager adopts (`UITableViewDataSource`, `UITableViewDelegate`).
        let protocols: [String]
        /// The table or collection view the controller shows them in (`tableView`).
        let listView: String
        /// True when the controller sets the data source in code (`tableView.dataSource = self`).
        let wiredInCode: Bool
        let evidence: Evidence
        /// Helpers the view still calls, on the manager (a diffable data source's `configureDataSource()`).
        let calledFromView: [String]
        /// `UITableView` when the manager's code uses the list view itself, which the view hands it.
        let listViewType: String?
        /// Methods UIKit keeps calling on the controller (a static table's), which relays them to the manager.
        let relayed: [String]
        /// Types nested in the controller that the manager's code names and the view keeps (`CellID`, which
        /// the view registers cells with): the manager names them through the controller, so they lose `private`.
        let sharedTypes: [String]
        /// What the manager asks of the view through its delegate.
        let host: [CollectionHost.Member]
        /// What the delegate protocol refines, for the view the manager hands over where the list handed `self` (`HandedScreen`).
        let hostRefinements: HandedScreen.Refinements
        /// The manager's property holding the view, when it asks it for anything.
        let hostProperty: String
        /// What the controller's file keeps private and the list reads: the manager's file declares its own copy.
        let fileCopies: [DeclSyntax]
    }

    let context: ClassificationContext

    /// Judges members as they read after the earlier passes (`edits`): a routed switch is an event call by now.
    /// `cacheTracking`: a fetched results controller already behind a cache tracker; the list shows its plain objects.
    /// `events`: the plan's events so far, whose calls in these methods may pass state (`cities[indexPath.row]`).
    func finding(removedMembers: Set<String>, edits: ViewEdits, events: [ViewEvent] = [], cacheTracking: CacheTracking? = nil) -> (
        found: Finding?, declined: [Unresolved]
    ) {
        guard let recipe = context.catalog.recipes(for: .collections).first else { return (nil, []) }
        let allListMethods = context.controller.members.filter { member in
            member.kind == .function && !removedMembers.contains(member.name)
                && recipe.matches(.collectionMethods, member.name)
        }
        // The list moves whole or not at all: a method the scope check keeps in the view as written would answer a
        // list whose delegate is no longer the view.
        if let kept = allListMethods.first(where: \.isPinned) {
            return (
                nil,
                [
                    Unresolved(
                        member: kept.name, line: kept.line, reason: "collections: \(kept.name) stays in the view as written, so the list does",
                        recipe: recipe.id)
                ]
            )
        }
        let listMethods = allListMethods.filter { !$0.isLeftAsWritten }
        // A diffable data source feeds the list instead of data source methods; it moves with the
        // private helpers that make and update it (the view calls them on the manager).
        let diffable = context.controller.members.first { member in
            member.kind == .storedProperty && !member.isLeftAsWritten && !removedMembers.contains(member.name)
                && context.inference.memberType(member.name).map { type in
                    TypeText.names(in: type).contains { name in recipe.matches(.diffableDataSourceTypes, name) }
                } == true
        }
        let diffableHelpers =
            diffable.map { source in
                context.controller.members.filter { member in
                    member.kind == .function && member.isPrivate && !member.isOverride && !member.isLeftAsWritten && !removedMembers.contains(member.name)
                        && member.references.selfMembers.contains(source.name)
                }
            } ?? []
        guard let first = listMethods.first ?? diffable else { return (nil, []) }
        func decline(_ reason: String) -> (Finding?, [Unresolved]) {
            (nil, [Unresolved(member: first.name, line: first.line, reason: "collections: " + reason, recipe: recipe.id)])
        }
        // A list that stays in the view (no data source methods, no list view to show them in, the controller handed
        // out), whose methods read neither state nor data (heights, headers, rows spelled out), is plain view code: no
        // report. Asked only on those paths.
        lazy var readsData =
            diffable != nil
            || listMethods.contains { member in
                member.references.selfMembers.intersection(context.stateNames).contains { name in
                    context.controller.member(named: name).map { !context.holdsOnlyScreen($0) } ?? true
                } || context.dataAccess(in: member.declaration, references: member.references) != nil
            }
        let isCollection =
            listMethods.contains { $0.baseName == "collectionView" }
            || diffable.map { context.inference.memberType($0.name)?.trimmedText.contains("Collection") == true } == true
        // Without its required data source methods the list is fed elsewhere (static storyboard cells):
        // moving its delegate alone would change what the list does.
        let required: Set<String> =
            isCollection
            ? ["collectionView(_:numberOfItemsInSection:)", "collectionView(_:cellForItemAt:)"]
            : ["tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)"]
        // A table controller without them shows a storyboard's static cells, which UIKit serves through the
        // controller: its delegate methods move to the manager, and the controller relays UIKit's calls to it.
        let staticTable =
            diffable == nil && !required.isSubset(of: Set(listMethods.map(\.name)))
            && rootListController() == "UITableViewController" && context.controller.member(named: "tableView") == nil
        // Without data source methods there is no list to move to a manager: its delegate methods are the view's, as
        // any method is, and what one of them reads of the model is reported with that method, not on the first.
        guard diffable != nil || staticTable || required.isSubset(of: Set(listMethods.map(\.name))) else { return (nil, []) }
        // What calls `super` needs the controller's own implementation: it stays.
        let members = staticTable ? listMethods.filter { !$0.declaration.description.contains("super.") } : listMethods
        guard !members.isEmpty || diffable != nil else { return decline("its delegate methods call the table controller's own (super)") }
        let movingNames = Set((members + diffableHelpers).map(\.baseName))
        // Private helpers only these methods call move with them.
        var helpers: [MemberModel] = diffableHelpers
        let remover = StatementRemover(edits: edits, files: context.source)
        func currentReferences(_ member: MemberModel) -> References {
            var references = context.references(remover.rewrite(member.declaration, detach: true), locals: Set(member.parameters.map(\.name)))
            // The event calls standing for removed statements pass state too (`output.didSelectRow(indexPath, cities: cities)`).
            let statements = StatementFinder(enteringClosures: true)
            statements.walk(member.declaration)
            for id in statements.statements.map(\.id) {
                if case .event(let index, let names)? = edits.replacedStatements[id] {
                    // …and a dependency the view hands on (`output.didTriggerShowLogEvent(dcContext)`).
                    references.selfMembersRead.formUnion(Set(names).intersection(context.stateNames.union(context.injectedDependencyNames)))
                    // What the call passes for a parameter (`cities[indexPath.row]` for `city`) reads state too.
                    let passed = events.indices.contains(index) ? events[index].parameters.filter { names.contains($0.name) }.compactMap(\.argument) : []
                    for argument in passed { references.selfMembersRead.formUnion(context.references(argument).selfMembers.intersection(context.stateNames)) }
                }
            }
            return references
        }
        var referenced = (members + diffableHelpers).reduce(into: References()) { $0.merge(currentReferences($1)) }
        for name in referenced.selfMembersCalled.subtracting(movingNames).sorted() {
            guard let helper = context.controller.members(withBaseName: name).first, helper.kind == .function,
                helper.isPrivate, !helper.isLeftAsWritten, !removedMembers.contains(helper.name)
            else { continue }
            let callers = context.controller.members.filter { $0.references.selfMembersCalled.contains(name) }
            guard callers.allSatisfy({ movingNames.contains($0.baseName) }) else { continue }
            helpers.append(helper)
            referenced.merge(currentReferences(helper))
        }
        // A private computed property only the list's methods read (`numberOfSections`, though a data source method
        // shares its name) goes with them, as a helper, when it reads no more than the list's state.
        let movingMembers = Set((members + diffableHelpers + helpers).map(\.name))
        for property in context.controller.members
        where property.kind == .computedProperty && property.isPrivate
            && !property.isLeftAsWritten && !removedMembers.contains(property.name) && referenced.selfMembersRead.contains(property.baseName)
            && !context.touchesUI(context.references(property.declaration), allowing: context.stateNames)
        {
            let readers = context.controller.members.filter { $0.name != property.name && $0.references.selfMembers.contains(property.baseName) }
            guard readers.allSatisfy({ movingMembers.contains($0.name) }) else { continue }
            helpers.append(property)
            referenced.merge(currentReferences(property))
        }
        // Private types nested in the controller that only the list's code names (`CellID`, `Section`) go with it;
        // the others it names stay, and the manager names them through the controller.
        for type in movableNestedTypes(moving: Set((members + diffableHelpers + helpers).map(\.name))) {
            helpers.append(type)
            referenced.merge(currentReferences(type))
        }
        let sharedTypes: [String]
        switch sharedNestedTypes(namedBy: members + diffableHelpers + helpers) {
        case .success(let types): sharedTypes = types
        case .failure(let problem): return decline(problem.text)
        }
        let helperNames = Set(helpers.map(\.baseName))
        let state = context.stateNames.union(diffable.map { [$0.name] } ?? [])
        let listView = listViewName(isCollection: isCollection)
        guard let listView else { return readsData ? decline("no table or collection view outlet to show them in") : (nil, []) }
        var moved: [String] = []
        let outputMethods = ModuleOutputMatcher(context: context).methods().found
        let moduleOutputs = Set(outputMethods.map(\.property))
        // A diffable data source is made for the list (a closure parameter often hides the outlet's name).
        // `self.tableView.beginUpdates()` beside `func tableView(_:…)`: the outlet shares the methods' base name, so
        // it is read here rather than among the names that stay behind.
        var usesListView =
            referenced.inheritedAPI.contains(listView) || diffable != nil
            || referenced.selfMembersRead.contains(listView) && context.controller.member(named: listView)?.kind == .storedProperty
        var host: [CollectionHost.Member] = []
        let hosting = CollectionHost(context: context)
        /// The manager asks the view for `name` through its delegate, or the list stays.
        func hosted(_ name: String, else reason: String) -> String? {
            switch hosting.member(name, written: referenced.selfMembersWritten.contains(name), removedMembers: removedMembers) {
            case .success(let member):
                host.append(member)
                return nil
            case .failure(let problem):
                return reason + " (" + problem.text + ")"
            }
        }
        // A name read moves with the list unless a property of that name stays (`numberOfSections(in:)` moves, a
        // `numberOfSections` property beside it may not); a call goes to the overloads that move.
        let movingMemberNames = Set((members + diffableHelpers + helpers).map(\.name))
        let leftBehind = referenced.selfMembers.filter { name in
            guard name != listView else { return false }
            guard movingNames.union(helperNames).contains(name) else { return true }
            return referenced.selfMembersRead.contains(name)
                && context.controller.members(withBaseName: name).contains {
                    $0.kind != .function && !movingMemberNames.contains($0.name)
                }
        }
        for name in leftBehind.sorted() {
            if let cacheTracking, name == cacheTracking.property {
                // The manager answers from the tracked objects it is handed, and updates the list itself.
                moved.append(cacheTracking.items)
                usesListView = true
            } else if state.contains(name), !referenced.selfMembersCalled.contains(name) {
                if context.controller.member(named: name)?.isLeftAsWritten == true {
                    return decline("they show \(name), which stays in the view as written")
                }
                if let member = context.controller.member(named: name), hosting.isDependency(member) {
                    return decline("they use \(name), a dependency, whose work is the model's")
                }
                // The module's output stays the view's (its bridge tells it); the manager may only call it, as an event.
                if moduleOutputs.contains(name), let reader = (members + helpers).first(where: { usesBeyondCalls(name, in: $0, edits: edits) }) {
                    return decline("\(reader.name) uses \(name), the module's output, for more than telling it")
                }
                // State made from the controller's own members (a lazy fetched results controller built on its
                // context, handing it `self`) cannot be made in the manager.
                if let member = context.controller.member(named: name), let initial = member.initializer {
                    let made = context.references(initial)
                    if made.usesSelfAsValue || !made.selfMembers.subtracting([name]).isEmpty || !made.inheritedAPI.isEmpty {
                        let why =
                            TypeText.baseName(context.inference.memberType(name)?.trimmedText ?? "") == "NSFetchedResultsController"
                            ? " (the fetched-results recipe could not put it behind a cache tracker)" : ""
                        // It stays where it is made; the manager asks the view for it.
                        if let problem = hosted(name, else: "they show \(name), which is made from the controller's own members\(why)") {
                            return decline(problem)
                        }
                        continue
                    }
                }
                // State the controller's initializer sets (`self.viewModel = viewModel` before `super.init`) has no value
                // the manager could start with, and the view makes its manager only once it exists: it stays, asked for.
                if let member = context.controller.member(named: name), setUpByInitializer(member) {
                    if let problem = hosted(name, else: "they show \(name), which the controller's initializer sets") {
                        return decline(problem)
                    }
                    continue
                }
                moved.append(name)
            } else if sharedTypes.contains(name) {
                continue
            } else if name == listView, diffable != nil {
                continue  // Made for the list: the manager holds the list (see `usesListView`).
            } else if name != "output" {
                if let problem = hosted(
                    name, else: "\((members + diffableHelpers).map(\.name).joined(separator: ", ")) use the controller's \(name), which stays with the screen")
                {
                    return decline(problem)
                }
            }
        }
        // The manager's file cannot see what the controller's file keeps private (`private enum Section`): it gets its own copy.
        // The state that moves with the list names its types too (`private let sections: [Section]`).
        let movedState = moved.compactMap { context.controller.member(named: $0)?.declaration }
        let fileCopies: [DeclSyntax]
        switch FilePrivateCopies(context: context).copies(for: (members + diffableHelpers + helpers).map(\.declaration) + movedState) {
        case .success(let copies): fileCopies = copies
        case .failure(let problem): return decline(problem.text)
        }
        // A value of a copied type the view and the manager hand each other would be of two different types: state the
        // view's remaining code still reads or sets, what the manager asks of the view.
        let copiedTypes = FilePrivateCopies.typeNames(of: fileCopies)
        let staying = context.controller.members.filter { !movingMemberNames.contains($0.name) && !removedMembers.contains($0.name) }
        let sharedState = moved.filter { name in staying.contains { $0.name != name && $0.references.selfMembers.contains(name) } }
        let crossing =
            sharedState.compactMap { context.inference.memberType($0) } + host.compactMap(\.type)
            + host.compactMap { $0.member.declaration.as(FunctionDeclSyntax.self)?.signature }.flatMap { signature in
                signature.parameterClause.parameters.map(\.type) + (signature.returnClause.map { [$0.type] } ?? [])
            }
        // (Eagerly, as in `FetchMatcher.examine`: the lazy form read a set with another set's index.)
        if let type = crossing.compactMap({ TypeText.names(in: $0).intersection(copiedTypes).min() }).first {
            return decline("the view and the manager would hand each other values of \(type), which the controller's file keeps private")
        }
        // What the list hands the controller to (`cell.delegate = self`) the manager hands its view; a list handing it
        // where the view cannot stand in (a settings menu whose switches target the controller's selectors) is the view's own.
        var refinements = HandedScreen.Refinements()
        if referenced.usesSelfAsValue {
            switch HandedScreen(context: context).refinements(in: members + helpers, beyond: outputMethods, edits: edits) {
            case .success(let found): refinements = found
            case .failure(let problem): return readsData ? decline(problem.text) : (nil, [])
            }
        }
        let asksView = !host.isEmpty || refinements.handsOver
        if asksView {
            if let alias = CollectionHost.selfAlias(in: members + helpers) {
                return decline("they reach the controller through \(alias), which the manager would not be")
            }
        }
        let hostProperty = asksView ? CollectionHost.property(for: members + helpers) : nil
        if asksView, hostProperty == nil || movingNames.union(helperNames).union(moved).contains(hostProperty!) {
            return decline("they already use the names the manager would give the view (view, screen)")
        }
        // What the view's remaining code calls of what moves, it calls on the manager (`numberOfSections(in: tableView)`).
        var viewCalls: [String] = []
        if !staticTable {
            let staying = context.controller.members.filter { !movingMemberNames.contains($0.name) && !removedMembers.contains($0.name) }
            let called = staying.reduce(into: Set<String>()) { $0.formUnion($1.references.selfMembersCalled) }
            for name in Set((members + helpers).filter { $0.kind == .function }.map(\.baseName)).intersection(called).sorted() {
                // `tableView.reloadData()` calls on the list; `tableView(tableView, numberOfRowsInSection: 0)` would be a method that moves.
                if name == listView, !staying.contains(where: { Self.callsMethod(named: name, in: $0.declaration) }) { continue }
                if name == listView || staying.contains(where: { $0.baseName == name }) {
                    return decline("the view still calls \(name), which shares its name with what stays in the view")
                }
                viewCalls.append(name)
            }
        }
        if let api = referenced.inheritedAPI.subtracting(["tableView", "collectionView"]).sorted().first {
            return decline("its methods use the controller's \(api)")
        }
        let protocols = context.controller.adoptedProtocols.filter { name in
            recipe.matches(.collectionProtocols, name)
        }
        let superclassProtocols = [
            "UITableViewController": ["UITableViewDataSource", "UITableViewDelegate"],
            "UICollectionViewController": ["UICollectionViewDataSource", "UICollectionViewDelegate"],
        ]
        let inherited = isListController(listView) ? (superclassProtocols[rootListController() ?? ""] ?? []) : []
        // With a diffable data source the manager is the list's delegate only, if at all.
        let adopted = staticTable ? [] : (protocols.isEmpty ? inherited : protocols).filter { diffable == nil || !$0.hasSuffix("DataSource") }
        guard !adopted.isEmpty || diffable != nil || staticTable else { return decline("the data source protocols are adopted in another file") }
        let wired = context.controller.members.contains { member in
            member.body.map { body in body.contains { Self.assignsSelf(to: listView, $0) } } ?? false
        }
        let evidence = Evidence(recipe: recipe.id, line: first.line, syntax: context.snippet(first.declaration))
        return (
            Finding(
                members: members, helpers: helpers, state: moved, protocols: adopted, listView: listView,
                wiredInCode: wired, evidence: evidence, calledFromView: diffableHelpers.map(\.baseName) + viewCalls,
                listViewType: usesListView ? (isCollection ? "UICollectionView" : "UITableView") : nil,
                relayed: staticTable ? members.map(\.name) : [], sharedTypes: sharedTypes, host: host, hostRefinements: refinements,
                hostProperty: hostProperty ?? "view", fileCopies: fileCopies), []
        )
    }

    /// A stored property without a value of its own that an initializer of the controller sets, or one whose type
    /// cannot start out empty (`let viewModel: FeedViewModel`): the controller sets it before it exists.
    private func setUpByInitializer(_ member: MemberModel) -> Bool {
        guard member.kind == .storedProperty, member.initializer == nil, !member.isLazy else { return false }
        let type = member.typeAnnotation ?? context.inference.memberType(member.name)
        let optional = type.map { TypeText.unwrapped($0).id != $0.id } ?? false
        return !optional || context.controller.members.contains { $0.kind == .initializer && $0.references.selfMembersWritten.contains(member.name) }
    }

    /// Whether `member` uses the delegate or callback `name` for more than calling it (`delegate?.method(…)`,
    /// `callback?(…)`): reading what it holds (`delegate?.currentLibrary`), or passing it on in an event.
    private func usesBeyondCalls(_ name: String, in member: MemberModel, edits: ViewEdits) -> Bool {
        let statements = StatementFinder(enteringClosures: true)
        statements.walk(member.declaration)
        for statement in statements.statements {
            if case .event(_, let names)? = edits.replacedStatements[statement.id], names.contains(name) { return true }
        }
        for token in member.declaration.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            // `self.delegate` is the member; `other.delegate` is not.
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                var value = ReferenceCollector.ownMemberExpression(reference).map(Syntax.init)
            else { continue }
            if let chained = value.parent?.as(OptionalChainingExprSyntax.self) { value = Syntax(chained) }
            // A call whose answer the code uses (`return delegate?.shouldSelect(row) ?? true`) cannot become an event.
            if let call = value.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == value.id, Self.standsAlone(call) { continue }
            if let access = value.parent?.as(MemberAccessExprSyntax.self), access.base?.id == value.id,
                let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id, Self.standsAlone(call)
            {
                continue
            }
            return true
        }
        return false
    }

    /// `tableView.dataSource = self` / `tableView.delegate = self`.
    static func assignsSelf(to listView: String, _ statement: CodeBlockItemSyntax) -> Bool {
        guard let (target, value) = ModuleInputPlanner.assignmentTarget(statement) else { return false }
        return value.trimmedText == "self"
            && [
                listView + ".dataSource", listView + ".delegate",
                "self." + listView + ".dataSource", "self." + listView + ".delegate",
            ].contains(target)
    }

    /// The outlet (or inherited property) holding the list.
    func listViewName(isCollection: Bool) -> String? {
        let typeName = isCollection ? "UICollectionView" : "UITableView"
        if let outlet = context.controller.members.first(where: { member in
            // An outlet, or a list the controller makes itself (`private let tableView = UITableView()`).
            member.kind == .storedProperty
                && ((member.typeAnnotation ?? context.inference.memberType(member.name)).map { TypeText.baseName($0.trimmedText) == typeName } ?? false)
        }) {
            return outlet.name
        }
        return rootListController() != nil ? (isCollection ? "collectionView" : "tableView") : nil
    }

    private func isListController(_ listView: String) -> Bool {
        context.controller.member(named: listView) == nil
    }

    /// `UITableViewController` when the controller descends from it: directly, through an app base the project
    /// declares (`TableViewControllerWithContextActions`), or through one it does not, named …TableViewController.
    private func rootListController() -> String? {
        for name in context.types.lineage(of: context.controller.superclassName) {
            if name.hasSuffix("TableViewController") { return "UITableViewController" }
            if name.hasSuffix("CollectionViewController") { return "UICollectionViewController" }
        }
        return nil
    }
}

extension References {
    mutating func merge(_ other: References) {
        selfMembersRead.formUnion(other.selfMembersRead)
        selfMembersWritten.formUnion(other.selfMembersWritten)
        selfMembersCalled.formUnion(other.selfMembersCalled)
        typeNames.formUnion(other.typeNames)
        calledNames.formUnion(other.calledNames)
        inheritedAPI.formUnion(other.inheritedAPI)
        usesSelfAsValue = usesSelfAsValue || other.usesSelfAsValue
        keptOverridesCalled.formUnion(other.keptOverridesCalled)
        ownMethodsCalled.formUnion(other.ownMethodsCalled)
    }
}
