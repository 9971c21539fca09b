import SwiftBasicFormat
import SwiftParser
import SwiftSyntax

/// Rewrites the input file into the thin view: moved statements and members go, event calls
/// come in their place, model types become plain objects, created dependencies become injected
/// ones. Everything else of the file, comments and layout included, stays as written.
public struct ViewRewrite {
    public let plan: MigrationPlan
    /// How the architecture sends an event from the view: `output.didTriggerViewReadyEvent()`.
    public let eventCall: (_ event: Int, _ arguments: [ExprSyntax]) -> ExprSyntax
    /// Members put at the top of the controller class (the presenter reference).
    public let addedMembers: [DeclSyntax]
    /// Declarations appended to the file (the view-input conformance), already formatted with their moved code.
    public let appended: [CodeBlockItemSyntax]
    /// The value a dependency the view keeps defaults to until the assembly injects one.
    public let injectedDefault: (Dependency) -> ExprSyntax
    /// The body of a member that now forwards to the module input (by index into `moduleInputs`).
    public var forwardingStatement: (Int) -> CodeBlockItemSyntax = { _ in SyntaxFactory.statement(ExprSyntax(TupleExprSyntax(elements: []))) }
    /// How a member the model now answers asks for its value: `output.obtainPrefersDescendingSorting()` (by index into `queries`).
    public var queryCall: (Int) -> ExprSyntax = { _ in ExprSyntax(TupleExprSyntax(elements: [])) }
    /// How the view's property reaches the state its output holds: `output.currentSettings()` with no value, and
    /// `output.didChangeSettings(newValue)` with one (by index into `askedState`).
    public var askedStateCall: (Int, ExprSyntax?) -> ExprSyntax = { _, _ in ExprSyntax(TupleExprSyntax(elements: [])) }
    /// The deprecation a forwarding member carries.
    public var forwardingAttribute: AttributeSyntax?
    /// The view's property holding its data display manager (`dataDisplayManager`).
    public var dataDisplayProperty = "dataDisplayManager"

    /// A controller member as it reads after the plan's edits (events in place of moved statements,
    /// plain objects for model types), for code that moves elsewhere in the view layer.
    public func rewriteMember(_ decl: DeclSyntax) -> DeclSyntax {
        ViewRewriter(rewrite: self, inside: true).rewrite(decl, detach: true).cast(DeclSyntax.self)
    }

    /// Statements that make the data display manager the list's data source, for a controller that did not do it in code.
    var installation: [CodeBlockItemSyntax] { Self.installation(plan, property: dataDisplayProperty) }

    public static func installation(_ plan: MigrationPlan, property dataDisplayProperty: String) -> [CodeBlockItemSyntax] {
        // The web engine gets the web view as soon as the view has it.
        let webSetup = plan.webView.map { [WebEngineMatcher.setup(webView: $0)] } ?? []
        guard let display = plan.dataDisplay, !display.wiredInCode else { return webSetup }
        let roles = (display.isDataSource ? ["dataSource"] : []) + (display.protocols.contains { $0.hasSuffix("Delegate") } ? ["delegate"] : [])
        return webSetup
            + roles.map { role in
                SyntaxFactory.assignment(SyntaxFactory.reference(display.listView), role, SyntaxFactory.reference(dataDisplayProperty))
            }
    }

    /// Delegate calls become the module-output events the presenter reports (`output.didSave(user)`).
    public func reportingDelegateCalls<Node: SyntaxProtocol>(_ node: Node) -> Node {
        guard !plan.moduleOutputs.isEmpty else { return node }
        return DelegateCallReporter(outputs: plan.moduleOutputs, eventCall: eventCall)
            .rewrite(node, stating: "a call of the delegate is the module output the presenter reports").cast(Node.self)
    }

