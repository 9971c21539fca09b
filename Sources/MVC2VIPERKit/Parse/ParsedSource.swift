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
    /// Lines and columns, counted when first asked for: most files a project scan parses are never asked for one.
    public var converter: SourceLocationConverter { lineTable.converter }
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
        let lineTable = LineTable(path: path, tree: tree)
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
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw MigrationError.emptyFile(path)
        }
        return ParsedSource(text: text, path: path)
    }

    public func line(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter).line
    }

    public func column(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter).column
    }
}

/// A file's line table, made once, on first use, by whichever thread asks first.
private final class LineTable: @unchecked Sendable {
    private let path: String
    private let tree: SourceFileSyntax
    private let lock = NSLock()
    private var made: SourceLocationConverter?

    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        self.tree = tree
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
