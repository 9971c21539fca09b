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
        /// Elements the view now passes (`cities[indexPath.row]`, as tokens) → the parameter the moved code reads
        /// instead (`city`): a statement is looked for again with them in place.
        public var passedElements: [[String]: String] = [:]
        /// Statements a recipe states it rewrote beyond a token match, with the rewrite.
        public var rewrites: [SyntaxIdentifier: String] = [:]

        public init() {}
    }

    public init(original: SourceSet, controller: ControllerModel, output: [PlannedFile], removals: Removals = Removals()) {
        self.init(original: original, controller: controller, output: ModuleSources(output), removals: removals)
    }

    init(original: SourceSet, controller: ControllerModel, output: ModuleSources, removals: Removals) {
        let found = OutputStatements(output)
        var entries: [Entry] = []
        // Where each statement was found, so that a nested one (`return` in a `guard`) is looked for beside it.
        var locations: [SyntaxIdentifier: String] = [:]
        for member in controller.members {
            for item in Self.statements(in: member.declaration) {
                let unit = StatementText(item)
                guard !unit.tokens.isEmpty else { continue }
                let place = original.location(of: item)
                var entry = Entry(path: place.path == original.path ? nil : place.path, line: place.line, column: place.column,
                                  statement: StatementText.display(item), status: .missing)
                let enclosing = sequence(first: item.parent, next: { $0?.parent }).lazy
                    .compactMap { $0?.as(CodeBlockItemSyntax.self) }.first
                let near = enclosing.flatMap { locations[$0.id] }
                if let match = found.take(unit, near: near) {
                    entry = Entry(path: entry.path, line: entry.line, column: entry.column, statement: entry.statement,
                                  status: match.isView ? .kept : .moved, location: match.location)
                } else if let rewrite = removals.rewrites[item.id], let match = found.closest(to: unit, stated: true) {
                    entry = Entry(path: entry.path, line: entry.line, column: entry.column, statement: entry.statement,
                                  status: .rewritten, location: match.location, now: match.display, reason: rewrite)
                } else if let reason = removals.statements[item.id] ?? removals.rewrites[item.id] {
                    // A removal the plan states wins over a statement that merely looks like it; so does a stated rewrite
                    // that left nothing looking like it (a segue's identifier check, now the route itself).
                    entry = Entry(path: entry.path, line: entry.line, column: entry.column, statement: entry.statement,
                                  status: .removed, reason: reason)
                } else if let match = found.closest(to: unit)
                            ?? unit.passing(removals.passedElements).flatMap({
                                found.take($0, near: near) ?? found.closest(to: $0)
                            }) {
                    entry = Entry(path: entry.path, line: entry.line, column: entry.column, statement: entry.statement,
                                  status: .rewritten, location: match.location, now: match.display)
                } else if let reason = removals.members[member.name] {
                    entry = Entry(path: entry.path, line: entry.line, column: entry.column, statement: entry.statement,
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
        let collector = OwnTokens(viewMode: .sourceAccurate)
        collector.walk(item.item)
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

    /// The statement with each element the view passes in place of its expression (`cities[indexPath.row]` → `city`),
    /// or nil when it holds none.
    func passing(_ elements: [[String]: String]) -> StatementText? {
        var result = tokens
        for (sequence, name) in elements where !sequence.isEmpty {
            var index = 0
            var replaced: [String] = []
            while index < result.count {
                if result[index...].starts(with: sequence) {
                    replaced.append(name)
                    index += sequence.count
                } else {
                    replaced.append(result[index])
                    index += 1
                }
            }
            result = replaced
        }
        return result == tokens ? nil : StatementText(tokens: result)
    }

    /// The statement as written, on one line for the report: a block's first line, at most 100 characters.
    static func display(_ item: CodeBlockItemSyntax) -> String {
        let lines = item.trimmedDescription.split(separator: "\n", omittingEmptySubsequences: true)
        var text = lines.first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        if lines.count > 1 { text += text.hasSuffix("{") ? " … }" : " …" }
        return text.count > 100 ? String(text.prefix(99)) + "…" : text
    }
}

private final class OwnTokens: SyntaxVisitor {
    var tokens: [String] = []

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        tokens.append(token.text)
        return .skipChildren
    }
}

/// The statements of the module's files, to find the original ones in.
private final class OutputStatements {
    struct Found {
        let text: StatementText
        let display: String
        let location: String
        let isView: Bool
    }

    private var found: [Found] = []
    /// Found statements already given as the rewritten form of an original one.
    private var rewritten: Set<Int> = []
    private var unused: [StatementText: [Int]] = [:]
    private var byIdentifier: [String: [Int]] = [:]

    init(_ sources: ModuleSources) {
        for (file, source) in sources.files {
            for item in StatementAccount.statements(in: source.tree) {
                let text = StatementText(item)
                guard !text.tokens.isEmpty else { continue }
                let index = found.count
                found.append(Found(text: text, display: StatementText.display(item), location: "\(file.path):\(source.line(of: item))",
                                   isView: file.layer == .view))
                unused[text, default: []].append(index)
                for token in Set(text.tokens) where token.first?.isLetter == true || token.first == "_" {
                    byIdentifier[token, default: []].append(index)
                }
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
                position = indices.firstIndex { index in
                    guard let (otherFile, otherLine) = Self.split(found[index].location) else { return false }
                    return otherFile == file && otherLine >= line
                } ?? 0
            }
            let index = indices.remove(at: position)
            unused[text] = indices
            return found[index]
        }
        return found.first { $0.text == text }
    }

    /// The most similar statement sharing a name with it, when at least 60% of the tokens agree and it lost none of
    /// the words that decide what runs (`OutputStatements.controlWords`: a statement without its `return` is not a
    /// rewrite of it); one not yet given as another's rewritten form first (three pushes rewritten are three statements).
    /// `stated`: a recipe states the rewrite, which may take away what decides whether code runs (a split condition).
    func closest(to text: StatementText, stated: Bool = false) -> Found? {
        let names = Set(text.tokens.filter { $0.first?.isLetter == true || $0.first == "_" })
        // Statements sharing its rarer names first, a few hundred at most: a 60% match shares the rare names, and
        // among thousands of look-alike statements any of the first few hundred is as good a match — the
        // account stays linear on a controller of 50,000 lines.
        let lists = names.compactMap { byIdentifier[$0] }.sorted { ($0.count, $0.first ?? 0) < ($1.count, $1.first ?? 0) }
        var pool = Set<Int>()
        for index in lists.joined() {
            guard pool.count < Self.candidateLimit else { break }
            pool.insert(index)
        }
        let counts = Self.counts(text.tokens)
        // The tokens both hold bound the common subsequence: the quadratic part runs only while it could win.
        let candidates = pool.map { index in
            (index: index, fresh: !rewritten.contains(index),
             bound: Double(2 * Self.shared(counts, found[index].text.tokens)) / Double(text.tokens.count + found[index].text.tokens.count))
        }.filter { $0.bound >= 0.6 }.sorted { ($0.bound, -$0.index) > ($1.bound, -$1.index) }
        // One not yet given as another's rewritten form wins over any that was.
        for fresh in [true, false] {
            var best: (score: Double, index: Int)?
            for candidate in candidates where candidate.fresh == fresh {
                if let best, candidate.bound < best.score { break }
                let other = found[candidate.index].text.tokens
                let score = Double(2 * Self.commonLength(text.tokens, other)) / Double(text.tokens.count + other.count)
                guard score >= 0.6, stated || Self.lost(text.tokens, keeping: other).allSatisfy({ !Self.controlWords.contains($0) }) else { continue }
                if let current = best, current.score > score || current.score == score && current.index < candidate.index { continue }
                best = (score, candidate.index)
            }
            if let best {
                rewritten.insert(best.index)
                return found[best.index]
            }
        }
        return nil
    }

    static let candidateLimit = 400

    /// What no recipe rewrites away: leaving, throwing, awaiting, and the conditions that decide whether code runs.
    static let controlWords: Set<String> = ["return", "throw", "throws", "try", "await", "break", "continue", "fallthrough", "defer",
                                           "guard", "else", "if", "switch", "case", "for", "while", "repeat"]

    static func counts(_ tokens: [String]) -> [String: Int] {
        tokens.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    /// How many tokens of `tokens` the counted list also holds, repeats included.
    static func shared(_ counts: [String: Int], _ tokens: [String]) -> Int {
        var left = counts
        var shared = 0
        for token in tokens where (left[token] ?? 0) > 0 {
            left[token]! -= 1
            shared += 1
        }
        return shared
    }

    static func split(_ location: String) -> (String, Int)? {
        guard let colon = location.lastIndex(of: ":"), let line = Int(location[location.index(after: colon)...]) else { return nil }
        return (String(location[..<colon]), line)
    }

    /// The tokens of `a` that a longest common subsequence with `b` leaves out: what `a` lost on its way to `b`.
    static func lost(_ a: [String], keeping b: [String]) -> [String] {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lost: [String] = []
        var (i, j) = (0, 0)
        while i < a.count {
            if j < b.count, a[i] == b[j] {
                (i, j) = (i + 1, j + 1)
            } else if j < b.count, table[i][j + 1] >= table[i + 1][j] {
                j += 1
            } else {
                lost.append(a[i])
                i += 1
            }
        }
        return lost
    }

    /// The length of the longest common subsequence of two token lists.
    static func commonLength(_ a: [String], _ b: [String]) -> Int {
        var previous = [Int](repeating: 0, count: b.count + 1)
        for tokenA in a {
            var current = [Int](repeating: 0, count: b.count + 1)
            for (j, tokenB) in b.enumerated() {
                current[j + 1] = tokenA == tokenB ? previous[j] + 1 : max(previous[j + 1], current[j])
            }
            previous = current
        }
        return previous[b.count]
    }
}
