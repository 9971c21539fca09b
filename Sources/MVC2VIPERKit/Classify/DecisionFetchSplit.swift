import SwiftSyntax

/// Data work inside a decision the view makes (`if`, `guard`'s `else`, `switch`): when the decision itself reads
/// no data (a switch's state, a flag, what the user picked), the view keeps it, and the data work of each of its
/// blocks leaves as an event of its own, sent from that block.
///
/// ## Before
/// ```swift
/// @objc func favoriteTapped() {
///     if isFavorite {
///         store.removeFavorite(id)
///     } else {
///         store.addFavorite(id)
///     }
///     favoriteButton.isSelected.toggle()
/// }
/// ```
/// ## After
/// ```swift
/// @objc func favoriteTapped() {            // view
///     if isFavorite {
///         output.didTriggerRemoveFavoriteEvent(id)
///     } else {
///         output.didTriggerAddFavoriteEvent(id)
///     }
///     favoriteButton.isSelected.toggle()
/// }
/// ```
extension FetchMatcher {
    /// The groups of every block of `statement`'s decision, each tagged with its block; nil when the statement is no
    /// decision, its conditions read data, or none of its blocks has data work that can leave.
    /// `earlier`: the statements that ran before it, whose locals the blocks may read.
    func splitDecision(
        _ statement: CodeBlockItemSyntax, in member: MemberModel, parameterNames: Set<String>,
        earlier: [CodeBlockItemSyntax]
    ) -> (groups: [Group], problems: [String])? {
        guard let decision = Decision(statement), !decision.readsData(context, parameterNames: parameterNames) else { return nil }
        var groups: [Group] = []
        var problems: [String] = []
        for block in decision.blocks {
            let enclosing = earlier + (block.binding.map { [$0] } ?? [])
            let inner = split(Array(block.statements), in: member, helperMode: false, enclosing: enclosing, inDecisions: true)
            problems += inner.problems
            for var group in inner.groups {
                if let problem = leavesEarly(group) {
                    problems.append(problem)
                    continue
                }
                group.site = group.site ?? block.statements.id
                groups.append(group)
            }
        }
        return groups.isEmpty && problems.isEmpty ? nil : (groups, problems)
    }

    /// Why moving the group would change where the method goes on: the original left the method (or the loop,
    /// or the case) from inside what moves, and the view would carry on instead.
    func leavesEarly(_ group: Group) -> String? {
        let jumps: Set<Keyword> = [.break, .continue, .fallthrough]
        for taken in group.taken {
            let jumping = taken.tokens(viewMode: .sourceAccurate).contains { token in
                if case .keyword(let keyword) = token.tokenKind { return jumps.contains(keyword) }
                return false
            }
            if ExitFinder.exits(taken) || jumping {
                return "line \(context.line(taken)): its data access inside a decision ends the method or the loop early (\(context.snippet(taken))); "
                    + "moved, the view would carry on"
            }
        }
        return nil
    }
}
