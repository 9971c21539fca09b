import SwiftBasicFormat
import SwiftSyntax

/// Moves original statements and declarations into generated code without losing their
/// comments or layout: generated skeletons hold placeholders, are formatted, and the moved
/// code is spliced in afterwards, re-indented to where the placeholder stood.
public final class CodeSplicer {
    private var blocks: [[CodeBlockItemSyntax]] = []
    private var declarations: [DeclSyntax] = []
    private static let statementMarker = "__mvc2viperMovedStatements"
    private static let declarationMarker = "__mvc2viperMovedDeclaration"

    public init() {}

    /// A placeholder statement standing for `statements` until `splice`.
    public func placeholder(for statements: [CodeBlockItemSyntax]) -> CodeBlockItemSyntax {
        blocks.append(statements)
        let call = FunctionCallExprSyntax(
            calledExpression: DeclReferenceExprSyntax(baseName: .identifier(Self.statementMarker + String(blocks.count - 1))),
            leftParen: .leftParenToken(), arguments: [], rightParen: .rightParenToken())
        return CodeBlockItemSyntax(item: .expr(ExprSyntax(call)))
    }

    /// A placeholder member standing for a moved declaration until `splice`.
    public func placeholder(for declaration: some DeclSyntaxProtocol) -> MemberBlockItemSyntax {
        declarations.append(DeclSyntax(declaration))
        let name = Self.declarationMarker + String(declarations.count - 1)
        return MemberBlockItemSyntax(
            decl: DeclSyntax(
                FunctionDeclSyntax(
                    name: .identifier(name), signature: FunctionSignatureSyntax(parameterClause: FunctionParameterClauseSyntax(parameters: [])))))
    }

    /// Formats the generated skeleton, then puts the moved code in place of its placeholders: in the module's style, or
    /// in `style` (the input's, for what is added to the view's own file).
    public func render(_ file: SourceFileSyntax, in style: IndentationStyle? = nil) -> SourceFileSyntax {
        let style = style ?? IndentationStyle.target
        // Templates written in Swift's own 4 spaces (`DeclSyntax("…")`) take the style's levels before formatting.
        let skeleton = Reindent.rescaled(file, from: .standard, to: style)
        let formatted = skeleton.formatted(using: EmittedFormat(indentationWidth: style.unit)).as(SourceFileSyntax.self)!
        let spliced = Splice(splicer: self, style: style).rewrite(formatted, detach: true).cast(SourceFileSyntax.self)
        return spliced.with(\.endOfFileToken, .endOfFileToken(leadingTrivia: .newline))
    }

    fileprivate func statements(forMarker name: String) -> [CodeBlockItemSyntax]? {
        guard name.hasPrefix(Self.statementMarker), let index = Int(name.dropFirst(Self.statementMarker.count)) else { return nil }
        return blocks[index]
    }

    fileprivate func declaration(forMarker name: String) -> DeclSyntax? {
        guard name.hasPrefix(Self.declarationMarker), let index = Int(name.dropFirst(Self.declarationMarker.count)) else { return nil }
        return declarations[index]
    }
}

/// BasicFormat, except that a closure with nothing in it stays `{}` or `{ _ in }` on its line, as
/// swift-format wants it (BasicFormat opens it over two lines).
private final class EmittedFormat: BasicFormat {
    override func requiresNewline(between first: TokenSyntax?, and second: TokenSyntax?) -> Bool {
        if second?.tokenKind == .rightBrace, let closure = second?.parent?.as(ClosureExprSyntax.self), closure.statements.isEmpty { return false }
        return super.requiresNewline(between: first, and: second)
    }
}

