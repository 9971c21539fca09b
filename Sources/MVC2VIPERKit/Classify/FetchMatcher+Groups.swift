import SwiftSyntax

/// How the fetch recipe cuts a method body into groups: the statements that read data (to the
/// interactor), the loading state shown before them, and the statements that show their results.
extension FetchMatcher {
    /// Splits statements into data groups. In a helper every statement after the data access
    /// shows its results (it ran after them); in a lifecycle method only those that read them do.
    /// `trailingShows`: the statements run as one piece (an alert action's), so what follows the data access
    /// shows its outcome even when it reads none of it (`onLogout?()` after removing the token).
    /// `enclosing`: the statements that ran before these, outside the closure they sit in (an alert action's run):
    /// the locals they bind travel as parameters too.
    /// `inDecisions`: the data work inside decisions the view keeps leaves block by block (groups with a `site`), for a
    /// caller that sends an event per site.
    func split(
        _ statements: [CodeBlockItemSyntax], in member: MemberModel, helperMode: Bool, trailingShows: Bool = false,
        enclosing: [CodeBlockItemSyntax] = [], inDecisions: Bool = false
    ) -> (groups: [Group], problems: [String]) {
        var groups: [Group] = []
        var problems: [String] = []
        var current: Group?
        var defined = Set<String>()
        var before: [CodeBlockItemSyntax] = []
        let parameterNames = Set(member.parameters.map(\.name)).union(enclosing.flatMap { boundNames($0) })

        func close() {
            if let group = current { groups.append(group) }
            current = nil
            defined = []
        }

        /// A data-only run still open (`let request = URLRequest(…)`) belongs to the group that uses it.
        func absorbOpen(into group: inout Group) {
            guard let open = current, open.consumers.isEmpty else {
                close()
                return
            }
            group.prepend(open)
            current = nil
            defined = []
        }

        /// `uiType`: the UIKit type the statement names, when that is all it has of the screen (`ChatViewController(store: store)`).
        func mixed(_ statement: CodeBlockItemSyntax, uiType: String?) -> String {
            if let uiType {
                return
                    "line \(context.line(statement)): its data access uses \(uiType), a UIKit type, which must stay in the view (\(context.snippet(statement)))"
            }
            if let stopper = memberStoppingObserver(statement) {
                return "line \(context.line(statement)): the screen stops this observer itself, in \(stopper.name), before it goes; "
                    + "moved into the model's data work as a block, it would go on observing (\(context.snippet(statement)))"
            }
            return "line \(context.line(statement)): reads data and updates the screen in one statement (\(context.snippet(statement)))"
        }

        var boundSoFar = Set<String>()
        // Groups of the decisions' blocks: resolved in their blocks already, and never merged with the method's.
        var decided: [Group] = []
        for statement in statements {
            // Locals bound by earlier statements shadow members of the same name (`guard var user = user`).
            defer { boundSoFar.formUnion(boundNames(statement)) }
            // `let defaults = UserDefaults.standard` does nothing itself: each piece of data work that uses it takes it along.
            // What hands a value back to the caller stays with the caller's method: an event has no answer.
            // (`return presentAlert()` in a method returning nothing hands back nothing.)
            // A local function runs where it is called: it goes only with the data work that calls it (see `absorbDefinitions`).
            if SingletonAliases.declaredName(statement) != nil || member.returnType != nil && ExitFinder.returnsValue(statement)
                || statement.item.is(FunctionDeclSyntax.self)
            {
                before.append(statement)
                continue
            }
            let references = context.references(statement, locals: parameterNames.union(boundSoFar))
            let names = NameUseCollector.names(in: statement)
            let helpers = movableHelpers(references)
            let reads = context.stateReads(references)
            let data = context.dataAccess(in: statement, references: references)
            // What the work is kept in (`disposable.inner.add(…)`, `bag.insert(…)`): the interactor keeps its own.
            let kept = data == nil ? [] : keptIn(statement)
            // Building a UIKit object (`let alert = UIAlertController(…)`) is the screen's work even when no field of
            // the controller is touched: it shows what the data work found, and never joins it in the model.
            // Reading what the user entered (`quantityStepper.value`) is not showing anything: the value travels. Asked
            // only of a statement that touches the screen otherwise (it rewrites the statement to find out).
            let allowed = helpers.union(reads).union(kept)
            let touchesScreen =
                context.touchesUI(references, allowing: allowed)
                && (helperMode || context.touchesUI(references, allowing: allowed.union(enteredValueOutlets(statement, references: references))))
            let uiType = touchesScreen ? nil : context.uiKitTypeNamed(in: [statement])
            let ui = touchesScreen || uiType != nil
            let readsGroup = !names.isDisjoint(with: defined)

            // `Task { await loadNews() }`: the private helper's body is what the task runs.
            let inlined = inlinedTaskHelper(statement) ?? selectorObserverAsBlock(statement)
            let observing = inlined == nil ? selectorObserverCallingHandler(statement) : nil
            let candidate = inlined?.statement ?? observing?.statement ?? assignAsSink(statement) ?? statement
            // Evidence points at the controller's own code: the helper's data call, not the inlined copy.
            let candidateData =
                inlined.flatMap { inlined in
                    inlined.helper.body.flatMap { context.dataAccess(in: $0, references: context.references($0)) }
                } ?? data
            // `subscribe(onNext: { … }, onError: { … })`: the success closure splits; the failure one shows the error.
            let separated = separatingFailureHandler(candidate)
            if let data = candidateData, ui || inlined != nil,
                let outcome = splitClosure(
                    separated?.statement ?? candidate, parameterNames: parameterNames.union(boundSoFar),
                    dataInClosure: inlined != nil || schedules(candidate))
            {
                switch outcome.map({ split in separated.map { rejoiningFailureHandler($0, into: split) } ?? split }) {
                case .success(let split):
                    // A selector observer's method is named for the change it hears (`cartChanged` → Cart).
                    let noun =
                        inlined.map { inlined in
                            inlined.helper.attributes.contains("objc")
                                ? Naming.intent(fromAction: inlined.helper.baseName) : Naming.noun(fromAction: inlined.helper.baseName)
                        } ?? observing.map { Naming.intent(fromAction: $0.handler.baseName) }
                    var group = Group(noun: noun ?? split.noun, evidence: data)
                    group.failureConsumers = split.failureConsumers
                    group.consumedHelpers = inlined.map { [$0.helper] } ?? []
                    group.loading = trailingLoading(&before)
                    group.loadingInside = split.loading
                    group.body = [split.interactorStatement]
                    group.consumers = split.consumers
                    group.taken = [statement]
                    group.results = split.results
                    group.deliversInClosure = true
                    group.weakSelf = split.weakSelf
                    let bodyReferences = context.references(split.interactorStatement, locals: parameterNames.union(boundSoFar))
                    group.dependencies = bodyReferences.selfMembers.intersection(context.dependencyNames)
                    group.helpers = movableHelpers(bodyReferences)
                    group.stateReads = split.stateReads
                    group.subscriptions = split.subscriptions
                    absorbOpen(into: &group)
                    groups.append(group)
                case .failure(let problem):
                    problems.append("line \(context.line(statement)): \(problem.text)")
                    before.append(statement)
                }
                continue
            }
            if let data, ui, let group = splitContainer(statement, in: member, evidence: data, parameterNames: parameterNames.union(boundSoFar)) {
                // `if let url = URL(string: s) { … }`: the container goes whole, its body split inside.
                close()
                groups.append(group)
                continue
            }
            if let data, ui, let (fetch, show, result) = splitCondition(statement, parameterNames: parameterNames.union(boundSoFar)) {
                // `if service.save(user) { … }`: the call to the interactor, the branch on its result stays.
                close()
                groups.append(
                    readThenShow(
                        [fetch], show: show, replacing: statement, evidence: data, before: &before,
                        locals: parameterNames.union(boundSoFar),
                        rewrite: "its condition's call runs in the model (let \(result) = …), and the branch on \(result) where the outcome arrives"))
                continue
            }
            if let data, ui, let split = splitDoCatch(statement, parameterNames: parameterNames.union(boundSoFar)) {
                close()
                var group = Group(noun: "", evidence: data)
                group.loading = trailingLoading(&before)
                group.body = [split.interactorStatement]
                group.consumers = split.successConsumers
                group.failureConsumers = split.failureConsumers
                group.taken = [statement]
                group.deliversInClosure = true
                // Locals the `do` binds that the display code reads (`let bookmarks = try context.fetch(…)`) are its results.
                let known = member.parameterTypes
                let earlier = statements.prefix { $0.id != statement.id }
                let types = context.inference.localTypes(in: Array(earlier) + split.pure, known: known)
                let read = split.successConsumers.reduce(into: Set<String>()) { $0.formUnion(NameUseCollector.names(in: $1)) }
                for name in split.pure.flatMap({ boundNames($0) }) where read.contains(name) {
                    guard let type = context.inference.expectedType(of: name, in: split.successConsumers) ?? types[name] else {
                        problems.append("line \(context.line(statement)): cannot tell the type of '\(name)', which its do block hands to the screen")
                        break
                    }
                    group.results.append((name, type.trimmed))
                }
                if group.results.count < split.pure.flatMap({ boundNames($0) }).filter(read.contains).count {
                    before.append(statement)
                    continue
                }
                let bodyReferences = context.references(split.interactorStatement, locals: parameterNames.union(boundSoFar))
                group.dependencies = bodyReferences.selfMembers.intersection(context.dependencyNames)
                group.helpers = movableHelpers(bodyReferences)
                group.stateReads = context.stateReads(bodyReferences)
                groups.append(group)
                continue
            }
            if let data, ui, let (fetch, show, property) = splitAssignment(statement, parameterNames: parameterNames.union(boundSoFar)) {
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
                let fetchReferences = context.references(fetch, locals: parameterNames.union(boundSoFar))
                current!.dependencies.formUnion(fetchReferences.selfMembers.intersection(context.dependencyNames))
                current!.helpers.formUnion(movableHelpers(fetchReferences))
                continue
            }
            if let data,
                let guarded = splitGuard(
                    statement, following: statements.drop { $0.id != statement.id }.dropFirst(), in: member,
                    touchesUI: ui, parameterNames: parameterNames.union(boundSoFar))
            {
                // `guard Settings.shared.hasConsent else { … return }`: the reads to the interactor; the guard and the rest of
                // the method show them.
                close()
                groups.append(
                    readThenShow(
                        guarded.lifted.fetches, show: guarded.lifted.show, replacing: statement, evidence: data, before: &before,
                        locals: parameterNames.union(boundSoFar),
                        rewrite:
                            "its condition's reads run in the model (let \(guarded.lifted.names.joined(separator: ", ")) = …), and the guard with the rest of the method where the outcome arrives",
                        following: guarded.rest))
                break
            }
            if let data, ui, let lifted = liftReads(statement, parameterNames: parameterNames.union(boundSoFar)) {
                // `modeSwitch.setOn(Settings.shared.isOn, animated: false)`: the reads to the interactor, the statement shows them.
                close()
                groups.append(
                    readThenShow(
                        lifted.fetches, show: lifted.show, replacing: statement, evidence: data, before: &before,
                        locals: parameterNames.union(boundSoFar),
                        rewrite:
                            "its data reads run in the model (let \(lifted.names.joined(separator: ", ")) = …), and the statement reads them where the outcome arrives"
                    ))
                continue
            }
            if data != nil, ui, inDecisions, !helperMode, !readsGroup,
                let blocks = splitCallback(
                    statement, in: member, parameterNames: parameterNames.union(boundSoFar),
                    earlier: enclosing + statements.prefix { $0.id != statement.id })
                    ?? splitDecision(
                        statement, in: member, parameterNames: parameterNames.union(boundSoFar),
                        earlier: enclosing + statements.prefix { $0.id != statement.id })
            {
                // `switchView.onToggle = { [weak self] isOn in self?.store.save(isOn) }`: the view keeps the wiring, the closure
                // sends an event; `if isFavorite { store.remove(id) } else { store.add(id) }`: the view keeps deciding, each
                // block sends its event.
                close()
                decided += blocks.groups
                problems += blocks.problems
                before.append(statement)
                continue
            }
            if let data, !ui {
                if current == nil || !(current!.consumers.isEmpty) {
                    close()
                    current = Group(noun: "", evidence: data)
                    current!.loading = trailingLoading(&before)
                }
                current!.body.append(statement)
                // `let ids: [Int]` earlier, `ids = store.mediaIDs()` here (or `total += store.count(of: day)`): the data work
                // gives the local its value, so what reads it shows the results (and the declaration goes with the group, see
                // `absorbDefinitions`, or the local travels there and back, see `passesBack`).
                defined.formUnion(ReferenceCollector.collect(in: Syntax(statement), memberNames: boundSoFar).selfMembersWritten)
            } else if var group = current, readsGroup, !ui, group.consumers.isEmpty {
                group.body.append(statement)
                current = group
            } else if current != nil, readsGroup || helperMode || trailingShows {
                // What shows the results must not read data itself, or the data access stays in the view.
                if data != nil {
                    problems.append(mixed(statement, uiType: uiType))
                    current = nil
                    defined = []
                } else {
                    current!.consumers.append(statement)
                    current!.taken.append(statement)
                    // What the display code binds (`let avatar = AvatarView(user: user)`) is read by what follows it.
                    defined.formUnion(boundNames(statement))
                }
                continue
            } else {
                if data != nil { problems.append(mixed(statement, uiType: uiType)) }
                if current != nil { close() }
                before.append(statement)
                continue
            }
            current!.taken.append(statement)
            defined.formUnion(boundNames(statement))
            current!.dependencies.formUnion(references.selfMembers.intersection(context.dependencyNames))
            current!.helpers.formUnion(helpers)
            current!.stateReads.formUnion(reads)
            current!.subscriptions.formUnion(kept)
        }
        close()
        groups = mergingDataOnlyGroups(groups)
        problems += continuingGroups(&groups, before: &before, in: statements, parameterNames: parameterNames)
        groups = groups.map { absorbDefinitions(into: $0, from: &before, all: statements) }
        groups = groups.map(carryingAliases)
        if helperMode, !before.isEmpty, !groups.isEmpty {
            problems.append("statements before its data access (\(context.snippet(before[0]))) have no place in the module")
        }
        var resolved: [Group] = []
        for var group in groups {
            if let problem = resolveResults(&group, in: member, helperMode: helperMode, all: statements, enclosing: enclosing) {
                problems.append(problem)
            } else {
                resolved.append(group)
            }
        }
        removeUnusedAliases(from: &resolved, in: statements)
        // What stays in the view must not read what a moving group binds: the binding leaves with the group.
        let takenByAny = Set(resolved.flatMap { ($0.loading + $0.taken).map(\.id) })
        let staying = statements.filter { !takenByAny.contains($0.id) }
        resolved = resolved.filter { group in
            // A copy of an alias the view declares too (`let defaults = UserDefaults.standard`) leaves the view's own in place.
            let bound = Set(group.body.filter { SingletonAliases.declaredName($0) == nil }.flatMap { boundNames($0) })
            guard let start = group.taken.first?.position, !bound.isEmpty,
                let reader = staying.first(where: { $0.position > start && !bound.isDisjoint(with: NameUseCollector.names(in: $0)) })
            else { return true }
            let name = NameUseCollector.names(in: reader).first(where: bound.contains) ?? ""
            problems.append(
                "line \(context.line(reader)): the view reads '\(name)' after its data work, which binds it in the model (\(context.snippet(reader)))")
            return false
        }
        // A value the event would pass that another request binds in the model (`let fetchRequest = …` there) is
        // bound nowhere in the view.
        for group in resolved {
            let boundElsewhere = resolved.filter { $0.taken.first?.id != group.taken.first?.id }
                .flatMap { $0.taken.flatMap { boundNames($0) } }
            if let name = group.parameters.map(\.name).first(where: boundElsewhere.contains) {
                problems.append("its data access reads '\(name)', which another of its data requests binds in the model: the view could not pass it")
                return ([], problems)
            }
        }
        return (resolved + decided, problems)
    }