    /// The controller's own file, rewritten.
    public func render() -> SourceFileSyntax {
        var file = rendered(plan.source.primary)
        if !appended.isEmpty {
            let items = appended.enumerated().map { index, item in
                index == 0 ? item.with(\.leadingTrivia, .newlines(2) + item.leadingTrivia.droppingLeadingNewlines) : item
            }
            // A class under `#if DEBUG … #endif` takes its extensions inside the same clause: outside it they would
            // extend a type that the other configurations do not have.
            let statements =
                Self.appending(items, besideClassNamed: plan.controller.name, in: file.statements)
                ?? CodeBlockItemListSyntax(Array(file.statements) + items)
            file = file.with(\.statements, statements).with(\.endOfFileToken, .endOfFileToken(leadingTrivia: .newline))
        }
        return file
    }

    /// `statements` with `items` added to the end of the `#if` clause that declares the class `name`, or nil when
    /// the class is declared at the top level.
    private static func appending(
        _ items: [CodeBlockItemSyntax], besideClassNamed name: String,
        in statements: CodeBlockItemListSyntax
    ) -> CodeBlockItemListSyntax? {
        for (position, statement) in statements.enumerated() {
            guard let conditional = statement.item.as(IfConfigDeclSyntax.self) else { continue }
            for (index, clause) in conditional.clauses.enumerated() {
                guard case .statements(let inner) = clause.elements else { continue }
                let declares = inner.contains { $0.item.as(ClassDeclSyntax.self)?.name.text == name }
                guard let updated = declares ? CodeBlockItemListSyntax(Array(inner) + items) : appending(items, besideClassNamed: name, in: inner)
                else { continue }
                var clauses = Array(conditional.clauses)
                clauses[index] = clause.with(\.elements, .statements(updated))
                var all = Array(statements)
                all[position] = statement.with(\.item, .decl(DeclSyntax(conditional.with(\.clauses, IfConfigClauseListSyntax(clauses)))))
                return CodeBlockItemListSyntax(all)
            }
        }
        return nil
    }

    /// The other files holding extensions of the controller, rewritten the same way, by their original path.
    public func renderExtensionFiles() -> [(path: String, syntax: SourceFileSyntax)] {
        plan.source.extensionFiles.map { ($0.path, rendered($0)) }
    }

    /// Whether a rewritten file still declares anything: one left with its imports alone is deleted, not written.
    public static func holdsCode(_ file: SourceFileSyntax) -> Bool {
        file.statements.contains { !$0.item.is(ImportDeclSyntax.self) }
    }

    private func rendered(_ source: ParsedSource) -> SourceFileSyntax {
        let rewriter = ViewRewriter(rewrite: self)
        let file = rewriter.rewrite(source.tree, detach: true).cast(SourceFileSyntax.self)
        // Extensions left with neither members nor conformances go, with their MARK comments.
        return file.with(
            \.statements,
            CodeBlockItemListSyntax(
                file.statements.filter { item in
                    guard let ext = item.item.as(ExtensionDeclSyntax.self), ext.extendedType.trimmedText == plan.controller.name else { return true }
                    return !(ext.memberBlock.members.isEmpty && ext.inheritanceClause == nil)
                }))
    }
}

extension Trivia {
    var droppingLeadingNewlines: Trivia { Trivia(pieces: pieces.drop { $0.isNewline }) }
}

private final class ViewRewriter: SyntaxRewriter {
    let rewrite: ViewRewrite
    let edits: ViewEdits
    let controllerIDs: Set<SyntaxIdentifier>
    let substitution: TypeSubstitution
    private var insideController = 0

    let removedConformances: Set<String>

    init(rewrite: ViewRewrite, inside: Bool = false) {
        self.rewrite = rewrite
        self.edits = rewrite.plan.viewEdits
        self.controllerIDs = Set([rewrite.plan.controller.declaration.id] + rewrite.plan.controller.extensions.map(\.id))
        self.substitution = TypeSubstitution(rewrite.plan.viewEdits.typeSubstitutions)
        self.removedConformances = Set(rewrite.plan.dataDisplay?.protocols ?? []).union(rewrite.plan.viewEdits.removedConformances)
        self.insideController = inside ? 1 : 0
        super.init(viewMode: .sourceAccurate)
    }

