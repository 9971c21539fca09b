import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One Swift file, parsed, with the means to name places in it as `path:line:col`.
public struct ParsedSource {
    public let path: String
    public let text: String
    public let tree: SourceFileSyntax
    /// swift-syntax's converter, made when first asked for (a syntax error's diagnostic needs it); lines and columns
    /// come from `location(at:)`, which needs only the text.
    public var converter: SourceLocationConverter { lineTable.converter }
    /// Where each line starts, for passes that place many declarations.
    var lineStarts: LineStarts { lineTable.lineStarts }
    private let lineTable: LineTable

    /// Syntax errors as `path:line:col: error: message`, in source order.
    public let syntaxErrors: [String]
    /// Where each of those errors is, as a UTF-8 offset into `text`.
    let syntaxErrorOffsets: [Int]

    public init(text: String, path: String) {
        self.init(text: text, path: path, tree: Parser.parse(source: text))
    }

    /// A tree already parsed from `text`.
    init(text: String, path: String, tree: SourceFileSyntax) {
        self.path = path
        self.text = text
        self.tree = tree
        let lineTable = LineTable(path: path, text: text, tree: tree)
        self.lineTable = lineTable
        // Most trees have no error; the diagnostics generator walks the whole tree to say so.
        let errors = !tree.hasError ? [] : ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
        self.syntaxErrors = errors.map { diagnostic in
            let location = diagnostic.location(converter: lineTable.converter)
            return "\(path):\(location.line):\(location.column): error: \(diagnostic.message)"
        }
        self.syntaxErrorOffsets = errors.map(\.position.utf8Offset)
    }

    /// Reads a file, refusing what is not Swift source text.
    public static func load(path: String) throws -> ParsedSource {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw MigrationError.fileNotFound(path)
        }
        guard !isDirectory.boolValue else { throw MigrationError.notAFile(path) }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw MigrationError.unreadable(path, reason: "permission denied or I/O error")
        }
        if data.contains(0) { throw MigrationError.unreadable(path, reason: "binary content") }
        guard let text = String(data: data, encoding: .utf8) else {
            throw MigrationError.unreadable(path, reason: "not UTF-8 text")
        }
        // Stops at the first character of code, where trimming would copy the whole text first.
        guard !text.unicodeScalars.allSatisfy(CharacterSet.whitespacesAndNewlines.contains) else {
            throw MigrationError.emptyFile(path)
        }
        return ParsedSource(text: text, path: path)
    }

    /// The line and column (from 1) of `position`.
    public func location(at position: AbsolutePosition) -> (line: Int, column: Int) {
        lineTable.lineStarts.location(at: position)
    }

    /// Where `node`'s first token starts, after its leading trivia, as `startLocation(converter:)` says.
    public func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        lineTable.lineStarts.location(of: node)
    }

    public func line(of node: some SyntaxProtocol) -> Int { location(of: node).line }

    public func column(of node: some SyntaxProtocol) -> Int { location(of: node).column }
}

/// A file's line tables, each made once, on first use, by whichever thread asks first: most files a project scan
/// parses are never asked for a line, and swift-syntax's converter walks the whole tree to make its own.
private final class LineTable: @unchecked Sendable {
    private let path: String
    private let text: String
    private let tree: SourceFileSyntax
    private let lock = NSLock()
    private var made: SourceLocationConverter?
    private var starts: LineStarts?

    init(path: String, text: String, tree: SourceFileSyntax) {
        self.path = path
        self.text = text
        self.tree = tree
    }

    var lineStarts: LineStarts {
        lock.withLock {
            if let starts { return starts }
            let made = LineStarts(text)
            starts = made
            return made
        }
    }

    var converter: SourceLocationConverter {
        lock.withLock {
            if let made { return made }
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            made = converter
            return converter
        }
    }
}
