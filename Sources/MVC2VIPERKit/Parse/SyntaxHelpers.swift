import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text without the leading trivia of its first token and the trailing trivia of its last:
    /// `trimmedDescription`'s text, read from the node's bytes. swift-syntax's copies the node out of its tree and
    /// rebuilds it twice to drop the trivia, which cost an eighth of a dashboard run over an app.
    var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The node itself or its nearest ancestor that `matches`.
    func ancestorOrSelf(_ matches: (Syntax) -> Bool) -> Syntax? {
        var node: Syntax? = Syntax(self)
        while let current = node {
            if matches(current) { return current }
            node = current.parent
        }
        return nil
    }
}

extension ExprSyntax {
    /// The expression under its optional chaining and forced unwrapping: `self` of `self?` or `weakSelf!`.
    var unwrapped: ExprSyntax {
        var current = self
        while true {
            if let chain = current.as(OptionalChainingExprSyntax.self) { current = chain.expression; continue }
            if let unwrap = current.as(ForceUnwrapExprSyntax.self) { current = unwrap.expression; continue }
            return current
        }
    }
}

extension StringProtocol {
    /// The text without the spaces and tabs around it, as `trimmingCharacters(in: .whitespaces)` gives for the text
    /// of code, without the round trip through `NSString` that costs a hot path.
    var trimmingSpaces: SubSequence {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return self[endIndex...] }
        return self[first...last]
    }
}