    /// The inheritance clause without the conformances that moved to the data display manager.
    private func keptConformances(_ clause: InheritanceClauseSyntax?, keepFirst: Bool) -> InheritanceClauseSyntax? {
        guard let clause, !removedConformances.isEmpty else { return clause }
        let kept = clause.inheritedTypes.enumerated().filter { index, inherited in
            (keepFirst && index == 0) || !removedConformances.contains(inherited.type.trimmedText)
        }.map(\.element)
        guard kept.count != clause.inheritedTypes.count else { return clause }
        guard !kept.isEmpty else { return nil }
        let list = InheritedTypeListSyntax(
            kept.enumerated().map { index, inherited in
                inherited.with(\.trailingComma, index < kept.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
                    .with(\.type, inherited.type.with(\.trailingTrivia, index == kept.count - 1 ? .space : []))
            })
        return clause.with(\.inheritedTypes, list)
    }

    /// A read the model answers now, asked where it stood.
    override func visitAny(_ node: Syntax) -> Syntax? {
        guard insideController > 0, !edits.askedExpressions.isEmpty, let index = edits.askedExpressions[node.id] else { return nil }
        let asked = rewrite.queryCall(index).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        RewriteLog.current?.record(from: node, to: asked, reason: "the view asks its output for the value it read; the model answers with the read")
        return Syntax(asked)
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        guard controllerIDs.contains(node.id) else { return super.visit(node) }
        insideController += 1
        defer { insideController -= 1 }
        var members = Array(rewriteMembers(node.memberBlock.members))
        let indentation = members.first?.leadingTrivia.indentation ?? IndentationStyle.input.unit
        // The first added member takes the line breaks the first member had after the brace.
        let openingBreaks = members.first?.leadingTrivia.lineBreaks ?? .newline
        let added = rewrite.addedMembers.enumerated().map { index, decl in
            // The view keeps the input's style: templates written in 4 spaces take its levels.
            let style = IndentationStyle.input
            let laidOut = Reindent.rescaled(decl, from: .standard, to: style).formatted(using: BasicFormat(indentationWidth: style.unit))
            let formatted = Reindent.indented(
                laidOut.cast(DeclSyntax.self)
                    .with(\.leadingTrivia, .newline + decl.leadingTrivia.droppingLeadingNewlines), by: indentation)
            return MemberBlockItemSyntax(
                decl: formatted.with(
                    \.leadingTrivia,
                    (index == 0 ? openingBreaks : .newlines(2))
                        + Trivia(pieces: formatted.leadingTrivia.pieces.drop { $0.isNewline })))
        }
        if let first = members.first {
            members[0] = first.with(\.leadingTrivia, .newlines(2) + first.leadingTrivia.droppingLeadingNewlines)
        }
        let block = node.memberBlock.with(\.members, MemberBlockItemListSyntax(added + members))
        return DeclSyntax(node.with(\.memberBlock, block).with(\.inheritanceClause, keptConformances(node.inheritanceClause, keepFirst: true)))
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        guard controllerIDs.contains(node.id) else { return super.visit(node) }
        insideController += 1
        defer { insideController -= 1 }
        let rewritten = super.visit(node).cast(ExtensionDeclSyntax.self)
        var result = rewritten.with(\.memberBlock.members, rewriteMembers(node.memberBlock.members))
        let clause = keptConformances(node.inheritanceClause, keepFirst: false)
        if clause == nil, node.inheritanceClause != nil {
            result = result.with(\.inheritanceClause, nil).with(\.extendedType, result.extendedType.with(\.trailingTrivia, .space))
        } else {
            result = result.with(\.inheritanceClause, clause)
        }
        return DeclSyntax(result)
    }

    private func rewriteMembers(_ list: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        var items: [MemberBlockItemSyntax] = []
        for item in list {
            let name = memberName(item.decl)
            if let name, edits.removedMembers.contains(name) { continue }
            if let name, let index = edits.forwardedMembers[name], let function = item.decl.as(FunctionDeclSyntax.self) {
                items.append(MemberBlockItemSyntax(decl: forwarding(function, index)))
                continue
            }
            if let name, let index = edits.answeredMembers[name], let asking = asking(item.decl, index) {
                items.append(item.with(\.decl, asking))
                continue
            }
            if let name, edits.relayedToDataDisplay.contains(name), let function = item.decl.as(FunctionDeclSyntax.self) {
                items.append(MemberBlockItemSyntax(decl: relaying(function)))
                continue
            }
            if let name, let index = edits.forwardedProperties[name], let variable = item.decl.as(VariableDeclSyntax.self) {
                items.append(MemberBlockItemSyntax(decl: observed(variable, index)))
                continue
            }
            if let name, let index = edits.askedState[name], let variable = item.decl.as(VariableDeclSyntax.self) {
                items.append(item.with(\.decl, askingState(variable, index)))
                continue
            }
            if let name, edits.injectedDependencies.contains(name),
                let dependency = rewrite.plan.dependencies.first(where: { $0.name == name })
            {
                items.append(MemberBlockItemSyntax(decl: injected(item.decl, dependency)))
                continue
            }
            var rewritten = self.rewrite(item, detach: true).cast(MemberBlockItemSyntax.self)
            if let name, edits.widenedMembers.contains(name) {
                rewritten = rewritten.with(\.decl, Self.widened(rewritten.decl))
            }
            items.append(rewrite.reportingDelegateCalls(redirect(rewritten)))
        }
        return MemberBlockItemListSyntax(items)
    }

    /// The member with its body asking the view's output for the value (`return output.obtainTunnelNames()`), its
    /// signature and comments as written; the statements went to the model.
    private func asking(_ declaration: DeclSyntax, _ index: Int) -> DeclSyntax? {
        let call = rewrite.queryCall(index)
        if let function = declaration.as(FunctionDeclSyntax.self), let body = function.body {
            let statement = SyntaxFactory.returnStatement(call)
                .with(\.leadingTrivia, body.statements.first?.leadingTrivia.placement ?? .newline)
            return DeclSyntax(function.with(\.body, body.with(\.statements, [statement])))
        }
        guard let variable = declaration.as(VariableDeclSyntax.self), var binding = variable.bindings.first, let block = binding.accessorBlock,
            let statements = MemberBuilder.readOnlyGetter(block)
        else { return nil }
        let statement = SyntaxFactory.statement(call).with(\.leadingTrivia, statements.first?.leadingTrivia.placement ?? .newline)
        binding.accessorBlock = block.with(\.accessors, .getter([statement]))
        return DeclSyntax(variable.with(\.bindings, [binding]))
    }

    /// `return store.count` → `return output.obtainCount()`, `let currency = Store.state.currencies[row]` → `let
    /// currency = output.obtainCurrency(indexPath)`: the statement asks for the value its read gave.
    static func asking(_ item: CodeBlockItemSyntax, _ call: ExprSyntax) -> CodeBlockItemSyntax {
        // `case .patreon: return …` keeps its line: the asked statement takes the place of the one it replaces.
        let leading = item.leadingTrivia.contains(where: \.isNewline) ? item.leadingTrivia.placement : item.leadingTrivia.indentation
        if var variable = item.item.as(VariableDeclSyntax.self), var binding = variable.bindings.first, let initializer = binding.initializer {
            binding.initializer = initializer.with(
                \.value,
                call.with(\.leadingTrivia, initializer.value.leadingTrivia)
                    .with(\.trailingTrivia, initializer.value.trailingTrivia))
            variable.bindings = [binding]
            return item.with(\.item, .decl(DeclSyntax(variable))).with(\.leadingTrivia, leading)
        }
        return SyntaxFactory.returnStatement(call)
            .with(\.leadingTrivia, leading).with(\.trailingTrivia, item.trailingTrivia).with(\.semicolon, item.semicolon)
    }

    /// `private var loader: FeedLoader?` → `var loader: FeedLoader?`, `private enum CellID` → `enum CellID`,
    /// keeping the line's comments.
    static func widened(_ declaration: DeclSyntax) -> DeclSyntax {
        guard let modified = declaration.asProtocol(WithModifiersSyntax.self) else { return declaration }
        let modifiers = modified.modifiers.filter { !["private", "fileprivate"].contains($0.name.text) }
        let widened = Syntax(fromProtocol: modified.with(\.modifiers, DeclModifierListSyntax(modifiers)))
        return widened.cast(DeclSyntax.self).with(\.leadingTrivia, declaration.leadingTrivia)
    }

    /// State the data display manager now holds is reached through it; the list's data source is the manager.
    private func redirect(_ item: MemberBlockItemSyntax) -> MemberBlockItemSyntax {
        guard let display = rewrite.plan.dataDisplay else { return item }
        return DataDisplayRedirect(state: edits.redirectedState, listView: display.listView, property: rewrite.dataDisplayProperty)
            .rewrite(item, stating: RewriteReason.dataDisplay)
            .cast(MemberBlockItemSyntax.self)
    }

    /// `var item: Item!` → `var item: Item! { didSet { moduleInput?.configure(item: item) } }`: what the
    /// controller's creator sets reaches the module's input.
    private func observed(_ variable: VariableDeclSyntax, _ index: Int) -> DeclSyntax {
        guard var binding = variable.bindings.first else { return DeclSyntax(variable) }
        let indentation = variable.leadingTrivia.indentation
        let statement = rewrite.forwardingStatement(index).with(\.leadingTrivia, .newline + indentation + IndentationStyle.input.levels(2))
        let didSet = AccessorDeclSyntax(
            accessorSpecifier: .keyword(.didSet, leadingTrivia: .newline + indentation + IndentationStyle.input.unit, trailingTrivia: .space),
            body: CodeBlockSyntax(statements: [statement], rightBrace: .rightBraceToken(leadingTrivia: .newline + indentation + IndentationStyle.input.unit)))
        binding.accessorBlock = AccessorBlockSyntax(
            leftBrace: .leftBraceToken(leadingTrivia: .space), accessors: .accessors([didSet]),
            rightBrace: .rightBraceToken(leadingTrivia: .newline + indentation))
        if binding.initializer == nil, let annotation = binding.typeAnnotation { binding.typeAnnotation = annotation.with(\.trailingTrivia, []) }
        binding.initializer = binding.initializer.map { $0.with(\.trailingTrivia, []) }
        return DeclSyntax(variable.with(\.bindings, [binding.with(\.trailingTrivia, variable.bindings.last?.trailingTrivia ?? [])]))
    }

    /// `private var settings = EncryptionSettings()` → `private var settings: EncryptionSettings { get { output.currentSettings() }
    /// set { output.didChangeSettings(newValue) } }`: the view's code reads and changes the presenter's state as
    /// it did its own; the presenter took the initial value.
    private func askingState(_ variable: VariableDeclSyntax, _ index: Int) -> DeclSyntax {
        let state = rewrite.plan.askedState[index]
        guard var binding = variable.bindings.first else { return DeclSyntax(variable) }
        let indentation = variable.leadingTrivia.indentation
        func accessor(_ keyword: Keyword, _ call: ExprSyntax) -> AccessorDeclSyntax {
            AccessorDeclSyntax(
                accessorSpecifier: .keyword(keyword, leadingTrivia: .newline + indentation + IndentationStyle.input.unit, trailingTrivia: .space),
                body: CodeBlockSyntax(
                    leftBrace: .leftBraceToken(trailingTrivia: .space), statements: [SyntaxFactory.statement(call)],
                    rightBrace: .rightBraceToken(leadingTrivia: .space)))
        }
        var accessors = [accessor(.get, rewrite.askedStateCall(index, nil))]
        if state.isSettable { accessors.append(accessor(.set, rewrite.askedStateCall(index, SyntaxFactory.reference("newValue")))) }
        let type = binding.typeAnnotation?.type.trimmed ?? state.type
        binding.pattern = binding.pattern.with(\.trailingTrivia, [])
        binding.typeAnnotation = TypeAnnotationSyntax(colon: .colonToken(trailingTrivia: .space), type: type)
        binding.initializer = nil
        binding.accessorBlock = AccessorBlockSyntax(
            leftBrace: .leftBraceToken(leadingTrivia: .space), accessors: .accessors(AccessorDeclListSyntax(accessors)),
            rightBrace: .rightBraceToken(leadingTrivia: .newline + indentation))
        // A `let` the initializer filled becomes a `var`: its first token may carry the line's indentation and comments.
        return DeclSyntax(
            variable.with(\.bindingSpecifier, .keyword(.var, leadingTrivia: variable.bindingSpecifier.leadingTrivia, trailingTrivia: .space))
                .with(\.bindings, [binding.with(\.trailingTrivia, variable.bindings.last?.trailingTrivia ?? [])]))
    }

    /// `override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    ///     dataDisplayManager.tableView(tableView, didSelectRowAt: indexPath)
    /// }`: UIKit still calls the controller, which hands the call on.
    private func relaying(_ function: FunctionDeclSyntax) -> DeclSyntax {
        let parameters = function.signature.parameterClause.parameters
        let call = SyntaxFactory.call(
            SyntaxFactory.reference(rewrite.dataDisplayProperty), function.name.text,
            arguments: parameters.map { SyntaxFactory.reference(($0.secondName ?? $0.firstName).text) },
            labels: parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text })
        let returns = function.signature.returnClause != nil
        // Not formatted afterwards, as generated code is: the space after `return` is written by the factory.
        let statement = returns ? SyntaxFactory.returnStatement(call) : SyntaxFactory.statement(call)
        return DeclSyntax(function.with(\.body, Self.body(of: function, holding: statement)))
    }

