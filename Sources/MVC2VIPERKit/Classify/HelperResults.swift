import SwiftSyntax

/// A value the code leaving the view asks of one of the controller's own methods (`setMessageBody(deviceReport(), …)`,
/// `if isDeveloper(path: indexPath)`): the view works it out when it sends the event, and the value travels in its
/// place, as a getter's does. Only a method that hands back a value that can travel and changes nothing of the screen's
/// (no property of its own written, no other method of the controller's called), asked with what the view still has at
/// that moment (the method's parameters, what it bound before, its state, literals), outside the closures the code
/// hands on, which run later. A method that reads data is asked only where the code asks it unconditionally (in no
/// branch, after no `guard`): worked out ahead of a branch that might not run, a read could cost what the original never
/// spent.
///
/// ## Before
/// ```swift
/// present(MailComposer(body: deviceReport()), animated: true)
/// ```
/// ## After
/// ```swift
/// output.didTriggerContactEvent(deviceReport())                              // view
/// func openContactModule(_ deviceReport: String) { … MailComposer(body: deviceReport) … }   // router
/// ```
extension TravellingValues {
    /// `available`: the names the view has when it sends the event (the method's parameters, what it bound before).
    func helperResults(in code: [CodeBlockItemSyntax], available: Set<String>) -> ([CodeBlockItemSyntax], [Parameter]) {
        let boundInCode = Set(
            code.flatMap { statement in
                let binder = LocalBinder(viewMode: .sourceAccurate)
                binder.walk(statement)
                return binder.names
            })
        // The value may not take a member's name: the code reading it would read that member (`deviceReport` → `deviceReportValue`).
        var taken = available.union(boundInCode).union(context.stateNames).union(context.controller.memberBaseNames)
        var results: [String: Parameter] = [:]
        // After a statement that may end the code (`guard let manager else { return }`), what follows may not run.
        var mayHaveEnded = false
        for statement in code {
            defer { mayHaveEnded = mayHaveEnded || ExitFinder.exits(statement) }
            for call in OwnCallCollector.callNodes(in: statement) {
                guard let helper = askedHelper(call), !Self.runsLater(call, within: statement) else { continue }
                let conditional = mayHaveEnded || Self.isConditional(call, within: statement)
                guard !conditional || context.dataAccess(in: helper.declaration, references: helper.references) == nil,
                    readsOnly(available.subtracting(boundInCode), in: call.arguments),
                    let type = helper.returnType, case .success = travellingValue(helper.baseName, type: type)
                else { continue }
                let key = call.trimmedText
                guard results[key] == nil else { continue }
                let base = Self.valueName(of: helper.baseName)
                let name = Planner.uniqueNoun(base, among: Array(taken), alternatives: [base + "Value"])
                taken.insert(name)
                results[key] = Parameter(label: nil, name: name, type: type.trimmed, argument: ExprSyntax(call.trimmed))
            }
        }
        guard !results.isEmpty else { return (code, []) }
        let substitution = TravellingValueSubstitution(results, insideClosures: false)
        let rewritten = code.map {
            substitution.rewrite($0, stating: "the view works out what the screen's own method answers and passes it").cast(CodeBlockItemSyntax.self)
        }
        return (rewritten, results.values.sorted { $0.name < $1.name })
    }

    /// `deviceReport()` or `self.deviceReport()`: a method of the controller's that answers with a value and changes
    /// nothing of the screen's.
    private func askedHelper(_ call: FunctionCallExprSyntax) -> MemberModel? {
        let callee = call.calledExpression
        let name: String?
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let access = callee.as(MemberAccessExprSyntax.self), let base = access.base, ReferenceCollector.isSelf(base) {
            name = access.declName.baseName.text
        } else {
            name = nil
        }
        guard let name, call.trailingClosure == nil else { return nil }
        let candidates = context.controller.members(withBaseName: name).filter { $0.kind == .function }
        guard candidates.count == 1, let helper = candidates.first, helper.returnType != nil, !helper.isStatic,
            helper.references.selfMembersWritten.isEmpty, helper.references.selfMembersCalled.isEmpty,
            !helper.references.usesSelfAsValue
        else { return nil }
        return helper
    }

    /// Whether the arguments read only `names` (and literals, and the screen's stored state).
    private func readsOnly(_ names: Set<String>, in arguments: LabeledExprListSyntax) -> Bool {
        let read = arguments.reduce(into: Set<String>()) { $0.formUnion(NameUseCollector.names(in: $1.expression)) }
        return read.allSatisfy { name in
            names.contains(name) || context.stateNames.contains(name)
        }
    }

    /// Inside a closure the code hands on: it runs later, when the view's value would be stale.
    private static func runsLater(_ call: FunctionCallExprSyntax, within statement: CodeBlockItemSyntax) -> Bool {
        Syntax(call).ancestors(upTo: statement).contains { $0.is(ClosureExprSyntax.self) }
    }

    /// Inside a block of the statement (an `if`'s, a `switch` case's, a loop's), or in an operation that may not evaluate
    /// it (`a && isDeveloper(x)`, `cached ?? report()`, a ternary): it may not run.
    private static func isConditional(_ call: FunctionCallExprSyntax, within statement: CodeBlockItemSyntax) -> Bool {
        Syntax(call).ancestors(upTo: statement).contains { node in
            if node.is(CodeBlockSyntax.self) || node.is(SwitchCaseSyntax.self) { return true }
            guard let sequence = node.as(SequenceExprSyntax.self) else { return false }
            return sequence.elements.contains { element in
                element.is(UnresolvedTernaryExprSyntax.self)
                    || element.as(BinaryOperatorExprSyntax.self).map { ["&&", "||", "??"].contains($0.operator.text) } == true
            }
        }
    }

    /// `createDeviceInformationString` → `deviceInformationString`, `getKeyFromURL` → `keyFromURL`; `isDeveloper` stays.
    static func valueName(of method: String) -> String {
        for verb in ["get", "create", "make", "build", "compute", "calculate"] where method.hasPrefix(verb) {
            let rest = method.dropFirst(verb.count)
            if let first = rest.first, first.isUppercase { return Naming.lowerFirst(String(rest)) }
        }
        return method
    }
}

private extension Syntax {
    /// The nodes between this one and `top` (excluded), innermost first.
    func ancestors(upTo top: CodeBlockItemSyntax) -> [Syntax] {
        var found: [Syntax] = []
        var current = parent
        while let node = current, node.id != top.id {
            found.append(node)
            current = node.parent
        }
        return found
    }
}
