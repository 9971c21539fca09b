import SwiftSyntax
import SwiftSyntaxBuilder

/// Navigation outside a dispatch statement: a run of statements that builds a screen (or an
/// alert) and shows it, or leaves the screen, anywhere in the controller's methods. The run
/// becomes a router method; the method keeps a call of the event in its place.
///
/// ## Before
/// ```swift
/// @IBAction func didTapHelp(_ sender: Any) {
///     let help = HelpViewController()
///     help.topic = topic
///     present(help, animated: true)
/// }
/// ```
/// ## After
/// ```swift
/// @IBAction func didTapHelp(_ sender: Any) {   // view: the action keeps its name for the storyboard
///     output.didTriggerHelpEvent(topic)
/// }
/// func openHelpModule(_ topic: String) { … }   // router: the original code
/// ```
struct NavigationMatcher {
    struct Finding {
        let member: MemberModel
        /// The controller's statements that leave, in order.
        var run: [CodeBlockItemSyntax]
        var eventNoun: String
        let isSelection: Bool
        /// What the view sends: the values the decisions and the route read.
        let parameters: [Parameter]
        /// What the router is handed: the values its own code reads.
        let routeParameters: [Parameter]
        let routeNoun: String
        let routeKind: Route.Kind
        let usesControllerAPI: Bool
        let evidence: Evidence
        /// The router's code: the run, with alert actions that run logic calling back instead.
        let routeBody: [CodeBlockItemSyntax]
        /// The run's leading checks on model values (and the constants they read), which the presenter makes.
        let decisions: [CodeBlockItemSyntax]
        let alertHandlers: [AlertHandler]
        /// The `prepare(for:sender:)` branch that now travels with the segue.
        let segueConfiguration: SegueConfiguration?
        /// The decision of the view's the run sits in, a block of which sends the event; nil for a run of the method's own.
        var decision: CodeBlockItemSyntax? = nil
        /// The run is a callback's the method wires: it runs when the user acts, not as the method does.
        var isCallback = false

        func within(_ decision: CodeBlockItemSyntax) -> Finding {
            var finding = self
            finding.decision = finding.decision ?? decision
            return finding
        }
    }

    let context: ClassificationContext
    /// The controller's stored properties, and those of them holding a view of the screen: the calls made on them that
    /// are no navigation (`OwnCallCollector`), known once per controller rather than asked again for each statement.
    private let storedProperties: Set<String>
    private let viewProperties: Set<String>

    init(context: ClassificationContext) {
        self.context = context
        let stored = context.controller.members.filter { $0.kind == .storedProperty }
        storedProperties = Set(stored.map(\.baseName))
        viewProperties = Set(stored.filter { Self.holdsView($0, context) }.map(\.baseName))
    }

    func findings(skipping claimed: Set<SyntaxIdentifier>, removedMembers: Set<String>) -> (found: [Finding], declined: [Unresolved]) {
        var found: [Finding] = []
        var declined: [Unresolved] = []
        for member in context.controller.members
        where member.kind == .function && !member.isLeftAsWritten
            && !removedMembers.contains(member.name) && !context.overridesNavigationAPI(member)
        {
            guard let body = member.body.map(Array.init) else { continue }
            let (memberFound, memberDeclined) = findings(in: body, before: [], of: member, claimed: claimed)
            found += memberFound
            declined += memberDeclined
            // The callbacks the method wires (`faqButton.touchUpCallback = { … }`) that only navigate.
            let taken = claimed.union(memberFound.flatMap { $0.run.map(\.id) })
            found += callbackFindings(in: body, of: member, claimed: taken)
        }
        return (found, declined)
    }

    /// The navigation of one body: the member's, or a block of a decision it makes. `before`: the statements that
    /// ran before the body (and what a block's conditions bind), whose values the route may read.
    private func findings(
        in body: [CodeBlockItemSyntax], before outer: [CodeBlockItemSyntax], of member: MemberModel,
        claimed: Set<SyntaxIdentifier>
    ) -> (found: [Finding], declined: [Unresolved]) {
        var runs: [(run: [CodeBlockItemSyntax], recipe: String)] = []
        for (index, statement) in body.enumerated() where !claimed.contains(statement.id) {
            guard let recipe = navigationRecipe(statement) else { continue }
            if runs.contains(where: { $0.run.contains { $0.id == statement.id } }) { continue }
            runs.append((run(endingAt: index, in: body, claimed: claimed), recipe))
        }
        runs = joiningAdjacent(runs, in: body, claimed: claimed)
        guard let first = runs.first else { return ([], []) }
        if runs.count > 1 {
            // Each run sends its own event where it stands (`guard valid else { showError(…); return }` … `dismiss(…)`), so
            // the view's statements between them keep their order; one that cannot leave stays, said why.
            let statements = runs.flatMap { $0.run.map(\.id) }
            guard Set(statements).count == statements.count else {
                let reason = "navigates more than once, with code both navigations use; the order of its other statements would change"
                return ([], [Unresolved(member: member.name, line: member.line, reason: reason, recipe: first.recipe)])
            }
            let each = runs.map { findings(ofRun: $0.run, recipe: $0.recipe, in: body, before: outer, of: member, claimed: claimed) }
            return (each.flatMap(\.found), each.flatMap(\.declined))
        }
        return findings(ofRun: first.run, recipe: first.recipe, in: body, before: outer, of: member, claimed: claimed)
    }

