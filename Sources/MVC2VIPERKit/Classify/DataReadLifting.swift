import SwiftSyntax

/// One statement that reads data and draws (`antiTrackerSwitch.setOn(Settings.shared.isAntiTracker, animated: false)`,
/// `if Store.shared.isPremium { … }`, `for item in cart.items { … }`): each read that touches nothing of the
/// screen is lifted into a local the model computes, and the statement, now reading those locals, is the
/// command that shows them. Only what runs when the statement starts is lifted: the condition of an
/// `if` and its `else if`s (not their bodies), a `switch` subject, a `for` sequence, the value of an assignment, call arguments.
/// Code that runs later or maybe never (closures, the right side of `&&`, `||`, `??`, a ternary's branches,
/// a later condition of the `if`) is lifted only when it is a plain property read, whose early reading
/// changes nothing; a call there stays, and so does the statement.
///
/// ## Before
/// ```swift
/// antiTrackerSwitch.setOn(Settings.shared.isAntiTracker, animated: false)
/// ```
/// ## After
/// ```swift
/// let isAntiTracker = Settings.shared.isAntiTracker                 // interactor
/// antiTrackerSwitch.setOn(isAntiTracker, animated: false)           // view command
/// ```
extension FetchMatcher {
    struct LiftedReads {
        /// `let <name> = <read>` for the model, in the order the statement ran them.
        var fetches: [CodeBlockItemSyntax]
        /// The statement reading the locals instead.
        var show: CodeBlockItemSyntax
        var names: [String]
    }

    /// `guarding`: the caller takes the rest of the method along with a `guard`, so the command's `return` still
    /// ends what the method ran (see `splitGuard`).
    func liftReads(_ statement: CodeBlockItemSyntax, parameterNames: Set<String>, guarding: Bool = false) -> LiftedReads? {
        // The split asks again of the same statement (each trigger, each pass): kept (see `liftedReads`), and stated
        // once, as made.
        let key = LiftKey(statement: statement.id, parameterNames: parameterNames, guarding: guarding)
        return liftedReads.value(for: key) { (statement, makeLiftedReads(statement, parameterNames: parameterNames, guarding: guarding)) }.lifted
    }

    private func makeLiftedReads(_ statement: CodeBlockItemSyntax, parameterNames: Set<String>, guarding: Bool) -> LiftedReads? {
        // What a web view loads is the web engine's (its recipe comes later and takes the whole statement).
        if let recipe = context.catalog.recipes(for: .webEngine).first,
            context.references(statement, locals: parameterNames).selfMembers.contains(where: { name in
                context.inference.memberType(name).map { recipe.matches(.webViewTypes, TypeText.baseName($0.trimmedText)) } == true
            })
        {
            return nil
        }
        // An `if`'s branch reads lift only when each reaches the view typed and free of UIKit; otherwise the
        // condition lifts alone and the statement stays whole, leaving the method's other work free to move.
        // Lifting without the branches lifts a part of what lifting with them does (the conditions alike) and leaves
        // the rest in the statement: where lifting with them found nothing, or left data access, so would it.
        guard let withBranches = liftReads(statement, parameterNames: parameterNames, guarding: guarding, liftingBranches: true) else { return nil }
        let branchesShowValues = withBranches.branchNames.allSatisfy { name in
            let type =
                context.inference.expectedType(of: name, in: [withBranches.reads.show])
                ?? context.inference.localTypes(in: withBranches.reads.fetches, known: [:])[name]
            // A service (`let client = Cache.client`) is no value to show: the view would call it itself.
            return type.map { context.uiKitTypeNamed(in: [$0]) == nil && context.isDependencyType(TypeText.baseName($0.trimmedText)) == nil } ?? false
        }
        let lifted =
            branchesShowValues
            ? withBranches.reads : liftReads(statement, parameterNames: parameterNames, guarding: guarding, liftingBranches: false)?.reads
        guard let lifted else { return nil }
        for fetch in lifted.fetches { RewriteLog.current?.record(from: statement, to: fetch, reason: RewriteReason.splitRead) }
        // A branch's statements read the lifted values too (`picker.date = date`).
        if let before = Decision(statement), let after = Decision(lifted.show) {
            for (original, rewritten) in zip(before.blocks, after.blocks) {
                RewriteLog.current?.record(from: original.statements, to: rewritten.statements, reason: RewriteReason.splitRead)
            }
        }
        return lifted
    }

