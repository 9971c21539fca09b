import SwiftSyntax

/// The statement shapes a data group can take besides plain statements: an `if` container, an
/// `if` on a data call, an assignment of a fetch to a property, a closure that only calls a helper.
extension FetchMatcher {
    /// An `if` without `else` whose conditions read nothing of the screen and no data, around code
    /// that splits into one group: the `if` moves with that group's data part inside it, delivering there.
    func splitContainer(
        _ statement: CodeBlockItemSyntax, in member: MemberModel, evidence: Evidence,
        parameterNames: Set<String>
    ) -> Group? {
        guard
            let ifExpression = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? statement.item.as(IfExprSyntax.self), ifExpression.elseBody == nil
        else { return nil }
        let conditionReferences = context.references(ifExpression.conditions, locals: parameterNames)
        guard !context.touchesUI(conditionReferences, allowing: context.stateReads(conditionReferences)),
            context.dataAccess(in: ifExpression.conditions, references: conditionReferences) == nil
        else { return nil }
        let inner = split(Array(ifExpression.body.statements), in: member, helperMode: false)
        guard inner.problems.isEmpty, inner.groups.count == 1, var group = inner.groups.first,
            group.taken.count + group.loading.count == ifExpression.body.statements.count, group.loading.isEmpty
        else { return nil }
        var body = group.body
        if !group.deliversInClosure {
            let indentation = body.first?.leadingTrivia.indentation ?? IndentationStyle.input.unit
            body.append(SyntaxFactory.statement(SyntaxFactory.call(nil, Self.deliveryMarker, arguments: [])).with(\.leadingTrivia, .newline + indentation))
            group.deliversInClosure = true
        }
        let moved = statement.with(\.item, .expr(ExprSyntax(ifExpression.with(\.body.statements, CodeBlockItemListSyntax(body)))))
        group.body = [moved]
        group.taken = [statement]
        group.evidence = evidence
        group.stateReads.formUnion(context.stateReads(conditionReferences))
        return group
    }

    /// `if <data call> { … }` or `if let x = <data call> { … }` with one condition that reads data and
    /// nothing of the screen: the call bound to a local for the interactor, and the branch on it.
    func splitCondition(_ statement: CodeBlockItemSyntax, parameterNames: Set<String>)
        -> (fetch: CodeBlockItemSyntax, show: CodeBlockItemSyntax, result: String)?
    {
        guard
            let ifExpression = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? statement.item.as(IfExprSyntax.self),
            ifExpression.conditions.count == 1, let condition = ifExpression.conditions.first
        else { return nil }
        let name: String
        let value: ExprSyntax
        var replaced: ConditionElementSyntax
        switch condition.condition {
        case .expression(let expression):
            guard let call = expression.as(FunctionCallExprSyntax.self),
                let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            else { return nil }
            name = method + "Result"
            value = expression
            // Built apart from the controller's tree: `with` on a node still in it rebuilds every node above it.
            replaced = condition.detached.with(
                \.condition,
                .expression(
                    ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
                        .with(\.leadingTrivia, expression.leadingTrivia).with(\.trailingTrivia, expression.trailingTrivia)))
        case .optionalBinding(let binding):
            guard let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initial = binding.initializer?.value else { return nil }
            name = bound
            value = initial
            replaced = condition.detached.with(
                \.condition,
                .optionalBinding(
                    binding.detached.with(
                        \.initializer,
                        binding.initializer?.detached.with(
                            \.value,
                            ExprSyntax(
                                DeclReferenceExprSyntax(baseName: .identifier(bound))
                            ).with(\.trailingTrivia, initial.trailingTrivia)))))
        default:
            return nil
        }
        let valueReferences = context.references(value, locals: parameterNames)
        guard context.dataAccess(in: value, references: valueReferences) != nil,
            !context.touchesUI(valueReferences, allowing: movableHelpers(valueReferences).union(context.stateReads(valueReferences)))
        else { return nil }
        replaced = replaced.with(\.leadingTrivia, condition.leadingTrivia)
        let fetch = SyntaxFactory.letStatement(name, value).with(\.leadingTrivia, statement.leadingTrivia)
        let show = statement.detached.with(\.item, .expr(ExprSyntax(ifExpression.detached.with(\.conditions, [replaced]))))
        // The branch becomes display code: it may not read data of its own.
        guard context.dataAccess(in: show, references: context.references(show, locals: parameterNames.union([name]))) == nil else { return nil }
        RewriteLog.current?.record(from: statement, to: fetch, reason: RewriteReason.splitRead)
        return (fetch, show, name)
    }

