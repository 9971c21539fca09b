import SwiftSyntax

/// `do { let x = try await service.load(); show(x) } catch { showError(error) }`: the data part and
/// the delivery of success or failure stay together in the interactor; what shows each outcome
/// becomes display code (the code style's `didObtain…` / `didFailToObtain…` pair).
extension FetchMatcher {
    static let failureMarker = "__mvc2viperDeliverFailure"

    struct DoCatchSplit {
        let interactorStatement: CodeBlockItemSyntax
        let pure: [CodeBlockItemSyntax]
        let successConsumers: [CodeBlockItemSyntax]
        let failureConsumers: [CodeBlockItemSyntax]
    }

    /// Splits a `do` with one catch-all clause whose body starts by reading data and goes on to update the screen.
    /// `insideDataClosure`: the do/catch sits in a closure that delivers data, so its leading
    /// statements (decoding what arrived) belong with the data even when they read none themselves.
    /// `failureAlwaysShows`: display code follows the do/catch, so a failure is delivered even when the catch
    /// itself only logs (it keeps its statements and then delivers).
    func splitDoCatch(
        _ statement: CodeBlockItemSyntax, parameterNames: Set<String>, insideDataClosure: Bool = false,
        failureAlwaysShows: Bool = false,
        normalize: (CodeBlockItemSyntax) -> CodeBlockItemSyntax? = { $0 }
    ) -> DoCatchSplit? {
        guard let doStatement = statement.item.as(DoStmtSyntax.self), doStatement.catchClauses.count == 1,
            let clause = doStatement.catchClauses.first, clause.catchItems.isEmpty
        else { return nil }
        var pure: [CodeBlockItemSyntax] = []
        var success: [CodeBlockItemSyntax] = []
        // Data work after the screen is updated (`NotificationCenter.default.post(…)`, an analytics event): the
        // interactor runs it after delivering, which shows the outcome at once, so the order stays the original's.
        // (Inside a data closure the delivery may hop to the main queue first, so there it would run before the display.)
        var trailing: [CodeBlockItemSyntax] = []
        for item in doStatement.body.statements {
            guard let normalized = normalize(item) else { continue }
            let references = context.references(normalized, locals: parameterNames)
            let allowed = movableHelpers(references).union(context.stateReads(references)).union(
                references.selfMembers.intersection(context.subscriptionStorage)
            )
            .union(enteredValueOutlets(normalized, references: references))
            let touchesUI = context.touchesUI(references, allowing: allowed)
            if success.isEmpty, !touchesUI {
                pure.append(item)
            } else if !insideDataClosure, !success.isEmpty, !touchesUI,
                context.dataAccess(in: normalized, references: references) != nil || !trailing.isEmpty,
                // Reading no state, which the display may have changed since the event handed it over (as for closures).
                context.stateReads(references).isEmpty, context.uiKitTypeNamed(in: [normalized]) == nil
            {
                trailing.append(item)
            } else {
                // Data read while showing, or the screen updated again after more data work, cannot be split in order.
                if !trailing.isEmpty || context.dataAccess(in: normalized, references: references) != nil { return nil }
                success.append(normalized)
            }
        }
        // What the trailing work reads must be the interactor's: nothing the display code binds.
        let shownNames = Set(success.flatMap { boundNames($0) })
        guard trailing.allSatisfy({ NameUseCollector.names(in: $0).isDisjoint(with: shownNames) }) else { return nil }
        guard !pure.isEmpty, insideDataClosure || pure.contains(where: { context.dataAccess(in: $0, references: context.references($0)) != nil }) else {
            return nil
        }
        let failure = clause.body.statements.compactMap(normalize)
        let failureTouchesUI = failure.contains { context.touchesUI(context.references($0, locals: parameterNames.union(["error"]))) }
        let indentation = doStatement.body.statements.first?.leadingTrivia.indentation ?? IndentationStyle.input.unit
        let successMarker = SyntaxFactory.statement(SyntaxFactory.call(nil, Self.deliveryMarker, arguments: []))
            .with(\.leadingTrivia, .newline + indentation)
        let failureMarker = SyntaxFactory.statement(SyntaxFactory.call(nil, Self.failureMarker, arguments: [SyntaxFactory.reference("error")]))
            .with(\.leadingTrivia, .newline + (clause.body.statements.first?.leadingTrivia.indentation ?? indentation))
        var rewritten = doStatement.with(\.body.statements, CodeBlockItemListSyntax(pure + [successMarker] + trailing))
        if failureTouchesUI {
            rewritten = rewritten.with(\.catchClauses, [clause.with(\.body.statements, [failureMarker])])
        } else if failureAlwaysShows {
            rewritten = rewritten.with(\.catchClauses, [clause.with(\.body.statements, clause.body.statements + [failureMarker])])
        }
        return DoCatchSplit(
            interactorStatement: statement.with(\.item, .stmt(StmtSyntax(rewritten))), pure: pure,
            successConsumers: success, failureConsumers: failureTouchesUI ? failure : [])
    }
}
