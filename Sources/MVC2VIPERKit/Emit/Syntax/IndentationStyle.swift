import Foundation
import SwiftSyntax

/// One level of indentation as a project writes it: so many spaces, or a tab. The module is written in the
/// project's own (its `.swift-format`, else its `.editorconfig`, else the input file's), so that moved code and
/// generated code read alike and the project's own linter finds nothing to say.
public struct IndentationStyle: Equatable, Sendable, CustomStringConvertible {
    public enum Origin: String, Sendable {
        case swiftFormat = ".swift-format"
        case editorConfig = ".editorconfig"
        case inputFile = "the input file"
        case standard = "the default"
    }

    /// Columns of one level (a tab counts as one).
    public let width: Int
    public let usesTabs: Bool
    public let origin: Origin

    public init(spaces: Int, origin: Origin = .standard) {
        width = max(1, spaces)
        usesTabs = false
        self.origin = origin
    }

    public static func tabs(origin: Origin) -> IndentationStyle {
        IndentationStyle(width: 1, usesTabs: true, origin: origin)
    }

    private init(width: Int, usesTabs: Bool, origin: Origin) {
        self.width = width
        self.usesTabs = usesTabs
        self.origin = origin
    }

    /// Swift's own and Xcode's default.
    public static let standard = IndentationStyle(spaces: 4)

    /// The style generated code is written in, for the migration running on this thread or task.
    @TaskLocal public static var target = IndentationStyle.standard
    /// The input file's own: what a level of the code being moved is, which recipes nest new blocks by.
    @TaskLocal public static var input = IndentationStyle.standard

    public var description: String { (usesTabs ? "tabs" : "\(width) spaces") + " (from \(origin.rawValue))" }

    /// One level.
    public var unit: Trivia { levels(1) }

    /// `count` levels.
    public func levels(_ count: Int) -> Trivia {
        guard count > 0 else { return [] }
        return usesTabs ? .tabs(count) : .spaces(width * count)
    }

    /// Runs `body` with generated code written in `target` and the input's levels being `input`.
    public static func with<T>(target: IndentationStyle, input: IndentationStyle, _ body: () throws -> T) rethrows -> T {
        try $target.withValue(target) { try $input.withValue(input, operation: body) }
    }

    // MARK: - Finding the project's

    /// The style for a module made from `text` (the file at `path`): the nearest `.swift-format` above the file (up to
    /// `root` when given), else the nearest `.editorconfig` that says, else what the file itself does.
    public static func discover(forFile path: String, text: String, root: String? = nil) -> (target: IndentationStyle, input: IndentationStyle) {
        let input = inferred(from: text) ?? .standard
        var directory = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL
        let stop = root.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        var editorConfig: IndentationStyle?
        var editorConfigDone = false
        while true {
            let swiftFormat = directory.appendingPathComponent(".swift-format").path
            if let data = FileManager.default.contents(atPath: swiftFormat), let style = fromSwiftFormat(data) {
                return (style, input)
            }
            // The nearest file that says wins; one marked `root = true` ends the search upwards.
            if !editorConfigDone, let text = try? String(contentsOfFile: directory.appendingPathComponent(".editorconfig").path, encoding: .utf8) {
                let (style, isRoot) = fromEditorConfig(text)
                if editorConfig == nil { editorConfig = style }
                editorConfigDone = editorConfig != nil || isRoot
            }
            if directory.path == stop || directory.path == "/" { break }
            directory.deleteLastPathComponent()
        }
        return (editorConfig ?? input, input)
    }

    /// swift-format's configuration: `"indentation": {"spaces": 2}` or `{"tabs": 1}`.
    static func fromSwiftFormat(_ data: Data) -> IndentationStyle? {
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            let indentation = object["indentation"] as? [String: Any]
        else { return nil }
        if let spaces = indentation["spaces"] as? Int, spaces > 0 { return IndentationStyle(spaces: spaces, origin: .swiftFormat) }
        if indentation["tabs"] is Int { return .tabs(origin: .swiftFormat) }
        return nil
    }

