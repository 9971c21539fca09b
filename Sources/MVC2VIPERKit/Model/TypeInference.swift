import SwiftSyntax

/// Infers the types of locals from what the file itself says: annotations, initialisers,
/// declared return types, the parameters and properties values are handed to.
/// Anything it cannot see it leaves unknown; callers report that instead of guessing.
public struct TypeInference {
    let fileTypes: TypeTable
    let controller: ControllerModel
    /// Types of framework members the file cannot declare, by `Type.member` (`UITextField.text` → `String?`).
    let platformMembers: [String: TypeSyntax]
    /// What display code sets on UIKit's widgets, by `Type.member` (`UILabel.text` → `String?`, `UISwitch.setOn` → `Bool`).
    let displayTargets: [String: TypeSyntax]
    /// Framework initializers that may fail, as `Type(firstLabel:)` (`URL(string:)`).
    let failableInitializers: Set<String>
    /// What framework properties and methods hand back, by `Type.property` or `Type.method(labels:)`.
    let platformResults: [String: TypeSyntax]

    public init(
        fileTypes: TypeTable, controller: ControllerModel, platformMembers: [String: TypeSyntax] = [:],
        displayTargets: [String: TypeSyntax] = [:], failableInitializers: Set<String> = [], platformResults: [String: TypeSyntax] = [:]
    ) {
        self.fileTypes = fileTypes
        self.controller = controller
        self.platformMembers = platformMembers
        self.displayTargets = displayTargets
        self.failableInitializers = failableInitializers
        self.platformResults = platformResults
    }

    /// What the recipes' vocabularies say of framework types, parsed.
    struct Vocabulary: Sendable {
        /// The state recipes' `widgetValues` (`UITextField.text` → `String?`).
        let widgetValues: [String: TypeSyntax]
        /// The fetch recipes' `displayTargets`, `failableInitializers` and `platformResults`.
        let displayTargets: [String: TypeSyntax]
        let failableInitializers: Set<String>
        let platformResults: [String: TypeSyntax]

        init(lifecycleFetch: [Recipe], state: [Recipe]) {
            widgetValues = TypeInference.typedMembers(state.flatMap { $0.words(.widgetValues) })
            displayTargets = TypeInference.typedMembers(lifecycleFetch.flatMap { $0.words(.displayTargets) })
            failableInitializers = Set(lifecycleFetch.flatMap { $0.words(.failableInitializers) })
            platformResults = TypeInference.results(lifecycleFetch.flatMap { $0.words(.platformResults) })
        }
    }

    /// `Type.member -> ResultType` entries of a recipe's vocabulary, by `Type.member`.
    public static func results(_ entries: [String]) -> [String: TypeSyntax] {
        var types: [String: TypeSyntax] = [:]
        for entry in entries {
            guard let arrow = entry.range(of: " -> ") else { continue }
            types[String(entry[..<arrow.lowerBound])] = TypeText.parse(String(entry[arrow.upperBound...])).trimmed
        }
        return types
    }

