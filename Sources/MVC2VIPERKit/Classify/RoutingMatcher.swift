import SwiftSyntax

/// The Book's "transition between modules" recipe: a switch or if-chain whose branches create
/// and show other screens becomes one view event; the presenter keeps the dispatch and each
/// branch's code becomes a router method.
///
/// ## Before
/// ```swift
/// switch sectionType {
/// case .city:
///     navigationController?.pushViewController(quarters, animated: true)
/// …
/// }
/// ```
/// ## After
/// ```swift
/// output.didSelectMainMenuSection(sectionType)               // view
/// switch sectionType { case .city: router.openCityModule() … }  // presenter
/// func openCityModule() { transitionHandler.navigationController?.push… }  // router
/// ```
struct RoutingMatcher {
    struct Branch {
        let body: CodeBlockItemListSyntax
        /// The branch as the router runs it (`sender: self` is the transition handler there).
        let routeBody: [CodeBlockItemSyntax]
        let noun: String
        let parameters: [Parameter]
        let usesControllerAPI: Bool
    }

    struct Finding {
        let member: MemberModel
        let statement: CodeBlockItemSyntax
        let eventNoun: String
        let isSelection: Bool
        let parameters: [Parameter]
        let branches: [Branch]
        let evidence: Evidence
    }

    static let selectionMembers: Set<String> = ["tableView(_:didSelectRowAt:)", "collectionView(_:didSelectItemAt:)"]

    let context: ClassificationContext

    func findings(skipping claimed: Set<SyntaxIdentifier>) -> (found: [Finding], declined: [Unresolved]) {
        var found: [Finding] = []
        var declined: [Unresolved] = []
        // Members inside `#if` stay whole: the rewrite does not edit conditional blocks.
        for member in context.controller.members where member.kind == .function && !member.isLeftAsWritten && !context.overridesNavigationAPI(member) {
            guard let body = member.body else { continue }
            let finder = DispatchFinder(viewMode: .sourceAccurate)
            finder.walk(body)
            let navigating = finder.statements.filter { navigatingRecipe($0) != nil }
            for statement in navigating where !claimed.contains(statement.id) {
                // An outer `if` around a routing switch is not itself the dispatch: take the innermost.
                if navigating.contains(where: { $0.id != statement.id && statement.range.contains($0.position) }) { continue }
                guard let recipe = navigatingRecipe(statement) else { continue }
                // A dispatch on the screen itself (`if let navigationController = navigationController`) is navigation
                // through and through: the navigation recipe's router takes the statement whole.
                if decidesOnTheScreen(statement, in: member, body: body) { continue }
                switch finding(statement, in: member, body: body, recipe: recipe) {
                case .success(let finding): found.append(finding)
                case .failure(let problem):
                    declined.append(Unresolved(member: member.name, line: context.line(statement), reason: problem.text, recipe: recipe))
                }
            }
        }
        return (found, declined)
    }

    struct Problem: Error { let text: String }

    /// The recipe whose navigation vocabulary the statement's branches use, if any branch navigates.
    private func navigatingRecipe(_ statement: CodeBlockItemSyntax) -> String? {
        for branch in Self.branches(of: statement) {
            let calls = context.references(branch.body).calledNames
            for recipe in context.catalog.recipes(for: .routingSwitch)
            where calls.contains(where: { recipe.matches(.navigationCalls, $0) }) {
                return recipe.id
            }
            if presentsThroughHelper(branch.body) {
                return context.catalog.recipes(for: .routingSwitch).first?.id
            }
        }
        return nil
    }

    /// A branch navigates with the vocabulary's calls, or by handing the controller to an app helper that presents on it
    /// (`ScreenPresenter.showVC(…, parentViewController: self)`), as the navigation recipe reads it.
    private func navigates(_ body: CodeBlockItemListSyntax) -> Bool {
        context.references(body).calledNames.contains {
            context.catalog.matches(.routingSwitch, .navigationCalls, $0) || context.catalog.matches(.routingSwitch, .screenFactories, $0)
        } || presentsThroughHelper(body)
    }

    private func presentsThroughHelper(_ body: CodeBlockItemListSyntax) -> Bool {
        OwnCallCollector.callNodes(in: body).contains(where: context.presentsThroughHelper)
    }

