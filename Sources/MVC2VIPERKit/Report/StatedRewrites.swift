import Foundation
import SwiftSyntax

/// A change a recipe made to code it moved, as the nothing-lost account compares statements: the tokens before
/// and after (a whole statement's own tokens, or a fragment of one), and why.
public struct StatedRewrite: Hashable, Sendable {
    public let before: [String]
    public let after: [String]
    public let reason: String
    /// A whole statement's tokens, not a fragment to find inside one.
    public let isStatement: Bool
}

/// The rewrites of one migration, recorded where they are made — by the classifier, the planner and the emitters —
/// so that the report counts a statement as rewritten only where a recipe stated the rewrite, never because
/// something in the module merely looks like it.
///
/// The log is bound for the time a migration plans and emits (`Migration.migrate`); the stages reach it without
/// threading it through every rewriter's caller, and a rewrite made outside a migration (the questionnaire's
/// re-plan of the written view) states nothing.
final class RewriteLog: @unchecked Sendable {
    @TaskLocal static var current: RewriteLog?

    private let lock = NSLock()
    private var recorded: [StatedRewrite] = []

    var entries: [StatedRewrite] { lock.withLock { recorded } }

    /// States what rewriting `before` into `after` changed: each statement whose tokens differ (statements paired
    /// in order where both hold the same ones around them), and the node's own tokens when it is part of a statement.
    func record(from before: some SyntaxProtocol, to after: some SyntaxProtocol, reason: String) {
        var found: [StatedRewrite] = []
        var old = StatementAccount.statements(in: before).map { StatementText($0).tokens }
        var new = StatementAccount.statements(in: after).map { StatementText($0).tokens }
        var pairs: [([String], [String])] = []
        // A statement rewritten as a whole is its rewrite, whatever became of the statements nested in it.
        if before.is(CodeBlockItemSyntax.self), after.is(CodeBlockItemSyntax.self), !old.isEmpty, !new.isEmpty {
            pairs.append((old.removeFirst(), new.removeFirst()))
        }
        for (from, to) in pairs + Self.pairs(old, new) where from != to && !from.isEmpty {
            found.append(StatedRewrite(before: from, after: to, reason: reason, isStatement: true))
        }
        // An expression or a type rewritten inside a statement is a fragment to find in the statements holding it.
        if before.as(ExprSyntax.self) != nil || before.as(TypeSyntax.self) != nil {
            let from = StatementText(ownTokensOf: before).tokens
            let to = StatementText(ownTokensOf: after).tokens
            if from != to, !from.isEmpty { found.append(StatedRewrite(before: from, after: to, reason: reason, isStatement: false)) }
        }
        guard !found.isEmpty else { return }
        lock.withLock { recorded.append(contentsOf: found) }
    }

    /// States that a statement is gone from the code it belonged to, with the reason (a guard that only unwrapped self).
    func record(dropped statement: CodeBlockItemSyntax, reason: String) {
        let tokens = StatementText(statement).tokens
        guard !tokens.isEmpty else { return }
        lock.withLock { recorded.append(StatedRewrite(before: tokens, after: [], reason: reason, isStatement: true)) }
    }

    /// The statements before and after a rewrite, paired: equal ones in order as anchors, and between two anchors the
    /// changed ones in order when as many are on both sides (a rewriter that drops or adds a statement there says
    /// nothing about which became which). The next anchor is the nearest equal pair within a window, so that a file
    /// of thousands of statements aligns in linear time.
    static func pairs(_ old: [[String]], _ new: [[String]]) -> [([String], [String])] {
        var numbers: [[String]: Int] = [:]
        func number(_ tokens: [String]) -> Int {
            if let number = numbers[tokens] { return number }
            numbers[tokens] = numbers.count
            return numbers.count - 1
        }
        let a = old.map(number)
        let b = new.map(number)
        var pairs: [([String], [String])] = []
        func gap(_ i: Int, _ iEnd: Int, _ j: Int, _ jEnd: Int) {
            if iEnd - i == jEnd - j { pairs += zip(old[i..<iEnd], new[j..<jEnd]).map { ($0, $1) } }
        }
        var (i, j) = (0, 0)
        while i < a.count, j < b.count {
            if a[i] == b[j] { (i, j) = (i + 1, j + 1); continue }
            var anchor: (Int, Int)?
            search: for distance in 1...(2 * anchorWindow) {
                for skipOld in max(0, distance - anchorWindow)...min(distance, anchorWindow) {
                    let (x, y) = (i + skipOld, j + distance - skipOld)
                    if x < a.count, y < b.count, a[x] == b[y] { anchor = (x, y); break search }
                }
            }
            guard let (x, y) = anchor else { break }
            gap(i, x, j, y)
            (i, j) = (x, y)
        }
        gap(i, a.count, j, b.count)
        return pairs
    }

    static let anchorWindow = 24
}

extension SyntaxRewriter {
    /// Rewrites `node` as `rewrite(_:detach:)` does and, during a migration, states each statement it changed with
    /// `reason` for the nothing-lost account.
    func rewrite(_ node: some SyntaxProtocol, detach: Bool = true, stating reason: String) -> Syntax {
        let result = rewrite(node, detach: detach)
        RewriteLog.current?.record(from: node, to: result, reason: reason)
        return result
    }
}