    /// The standard library's numbers (and `Bool`): made from a number they are a number, from text they may fail.
    private static let numberTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Bool",
    ]

    /// `Type.member: ValueType` entries of a recipe's vocabulary, by `Type.member`.
    public static func typedMembers(_ entries: [String]) -> [String: TypeSyntax] {
        var types: [String: TypeSyntax] = [:]
        for entry in entries {
            let parts = entry.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            types[parts[0]] = TypeText.parse(parts[1]).trimmed
        }
        return types
    }

    /// UIKit's own class tree for the widgets display code sets (the app's subclasses come from the file's types).
    static let uiKitSuperclasses = [
        "UIButton": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl", "UIStepper": "UIControl",
        "UISegmentedControl": "UIControl", "UIDatePicker": "UIControl", "UITextField": "UIControl", "UIControl": "UIView",
        "UILabel": "UIView", "UIImageView": "UIView", "UITextView": "UIScrollView", "UITableView": "UIScrollView",
        "UICollectionView": "UIScrollView", "UIScrollView": "UIView", "UIStackView": "UIView", "UIProgressView": "UIView",
        "UIActivityIndicatorView": "UIView", "UITableViewCell": "UIView", "UICollectionViewCell": "UIView",
        "UIBarButtonItem": "UIBarItem", "UITabBarItem": "UIBarItem",
    ]

    /// The type display code gives `member` of a widget of type `typeName` (`RoundButton`, `setTitle` → `String?`).
    func displayTargetType(_ member: String, of typeName: String) -> TypeSyntax? {
        var lineage = fileTypes.lineage(of: TypeText.baseName(typeName))
        while let last = lineage.last, let superclass = Self.uiKitSuperclasses[last] { lineage.append(superclass) }
        return lineage.lazy.compactMap { displayTargets[$0 + "." + member] }.first
    }

    /// Types of the locals bound by `statements`, in order, given the locals already known.
    public func localTypes(in statements: [CodeBlockItemSyntax], known: [String: TypeSyntax]) -> [String: TypeSyntax] {
        var locals = known
        for statement in statements {
            if let variable = statement.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    // `let (today, week) = try await (todayTask, weekTask)`: each name from its element.
                    if let tuple = binding.pattern.as(TuplePatternSyntax.self), let value = binding.initializer?.value {
                        var inner = value
                        while true {
                            if let tried = inner.as(TryExprSyntax.self) { inner = tried.expression; continue }
                            if let awaited = inner.as(AwaitExprSyntax.self) { inner = awaited.expression; continue }
                            break
                        }
                        guard let elements = inner.as(TupleExprSyntax.self)?.elements, elements.count == tuple.elements.count else { continue }
                        for (pattern, element) in zip(tuple.elements, elements) {
                            guard let name = pattern.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                                let type = type(of: element.expression, locals: locals)
                            else { continue }
                            locals[name] = type
                        }
                        continue
                    }
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    // A name bound anew hides what it named before, typed or not (`let error = …` in `handle(_ error:)`).
                    locals[name] = binding.typeAnnotation?.type ?? binding.initializer.flatMap({ type(of: $0.value, locals: locals) })
                }
            } else if let guardStatement = statement.item.as(GuardStmtSyntax.self) {
                bindConditions(guardStatement.conditions, into: &locals)
            }
        }
        return locals
    }

    func bindConditions(_ conditions: ConditionElementListSyntax, into locals: inout [String: TypeSyntax]) {
        for element in conditions {
            // `case .queryError(let error) = error`: the pattern's names are new values, of types nothing here says.
            if case .matchingPattern(let pattern) = element.condition {
                let binder = LocalBinder(viewMode: .sourceAccurate)
                binder.walk(pattern.pattern)
                binder.names.forEach { locals[$0] = nil }
                continue
            }
            guard case .optionalBinding(let binding) = element.condition,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            if let annotated = binding.typeAnnotation?.type {
                locals[name] = annotated
            } else if let value = binding.initializer?.value, let type = type(of: value, locals: locals) {
                locals[name] = TypeText.unwrapped(type)
            } else if binding.initializer == nil, let type = locals[name] ?? memberType(name) {
                // `guard let chat else { … }` unwraps the local, or else the controller's member, of that name.
                locals[name] = TypeText.unwrapped(type)
            } else {
                locals[name] = nil
            }
        }
    }

    /// The type of a self member as declared (annotation, or its initialiser's type).
    public func memberType(_ name: String) -> TypeSyntax? {
        guard let member = controller.member(named: name) else { return nil }
        if let type = member.typeAnnotation { return type }
        if let value = member.initializer { return type(of: value, locals: [:]) }
        return nil
    }

    public func type(of expression: ExprSyntax, locals: [String: TypeSyntax]) -> TypeSyntax? {
        if expression.is(StringLiteralExprSyntax.self) { return TypeText.named("String") }
        if expression.is(IntegerLiteralExprSyntax.self) { return TypeText.named("Int") }
        if expression.is(FloatLiteralExprSyntax.self) { return TypeText.named("Double") }
        if expression.is(BooleanLiteralExprSyntax.self) { return TypeText.named("Bool") }
        // `[1, 2]` → [Int] when the elements agree; an empty literal says nothing.
        if let array = expression.as(ArrayExprSyntax.self), let first = array.elements.first,
            let element = type(of: first.expression, locals: locals),
            array.elements.allSatisfy({ type(of: $0.expression, locals: locals)?.trimmedText == element.trimmedText })
        {
            return TypeText.array(of: element)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return type(of: only.expression, locals: locals)
        }
        if let tryExpression = expression.as(TryExprSyntax.self) {
            guard let inner = type(of: tryExpression.expression, locals: locals) else { return nil }
            return tryExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? TypeText.optional(inner) : inner
        }
        if let awaited = expression.as(AwaitExprSyntax.self) { return type(of: awaited.expression, locals: locals) }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
            return type(of: unwrapped.expression, locals: locals).map(TypeText.unwrapped)
        }
        if let cast = expression.as(AsExprSyntax.self) {
            return cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? TypeText.optional(cast.type) : cast.type
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Self.foldingCasts(Array(sequence.elements))
            // `value as? String`, unfolded by the parser.
            if elements.count == 1, let only = elements.first { return type(of: only, locals: locals) }
            let operators = elements.enumerated().filter { $0.offset % 2 == 1 }.map { $0.element.as(BinaryOperatorExprSyntax.self)?.operator.text }
            // `a ?? b ?? ""`: the last fallback's type, or the first value's unwrapped.
            if elements.count >= 3, operators.allSatisfy({ $0 == "??" }), let last = elements.last {
                return type(of: last, locals: locals)
                    ?? type(of: elements[0], locals: locals).map(TypeText.unwrapped)
            }
            // `errorContext + " (" + lastError + ")"`: text joined to a literal is text.
            if elements.count >= 3, operators.allSatisfy({ $0 == "+" }), elements.contains(where: { $0.is(StringLiteralExprSyntax.self) }) {
                return TypeText.named("String")
            }
            // `fontSize + 1`, `total - discount`: arithmetic keeps its operands' type; a literal takes the others'.
            let arithmetic: Set<String?> = ["+", "-", "*", "/", "%"]
            if elements.count >= 3, operators.allSatisfy({ arithmetic.contains($0) }) {
                let operands = elements.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
                let typed = operands.filter { !$0.is(IntegerLiteralExprSyntax.self) && !$0.is(FloatLiteralExprSyntax.self) }
                let types = typed.map { type(of: $0, locals: locals)?.trimmedText }
                if let first = types.first, let name = first, types.allSatisfy({ $0 == name }), ["Int", "Double", "Float", "CGFloat"].contains(name) {
                    return TypeText.named(name)
                }
            }
            if let chosen = ternaryResult(elements, locals: locals) { return chosen }
            return Self.isTruthValue(elements) ? TypeText.named("Bool") : nil
        }
        // `let label = switch state { case .empty: "None" … }`, `if … { a } else { b }` as a value.
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.lazy.compactMap { $0.as(SwitchCaseSyntax.self).flatMap { self.onlyValue(of: $0.statements, locals: locals) } }.first
        }
        if let ifExpression = expression.as(IfExprSyntax.self) { return onlyValue(of: ifExpression.body.statements, locals: locals) }
        // `!isLoaded`.
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { return TypeText.named("Bool") }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return locals[name] ?? memberType(name)
        }
        if let access = expression.as(MemberAccessExprSyntax.self) {
            let member = access.declName.baseName.text
            guard let base = access.base else { return nil }
            if ReferenceCollector.isSelf(base) { return memberType(member) }
            if ["row", "item", "section", "count"].contains(member) { return TypeText.named("Int") }
            if let result = Self.standardLibraryResult(member, called: false, on: { type(of: base, locals: locals) }) { return result }
            // `Section.allCases`, `Settings.Row.allCases`: a CaseIterable's cases, `[Self]` unless it says otherwise.
            if member == "allCases", Self.namesType(base), locals[base.trimmedText] == nil {
                return TypeText.array(of: TypeText.parse(base.trimmedText))
            }
            // `FeedAPI.shared`: a static member of a type the file declares, or its singleton.
            if let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text, typeName.first?.isUppercase == true,
                fileTypes[typeName] != nil, locals[typeName] == nil
            {
                return fileTypes.memberType(member, of: typeName)
                    ?? (DependencyMatcher.singletonAccessors.contains(member) ? TypeText.named(typeName) : nil)
            }
            // `state.infoBox?.infoId`: the member of the wrapped value, optional as the chain makes it.
            if let chained = base.as(OptionalChainingExprSyntax.self) {
                return type(of: ExprSyntax(access.with(\.base, chained.expression)), locals: locals).map(TypeText.optional)
            }
            guard let baseType = type(of: base, locals: locals) ?? platformSingletonType(base, locals: locals) else { return nil }
            let typeName = TypeText.unwrapped(baseType).trimmedText
            return fileTypes.memberType(member, of: typeName) ?? platformMembers[TypeText.baseName(typeName) + "." + member]
                ?? platformResults[TypeText.baseName(typeName) + "." + member]
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return type(of: call, locals: locals) }
        // `orders[sender.tag]`: an array's element; `prices[id]`: a dictionary's value, optional.
        if let subscripted = expression.as(SubscriptCallExprSyntax.self), subscripted.arguments.count == 1,
            let baseType = type(of: subscripted.calledExpression, locals: locals).map(TypeText.unwrapped)
        {
            if let array = baseType.as(ArrayTypeSyntax.self) { return array.element.trimmed }
            if let dictionary = baseType.as(DictionaryTypeSyntax.self) { return TypeText.optional(dictionary.value.trimmed) }
        }
        return nil
    }

    /// The unfolded sequence with each cast (`info[key]`, `as?`, `String`) made one operand where it binds tighter than the
    /// operator before it (`??`, a comparison, a logical operator): `info[key] as? String ?? ""` is a fallback for a cast.
    /// After arithmetic (`a + b as? Int`) the cast takes the whole sum, so it is left unfolded.
    private static func foldingCasts(_ elements: [ExprSyntax]) -> [ExprSyntax] {
        let looser: Set<String> = ["??", "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=", "&&", "||"]
        var folded: [ExprSyntax] = []
        var index = 0
        while index < elements.count {
            let before = folded.count >= 2 ? folded[folded.count - 2] : nil
            let bindsTighter =
                before.map { $0.as(BinaryOperatorExprSyntax.self).map { looser.contains($0.operator.text) } ?? true } ?? true
            if index + 1 < elements.count, !folded.isEmpty, bindsTighter, let cast = elements[index].as(UnresolvedAsExprSyntax.self),
                let target = elements[index + 1].as(TypeExprSyntax.self)?.type
            {
                let value = folded.removeLast()
                folded.append(ExprSyntax(AsExprSyntax(expression: value, questionOrExclamationMark: cast.questionOrExclamationMark, type: target)))
                index += 2
                continue
            }
            folded.append(elements[index])
            index += 1
        }
        return folded
    }

    /// `isSelf ? none : name`: the type of the value chosen, when the choice is the loosest operation of the sequence (no
    /// assignment around it) and both sides tell the same, or one side is `nil` and the other is made optional.
    private func ternaryResult(_ elements: [ExprSyntax], locals: [String: TypeSyntax]) -> TypeSyntax? {
        guard !elements.contains(where: { $0.is(AssignmentExprSyntax.self) }),
            let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index == elements.count - 2,
            let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self)
        else { return nil }
        let choices = [ternary.thenExpression, elements[index + 1]]
        let types = choices.map { $0.is(NilLiteralExprSyntax.self) ? nil : type(of: $0, locals: locals) }
        switch (types[0], types[1]) {
        case (let first?, let second?):
            return first.trimmedText == second.trimmedText ? first : nil
        case (let only?, nil) where choices[1].is(NilLiteralExprSyntax.self), (nil, let only?) where choices[0].is(NilLiteralExprSyntax.self):
            return TypeText.optional(TypeText.unwrapped(only))
        default:
            return nil
        }
    }

    /// The type of a branch of a `switch` or `if` expression: its one statement, a value.
    private func onlyValue(of statements: CodeBlockItemListSyntax, locals: [String: TypeSyntax]) -> TypeSyntax? {
        guard statements.count == 1, let only = statements.first,
            let value = only.item.as(ExprSyntax.self) ?? only.item.as(ExpressionStmtSyntax.self)?.expression
        else { return nil }
        return type(of: value, locals: locals)
    }

    /// What the standard library's collection and string API gives (`ids.firstIndex(of: id)` → `Int?`, `items.first` → the
    /// element made optional, `name.hasPrefix("a")` → `Bool`), by the member's name and, for an element, the array's type.
    private static func standardLibraryResult(_ member: String, called: Bool, on baseType: () -> TypeSyntax?) -> TypeSyntax? {
        let truths: Set<String> = called ? ["contains", "allSatisfy", "starts", "hasPrefix", "hasSuffix", "elementsEqual"] : ["isEmpty"]
        if truths.contains(member) { return TypeText.named("Bool") }
        if called, ["firstIndex", "lastIndex"].contains(member) { return TypeText.optional(TypeText.named("Int")) }
        // Text made from text (`name.trimmingCharacters(in: .whitespaces)`, `title.lowercased()`).
        let textResults: Set<String> =
            called ? ["trimmingCharacters", "lowercased", "uppercased", "replacingOccurrences", "appending", "padding"] : ["capitalized"]
        if textResults.contains(member), baseType().map(TypeText.unwrapped)?.trimmedText == "String" {
            return TypeText.named("String")
        }
        let optionalElements: Set<String> = called ? ["first", "last", "randomElement", "min", "max", "popLast"] : ["first", "last"]
        let elements: Set<String> = called ? ["remove", "removeFirst", "removeLast"] : []
        guard optionalElements.contains(member) || elements.contains(member),
            let element = baseType().map(TypeText.unwrapped)?.as(ArrayTypeSyntax.self)?.element.trimmed
        else { return nil }
        return elements.contains(member) ? element : TypeText.optional(element)
    }

    /// `a == b`, `count > 0 && isLoaded`, `item is Video`: a comparison, a logical operator or a type test at the top of
    /// an unfolded sequence gives a Bool — they bind more loosely than any arithmetic or `??` — unless a ternary or an
    /// assignment binds more loosely still.
    private static func isTruthValue(_ elements: [ExprSyntax]) -> Bool {
        let truthOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "===", "!==", "&&", "||", "~="]
        guard !elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) || $0.is(AssignmentExprSyntax.self) }) else { return false }
        return elements.contains { element in
            element.is(UnresolvedIsExprSyntax.self) || element.as(BinaryOperatorExprSyntax.self).map { truthOperators.contains($0.operator.text) } == true
        }
    }

    /// `Section`, `Settings.Row`: a type's name, as far as its spelling tells.
    private static func namesType(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.first?.isUppercase == true }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
            return access.declName.baseName.text.first?.isUppercase == true && namesType(base)
        }
        return false
    }

    /// `UserDefaults.standard`, `AVAudioSession.sharedInstance()`: a singleton of a type the project does not declare,
    /// typed only as the base of what the code reads from it (`UserDefaults.standard.showsStatistics`, an extension of the
    /// app's). Bound alone (`let center = NotificationCenter.default`) it stays untyped: an alias, not a value read.
    private func platformSingletonType(_ expression: ExprSyntax, locals: [String: TypeSyntax]) -> TypeSyntax? {
        var accessor = expression
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            accessor = call.calledExpression
        }
        guard let access = accessor.as(MemberAccessExprSyntax.self), DependencyMatcher.singletonAccessors.contains(access.declName.baseName.text),
            let name = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
            fileTypes[name] == nil, locals[name] == nil, controller.member(named: name) == nil
        else { return nil }
        return TypeText.named(name)
    }

    /// `makeDataSource()`, `self.makeDataSource()`: what a method of the controller's says it returns.
    private func ownMethodResult(_ baseName: String) -> TypeSyntax? {
        controller.members(withBaseName: baseName).first { $0.kind == .function && $0.returnType != nil }?.returnType
    }

    private func type(of call: FunctionCallExprSyntax, locals: [String: TypeSyntax]) -> TypeSyntax? {
        let callee = call.calledExpression
        // `[String]()`, `[String: Int]()`.
        if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1, call.arguments.isEmpty {
            return TypeText.parse(array.trimmedText)
        }
        if let dictionary = callee.as(DictionaryExprSyntax.self), call.arguments.isEmpty {
            return TypeText.parse(dictionary.trimmedText)
        }
        // `Type(...)`, `Type<Generic>(...)`; a `rawValue:` initialiser is failable, and so are the framework's listed ones.
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            let name = reference.baseName.text
            let type = TypeText.named(name)
            let label = call.arguments.first?.label?.text
            if label == "rawValue" || failableInitializers.contains("\(name)(\(label ?? "_"):)") { return TypeText.optional(type) }
            // `Int(text)` may fail, `Int(3.5)` may not: unknown unless the argument's type tells.
            if Self.numberTypes.contains(name), call.arguments.count == 1, label == nil, let argument = call.arguments.first {
                guard let argumentType = self.type(of: argument.expression, locals: locals)?.trimmedText else { return nil }
                if ["String", "Substring"].contains(argumentType) { return TypeText.optional(type) }
                return Self.numberTypes.contains(argumentType) ? type : nil
            }
            return type
        }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
            return TypeText.parse(specialized.trimmedText)
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self), locals[reference.baseName.text] == nil {
            return ownMethodResult(reference.baseName.text)
        }
        guard let access = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let method = access.declName.baseName.text
        guard let base = access.base else { return nil }
        if ReferenceCollector.isSelf(base) { return ownMethodResult(method) }
        // `decoder.decode([Post].self, from: data)` returns the type it is given.
        if method == "decode", let first = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
            first.declName.baseName.text == "self", let typeExpression = first.base
        {
            return TypeText.parse(typeExpression.trimmedText)
        }
        // Collection operations that keep the collection's type.
        if ["filter", "sorted", "shuffled"].contains(method), let baseType = type(of: base, locals: locals), baseType.is(ArrayTypeSyntax.self) {
            return baseType
        }
        if let result = Self.standardLibraryResult(method, called: true, on: { type(of: base, locals: locals) }) { return result }
        if let configured = configuredValueType(call, method: method, base: base, locals: locals) { return configured }
        // `ids.map { UInt32($0) }`, `rows.compactMap { items[$0.row].title }`: an array of what the one-expression closure gives.
        // (`value.map { … }` on an optional keeps it optional; a sequence the code cannot type says nothing.)
        if ["map", "compactMap"].contains(method), call.arguments.isEmpty, let closure = call.trailingClosure,
            let baseType = type(of: base, locals: locals), let element = onlyValue(of: closure.statements, locals: locals)
        {
            if baseType.is(OptionalTypeSyntax.self) { return method == "map" ? TypeText.optional(element) : nil }
            let isSequence =
                baseType.is(ArrayTypeSyntax.self) || baseType.is(DictionaryTypeSyntax.self)
                || ["Array", "Set", "Dictionary", "Range", "ClosedRange"].contains(TypeText.baseName(baseType.trimmedText))
            guard isSequence else { return nil }
            return TypeText.array(of: method == "compactMap" ? TypeText.unwrapped(element) : element)
        }
        // `try result.get()`: what a `Result` holds on success.
        if method == "get", call.arguments.isEmpty, let baseType = type(of: base, locals: locals),
            let success = TypeText.resultArguments(TypeText.unwrapped(baseType))?.success
        {
            return success.trimmed
        }
        // Core Data: `context.fetch(request)` returns the request's result type.
        if method == "fetch", let argument = call.arguments.first?.expression,
            let requestType = type(of: argument, locals: locals),
            let generic = requestType.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments.first
        {
            return TypeText.array(of: TypeText.parse(generic.argument.trimmedText))
        }
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true,
            fileTypes[reference.baseName.text] != nil
        {
            // `Type.make(...)`: a static factory declared in the file.
            return fileTypes.memberType(method, of: reference.baseName.text)
        }
        guard let baseType = type(of: base, locals: locals) ?? platformSingletonType(base, locals: locals) else { return nil }
        let typeName = TypeText.unwrapped(baseType).trimmedText
        let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        return fileTypes.memberType(method, of: typeName) ?? platformResults["\(TypeText.baseName(typeName)).\(method)(\(labels))"]
    }

    /// `UISwitch().then { $0.onTintColor = .red }`: the object a configuring closure is handed, handed back — the idiom
    /// of the widespread `Then` package (`then` returns `Self`), whose declaration the project does not hold. Only on an
    /// object made right there, with a closure that sets and calls things and hands nothing back (`return` would make
    /// it a promise's `then`), and only where the project declares no `then` of that type's own.
    private func configuredValueType(_ call: FunctionCallExprSyntax, method: String, base: ExprSyntax, locals: [String: TypeSyntax]) -> TypeSyntax? {
        guard method == "then", call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty, let closure = call.trailingClosure,
            Self.takesAtMostOneValue(closure),
            !closure.statements.contains(where: { $0.item.is(ReturnStmtSyntax.self) }),
            let made = base.as(FunctionCallExprSyntax.self), made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true,
            let madeType = type(of: made, locals: locals), fileTypes.memberType(method, of: TypeText.unwrapped(madeType).trimmedText) == nil
        else { return nil }
        return madeType
    }

    private static func takesAtMostOneValue(_ closure: ClosureExprSyntax) -> Bool {
        switch closure.signature?.parameterClause {
        case nil: return true
        case .simpleInput(let names): return names.count == 1
        case .parameterClause(let clause): return clause.parameters.count == 1
        }
    }

    /// The type the code that consumes `name` expects it to have: the parameter it is passed to,
    /// or the property it is assigned to.
    /// What display code sets through `target.member` (`switchView.setOn`, `label.text`, `title` on the controller).
    private func displayType(_ target: ExprSyntax?, _ member: String) -> TypeSyntax? {
        guard let target else { return displayTargetType(member, of: "UIViewController") }
        var base = target
        if let chained = base.as(OptionalChainingExprSyntax.self) { base = chained.expression }
        if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
        var name = base.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let access = base.as(MemberAccessExprSyntax.self), let selfBase = access.base, ReferenceCollector.isSelf(selfBase) {
            name = access.declName.baseName.text
        }
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
            return displayTargetType(member, of: "UIViewController")
        }
        guard let name, let type = memberType(name) else { return nil }
        return displayTargetType(member, of: TypeText.unwrapped(type).trimmedText)
    }

    public func expectedType(of name: String, in statements: [CodeBlockItemSyntax]) -> TypeSyntax? {
        let finder = ConsumerTypeFinder(name: name, controller: controller, memberType: memberType, displayTarget: displayType)
        for statement in statements {
            finder.walk(statement)
            if let type = finder.found { return type }
        }
        return nil
    }
}

