import SwiftSyntax

extension PlanBuilder {
    /// A private helper that moved whole into the interactor (or the list's manager) with the code calling it, while
    /// code the view keeps still calls it too (a second caller no recipe took, or one a local of its name hid): the
    /// view keeps its copy as well. The helper touches nothing of the screen, or only what the manager holds, which
    /// the view reaches through the manager: both copies compile where they are.
    func keepHelpersTheViewStillCalls() {
        let replaced = Set(plan.viewEdits.replacedStatements.keys)
        // The manager's helpers the view calls on it (a diffable data source's `configureDataSource()`) are reached there.
        let helpers = plan.interactorHelpers + (plan.dataDisplay?.helpers ?? []).filter { !plan.viewEdits.redirectedState.contains($0.baseName) }
        // A helper the view keeps may call another that moved: until nothing more comes back.
        while true {
            let gone = helpers.filter { plan.viewEdits.removedMembers.contains($0.name) }
            let goneNames = Set(gone.map(\.baseName))
            var stillCalled: [String: String] = [:]
            for member in context.controller.members
            where !plan.viewEdits.removedMembers.contains(member.name)
                && !plan.viewEdits.relayedToDataDisplay.contains(member.name) && plan.viewEdits.forwardedMembers[member.name] == nil
            {
                for name in KeptCodeNames.names(in: member.declaration, skipping: replaced).intersection(goneNames) where stillCalled[name] == nil {
                    stillCalled[name] = member.name
                }
            }
            guard !stillCalled.isEmpty else { return }
            for helper in gone {
                guard let caller = stillCalled[helper.baseName] else { continue }
                plan.viewEdits.removedMembers.remove(helper.name)
                let recipe =
                    plan.interactorHelpers.contains { $0.name == helper.name }
                    ? context.catalog.evidenceID(.lifecycleFetch)
                    : context.catalog.evidenceID(.collections)
                note(helper.name, .view, Evidence(recipe: recipe, line: helper.line, syntax: "still called by \(caller), which the view keeps"))
            }
        }
    }
}

/// The names the view's code still reads once the plan's replaced statements are gone.
private final class KeptCodeNames: SyntaxVisitor {
    let skipped: Set<SyntaxIdentifier>
    var names: Set<String> = []

    init(skipping skipped: Set<SyntaxIdentifier>) {
        self.skipped = skipped
        super.init(viewMode: .sourceAccurate)
    }

    static func names(in node: some SyntaxProtocol, skipping skipped: Set<SyntaxIdentifier>) -> Set<String> {
        let collector = KeptCodeNames(skipping: skipped)
        collector.walk(node)
        return collector.names
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        skipped.contains(node.id) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `other.name` names other's member; `name` and `self.name` the controller's.
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id,
            let base = access.base, !ReferenceCollector.isSelf(base)
        {
            return .skipChildren
        }
        names.insert(node.baseName.text)
        return .skipChildren
    }
}
