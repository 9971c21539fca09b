import SwiftSyntax

// Syntax tools for splitting closures that deliver data: finding them, emptying and refilling
// their bodies, and turning their display code into view methods.

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// Puts the hop around delivery markers placed inside a do/catch.
final class HopWrapper: SyntaxRewriter {
    let hop: FetchMatcher.Hop
    init(hop: FetchMatcher.Hop) {
        self.hop = hop
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
        let name = node.item.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard name == FetchMatcher.deliveryMarker || name == FetchMatcher.failureMarker else { return super.visit(node) }
        return FetchMatcher.hopped(node, hop)
    }
}

/// `$0` used by a closure itself, not by closures nested in it.
final class ShorthandFinder: SyntaxVisitor {
    var found = false
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier = token.tokenKind { found = true }
        return .skipChildren
    }
}

/// Closures handed to the statement's own calls (trailing or last argument), not nested ones.
final class TopClosureFinder: SyntaxVisitor {
    var closures: [ClosureExprSyntax] = []

    /// Blocks of `if`, `guard`, `do` run in place: their closures are not the statement's own.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(FunctionCallExprSyntax.self) == true || node.parent?.parent?.parent?.is(FunctionCallExprSyntax.self) == true {
            closures.append(node)
        }
        return .skipChildren
    }
}

/// The statement with one closure's body emptied, to ask what the rest of it touches.
final class ClosureEraser: SyntaxRewriter {
    let target: SyntaxIdentifier
    init(_ target: SyntaxIdentifier) {
        self.target = target
        super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
        node.id == target ? ExprSyntax(node.with(\.statements, []).with(\.signature, nil)) : super.visit(node)
    }
}

extension ClosureExprSyntax {
    /// The names its signature gives its parameters (`{ kdf in`, `{ (result: Result<…>) in`); empty without a signature.
    var signatureParameterNames: [String] {
        switch signature?.parameterClause {
        case .simpleInput(let list)?: return list.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }
}

extension ClosureCaptureSyntax {
    /// `weak self` → `weak`, `unowned self` → `unowned`, `self` → empty; nil for any other capture.
    var selfCaptureSpecifier: String? {
        let text = trimmedText.replacingOccurrences(of: " ", with: "")
        return ["self", "weakself", "unownedself"].contains(text) ? String(text.dropLast("self".count)) : nil
    }
}

/// The statement with one closure replaced by another.
final class ClosureReplacer: SyntaxRewriter {
    /// Closures of the tree being rewritten, by their identity in it: all are replaced in one pass, since a rewritten
    /// tree's nodes have identities of their own.
    let replacements: [SyntaxIdentifier: ClosureExprSyntax]
    /// Why, stated for each statement that changes, however deep: a closure replaced inside a closure's statement
    /// (a menu item a builder lists) leaves statements the rewrite of the whole cannot pair one to one.
    private let reason: String?
    init(_ replacements: [SyntaxIdentifier: ClosureExprSyntax], stating reason: String? = nil) {
        self.replacements = replacements
        self.reason = reason
        super.init(viewMode: .sourceAccurate)
    }
    convenience init(_ target: SyntaxIdentifier, with replacement: ClosureExprSyntax) {
        self.init([target: replacement])
    }
    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
        replacements[node.id].map(ExprSyntax.init) ?? super.visit(node)
    }
    override func visit(_ node: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
        let result = super.visit(node)
        // A rewriter hands back the very node when nothing inside it changed.
        if let reason, result.id != node.id { RewriteLog.current?.record(from: node, to: result, reason: reason) }
        return result
    }
}

/// Display code from a closure, made to run as a method of the view: `self?.x` → `self.x`,
/// `strongSelf.x` → `self.x`, and `let self = self` dropped from guards.
final class SelfUnwrapper: SyntaxRewriter {
    let alias: String?
    init(alias: String?) {
        self.alias = alias
        super.init(viewMode: .sourceAccurate)
    }

    /// The statement as view code, or nil when nothing is left of it (a guard that only bound self).
    static func normalize(_ statement: CodeBlockItemSyntax, alias: String?) -> CodeBlockItemSyntax? {
        let normalized = SelfUnwrapper(alias: alias).rewrite(statement, stating: "the unwrapped self is self in the layer it moved to").cast(
            CodeBlockItemSyntax.self)
        if let guardStatement = normalized.item.as(GuardStmtSyntax.self), guardStatement.conditions.isEmpty {
            RewriteLog.current?.record(dropped: statement, reason: "a guard that only unwrapped self: where the code moved, self is there")
            return nil
        }
        return normalized
    }

    override func visit(_ node: GuardStmtSyntax) -> StmtSyntax {
        let kept = node.conditions.filter { element in
            guard case .optionalBinding(let binding) = element.condition else { return true }
            return !(binding.pattern.trimmedText == "self" || binding.initializer?.value.trimmedText == "self")
        }
        guard kept.count != node.conditions.count else { return super.visit(node) }
        let conditions = ConditionElementListSyntax(
            kept.enumerated().map { index, element in
                var element = element.with(\.trailingComma, index < kept.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
                // One space after `guard`, whichever side of the dropped `let self,` held it.
                if index == 0 { element = element.with(\.leadingTrivia, node.guardKeyword.trailingTrivia.isEmpty ? .space : []) }
                return element
            })
        return super.visit(node.with(\.conditions, conditions))
    }

    /// A closure inside that captures self weakly of its own (`stopLoading { [weak self] in guard let self … }`)
    /// still needs its unwrapping: the method it now sits in keeps a strong self, the closure does not.
    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
        let capturesSelfWeakly =
            node.signature?.capture?.items.contains { item in
                item.specifier != nil && (item.initializer?.value.trimmedText ?? item.name.text) == "self"
            } ?? false
        return capturesSelfWeakly ? ExprSyntax(node) : super.visit(node)
    }

    override func visit(_ node: OptionalChainingExprSyntax) -> ExprSyntax {
        if node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return ExprSyntax(node.expression.with(\.trailingTrivia, node.trailingTrivia))
        }
        return super.visit(node)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard let alias, node.baseName.text == alias else { return ExprSyntax(node) }
        return ExprSyntax(node.with(\.baseName, .keyword(.self, leadingTrivia: node.baseName.leadingTrivia, trailingTrivia: node.baseName.trailingTrivia)))
    }
}

/// `target.property = { … }`: a closure handed to a member, the way a view's callback is wired.
enum ClosureAssignment {
    static func parse(_ statement: CodeBlockItemSyntax) -> (target: MemberAccessExprSyntax, closure: ClosureExprSyntax)? {
        let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
        guard let sequence = expression?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let target = sequence.elements.first?.as(MemberAccessExprSyntax.self), target.base != nil,
            let closure = sequence.elements.last?.as(ClosureExprSyntax.self)
        else { return nil }
        return (target, closure)
    }

    /// `gearView.switchToggled` → `GearViewSwitchToggled`, `deleteButton.touchUpCallback` → `DeleteButtonTouchUp`: what a
    /// callback's event is named, the view it belongs to and what happened to it.
    static func eventNoun(path: [String], property: String) -> String {
        path.map(Naming.upperFirst).joined() + NavigationMatcher.noun(ofCallback: property)
    }
}