private final class Splice: SyntaxRewriter {
    let splicer: CodeSplicer
    let style: IndentationStyle
    init(splicer: CodeSplicer, style: IndentationStyle) {
        self.splicer = splicer
        self.style = style
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        var items: [CodeBlockItemSyntax] = []
        for item in node {
            guard let call = item.item.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let moved = splicer.statements(forMarker: name)
            else {
                // Detached: rewriting a child in place would rebuild the whole list around it, item after item.
                items.append(rewrite(item, detach: true).cast(CodeBlockItemSyntax.self))
                continue
            }
            items += Reindent.place(moved, at: item.leadingTrivia, in: style)
        }
        return CodeBlockItemListSyntax(items)
    }

    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        var items: [MemberBlockItemSyntax] = []
        for item in node {
            guard let function = item.decl.as(FunctionDeclSyntax.self),
                let moved = splicer.declaration(forMarker: function.name.text)
            else {
                items.append(rewrite(item, detach: true).cast(MemberBlockItemSyntax.self))
                continue
            }
            let placed = Reindent.place([moved], at: item.leadingTrivia, in: style)[0]
            items.append(MemberBlockItemSyntax(decl: placed))
        }
        return MemberBlockItemListSyntax(items)
    }
}

/// Re-indentation of moved code.
public enum Reindent {
    /// Moves nodes to the indentation that `trivia` (a placeholder's leading trivia) ends with,
    /// keeping their comments and relative layout. Into code of another `style` than the input's, the input's levels
    /// become the style's (2 spaces a level in the input, 4 in the module: a line 6 spaces deeper than the node's first
    /// goes 12 deeper), alignment past the levels kept.
    public static func place<Node: SyntaxProtocol>(_ nodes: [Node], at trivia: Trivia, in style: IndentationStyle? = nil) -> [Node] {
        let indentation = trivia.indentation
        let lineBreaks = trivia.lineBreaks
        return nodes.enumerated().map { index, node in
            var moved = dedented(node)
            if let style { moved = rescaled(moved, from: IndentationStyle.input, to: style) }
            var leading = Array(moved.leadingTrivia.pieces.drop { $0.isWhitespace })
            leading = trimTrailingSpaces(leading)
            let breaks: Trivia = index == 0 ? (lineBreaks.isEmpty ? .newline : lineBreaks) : blankLinesBefore(node)
            moved.leadingTrivia = breaks + Trivia(pieces: leading)
            return indented(moved, by: indentation)
        }
    }

    /// `indented(by:)`, except that a blank line of a multi-line string stays blank: indenting it less
    /// than the string's closing delimiter would not parse.
    public static func indented<Node: SyntaxProtocol>(_ node: Node, by indentation: Trivia) -> Node {
        Indenter(indentation: indentation).rewrite(node, detach: true).cast(Node.self)
    }

    /// The node with each line's whole levels of `from` written as levels of `to`, alignment kept.
    public static func rescaled<Node: SyntaxProtocol>(_ node: Node, from: IndentationStyle, to: IndentationStyle) -> Node {
        guard (from.width, from.usesTabs) != (to.width, to.usesTabs) else { return node }
        return Rescaler(from: from, to: to).rewrite(node, detach: true).cast(Node.self)
    }

    /// Whether the node had a blank line before it, kept as one.
    private static func blankLinesBefore(_ node: some SyntaxProtocol) -> Trivia {
        let newlines = node.leadingTrivia.pieces.prefix { $0.isWhitespace }.reduce(0) { count, piece in
            if case .newlines(let n) = piece { return count + n }
            return count
        }
        return newlines > 1 ? .newlines(2) : .newline
    }

    private static func trimTrailingSpaces(_ pieces: [TriviaPiece]) -> [TriviaPiece] {
        var result = pieces
        while let last = result.last, last.isSpaceOrTab { result.removeLast() }
        return result
    }

    /// The node's lines moved left by `amount` columns (for a value whose first line does not start a line).
    public static func dedented<Node: SyntaxProtocol>(_ node: Node, by amount: Int) -> Node {
        guard amount > 0 else { return node.detached }
        return Dedenter(amount: amount).rewrite(node, detach: true).cast(Node.self)
    }