    private func finding(
        _ statement: CodeBlockItemSyntax, in member: MemberModel, body: CodeBlockItemListSyntax,
        recipe: String
    ) -> Result<Finding, Problem> {
        let branches = Self.branches(of: statement)
        for branch in branches where !Self.isTrivial(branch.body) && !navigates(branch.body) {
            return .failure(Problem(text: "branch '\(branch.label)' does not navigate (\(context.snippet(branch.body)))"))
        }
        // A branch becomes a router method: one that hands the view's caller a result (`return false`), throws, jumps out of
        // a loop, or ends the method before statements after the dispatch decides for code the router does not run.
        let endsMethod = body.last?.id == statement.id
        let decidesForTheView = { (item: CodeBlockItemSyntax) in
            ExitFinder.cannotStandAlone(item, inMethodReturningValue: member.returnType != nil) || !endsMethod && ExitFinder.exits(item)
        }
        for branch in branches where !Self.isTrivial(branch.body) && branch.body.contains(where: decidesForTheView) {
            return .failure(Problem(text: "branch '\(branch.label)' returns from the method or jumps out of it, which a route cannot do for the view"))
        }
        // The dispatch's subject and conditions are evaluated by the presenter, so they read only what travels.
        let before = Array(body.prefix { context.line($0) < context.line(statement) })
        let parameters: [Parameter]
        // The presenter evaluates the dispatch: the screen may be handed over inside a branch, never in a condition.
        var handsOverScreen = ScreenHandOver.isFree(in: member, of: context.controller)
        var redirected = RouteCode.redirected(statement, handingOverScreen: handsOverScreen)
        if handsOverScreen, Self.branches(of: redirected).map({ Self.screenMentions($0.body) }).reduce(0, +) != Self.screenMentions(redirected) {
            handsOverScreen = false
            redirected = RouteCode.redirected(statement, handingOverScreen: false)
        }
        // The presenter's file has no copy of what the controller's file keeps private; a branch's route may (`FilePrivateCopies`).
        if let name = context.filePrivateName(readBy: Self.decidingParts(of: redirected)) {
            return .failure(Problem(text: "the dispatch decides on \(name), which the controller's file declares private to itself"))
        }
        // `links[sender.tag]`: the chosen element travels, not the list and its index.
        let (selected, elements) = TravellingValues(context: context).selectedElements(in: [redirected], of: member)
        switch TravellingValues(context: context).parameters(for: selected, in: member, before: before, arriving: elements, throughHandler: true)
            .map({ elements + $0 })
        {
        case .success(let found): parameters = found
        case .failure(let problem): return .failure(Problem(text: "the dispatch: " + problem.text))
        }
        let parameterNames = Set(member.parameters.map(\.name))
        var knownTypes = member.parameterTypes
        knownTypes = context.inference.localTypes(in: before, known: knownTypes)
        // `if let url = …` around a branch: the presenter binds it, the branch's route is handed it.
        let conditionTypes = Self.conditionBindings(statement, known: knownTypes, inference: context.inference)
        var routed: [Branch] = []
        for branch in branches where !Self.isTrivial(branch.body) {
            // Named as the route will read them: the elements and values the view passes in place (`city`, `tag`).
            let passing = SelfMemberToParameter(parameters: parameters)
            let passed = branch.body.map { passing.rewrite($0, detach: true).cast(CodeBlockItemSyntax.self) }
            let ordered = TravellingValues(context: context).orderedNames(in: passed)
            // (`let user = User.guest` in the branch: its `user` is the branch's own, not the method's.)
            let branchNames = Set(ordered).intersection(TravellingValues.namesReadFromOutside(in: passed))
            let branchReferences = context.references(branch.body, locals: parameterNames)
            var bound: [Parameter] = []
            for name in ordered where conditionTypes.names.contains(name) && branchNames.contains(name) {
                guard let type = conditionTypes.types[name] else {
                    return .failure(Problem(text: "branch '\(branch.label)' reads '\(name)', which the dispatch binds with a type the file does not say"))
                }
                if TypeTable.isUIKitType(TypeText.baseName(type.trimmedText)) {
                    return .failure(
                        Problem(text: "branch '\(branch.label)' reads '\(name)' of UIKit type \(type.trimmedText), which must stay in the view"))
                }
                bound.append(Parameter(label: nil, name: name, type: type.trimmed))
            }
            // A value read off the sender (`sender.tag`) goes to the branches that read it; a name the condition
            // binds anew (`if let error = error`) is the binding's in the branch.
            let travelling = parameters.filter { parameter in
                branchNames.contains(parameter.name) && !bound.contains { $0.name == parameter.name }
            }
            routed.append(
                Branch(
                    body: branch.body,
                    routeBody: branch.body.map { RouteCode.redirected($0, handingOverScreen: handsOverScreen) },
                    noun: branch.noun.isEmpty ? Self.destinationNoun(Array(branch.body)) : branch.noun,
                    parameters: travelling + bound,
                    usesControllerAPI: !branchReferences.controllerAPIThroughHandler.isEmpty))
        }
        let subject = Self.subject(of: statement)
        let subjectType = subject.flatMap { knownTypes[$0] }
        let isSelection = Self.selectionMembers.contains(member.name)
        let noun: String
        if let subjectType, !["Int", "String", "Bool"].contains(subjectType.trimmedText) {
            noun = Naming.noun(fromType: TypeText.baseName(subjectType.trimmedText))
        } else if isSelection {
            noun = member.baseName == "tableView" ? "Row" : "Item"
        } else {
            noun = Naming.intent(fromAction: member.baseName)
        }
        let evidence = Evidence(recipe: recipe, line: context.line(statement), syntax: context.snippet(statement))
        return .success(
            Finding(
                member: member, statement: statement, eventNoun: noun,
                isSelection: isSelection || subjectType != nil, parameters: parameters,
                branches: routed, evidence: evidence))
    }

