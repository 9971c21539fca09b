import SwiftSyntax

/// Points controller API used through implicit or explicit `self` (`navigationController`,
/// `present`, `storyboard`) at another object, for code that leaves the controller.
///
/// `navigationController?.pushViewController(vc, animated: true)` becomes
/// `transitionHandler.navigationController?.pushViewController(vc, animated: true)`.
public final class ControllerAPIRedirect: SyntaxRewriter {
    let target: String
    let locals: Set<String>
    /// The controller API UIKit has, and what the app's extensions add to every view controller (`showAlert(…)`).
    let api: Set<String>

    public init(to target: String, locals: Set<String> = [], extensionMembers: Set<String> = []) {
        self.target = target
        self.locals = locals
        self.api = ReferenceCollector.inheritedControllerAPI.union(extensionMembers)
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        if let base = node.base, ReferenceCollector.isSelf(base), api.contains(node.declName.baseName.text) {
            // The new base is not visited again: a target that is itself controller API (`view`) stays as written.
            return ExprSyntax(
                node.with(
                    \.base,
                    ExprSyntax(
                        DeclReferenceExprSyntax(baseName: .identifier(target))
                            .with(\.leadingTrivia, base.leadingTrivia))))
        }
        return super.visit(node)
    }

    /// `if let navigationController = navigationController` (or `if let navigationController`): the value unwrapped is
    /// the controller's, though the name it binds is a local from then on.
    public override func visit(_ node: OptionalBindingConditionSyntax) -> OptionalBindingConditionSyntax {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            ReferenceCollector.inheritedControllerAPI.contains(name),
            node.initializer.map({ $0.value.as(DeclReferenceExprSyntax.self)?.baseName.text == name }) ?? true
        else {
            return super.visit(node)
        }
        let value = ExprSyntax(
            MemberAccessExprSyntax(
                base: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(target))),
                period: .periodToken(), declName: DeclReferenceExprSyntax(baseName: .identifier(name))))
        let initializer = InitializerClauseSyntax(equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space), value: value)
        return node.with(\.pattern, node.pattern.with(\.trailingTrivia, [])).with(
            \.initializer, initializer.with(\.trailingTrivia, node.initializer?.trailingTrivia ?? node.pattern.trailingTrivia))
    }

    public override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        let name = node.baseName.text
        guard api.contains(name), !locals.contains(name),
            !(node.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == node.id } ?? false)
        else {
            return ExprSyntax(node)
        }
        return ExprSyntax(
            MemberAccessExprSyntax(
                base: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(target))),
                period: .periodToken(),
                declName: node.trimmed
            ).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }
}

/// `performSegue(withIdentifier: id, sender: self)`: as a sender, the controller is the router's
/// transition handler, the same object — so `self` there can leave the controller.
public final class SenderSelfRedirect: SyntaxRewriter {
    let target: String

    public init(to target: String) {
        self.target = target
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: LabeledExprSyntax) -> LabeledExprSyntax {
        guard node.label?.text == "sender", node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else {
            return super.visit(node)
        }
        return node.with(
            \.expression,
            ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(target)))
                .with(\.leadingTrivia, node.expression.leadingTrivia).with(\.trailingTrivia, node.expression.trailingTrivia))
    }
}

/// `detail.delegate = self`, `SharingCoordinator(presenter: self)`: the next screen is handed this one. The
/// router's transition handler is that same object, so the route hands over `screen`, which its emitter binds
/// as the view's own class (`guard let screen = transitionHandler as? FeedViewController`). Only a value handed
/// over as a whole — an argument, an assigned value, an element of a list — outside closures is replaced;
/// any other `self` stays and keeps the navigation in the view.
public final class ScreenHandOver: SyntaxRewriter {
    /// The name the route reads the screen by.
    public static let name = "screen"

    /// Whether a route of `member`'s may read the screen by `name`: neither the controller nor the member uses it.
    static func isFree(in member: MemberModel, of controller: ControllerModel) -> Bool {
        controller.member(named: name) == nil && !OwnCallCollector.mentions(member.declaration, name)
    }

    /// The members code reads through the screen (`screen.shareButton`).
    static func membersRead(in code: [CodeBlockItemSyntax]) -> Set<String> {
        Set(
            code.flatMap { statement in
                statement.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                    guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.id == token.id,
                        access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                    else { return nil }
                    return token.text
                }
            })
    }

    public override init(viewMode: SyntaxTreeViewMode = .sourceAccurate) {
        super.init(viewMode: viewMode)
    }

    public override func visit(_ node: ClosureExprSyntax) -> ExprSyntax { ExprSyntax(node) }

    public override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard node.baseName.tokenKind == .keyword(.self), Self.isHandedOver(node) else { return ExprSyntax(node) }
        return ExprSyntax(
            DeclReferenceExprSyntax(baseName: .identifier(Self.name))
                .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }

    private static func isHandedOver(_ node: DeclReferenceExprSyntax) -> Bool {
        guard let parent = node.parent else { return false }
        if parent.is(LabeledExprSyntax.self) || parent.is(ArrayElementSyntax.self) { return true }
        // `x = self`: the value of an assignment, as parsed before operators are folded.
        guard let sequence = parent.as(ExprListSyntax.self), let index = sequence.firstIndex(where: { $0.id == node.id }),
            index != sequence.startIndex
        else { return false }
        return sequence[sequence.index(before: index)].is(AssignmentExprSyntax.self) && sequence.index(after: index) == sequence.endIndex
    }
}

/// `popover.sourceView = shareButton`: a view of the screen a route anchors on, read through the screen the router's
/// transition handler is (`screen.shareButton`, see `ScreenHandOver`). Locals of the same name are left alone.
final class ScreenMemberRedirect: ExplicitSelf {
    init(members: Set<String>) {
        super.init(members: members, qualifier: .identifier(ScreenHandOver.name))
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        guard members.contains(node.declName.baseName.text), let base = node.base, ReferenceCollector.isSelf(base) else { return super.visit(node) }
        return ExprSyntax(
            node.with(\.base, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(ScreenHandOver.name)).with(\.leadingTrivia, base.leadingTrivia))))
    }
}

/// The controller's navigation code as a route reads it: `sender: self` is the transition handler, the screen
/// handed to the next one is `screen` (see `ScreenHandOver`).
enum RouteCode {
    static func redirected(_ statement: CodeBlockItemSyntax, handingOverScreen: Bool = true) -> CodeBlockItemSyntax {
        let sender = SenderSelfRedirect(to: "transitionHandler").rewrite(statement, stating: RewriteReason.transitionHandler).cast(CodeBlockItemSyntax.self)
        guard handingOverScreen else { return sender }
        return ScreenHandOver().rewrite(sender, stating: RewriteReason.screenHandOver).cast(CodeBlockItemSyntax.self)
    }
}
