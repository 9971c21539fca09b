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
        for member in context.controller.members where member.kind == .function && !member.isLeftAsWritten {
            guard let body = member.body else { continue }
            let finder = DispatchFinder(viewMode: .sourceAccurate)
            finder.walk(body)
            let navigating = finder.statements.filter { navigatingRecipe($0) != nil }
            for statement in navigating where !claimed.contains(statement.id) {
                // An outer `if` around a routing switch is not itself the dispatch: take the innermost.
                if navigating.contains(where: { $0.id != statement.id && statement.range.contains($0.position)  }) { continue }
                guard let recipe = navigatingRecipe(statement) else { continue }
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
        }
        return nil
    }

    private func navigates(_ body: CodeBlockItemListSyntax) -> Bool {
        context.references(body).calledNames.contains {
            context.catalog.matches(.routingSwitch, .navigationCalls, $0) || context.catalog.matches(.routingSwitch, .screenFactories, $0)
        }
    }

    private func finding(_ statement: CodeBlockItemSyntax, in member: MemberModel, body: CodeBlockItemListSyntax,
                         recipe: String) -> Result<Finding, Problem> {
        let branches = Self.branches(of: statement)
        for branch in branches where !Self.isTrivial(branch.body) && !navigates(branch.body) {
            return .failure(Problem(text: "branch '\(branch.label)' does not navigate (\(context.snippet(branch.body)))"))
        }
        // The dispatch's subject and conditions are evaluated by the presenter, so they read only what travels.
        let before = Array(body.prefix { context.line($0) < context.line(statement) })
        let parameters: [Parameter]
        let redirected = SenderSelfRedirect(to: "transitionHandler").rewrite(statement, detach: true).cast(CodeBlockItemSyntax.self)
        switch TravellingValues(context: context).parameters(for: [redirected], in: member, before: before) {
        case .success(let found): parameters = found
        case .failure(let problem): return .failure(Problem(text: "the dispatch: " + problem.text))
        }
        let parameterNames = Set(member.parameters.map(\.name))
        var knownTypes = Dictionary(uniqueKeysWithValues: member.parameters.map { ($0.name, $0.type) })
        knownTypes = context.inference.localTypes(in: before, known: knownTypes)
        let routed = branches.filter { !Self.isTrivial($0.body) }.map { branch -> Branch in
            let branchNames = Set(TravellingValues(context: context).orderedNames(in: Array(branch.body)))
            let branchReferences = context.references(branch.body, locals: parameterNames)
            return Branch(body: branch.body, routeBody: branch.body.map { SenderSelfRedirect(to: "transitionHandler").rewrite($0, detach: true).cast(CodeBlockItemSyntax.self) }, noun: branch.noun.isEmpty ? Self.destinationNoun(Array(branch.body)) : branch.noun,
                          // A value read off the sender (`sender.tag`) goes to the branches that read it.
                          parameters: parameters.filter { parameter in
                              branchNames.contains(parameter.name)
                                  || parameter.argument.map { argument in branch.body.description.contains(argument.trimmedDescription) } == true
                          },
                          usesControllerAPI: !branchReferences.inheritedAPI.isEmpty)
        }
        let subject = Self.subject(of: statement)
        let subjectType = subject.flatMap { knownTypes[$0] }
        let isSelection = Self.selectionMembers.contains(member.name)
        let noun: String
        if let subjectType, !["Int", "String", "Bool"].contains(subjectType.trimmedDescription) {
            noun = Naming.noun(fromType: TypeText.baseName(subjectType.trimmedDescription))
        } else if isSelection {
            noun = member.baseName == "tableView" ? "Row" : "Item"
        } else {
            noun = Naming.intent(fromAction: member.baseName)
        }
        let evidence = Evidence(recipe: recipe, line: context.line(statement), syntax: context.snippet(statement))
        return .success(Finding(member: member, statement: statement, eventNoun: noun,
                                isSelection: isSelection || subjectType != nil, parameters: parameters,
                                branches: routed, evidence: evidence))
    }

    static let unnamedDestination = "Destination"

    /// `UIStoryboard(name: "Quarters")` → Quarters, `SettingsViewController()` → Settings.
    static func destinationNoun(_ body: [CodeBlockItemSyntax]) -> String {
        let tokens = body.flatMap { $0.tokens(viewMode: .sourceAccurate) }
        var storyboardName: String?
        for token in tokens {
            if case .stringSegment(let text) = token.tokenKind {
                // `UIStoryboard(name: "Main", …)` names the file, not the screen; a screen's id or a segue's says more.
                if token.parent?.parent?.parent?.parent?.as(LabeledExprSyntax.self)?.label?.text == "name" {
                    storyboardName = storyboardName ?? text
                    continue
                }
                // Segue ids start with a verb (`showContact`, `goToSettings`): the router's verb is `open`.
                let noun = Naming.strippingFirstPrefix(of: ["Show", "Open", "GoTo", "SegueTo", "Present", "Push", "To"],
                                                       from: Naming.noun(fromLiteral: text))
                if !noun.isEmpty { return Self.strippingControllerSuffix(noun) }
            }
            if case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true,
               name.hasSuffix("Controller"), !name.hasPrefix("UI") {
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
                            noun = Naming.noun(fromLiteral: literal.segments.trimmedDescription)
                        }
                    }
                    return RawBranch(label: label.caseItems.trimmedDescription, noun: noun, body: switchCase.statements)
                }
            }
        }
        guard var ifExpression = ifExpr(statement) else { return [] }
        var result: [RawBranch] = []
        while true {
            result.append(RawBranch(label: ifExpression.conditions.trimmedDescription, noun: "", body: ifExpression.body.statements))
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
