import SwiftSyntax

/// `UIStateManager.shared.addObserver(self) { [weak self] state in … }`: the controller hands itself to a model object
/// only as the owner of what it starts — a parameter the object declares `AnyObject`, held to end the observation when
/// its owner goes. The interactor owns it as well: it makes the call with itself, and the module lives as long as
/// the screen. A controller that hands itself to the same object anywhere else (`removeObserver(self)`) keeps the
/// call: the interactor's registration would never be taken off.
///
/// ## Before
/// ```swift
/// StateStore.shared.addObserver(self) { [weak self] state in self?.statusLabel.text = state.title }  // view
/// ```
/// ## After
/// ```swift
/// StateStore.shared.addObserver(self) { [weak self] state in self?.output.didObtainState(state) }   // interactor
/// ```
extension FetchMatcher {
    /// Why `outside` (a data call with its result closure erased) must stay in the view, or nil when it touches the
    /// screen only by handing `self` as an owner (see above) and, read without those arguments, touches nothing of it.
    func ownerTokenProblem(
        _ outside: Syntax, of statement: CodeBlockItemSyntax, parameterNames: Set<String>,
        allowing allowed: Set<String>
    ) -> String? {
        let readsScreen = "its data call itself reads the screen (\(context.snippet(statement)))"
        let handed = Self.selfArguments(in: outside)
        guard !handed.isEmpty else { return readsScreen }
        for (_, call, index) in handed {
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
                let baseType = context.inference.type(of: base, locals: [:])
            else { return readsScreen }
            let typeName = TypeText.unwrapped(baseType).trimmedText
            let owner = TypeText.baseName(typeName)
            if context.types.isDeclaredMoreThanOnce(owner) {
                return "its data call hands the controller to \(base.trimmedText), whose type \(owner) the project declares more than once: "
                    + "which one the screen sees, and what its \(access.declName.baseName.text) takes, cannot be told"
            }
            guard let declared = context.types.parameterType(at: index, of: access.declName.baseName.text, on: typeName),
                TypeText.unwrapped(declared).trimmedText == "AnyObject"
            else { return readsScreen }
            guard handsSelfOnce(to: base.trimmedText, owner: owner) else {
                return "its data call hands the controller to \(base.trimmedText) as its owner, and the controller hands itself to "
                    + "\(base.trimmedText) elsewhere too (to take itself off, say): registered by the model instead, it would never be taken off"
            }
        }
        let owner = "__owner"
        let withoutSelf = OwnerTokenReplacer(Set(handed.map(\.0.id)), with: owner).rewrite(outside)
        let references = context.references(withoutSelf, locals: parameterNames.union([owner]))
        return context.touchesUI(references, allowing: allowed) ? readsScreen : nil
    }

    /// Whether the controller hands itself to `base` (`UIStateManager.shared`) in one call only. A call through another
    /// name (`let store = UIStateManager.shared`, then `store.removeObserver(self)`) counts when the method is one
    /// `owner` declares and the name's type is `owner` or cannot be told.
    private func handsSelfOnce(to base: String, owner: String) -> Bool {
        let calls = context.controller.members.reduce(0) { count, member in
            count
                + Self.selfArguments(in: member.declaration).filter { _, call, _ in
                    guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let callBase = access.base else { return false }
                    if callBase.trimmedText == base { return true }
                    guard context.types[owner]?.methods[access.declName.baseName.text] != nil else { return false }
                    // `NotificationCenter.default.removeObserver(self)`: a type's static member speaks of that type.
                    let type =
                        context.inference.type(of: callBase, locals: [:]).map { TypeText.baseName(TypeText.unwrapped($0).trimmedText) }
                        ?? Self.leadingTypeName(callBase)
                    return type == nil || type == owner
                }.count
        }
        return calls == 1
    }
}

extension FetchMatcher {
    /// Each bare `self` handed as an argument in `node`, with its call and the argument's place.
    static func selfArguments(in node: some SyntaxProtocol) -> [(reference: DeclReferenceExprSyntax, call: FunctionCallExprSyntax, index: Int)] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard token.tokenKind == .keyword(.self), let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                let argument = reference.parent?.as(LabeledExprSyntax.self),
                let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                let index = call.arguments.firstIndex(where: { $0.id == argument.id })
            else { return nil }
            return (reference, call, call.arguments.distance(from: call.arguments.startIndex, to: index))
        }
    }

    /// `NotificationCenter` of `NotificationCenter.default`: the type a static member access starts from.
    static func leadingTypeName(_ expression: ExprSyntax) -> String? {
        var current = expression
        while let access = current.as(MemberAccessExprSyntax.self), let base = access.base { current = base }
        guard let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return nil }
        return name
    }
}

/// Replaces the `self` handed as an owner with a local, to ask what else the call reads.
private final class OwnerTokenReplacer: SyntaxRewriter {
    let targets: Set<SyntaxIdentifier>
    let name: String

    init(_ targets: Set<SyntaxIdentifier>, with name: String) {
        self.targets = targets
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        targets.contains(node.id) ? ExprSyntax(node.with(\.baseName, .identifier(name))) : ExprSyntax(node)
    }
}