private final class ConsumerTypeFinder: SyntaxVisitor {
    let name: String
    let controller: ControllerModel
    let memberType: (String) -> TypeSyntax?
    var found: TypeSyntax?

    /// The type display code gives a widget's member (`label.text`), from the widget the expression names (nil: the controller).
    let displayTarget: (ExprSyntax?, String) -> TypeSyntax?

    init(
        name: String, controller: ControllerModel, memberType: @escaping (String) -> TypeSyntax?,
        displayTarget: @escaping (ExprSyntax?, String) -> TypeSyntax?
    ) {
        self.name = name
        self.controller = controller
        self.memberType = memberType
        self.displayTarget = displayTarget
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        var calleeName: String?
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            calleeName = reference.baseName.text
        } else if let access = node.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
            ReferenceCollector.isSelf(base)
        {
            calleeName = access.declName.baseName.text
        }
        // `modeSwitch.setOn(name, animated: false)`: the widget method's first argument.
        if let access = node.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base, !ReferenceCollector.isSelf(base),
            node.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
            let type = displayTarget(base, access.declName.baseName.text)
        {
            found = type
            return .skipChildren
        }
        guard let calleeName else { return .visitChildren }
        for (index, argument) in node.arguments.enumerated()
        where argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
            let labels = node.arguments.map { $0.label?.text }
            let candidate = controller.members(withBaseName: calleeName).first { member in
                member.kind == .function && member.parameters.map(\.label) == labels
            }
            if let parameter = candidate?.parameters[index] { found = parameter.type }
        }
        return .visitChildren
    }

    /// `if name {`, `guard !name else`: a condition is a Bool.
    override func visit(_ node: ConditionElementSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if case .expression(var expression) = node.condition {
            if let negated = expression.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!" { expression = negated.expression }
            if expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name { found = TypeText.named("Bool") }
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text == name
        {
            var target: String?
            if let access = elements[0].as(MemberAccessExprSyntax.self), let base = access.base, ReferenceCollector.isSelf(base) {
                target = access.declName.baseName.text
            } else if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
                target = reference.baseName.text
            }
            if let target, let type = memberType(target) {
                found = type
            } else if let access = elements[0].as(MemberAccessExprSyntax.self) {
                // `label.text = name`, `self.title = name`: what the widget's (or the controller's) property takes.
                let onController = access.base.map(ReferenceCollector.isSelf) ?? true
                found = displayTarget(onController ? nil : access.base, access.declName.baseName.text)
            } else if let reference = elements[0].as(DeclReferenceExprSyntax.self), controller.members(withBaseName: reference.baseName.text).isEmpty {
                found = displayTarget(nil, reference.baseName.text)
            }
        }
        return .visitChildren
    }
}
