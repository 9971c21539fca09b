import Foundation
import SwiftSyntax

/// The nothing-lost account: every statement of the original controller, found again in the module's files
/// (unchanged or rewritten) or listed as deliberately removed with the reason. What is neither is missing —
/// a defect the report shows as a warning rather than a silent loss.
///
/// The account is made from the texts, not from the plan: the plan only says *why* a statement may be gone.
/// A statement is compared by its own tokens — without the statements nested in it, which are accounted for
/// themselves — with comments and `self.` set aside, as moving code between types drops them.
public struct StatementAccount: Codable, Equatable, Sendable {
    public enum Status: String, Codable, Sendable {
        /// Found unchanged in the rewritten view.
        case kept
        /// Found unchanged in another part of the module.
        case moved
        /// Found with some of its tokens changed (`tableView.dataSource = self` → `= dataDisplayManager`).
        case rewritten
        /// Gone on purpose; `reason` says why.
        case removed
        /// Not found and not explained.
        case missing
    }

    public struct Entry: Codable, Equatable, Sendable {
        /// The file of the statement when it is not the input file (an extension file of the project).
        public var path: String?
        public let line: Int
        public let column: Int
        public let statement: String
        public let status: Status
        /// Where it is now: `Menu/Presenter/MenuPresenter.swift:31`.
        public var location: String?
        /// The statement as it reads now, when rewritten.
        public var now: String?
        public var reason: String?
    }

    public let entries: [Entry]

    public func count(_ status: Status) -> Int { entries.filter { $0.status == status }.count }

    /// Statements a migration drops on purpose, with the reason: all of a member's (a dependency's getter,
    /// replaced by injection), or one statement (a call of a helper whose code moved, replaced by an event).
    public struct Removals {
        public var members: [String: String] = [:]
        public var statements: [SyntaxIdentifier: String] = [:]
        /// What the recipes changed in the code they moved, each with its reason (`RewriteLog`): a statement not
        /// found as written is looked for as these rewrites made it, and nowhere else.
        public var stated: [StatedRewrite] = []
        /// Statements the plan states it rewrote as a whole (a condition split around the model's result), with the
        /// rewrite: removed with that reason when the rewrites made nothing of it that a module file holds.
        public var rewrites: [SyntaxIdentifier: String] = [:]

        public init() {}
    }

    public init(original: SourceSet, controller: ControllerModel, output: [PlannedFile], removals: Removals = Removals()) {
        self.init(original: original, controller: controller, output: ModuleSources(output), removals: removals)
    }

    init(original: SourceSet, controller: ControllerModel, output: ModuleSources, removals: Removals) {
        let found = OutputStatements(output)
        let rewrites = StatedRewriteIndex(removals.stated)
        var entries: [Entry] = []
        // Where each statement was found, so that a nested one (`return` in a `guard`) is looked for beside it.
        var locations: [SyntaxIdentifier: String] = [:]
        // Statements a rewriter dropped whole (a guard that only unwrapped self), with the reason: what they held
        // (the `return` of its `else`) went with them.
        var dropped: [SyntaxIdentifier: String] = [:]
        for member in controller.members {
            for item in Self.statements(in: member.declaration) {
                let unit = StatementText(item)
                guard !unit.tokens.isEmpty else { continue }
                let place = original.location(of: item)
                var entry = Entry(
                    path: place.path == original.path ? nil : place.path, line: place.line, column: place.column,
                    statement: StatementText.display(item), status: .missing)
                let enclosing = sequence(first: item.parent, next: { $0?.parent }).lazy
                    .compactMap { $0?.as(CodeBlockItemSyntax.self) }.first
                let near = enclosing.flatMap { locations[$0.id] }
                // What the stated rewrites made of it, worked out once and only for a statement not found as written:
                // up to the first form a module file holds, so all of them where the last branches look.
                lazy var forms = rewrites.forms(of: unit.tokens, until: found.holds)
                if let enclosing, let reason = dropped[enclosing.id] {
                    entry = Entry(
                        path: entry.path, line: entry.line, column: entry.column, statement: entry.statement,
                        status: .removed, reason: reason)
                    dropped[item.id] = reason
                } else if let match = found.take(unit, near: near) {
                    entry = Entry(
                        path: entry.path, line: entry.line, column: entry.column, statement: entry.statement,
                        status: match.isView ? .kept : .moved, location: match.location)
                } else if let reason = removals.rewrites[item.id] ?? removals.statements[item.id] {
                    // A rewrite the plan states for this very statement, found as the recorded rewrites made it, or
                    // else gone with that reason (a segue's identifier check, now the route itself); a removal the
                    // plan states wins over anything the statement could have become.
                    let restated = removals.rewrites[item.id] == nil ? nil : found.restated(forms, near: near)
                    entry = Entry(
                        path: entry.path, line: entry.line, column: entry.column, statement: entry.statement,
                        status: restated == nil ? .removed : .rewritten, location: restated?.match.location,
                        now: restated?.match.display, reason: reason)
                } else if let (match, reasons) = found.restated(forms, near: near) {
                    entry = Entry(
                        path: entry.path, line: entry.line, column: entry.column, statement: entry.statement,
                        status: .rewritten, location: match.location, now: match.display, reason: reasons.joined(separator: "; "))
                } else if let form = forms.first(where: { $0.tokens.isEmpty }) {
                    // A rewriter dropped it (a guard that only unwrapped self), with the reason.
                    entry = Entry(
                        path: entry.path, line: entry.line, column: entry.column, statement: entry.statement,
                        status: .removed, reason: form.reasons.joined(separator: "; "))
                    dropped[item.id] = entry.reason
                } else if let reason = removals.members[member.name] {
                    entry = Entry(
                        path: entry.path, line: entry.line, column: entry.column, statement: entry.statement,
                        status: .removed, reason: reason)
                }
                locations[item.id] = entry.location
                entries.append(entry)
            }
        }
        // The input file's statements first, then each extension file's, in source order.
        self.entries = entries.sorted { ($0.path ?? "", $0.line, $0.column) < ($1.path ?? "", $1.line, $1.column) }
    }