    /// A group that only reads (`let session = URLSession(…)`) merges into the later group that uses
    /// what it binds: both run in the interactor, in order.
    func mergingDataOnlyGroups(_ groups: [Group]) -> [Group] {
        var result: [Group] = []
        var pending: [Group] = []
        for group in groups {
            let reads = group.body.reduce(into: Set<String>()) { $0.formUnion(NameUseCollector.names(in: $1)) }
            var merged = group
            for earlier in pending.reversed() where !Set(earlier.body.flatMap { boundNames($0) }).isDisjoint(with: reads) {
                merged.prepend(earlier)
                pending.removeAll { $0.taken.first?.id == earlier.taken.first?.id }
            }
            if merged.consumers.isEmpty && merged.failureConsumers.isEmpty && !merged.deliversInClosure {
                pending.append(merged)
            } else {
                result += pending
                pending = []
                result.append(merged)
            }
        }
        return result + pending
    }

    /// Statements after a group that go on using what it bound (`task.resume()`) belong to it when they
    /// touch nothing of the screen and moving them up to the group passes over nothing that works on the
    /// same values; otherwise the split cannot keep them in order. Display code after it that reads what it bound
    /// (`if let title = config?.title { titleLabel.text = title }`), or what its display code bound
    /// (`let row = InfoRow(…)`, then `stack.addArrangedSubview(row)`, a local of the view's display method once the
    /// group leaves), joins that display code on the same terms, and only past statements that show nothing
    /// themselves: the screen is drawn in the order it was. Otherwise the group stays.
    func continuingGroups(
        _ groups: inout [Group], before: inout [CodeBlockItemSyntax], in statements: [CodeBlockItemSyntax],
        parameterNames: Set<String>
    ) -> [String] {
        var problems: [String] = []
        // A group whose values the view still reads after it cannot leave: its bindings would be gone from the view.
        var stranded: Set<Int> = []
        defer {
            let kept = groups.enumerated().filter { !stranded.contains($0.offset) }
            // Its statements stay where they were, in the order they ran.
            before += groups.enumerated().filter { stranded.contains($0.offset) }.flatMap { $0.element.loading + $0.element.taken }
            groups = kept.map(\.element)
        }
        // The locals bound before each statement (`let title = UILabel()` is not the screen's `title`).
        let localsBefore = statements.reduce(into: [parameterNames]) { locals, statement in locals.append(locals.last!.union(boundNames(statement))) }
        for (index, group) in groups.enumerated() {
            let bound = Set(group.body.flatMap { boundNames($0) })
            // Display code that arrives in a closure binds only inside it: nothing after the group sees those names.
            var shown = group.deliversInClosure ? [] : Set(group.consumers.flatMap { boundNames($0) }).subtracting(bound)
            guard !bound.isEmpty || !shown.isEmpty, let last = group.taken.last,
                let lastPosition = statements.firstIndex(where: { $0.id == last.id })
            else { continue }
            // What stays where it was, between the group and a statement that would join it.
            var passed: [Set<String>] = []
            var passedShowsSomething = false
            for (position, statement) in statements.enumerated().dropFirst(lastPosition + 1) {
                let names = NameUseCollector.names(in: statement)
                let readsBound = !names.isDisjoint(with: bound)
                guard before.contains(where: { $0.id == statement.id }), readsBound || !names.isDisjoint(with: shown) else {
                    passed.append(names)
                    passedShowsSomething = passedShowsSomething || showsSomething(statement, locals: localsBefore[position])
                    continue
                }
                let references = context.references(statement, locals: localsBefore[position].union(bound).union(shown))
                let reads = context.stateReads(references)
                let crossesSameValues = passed.contains(where: { !$0.isDisjoint(with: names.union(bound).union(shown)) })
                let display = !readsBound || context.touchesUI(references, allowing: reads)
                let binder = readsBound ? "data access" : "data work's display code"
                if display, group.deliversInClosure || passedShowsSomething {
                    // Results that arrive later, or display code that ran before it: moved up, the screen would change in another order.
                    problems.append(
                        "line \(context.line(statement)): uses what its \(binder) bound after handing the results over (\(context.snippet(statement)))")
                    stranded.insert(index)
                } else if crossesSameValues {
                    problems.append(
                        "line \(context.line(statement)): uses what its \(binder) bound after statements that work on the same values "
                            + "(\(context.snippet(statement))); moved up to it, the order would change")
                    stranded.insert(index)
                } else if display {
                    // It shows the results too, where the display code that shows the rest runs.
                    guard context.dataAccess(in: statement, references: references) == nil else {
                        problems.append("line \(context.line(statement)): reads data with what its \(binder) bound (\(context.snippet(statement)))")
                        stranded.insert(index)
                        continue
                    }
                    groups[index].consumers.append(statement)
                    groups[index].taken.append(statement)
                    shown.formUnion(boundNames(statement))
                    before.removeAll { $0.id == statement.id }
                } else {
                    groups[index].body.append(statement)
                    groups[index].taken.append(statement)
                    groups[index].stateReads.formUnion(reads)
                    groups[index].dependencies.formUnion(references.selfMembers.intersection(context.dependencyNames))
                    groups[index].helpers.formUnion(movableHelpers(references))
                    before.removeAll { $0.id == statement.id }
                }
            }
        }
        return problems
    }

