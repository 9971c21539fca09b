import SwiftSyntax

/// Data loading whose results arrive in a closure: a completion handler
/// (`service.load { [weak self] items in self?.show(items) }`) or a task (`Task { let x = try await …; label.text = x }`).
///
/// The call stays whole in the interactor; inside its closure the leading statements that do not
/// touch the screen (parsing, error guards) stay with it and are followed by the delivery of the
/// results; the statements from the first one that touches the screen become the view's display
/// code. A closure whose body is one `DispatchQueue.main.async { … }` keeps that hop on the
/// interactor's side, so results reach the presenter on the main queue where the controller hopped;
/// a hop whose own body reads the data (a notification handler's) runs that read behind the same hop.
/// Before the display, a read stored in the view's state or shown at once (`chat = store.chat(id: chatId)`,
/// `label.text = Utils.status(of: account)`) is lifted: the model reads, the view stores or shows what arrives.
extension FetchMatcher {
    /// The statement the plan puts where the interactor delivers results; emitters replace it.
    static let deliveryMarker = "__mvc2viperDeliverResults"

    /// Where the controller's closure ran its display code: as it was called (`none`), after a hop
    /// to the main queue or actor, or on the main actor already without hopping (a selector's
    /// target), which the closure's body states with `MainActor.assumeIsolated` for Swift 6.
    enum Hop: Equatable { case none, mainQueue, mainActor, assumedMainActor }

    struct ClosureSplit {
        /// Named for the called method (`loadPosts` → `Posts`), or empty.
        let noun: String
        let interactorStatement: CodeBlockItemSyntax
        let consumers: [CodeBlockItemSyntax]
        /// What shows a failure (a catch clause), given `error`.
        let failureConsumers: [CodeBlockItemSyntax]
        let stateReads: Set<String>
        /// Subscription storage the statement keeps its subscription in (`store(in: &cancellables)`).
        let subscriptions: Set<String>
        let results: [(name: String, type: TypeSyntax)]
        let weakSelf: Bool
        /// The loading state the closure showed before reading anything (`showLoader()` at the top of an
        /// async helper): the view shows it before the request, as it does for a spinner started before the call.
        var loading: [CodeBlockItemSyntax] = []
    }