/// The stated rewrites, to find what they made of a statement.
struct StatedRewriteIndex {
    private var statements: [[String]: [StatedRewrite]] = [:]
    /// The fragments as a trie of their tokens, so that finding those a statement holds costs its length, not the
    /// number of fragments: a screen that repeats a shape states a fragment per copy (`screen.title = "Screen 17"`).
    private var fragments = FragmentTrie()

    init(_ rewrites: [StatedRewrite]) {
        var seen: Set<StatedRewrite> = []
        for rewrite in rewrites where seen.insert(rewrite).inserted {
            if rewrite.isStatement {
                statements[rewrite.before, default: []].append(rewrite)
            } else if !rewrite.before.isEmpty {
                fragments.insert(rewrite)
            }
        }
    }

    /// The forms the stated rewrites make of a statement's tokens, fewest rewrites first — a rewrite of the whole
    /// statement, or of each occurrence of a fragment, then rewrites of that — each with the reasons on the way.
    /// Rewriters run one after another, so a moved statement may have gone through several.
    /// `until`: the forms up to the first it accepts (a form a module file holds) — a statement a screen repeats
    /// may have as many rewrites as copies, and making every form of each copy grew with the square of the screen.
    func forms(of tokens: [String], until accepted: ([String]) -> Bool = { _ in false }) -> [(tokens: [String], reasons: [String])] {
        guard !statements.isEmpty || !fragments.isEmpty else { return [] }
        var forms: [(tokens: [String], reasons: [String])] = []
        var seen: Set<[String]> = [tokens]
        var frontier = [(tokens: tokens, reasons: [String]())]
        for _ in 0..<Self.maxSteps {
            var next: [(tokens: [String], reasons: [String])] = []
            for form in frontier {
                var made = (statements[form.tokens] ?? []).map { ($0.after, $0.reason) }
                for rewrites in fragments.held(in: form.tokens) {
                    for fragment in rewrites {
                        if let replaced = Self.replacing(fragment.before, with: fragment.after, in: form.tokens) {
                            made.append((replaced, fragment.reason))
                        }
                    }
                }
                for (tokens, reason) in made where seen.insert(tokens).inserted {
                    next.append((tokens, form.reasons.contains(reason) ? form.reasons : form.reasons + [reason]))
                    if accepted(tokens) { return forms + next }
                }
            }
            forms += next
            frontier = Array(next.prefix(max(0, Self.maxForms - forms.count)))
            if frontier.isEmpty { break }
        }
        return forms
    }

    /// Rewriters that can touch one statement in turn, and forms looked at: bounds that keep the account linear.
    static let maxSteps = 6
    static let maxForms = 64

    /// `tokens` with each occurrence of `sequence` replaced, or nil when it holds none.
    static func replacing(_ sequence: [String], with replacement: [String], in tokens: [String]) -> [String]? {
        guard !sequence.isEmpty, sequence.count <= tokens.count else { return nil }
        var result: [String] = []
        var index = 0
        var replaced = false
        while index < tokens.count {
            if tokens[index...].starts(with: sequence) {
                result += replacement
                index += sequence.count
                replaced = true
            } else {
                result.append(tokens[index])
                index += 1
            }
        }
        return replaced ? result : nil
    }
}

/// Token sequences (the fragments' `before`) in a trie: each node's children by token, and the rewrites of the
/// sequence that ends there.
private struct FragmentTrie {
    private var children: [[String: Int]] = [[:]]
    private var ending: [[StatedRewrite]] = [[]]

    var isEmpty: Bool { children.count == 1 }

    mutating func insert(_ rewrite: StatedRewrite) {
        var node = 0
        for token in rewrite.before {
            if let child = children[node][token] {
                node = child
            } else {
                children.append([:])
                ending.append([])
                children[node][token] = children.count - 1
                node = children.count - 1
            }
        }
        ending[node].append(rewrite)
    }

    /// The rewrites of each fragment the tokens hold, each fragment once, in the order they first start in them
    /// (shorter before longer at one place).
    func held(in tokens: [String]) -> [[StatedRewrite]] {
        var found: [[StatedRewrite]] = []
        var reported: Set<Int> = []
        for start in tokens.indices {
            var node = 0
            for token in tokens[start...] {
                guard let child = children[node][token] else { break }
                node = child
                if !ending[node].isEmpty, reported.insert(node).inserted { found.append(ending[node]) }
            }
        }
        return found
    }
}

/// Why moved code reads differently where it landed: the reasons the rewriters state, each in one place.
enum RewriteReason {
    static let travellingValues = "the values it read from the screen travel as parameters"
    static let transitionHandler = "the router opens and closes screens on its transition handler"
    static let screenHandOver = "the screen handed to the next one is the router's transition handler, as the view's own class"
    static let delivery = "the model reports the outcome to the presenter"
    static let observerTokens = "the model keeps the observer's token to remove it when it goes"
    static let plainObjects = "types as the layer it landed in names them: plain objects for model types, the controller's nested types qualified"
    static let closureSplit = "the request runs in the model and its completion's display part in the view, split at the closure"
    static let cacheTracker = "the cache tracker's batches in place of the fetched results controller"
    static let alertHandler = "the alert's action reports to the presenter, which decides"
    static let splitRead = "the value is read in the model (let … = …) and shown where the outcome arrives"
    static let presentation = "the presenter formats the value the view shows (let … = …)"
    static let dataDisplay = "state the data display manager holds is reached through it; the list's data source is the manager"
}
