import SwiftSyntax

/// A local that names the controller for code that left the view goes with that code: once the observer it registered
/// (`addObserver(weakSelf as Any, selector: …)`) is the model's, nothing the view keeps reads it, and left behind it
/// would be a binding nobody reads.
///
/// ## Before
/// ```swift
/// weak var weakSelf = self
/// NotificationCenter.default.addObserver(weakSelf as Any, selector: #selector(updateColors), name: .themeChanged, object: nil)
/// ```
/// ## After
/// ```swift
/// output.didTriggerViewReadyEvent()
/// ```
extension PlanBuilder {
    func planControllerAliasRemovals() {
        for member in context.controller.members where !plan.viewEdits.removedMembers.contains(member.name) {
            guard let body = member.body else { continue }
            let statements = Array(body)
            for (index, statement) in statements.enumerated() where plan.viewEdits.replacedStatements[statement.id] == nil {
                guard let name = Self.controllerAlias(statement) else { continue }
                let readers = statements[(index + 1)...].filter { OwnCallCollector.mentions($0, name) }
                let movedWithinView = plan.viewEdits.deferredStatements.values.joined().contains { OwnCallCollector.mentions($0, name) }
                guard !readers.isEmpty, !movedWithinView, readers.allSatisfy({ leftTheView($0, naming: name) }) else { continue }
                plan.viewEdits.replacedStatements[statement.id] = .removed
                plan.viewEdits.removalReasons[statement.id] = "it named the controller for code that left the view, which the model now runs"
                claimed.insert(statement.id)
            }
        }
    }

    /// `weak var weakSelf = self`, `let controller = self`: the name a statement gives the controller, when that is all
    /// it declares (so removing it removes nothing else).
    private static func controllerAlias(_ statement: CodeBlockItemSyntax) -> String? {
        guard statement.item.as(VariableDeclSyntax.self)?.bindings.count == 1 else { return nil }
        return ReferenceCollector.controllerAliases(in: statement).first
    }

    /// Whether the view no longer runs `statement`, nor sends `name` in the event standing in its place.
    private func leftTheView(_ statement: CodeBlockItemSyntax, naming name: String) -> Bool {
        switch plan.viewEdits.replacedStatements[statement.id] {
        case .removed?, .query?: return true
        case .event(_, let arguments)?: return !arguments.contains { OwnCallCollector.mentions(ExprSyntax("\(raw: $0)"), name) }
        case nil: return false
        }
    }
}