    private func liftReads(
        _ statement: CodeBlockItemSyntax, parameterNames: Set<String>, guarding: Bool,
        liftingBranches: Bool
    ) -> (reads: LiftedReads, branchNames: [String])? {
        let lifter = DataReadLifter(
            matcher: self, locals: parameterNames,
            taken: parameterNames.union(NameUseCollector.names(in: statement)),
            boundInside: LocalBinder.names(in: statement), liftsBranches: liftingBranches)
        let rewritten: Syntax
        switch statement.item {
        case .expr(let expression):
            if let ifExpression = expression.as(IfExprSyntax.self) {
                rewritten = Syntax(lifter.lift(ifExpression))
            } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
                rewritten = Syntax(switchExpression.detached.with(\.subject, lifter.lift(switchExpression.subject)))
            } else {
                rewritten = Syntax(lifter.lift(expression))
            }
        case .stmt(let statementSyntax):
            if let forStatement = statementSyntax.as(ForStmtSyntax.self) {
                rewritten = Syntax(forStatement.detached.with(\.sequence, lifter.lift(forStatement.sequence)))
            } else if let expressionStatement = statementSyntax.as(ExpressionStmtSyntax.self),
                let ifExpression = expressionStatement.expression.as(IfExprSyntax.self)
            {
                rewritten = Syntax(expressionStatement.detached.with(\.expression, ExprSyntax(lifter.lift(ifExpression))))
            } else if let expressionStatement = statementSyntax.as(ExpressionStmtSyntax.self),
                let switchExpression = expressionStatement.expression.as(SwitchExprSyntax.self)
            {
                rewritten = Syntax(
                    expressionStatement.detached.with(
                        \.expression, ExprSyntax(switchExpression.detached.with(\.subject, lifter.lift(switchExpression.subject)))))
            } else if guarding, let guardStatement = statementSyntax.as(GuardStmtSyntax.self) {
                rewritten = Syntax(guardStatement.detached.with(\.conditions, lifter.lift(guardStatement.conditions)))
            } else {
                // `guard` alone would return from the command, not from the method; a declaration binds for what follows.
                return nil
            }
        case .decl:
            return nil
        }
        guard !lifter.lifted.isEmpty else { return nil }
        let show = statement.with(\.item, CodeBlockItemSyntax.Item(rewritten)!)
        // What is left must draw only: anything still reading data keeps the statement whole.
        guard context.dataAccess(in: show, references: context.references(show, locals: parameterNames.union(lifter.lifted.map(\.name)))) == nil else {
            return nil
        }
        let fetches = lifter.lifted.enumerated().map { index, read in
            SyntaxFactory.letStatement(read.name, read.value)
                .with(\.leadingTrivia, index == 0 ? statement.leadingTrivia : .newline + statement.leadingTrivia.indentation)
        }
        return (LiftedReads(fetches: fetches, show: show, names: lifter.lifted.map(\.name)), lifter.branchLifted)
    }
}

/// Replaces the data reads of one statement's expressions with locals (see `FetchMatcher.liftReads`).
/// A read is lifted whole: never the method a call names (`defaults.bool` of `defaults.bool(forKey:)`) nor the
/// base of a member access alone, so what reaches the view is the value the statement used.
/// A node is rewritten detached (`node.detached.with`): `with` on a node still in the file's tree rebuilds every node
/// above it up to the file, and only the rewritten node's own syntax goes into the statement shown.
final class DataReadLifter: SyntaxRewriter {
    let matcher: FetchMatcher
    let locals: Set<String>
    var taken: Set<String>
    private(set) var lifted: [(name: String, value: ExprSyntax)] = []
    /// Inside code that runs maybe never: only plain property reads lift.
    private var conditional = 0
    /// Inside a branch, where names the statement binds (`if let user = …`, a `let` of the branch) shadow the method's.
    private var inBranch = 0