    /// One run of navigation in a body: a route, or the routes of the blocks of the decision it ends with.
    private func findings(
        ofRun run: [CodeBlockItemSyntax], recipe: String, in body: [CodeBlockItemSyntax], before outer: [CodeBlockItemSyntax],
        of member: MemberModel, claimed: Set<SyntaxIdentifier>
    ) -> (found: [Finding], declined: [Unresolved]) {
        let startIndex = body.firstIndex { $0.id == run[0].id }!
        let before = outer + Array(body[..<startIndex])
        switch finding(run, in: body, before: before, of: member, recipe: recipe) {
        case .success(let finding):
            return ([finding], [])
        case .failure(let problem):
            let declined = Unresolved(member: member.name, line: problem.line, reason: problem.text, recipe: recipe)
            // Navigation inside a decision the view makes (`if let code { push(…) } else { errorLabel… }`) leaves block by
            // block: the view keeps deciding, and the navigating block sends its own event. A decision on data
            // (`if store.isExpired { present(alert); return }`) stays too, its read reported where it stands: the
            // navigation still leaves rather than keeping the whole method in the view.
            guard let decisionStatement = run.last, let decision = Decision(decisionStatement),
                let decisionIndex = body.firstIndex(where: { $0.id == decisionStatement.id })
            else { return ([], [declined]) }
            // What the run had gathered before the decision stays in the view with it.
            let beforeDecision = outer + Array(body[..<decisionIndex])
            var nested: [Finding] = []
            for block in decision.blocks {
                let inner = findings(
                    in: Array(block.statements), before: beforeDecision + (block.binding.map { [$0] } ?? []), of: member,
                    claimed: claimed)
                guard inner.declined.isEmpty else { return ([], [declined]) }
                nested += inner.found.map { $0.within(decisionStatement) }
            }
            return nested.isEmpty ? ([], [declined]) : (nested, [])
        }
    }

    /// Navigations one right after the other (`presentedViewController?.dismiss(…)` then `present(alert, …)`) are one
    /// route: the router runs them in their order, and nothing of the view's runs between them. The joined run takes
    /// along what builds any of them (the alert made before the dismissal that precedes showing it).
    private func joiningAdjacent(
        _ runs: [(run: [CodeBlockItemSyntax], recipe: String)], in body: [CodeBlockItemSyntax],
        claimed: Set<SyntaxIdentifier>
    ) -> [(run: [CodeBlockItemSyntax], recipe: String)] {
        guard runs.count > 1 else { return runs }
        let position = Dictionary(body.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var joined: [(run: [CodeBlockItemSyntax], recipe: String)] = []
        for next in runs.sorted(by: { position[$0.run[0].id]! < position[$1.run[0].id]! }) {
            guard let last = joined.last, position[next.run[0].id]! <= position[last.run.last!.id]! + 1 else {
                joined.append(next)
                continue
            }
            let statements = (last.run + next.run).sorted { position[$0.id]! < position[$1.id]! }
            var seen = Set<SyntaxIdentifier>()
            joined[joined.count - 1].run = statements.filter { seen.insert($0.id).inserted }
        }
        return joined.map { joinedRun in
            guard joinedRun.run.count > 1 else { return joinedRun }
            return (extending(joinedRun.run, from: position[joinedRun.run[0].id]!, in: body, claimed: claimed), joinedRun.recipe)
        }
    }

    struct Problem: Error {
        let line: Int
        let text: String
    }

    /// The data access in `statement` when it uses one of the platform's data APIs (`FileManager`, `UserDefaults`).
    private func platformDataWork(in statement: CodeBlockItemSyntax, locals: Set<String>) -> Evidence? {
        let usesPlatformData = statement.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier = token.tokenKind, token.text.first?.isUppercase == true else { return false }
            return context.catalog.recipeID(.lifecycleFetch, .dataAccessTypes, token.text) != nil
        }
        return usesPlatformData ? context.dataAccess(in: statement, references: context.references(statement, locals: locals)) : nil
    }

