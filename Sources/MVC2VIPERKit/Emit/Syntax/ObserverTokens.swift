import SwiftSyntax

/// Block observers the model registers keep their tokens, and the model removes them when it goes.
///
/// A selector observer stopped with the controller (the center drops an observer that is gone); a block
/// observer whose token is discarded never stops, and one more registers each time the screen opens.
/// The model's owner lives as long as the screen, so it keeps the tokens and removes them in its deinit.
///
/// ## Before
/// ```swift
/// NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: .main) { … }
/// ```
/// ## After
/// ```swift
/// observers.append(NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: .main) { … })
/// …
/// deinit {
///     for observer in observers { NotificationCenter.default.removeObserver(observer) }
/// }
/// ```
final class ObserverTokens: SyntaxRewriter {
    static let storage = "observers"
    /// The one center the model's deinit can name; a local naming it (`let nc = NotificationCenter.default`) counts too.
    static let center = "NotificationCenter.default"
    private var centers: Set<String> = [center]

    /// Whether a statement was rewritten: the model then needs the storage and the removal.
    private(set) var keptAny = false

    /// Whether `statements` register a block observer whose token the model keeps.
    static func registers(in statements: [CodeBlockItemSyntax]) -> Bool {
        let finder = ObserverTokens()
        statements.forEach { _ = finder.rewrite($0) }
        return finder.keptAny
    }

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
        // Statements are visited in order, nested ones too: each alias is learnt where it is declared.
        if let alias = SingletonAliases.name(boundBy: node, standingFor: Self.center) { centers.insert(alias) }
        let visited = super.visit(node)
        // Inside a closure the model's state would need `self`: only statements of the method itself are kept.
        guard !sequence(first: node.parent, next: { $0?.parent }).contains(where: { $0?.is(ClosureExprSyntax.self) == true }),
            let call = visited.item.as(FunctionCallExprSyntax.self) ?? visited.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
            let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "addObserver",
            call.arguments.first?.label?.text == "forName", let base = access.base?.trimmedText, centers.contains(base)
        else { return visited }
        keptAny = true
        let kept = SyntaxFactory.call(SyntaxFactory.reference(Self.storage), "append", arguments: [ExprSyntax(call.trimmed)])
        return visited.with(\.item, .expr(kept.with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia)))
    }

    /// `private var observers: [NSObjectProtocol] = []`.
    static var property: DeclSyntax {
        DeclSyntax("private var \(raw: storage): [NSObjectProtocol] = []")
            .with(
                \.leadingTrivia,
                SyntaxFactory.docComment("The notification observers registered here, removed when this goes as the controller's stopped with it."))
    }

    /// `for observer in observers { NotificationCenter.default.removeObserver(observer) }`.
    static var removal: CodeBlockItemSyntax {
        "for observer in \(raw: storage) { \(raw: center).removeObserver(observer) }"
    }
}
