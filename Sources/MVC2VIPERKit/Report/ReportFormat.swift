import Foundation

/// How a report is rendered: `--format`, or a report file's extension.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, markdown, json

    /// `MIGRATION.md` → markdown, `report.json` → json, anything else → text.
    public init(fileName: String) {
        let name = fileName.lowercased()
        if name.hasSuffix(".md") || name.hasSuffix(".markdown") {
            self = .markdown
        } else if name.hasSuffix(".json") {
            self = .json
        } else {
            self = .text
        }
    }

    public func render(_ report: MigrationReport) -> String {
        switch self {
        case .text: return TextReporter.render(report)
        case .markdown: return MarkdownReporter.render(report)
        case .json: return report.json()
        }
    }

    public func render(_ check: CheckReport, strict: Bool = false) -> String {
        switch self {
        case .text, .markdown: return check.text(strict: strict)
        case .json: return check.json()
        }
    }
}

/// Reports as JSON: sorted keys, so the same input gives the same bytes.
enum ReportJSON {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(value), as: UTF8.self) + "\n"
    }

    /// A decoding error in a few words: which key, where.
    static func describe(_ error: Error) -> String {
        let path = { (context: DecodingError.Context) in context.codingPath.map(\.stringValue).joined(separator: ".") }
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing key '\(([path(context)] + [key.stringValue]).filter { !$0.isEmpty }.joined(separator: "."))'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "unexpected value at '\(path(context))'"
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not JSON" : "bad value at '\(path(context))'"
        default:
            return "\(error)"
        }
    }
}