    /// The function's body reduced to one statement, indented one level in from the function.
    private static func body(of function: FunctionDeclSyntax, holding statement: CodeBlockItemSyntax) -> CodeBlockSyntax {
        let indentation = function.leadingTrivia.indentation
        return (function.body ?? CodeBlockSyntax(statements: []))
            .with(\.statements, [statement.with(\.leadingTrivia, .newline + indentation + IndentationStyle.input.unit)])
            .with(\.rightBrace, .rightBraceToken(leadingTrivia: .newline + indentation))
    }

    /// The member kept for callers, deprecated, its body one call of the module input.
    private func forwarding(_ function: FunctionDeclSyntax, _ index: Int) -> DeclSyntax {
        let indentation = function.leadingTrivia.indentation
        let body = Self.body(of: function, holding: rewrite.forwardingStatement(index))
        var attributes = function.attributes
        if let attribute = rewrite.forwardingAttribute {
            attributes = AttributeListSyntax([.attribute(attribute.with(\.trailingTrivia, .newline + indentation))] + Array(attributes))
        }
        // The attribute goes after the member's comments, before its first token.
        let leading = function.leadingTrivia
        return DeclSyntax(function.with(\.leadingTrivia, []).with(\.attributes, attributes).with(\.body, body).with(\.leadingTrivia, leading))
    }