    /// Splits a statement that reads data and hands its results to a closure touching the screen.
    /// `dataInClosure`: the statement's own call only schedules (a timer, an inlined helper's task);
    /// the data access is in its closure.
    func splitClosure(
        _ statement: CodeBlockItemSyntax, parameterNames: Set<String>,
        dataInClosure: Bool = false
    ) -> Result<ClosureSplit, TravellingValues.Problem>? {
        guard let closure = Self.resultClosure(in: statement) else { return nil }
        let isRealTask = Self.isTask(closure)
        let isTask = isRealTask || dataInClosure
        // Outside the closure the statement must read data and nothing of the screen.
        let outside = ClosureEraser(closure.id).rewrite(statement, stating: RewriteReason.closureSplit)
        let outsideReferences = context.references(outside, locals: parameterNames)
        guard isTask || context.dataAccess(in: outside, references: outsideReferences) != nil else { return nil }
        var stateReads = context.stateReads(outsideReferences)
        let subscriptions = outsideReferences.selfMembers.intersection(context.subscriptionStorage)
        // Keeping what it starts (`timer = Timer.scheduledTimer…`) is fine: the interactor keeps it instead.
        if let stored = outsideReferences.selfMembersWritten.subtracting(context.subscriptionStorage).sorted().first {
            return .failure(.init(text: "it keeps what it starts in the controller's \(stored), which the view still manages"))
        }
        // What the user entered (`nameField.text`) travels as a value; anything else of the screen keeps it in the view.
        let entered = outside.as(CodeBlockItemSyntax.self).map { enteredValueOutlets($0, references: outsideReferences) } ?? []
        let allowed = stateReads.union(subscriptions).union(entered)
        if context.touchesUI(outsideReferences, allowing: allowed),
            let problem = ownerTokenProblem(outside, of: statement, parameterNames: parameterNames, allowing: allowed)
        {
            return .failure(.init(text: problem))
        }
        let capture = closure.signature?.capture?.items.contains { $0.selfCaptureSpecifier == "weak" } ?? false
        // The closure's parameters and their types, from the closure or the called method's declaration.
        let names = closureParameterNames(closure)
        guard let names else { return .failure(.init(text: "its closure uses $0-style parameters; name them to let it move")) }
        var known: [String: TypeSyntax] = [:]
        let declared = declaredParameterTypes(closure, statement: statement, parameterNames: parameterNames)
        for (index, name) in names.enumerated() {
            if let type = annotatedType(closure, at: index) ?? declared?[safe: index] { known[name] = type }
        }
        var statements = Array(closure.statements)
        // `Task { }` inherits the main actor, in the controller and in the module's main-actor types alike;
        // a detached task leaves it, so its delivery hops back. A timer's or observer's closure is called as is.
        let isDetached = isRealTask && closure.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText == "Task.detached"
        var hop: Hop = isDetached ? .mainActor : .none
        if let (inner, kind) = Self.mainHop(statements) {
            hop = kind
            statements = inner
        }
        let alias = Self.selfAlias(statements)
        var interactorPart: [CodeBlockItemSyntax] = []
        var consumers: [CodeBlockItemSyntax] = []
        var failureConsumers: [CodeBlockItemSyntax] = []
        var deliveredInside = false
        // Statements that run before the delivery inside a do/catch, whose bindings can be results.
        var innerStatements: [CodeBlockItemSyntax] = []
        // A `guard let self = self` kept on the interactor's side makes `self` strong there.
        var selfBound = false
        var loading: [CodeBlockItemSyntax] = []
        // What a nested data call delivers (see `nestedDelivery`).
        var nestedResults: [(name: String, type: TypeSyntax)] = []
        var nestedNoun = ""
        // Data work after the display (`cache.save(items)` after showing them): the model runs it after it reports.
        var trailing: [CodeBlockItemSyntax] = []
        // Whether the report reaches the view before the model's next statement runs, as the display did in the closure.
        let reportsInOrder = hop == .none || hop == .assumedMainActor
        for (position, item) in statements.enumerated() {
            if deliveredInside { break }
            if consumers.isEmpty, interactorPart.isEmpty, let normalized = SelfUnwrapper.normalize(item, alias: alias),
                isLoadingStart(normalized, locals: parameterNames.union(names))
            {
                loading.append(normalized)
                continue
            }
            if consumers.isEmpty, !deliveredInside,
                let split = splitDoCatch(
                    item, parameterNames: parameterNames.union(names), insideDataClosure: true,
                    failureAlwaysShows: position < statements.count - 1,
                    normalize: { SelfUnwrapper.normalize($0, alias: alias) })
            {
                // A do/catch delivers from inside; what follows it (`refreshControl.endRefreshing()`) ran after
                // either outcome, so it ends both displays. It may only show, not read data again.
                let trailing = statements[(position + 1)...].map { SelfUnwrapper.normalize($0, alias: alias) }
                guard
                    trailing.allSatisfy({ statement in
                        statement.map { context.dataAccess(in: $0, references: context.references($0, locals: parameterNames.union(names))) == nil } ?? false
                    })
                else {
                    return .failure(.init(text: "statements after its do/catch read data again, after both outcomes"))
                }
                interactorPart.append(split.interactorStatement)
                // The view is called on the main actor anyway: display code behind one hop is the hop's body.
                let successHop = Self.mainHop(split.successConsumers)
                consumers = (successHop?.body ?? split.successConsumers) + trailing.compactMap { $0 }
                // The hop the display code was behind comes back around the deliveries.
                if hop == .none, let successHop { hop = successHop.hop }
                failureConsumers = (Self.mainHop(split.failureConsumers)?.body ?? split.failureConsumers) + trailing.compactMap { $0 }
                deliveredInside = true
                innerStatements = split.pure
                stateReads.formUnion(split.pure.reduce(into: Set<String>()) { $0.formUnion(context.stateReads(context.references($1))) })
                continue
            }
            guard let normalized = SelfUnwrapper.normalize(item, alias: alias) else {
                if consumers.isEmpty { interactorPart.append(alias == nil ? item : Self.bindingSelf(item)) }
                selfBound = selfBound || consumers.isEmpty
                continue
            }
            let references = context.references(normalized, locals: parameterNames.union(names))
            // Data work after the display leaves when it touches nothing of the screen and reads none of the view's state: the
            // model reads that state as the event hands it, before the display could change it. Asked only after a display.
            lazy var leavesAfterDisplay =
                context.stateReads(references).isEmpty
                && !context.touchesUI(references, allowing: movableHelpers(references)) && context.uiKitTypeNamed(in: [normalized]) == nil
            if !trailing.isEmpty {
                guard leavesAfterDisplay else {
                    return .failure(.init(text: "its closure reads data between two updates of the screen, an order the model and the view cannot keep"))
                }
                trailing.append(item)
                continue
            }
            // What the user entered (`textView.text`) read for the data travels; it is not showing anything.
            let entered = enteredValueOutlets(normalized, references: references)
            // A screen the code makes or a UIKit call (`SubscriptionModalViewController(…).show()`) shows something too.
            if consumers.isEmpty, !context.touchesUI(references, allowing: movableHelpers(references).union(context.stateReads(references)).union(entered)),
                context.uiKitTypeNamed(in: [normalized]) == nil
            {
                interactorPart.append(item)
                selfBound = selfBound || Self.bindsSelf(item)
                stateReads.formUnion(context.stateReads(references))
            } else {
                // Last in a hop's closure, a data call delivering in its own closure delivers for both (what followed
                // it ran before its results arrived, so it must be the last).
                if consumers.isEmpty, isTask, position == statements.count - 1,
                    let nested = nestedDelivery(normalized, parameterNames: parameterNames.union(names))
                {
                    interactorPart.append(nested.interactorStatement)
                    consumers = nested.consumers
                    failureConsumers = nested.failureConsumers
                    nestedResults = nested.results
                    nestedNoun = nested.noun
                    stateReads.formUnion(nested.stateReads)
                    deliveredInside = true
                    continue
                }
                let readsData = context.dataAccess(in: normalized, references: references) != nil
                if consumers.isEmpty, readsData,
                    let (fetch, show, _) = splitAssignment(normalized, parameterNames: parameterNames.union(names), readingState: true)
                {
                    // `chat = store.chat(id: chatId)` before the display: the read runs in the model, and the view
                    // stores what arrives before showing it, as the closure did.
                    interactorPart.append(fetch)
                    consumers.append(show)
                    stateReads.formUnion(context.stateReads(references))
                    continue
                }
                if consumers.isEmpty, readsData, let lifted = liftReads(normalized, parameterNames: parameterNames.union(names)) {
                    // `cell.detailTextLabel?.text = Utils.status(of: account)`: the reads run in the model, the statement shows them.
                    interactorPart += lifted.fetches
                    consumers.append(lifted.show)
                    stateReads.formUnion(
                        lifted.fetches.reduce(into: Set<String>()) {
                            $0.formUnion(context.stateReads(context.references($1, locals: parameterNames.union(names))))
                        })
                    continue
                }
                if readsData, !consumers.isEmpty, reportsInOrder, leavesAfterDisplay,
                    NameUseCollector.names(in: normalized).isDisjoint(with: consumers.flatMap { boundNames($0) })
                {
                    trailing.append(item)
                    continue
                }
                if readsData {
                    // Reading data after (or while) updating the screen: a round trip the split cannot keep in order.
                    return .failure(
                        .init(
                            text: consumers.isEmpty
                                ? "its closure reads data and updates the screen in one statement"
                                : "its closure reads data again after updating the screen"))
                }
                consumers.append(normalized)
            }
        }
        guard !consumers.isEmpty else { return nil }
        // `DispatchQueue.main.async { … }` around the display part: the hop belongs before the presenter.
        if hop == .none, let (inner, kind) = Self.mainHop(consumers) {
            hop = kind
            consumers = inner
        }
        let used = consumers.reduce(into: Set<String>()) { $0.formUnion(NameUseCollector.names(in: $1)) }
        let locals = context.inference.localTypes(in: interactorPart + innerStatements, known: known)
        var results: [(String, TypeSyntax)] = []
        // A binding in the closure (`guard let user = user`) shadows the parameter it unwraps.
        for name in ((interactorPart + innerStatements).flatMap { boundNames($0) } + names)
        where name != "self" && name != alias && used.contains(name) && !results.contains(where: { $0.0 == name }) {
            guard let type = locals[name] ?? context.inference.expectedType(of: name, in: consumers) else {
                return .failure(
                    .init(
                        text:
                            "cannot tell the type of '\(name)', which its closure hands to the screen (declare the called method in the file or annotate the closure)"
                    ))
            }
            results.append((name, type.trimmed))
        }
        results += nestedResults.filter { nested in !results.contains { $0.0 == nested.name } }.map { ($0.name, $0.type) }
        let indentation = closure.statements.first?.leadingTrivia.indentation ?? IndentationStyle.input.unit
        var body: [CodeBlockItemSyntax]
        // Code assumed on the main actor stays so as a whole; the delivery needs no hop of its own inside.
        let deliveryHop = hop == .assumedMainActor ? .none : hop
        if deliveredInside {
            body = interactorPart.map {
                HopWrapper(hop: deliveryHop).rewrite($0, stating: "the model hops to the main queue before it reports").cast(CodeBlockItemSyntax.self)
            }
        } else {
            let delivery = Self.hopped(SyntaxFactory.statement(SyntaxFactory.call(nil, Self.deliveryMarker, arguments: [])), deliveryHop)
            body = interactorPart + [delivery.with(\.leadingTrivia, .newline + indentation)] + trailing
        }
        if hop == .assumedMainActor { body = [Self.assumingMainActor(body, at: indentation)] }
        let rewritten = ClosureReplacer(closure.id, with: closure.with(\.statements, CodeBlockItemListSyntax(body))).rewrite(
            statement, stating: RewriteReason.closureSplit
        ).cast(CodeBlockItemSyntax.self)
        let calledAccess = (closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self))?
            .calledExpression.as(MemberAccessExprSyntax.self)
        var noun = ""
        let reactive = calledAccess.map { Self.isValueHandler(closure, of: $0) || Self.reactiveSwiftCalls.contains($0.declName.baseName.text) } ?? false
        if let calledAccess, reactive || Self.subscribingCalls.union(["assign"]).contains(calledAccess.declName.baseName.text) {
            // A subscription is named for what it subscribes to: `breakingNews.sink` → BreakingNews; ReactiveSwift's
            // producers come from methods (`repository.getProfile().on(value:)` → Profile).
            noun = calledAccess.base.flatMap(Self.publisherName).map(reactive ? Naming.noun(fromAction:) : Naming.upperFirst) ?? ""
        } else if let calledAccess, calledAccess.declName.baseName.text == "addObserver",
            let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            let name = call.arguments.first(where: { $0.label?.text == "forName" })?.expression
        {
            // An observer is named for what it observes: `forName: .cartDidChange` → CartDidChange.
            noun = Naming.upperFirst(name.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? Naming.noun(fromLiteral: name.trimmedText))
        } else if !isTask, let calledAccess {
            noun = Naming.noun(fromAction: calledAccess.declName.baseName.text)
            // A transport's or an observer's name says nothing of the data (`dataTask`, `addObserver`): the result's name
            // does (`todos`, `state`).
            let transports: Set<String> = [
                "dataTask", "downloadTask", "uploadTask", "request", "load", "fetch", "get", "perform", "execute", "send",
                "addObserver", "addListener", "observe",
            ]
            let vague: Set<String> = ["data", "result", "response", "value", "json", "object", "error"]
            if transports.contains(calledAccess.declName.baseName.text), let first = results.first(where: { !vague.contains($0.0) }) {
                noun = Naming.upperFirst(first.0)
            }
        }
        if noun.isEmpty { noun = nestedNoun }
        return .success(
            ClosureSplit(
                noun: noun, interactorStatement: rewritten, consumers: consumers, failureConsumers: failureConsumers, stateReads: stateReads,
                subscriptions: subscriptions, results: results, weakSelf: (capture || alias != nil) && !selfBound, loading: loading))
    }

    /// Inside a closure that only schedules (`DispatchQueue.global().async { … }`), a data call that hands its results to a
    /// closure of its own (`store.messages(count: count) { messages in … }`), the whole rest of the outer closure showing
    /// them: the inner call delivers for both. Only what the outer closure ran before it joins the interactor's part.
    private func nestedDelivery(_ statement: CodeBlockItemSyntax, parameterNames: Set<String>) -> ClosureSplit? {
        guard case .success(let split)? = splitClosure(statement, parameterNames: parameterNames, dataInClosure: schedules(statement)),
            split.loading.isEmpty
        else { return nil }
        return split
    }

    /// `showLoader()`, `spinner.startAnimating()`: a loading call the recipe's vocabulary names, reading no data.
    private func isLoadingStart(_ item: CodeBlockItemSyntax, locals: Set<String>) -> Bool {
        let references = context.references(item, locals: locals)
        return references.calledNames.contains { context.catalog.matches(.lifecycleFetch, .loadingStartCalls, $0) }
            && context.dataAccess(in: item, references: references) == nil
    }

    /// The closure a statement hands its results to: a trailing closure (or last closure argument)
    /// of the statement's outermost calls, not nested in another closure.
    /// In a stream shaped by operators first (`repository.rewards().map { … }.filter { … }.on(value: { … })`), the closure
    /// the chain ends with: the operators' closures shape the data, in the model, and only the last one receives it.
    static func resultClosure(in statement: CodeBlockItemSyntax) -> ClosureExprSyntax? {
        let finder = TopClosureFinder(viewMode: .sourceAccurate)
        finder.walk(statement)
        guard let last = finder.closures.last else { return nil }
        guard finder.closures.count > 1 else { return last }
        guard let chain = owningCall(of: last)?.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
        let shaping = finder.closures.dropLast().allSatisfy { closure in
            guard let call = owningCall(of: closure), let access = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
            return streamOperators.contains(access.declName.baseName.text)
                && call.position >= chain.position && call.endPosition <= chain.endPosition
        }
        return shaping ? last : nil
    }

    /// Operators whose closures make the values a stream or promise hands on, and do nothing else.
    static let streamOperators: Set<String> = [
        "map", "compactMap", "flatMap", "flatMapLatest", "concatMap", "switchMap", "tryMap", "filter", "scan", "reduce", "then",
    ]

    /// The call a closure is the trailing closure or an argument of.
    private static func owningCall(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    static let failureHandlerMarker = "__mvc2viperFailureHandler"

    /// A call with a success and a failure closure (`subscribe(onNext: { … }, onError: { error in … })`):
    /// the statement with the failure closure set aside (a marker in its place), and that closure.
    func separatingFailureHandler(_ statement: CodeBlockItemSyntax) -> (statement: CodeBlockItemSyntax, handler: ClosureExprSyntax)? {
        let finder = TopClosureFinder(viewMode: .sourceAccurate)
        finder.walk(statement)
        guard finder.closures.count == 2,
            let handler = finder.closures.first(where: { closure in
                closure.parent?.as(LabeledExprSyntax.self).map { ["onError", "onFailure", "failure"].contains($0.label?.text ?? "") } == true
            }),
            closureParameterNames(handler) == ["error"]
        else { return nil }
        let marker = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(Self.failureHandlerMarker)))
        return (
            ExpressionReplacer(matching: { $0.id == handler.id }, with: marker).rewrite(statement, stating: RewriteReason.closureSplit).cast(
                CodeBlockItemSyntax.self), handler
        )
    }

    /// Puts the failure closure back, delivering the error to the presenter; what it showed becomes the failure display.
    func rejoiningFailureHandler(_ separated: (statement: CodeBlockItemSyntax, handler: ClosureExprSyntax), into split: ClosureSplit) -> ClosureSplit {
        let alias = Self.selfAlias(Array(separated.handler.statements))
        let shows = separated.handler.statements.compactMap { SelfUnwrapper.normalize($0, alias: alias) }
        let indentation = separated.handler.statements.first?.leadingTrivia.indentation ?? IndentationStyle.input.unit
        let delivery = SyntaxFactory.statement(SyntaxFactory.call(nil, Self.failureMarker, arguments: [SyntaxFactory.reference("error")]))
            .with(\.leadingTrivia, .newline + indentation)
        let handler = separated.handler.with(\.statements, [delivery])
        let statement = ExpressionReplacer(
            matching: { $0.as(DeclReferenceExprSyntax.self)?.baseName.text == Self.failureHandlerMarker },
            with: ExprSyntax(handler)
        ).rewrite(split.interactorStatement, stating: RewriteReason.closureSplit).cast(CodeBlockItemSyntax.self)
        return ClosureSplit(
            noun: split.noun, interactorStatement: statement, consumers: split.consumers, failureConsumers: shows,
            stateReads: split.stateReads, subscriptions: split.subscriptions, results: split.results, weakSelf: split.weakSelf,
            loading: split.loading)
    }

    /// `Timer.scheduledTimer(…) { … }`, `DispatchQueue.main.asyncAfter(…) { … }`: the call only schedules its closure.
    func schedules(_ statement: CodeBlockItemSyntax) -> Bool {
        guard let closure = Self.resultClosure(in: statement),
            let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        else { return false }
        // The vocabulary names a method (`asyncAfter`) or a path without arguments (`DispatchQueue.global.async`).
        return context.catalog.matches(.lifecycleFetch, .schedulingCalls, name)
            || context.catalog.matches(.lifecycleFetch, .schedulingCalls, Self.calleePath(call.calledExpression))
    }

    /// `DispatchQueue.global.async` for `DispatchQueue.global(qos: .utility).async`: the names a call chain goes through.
    static func calleePath(_ expression: ExprSyntax) -> String {
        if let call = expression.as(FunctionCallExprSyntax.self) { return calleePath(call.calledExpression) }
        if let access = expression.as(MemberAccessExprSyntax.self) {
            return (access.base.map { calleePath($0) + "." } ?? ".") + access.declName.baseName.text
        }
        return expression.trimmedText
    }

    static func isTask(_ closure: ClosureExprSyntax) -> Bool {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return ["Task", "Task.detached"].contains(call.calledExpression.trimmedText)
    }

    func closureParameterNames(_ closure: ClosureExprSyntax) -> [String]? {
        let shorthand = ShorthandFinder(viewMode: .sourceAccurate)
        shorthand.walk(closure.statements)
        return shorthand.found ? nil : closure.signatureParameterNames
    }

    private func annotatedType(_ closure: ClosureExprSyntax, at index: Int) -> TypeSyntax? {
        guard case .parameterClause(let clause)? = closure.signature?.parameterClause else { return nil }
        return Array(clause.parameters)[safe: index]?.type
    }

    /// `service.load(completion:)` declared in the file on the receiver's type; for `sink`, the publisher's output.
    private func declaredParameterTypes(_ closure: ClosureExprSyntax, statement: CodeBlockItemSyntax, parameterNames: Set<String>) -> [TypeSyntax]? {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base
        else { return nil }
        // Combine's `sink`, RxSwift's `subscribe(onNext:)`, `bind`, `drive`, ReactiveSwift's `observeValues`,
        // `startWithValues` and `on(value:)`: the stream's element.
        if Self.subscribingCalls.contains(access.declName.baseName.text) || Self.isValueHandler(closure, of: access) {
            return publisherOutput(base).map { [$0] }
        }
        let baseType =
            context.inference.type(of: base, locals: [:])
            ?? base.as(DeclReferenceExprSyntax.self).flatMap { context.inference.memberType($0.baseName.text) ?? staticBase($0) }
        // What the project declares first: its own `addObserver(_:block:)` hands no `Notification`.
        if let baseType,
            let declared = context.types.completionParameterTypes(
                of: access.declName.baseName.text,
                on: TypeText.unwrapped(baseType).trimmedText)
        {
            return declared
        }
        return sdkCompletionTypes(access.declName.baseName.text)
    }

    /// `TunnelsManager.create { result in … }`: a static method of a type the project declares, named by its type.
    private func staticBase(_ reference: DeclReferenceExprSyntax) -> TypeSyntax? {
        let name = reference.baseName.text
        guard name.first?.isUppercase == true, context.types[name] != nil, context.controller.member(named: name) == nil else { return nil }
        return TypeText.named(name)
    }

    /// The closure parameter types the recipes state for SDK methods (`addObserver: Notification`).
    private func sdkCompletionTypes(_ method: String) -> [TypeSyntax]? {
        for entry in context.catalog.recipes(for: .lifecycleFetch).flatMap({ $0.words(.completionTypes) }) {
            let parts = entry.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0] == method else { continue }
            return parts[1].split(separator: ",").map { TypeText.parse($0.trimmingCharacters(in: .whitespaces)) }
        }
        return nil
    }

    /// Calls that subscribe to a stream with a closure receiving its elements.
    static let subscribingCalls: Set<String> = Set(["sink", "subscribe", "bind", "drive"]).union(reactiveSwiftCalls)
    static let reactiveSwiftCalls: Set<String> = ["observeValues", "startWithValues"]

    /// ReactiveSwift's `producer.on(value: { user in … })`: the closure handed the stream's values.
    static func isValueHandler(_ closure: ClosureExprSyntax, of access: MemberAccessExprSyntax) -> Bool {
        access.declName.baseName.text == "on" && closure.parent?.as(LabeledExprSyntax.self)?.label?.text == "value"
    }

    /// Operators that pass a stream's values through unchanged (Combine and RxSwift).
    static let outputKeepingOperators: Set<String> = [
        "receive", "subscribe", "eraseToAnyPublisher", "removeDuplicates", "debounce", "throttle", "delay", "share",
        "handleEvents", "print", "dropFirst", "prefix", "filter", "retry", "replaceError", "buffer",
        "observe", "observeOn", "subscribeOn", "asObservable", "distinctUntilChanged", "do", "catchAndReturn", "skip", "take",
    ]

    /// Stream types whose first generic argument is what they send.
    static let streamTypes: Set<String> = [
        "AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "Just", "Future",
        "Observable", "Single", "Maybe", "Driver", "Signal", "BehaviorRelay", "PublishRelay", "BehaviorSubject", "PublishSubject",
        "SignalProducer", "Property", "MutableProperty",
    ]

    /// The values a stream expression sends: `AnyPublisher<Headline, Never>` → `Headline`, `Observable<[Repo]>` → `[Repo]`.
    private func publisherOutput(_ expression: ExprSyntax) -> TypeSyntax? {
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = access.base, Self.outputKeepingOperators.contains(access.declName.baseName.text)
        {
            return publisherOutput(base)
        }
        // `store.$current`, `$items`: an @Published property's publisher sends the property's values.
        if let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text.hasPrefix("$"), let base = access.base {
            let property = String(access.declName.baseName.text.dropFirst())
            let baseType =
                context.inference.type(of: base, locals: [:])
                ?? base.as(DeclReferenceExprSyntax.self).flatMap { context.inference.memberType($0.baseName.text) }
            return baseType.flatMap { context.types.memberType(property, of: TypeText.unwrapped($0).trimmedText) }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
            return context.inference.memberType(String(reference.baseName.text.dropFirst()))
        }
        var type = context.inference.type(of: expression, locals: [:])
        if type == nil, let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
            let baseType = base.as(DeclReferenceExprSyntax.self).flatMap { context.inference.memberType($0.baseName.text) }
            type = baseType.flatMap { context.types.memberType(access.declName.baseName.text, of: TypeText.unwrapped($0).trimmedText) }
        }
        guard let identifier = type?.as(IdentifierTypeSyntax.self), Self.streamTypes.contains(identifier.name.text),
            let first = identifier.genericArgumentClause?.arguments.first
        else { return nil }
        return TypeText.parse(first.argument.trimmedText)
    }

    /// The property a publisher chain starts from: `service.breakingNews.receive(on: …)` → `breakingNews`.
    static func publisherName(_ expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = access.base
        {
            // Operators pass the stream on; a method that makes one names it (`service.repos(of: user)` → repos).
            let name = access.declName.baseName.text
            return outputKeepingOperators.union(subscribingCalls).contains(name) ? publisherName(base) : name
        }
        // `store.$current` names the property's values: `current`.
        let name = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name.map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }
    }

    /// `DispatchQueue.main.async { … }`, `await MainActor.run { … }` or `MainActor.assumeIsolated { … }`:
    /// the block that runs on the main queue or actor, and which hop it is.
    static func mainQueueBlock(_ statement: CodeBlockItemSyntax) -> (closure: ClosureExprSyntax, hop: Hop)? {
        var expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
        if let awaited = expression?.as(AwaitExprSyntax.self) { expression = awaited.expression }
        let hops: [String: Hop] = ["DispatchQueue.main.async": .mainQueue, "MainActor.run": .mainActor, "MainActor.assumeIsolated": .assumedMainActor]
        guard let call = expression?.as(FunctionCallExprSyntax.self), let hop = hops[call.calledExpression.trimmedText],
            call.arguments.isEmpty, let closure = call.trailingClosure
        else { return nil }
        return (closure, hop)
    }

    /// `MainActor.assumeIsolated { statements }` as one statement at `indentation`.
    static func assumingMainActor(_ statements: [CodeBlockItemSyntax], at indentation: Trivia) -> CodeBlockItemSyntax {
        let call = FunctionCallExprSyntax(
            calledExpression: dotted("MainActor.assumeIsolated"), arguments: [],
            trailingClosure: ClosureExprSyntax(
                leftBrace: .leftBraceToken(leadingTrivia: .space),
                statements: CodeBlockItemListSyntax(Reindent.place(statements, at: .newline + indentation + IndentationStyle.input.unit)),
                rightBrace: .rightBraceToken(leadingTrivia: .newline + indentation)))
        return SyntaxFactory.statement(ExprSyntax(call)).with(\.leadingTrivia, .newline + indentation)
    }

    /// `DispatchQueue.main.async` as a member access chain.
    private static func dotted(_ name: String) -> ExprSyntax {
        let parts = name.split(separator: ".").map(String.init)
        var expression = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(parts[0])))
        for part in parts.dropFirst() {
            expression = ExprSyntax(
                MemberAccessExprSyntax(base: expression, period: .periodToken(), declName: DeclReferenceExprSyntax(baseName: .identifier(part))))
        }
        return expression
    }

    /// Statements that are one hop to the main queue or actor: the hop's body, in the hop's place,
    /// and the hop; nil otherwise.
    static func mainHop(_ statements: [CodeBlockItemSyntax]) -> (body: [CodeBlockItemSyntax], hop: Hop)? {
        guard statements.count == 1, let block = mainQueueBlock(statements[0]) else { return nil }
        return (Reindent.place(Array(block.closure.statements), at: statements[0].leadingTrivia), block.hop)
    }

    /// `guard let strongSelf = self else { return }` names self `strongSelf`.
    static func selfAlias(_ statements: [CodeBlockItemSyntax]) -> String? {
        for statement in statements {
            guard let guardStatement = statement.item.as(GuardStmtSyntax.self) else { continue }
            for element in guardStatement.conditions {
                if case .optionalBinding(let binding) = element.condition,
                    binding.initializer?.value.trimmedText == "self",
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "self"
                {
                    return name
                }
            }
        }
        return nil
    }

    /// `guard let strongSelf = self else { return }` kept where the results are delivered: it binds `self`, which the
    /// delivery speaks to (`self.output`), as the code that read `strongSelf` went to the view.
    static func bindingSelf(_ statement: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
        let bound = SyntaxFactory.guardLet("self").with(\.leadingTrivia, statement.leadingTrivia).with(\.trailingTrivia, statement.trailingTrivia)
        RewriteLog.current?.record(from: statement, to: bound, reason: "the unwrapped self is self in the layer it moved to")
        return bound
    }

    /// A guard with a condition like `let self = self`, `let self`, `let strongSelf = self`.
    static func bindsSelf(_ statement: CodeBlockItemSyntax) -> Bool {
        guard let guardStatement = statement.item.as(GuardStmtSyntax.self) else { return false }
        return guardStatement.conditions.contains { element in
            guard case .optionalBinding(let binding) = element.condition else { return false }
            return binding.pattern.trimmedText == "self" || binding.initializer?.value.trimmedText == "self"
        }
    }

    /// A delivery statement moved onto the main queue or actor, as the controller's code ran there.
    static func hopped(_ delivery: CodeBlockItemSyntax, _ hop: Hop) -> CodeBlockItemSyntax {
        switch hop {
        case .none: return delivery
        case .mainQueue: return wrap(delivery, in: "DispatchQueue.main.async").with(\.leadingTrivia, delivery.leadingTrivia)
        case .mainActor: return wrap(delivery, in: "MainActor.run", awaited: true).with(\.leadingTrivia, delivery.leadingTrivia)
        case .assumedMainActor: return assumingMainActor([delivery], at: delivery.leadingTrivia.indentation)
        }
    }

    private static func wrap(_ statement: CodeBlockItemSyntax, in callee: String, awaited: Bool = false) -> CodeBlockItemSyntax {
        let call = FunctionCallExprSyntax(
            calledExpression: dotted(callee), arguments: [],
            trailingClosure: ClosureExprSyntax(
                leftBrace: .leftBraceToken(leadingTrivia: .space),
                statements: [statement.with(\.leadingTrivia, .space)],
                rightBrace: .rightBraceToken(leadingTrivia: .space)))
        let wrapped: ExprSyntax =
            awaited
            ? ExprSyntax(AwaitExprSyntax(awaitKeyword: .keyword(.await, trailingTrivia: .space), expression: ExprSyntax(call)))
            : ExprSyntax(call)
        return SyntaxFactory.statement(wrapped)
    }
}

/// Replaces the expressions `matches` picks with `replacement` (a closure set aside, a marker put back).
private final class ExpressionReplacer: SyntaxRewriter {
    let matches: (ExprSyntax) -> Bool
    let replacement: ExprSyntax
    init(matching matches: @escaping (ExprSyntax) -> Bool, with replacement: ExprSyntax) {
        self.matches = matches
        self.replacement = replacement
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> Syntax? {
        guard let expression = node.as(ExprSyntax.self), matches(expression) else { return nil }
        return Syntax(replacement.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }
}
