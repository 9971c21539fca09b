import SwiftSyntax

/// The Book's web view recipe (`english-webview.md`): what a controller loads into its web view
/// (`webView.load(URLRequest(url: articleURL))`) is content the interactor provides, so it goes
/// through the module's WebEngine, a dependency of the interactor; the view keeps the web view and
/// hands it to the WebPresentation (the same object) when it loads.
///
/// ## Before
/// ```swift
/// override func viewDidLoad() {
///     super.viewDidLoad()
///     webView.load(URLRequest(url: articleURL))
/// }
/// ```
/// ## After
/// ```swift
/// override func viewDidLoad() {                 // view
///     super.viewDidLoad()
///     webEngine.setup(with: webView)
///     output.didTriggerViewReadyEvent(articleURL)
/// }
/// func obtainContent(_ articleURL: URL) {      // interactor
///     webEngine.load(URLRequest(url: articleURL))
/// }
/// ```
struct WebEngineMatcher {
    struct Finding {
        /// The web view property (`webView`).
        let webView: String
        /// Per method that loads: the statements that leave it, and the engine's version of them.
        /// `runsBeforeView`: a method other files call (not a lifecycle method or action), which may run before the view loads.
        typealias Load = (
            member: MemberModel, statements: [CodeBlockItemSyntax], engineCode: [CodeBlockItemSyntax], parameters: [Parameter],
            runsBeforeView: Bool
        )
        let loads: [Load]
        let evidence: Evidence
    }

    static let engineProperty = "webEngine"

    let context: ClassificationContext

    func finding(claimed: Set<SyntaxIdentifier>) -> (found: Finding?, declined: [Unresolved]) {
        guard let recipe = context.catalog.recipes(for: .webEngine).first,
            let webView = context.controller.members.first(where: { member in
                member.kind == .storedProperty && !member.isLeftAsWritten
                    && context.inference.memberType(member.name).map { recipe.matches(.webViewTypes, TypeText.baseName($0.trimmedText)) } == true
            })
        else { return (nil, []) }
        var loads: [Finding.Load] = []
        var declined: [Unresolved] = []
        let fetch = FetchMatcher(context: context)
        // What a trigger loads, and what any method that hands nothing back loads when told to (`goTo(url:)`, which
        // other files call): the method keeps its name and its load becomes an event, as for a data method.
        for member in context.controller.members where member.kind == .function && !member.isLeftAsWritten {
            let isTrigger = fetch.isTrigger(member)
            guard isTrigger || fetch.isDataMethod(member), let body = member.body.map(Array.init) else { continue }
            var statements: [CodeBlockItemSyntax] = []
            var before: [CodeBlockItemSyntax] = []
            for statement in body {
                if !claimed.contains(statement.id), isEngineCall(statement, on: webView.name, recipe: recipe) {
                    statements.append(statement)
                } else if statements.isEmpty {
                    before.append(statement)
                }
            }
            guard !statements.isEmpty else { continue }
            let engineCode = statements.map {
                EngineReceiver(webView: webView.name).rewrite($0, stating: "the web engine drives the web view the view hands it").cast(
                    CodeBlockItemSyntax.self)
            }
            switch TravellingValues(context: context).parameters(for: engineCode, in: member, before: before) {
            case .success(let parameters):
                loads.append((member, statements, engineCode, parameters, !isTrigger))
            case .failure(let problem):
                declined.append(
                    Unresolved(
                        member: member.name, line: context.line(statements[0]),
                        reason: "web engine: what it loads \(problem.text.replacingOccurrences(of: "it ", with: ""))", recipe: recipe.id))
            }
        }
        guard let first = loads.first else { return (nil, declined) }
        let evidence = Evidence(recipe: recipe.id, line: context.line(first.statements[0]), syntax: context.snippet(first.statements[0]))
        return (
            Finding(
                webView: webView.name, loads: loads,
                evidence: evidence), declined
        )
    }

    /// `webEngine.setup(with: webView)`: the engine gets the web view the view keeps showing.
    static func setup(webView: String) -> CodeBlockItemSyntax {
        SyntaxFactory.statement(
            SyntaxFactory.call(SyntaxFactory.reference(engineProperty), "setup", arguments: [SyntaxFactory.reference(webView)], labels: ["with"]))
    }

    /// `webView.load(…)` (or `self.webView…`) with a call the engine offers, its result unused.
    private func isEngineCall(_ statement: CodeBlockItemSyntax, on webView: String, recipe: Recipe) -> Bool {
        guard
            let call = statement.item.as(FunctionCallExprSyntax.self)
                ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
            let access = call.calledExpression.as(MemberAccessExprSyntax.self), recipe.matches(.engineCalls, access.declName.baseName.text),
            let base = access.base
        else { return false }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == webView }
        if let selfAccess = base.as(MemberAccessExprSyntax.self), let selfBase = selfAccess.base, ReferenceCollector.isSelf(selfBase) {
            return selfAccess.declName.baseName.text == webView
        }
        return false
    }
}

/// `webView.load(request)` → `webEngine.load(request)`.
private final class EngineReceiver: SyntaxRewriter {
    let webView: String
    init(webView: String) {
        self.webView = webView
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        guard let base = node.base else { return super.visit(node) }
        let named =
            base.as(DeclReferenceExprSyntax.self)?.baseName.text == webView
            || (base.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text == webView && $0.base.map(ReferenceCollector.isSelf) == true } ?? false)
        guard named, node.parent?.is(FunctionCallExprSyntax.self) == true else { return super.visit(node) }
        let engine = DeclReferenceExprSyntax(baseName: .identifier(WebEngineMatcher.engineProperty)).with(\.leadingTrivia, base.leadingTrivia)
        return ExprSyntax(node.with(\.base, ExprSyntax(engine)))
    }
}