    /// A call standing as a statement of its own inside the run (`QuotaStore.shared.startUpload()` in the branch that does
    /// not navigate) that does data work: the model's, whatever the type it calls. What builds or configures the next
    /// screen with the screen's dependencies (`ChatViewController(context: context)`) binds a value, and is the route's.
    private func dataCall(in statement: CodeBlockItemSyntax, locals: Set<String>, built: Set<String>) -> Evidence? {
        for item in PlanBuilder.ownStatements(in: [statement]) {
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            guard
                let call = (expression?.as(TryExprSyntax.self)?.expression ?? expression?.as(AwaitExprSyntax.self)?.expression ?? expression)?
                    .as(FunctionCallExprSyntax.self),
                // A call on what the run builds (`chat.configure(with: context)`) sets up the next screen.
                ClassificationContext.rootName(of: call.calledExpression).map({ !built.contains($0) }) ?? true,
                navigationRecipe(item) == nil,
                let data = context.dataAccess(in: item, references: context.references(item, locals: locals))
            else { continue }
            return data
        }
        return nil
    }

    /// The run as a route: what the view sends, what the router is handed, or why it stays.
    func finding(
        _ run: [CodeBlockItemSyntax], in body: [CodeBlockItemSyntax], before: [CodeBlockItemSyntax], of member: MemberModel,
        recipe: String, configuringSegues: Bool = true
    ) -> Result<Finding, Problem> {
        let endIndex = body.firstIndex { $0.id == run.last!.id }!
        // A run holding a `guard … else { return }` only keeps its meaning at the end of the method.
        if run.contains(where: { $0.item.is(GuardStmtSyntax.self) }), endIndex != body.count - 1 {
            return .failure(Problem(line: context.line(run[0]), text: "its navigation starts with a guard that also guards the statements after it"))
        }
        // `if … { open(url); return }` decides whether the rest of the method runs: it cannot move alone.
        if endIndex != body.count - 1, run.contains(where: { ExitFinder.exits($0) }) {
            return .failure(Problem(line: context.line(run[0]), text: "its navigation returns from the method, deciding whether the statements after it run"))
        }
        // `case 0: present(alert); return false`: a route hands its caller nothing and throws to no one.
        if run.contains(where: { ExitFinder.cannotStandAlone($0, inMethodReturningValue: member.returnType != nil) }) {
            return .failure(
                Problem(line: context.line(run[0]), text: "its navigation hands the method's caller a result, throws, or jumps out of a loop around it"))
        }
        // `let navC = SettingsViewController.instantiate(); present(navC); return navC`: what the run builds, the rest of
        // the method goes on to use; moved to the router, it would be declared nowhere in the view.
        let builtByRun = Set(run.flatMap { boundNames($0) })
        if let later = body[(endIndex + 1)...].first(where: { !builtByRun.isDisjoint(with: NameUseCollector.names(in: $0)) }),
            let name = NameUseCollector.names(in: later).first(where: builtByRun.contains)
        {
            return .failure(
                Problem(
                    line: context.line(run[0]),
                    text: "its navigation builds '\(name)', which the method goes on to use (line \(context.line(later)))"))
        }
        let (extracted, handlers) = extractingAlertHandlers(run)
        // The route may name the screen it hands over only where the name is free.
        let canHandOver = ScreenHandOver.isFree(in: member, of: context.controller)
        var redirected = extracted.map { RouteCode.redirected($0, handingOverScreen: canHandOver) }
        // A view of the screen the transition anchors on (`popover.sourceView = shareButton`) is read through the screen.
        let anchors = canHandOver ? anchorViews(in: redirected, of: member) : []
        if !anchors.isEmpty {
            redirected = redirected.map {
                ScreenMemberRedirect(members: anchors).rewrite($0, stating: RewriteReason.screenHandOver).cast(CodeBlockItemSyntax.self)
            }
        }
        let (picked, pickedElements) = TravellingValues(context: context).selectedElements(in: redirected, of: member)
        // What the view has when it sends the event: the method's parameters and what it bound before the run.
        let sentWith = Set(member.parameters.map(\.name) + before.flatMap { boundNames($0) })
        let (answered, answers) = TravellingValues(context: context).helperResults(in: picked, available: sentWith)
        // What the user entered (`guard let email = emailField.text`) the view reads when it sends the event.
        let (selected, entered) = WidgetValues(context: context).substitute(in: answered, locals: sentWith)
        let elements = pickedElements + answers + entered
        let (configured, configuration) = configuringSegues ? configuringSegue(selected) : (selected, nil)
        // A segue's configuration that cannot travel (it reads the screen's views) stays in `prepare`; the route still leaves.
        func failing(_ problem: Problem) -> Result<Finding, Problem> {
            guard configuration != nil else { return .failure(problem) }
            return finding(run, in: body, before: before, of: member, recipe: recipe, configuringSegues: false)
        }
        let locals = Set(member.parameters.map(\.name) + (before + body).flatMap { boundNames($0) } + elements.map(\.name))
        let (decisions, routeBody) = RouteDecisions(context: context).split(configured, locals: locals)
        // The presenter's file has no copy of what the controller's file keeps private; the router's may (see `FilePrivateCopies`).
        if let name = context.filePrivateName(readBy: decisions, locals: locals) {
            return failing(
                Problem(line: context.line(run[0]), text: "its navigation decides on \(name), which the controller's file declares private to itself"))
        }
        // The router opens screens; the platform's data work around the transition (`try FileManager.default.copyItem(…)`
        // in the `do` whose `catch` shows an alert, `UserDefaults.standard.set(…)`) is the model's, and a route cannot hand
        // it there. (A dependency handed whole to the next screen is the route's: see `TravellingValues.handsOnWhole`.)
        // (Data calls are looked for as the controller wrote them: a helper handed `self` to present on is navigation.)
        let built = Set(extracted.flatMap { boundNames($0) })
        if let data = routeBody.lazy.compactMap({ self.platformDataWork(in: $0, locals: locals) }).first
            ?? extracted.lazy.compactMap({ self.dataCall(in: $0, locals: locals, built: built) }).first
        {
            return failing(Problem(line: context.line(run[0]), text: "its navigation runs data work (\(data.syntax)), which the router must not do"))
        }
        let travelling = TravellingValues(context: context)
        let used = Set(travelling.orderedNames(in: routeBody))
        switch travelling.parameters(for: configured, in: member, before: before, arriving: elements, throughHandler: true).map({ elements + $0 })
            .flatMap({ parameters in
                travelling.parameters(for: routeBody, in: member, before: before + decisions, arriving: elements, throughHandler: true).map { (parameters, $0) }
            })
        {
        case .failure(let problem):
            return failing(Problem(line: context.line(run[0]), text: "its navigation: " + problem.text))
        case .success(let (parameters, routeValues)):
            // The route reads the selected elements, what the method had bound, and what the decisions bound.
            let routeParameters = elements.filter { used.contains($0.name) } + routeValues
            let references = routeBody.reduce(into: Set<String>()) { $0.formUnion(context.references($1).controllerAPIThroughHandler) }
            var (noun, kind) = routeNounAndKind(run, in: member)
            let isSelection = RoutingMatcher.selectionMembers.contains(member.name)
            // A selection that hands over one element is named for it: `didSelectContact(_:)`.
            let eventNoun =
                isSelection
                ? (elements.count == 1 ? Naming.upperFirst(elements[0].name) : member.baseName == "tableView" ? "Row" : "Item")
                : Naming.intent(fromAction: member.baseName)
            // A screen nothing names is named for the intent that opens it.
            if noun == RoutingMatcher.unnamedDestination, !isSelection { noun = eventNoun }
            return .success(
                Finding(
                    member: member, run: run, eventNoun: eventNoun, isSelection: isSelection, parameters: parameters,
                    routeParameters: routeParameters, routeNoun: noun, routeKind: kind, usesControllerAPI: !references.isEmpty,
                    evidence: Evidence(recipe: recipe, line: context.line(run.last!), syntax: context.snippet(run.last!)),
                    routeBody: routeBody, decisions: decisions, alertHandlers: handlers, segueConfiguration: configuration))
        }
    }

