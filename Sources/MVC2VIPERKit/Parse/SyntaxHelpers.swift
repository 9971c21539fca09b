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
    var lineSlices: [Substring] { Array(lines) }

    /// The lines an editor numbers: `lineSlices` without the empty one after a last newline, counted off the bytes.
    var lineCount: Int {
        // Over a contiguous buffer, a loop the compiler vectorizes: iterating `utf8` cost 29 instructions a byte.
        var text = self
        return text.withUTF8 { bytes in
            var newlines = 0
            for byte in bytes { newlines &+= byte == UInt8(ascii: "\n") ? 1 : 0 }
            return newlines + (bytes.last.map { $0 == UInt8(ascii: "\n") ? 0 : 1 } ?? 0)
        }
    }

    /// The first line with anything on it, without a "\r" at its end, for one line of evidence (the rest of the text
    /// is not split); the last line when none has anything.
    var firstLine: Substring {
        var last: Substring = ""
        for line in lines {
            last = line.droppingCarriageReturn
            if !last.isEmpty { return last }
        }
        return last
    }

    /// `lineSlices`, one at a time.
    private var lines: UnfoldSequence<Substring, String.Index?> {
        sequence(state: Optional(utf8.startIndex)) { start in
            guard let from = start else { return nil }
            guard let newline = utf8[from...].firstIndex(of: UInt8(ascii: "\n")) else {
                start = nil
                return self[from...]
            }
            start = utf8.index(after: newline)
            return self[from..<newline]
        }
    }
}

extension Substring {
    /// A line of `lineSlices` without the "\r" a Windows file ends it with.
    var droppingCarriageReturn: Substring {
        utf8.last == UInt8(ascii: "\r") ? self[..<utf8.index(before: endIndex)] : self
    }
}
