import SwiftSyntax

/// The Book's fetched-results recipe (`russian-frc.md`): an NSFetchedResultsController feeding a
/// table leaves the view. The assembly makes it, wrapped in a cache tracker the interactor owns;
/// the tracker reports the fetched objects and every later change as transaction batches, which
/// reach the data display manager as plain objects. The controller's delegate methods, which only
/// animated the table, are replaced by the manager's `update(with:)`.
///
/// ## Before
/// ```swift
/// private lazy var fetchedResultsController: NSFetchedResultsController<Note> = { …; controller.delegate = self; return controller }()
/// override func viewDidLoad() { super.viewDidLoad(); try? fetchedResultsController.performFetch() }
/// func controllerDidChangeContent(_ controller: …) { tableView.endUpdates() }
/// ```
/// ## After
/// ```swift
/// func makeCacheTracker() -> CacheTracker<Note> { …; return CacheTracker(controller: controller) }   // assembly
/// func obtainNotes() { cacheTracker.onTransactionBatch = { … }; … }                                  // interactor
/// func update(with batch: CacheTransactionBatch<NotePlainObject>) { notes = batch.objects; … }       // data display manager
/// ```
struct FetchedResultsMatcher {
    struct Finding {
        let member: MemberModel
        /// The fetched entity (`Note`).
        let entity: String
        /// The creation, its delegate assignment dropped, returning the tracker.
        let factory: [CodeBlockItemSyntax]
        /// Injected dependencies the creation reads (`managedObjectContext`), handed in by the assembly.
        let factoryArguments: [String]
        let trigger: MemberModel
        /// `try? fetchedResultsController.performFetch()` first (it becomes the event), then what goes with it.
        let removedStatements: [CodeBlockItemSyntax]
        let delegateMethods: [MemberModel]
        let evidence: Evidence
    }

    let context: ClassificationContext

    func finding(injected: Set<String>, listView: String?) -> (found: Finding?, declined: [Unresolved]) {
        guard let recipe = context.catalog.recipes(for: .fetchedResults).first,
            let member = context.controller.members.first(where: { member in
                member.kind == .storedProperty && !member.isLeftAsWritten
                    && context.inference.memberType(member.name).map { recipe.matches(.controllerTypes, TypeText.baseName($0.trimmedText)) } == true
            })
        else { return (nil, []) }
        func decline(_ reason: String) -> (Finding?, [Unresolved]) {
            (nil, [Unresolved(member: member.name, line: member.line, reason: "fetched results: " + reason, recipe: recipe.id)])
        }
        guard let type = context.inference.memberType(member.name).map(TypeText.unwrapped)?.as(IdentifierTypeSyntax.self),
            let entity = type.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self)?.trimmedText
        else {
            return decline("its fetched type is not written (NSFetchedResultsController<Entity>)")
        }
        guard let listView,
            context.controller.member(named: listView).map({
                context.inference.memberType($0.name).map { TypeText.baseName($0.trimmedText) } == "UITableView"
            }) ?? true
        else {
            return decline("it feeds no table (a collection view's batch updates are not built yet)")
        }
        guard let initial = member.initializer else { return decline("it is created outside its declaration; create it in a lazy property to let it move") }
        var factory = Self.statements(of: initial).filter { !Self.assignsSelfAsDelegate($0) }
        if factory.contains(where: { $0.description.contains("sectionNameKeyPath") && !$0.description.contains("sectionNameKeyPath: nil") }) {
            return decline("it groups objects into sections, which the cache tracker's single list does not cover")
        }
        let locals = Set(factory.flatMap { boundNames($0) })
        let references = factory.reduce(into: References()) { $0.merge(context.references($1, locals: locals)) }
        if references.usesSelfAsValue { return decline("its creation hands the controller itself to other code") }
        if let other = references.selfMembers.subtracting(injected).union(references.inheritedAPI).sorted().first {
            return decline("its creation reads the controller's \(other), which the assembly cannot hand over")
        }
        guard let last = factory.last, let returned = last.item.as(ReturnStmtSyntax.self)?.expression else {
            return decline("its creation does not end by returning the controller")
        }
        factory[factory.count - 1] = last.with(
            \.item,
            .stmt(
                StmtSyntax(
                    ReturnStmtSyntax(
                        returnKeyword: .keyword(.return, trailingTrivia: .space),
                        expression: ExprSyntax("CacheTracker(controller: \(returned.trimmed))")))))