    /// The node with its own indentation removed, so that its first line starts at column 0.
    public static func dedented<Node: SyntaxProtocol>(_ node: Node) -> Node {
        let base = node.leadingTrivia.indentation.sourceLength.utf8Length
        // Detached either way: re-indenting a node still in the input's tree would copy the whole tree.
        guard base > 0 else { return node.detached }
        return Dedenter(amount: base).rewrite(node, detach: true).cast(Node.self)
    }
}

/// Rewrites the indentation of every line a node's tokens start, as one run of pieces however many it came in
/// (`indented(by:)` adds one before what was there). `includesStringLines`: the lines of multi-line strings too.
private class LineIndentation: SyntaxRewriter {
    let includesStringLines: Bool
    init(includesStringLines: Bool) {
        self.includesStringLines = includesStringLines
        super.init(viewMode: .sourceAccurate)
    }

    /// The new indentation for a line's run of spaces and tabs.
    func reindent(_ run: [TriviaPiece]) -> [TriviaPiece] { run }

    /// The previous token ended a line of a multi-line string: the next one's spaces are that line's indentation.
    private var afterStringLine = false

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        let startsStringLine = afterStringLine
        afterStringLine = token.endsMultilineStringLine
        if startsStringLine && !includesStringLines { return token }
        // Only tokens that start a line change; leaving the others alone spares a new node for each.
        guard startsStringLine || token.leadingTrivia.contains(where: \.isNewline) else { return token }
        var pieces: [TriviaPiece] = []
        var afterNewline = startsStringLine
        var run: [TriviaPiece] = []
        for piece in token.leadingTrivia.pieces {
            if afterNewline, piece.isSpaceOrTab {
                run.append(piece)
                continue
            }
            pieces += run.isEmpty ? [] : reindent(run)
            run = []
            pieces.append(piece)
            afterNewline = piece.isNewline
        }
        pieces += run.isEmpty ? [] : reindent(run)
        return token.replacingTrivia(leading: Trivia(pieces: pieces))
    }
}

/// Every line moved left by `amount` columns (a multi-line string's lines with its closing delimiter).
private final class Dedenter: LineIndentation {
    let amount: Int
    init(amount: Int) {
        self.amount = amount
        super.init(includesStringLines: true)
    }

    override func reindent(_ run: [TriviaPiece]) -> [TriviaPiece] {
        var left = amount
        var kept: [TriviaPiece] = []
        for piece in run {
            switch piece {
            case .spaces(let n):
                if n > left { kept.append(.spaces(n - left)) }
                left = max(0, left - n)
            case .tabs(let n):
                if n > left { kept.append(.tabs(n - left)) }
                left = max(0, left - n)
            default: kept.append(piece)
            }
        }
        return kept
    }
}

/// Re-expresses each line's indentation in another style's levels: whole levels of `from` become as many of `to`,
/// what is left over (alignment) stays. Lines of multi-line strings keep theirs, which is their content.
private final class Rescaler: LineIndentation {
    let from: IndentationStyle
    let to: IndentationStyle
    init(from: IndentationStyle, to: IndentationStyle) {
        self.from = from
        self.to = to
        super.init(includesStringLines: false)
    }

    override func reindent(_ run: [TriviaPiece]) -> [TriviaPiece] {
        let tabs = run.reduce(0) { if case .tabs(let n) = $1 { return $0 + n } else { return $0 } }
        let spaces = run.reduce(0) { if case .spaces(let n) = $1 { return $0 + n } else { return $0 } }
        let levels = from.usesTabs ? tabs : spaces / from.width
        let rest = from.usesTabs ? spaces : spaces % from.width
        return to.levels(levels).pieces + (rest > 0 ? [.spaces(rest)] : [])
    }
}

