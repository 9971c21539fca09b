import SwiftSyntax

/// Presentation logic: display code that formats model values
/// (`label.text = "Since " + dateFormatter.string(from: user.memberSince)`) or builds text from them
/// (`"\(user.firstName) \(user.lastName)"`) hands that to the presenter, which takes any formatter
/// along and passes the view the finished text.
///
/// ## Before
/// ```swift
/// func showUser(_ user: User) { memberSinceLabel.text = "Since " + dateFormatter.string(from: user.memberSince) }
/// ```
/// ## After
/// ```swift
/// // Presenter
/// let memberSinceText = "Since " + dateFormatter.string(from: user.memberSince)
/// view?.showUser(user, memberSinceText: memberSinceText)
/// // View
/// func showUser(_ user: User, memberSinceText: String) { memberSinceLabel.text = memberSinceText }
/// ```
struct PresentationPlanner {
    let context: ClassificationContext

    func plan(_ plan: inout MigrationPlan, note: (String, Target, Evidence) -> Void) {
        guard let recipe = context.catalog.recipes(for: .presentationLogic).first else { return }
        let formatters = context.controller.members.filter { member in
            guard member.kind == .storedProperty, !member.isStatic, !member.isLeftAsWritten,
                let type = member.typeAnnotation ?? formatterType(member)
            else { return false }
            return recipe.matches(.formatterTypes, TypeText.baseName(type.trimmedText))
        }
        let formatterNames = Set(formatters.map(\.name))
        var moved = Set<String>()
        for index in plan.viewCommands.indices where plan.viewCommands[index].kind == .display {
            var command = plan.viewCommands[index]
            var body: [CodeBlockItemSyntax] = []
            for statement in command.body {
                guard let (target, value) = ModuleInputPlanner.assignmentTarget(statement),
                    let property = Self.textProperty(target)
                else {
                    body.append(statement)
                    continue
                }
                let parameterNames = Set(command.parameters.map(\.name))
                let references = context.references(value, locals: parameterNames)
                let usedFormatters = references.selfMembers.intersection(formatterNames)
                // Only formatting of what the command was given (with a formatter, or text built from its
                // values: `"\(user.firstName) \(user.lastName)"`): nothing else of the screen.
                let buildsText = Self.buildsText(value) && !NameUseCollector.names(in: value).isDisjoint(with: parameterNames)
                guard !usedFormatters.isEmpty || buildsText, references.selfMembers.subtracting(formatterNames).isEmpty,
                    references.inheritedAPI.isEmpty, !references.usesSelfAsValue
                else {
                    body.append(statement)
                    continue
                }
                let name = Self.valueName(for: property, existing: parameterNames)
                let type = TypeText.named(returnsOptional(value, formatters: formatters) ? "String?" : "String")
                let formatted = SelfMemberToParameter(formatterNames).rewrite(value, stating: RewriteReason.travellingValues).cast(ExprSyntax.self)
                command.presenterValues.append(PresenterValue(name: name, type: type, value: formatted))
                // The presenter writes `let name = value` (ModuleParts, VIP): the statement's rewrite, stated here.
                RewriteLog.current?.record(from: statement, to: SyntaxFactory.letStatement(name, formatted), reason: RewriteReason.presentation)
                body.append(Self.assigning(statement, name))
                moved.formUnion(usedFormatters)
                let evidence = Evidence(recipe: recipe.id, line: context.line(statement), syntax: context.snippet(statement))
                for formatter in usedFormatters { note(formatter, .presenterState(formatter), evidence) }
                // The method whose results these are: its display is now partly the presenter's.
                if let owner = plan.events.first(where: { event in event.requests.contains { plan.requests[$0].displayCommand == index } }) {
                    note(owner.sourceMember, .command(index), evidence)
                }
            }
            command.body = body
            plan.viewCommands[index] = command
        }
        // A formatter the view still uses elsewhere stays there too: the presenter gets its own. (What the view still
        // uses is asked only when a formatter moved: it rewrites every member the view keeps.)
        let movedFormatters = formatters.filter { moved.contains($0.name) }
        let stillUsed = movedFormatters.isEmpty ? [] : Planner.remainingViewReferences(plan, context: context)
        for formatter in movedFormatters {
            guard let type = formatter.typeAnnotation ?? formatterType(formatter) else { continue }
            plan.presenterState.append(StateProperty(moving: formatter, type: type.trimmed))
            if !stillUsed.contains(formatter.name) { plan.viewEdits.removedMembers.insert(formatter.name) }
        }
        // The presenter hands the interactor its own formatter now (one the view's data work configured travelled with the event).
        plan.dropEventParameters(moved)
    }