    /// Names the statement itself binds.
    let boundInside: Set<String>
    let liftsBranches: Bool
    /// Lifted from a branch only (the condition did not read them too).
    private(set) var branchLifted: [String] = []

    init(matcher: FetchMatcher, locals: Set<String>, taken: Set<String>, boundInside: Set<String>, liftsBranches: Bool) {
        self.matcher = matcher
        self.locals = locals
        self.taken = taken
        self.boundInside = boundInside
        self.liftsBranches = liftsBranches
        super.init(viewMode: .sourceAccurate)
    }

    var context: ClassificationContext { matcher.context }

    func lift(_ expression: ExprSyntax) -> ExprSyntax { visit(expression) }

    /// The conditions of an `if` and of each `else if` after it (which run maybe, as a later condition does), and
    /// what its branches read (which run maybe never): `if Storage.shared.date >= now { picker.date = Storage.shared.date }`.
    func lift(_ ifExpression: IfExprSyntax) -> IfExprSyntax {
        var lifted = ifExpression.detached.with(\.conditions, lift(ifExpression.conditions))
        conditional += 1
        defer { conditional -= 1 }
        lifted.body = liftBranch(ifExpression.body)
        switch ifExpression.elseBody {
        case .ifExpr(let elseIf)?: lifted.elseBody = .ifExpr(lift(elseIf))
        case .codeBlock(let block)?: lifted.elseBody = .codeBlock(liftBranch(block))
        case nil: break
        }
        return lifted
    }

    private func liftBranch(_ block: CodeBlockSyntax) -> CodeBlockSyntax {
        guard liftsBranches else { return block }
        inBranch += 1
        defer { inBranch -= 1 }
        return visit(Syntax(block)).cast(CodeBlockSyntax.self)
    }

    /// Conditions run in order and stop at the first false one: the first runs always, the rest maybe.
    func lift(_ conditions: ConditionElementListSyntax) -> ConditionElementListSyntax {
        ConditionElementListSyntax(
            conditions.enumerated().map { index, element in
                if index > 0 { conditional += 1 }
                defer { if index > 0 { conditional -= 1 } }
                return visit(Syntax(element)).cast(ConditionElementSyntax.self)
            })
    }

    // Runs later, when the data may have changed; what it reads keeps the statement whole.
    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax { ExprSyntax(node) }
    override func visit(_ node: InOutExprSyntax) -> ExprSyntax { ExprSyntax(node) }