    /// `private lazy var service: Service = Service()` → `lazy var service: Service = Assembly().makeService()`:
    /// the assembly creates it, and a controller made elsewhere still gets one on first use.
    private func injected(_ decl: DeclSyntax, _ dependency: Dependency) -> DeclSyntax {
        let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
        let property = SyntaxFactory.property(dependency.name, dependency.type, modifiers: [.lazy], value: rewrite.injectedDefault(dependency))
            .with(\.attributes, attributes)
        return DeclSyntax(property.with(\.leadingTrivia, decl.leadingTrivia))
    }

    private func memberName(_ decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            return MemberBuilder.functionName(function.name.text, function.signature.parameterClause)
        }
        // A nested type goes by its name (`CellID`), as the controller model names it.
        return MemberBuilder.baseName(of: decl) ?? decl.asProtocol(NamedDeclSyntax.self)?.name.text
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        guard insideController > 0 else { return super.visit(node) }
        var items: [CodeBlockItemSyntax] = []
        let function = node.parent?.parent?.as(FunctionDeclSyntax.self)
        let installing = function.map { $0.name.text == "viewDidLoad" && $0.signature.parameterClause.parameters.isEmpty } ?? false
        if let function, let first = node.first,
            let prepended = edits.prependedStatements[MemberBuilder.functionName(function.name.text, function.signature.parameterClause)]
        {
            items += prepended.map { $0.with(\.leadingTrivia, first.leadingTrivia.placement) }
        }
        var installation = installing ? rewrite.installation : []
        for item in node {
            switch edits.replacedStatements[item.id] {
            case .event(let index, let arguments)?:
                // A parameter may say what the view passes for it (`contacts[indexPath.row]`).
                let parameters = rewrite.plan.events[index].parameters
                let call = rewrite.eventCall(
                    index,
                    arguments.map { name in
                        parameters.first { $0.name == name }?.argument ?? SyntaxFactory.reference(name)
                    })
                // `return showAlert(…)` left the method there: the event does too.
                let qualified = ClosureSelf.qualifying(call, at: item)
                // `showError(…); return` keeps its `;`, or the two would run together.
                let sent = (Self.returnsCall(item) ? SyntaxFactory.returnStatement(qualified) : SyntaxFactory.statement(qualified))
                    .with(\.leadingTrivia, item.leadingTrivia.placement).with(\.semicolon, item.semicolon)
                RewriteLog.current?.record(from: item, to: sent, reason: "the view sends its event in its place")
                items.append(sent)
            case .query(let index)?:
                let asked = Self.asking(item, rewrite.queryCall(index))
                RewriteLog.current?.record(from: item, to: asked, reason: "the view asks its output for the value it read; the model answers with the read")
                items.append(asked)
            case .removed? where Self.returnsCall(item):
                // The run's last statement returned: what stays after it must still not run.
                items.append(CodeBlockItemSyntax(item: .stmt(StmtSyntax(ReturnStmtSyntax()))).with(\.leadingTrivia, item.leadingTrivia.placement))
            case .removed?:
                continue
            case nil:
                items.append(self.rewrite(item, detach: true).cast(CodeBlockItemSyntax.self))
            }
            for moved in edits.deferredStatements[item.id] ?? [] {
                items.append(self.rewrite(moved, detach: true).cast(CodeBlockItemSyntax.self).with(\.leadingTrivia, item.leadingTrivia.placement))
            }
            // The manager becomes the data source right after the superclass has loaded the view.
            if !installation.isEmpty, item.trimmedText.contains("super.viewDidLoad()") {
                items += installation.map { $0.with(\.leadingTrivia, item.leadingTrivia.placement) }
                installation = []
            }
        }
        if !installation.isEmpty, let first = node.first {
            items = installation.map { $0.with(\.leadingTrivia, first.leadingTrivia.placement) } + items
        }
        return CodeBlockItemListSyntax(items)
    }

    /// `return showAlert(…)` in a method handing nothing back: the call, then leaving the method.
    private static func returnsCall(_ item: CodeBlockItemSyntax) -> Bool {
        guard item.item.as(ReturnStmtSyntax.self)?.expression?.is(FunctionCallExprSyntax.self) == true else { return false }
        // The nearest scope a `return` leaves must be a method (not a closure or an accessor) that returns nothing.
        let scope = Syntax(item).ancestorOrSelf { node -> Syntax? in
            node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self) ? node : nil
        }
        guard let function = scope?.as(FunctionDeclSyntax.self) else { return false }
        return function.signature.returnClause == nil
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        guard insideController > 0 else { return super.visit(node) }
        return substitution.rewrite(node, stating: RewriteReason.plainObjects).cast(TypeSyntax.self)
    }
}

