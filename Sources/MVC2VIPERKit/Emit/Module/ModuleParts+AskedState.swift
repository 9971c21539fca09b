import SwiftSyntax

/// Model data the view goes on reading and changing, held by its output (`MigrationPlan.askedState`): the output
/// answers with its own copy and keeps each change the view hands it.
///
/// ## After
/// ```swift
/// // View
/// private var settings: EncryptionSettings {
///     get { output.currentSettings() }
///     set { output.didChangeSettings(newValue) }
/// }
/// // Presenter
/// func currentSettings() -> EncryptionSettings { return settings }
/// func didChangeSettings(_ settings: EncryptionSettings) { self.settings = settings }
/// ```
extension ModuleParts {
    /// The question and, for a `var`, the change: requirements of the view's output when `implemented` is false.
    func askedStateFunctions(implemented: Bool) -> [MemberBlockItemSyntax] {
        plan.askedState.flatMap { state -> [MemberBlockItemSyntax] in
            let answer = CodeBlockItemSyntax(item: .stmt(StmtSyntax(ReturnStmtSyntax(expression: SyntaxFactory.reference(state.name)))))
            var functions = [SyntaxFactory.function(names.stateQuestion(state), [], returns: state.type, body: implemented ? [answer] : nil)]
            if state.isSettable {
                let keep = SyntaxFactory.assignment(
                    ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), state.name, SyntaxFactory.reference(state.name))
                functions.append(
                    SyntaxFactory.function(
                        names.stateChange(state), [Parameter(label: nil, name: state.name, type: state.type)],
                        body: implemented ? [keep] : nil))
            }
            return functions.map(member)
        }
    }

    /// The types the view's output hands over for it, for the imports of the protocol's file.
    var askedStateTypes: [TypeSyntax] { plan.askedState.map(\.type) }
}