    /// The screen's views the run reads only as whole values (`sourceView = shareButton`, `from: moreButton`,
    /// `sourceRect = shareButton.bounds`): a route may read them through the screen. A view the run changes or calls
    /// (`shareButton.setTitle(…)`) is the view's own business, and keeps the navigation there.
    private func anchorViews(in run: [CodeBlockItemSyntax], of member: MemberModel) -> Set<String> {
        let locals = Set(member.parameters.map(\.name))
        let references = run.reduce(into: References()) { $0.merge(context.references($1, locals: locals)) }
        let candidates = references.selfMembersRead.subtracting(references.selfMembersWritten).subtracting(references.selfMembersCalled).filter { name in
            guard let property = context.controller.member(named: name) else { return false }
            return property.kind == .storedProperty && !property.isStatic && context.isUIMember(property)
        }
        return candidates.filter { name in
            run.allSatisfy { statement in
                statement.tokens(viewMode: .sourceAccurate).allSatisfy { token in
                    guard token.text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return true }
                    return Self.isAnchorValue(reference)
                }
            }
        }
    }

    /// `shareButton` or `self.shareButton` standing as a whole argument or assigned value, or read for its `bounds` or
    /// `frame` there; a member of that name on something else (`cell.shareButton`) is not the screen's.
    private static func isAnchorValue(_ reference: DeclReferenceExprSyntax) -> Bool {
        var value = Syntax(reference)
        if let access = value.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
            guard let base = access.base, ReferenceCollector.isSelf(base) else { return true }
            value = Syntax(access)
        }
        if let access = value.parent?.as(MemberAccessExprSyntax.self), access.base?.id == value.id,
            ["bounds", "frame"].contains(access.declName.baseName.text)
        {
            value = Syntax(access)
        }
        if value.parent?.is(LabeledExprSyntax.self) == true { return true }
        guard let sequence = value.parent?.as(ExprListSyntax.self), sequence.count == 3, sequence.last?.id == value.id else { return false }
        return sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true
    }

    /// `performSegue(withIdentifier: "x", sender: value)` with a `prepare(for:sender:)` branch for "x":
    /// the branch goes along as the segue's configuration, passed as its sender.
    private func configuringSegue(_ run: [CodeBlockItemSyntax]) -> ([CodeBlockItemSyntax], SegueConfiguration?) {
        for (index, statement) in run.enumerated() {
            let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
            guard let call = expression?.as(FunctionCallExprSyntax.self), let performed = performedSegue(call),
                let configuration = segueConfiguration(for: performed.identifier, senderValue: performed.sender)
            else { continue }
            // The closure's lines sit one level in from the statement that sends the segue.
            let indentation = statement.leadingTrivia.indentation
            let inner = Reindent.place(configuration.body, at: .newline + indentation + IndentationStyle.input.unit)
            let template = ExprSyntax("{ \(raw: configuration.segueName) in }").as(ClosureExprSyntax.self)!
            let signature = template.signature?.with(\.inKeyword, template.signature!.inKeyword.with(\.trailingTrivia, []))
            let closure = template.with(\.signature, signature).with(\.statements, CodeBlockItemListSyntax(inner))
                .with(\.rightBrace, .rightBraceToken(leadingTrivia: .newline + indentation))
            let declaration = CodeBlockItemSyntax(
                item: .decl(
                    DeclSyntax(
                        "let configuration: (UIStoryboardSegue) -> Void = \(closure)"))
            ).with(\.leadingTrivia, statement.leadingTrivia)
            let configurationValue = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("configuration")))
            var arguments = LabeledExprListSyntax(
                call.arguments.enumerated().map { position, argument in
                    position == call.arguments.count - 1 && performed.sender != nil ? argument.with(\.expression, configurationValue) : argument
                })
            if performed.sender == nil {
                // `perform(segue: S)` leaves its sender to the default: the configuration is it now.
                arguments[arguments.index(before: arguments.endIndex)].trailingComma = .commaToken(trailingTrivia: .space)
                arguments.append(LabeledExprSyntax(label: "sender", expression: configurationValue))
            }
            let performing = statement.with(\.item, .expr(ExprSyntax(call.with(\.arguments, arguments))))
            var result = run
            result[index] = performing
            result.insert(declaration, at: index)
            return (result, configuration)
        }
        return (run, nil)
    }

    /// The segue a call performs, named as `prepare(for:sender:)` checks it (its text, spaces left out), and the value it
    /// sends, nil when it sends none: `performSegue(withIdentifier: "x", sender: value)`, or SwiftGen's
    /// `perform(segue: StoryboardSegue.Main.x)` (checked as `StoryboardSegue.Main.x.rawValue`) where the project adds
    /// that method to every view controller.
    private func performedSegue(_ call: FunctionCallExprSyntax) -> (identifier: String, sender: ExprSyntax?)? {
        let name = MemberBuilder.callName(call)
        guard let first = call.arguments.first?.expression else { return nil }
        let identifier = first.trimmedText.filter { !$0.isWhitespace }
        if name.hasPrefix("performSegue(withIdentifier:sender:)"), let sender = call.arguments.last?.expression {
            return (identifier, sender.trimmed)
        }
        guard name.hasPrefix("perform(segue:"), call.arguments.first?.label?.text == "segue",
            context.types.viewControllerExtensionsDeclare("perform(segue:sender:)")
        else { return nil }
        let sender = call.arguments.count == 2 && call.arguments.last?.label?.text == "sender" ? call.arguments.last?.expression.trimmed : nil
        guard call.arguments.count == 1 || sender != nil else { return nil }
        return (identifier + ".rawValue", sender)
    }

    /// The recipe whose vocabulary a top-level statement's own calls (outside closures) use to navigate.
    func navigationRecipe(_ statement: CodeBlockItemSyntax) -> String? {
        // A local function (or type) navigates where it is called, not where it is declared.
        if let declaration = statement.item.as(DeclSyntax.self), !declaration.is(VariableDeclSyntax.self) { return nil }
        // Locals holding views only take calls away, so they are typed (over the method's statements before this one)
        // only for a statement that navigates without them.
        guard navigationRecipe(statement, viewHolders: viewProperties) != nil else { return nil }
        return navigationRecipe(statement, viewHolders: viewProperties.union(viewLocals(before: statement)))
    }

    private func navigationRecipe(_ statement: CodeBlockItemSyntax, viewHolders: Set<String>) -> String? {
        let calls = OwnCallCollector.calls(in: statement, storedProperties: storedProperties, viewProperties: viewHolders)
        for recipe in context.catalog.recipes(for: .navigation) {
            if calls.contains(where: { recipe.matches(.navigationCalls, $0) || recipe.matches(.closeCalls, $0) }) { return recipe.id }
            if calls.contains("open"), OwnCallCollector.mentions(statement, "UIApplication") { return recipe.id }
            if OwnCallCollector.callNodes(in: statement).contains(where: { context.presentsThroughHelper($0) || callsNavigationHelper($0) }) {
                return recipe.id
            }
        }
        return nil
    }

    /// `push(module: assembly.makeModule())`, `self.showErrorAlert(error)`: a navigating method the project adds to every
    /// view controller, called on the screen.
    func callsNavigationHelper(_ call: FunctionCallExprSyntax) -> Bool {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return context.navigationHelpers.contains(reference.baseName.text)
        }
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base, ReferenceCollector.isSelf(base) else { return false }
        return context.navigationHelpers.contains(access.declName.baseName.text)
    }

    /// A property holding a view of the screen, whose UIKit root is no controller (`let hud = ProgressHUD()`, a `UIView`),
    /// or a helper keeping views of its own (`emptyState.show(…)` puts its view over the screen).
    /// A library's class the project does not declare (`let hud = JGProgressHUD(style: .dark)`) is a screen only when
    /// it is named as one (a `…Controller`), or a collaborator that navigates for it (a `…Coordinator`): its
    /// `dismiss()` is no transition a router could take.
    private static func holdsView(_ property: MemberModel, _ context: ClassificationContext) -> Bool {
        context.inference.memberType(property.name).map { holdsView(type: $0, context) } ?? false
    }

    /// `let cell = tableView.dequeueReusableCell(…) as! BadgeCell` then `cell.show(name)`: a local holding a view of the
    /// screen, as a property can, whose `show` or `dismiss` is the view's own. Typed from what the method binds before
    /// the statement (the top-level statements of its body up to the one holding it) and its parameters.
    private func viewLocals(before statement: CodeBlockItemSyntax) -> Set<String> {
        let bases = Set(
            OwnCallCollector.callNodes(in: statement).compactMap { call -> String? in
                guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
                return (base.as(OptionalChainingExprSyntax.self)?.expression ?? base).as(DeclReferenceExprSyntax.self)?.baseName.text
            }
        ).subtracting(storedProperties)
        guard !bases.isEmpty, let function = Syntax(statement).ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }),
            let body = function.body?.statements
        else { return [] }
        let topLevel = Syntax(statement).ancestorOrSelf { node in node.parent?.id == body.id ? node : nil }
        let preceding = body.prefix { $0.id != topLevel?.id }
        let parameters = Dictionary(
            function.signature.parameterClause.parameters.map { (($0.secondName ?? $0.firstName).text, $0.type) },
            uniquingKeysWith: { first, _ in first })
        let types = context.inference.localTypes(in: Array(preceding), known: parameters)
        // A local screen of the app's own keeping views (`let alert = HabiticaAlertController(…)`) still navigates with `show()`.
        return Set(bases.filter { name in types[name].map { Self.holdsView(type: $0, context) && !isScreen($0) } ?? false })
    }

    private func isScreen(_ type: TypeSyntax) -> Bool {
        let typeName = TypeText.baseName(TypeText.unwrapped(type).trimmedText)
        return context.types.lineage(of: typeName).contains { TypeTable.isUIKitType($0) && $0.hasSuffix("Controller") } || typeName.hasSuffix("Controller")
    }

    private static func holdsView(type: TypeSyntax, _ context: ClassificationContext) -> Bool {
        let typeName = TypeText.baseName(TypeText.unwrapped(type).trimmedText)
        if context.types.keepsViews(typeName) { return true }
        let lineage = context.types.lineage(of: typeName)
        guard let root = lineage.last(where: TypeTable.isUIKitType) else {
            let unknown = lineage.count == 1 && context.types.types[typeName] == nil && !context.controller.nestedTypeNames.contains(typeName)
            return unknown && typeName.first?.isUppercase == true && !typeName.hasSuffix("Controller")
                && !context.catalog.matches(.state, .collaboratorTypes, typeName) && !FetchMatcher.isFunctionType(type)
        }
        return !root.hasSuffix("Controller") && !ClassificationContext.appObjectClasses.contains(root)
    }

    /// The navigation statement with the statements right before it that build what it shows:
    /// those that bind a local it uses, or configure one (`vc.title = …`).
    func run(endingAt index: Int, in body: [CodeBlockItemSyntax], claimed: Set<SyntaxIdentifier>) -> [CodeBlockItemSyntax] {
        extending([body[index]], from: index, in: body, claimed: claimed)
    }

    /// `run`, which starts at `start` in `body`, with the statements right before it that build what it uses.
    private func extending(_ run: [CodeBlockItemSyntax], from start: Int, in body: [CodeBlockItemSyntax], claimed: Set<SyntaxIdentifier>)
        -> [CodeBlockItemSyntax]
    {
        let localsBefore = Set(body[..<start].flatMap { boundNames($0) })
        var run = run
        var needed = run.reduce(into: Set<String>()) { $0.formUnion(NameUseCollector.names(in: $1)) }.intersection(localsBefore)
        var cursor = start - 1
        while cursor >= 0, !claimed.contains(body[cursor].id) {
            let statement = body[cursor]
            let binds = Set(boundNames(statement))
            let touches = NameUseCollector.names(in: statement)
            guard !binds.isDisjoint(with: needed) || (binds.isEmpty && !touches.isDisjoint(with: needed)) else { break }
            run.insert(statement, at: 0)
            needed.formUnion(touches.intersection(localsBefore))
            cursor -= 1
        }
        return run
    }

    /// What the route opens or closes, named after the code: the screen it makes, the alert's title, the URL it
    /// opens (`SystemSettings`), the controller it dismisses (`ImagePicker`, for a `picker` the screen presented).
    func routeNounAndKind(_ run: [CodeBlockItemSyntax], in member: MemberModel? = nil) -> (String, Route.Kind) {
        let calls = run.reduce(into: Set<String>()) { $0.formUnion(OwnCallCollector.calls(in: $1)) }
        if calls.contains(where: { context.catalog.matches(.navigation, .closeCalls, $0) })
            && !calls.contains(where: { context.catalog.matches(.navigation, .navigationCalls, $0) })
        {
            return (closedNoun(run, in: member) ?? Route.currentModule, .close)
        }
        if calls.contains("open"), run.contains(where: { OwnCallCollector.mentions($0, "UIApplication") }) {
            return (Self.externalNoun(run) ?? "ExternalURL", .external)
        }
        if run.contains(where: { OwnCallCollector.mentions($0, "UIAlertController") }) {
            let title = run.lazy.compactMap(Self.alertTitle).first ?? ""
            return (title + "Alert", .open)
        }
        return (RoutingMatcher.destinationNoun(run), .open)
    }

    /// The screen's own ways to itself and its containers: closing through them closes this module.
    private static let screenReferences: Set<String> = [
        "self", "navigationController", "presentingViewController", "parent", "tabBarController", "splitViewController", "view",
    ]

    /// `picker.dismiss(animated: true)` in `imagePickerController(_ picker: UIImagePickerController, …)` → `ImagePicker`:
    /// a close call on another controller closes that one, named for its type when the member says it, else for itself.
    private func closedNoun(_ run: [CodeBlockItemSyntax], in member: MemberModel?) -> String? {
        for statement in run {
            for token in statement.tokens(viewMode: .sourceAccurate) where context.catalog.matches(.navigation, .closeCalls, token.text) {
                guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self), access.parent?.is(FunctionCallExprSyntax.self) == true,
                    let base =
                        (access.base?.as(OptionalChainingExprSyntax.self)?.expression ?? access.base?.as(ForceUnwrapExprSyntax.self)?.expression
                        ?? access.base)?.as(DeclReferenceExprSyntax.self),
                    !Self.screenReferences.contains(base.baseName.text)
                else { continue }
                let name = base.baseName.text
                let type = member?.parameters.first { $0.name == name }?.type ?? context.controller.member(named: name)?.typeAnnotation
                let typeName = type.map { TypeText.unwrapped($0).trimmedText }
                if let typeName, Naming.isIdentifier(typeName) { return Self.screenNoun(ofType: typeName) }
                return Naming.upperFirst(name)
            }
        }
        // `dismiss(animated:)` in a presented controller's delegate method (`imagePickerControllerDidCancel(_ picker:
        // UIImagePickerController)`) closes what the screen presented, not the screen.
        let presented = member?.parameters.lazy.map { TypeText.unwrapped($0.type).trimmedText }
            .first { $0.hasSuffix("Controller") && $0 != self.context.controller.name && Naming.isIdentifier($0) }
        return presented.map(Self.screenNoun(ofType:))
    }

    /// `UIImagePickerController` → `ImagePicker`, `SFSafariViewController` → `Safari`, `DetailViewController` → `Detail`.
    static func screenNoun(ofType type: String) -> String {
        var noun = type
        for prefix in ["UI", "SF", "MF", "SK", "PH", "CN", "AV"] where noun.hasPrefix(prefix) && noun.dropFirst(prefix.count).first?.isUppercase == true {
            noun = String(noun.dropFirst(prefix.count))
            break
        }
        for suffix in ["ViewController", "Controller"] where noun.hasSuffix(suffix) && noun.count > suffix.count {
            return String(noun.dropLast(suffix.count))
        }
        return noun
    }

    /// What an opened URL is: the system's Settings, mail, a phone call, a website by its host, or what the
    /// code calls it (`privacyPolicyURL` → `PrivacyPolicy`).
    static func externalNoun(_ run: [CodeBlockItemSyntax]) -> String? {
        let tokens = run.flatMap { $0.tokens(viewMode: .sourceAccurate) }
        if tokens.contains(where: { $0.text == "openSettingsURLString" }) { return "SystemSettings" }
        for token in tokens {
            guard case .stringSegment(let text) = token.tokenKind else { continue }
            let schemes = [
                ("mailto:", "Mail"), ("tel:", "PhoneCall"), ("telprompt:", "PhoneCall"), ("sms:", "Messages"),
                ("itms-apps:", "AppStore"), ("https://apps.apple.com", "AppStore"),
            ]
            if let (_, noun) = schemes.first(where: { text.hasPrefix($0.0) }) { return noun }
            if text.hasPrefix("http://") || text.hasPrefix("https://") {
                let host = text.split(separator: "/").dropFirst().first.map(String.init) ?? ""
                let labels = host.split(separator: ".").filter { $0 != "www" && $0 != "m" }
                if labels.count >= 2, let site = labels.dropLast().last, Naming.isIdentifier(String(site)) {
                    return Naming.upperFirst(String(site)) + "Website"
                }
            }
        }
        for token in tokens {
            guard case .identifier(let name) = token.tokenKind else { continue }
            for suffix in ["URL", "Url", "Link"] where name.hasSuffix(suffix) && name.count > suffix.count {
                let noun = String(name.dropLast(suffix.count))
                if Naming.isIdentifier(noun), noun != "open", noun != "settings" { return Naming.upperFirst(noun) }
            }
        }
        return nil
    }

    /// `UIAlertController(title: "Error", …)` → `Error`.
    private static func alertTitle(_ statement: CodeBlockItemSyntax) -> String? {
        for token in statement.tokens(viewMode: .sourceAccurate) {
            guard case .identifier("UIAlertController") = token.tokenKind,
                let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                let title = call.arguments.first(where: { $0.label?.text == "title" })?.expression.as(StringLiteralExprSyntax.self)
            else { continue }
            // The title's own words, not what it interpolates: "Delete \(contact.name)?" → Delete.
            let words = title.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined(separator: " ")
            let noun = Naming.noun(fromLiteral: words)
            return noun.count <= 24 ? noun : nil
        }
        return nil
    }
}