    /// `numberFormatter.string(from: price)` and any formatter's `string(for:)` answer `String?`; a date
    /// formatter's `string(from:)` (and text built around a call) is a `String`.
    private func returnsOptional(_ value: ExprSyntax, formatters: [MemberModel]) -> Bool {
        guard let call = value.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            access.declName.baseName.text == "string", let label = call.arguments.first?.label?.text
        else { return false }
        if label == "for" { return true }
        let receiver = access.base?.trimmedText.replacingOccurrences(of: "self.", with: "")
        let formatter = formatters.first { $0.name == receiver }
        let typeName = formatter.flatMap { $0.typeAnnotation ?? formatterType($0) }.map { TypeText.baseName($0.trimmedText) } ?? ""
        return ["NumberFormatter", "DateComponentsFormatter", "DateIntervalFormatter"].contains(typeName)
    }

    /// A string made from values: an interpolation, a concatenation with a string literal, `String(format:…)`.
    static func buildsText(_ value: ExprSyntax) -> Bool {
        if let literal = value.as(StringLiteralExprSyntax.self) {
            return literal.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
        }
        if let sequence = value.as(SequenceExprSyntax.self) {
            return sequence.elements.contains { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }
                && sequence.elements.contains { $0.is(StringLiteralExprSyntax.self) }
        }
        if let call = value.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.trimmedText == "String" && call.arguments.first?.label?.text == "format"
        }
        return false
    }

    private func formatterType(_ member: MemberModel) -> TypeSyntax? {
        member.initializer.flatMap { context.inference.type(of: $0, locals: [:]) }
    }

    /// `memberSinceLabel.text` → `memberSinceLabel`, for texts a view shows.
    static func textProperty(_ target: String) -> String? {
        let parts = target.replacingOccurrences(of: "self.", with: "").replacingOccurrences(of: "?", with: "").split(separator: ".").map(String.init)
        guard parts.count >= 2, ["text", "title", "placeholder", "accessibilityLabel"].contains(parts.last!) else { return nil }
        return parts[parts.count - 2]
    }

    /// `memberSinceLabel` → `memberSinceText`.
    static func valueName(for property: String, existing: Set<String>) -> String {
        var base = property
        for suffix in ["Label", "TextField", "Field", "Button", "TextView", "View"] where base.hasSuffix(suffix) && base.count > suffix.count {
            base = String(base.dropLast(suffix.count))
            break
        }
        var name = base + "Text"
        var counter = 2
        while existing.contains(name) {
            name = base + "Text\(counter)"
            counter += 1
        }
        return name
    }

    /// The statement with its value replaced by the presenter's result.
    static func assigning(_ statement: CodeBlockItemSyntax, _ name: String) -> CodeBlockItemSyntax {
        guard let sequence = statement.item.as(SequenceExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
            sequence.elements.count >= 3, let first = sequence.elements.dropFirst(2).first, let last = sequence.elements.last
        else { return statement }
        let replaced = sequence.with(
            \.elements,
            ExprListSyntax(
                Array(sequence.elements.prefix(2)) + [
                    ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))).with(\.leadingTrivia, first.leadingTrivia).with(
                        \.trailingTrivia, last.trailingTrivia)
                ]))
        return statement.with(\.item, .expr(ExprSyntax(replaced)))
    }
}