    override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        let elements = Array(node.elements)
        // `target = value`: the target is written, never lifted.
        let assignment = elements.firstIndex { $0.is(AssignmentExprSyntax.self) || Self.isCompoundAssignment($0) }
        var shortCircuited = false
        let rewritten = elements.enumerated().map { index, element -> ExprSyntax in
            if let assignment, index < assignment { return liftingArguments(inTarget: element) }
            if let assignment, index == assignment { return element }
            // After `&&`, `||`, `??` or `?` the rest may not run.
            if Self.isShortCircuit(element) { shortCircuited = true; return element }
            if shortCircuited { conditional += 1 }
            defer { if shortCircuited { conditional -= 1 } }
            return visit(element)
        }
        return ExprSyntax(node.detached.with(\.elements, ExprListSyntax(rewritten)))
    }

    /// `stack.heightAnchor.constraint(equalTo: …, multiplier: Settings.shared.ratio).isActive = true`: the target is written,
    /// never lifted, but what its calls and subscripts are handed is read before the assignment, as any argument is.
    private func liftingArguments(inTarget target: ExprSyntax) -> ExprSyntax {
        if let access = target.as(MemberAccessExprSyntax.self), let base = access.base {
            return ExprSyntax(access.detached.with(\.base, liftingArguments(inTarget: base)))
        }
        if let call = target.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
            return ExprSyntax(
                call.detached.with(\.calledExpression, liftingArguments(inTarget: call.calledExpression)).with(\.arguments, visit(call.arguments)))
        }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self) {
            return ExprSyntax(
                subscriptCall.detached.with(\.calledExpression, liftingArguments(inTarget: subscriptCall.calledExpression))
                    .with(\.arguments, visit(subscriptCall.arguments)))
        }
        return target
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        if let read = lifted(ExprSyntax(node)) { return read }
        return ExprSyntax(node.detached.with(\.arguments, visit(node.arguments)))
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> ExprSyntax {
        if let read = lifted(ExprSyntax(node)) { return read }
        return ExprSyntax(node.detached.with(\.arguments, visit(node.arguments)))
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax { lifted(ExprSyntax(node)) ?? ExprSyntax(node) }
    override func visit(_ node: OptionalChainingExprSyntax) -> ExprSyntax { lifted(ExprSyntax(node)) ?? ExprSyntax(node) }
    override func visit(_ node: ForceUnwrapExprSyntax) -> ExprSyntax { lifted(ExprSyntax(node)) ?? ExprSyntax(node) }

    /// The local standing for `node` when it is a read the model can make alone, before the statement runs.
    private func lifted(_ node: ExprSyntax) -> ExprSyntax? {
        let references = context.references(node, locals: locals)
        guard context.dataAccess(in: node, references: references) != nil,
            !context.touchesUI(references, allowing: matcher.movableHelpers(references).union(context.stateReads(references))),
            !Self.holdsClosureOrEffect(node), !Self.isDependencyItself(node, context: context),
            // What the statement binds (`if let user = …`, a branch's `let`) does not exist yet where the model reads.
            inBranch == 0 || NameUseCollector.names(in: node).isDisjoint(with: boundInside) && !Self.bindsLocal(node),
            conditional == 0 || Self.isPlainRead(node)
        else { return nil }
        // The same plain read twice is one value: nothing between them wrote (what writes data keeps the statement whole).
        let name = Self.isPlainRead(node) ? lifted.first { $0.value.trimmedText == node.trimmedText }?.name : nil
        let local = name ?? freshName(for: node)
        if name == nil {
            lifted.append((local, node.trimmed))
            if inBranch > 0 { branchLifted.append(local) }
        }
        return ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(local))).with(\.leadingTrivia, node.leadingTrivia).with(
            \.trailingTrivia, node.trailingTrivia)
    }

    /// `let client = Cache.client` in a branch: a value the branch goes on to work with, not one it shows.
    private static func bindsLocal(_ node: ExprSyntax) -> Bool {
        node.parent?.is(InitializerClauseSyntax.self) == true
    }

    /// A property read that cannot fail or act when made early, in code that may never have run it: no call, no
    /// subscript (out of range), no forced unwrap or cast (nil, another type).
    private static func isPlainRead(_ node: ExprSyntax) -> Bool {
        !node.tokens(viewMode: .sourceAccurate).contains { token in
            [.leftParen, .leftSquare, .exclamationMark].contains(token.tokenKind)
                || token.tokenKind == .keyword(.as) && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .exclamationMark
        }
    }

    /// `dcContext` or `self.store`, `SearchHistoryStore()` or `Database.shared`: the dependency object, which must not
    /// travel to the view. Lifted, the view's display method would take the service and call it itself.
    static func isDependencyItself(_ node: ExprSyntax, context: ClassificationContext) -> Bool {
        var expression = node
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return context.dependencyNames.contains(reference.baseName.text) }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base, ReferenceCollector.isSelf(base) {
            return context.dependencyNames.contains(access.declName.baseName.text)
        }
        return context.madeDependencyType(expression) != nil
    }

    /// A closure (runs later), `try` (needs a throwing context; `try?` does not), `await`, `&` (writes back).
    static func holdsClosureOrEffect(_ node: ExprSyntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            switch token.tokenKind {
            case .keyword(.try):
                let next = token.nextToken(viewMode: .sourceAccurate)?.tokenKind
                return next != .postfixQuestionMark && next != .exclamationMark
            case .keyword(.await), .leftBrace, .prefixAmpersand: return true
            default: return false
            }
        }
    }

    private static func isShortCircuit(_ element: ExprSyntax) -> Bool {
        if element.is(UnresolvedTernaryExprSyntax.self) { return true }
        guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return ["&&", "||", "??"].contains(op)
    }

    static func isCompoundAssignment(_ element: ExprSyntax) -> Bool {
        guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
    }

    private static let genericProperties: Set = ["isEmpty", "count", "first", "last", "description", "rawValue", "value"]

    /// `isAntiTracker` for `Settings.shared.isAntiTracker`, `summary` for `Helper.getSummary(context)`.
    private func freshName(for node: ExprSyntax) -> String {
        reserve(Self.readName(of: node))
    }

    /// What a read is about: its key, or else the last name of its chain.
    static func readName(of node: ExprSyntax) -> String {
        keyName(of: node) ?? stem(of: node)
    }

    /// `termsAccepted` for `defaults.bool(forKey: "termsAccepted")`: a keyed read is named for its key, not its accessor.
    private static func keyName(of node: ExprSyntax) -> String? {
        guard let call = node.as(FunctionCallExprSyntax.self), let argument = call.arguments.first,
            argument.label?.text.lowercased().contains("key") == true,
            let literal = argument.expression.as(StringLiteralExprSyntax.self), let text = literal.representedLiteralValue
        else { return nil }
        // `FAB_SHOWN` → `fabShown`, `html_load_remote_content` → `htmlLoadRemoteContent`.
        let words = text.split { !$0.isLetter && !$0.isNumber }.map { $0.allSatisfy(\.isUppercase) ? $0.lowercased() : String($0) }
        let name = Naming.lowerFirst(Naming.noun(fromLiteral: words.joined(separator: " ")))
        return name.isEmpty || SyntaxFactory.isReserved(name) ? nil : name
    }

    private static func stem(of node: ExprSyntax) -> String {
        var expression = node
        while true {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                expression = call.calledExpression
            } else if let chained = expression.as(OptionalChainingExprSyntax.self) {
                expression = chained.expression
            } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                expression = forced.expression
            } else if let subscripted = expression.as(SubscriptCallExprSyntax.self) {
                expression = subscripted.calledExpression
            } else {
                break
            }
        }
        var last =
            expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "value"
        // `chats.isEmpty` → `chatsIsEmpty`: a property every collection has says little alone.
        if Self.genericProperties.contains(last), let base = expression.as(MemberAccessExprSyntax.self)?.base,
            let owner = base.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? base.as(DeclReferenceExprSyntax.self)?.baseName.text,
            owner.first?.isLowercase == true
        {
            last = owner + Naming.upperFirst(last)
        }
        let stem = Naming.lowerFirst(Naming.strippingFirstPrefix(of: ["get", "fetch", "load", "read"], from: last))
        return stem.isEmpty || ["shared", "default", "standard", "current", "value"].contains(stem) ? "value" : stem
    }

    /// `name`, or `nameValue`, `nameValue2`… when the method already uses it.
    private func reserve(_ name: String) -> String {
        // The controller's members are taken too (asked, not copied into `taken` for every statement).
        let isTaken = { (candidate: String) in self.taken.contains(candidate) || !self.context.controller.members(withBaseName: candidate).isEmpty }
        var candidate = isTaken(name) ? name + "Value" : name
        var number = 2
        while isTaken(candidate) {
            candidate = name + "Value" + String(number)
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