/// `delegate?.profileViewController(self, didSave: user)` → `output.didSave(user)`.
private final class DelegateCallReporter: SyntaxRewriter {
    let outputs: [ModuleOutputMethod]
    let eventCall: (Int, [ExprSyntax]) -> ExprSyntax

    init(outputs: [ModuleOutputMethod], eventCall: @escaping (Int, [ExprSyntax]) -> ExprSyntax) {
        self.outputs = outputs
        self.eventCall = eventCall
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard
            let output = outputs.first(where: { output in
                output.isCallback
                    ? DelegateCallFinder.isCallbackCall(node, on: output.property)
                    : DelegateCallFinder.isCall(node, on: output.property) && MemberBuilder.callName(node) == output.delegateMethod
            })
        else {
            return super.visit(node)
        }
        // A closure passed last may trail the call (`presentPin?(reason) { pin in … }`): it is an argument all the same.
        let arguments =
            node.arguments.map(\.expression) + (node.trailingClosure.map { [ExprSyntax($0)] } ?? [])
            + node.additionalTrailingClosures.map { ExprSyntax($0.closure) }
        guard output.keptArguments.allSatisfy(arguments.indices.contains) else { return super.visit(node) }
        let kept = output.keptArguments.map { arguments[$0].trimmed }
        var call = eventCall(output.event, kept)
        // `self?.onLogout?()` in a closure reaches the output the same way: `self?.output.didLogout()`.
        if let selfBase = Self.selfBase(of: node), var function = call.as(FunctionCallExprSyntax.self),
            let access = function.calledExpression.as(MemberAccessExprSyntax.self), let receiver = access.base?.as(DeclReferenceExprSyntax.self)
        {
            let reached = MemberAccessExprSyntax(base: selfBase.trimmed, period: .periodToken(), declName: receiver.trimmed)
            function.calledExpression = ExprSyntax(access.with(\.base, ExprSyntax(reached)))
            call = ExprSyntax(function)
        }
        return call.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `self?` in `self?.delegate?.method()` or `self?.onLogout?()`.
    private static func selfBase(of node: FunctionCallExprSyntax) -> ExprSyntax? {
        var callee = node.calledExpression
        if let chain = callee.as(OptionalChainingExprSyntax.self) { callee = chain.expression }
        guard var access = callee.as(MemberAccessExprSyntax.self) else { return nil }
        // A delegate call's receiver is the delegate property: look one level further in.
        if var receiver = access.base {
            if let chain = receiver.as(OptionalChainingExprSyntax.self) { receiver = chain.expression }
            if let inner = receiver.as(MemberAccessExprSyntax.self), inner.base.map(ReferenceCollector.isSelf) == true { access = inner }
        }
        guard let base = access.base, ReferenceCollector.isSelf(base) else { return nil }
        return base
    }
}

/// Statements of display code that the plan replaced by an event call (navigation nested in a branch).
final class EventCallPlacer: SyntaxRewriter {
    let edits: ViewEdits
    let eventCall: (Int, [ExprSyntax]) -> ExprSyntax

    init(edits: ViewEdits, eventCall: @escaping (Int, [ExprSyntax]) -> ExprSyntax) {
        self.edits = edits
        self.eventCall = eventCall
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
        guard let index = edits.displayEventCalls[node.id] else { return super.visit(node) }
        return SyntaxFactory.statement(eventCall(index, []))
            .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