    /// `students = try context.fetch(request)` (or `self.students = …`) on a stored property, with a
    /// right-hand side that reads data and nothing of the screen: the fetch as a local, and the assignment.
    /// `readingState`: the caller carries the state the value reads (`chatId` in `chat = store.chat(id: chatId)`) to the model.
    func splitAssignment(_ statement: CodeBlockItemSyntax, parameterNames: Set<String>, readingState: Bool = false)
        -> (fetch: CodeBlockItemSyntax, show: CodeBlockItemSyntax, property: String)?
    {
        guard
            let sequence = statement.item.as(SequenceExprSyntax.self)
                ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
            sequence.elements.count >= 3, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let target = sequence.elements.first
        else { return nil }
        // `a = b as? String` is one unfolded sequence: the value is everything after `=`.
        let rest = Array(sequence.elements.dropFirst(2))
        let value = rest.count == 1 ? rest[0] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(rest)))
        var property: String?
        if let reference = target.as(DeclReferenceExprSyntax.self), !parameterNames.contains(reference.baseName.text) {
            property = reference.baseName.text
        } else if let access = target.as(MemberAccessExprSyntax.self), let base = access.base, ReferenceCollector.isSelf(base) {
            property = access.declName.baseName.text
        }
        let valueReferences = context.references(value, locals: parameterNames)
        let allowed = movableHelpers(valueReferences).union(readingState ? context.stateReads(valueReferences) : [])
        guard !context.touchesUI(valueReferences, allowing: allowed) else { return nil }
        // A widget on screen (`notificationsSwitch.isOn = defaults.bool(forKey: …)`): the value is read in the
        // interactor, typed from the file or the state recipe's widget values; the assignment stays to show it.
        if let (name, type) = widgetTarget(target, value: value, taken: parameterNames) {
            let fetch = CodeBlockItemSyntax(item: .decl(DeclSyntax(SyntaxFactory.property(name, type, mutable: false, value: value.trimmed))))
                .with(\.leadingTrivia, statement.leadingTrivia)
            let show = CodeBlockItemSyntax(
                item: .expr(
                    ExprSyntax(
                        SequenceExprSyntax(elements: [
                            target.trimmed, ExprSyntax(AssignmentExprSyntax(equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space))),
                            ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))),
                        ])))
            ).with(\.leadingTrivia, .newline + statement.leadingTrivia.indentation)
            RewriteLog.current?.record(from: statement, to: fetch, reason: RewriteReason.splitRead)
            return (fetch, show, name)
        }
        guard let property, let member = context.controller.member(named: property), member.kind == .storedProperty,
            !context.isUIMember(member), !context.dependencyNames.contains(property)
        else { return nil }
        let fetch = SyntaxFactory.letStatement(property, value).with(\.leadingTrivia, statement.leadingTrivia)
        let show = CodeBlockItemSyntax(
            item: .expr(
                ExprSyntax(
                    SequenceExprSyntax(elements: [
                        ExprSyntax(
                            MemberAccessExprSyntax(
                                base: ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), period: .periodToken(),
                                declName: DeclReferenceExprSyntax(baseName: .identifier(property)))),
                        ExprSyntax(AssignmentExprSyntax(equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space))),
                        ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(property))),
                    ])))
        ).with(\.leadingTrivia, .newline + statement.leadingTrivia.indentation)
        RewriteLog.current?.record(from: statement, to: fetch, reason: RewriteReason.splitRead)
        return (fetch, show, property)
    }

    /// `notificationsSwitch.isOn` (or `self.…`) on an outlet: a local named for it (`notificationsSwitchIsOn`) and its type.
    private func widgetTarget(_ target: ExprSyntax, value: ExprSyntax, taken: Set<String>) -> (String, TypeSyntax)? {
        guard let access = target.as(MemberAccessExprSyntax.self), var base = access.base else { return nil }
        if let chained = base.as(OptionalChainingExprSyntax.self) { base = chained.expression }
        var outlet: String?
        if let reference = base.as(DeclReferenceExprSyntax.self) { outlet = reference.baseName.text }
        if let selfAccess = base.as(MemberAccessExprSyntax.self), let selfBase = selfAccess.base, ReferenceCollector.isSelf(selfBase) {
            outlet = selfAccess.declName.baseName.text
        }
        guard let outlet, !taken.contains(outlet), let member = context.controller.member(named: outlet), context.isUIMember(member),
            let outletType = context.inference.memberType(outlet)
        else { return nil }
        let property = access.declName.baseName.text
        let declared = WidgetValues(context: context).valueType(of: TypeText.baseName(outletType.trimmedText), property)
        guard let type = context.inference.type(of: value, locals: [:]) ?? declared else { return nil }
        return (outlet + Naming.upperFirst(property), type.trimmed)
    }

    /// A closure whose body only calls a private, parameterless helper called from nowhere else
    /// (`Task { await loadNews() }`, `Timer.scheduledTimer(…) { [weak self] _ in self?.refresh() }`):
    /// the same statement with the helper's body in the closure. Outside a task, the body speaks to
    /// `self` explicitly, after `guard let self` when the closure holds it weakly.
    func inlinedTaskHelper(_ statement: CodeBlockItemSyntax) -> (statement: CodeBlockItemSyntax, helper: MemberModel)? {
        guard let closure = Self.resultClosure(in: statement), closure.statements.count == 1,
            let only = closure.statements.first
        else { return nil }
        var expression = only.item.as(ExprSyntax.self) ?? only.item.as(ExpressionStmtSyntax.self)?.expression
        if let awaited = expression?.as(AwaitExprSyntax.self) { expression = awaited.expression }
        if let tried = expression?.as(TryExprSyntax.self) { expression = tried.expression }
        if let chained = expression?.as(OptionalChainingExprSyntax.self) { expression = chained.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
        let name = Self.calledHelperName(call)
        // Called from here only, or only from lifecycle methods and actions that each start it the same way
        // (`Task { await loadPosts() }` in viewDidLoad and in a refresh action): their requests are one.
        let callers = context.controller.members.filter { $0.references.selfMembersCalled.contains(name ?? "") }
        guard let name, let helper = context.controller.member(named: name + "()"), helper.isPrivate, !helper.isLeftAsWritten,
            helper.body != nil, callers.count == 1 || callers.allSatisfy(isTrigger)
        else { return nil }
        // Each caller names it once, in that call: any other mention (`#selector(load)`, `completion: load`) needs the method.
        let mentions = context.referenceCount(of: name, outside: helper.name)
        guard mentions == callers.count else { return nil }
        // A one-line `Task { await load() }` opens up: the body one level in, the brace on its own line.
        let oneLine = !only.leadingTrivia.contains { $0.isNewline }
        let indentation = oneLine ? statement.leadingTrivia.indentation + IndentationStyle.input.unit : only.leadingTrivia.indentation
        return (
            inlining(
                helper, into: closure, of: statement, at: indentation,
                closingAt: oneLine ? statement.leadingTrivia.indentation : nil), helper
        )
    }

    /// A lifecycle method or an action: what starts requests.
    func isTrigger(_ member: MemberModel) -> Bool {
        context.isLifecycle(member)
            || member.isAction || (member.attributes.contains("objc") && !member.isOverride)
            || context.catalog.matches(.lifecycleFetch, .pagingMethods, member.name)
            || context.catalog.matches(.lifecycleFetch, .intentMethods, member.name)
    }

    /// `NotificationCenter.default.addObserver(self, selector: #selector(cartChanged), name: .cartDidChange, object: nil)`
    /// with `cartChanged` an `@objc` method nothing else names: the block-based observer running the
    /// method's body, which then splits like any observer. The method was the controller's, on the main
    /// actor: the block runs on the main queue (`queue: .main`), so that its `MainActor.assumeIsolated`,
    /// which Swift 6 needs for the `@Sendable` block, holds even for a notification posted on another thread.
    /// It holds `self` weakly, as the center held the controller; the model keeps its token and removes it
    /// when it goes (`ObserverTokens`). A screen that stops observing before it goes (`removeObserver(self)`
    /// in `viewWillDisappear(_:)`) keeps its observer: the module would go on observing after that.
    func selectorObserverAsBlock(_ statement: CodeBlockItemSyntax) -> (statement: CodeBlockItemSyntax, helper: MemberModel)? {
        observerBlocks.value(for: statement.id) { (statement, makeSelectorObserverBlock(statement)) }.block
    }

    private func makeSelectorObserverBlock(_ statement: CodeBlockItemSyntax) -> (statement: CodeBlockItemSyntax, helper: MemberModel)? {
        guard let observer = selectorObserver(statement), observer.handler.attributes.contains("objc"), !observer.handler.isAction,
            !context.controller.members.contains(where: { $0.references.selfMembersCalled.contains(observer.handler.baseName) }),
            context.members(mentioning: observer.handler.baseName).filter({ Self.namesSelector(observer.handler.baseName, in: $0.declaration) }).count == 1,
            let inner = observer.innerClosure,
            // A method reading what its file keeps private stays whole, the view running it where the notification arrives.
            context.filePrivateName(readBy: Array(observer.handler.body ?? []), locals: Set(observer.handler.parameters.map(\.name))) == nil
        else { return nil }
        return (
            inlining(observer.handler, into: inner, of: observer.block, at: observer.indentation + IndentationStyle.input.levels(2), selfHeldWeakly: true),
            observer.handler
        )
    }

    /// Whether `node` says `#selector(name…`, read off its tokens rather than its rendered text.
    static func namesSelector(_ name: String, in node: some SyntaxProtocol) -> Bool {
        var previous: [String] = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            if token.text == name, previous == ["#", "selector", "("] { return true }
            previous.append(token.text)
            if previous.count > 3 { previous.removeFirst() }
        }
        return false
    }

    /// The same observer when its method cannot leave the view (other code calls it, an action, another `#selector`):
    /// the model observes, and what the center did — call the method — is the view's part of the block, which
    /// reaches it as the observer's outcome. The method itself stays as written.
    func selectorObserverCallingHandler(_ statement: CodeBlockItemSyntax) -> (statement: CodeBlockItemSyntax, handler: MemberModel)? {
        guard let observer = selectorObserver(statement), let inner = observer.innerClosure else { return nil }
        let arguments = observer.handler.parameters.isEmpty ? "" : observer.parameter
        let label = observer.handler.parameters.first?.label.map { $0 + ": " } ?? ""
        let call = SyntaxFactory.statement(ExprSyntax("self.\(raw: observer.handler.baseName)(\(raw: label)\(raw: arguments))"))
        let body = [SyntaxFactory.guardLet("self"), call]
        let placed = Reindent.place(body, at: .newline + observer.indentation + IndentationStyle.input.levels(2))
        let block = TaskBodyReplacer(closure: inner, body: placed, closing: nil)
            .rewrite(observer.block, stating: "the model observes; the view's method runs where the notification arrives").cast(CodeBlockItemSyntax.self)
        return (block, observer.handler)
    }

    /// The member that stops the controller observing what `statement` registers with a selector (`removeObserver(self)`
    /// in `viewWillDisappear(_:)`): the observer stays with the screen.
    func memberStoppingObserver(_ statement: CodeBlockItemSyntax) -> MemberModel? {
        guard let (call, center) = Self.selectorRegistration(statement) else { return nil }
        let name = call.arguments.dropFirst(2).first!.expression
        return context.members(mentioning: "removeObserver").first {
            $0.kind != .deinitializer && Self.removesObservers(of: sharedInstance(center), named: name, in: $0.declaration)
        }
    }

    /// `center.addObserver(self, selector: …, name: …, object: …)`: the call and its center.
    private static func selectorRegistration(_ statement: CodeBlockItemSyntax) -> (call: FunctionCallExprSyntax, center: ExprSyntax)? {
        guard
            let call = statement.item.as(FunctionCallExprSyntax.self)
                ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
            let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "addObserver",
            let center = access.base, call.arguments.map({ $0.label?.text }) == [nil, "selector", "name", "object"],
            let observer = call.arguments.first?.expression, registersController(observer)
        else { return nil }
        return (call, center)
    }

    /// `self`, or what the code calls it (`weak var weakSelf = self`), cast to what the center takes (`weakSelf as Any`):
    /// the controller registered as the observer.
    private static func registersController(_ observer: ExprSyntax) -> Bool {
        var value = observer
        if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
            let target = sequence.elements.last?.as(TypeExprSyntax.self), ["Any", "AnyObject"].contains(target.type.trimmedText),
            let first = sequence.elements.first
        {
            value = first
        }
        return ReferenceCollector.namesController(value)
    }

    /// `center.addObserver(self, selector: #selector(handler), name: …, object: …)` for a notification that is not the
    /// screen's, on a center the controller never stops observing before it goes, with a method of the controller's
    /// taking at most the notification: the block-based observer, on the main queue, with an empty body to fill.
    private func selectorObserver(_ statement: CodeBlockItemSyntax)
        -> (block: CodeBlockItemSyntax, innerClosure: ClosureExprSyntax?, handler: MemberModel, parameter: String, indentation: Trivia)?
    {
        guard let (call, center) = Self.selectorRegistration(statement),
            let selector = call.arguments.dropFirst().first?.expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
            let selected = selector.arguments.first?.expression, !context.observesScreenNotification(call),
            memberStoppingObserver(statement) == nil
        else { return nil }
        // `#selector(refresh)`, `#selector(self.refresh)`, `#selector(FeedViewController.refresh)`.
        let handlerName =
            selected.as(DeclReferenceExprSyntax.self)
            ?? selected.as(MemberAccessExprSyntax.self).flatMap { access in
                access.base.map { ReferenceCollector.isSelf($0) || $0.as(DeclReferenceExprSyntax.self)?.baseName.text == context.controller.name } == true
                    ? access.declName : nil
            }
        guard let handlerName, let handler = context.controller.members(withBaseName: handlerName.baseName.text).first,
            handler.kind == .function, !handler.isLeftAsWritten, handler.body != nil, handler.parameters.count <= 1
        else { return nil }
        let name = call.arguments.dropFirst(2).first!.expression.trimmed
        let object = call.arguments.last!.expression.trimmed
        let parameter = handler.parameters.first?.name ?? "_"
        let indentation = statement.leadingTrivia.indentation
        var block = ExprSyntax("\(center.trimmed).addObserver(forName: \(name), object: \(object), queue: .main) { [weak self] \(raw: parameter) in () }")
            .cast(FunctionCallExprSyntax.self)
        block.trailingClosure?.signature?.inKeyword.trailingTrivia = []
        block.trailingClosure?.rightBrace.leadingTrivia = .newline + indentation
        block.trailingClosure?.statements = [Self.assumingMainActor([SyntaxFactory.statement(ExprSyntax("()"))], at: indentation + IndentationStyle.input.unit)]
        let blockStatement = statement.with(
            \.item, .expr(ExprSyntax(block.with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia))))
        let inner = Self.resultClosure(in: blockStatement).flatMap { $0.statements.first?.item.as(FunctionCallExprSyntax.self)?.trailingClosure }
        return (blockStatement, inner, handler, parameter, indentation)
    }

    /// Whether `node` stops the controller's observing of `name` on `center`: `center.removeObserver(self)`, or
    /// `center.removeObserver(self, name: <name>, …)`; removing the keyboard's observers leaves the others.
    static func removesObservers(of center: String, named name: ExprSyntax, in node: some SyntaxProtocol) -> Bool {
        centerCalls("removeObserver", on: center, aliases: SingletonAliases.names(standingFor: center, in: [node]), in: node).contains { call in
            guard let observer = call.arguments.first, ReferenceCollector.isSelf(observer.expression) else { return false }
            guard let removed = call.arguments.first(where: { $0.label?.text == "name" })?.expression,
                removed.as(NilLiteralExprSyntax.self) == nil
            else { return true }
            return removed.trimmedText == name.trimmedText
        }
    }

    /// `NotificationCenter.default` for `nc` after `let nc = NotificationCenter.default`: the center as the model would name it.
    func sharedInstance(_ expression: ExprSyntax) -> String {
        (expression.as(DeclReferenceExprSyntax.self).flatMap(context.singletonAliases.value(of:)) ?? expression).trimmedText
    }

    /// The calls of `method` on `center` (`NotificationCenter.default.addObserver(…)`), or on a local that names it
    /// (`aliases`), anywhere in `node`.
    static func centerCalls(_ method: String, on center: String, aliases: Set<String> = [], in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard token.text == method, let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                let base = access.base?.trimmedText, base == center || aliases.contains(base)
            else { return nil }
            return access.parent?.as(FunctionCallExprSyntax.self)
        }
    }

    /// The statement with `closure`'s body replaced by `helper`'s, which speaks to `self` explicitly
    /// outside a task, after `guard let self` when the closure holds it weakly.
    /// `selfHeldWeakly` tells about a closure nested in the one that captures `self` weakly.
    private func inlining(
        _ helper: MemberModel, into closure: ClosureExprSyntax, of statement: CodeBlockItemSyntax,
        at indentation: Trivia, closingAt closing: Trivia? = nil, selfHeldWeakly: Bool = false
    ) -> CodeBlockItemSyntax {
        var statements = Array(helper.body ?? [])
        if !Self.isTask(closure) {
            statements = statements.map {
                ExplicitSelf(members: context.controller.memberBaseNames).rewrite($0, stating: "self made explicit in the closure").cast(
                    CodeBlockItemSyntax.self)
            }
            let weak =
                selfHeldWeakly
                || closure.signature?.capture?.items.contains { $0.selfCaptureSpecifier == "weak" } ?? false
            if weak { statements.insert(SyntaxFactory.guardLet("self").with(\.leadingTrivia, .newline), at: 0) }
        }
        let placed = Reindent.place(statements, at: .newline + indentation)
        return TaskBodyReplacer(closure: closure, body: placed, closing: closing).rewrite(statement, stating: "the task runs the request the model makes").cast(
            CodeBlockItemSyntax.self)
    }
}