        var delegateMethods: [MemberModel] = []
        var trigger: MemberModel?
        var removed: [CodeBlockItemSyntax] = []
        let items = "__items"
        // Its delegate methods reach it through their parameter, not by name.
        for other in context.controller.members
        where other.name != member.name
            && (OwnCallCollector.mentions(other.declaration, member.name) || recipe.matches(.delegateMethods, other.name))
        {
            if recipe.matches(.delegateMethods, other.name) {
                let used = context.references(other.declaration, locals: Set(other.parameters.map(\.name)))
                guard used.selfMembers.subtracting([listView]).isEmpty, used.inheritedAPI.subtracting([listView]).isEmpty else {
                    return decline("\(other.name) does more than update the table")
                }
                delegateMethods.append(other)
            } else if context.catalog.matches(.collections, .collectionMethods, other.name) {
                let rewritten = FetchedResultsAccess(controller: member.name, items: items).rewrite(other.declaration, stating: RewriteReason.cacheTracker)
                if OwnCallCollector.mentions(rewritten, member.name) {
                    return decline("\(other.name) uses it in a way the plain list cannot answer")
                }
            } else if context.isLifecycle(other), trigger == nil,
                let body = other.body.map(Array.init)
            {
                for (index, statement) in body.enumerated() where OwnCallCollector.mentions(statement, member.name) {
                    guard Self.isPerformFetch(statement, member.name) || Self.assignsSelfAsDelegate(statement) else {
                        return decline("\(other.name) uses it beyond fetching (\(context.snippet(statement)))")
                    }
                    removed.append(statement)
                    // The table's reload after the fetch is the manager's now.
                    if Self.isPerformFetch(statement, member.name), index + 1 < body.count,
                        body[index + 1].trimmedText.hasSuffix("\(listView).reloadData()")
                    {
                        removed.append(body[index + 1])
                    }
                }
                trigger = other
            } else {
                return decline("\(other.name) uses it, which no part of the recipe covers")
            }
        }
        guard let trigger, let first = removed.firstIndex(where: { Self.isPerformFetch($0, member.name) }) else {
            return decline("no lifecycle method performs its fetch")
        }
        removed.insert(removed.remove(at: first), at: 0)
        let evidence = Evidence(recipe: recipe.id, line: member.line, syntax: context.snippet(member.declaration))
        return (
            Finding(
                member: member, entity: entity, factory: factory, factoryArguments: references.selfMembers.sorted(),
                trigger: trigger, removedStatements: removed, delegateMethods: delegateMethods, evidence: evidence), []
        )
    }

    private static func statements(of value: ExprSyntax) -> [CodeBlockItemSyntax] {
        if let closure = DependencyMatcher.immediatelyCalledClosure(value) {
            return Array(closure.statements)
        }
        return [DependencyMatcher.returnStatement(value)]
    }

    /// `controller.delegate = self`.
    private static func assignsSelfAsDelegate(_ statement: CodeBlockItemSyntax) -> Bool {
        guard let (target, value) = ModuleInputPlanner.assignmentTarget(statement) else { return false }
        return target.hasSuffix(".delegate") && value.trimmedText == "self"
    }

    /// `try? fetchedResultsController.performFetch()` (or `try!`, or `self.`).
    private static func isPerformFetch(_ statement: CodeBlockItemSyntax, _ name: String) -> Bool {
        let text = statement.trimmedText.replacingOccurrences(of: "self.", with: "")
        return ["try? ", "try! "].contains { text == $0 + name + ".performFetch()" }
    }
}

/// The fetched results controller's answers in list code, from the manager's plain list instead:
/// `object(at: indexPath)` → `notes[indexPath.row]`, `sections?[section].numberOfObjects ?? 0` and
/// `fetchedObjects?.count ?? 0` → `notes.count`, `sections?.count ?? 0` → `1`. Anything else is
/// left as it was, for the recipe to decline.
final class FetchedResultsAccess: SyntaxRewriter {
    let controller: String
    let items: String

    init(controller: String, items: String) {
        self.controller = controller
        self.items = items
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return super.visit(node) }
        guard let left = access(elements[0]) else { return super.visit(node) }
        let replacement: ExprSyntax?
        if left.hasPrefix(".sections?[") && left.hasSuffix("].numberOfObjects") || left == ".fetchedObjects?.count" {
            replacement = ExprSyntax("\(raw: items).count")
        } else if left == ".sections?.count" {
            replacement = ExprSyntax("1")
        } else if left == ".fetchedObjects" {
            replacement = ExprSyntax("\(raw: items)")
        } else {
            replacement = nil
        }
        guard let replacement else { return super.visit(node) }
        return replacement.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "object",
            let base = callee.base, access(base) == "", node.arguments.first?.label?.text == "at",
            let indexPath = node.arguments.first?.expression
        else { return super.visit(node) }
        return ExprSyntax("\(raw: items)[\(indexPath.trimmed).row]").with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// What follows the controller in `fetchedResultsController.sections?[0]…` (`.sections?[0]…`), or
    /// `nil` when the expression does not start with it.
    private func access(_ expression: ExprSyntax) -> String? {
        let text = expression.trimmedText.replacingOccurrences(of: "self.", with: "")
        guard text.hasPrefix(controller) else { return nil }
        let rest = text.dropFirst(controller.count)
        guard rest.isEmpty || rest.first == "." || rest.first == "?" || rest.first == "!" else { return nil }
        return String(rest).replacingOccurrences(of: "!", with: "?")
    }
}
