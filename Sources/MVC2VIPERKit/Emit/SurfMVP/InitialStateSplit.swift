import SwiftParser
import SwiftSyntax

/// A Surf MVP view sets itself up in `setupInitialState()`, which the presenter calls once the view
/// has loaded: the setup the thin `viewDidLoad()` kept moves there, and `viewDidLoad()` only tells
/// the presenter (`output.viewLoaded()`).
///
/// The setup stays where it was when moving it could change what runs: a `viewDidLoad()` that
/// returns early, or that sends the event from inside a branch. What followed the event and sends
/// events of its own (`loadFeed()`, whose body tells the presenter) stays after it, in its order.
enum InitialStateSplit {
    static func apply(to tree: SourceFileSyntax, controller: String, loadedCall: ExprSyntax, setupName: String) -> SourceFileSyntax {
        let finder = MethodFinder(controller: controller, names: ["viewDidLoad", setupName])
        finder.walk(tree)
        guard let viewDidLoad = finder.found["viewDidLoad"], let body = viewDidLoad.body, let setup = finder.found[setupName] else { return tree }
        // `output.viewLoaded` with or without the state it hands over.
        let callee = loadedCall.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText ?? loadedCall.trimmedText
        let statements = Array(body.statements)
        let isSuper = { (item: CodeBlockItemSyntax) in item.trimmedText == "super.viewDidLoad()" }
        let isLoaded = { (item: CodeBlockItemSyntax) in item.item.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText == callee }
        let output = callee.split(separator: ".").first.map(String.init) ?? callee
        let senders = EventSenders(output: output)
        senders.walk(tree)
        let trailing =
            statements.firstIndex(where: isLoaded).flatMap { loaded in
                statements.indices.first { $0 > loaded && senders.sendsEvents(statements[$0]) }.map { Array(statements[$0...]) }
            } ?? []
        let trailingIDs = Set(trailing.map(\.id))
        let rest = statements.filter { !isSuper($0) && !isLoaded($0) && !trailingIDs.contains($0.id) }
        let sendsElsewhere = rest.contains { $0.description.contains(callee) }
        let returnsEarly = rest.contains { $0.item.is(ReturnStmtSyntax.self) || $0.item.is(GuardStmtSyntax.self) }
        // An event that hands over state may read what the setup computed: the order stays.
        let handsOverState = statements.contains { isLoaded($0) && !($0.item.as(FunctionCallExprSyntax.self)?.arguments.isEmpty ?? true) }
        let movable = !sendsElsewhere && !returnsEarly && !handsOverState

        let indentation = body.statements.first?.leadingTrivia.indentation ?? IndentationStyle.target.levels(2)
        let loadedItem = CodeBlockItemSyntax(item: .expr(loadedCall.trimmed)).with(\.leadingTrivia, .newline + indentation)
        var kept = movable ? statements.filter(isSuper) : statements.filter { !isLoaded($0) && !trailingIDs.contains($0.id) }
        if handsOverState {
            kept = statements
        } else if !sendsElsewhere {
            // The event goes right after `super`, so the presenter sets the view up before anything else.
            let position = kept.firstIndex(where: isSuper).map { $0 + 1 } ?? 0
            kept.insert(loadedItem, at: position)
            kept += trailing
        } else {
            kept += trailing
        }
        let edits: [SyntaxIdentifier: CodeBlockSyntax] = [
            body.id: body.with(\.statements, CodeBlockItemListSyntax(kept)),
            setup.body!.id: setup.body!.with(\.statements, CodeBlockItemListSyntax(movable ? rest : [])),
        ]
        return BodyReplacer(edits).rewrite(tree, detach: false, stating: "the initial state is set by the presenter").cast(SourceFileSyntax.self)
    }
}

/// The controller's methods of the given names with no parameters, in the class or its extensions.
private final class MethodFinder: SyntaxVisitor {
    let controller: String
    let names: Set<String>
    var found: [String: FunctionDeclSyntax] = [:]

    init(controller: String, names: Set<String>) {
        self.controller = controller
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard names.contains(node.name.text), node.signature.parameterClause.parameters.isEmpty, found[node.name.text] == nil, isInController(node) else {
            return .skipChildren
        }
        found[node.name.text] = node
        return .skipChildren
    }

    private func isInController(_ node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let current = parent {
            if let type = current.as(ClassDeclSyntax.self) { return type.name.text == controller }
            if let type = current.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedText == controller }
            parent = current.parent
        }
        return false
    }
}

/// Which statements tell the presenter something: they name the output, or call a method of the controller that does.
private final class EventSenders: SyntaxVisitor {
    let output: String
    private var sendingMethods = Set<String>()

    init(output: String) {
        self.output = output
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body, Self.names(output, in: body) { sendingMethods.insert(node.name.text) }
        return .skipChildren
    }

    func sendsEvents(_ item: CodeBlockItemSyntax) -> Bool {
        Self.names(output, in: item)
            || item.tokens(viewMode: .sourceAccurate).contains { token in
                sendingMethods.contains(token.text) && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
            }
    }

    private static func names(_ output: String, in node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.text == output && $0.nextToken(viewMode: .sourceAccurate)?.tokenKind == .period }
    }
}

private final class BodyReplacer: SyntaxRewriter {
    let edits: [SyntaxIdentifier: CodeBlockSyntax]
    init(_ edits: [SyntaxIdentifier: CodeBlockSyntax]) {
        self.edits = edits
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockSyntax) -> CodeBlockSyntax {
        edits[node.id] ?? super.visit(node)
    }
}