extension FetchMatcher {
    /// `publisher.assign(to: \.items, on: self)` (or `on: titleLabel`): the same subscription as a
    /// `sink` whose closure sets the property, so that it splits like any subscription. The
    /// interactor cannot assign to the view's properties; it delivers the values, and the closure
    /// holds `self` weakly, which `assign(on: self)` did not.
    func assignAsSink(_ statement: CodeBlockItemSyntax) -> CodeBlockItemSyntax? {
        // Most statements assign nothing through Combine: rewriting each to find out cost more than the answer.
        guard statement.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "assign" }) else { return nil }
        let rewriter = AssignToSink(members: context.controller.memberBaseNames, indentation: statement.leadingTrivia.indentation)
        let rewritten = rewriter.rewrite(statement, stating: "Combine's assign(to:on:) became a sink that reports each value").cast(CodeBlockItemSyntax.self)
        return rewriter.replaced ? rewritten : nil
    }
}

private final class AssignToSink: SyntaxRewriter {
    let members: Set<String>
    let indentation: Trivia
    private(set) var replaced = false
    init(members: Set<String>, indentation: Trivia) {
        self.members = members
        self.indentation = indentation
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard !replaced, let access = node.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "assign",
            let publisher = access.base, node.arguments.map({ $0.label?.text }) == ["to", "on"],
            let keyPath = node.arguments.first?.expression.as(KeyPathExprSyntax.self), keyPath.root == nil, keyPath.components.count == 1,
            case .property(let component) = keyPath.components.first?.component,
            let object = node.arguments.last?.expression
        else { return super.visit(node) }
        let property = component.declName.baseName.text
        let target: ExprSyntax
        if ReferenceCollector.isSelf(object) {
            target = ExprSyntax("self?.\(raw: property)")
        } else if let reference = object.as(DeclReferenceExprSyntax.self), members.contains(reference.baseName.text) {
            target = ExprSyntax("self?.\(raw: reference.baseName.text).\(raw: property)")
        } else {
            return super.visit(node)
        }
        replaced = true
        // The closure's body one level in from the line `.assign` stood on.
        let line = access.period.leadingTrivia.contains { $0.isNewline } ? access.period.leadingTrivia.indentation : indentation
        var closure = ExprSyntax("{ [weak self] \(raw: property) in \(target) = \(raw: property) }").cast(ClosureExprSyntax.self)
        closure.signature?.inKeyword.trailingTrivia = []
        closure.statements = CodeBlockItemListSyntax(
            closure.statements.map {
                $0.with(\.leadingTrivia, .newline + line + IndentationStyle.input.unit).with(\.trailingTrivia, [])
            })
        closure.rightBrace = closure.rightBrace.with(\.leadingTrivia, .newline + line)
        let sink = MemberAccessExprSyntax(base: publisher, period: access.period, declName: DeclReferenceExprSyntax(baseName: .identifier("sink")))
        return ExprSyntax(
            FunctionCallExprSyntax(
                calledExpression: ExprSyntax(sink), leftParen: nil, arguments: [], rightParen: nil,
                trailingClosure: closure.with(\.leadingTrivia, .space))
        )
        .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}

/// A task's closure with its statements replaced (by a helper's body).
private final class TaskBodyReplacer: SyntaxRewriter {
    let closure: ClosureExprSyntax
    let body: [CodeBlockItemSyntax]
    /// Where the closing brace goes on a line of its own, for a closure that was written on one line.
    let closing: Trivia?
    init(closure: ClosureExprSyntax, body: [CodeBlockItemSyntax], closing: Trivia? = nil) {
        self.closure = closure
        self.body = body
        self.closing = closing
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
        guard node.id == closure.id else { return super.visit(node) }
        var replaced = node.with(\.statements, CodeBlockItemListSyntax(body))
        if let closing {
            replaced.leftBrace = replaced.leftBrace.with(\.trailingTrivia, [])
            replaced.signature = replaced.signature?.with(\.inKeyword.trailingTrivia, [])
            replaced.rightBrace = replaced.rightBrace.with(\.leadingTrivia, .newline + closing)
        }
        return ExprSyntax(replaced)
    }
}

/// `tableView.reloadData()` → `self.tableView.reloadData()`: code moved into an escaping closure
/// must name `self`. Locals shadow members. `qualifier` names what else holds the members (`view`).
class ExplicitSelf: SyntaxRewriter {
    let members: Set<String>
    private let qualifier: TokenSyntax
    private var locals: Set<String> = []

    init(members: Set<String>, qualifier: TokenSyntax = .keyword(.self)) {
        self.members = members
        self.qualifier = qualifier
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
        let binder = LocalBinder(viewMode: .sourceAccurate)
        binder.walk(node)
        locals.formUnion(binder.names)
        return super.visit(node)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        let name = node.baseName.text
        guard members.contains(name), !locals.contains(name),
            !(node.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == node.id } ?? false)
        else { return ExprSyntax(node) }
        return ExprSyntax(
            MemberAccessExprSyntax(
                base: ExprSyntax(DeclReferenceExprSyntax(baseName: qualifier)), period: .periodToken(), declName: node.trimmed)
        )
        .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