    /// Whether a statement changes what the screen shows, or may: it touches the screen, calls one of the controller's
    /// methods, or builds a UIKit object.
    private func showsSomething(_ statement: CodeBlockItemSyntax, locals: Set<String>) -> Bool {
        let references = context.references(statement, locals: locals)
        return context.touchesUI(references, allowing: context.stateReads(references)) || !references.selfMembersCalled.isEmpty
            || context.uiKitTypeNamed(in: [statement]) != nil
    }

    /// Outlets a statement reads only for what the user entered in them (`quantityStepper.value`).
    /// The storage a statement keeps its work in, as the receiver its call starts from (`disposable.inner.add(…)`,
    /// `subscriptions.insert(…)`), when the storage makes its own value: the interactor then makes one of its own. A handle
    /// the creator hands over (`let task: Task`, set in `init`) or one read as a value is no place the model can keep.
    private func keptIn(_ statement: CodeBlockItemSyntax) -> Set<String> {
        let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return [] }
        var receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let access = receiver?.as(MemberAccessExprSyntax.self), let base = access.base, !ReferenceCollector.isSelf(base) {
            receiver = base
        }
        let name =
            receiver?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? receiver?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name, context.subscriptionStorage.contains(name), context.controller.member(named: name)?.initializer != nil else { return [] }
        return [name]
    }

    func enteredValueOutlets(_ statement: CodeBlockItemSyntax, references: References) -> Set<String> {
        let outlets = references.selfMembers.filter { name in context.controller.member(named: name).map(context.isUIMember) == true }
        guard !outlets.isEmpty else { return [] }
        let (rewritten, values) = WidgetValues(context: context).substitute(in: [statement], locals: [], stating: false)
        guard !values.isEmpty else { return [] }
        return outlets.subtracting(context.references(rewritten[0]).selfMembers)
    }

    /// Pure statements before or among a group's statements that bind locals only the group reads
    /// (`let url = URL(…)`) move into it, in their place, so its data access takes what it needs along.
    /// A group's body and `taken` stay index-aligned: each taken statement has its one body statement.
    func absorbDefinitions(into group: Group, from before: inout [CodeBlockItemSyntax], all statements: [CodeBlockItemSyntax]) -> Group {
        var group = group
        guard let last = group.taken.last.flatMap({ last in statements.firstIndex { $0.id == last.id } }) else { return group }
        var needed = group.body.reduce(into: Set<String>()) { $0.formUnion(NameUseCollector.names(in: $1)) }
        for statement in statements[..<last].reversed() {
            guard let index = before.firstIndex(where: { $0.id == statement.id }) else { continue }
            let binds = Set(boundNames(statement))
            guard !binds.isEmpty, binds.isSubset(of: needed) else { continue }
            let usedElsewhere = statements.contains { other in
                !group.taken.contains { $0.id == other.id } && other.id != statement.id && !NameUseCollector.names(in: other).isDisjoint(with: binds)
            }
            guard !usedElsewhere, !context.touchesUI(context.references(statement)) else { continue }
            let position = statements.firstIndex { $0.id == statement.id }!
            let slot = group.taken.firstIndex { taken in (statements.firstIndex { $0.id == taken.id } ?? 0) > position } ?? group.taken.count
            before.remove(at: index)
            group.body.insert(statement, at: min(slot, group.body.count))
            group.taken.insert(statement, at: slot)
            needed.formUnion(NameUseCollector.names(in: statement))
        }
        return group
    }

    /// A group reading an alias of a shared instance it does not bind (`center.addObserver(…)`, after
    /// `let center = NotificationCenter.default` that other code uses too) binds its own copy first.
    func carryingAliases(_ group: Group) -> Group {
        var group = group
        let bound = Set(group.body.flatMap { boundNames($0) })
        let read = group.body.reduce(into: Set<String>()) { $0.formUnion(NameUseCollector.names(in: $1)) }.subtracting(bound)
        guard !read.isEmpty, let first = group.body.first else { return group }
        var copies: [CodeBlockItemSyntax] = []
        for name in read.sorted() {
            // Read off the controller's own statements: the body may hold rewritten copies, outside the file.
            guard let value = context.singletonAliases.value(of: name, readIn: group.taken) else { continue }
            copies.append(SyntaxFactory.letStatement(name, value).with(\.leadingTrivia, first.leadingTrivia))
        }
        guard !copies.isEmpty else { return group }
        group.body = copies + [first.with(\.leadingTrivia, .newline + first.leadingTrivia.indentation)] + group.body.dropFirst()
        return group
    }

    /// An alias declaration every user of which left with its data work would be dead code in the view: it leaves too.
    func removeUnusedAliases(from groups: inout [Group], in statements: [CodeBlockItemSyntax]) {
        let taken = Set(groups.flatMap { ($0.loading + $0.taken).map(\.id) })
        for declaration in statements where !taken.contains(declaration.id) {
            guard let name = SingletonAliases.declaredName(declaration),
                let carrier = groups.firstIndex(where: { group in
                    group.body.contains { boundNames($0).contains(name) } && group.taken.contains { $0.position > declaration.position }
                }),
                !statements.contains(where: { $0.position > declaration.position && !taken.contains($0.id) && NameUseCollector.names(in: $0).contains(name) })
            else { continue }
            groups[carrier].taken.append(declaration)
        }
    }

    /// A group of its own for one statement split in two: what the model reads, and the statement that shows it.
    /// `following`: the statements after `statement` that show the outcome with it, as they are.
    private func readThenShow(
        _ fetches: [CodeBlockItemSyntax], show: CodeBlockItemSyntax, replacing statement: CodeBlockItemSyntax,
        evidence: Evidence, before: inout [CodeBlockItemSyntax], locals: Set<String>, rewrite: String,
        following: [CodeBlockItemSyntax] = []
    ) -> Group {
        var group = Group(noun: "", evidence: evidence)
        group.loading = trailingLoading(&before)
        group.body = fetches
        group.consumers = [show] + following
        group.taken = [statement] + following
        group.statedRewrites[statement.id] = rewrite
        let bodyReferences = fetches.reduce(into: References()) { $0.merge(context.references($1, locals: locals)) }
        group.dependencies = bodyReferences.selfMembers.intersection(context.dependencyNames)
        group.helpers = movableHelpers(bodyReferences)
        group.stateReads = context.stateReads(bodyReferences)
        return group
    }

    /// A `guard` whose condition reads data (`guard Settings.shared.hasConsent else { showConsent(); return }`), at the top of a
    /// method that returns nothing, with nothing after it reading data: the guard and the rest of the method are one command
    /// that shows what the reads found, so the guard's `return` still ends what the method ran. The reads lift as in `liftReads`.
    func splitGuard(
        _ statement: CodeBlockItemSyntax, following: ArraySlice<CodeBlockItemSyntax>, in member: MemberModel, touchesUI: Bool,
        parameterNames: Set<String>
    ) -> (lifted: LiftedReads, rest: [CodeBlockItemSyntax])? {
        guard statement.item.as(GuardStmtSyntax.self) != nil, member.returnType == nil,
            member.body?.contains(where: { $0.id == statement.id }) == true
        else { return nil }
        let rest = Array(following)
        // The command is a plain method: what throws or awaits needs the method it came from.
        let effects = ([statement] + rest).flatMap { $0.tokens(viewMode: .sourceAccurate) }.contains { token in
            switch token.tokenKind {
            case .keyword(.throw), .keyword(.await): return true
            case .keyword(.try): return ![.postfixQuestionMark, .exclamationMark].contains(token.nextToken(viewMode: .sourceAccurate)?.tokenKind)
            default: return false
            }
        }
        var bound = parameterNames.union(boundNames(statement))
        var restReadsData = false
        for later in rest {
            restReadsData = restReadsData || context.dataAccess(in: later, references: context.references(later, locals: bound)) != nil
            bound.formUnion(boundNames(later))
        }
        let restReferences = context.references(CodeBlockItemListSyntax(rest), locals: bound)
        guard !effects, !restReadsData,
            touchesUI || context.touchesUI(restReferences, allowing: movableHelpers(restReferences).union(context.stateReads(restReferences))),
            let lifted = liftReads(statement, parameterNames: parameterNames, guarding: true)
        else { return nil }
        return (lifted, rest)
    }

    /// A local the group changes can be handed to the model and its new value brought back when the change is done
    /// before the group hands its results over (not in a closure called later), and nothing the view keeps after the
    /// group starts reads it: the display code alone sees the new value, as a result.
    private func passesBack(_ name: String, _ group: Group, statements: [CodeBlockItemSyntax], from start: Int) -> Bool {
        guard !group.deliversInClosure else { return false }
        let taken = Set(group.taken.map(\.id))
        return !statements[start...].contains { !taken.contains($0.id) && NameUseCollector.names(in: $0).contains(name) }
    }

    /// `(Bool) -> Void`, `@escaping (Data) -> Void`, `(() -> Void)?`.
    static func isFunctionType(_ type: TypeSyntax) -> Bool {
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return isFunctionType(only.type) }
        return type.is(FunctionTypeSyntax.self)
    }

    /// Names the group, finds the values that cross to the view and their types.
    func resolveResults(
        _ group: inout Group, in member: MemberModel, helperMode: Bool,
        all statements: [CodeBlockItemSyntax], enclosing: [CodeBlockItemSyntax] = []
    ) -> String? {
        // What the user set on the sending control (`sender.isOn`) travels as a value the view reads off it.
        let senders = WidgetValues.senders(of: member)
        var entered: [Parameter] = []
        if !helperMode {
            (group.body, entered) = WidgetValues(context: context).substitute(in: group.body, locals: Set(member.parameters.map(\.name)), senders: senders)
        }
        // What goes to the model names no UIKit type, nor an app class built on one (a screen it would make).
        if let uiType = context.uiKitTypeNamed(in: group.body) {
            return "its data access uses \(uiType), a UIKit type, which must stay in the view"
        }
        let defined = group.body.flatMap { boundNames($0) }
        let used = group.consumers.reduce(into: Set<String>()) { $0.formUnion(NameUseCollector.names(in: $1)) }
        let resultNames = group.deliversInClosure ? group.results.map(\.name) : defined.filter { used.contains($0) }
        // Locals the method computed before the group (from its fields, its parameters) travel as the
        // request's parameters, passed with the event; a helper that leaves the view cannot pass them.
        let bodyUses = group.body.reduce(into: Set<String>()) { $0.formUnion(NameUseCollector.names(in: $1)) }
        // `guard let data = data` reads the `data` from outside before it binds its own.
        let binder = LocalBinder(viewMode: .sourceAccurate)
        group.body.forEach { binder.walk($0) }
        let rebound = binder.unwrappedNames.subtracting(binder.otherNames)
        let takenIDs = Set(group.taken.map(\.id))
        let boundOutside = (enclosing + statements.filter { !takenIDs.contains($0.id) }).flatMap { boundNames($0) }
        let outside = Set(boundOutside).subtracting(Set(defined).subtracting(rebound)).union(member.parameters.map(\.name))
        let free = bodyUses.intersection(outside).sorted()
        var localParameters: [(String, TypeSyntax)] = []
        // Locals the data work changes (`count += store.count(of: item)`): passed in, changed in the model, back with the results.
        var mutated: [String] = []
        if let first = free.first, helperMode {
            return "its data access reads the local '\(first)', bound outside it"
        }
        if !free.isEmpty {
            let start = group.taken.first.flatMap { first in statements.firstIndex { $0.id == first.id } } ?? 0
            // The view sends the event where the group starts: what it reads must be bound by then.
            let end = group.taken.last.flatMap { last in statements.firstIndex { $0.id == last.id } } ?? start
            if let late = statements[start...max(start, end)].first(where: { !takenIDs.contains($0.id) && !Set(boundNames($0)).isDisjoint(with: free) }) {
                return "its data access reads '\(boundNames(late).first { free.contains($0) } ?? "")', which the view binds in the middle of it "
                    + "(line \(context.line(late))): the event could not pass it"
            }
            let known = member.parameterTypes
            let types = context.inference.localTypes(in: enclosing + Array(statements[..<start]), known: known)
            let written = group.body.reduce(into: References()) { $0.merge(ReferenceCollector.collect(in: Syntax($1), memberNames: Set(free))) }
            for name in free {
                if written.selfMembersWritten.contains(name) {
                    guard passesBack(name, group, statements: statements, from: start) else {
                        return "its data access changes the local '\(name)', bound outside it"
                    }
                    mutated.append(name)
                }
                guard let type = types[name] else { return "cannot tell the type of '\(name)', which its data access reads" }
                // `[UIBarButtonItem]` too: any UIKit type the local's type names.
                if TypeTable.isUIKitType(TypeText.baseName(type.trimmedText)) || context.uiKitTypeNamed(in: [type]) != nil {
                    return "its data access reads '\(name)' of UIKit type \(type.trimmedText), which must stay in the view"
                }
                // A closure the view made or was given runs view code: handed to the model, the model would drive the screen.
                if Self.isFunctionType(type) {
                    return "its data access hands the closure '\(name)' to the model, which would then run view code itself"
                }
                localParameters.append((name, type.trimmed))
            }
        }
        if let first = group.body.first, !mutated.isEmpty {
            // The request's parameters are constants: its own copy is what the data work changes.
            let copies = mutated.map { name in
                SyntaxFactory.letStatement(name, SyntaxFactory.reference(name), mutable: true).with(\.leadingTrivia, first.leadingTrivia)
            }
            group.body = copies + [first.with(\.leadingTrivia, .newline + first.leadingTrivia.indentation)] + group.body.dropFirst()
        }
        // UIKit objects (a `sender`) cannot travel through the presenter and back.
        for parameter in member.parameters
        where used.contains(parameter.name)
            && TypeTable.isUIKitType(TypeText.baseName(parameter.type.trimmedText))
        {
            return "the code that shows its results reads the parameter '\(parameter.name)' of UIKit type, which the view's display method does not have"
        }
        // Locals and parameters the display code reads travel to the interactor and come back with the results.
        var carried: [(String, TypeSyntax)] = []
        let carriedNames = used.intersection(outside).sorted()
        if !carriedNames.isEmpty {
            if helperMode { return "the code that shows its results reads the local '\(carriedNames[0])', bound before its data access" }
            let start = group.taken.first.flatMap { first in statements.firstIndex { $0.id == first.id } } ?? 0
            let known = member.parameterTypes
            let types = context.inference.localTypes(in: enclosing + Array(statements[..<start]), known: known)
            for name in carriedNames {
                guard let type = types[name] else { return "cannot tell the type of '\(name)', which the code that shows its results reads" }
                // It would ride through the model and back: the model would hold view code.
                if Self.isFunctionType(type) {
                    return "its data access would carry the closure '\(name)' through the model and back, for the code that shows its results"
                }
                if let uiType = context.uiKitTypeNamed(in: [type]) {
                    return "the code that shows its results reads '\(name)', which holds a \(uiType), a UIKit type the model must not hold"
                }
                carried.append((name, type.trimmed))
                if !localParameters.contains(where: { $0.0 == name }) { localParameters.append((name, type.trimmed)) }
            }
        }
        let locals = context.inference.localTypes(in: group.body, known: [:])
        var results: [(String, TypeSyntax)] = group.deliversInClosure ? group.results : []
        for name in resultNames where !group.deliversInClosure {
            guard let type = context.inference.expectedType(of: name, in: group.consumers) ?? locals[name] else {
                return "cannot tell the type of '\(name)' from the file (annotate it or declare its type in the file)"
            }
            results.append((name, type.trimmed))
        }
        if let uiType = context.uiKitTypeNamed(in: results.map(\.1)) {
            return "its data access hands back a \(uiType), a UIKit type, which the model must not hold"
        }
        // The view would take the service and call it itself (`showStore(_ store: PresetStore)`): no data to show.
        if let service = results.lazy.map({ TypeText.baseName($0.1.trimmedText) }).first(where: { context.isDependencyType($0) != nil }) {
            return "its data access hands back the \(service) itself, a service of the model, not data the view shows"
        }
        group.results = results + carried.filter { carriedResult in !results.contains { $0.0 == carriedResult.0 } }
        var parameters: [(String, TypeSyntax)] = []
        for name in group.stateReads.sorted() {
            guard let type = context.inference.memberType(name) else {
                return "its data access reads '\(name)', whose type the file does not say"
            }
            parameters.append((name, type.trimmed))
        }
        group.parameters = parameters + localParameters + entered.map { ($0.name, $0.type) }
        group.parameterArguments = Dictionary(
            entered.compactMap { parameter in parameter.argument.map { (parameter.name, $0) } },
            uniquingKeysWith: { first, _ in first })
        // A request a user's action starts is a command: `performSave(_:)`, as the code style names them.
        // So is work that hands nothing back to show (`chatService.markRead(id)`), named for what started it.
        let handsNothingBack = resultNames.isEmpty && group.noun.isEmpty && !group.deliversInClosure
        group.isCommand = !helperMode && (member.isAction || member.attributes.contains("objc")) && !member.isOverride
        if group.isCommand || handsNothingBack && !helperMode && !FetchMatcher.isViewLifecycle(member) {
            group.isCommand = true
            group.noun = FetchMatcher.intentNoun(member)
        } else if handsNothingBack {
            group.isCommand = true
            group.noun = helperMode ? Naming.intent(fromAction: member.baseName) : Planner.lifecycleNoun(member.baseName) + "Work"
        } else if helperMode, member.baseName.count > 0 {
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