    /// An `.editorconfig`'s `indent_style` and `indent_size` for Swift files (sections `[*]`, `[*.swift]`,
    /// `[*.{swift,…}]`, later ones winning), and whether it is marked `root = true`.
    static func fromEditorConfig(_ text: String) -> (style: IndentationStyle?, isRoot: Bool) {
        var isRoot = false
        var appliesToSwift = false
        var style: String?
        var size: Int?
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("["), line.hasSuffix("]") {
                appliesToSwift = sectionMatchesSwift(String(line.dropFirst().dropLast()))
                continue
            }
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard parts.count == 2 else { continue }
            if parts[0] == "root" && !appliesToSwift { isRoot = parts[1] == "true" }
            guard appliesToSwift else { continue }
            switch parts[0] {
            case "indent_style": style = parts[1]
            case "indent_size": size = Int(parts[1])
            default: break
            }
        }
        if style == "tab" { return (.tabs(origin: .editorConfig), isRoot) }
        if let size, size > 0 { return (IndentationStyle(spaces: size, origin: .editorConfig), isRoot) }
        return (nil, isRoot)
    }

    private static func sectionMatchesSwift(_ glob: String) -> Bool {
        let pattern = glob.hasPrefix("**/") ? String(glob.dropFirst(3)) : glob
        if pattern == "*" || pattern == "**" || pattern == "*.swift" { return true }
        if pattern.hasPrefix("*.{"), pattern.hasSuffix("}") {
            return pattern.dropFirst(3).dropLast().split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == "swift" }
        }
        return false
    }

    /// What a file does: tabs when most indented lines start with one, else the step by which its lines most
    /// often go one level deeper (2, 3, 4 or 8 spaces), else — a short file — the least any line is indented (a
    /// member of a top-level type is one level in); nil for a file with nothing indented.
    /// How many `"""` a line holds, counted left to right as a split on them would (`""""` holds one), on its bytes:
    /// Foundation's `components(separatedBy:)` on every line of the input was 3% of a large screen's migration.
    static func multilineDelimiters(in line: Substring) -> Int {
        let quote = UInt8(ascii: "\"")
        var count = 0
        var run = 0
        for byte in line.utf8 {
            run = byte == quote ? run + 1 : 0
            if run == 3 {
                count += 1
                run = 0
            }
        }
        return count
    }

    static func inferred(from text: String) -> IndentationStyle? {
        var tabbed = 0, spaced = 0
        var steps: [Int: Int] = [:]
        var previous = 0
        var least = Int.max
        var inString = false
        // Split at newline bytes (by Character, "\r\n" is one and a Windows file was one line; the split cost a thirtieth
        // of a large screen's migration), each line without its "\r".
        for line in text.lineSlices.lazy.map(\.droppingCarriageReturn) {
            // Lines inside multi-line strings say nothing of the code's indentation.
            let delimiters = Self.multilineDelimiters(in: line)
            defer { if delimiters % 2 == 1 { inString.toggle() } }
            if inString { continue }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("*") || trimmed.hasPrefix("//") { continue }
            let leading = line.prefix { $0 == " " || $0 == "\t" }
            if leading.first == "\t" { tabbed += 1; continue }
            let columns = leading.count
            if columns > 0 { spaced += 1; least = min(least, columns) }
            if columns > previous, [2, 3, 4, 8].contains(columns - previous) { steps[columns - previous, default: 0] += 1 }
            previous = columns
        }
        if tabbed > spaced, tabbed >= 3 { return .tabs(origin: .inputFile) }
        if let (step, count) = steps.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count >= 3 {
            return IndentationStyle(spaces: step, origin: .inputFile)
        }
        if tabbed > spaced { return .tabs(origin: .inputFile) }
        return [2, 3, 4, 8].contains(least) ? IndentationStyle(spaces: least, origin: .inputFile) : nil
    }
}