    /// Every statement inside a declaration, at any depth (closures and nested blocks included).
    static func statements(in node: some SyntaxProtocol) -> [CodeBlockItemSyntax] {
        StatementCollector.collect(node)
    }
}

private final class StatementCollector: SyntaxVisitor {
    var items: [CodeBlockItemSyntax] = []

    static func collect(_ node: some SyntaxProtocol) -> [CodeBlockItemSyntax] {
        let collector = StatementCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.items
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        items.append(node)
        return .visitChildren
    }
}

/// A statement's own tokens: nested statements left out, `self.` and `;` dropped.
struct StatementText: Hashable {
    let tokens: [String]

    init(_ item: CodeBlockItemSyntax) {
        self.init(ownTokensOf: item.item)
    }

    /// The tokens of any node, the statements nested in it left out: a fragment of a statement, compared as one.
    init(ownTokensOf node: some SyntaxProtocol) {
        let collector = OwnTokens(viewMode: .sourceAccurate)
        collector.walk(node)
        var tokens: [String] = []
        let raw = collector.tokens
        var index = 0
        while index < raw.count {
            if raw[index] == "self", index + 1 < raw.count, raw[index + 1] == "." { index += 2; continue }
            if raw[index] == "self", index + 2 < raw.count, raw[index + 1] == "?", raw[index + 2] == "." { index += 3; continue }
            if raw[index] != ";" { tokens.append(raw[index]) }
            index += 1
        }
        self.tokens = tokens
    }

    init(tokens: [String]) { self.tokens = tokens }

    /// The statement as written, on one line for the report: a block's first line, at most 100 characters.
    static func display(_ item: CodeBlockItemSyntax) -> String {
        let whole = item.trimmedText
        let first = whole.firstLine
        var text = String(first.trimmingSpaces)
        // Code on a later line: a block, or a statement over several lines.
        if whole.utf8[first.endIndex...].contains(where: { $0 > UInt8(ascii: " ") }) { text += text.hasSuffix("{") ? " … }" : " …" }
        return text.count > 100 ? String(text.prefix(99)) + "…" : text
    }
}

private final class OwnTokens: SyntaxVisitor {
    var tokens: [String] = []

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        // A name built as one token (`Screen.Cell`, a qualified type a rewriter wrote) reads as its parsed tokens.
        // (Bytes: `String.contains(_: String)` is Foundation's, a search through NSString, for every token of every statement.)
        // The text once and the kind only for a dotted one: each forms the token's kind anew, a keyword looked up again.
        let text = token.text
        if text.utf8.contains(UInt8(ascii: ".")), case .identifier = token.tokenKind {
            for (index, part) in text.split(separator: ".", omittingEmptySubsequences: false).enumerated() {
                tokens += index == 0 ? [String(part)] : [".", String(part)]
            }
        } else {
            tokens.append(text)
        }
        return .skipChildren
    }
}

/// The statements of the module's files, to find the original ones in.
private final class OutputStatements {
    struct Found {
        let text: StatementText
        let item: CodeBlockItemSyntax
        let file: String
        let line: Int
        let isView: Bool
        var location: String { "\(file):\(line)" }
        /// Only a rewritten statement's is shown: made for each of a module's statements, it cost more than matching them.
        var display: String { StatementText.display(item) }
    }

    private var found: [Found] = []
    private var unused: [StatementText: [Int]] = [:]
    /// The first found of each text, for a statement the controller wrote more often than the module holds it.
    private var first: [StatementText: Int] = [:]

    init(_ sources: ModuleSources) {
        for (file, source) in sources.files {
            for item in StatementAccount.statements(in: source.tree) {
                let text = StatementText(item)
                guard !text.tokens.isEmpty else { continue }
                let index = found.count
                found.append(Found(text: text, item: item, file: file.path, line: source.line(of: item), isView: file.layer == .view))
                unused[text, default: []].append(index)
                if first[text] == nil { first[text] = index }
            }
        }
    }

    /// The same statement, each found one used once while unused ones remain (a statement the controller
    /// repeated is found as often as it was written), else any found one. Of several, the first at or after
    /// `near` (`path:line`, where the enclosing statement was found) in the same file.
    func take(_ text: StatementText, near: String?) -> Found? {
        if var indices = unused[text], !indices.isEmpty {
            var position = 0
            if let near, let (file, line) = Self.split(near) {
                position = indices.firstIndex { found[$0].file == file && found[$0].line >= line } ?? 0
            }
            let index = indices.remove(at: position)
            unused[text] = indices
            return found[index]
        }
        return first[text].map { found[$0] }
    }

    /// Whether a module file holds a statement of these tokens.
    func holds(_ tokens: [String]) -> Bool { unused[StatementText(tokens: tokens)] != nil }

    /// The statement as the stated rewrites made it, found in a module file (used as `take` uses it), with the
    /// reasons of the rewrites that made it so.
    func restated(_ forms: [(tokens: [String], reasons: [String])], near: String?) -> (match: Found, reasons: [String])? {
        for form in forms where holds(form.tokens) {
            if let match = take(StatementText(tokens: form.tokens), near: near) { return (match, form.reasons) }
        }
        return nil
    }

    static func split(_ location: String) -> (String, Int)? {
        guard let colon = location.lastIndex(of: ":"), let line = Int(location[location.index(after: colon)...]) else { return nil }
        return (String(location[..<colon]), line)
    }
}
