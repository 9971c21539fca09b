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

extension String {
    /// The text's lines, split at each newline byte (a Windows file's keep their "\r", as a diff must): splitting by
    /// Character is many times slower, and never splits "\r\n", which is one Character.
    var lineSlices: [Substring] {
        var lines: [Substring] = []
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                lines.append(self[start..<index])
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        lines.append(self[start...])
        return lines
    }

    /// The first line with anything on it, without a "\r" at its end, for one line of evidence (the rest of the text
    /// is not split).
    var firstLine: Substring {
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                var end = index
                if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") { end = utf8.index(before: end) }
                if start < end { return self[start..<end] }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        return self[start...]
    }
}