/// SwiftBasicFormat's `indented(by:)` — the indentation after every line break of every token's trivia, and on
/// each line of a multi-line string — except that a blank line of a multi-line string stays blank. Each token is
/// made apart from its tree: `with` on a token still in one rebuilds every node above it, which made re-indenting
/// a large node (a router of thousands of routes) grow with the square of its size.
private final class Indenter: SyntaxRewriter {
    private let indentation: Trivia
    /// A line break was the last thing written: the next piece starts a line.
    private var startsLine = false
    /// The previous token (as indented) ended a line of a multi-line string.
    private var afterStringLine = false

    init(indentation: Trivia) {
        self.indentation = indentation
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        var leading = indent(token.leadingTrivia)
        // The segment's own line break comes before its trailing trivia.
        if case .stringSegment(let text) = token.tokenKind, let last = text.last, last.isNewline { startsLine = true }
        let trailing = token.trailingTrivia.isEmpty ? token.trailingTrivia : indent(token.trailingTrivia)
        let startsStringLine = afterStringLine
        if startsStringLine, case .stringSegment(let text) = token.tokenKind, text.allSatisfy(\.isNewline), !leading.isEmpty,
            leading.allSatisfy(\.isSpaceOrTab)
        {
            leading = []
        }
        let indented = token.replacingTrivia(leading: leading, trailing: trailing)
        afterStringLine = indented.endsMultilineStringLine
        return indented
    }

    private func indent(_ trivia: Trivia) -> Trivia {
        var result: [TriviaPiece] = []
        for piece in trivia.pieces {
            if startsLine {
                result += indentation.pieces
                startsLine = false
            }
            switch piece {
            case .newlines, .carriageReturns, .carriageReturnLineFeeds:
                startsLine = true
                result.append(piece)
            case .blockComment(let content): result.append(.blockComment(indentedLines(content)))
            case .docBlockComment(let content): result.append(.docBlockComment(indentedLines(content)))
            case .unexpectedText(let content): result.append(.unexpectedText(indentedLines(content)))
            default: result.append(piece)
            }
        }
        if startsLine {
            result += indentation.pieces
            startsLine = false
        }
        return Trivia(pieces: result)
    }

    /// The lines of a comment after its first, indented (empty lines dropped, as SwiftBasicFormat does).
    private func indentedLines(_ content: String) -> String {
        content.split(separator: "\n").joined(separator: "\n" + indentation.description)
    }
}

extension TokenSyntax {
    /// The token with other trivia, made apart from its tree: `with` on a token still in a tree rebuilds every node
    /// above it, so a rewriter that changed every line's token this way grew with the square of the node's size.
    func replacingTrivia(leading: Trivia? = nil, trailing: Trivia? = nil) -> TokenSyntax {
        TokenSyntax(tokenKind, leadingTrivia: leading ?? leadingTrivia, trailingTrivia: trailing ?? trailingTrivia, presence: presence)
    }

    /// A line of a multi-line string ends here, so the next token's leading trivia is the next line's
    /// indentation: the string's lines end in their segment's text, the opening `"""` and the last line
    /// in trailing trivia (which parsed code has nowhere else).
    var endsMultilineStringLine: Bool {
        if case .stringSegment(let text) = tokenKind, let last = text.last, last.isNewline { return true }
        return trailingTrivia.pieces.last?.isNewline ?? false
    }
}

extension Trivia {
    /// The spaces and tabs the trivia ends with: the indentation of the line its token starts.
    var indentation: Trivia { Trivia(pieces: pieces.reversed().prefix { $0.isSpaceOrTab }.reversed()) }

    /// The line breaks before the first comment (a placeholder's or a replaced statement's).
    var lineBreaks: Trivia { Trivia(pieces: pieces.prefix { $0.isWhitespace }.filter(\.isNewline)) }

    /// Line breaks and indentation without the comments, for a node that takes another's place.
    var placement: Trivia {
        let breaks = lineBreaks
        return (breaks.isEmpty ? .newline : breaks) + indentation
    }
}