    /// The names a dispatch binds itself (`if let url = …`, `case .web(let url)`), with the types its optional
    /// bindings say; a name bound by a pattern has none.
    static func conditionBindings(
        _ statement: CodeBlockItemSyntax, known: [String: TypeSyntax],
        inference: TypeInference
    ) -> (names: Set<String>, types: [String: TypeSyntax]) {
        let collector = DispatchConditions(viewMode: .sourceAccurate)
        collector.walk(statement)
        var names = Set<String>()
        var types = known
        for condition in collector.conditions {
            let binder = LocalBinder(viewMode: .sourceAccurate)
            binder.walk(condition)
            names.formUnion(binder.names)
            // `case .queryError(let error)` in `handleError(_ error: SweepError)`: the pattern's `error` is another value,
            // of a type no declaration here says.
            if condition.is(SwitchCaseLabelSyntax.self) { binder.names.forEach { types[$0] = nil } }
            if let list = condition.as(ConditionElementListSyntax.self) { inference.bindConditions(list, into: &types) }
        }
        return (names, types.filter { names.contains($0.key) })
    }

    /// Whether the dispatch's subject or conditions read the controller's own API (UIKit's), which the presenter has not.
    private func decidesOnTheScreen(_ statement: CodeBlockItemSyntax, in member: MemberModel, body: CodeBlockItemListSyntax) -> Bool {
        let locals = Set(member.parameters.map(\.name) + body.flatMap { boundNames($0) })
        var deciding: [Syntax] = []
        if let switchExpression = Self.switchExpr(statement) {
            deciding.append(Syntax(switchExpression.subject))
            deciding += switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self).map { Syntax($0.label) } }
        }
        var ifExpression = Self.ifExpr(statement)
        while let current = ifExpression {
            deciding.append(Syntax(current.conditions))
            if case .ifExpr(let next)? = current.elseBody { ifExpression = next } else { ifExpression = nil }
        }
        return deciding.contains { !context.references($0, locals: locals).inheritedAPI.isEmpty }
    }

    static let unnamedDestination = "Destination"

    /// `UIStoryboard(name: "Quarters")` → Quarters, `SettingsViewController()` → Settings.
    static func destinationNoun(_ body: [CodeBlockItemSyntax]) -> String {
        let tokens = body.flatMap { $0.tokens(viewMode: .sourceAccurate) }
        var storyboardName: String?
        for token in tokens {
            // A URL, a path or a sentence names no screen; identifiers do (`showContact`, `Main`).
            // (More than three words is a sentence a user reads, "The key is not valid", not a screen's name.)
            if case .stringSegment(let text) = token.tokenKind, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == " " }),
                text.split(separator: " ").count <= 3
            {
                // `UIStoryboard(name: "Main", …)` names the file, not the screen; a screen's id or a segue's says more.
                if token.parent?.parent?.parent?.parent?.as(LabeledExprSyntax.self)?.label?.text == "name" {
                    storyboardName = storyboardName ?? text
                    continue
                }
                // Segue ids start with a verb (`showContact`, `goToSettings`): the router's verb is `open`.
                let noun = Naming.strippingFirstPrefix(
                    of: ["Show", "Open", "GoTo", "SegueTo", "Present", "Push", "To"],
                    from: Naming.noun(fromLiteral: text))
                if !noun.isEmpty { return Self.strippingControllerSuffix(noun) }
            }
            if case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true,
                name.hasSuffix("Controller"), !TypeTable.isUIKitType(name)
            {
                return Self.strippingControllerSuffix(name)
            }
        }
        return storyboardName.map { Self.strippingControllerSuffix(Naming.noun(fromLiteral: $0)) } ?? unnamedDestination
    }

    static func strippingControllerSuffix(_ name: String) -> String {
        let suffixes = ["TableViewController", "CollectionViewController", "ViewController", "Controller", "VC"]
        for suffix in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    struct RawBranch {
        let label: String
        let noun: String
        let body: CodeBlockItemListSyntax
    }

    /// How often `node` names the handed-over screen (every mention is the hand-over's: the name was free).
    private static func screenMentions(_ node: some SyntaxProtocol) -> Int {
        node.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .identifier(ScreenHandOver.name) }.count
    }

    /// What the presenter evaluates of a dispatch: the switch's subject and case labels, the conditions of the `if` chain.
    static func decidingParts(of statement: CodeBlockItemSyntax) -> [Syntax] {
        if let switchExpression = switchExpr(statement) {
            return [Syntax(switchExpression.subject)] + switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self).map { Syntax($0.label) } }
        }
        var parts: [Syntax] = []
        var next = ifExpr(statement)
        while let ifExpression = next {
            parts.append(Syntax(ifExpression.conditions))
            if case .ifExpr(let nested)? = ifExpression.elseBody { next = nested } else { next = nil }
        }
        return parts
    }

    static func branches(of statement: CodeBlockItemSyntax) -> [RawBranch] {
        if let switchExpression = switchExpr(statement) {
            return switchExpression.cases.compactMap { element -> RawBranch? in
                guard let switchCase = element.as(SwitchCaseSyntax.self) else { return nil }
                switch switchCase.label {
                case .default:
                    return RawBranch(label: "default", noun: "", body: switchCase.statements)
                case .case(let label):
                    let pattern = label.caseItems.first?.pattern
                    var noun = ""
                    if let expression = pattern?.as(ExpressionPatternSyntax.self)?.expression {
                        if let access = expression.as(MemberAccessExprSyntax.self) {
                            noun = Naming.upperFirst(access.declName.baseName.text)
                        } else if let literal = expression.as(StringLiteralExprSyntax.self) {
                            noun = Naming.noun(fromLiteral: literal.segments.trimmedText)
                        }
                    }
                    return RawBranch(label: label.caseItems.trimmedText, noun: noun, body: switchCase.statements)
                }
            }
        }
        guard var ifExpression = ifExpr(statement) else { return [] }
        var result: [RawBranch] = []
        while true {
            result.append(RawBranch(label: ifExpression.conditions.trimmedText, noun: "", body: ifExpression.body.statements))
            switch ifExpression.elseBody {
            case .ifExpr(let next)?: ifExpression = next
            case .codeBlock(let block)?:
                result.append(RawBranch(label: "else", noun: "", body: block.statements))
                return result
            case nil: return result
            }
        }
    }

    static func switchExpr(_ statement: CodeBlockItemSyntax) -> SwitchExprSyntax? {
        statement.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
            ?? statement.item.as(SwitchExprSyntax.self)
    }

    static func ifExpr(_ statement: CodeBlockItemSyntax) -> IfExprSyntax? {
        statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            ?? statement.item.as(IfExprSyntax.self)
    }

    static func subject(of statement: CodeBlockItemSyntax) -> String? {
        switchExpr(statement)?.subject.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    static func isTrivial(_ body: CodeBlockItemListSyntax) -> Bool {
        body.allSatisfy { item in
            item.item.is(BreakStmtSyntax.self) || (item.item.as(ReturnStmtSyntax.self)?.expression == nil && item.item.is(ReturnStmtSyntax.self))
        }
    }
}

/// Switch and if-chain statements of a body (heads of if-chains only), outside closures.
private final class DispatchFinder: SyntaxVisitor {
    var statements: [CodeBlockItemSyntax] = []

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if RoutingMatcher.switchExpr(node) != nil || RoutingMatcher.ifExpr(node) != nil {
            statements.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The conditions and case labels of a dispatch, where it binds names for its branches (nested closures aside).
private final class DispatchConditions: SyntaxVisitor {
    private(set) var conditions: [Syntax] = []

    override func visit(_ node: ConditionElementListSyntax) -> SyntaxVisitorContinueKind {
        conditions.append(Syntax(node))
        return .skipChildren
    }

    override func visit(_ node: SwitchCaseLabelSyntax) -> SyntaxVisitorContinueKind {
        conditions.append(Syntax(node))
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