/// Calls a statement makes itself, not inside closures it hands to others (those run later).
final class OwnCallCollector: SyntaxVisitor {
    private(set) var names: Set<String> = []
    private(set) var nodes: [FunctionCallExprSyntax] = []
    /// The controller's stored properties: `dismiss()` or `self.dismiss()` of a `let dismiss: () -> Void` calls that
    /// closure, not UIKit's method of the same name.
    private var storedProperties: Set<String> = []
    /// Those holding a view of the screen (a HUD, a banner): `hud.dismiss()` is the view's own, not navigation.
    private var viewProperties: Set<String> = []

    static func calls(in node: some SyntaxProtocol, storedProperties: Set<String> = [], viewProperties: Set<String> = []) -> Set<String> {
        let collector = OwnCallCollector(viewMode: .sourceAccurate)
        collector.storedProperties = storedProperties
        collector.viewProperties = viewProperties
        collector.walk(node)
        return collector.names
    }

    /// The calls themselves, for what their arguments hand over.
    static func callNodes(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let collector = OwnCallCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.nodes
    }

    static func mentions(_ node: some SyntaxProtocol, _ name: String) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        nodes.append(node)
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            if !storedProperties.contains(reference.baseName.text) { names.insert(reference.baseName.text) }
        } else if let access = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let onSelf = access.base.map(ReferenceCollector.isSelf) ?? false
            let onView = access.base.flatMap(Self.memberName).map(viewProperties.contains) ?? false
            if !(onSelf && storedProperties.contains(access.declName.baseName.text)), !onView { names.insert(access.declName.baseName.text) }
        }
        return .visitChildren
    }

    /// `hud`, `hud?` or `self.hud`: the member (or local) a call is made on.
    private static func memberName(_ base: ExprSyntax) -> String? {
        if let chained = base.as(OptionalChainingExprSyntax.self) { return memberName(chained.expression) }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = base.as(MemberAccessExprSyntax.self), let inner = access.base, ReferenceCollector.isSelf(inner) { return access.declName.baseName.text }
        return nil
    }
}
