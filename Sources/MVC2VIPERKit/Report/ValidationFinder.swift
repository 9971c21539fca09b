import SwiftSyntax

/// Form validation the view still runs: a condition (`if`, `guard`, a ternary) that checks what the user typed
/// (`emailField.text`, `passwordField.text?.count`) against a rule — emptiness, length, contents, a pattern, an
/// `isValid…`/`validate…` helper. The rule is business logic whoever shows its outcome, so the questionnaire's
/// "business logic" question answers Yes at its line.
final class ValidationFinder: SyntaxVisitor {
    private let outlets: Set<String>
    private(set) var conditions: [Syntax] = []

    /// Calls and properties that state a rule about a text.
    static let checks: Set<String> = [
        "isEmpty", "count", "contains", "hasPrefix", "hasSuffix", "range", "matches", "evaluate", "firstMatch",
        "wholeMatch", "allSatisfy",
    ]

    init(outlets: Set<String>) {
        self.outlets = outlets
        super.init(viewMode: .sourceAccurate)
    }

    /// The conditions in `node` that validate what an outlet holds.
    static func conditions(in node: some SyntaxProtocol, outlets: Set<String>) -> [Syntax] {
        let finder = ValidationFinder(outlets: outlets)
        finder.walk(node)
        return finder.conditions
    }

    override func visit(_ node: ConditionElementListSyntax) -> SyntaxVisitorContinueKind {
        if validates(node) { conditions.append(Syntax(node)) }
        return .visitChildren
    }

    override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
        if validates(node.condition) { conditions.append(Syntax(node.condition)) }
        return .visitChildren
    }

    /// Reads an outlet's text or value and applies a rule to it.
    private func validates(_ node: some SyntaxProtocol) -> Bool {
        let tokens = node.tokens(viewMode: .sourceAccurate).map(\.text)
        let readsInput =
            zip(tokens, tokens.dropFirst()).contains { outlets.contains($0.0) && $0.1 == "." }
            && tokens.contains { ["text", "attributedText", "selectedSegmentIndex", "isOn", "value", "date"].contains($0) }
        guard readsInput else { return false }
        return tokens.contains(where: Self.checks.contains) || tokens.contains { $0.hasPrefix("isValid") || $0.hasPrefix("validate") }
    }
}
