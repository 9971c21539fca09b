import SwiftLexicalLookup
import SwiftSyntax

/// The values that code leaving the controller reads from around it: the method's parameters,
/// locals bound before it, and the controller's own state. They travel with the code as
/// parameters, typed from the file; anything else it reads keeps it in the view.
struct TravellingValues {
    let context: ClassificationContext

    struct Problem: Error { let text: String }

    /// Parameters for `code`, which sits in `member` after the statements `before`; `arriving` are values
    /// already handed in (selected elements), whose types type what `before` binds from them.
    /// `throughHandler`: the code becomes a route, which reaches what the app adds to every view controller
    /// (`extension UIViewController`) through its transition handler.
    func parameters(
        for code: [CodeBlockItemSyntax], in member: MemberModel, before: [CodeBlockItemSyntax], arriving: [Parameter] = [],
        throughHandler: Bool = false
    ) -> Result<[Parameter], Problem> {
        let parameterNames = Set(member.parameters.map(\.name))
        let locals = parameterNames.union(before.flatMap { boundNames($0) })
        let references = code.reduce(into: References()) { $0.merge(context.references($1, locals: locals)) }
        if code.contains(where: { statement in statement.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.super) } }) {
            return .failure(Problem(text: "it calls the controller's superclass (super), which only the controller has"))
        }
        if references.usesSelfAsValue {
            return .failure(Problem(text: "it hands the controller itself (self) to other code"))
        }
        let declaredInCode = code.reduce(into: Set<String>()) { $0.formUnion(localFunctionNames(in: $1)) }
        let named = code.reduce(into: Set<String>()) { $0.formUnion(NameUseCollector.names(in: $1)) }
        if let function = localFunctionNames(in: member.declaration).subtracting(declaredInCode).intersection(named).sorted().first {
            return .failure(Problem(text: "it calls \(function), a function declared inside the method, which stays with it"))
        }
        // What the controller's file keeps private the route's file gets a copy of, when the copy makes no values.
        if let name = context.filePrivateName(readBy: code, locals: locals) {
            guard case .success(let copies) = FilePrivateCopies(context: context).copies(for: code), copies.allSatisfy(FilePrivateCopies.makesNoValues) else {
                return .failure(Problem(text: "it reads \(name), which the controller's file declares private to itself"))
            }
        }
        // What the screen has from an app base class of the project (`groupID`, `showLoader()`) the code's new place has not.
        let reachable = throughHandler ? context.types.viewControllerExtensionMembers : []
        // A stored property an app base class declares, only read (`data.title`, `ImageViewer(item: baseData)`): the view
        // reads it when it sends the event, and its value travels like the controller's own state.
        // A dependency it holds (`dcContext`) only when handed on whole, as for the controller's own.
        let inherited = references.inheritedAPI.intersection(context.inheritedMembers)
        var inheritedState: [String: TypeSyntax] = [:]
        for name in inherited {
            // `var data: ContentWrapper!` would travel as a type closures and protocols may not spell: it stays.
            guard let type = context.inheritedStoredPropertyType(name), !type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self),
                Self.isOnlyRead(name, in: code)
            else { continue }
            if context.isDependencyType(TypeText.baseName(TypeText.unwrapped(type).trimmedText)) == nil || Self.handsOnWhole(name, in: code) {
                inheritedState[name] = type
            }
        }
        if let name = inherited.subtracting(reachable).subtracting(inheritedState.keys).sorted().first {
            return .failure(Problem(text: "it reads '\(name)', which the screen inherits and the code's new place does not"))
        }
        if let name = references.inheritedAPI.intersection(ReferenceCollector.containerAPI).sorted().first {
            return .failure(Problem(text: "it works the screen's own children (\(name)): the screen is the container, which stays the view"))
        }
        // A type the controller nests (`SegueIdentifiers.detail`, `Section(rawValue: row)`) is named through the
        // controller where the code lands (`NestedTypeQualifier`), unless the controller keeps it private.
        let nested = context.controller.nestedTypeNames
        if let name = nested.intersection(references.selfMembers).subtracting(context.reachableNestedTypes).sorted().first {
            return .failure(Problem(text: "it reads \(name), a type the controller declares private to itself"))
        }
        // (An override the screen keeps, `dismiss(animated:completion:)`, a route reaches through its transition handler.)
        let keptOverrides = throughHandler ? references.keptOverridesOnly : []
        if let name = references.selfMembersWritten.union(references.selfMembersCalled.subtracting(keptOverrides)).subtracting(nested).sorted().first {
            return .failure(Problem(text: "it changes or calls the controller's \(name)"))
        }
        var state: [String] = []
        for name in references.selfMembersRead.subtracting(nested).sorted() {
            guard let member = context.controller.member(named: name), member.kind == .storedProperty || Self.isGetterOnly(member),
                !context.isUIMember(member),
                !context.dependencyNames.contains(name) || context.injectedDependencyNames.contains(name) && Self.handsOnWhole(name, in: code)
            else {
                return .failure(Problem(text: "it reads the controller's \(name), which stays with the screen"))
            }
            state.append(name)
        }
        var knownTypes = Dictionary(member.parameters.map { ($0.name, $0.type) } + arriving.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        knownTypes = context.inference.localTypes(in: before, known: knownTypes)
        let bound = Set(before.flatMap { boundNames($0) }).union(parameterNames)
        var parameters: [Parameter] = []
        // A control the method was sent (`sender`) read only for a value (`sender.tag`): the value travels.
        let senders = WidgetValues.senders(of: member)
        var readOff: Set<String> = []
        if !senders.isEmpty {
            let (substituted, values) = WidgetValues(context: context).substitute(in: code, locals: parameterNames, senders: senders)
            let stillUsed = Set(orderedNames(in: substituted))
            readOff = Set(senders.keys).subtracting(stillUsed).intersection(orderedNames(in: code))
            parameters += values.filter { value in readOff.contains { value.argument?.trimmedText.hasPrefix($0 + ".") == true } }
        }
        // The method's own parameters first, in its order (`indexPath`), then locals and state in first-use order.
        let used = orderedNames(in: code)
        let ordered = member.parameters.map(\.name).filter(used.contains) + used.filter { !parameterNames.contains($0) }
        // Names the method binds around the code (`if let header = …` enclosing it, a loop's variable): no event carries them.
        let memberLocals = LocalBinder(viewMode: .sourceAccurate)
        memberLocals.walk(member.declaration)
        let arrivingNames = Set(arriving.map(\.name))
        let readFromOutside = Self.namesReadFromOutside(in: code)
        for name in ordered where !readOff.contains(name) {
            let type: TypeSyntax?
            // `if let error = error`, `let handler = { … handler(text) }` read the value from outside before binding their own.
            if bound.contains(name), readFromOutside.contains(name) {
                type = knownTypes[name]
            } else if state.contains(name) {
                // Read as the member (`self.user`, `let costs = costs`) even where a local takes its name.
                type = context.inference.memberType(name)
            } else if let inheritedType = inheritedState[name] {
                type = inheritedType
            } else if memberLocals.names.contains(name), readFromOutside.contains(name),
                !arrivingNames.contains(name), !ReferenceCollector.inheritedControllerAPI.contains(name)
            {
                return .failure(Problem(text: "it reads '\(name)', which the code around it binds"))
            } else {
                continue
            }
            switch travellingValue(name, type: type) {
            case .success(let parameter): parameters.append(parameter)
            case .failure(let problem): return .failure(problem)
            }
        }
        // A value of a type the controller's file keeps private cannot cross into another file.
        // (Eagerly, as in `FetchMatcher.examine`: the lazy form read a set with another set's index.)
        if let type = parameters.compactMap({ TypeText.names(in: $0.type).intersection(context.filePrivateNames).min() }).first {
            return .failure(Problem(text: "it hands on a value of \(type), which the controller's file declares private to itself"))
        }
        return .success(parameters)
    }

    /// `name`, of `type`, as a value handed on: its type known, and no UIKit object — UIKit's types and the app's
    /// classes built on them (`AppDelegate`, a picker screen of its own) stay with the screen. `reader` begins what a
    /// problem says of the code (`it reads`).
    func travellingValue(_ name: String, type: TypeSyntax?, reader: String = "it reads") -> Result<Parameter, Problem> {
        guard let type else { return .failure(Problem(text: "cannot tell the type of '\(name)', which it reads")) }
        if TypeText.names(in: type).contains(where: context.types.isUIKitType) {
            return .failure(Problem(text: "\(reader) '\(name)' of UIKit type \(type.trimmedText), which must stay in the view"))
        }
        return .success(Parameter(label: nil, name: name, type: type.trimmed))
    }

    /// `ChatViewController(dcContext: dcContext, chatId: id)`, `detail.store = store`: the code hands the dependency the
    /// creator gave the screen on to the next one, and asks nothing of it, so the view passes its own with the event and
    /// the route stays free of data work. Any other use (`dcContext.getChat(id)`) is the model's, and keeps the code here.
    static func handsOnWhole(_ name: String, in code: [some SyntaxProtocol]) -> Bool {
        everyUse(of: name, in: code, accepts: isHandedOn)
    }

    /// Whether an initializer only hands its parameter `name` on whole (`self.store = store`, `super.init(store: store)`):
    /// `self.store`, the member it sets, is not the parameter.
    static func handsParameterOnWhole(_ name: String, in code: [CodeBlockItemSyntax]) -> Bool {
        everyUse(of: name, in: code) { $0.is(MemberAccessExprSyntax.self) || isHandedOn($0) }
    }

    /// An argument, or the value assigned: the last element of `target = value`.
    private static func isHandedOn(_ value: ExprSyntax) -> Bool {
        if value.parent?.is(LabeledExprSyntax.self) == true { return true }
        guard let sequence = value.parent?.parent?.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.last?.id == value.id && sequence.elements.count == 3
            && sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
    }

    /// Whether every use of `name` in `code` reads it: never assigned, handed `inout`, called, or called a method on
    /// (`data.append(x)` may change it), whether through `self.` or not.
    static func isOnlyRead(_ name: String, in code: [some SyntaxProtocol]) -> Bool {
        everyUse(of: name, in: code) { value in
            if value.parent?.is(InOutExprSyntax.self) == true { return false }
            if let call = value.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == value.id { return false }
            // `data.update()`, `data?.update()`, `data!.update()`.
            let receiver =
                value.parent.flatMap { parent in
                    parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) ? parent : nil
                } ?? Syntax(value)
            if let access = receiver.parent?.as(MemberAccessExprSyntax.self), access.base?.id == receiver.id,
                let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id
            {
                return false
            }
            // The target of `target = value` or `target += value`: the element before an assignment or a compound operator.
            guard let sequence = value.parent?.as(ExprListSyntax.self), let index = sequence.firstIndex(where: { $0.id == value.id }),
                sequence.index(after: index) != sequence.endIndex
            else { return true }
            let next = sequence[sequence.index(after: index)]
            if next.is(AssignmentExprSyntax.self) { return false }
            guard let symbol = next.as(BinaryOperatorExprSyntax.self)?.operator.text else { return true }
            return !symbol.hasSuffix("=") || ["==", "!=", "<=", ">=", "===", "!=="].contains(symbol)
        }
    }

    /// Whether `accepts` holds for every use of the screen's `name` in `code` (`name` or `self.name`, as the expression
    /// standing for it); `other.name`, another object's member, is no use of it.
    private static func everyUse(of name: String, in code: [some SyntaxProtocol], accepts: (ExprSyntax) -> Bool) -> Bool {
        code.allSatisfy { statement in
            statement.tokens(viewMode: .sourceAccurate).allSatisfy { token in
                guard token.text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                    let value = ReferenceCollector.ownMemberExpression(reference)
                else { return true }
                return accepts(value)
            }
        }
    }

    /// `var email: String { emailField.text ?? "" }`: a computed property without a setter; the view reads it where the
    /// code read it, when it sends the event, and its value travels like state.
    static func isGetterOnly(_ member: MemberModel) -> Bool {
        guard member.kind == .computedProperty, member.typeAnnotation != nil, !member.isStatic,
            let binding = member.declaration.as(VariableDeclSyntax.self)?.bindings.first, let block = binding.accessorBlock
        else { return false }
        switch block.accessors {
        case .getter: return true
        case .accessors(let accessors): return accessors.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        }
    }

    /// Names the code reads from outside although it may bind them too (`var ids = ids`, `if let error = error`,
    /// `if let user {`, the `switch error` over `case .failed(let error)`): a read no declaration in the code answers, as
    /// the compiler looks it up. The code is looked at as a block of its own, since its statements may be rewritten copies.
    static func namesReadFromOutside(in code: [CodeBlockItemSyntax]) -> Set<String> {
        let block = CodeBlockSyntax(statements: CodeBlockItemListSyntax(code))
        var names = Set<String>()
        for token in block.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, !names.contains(name) else { continue }
            let read: Syntax
            if let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                // `UIAlertController.Style.alert` in `let alert = …` names the style's member, not the local.
                reference.parent?.as(MemberAccessExprSyntax.self).map({ $0.declName.id == reference.id }) != true
            {
                read = Syntax(reference)
            } else if let binding = token.parent?.parent?.as(OptionalBindingConditionSyntax.self), binding.initializer == nil {
                read = Syntax(binding)
            } else {
                continue
            }
            let declaredInside = read.lookup(Identifier(token)).contains { result in
                if case .fromScope(_, let declared) = result { return !declared.isEmpty }
                return false
            }
            if !declaredInside { names.insert(name) }
        }
        return names
    }

    /// `contacts[indexPath.row]` with `indexPath` a parameter, or `orders[sender.tag]` with `sender` the control
    /// that was tapped: the selected element travels instead of the whole list and its index (`contact: Contact`,
    /// passed as `contacts[indexPath.row]`). A `let order = orders[sender.tag]` is the element itself: it names the
    /// parameter and leaves the code. Returns the code with the element's name in place of the expression, and the
    /// element parameters.
    func selectedElements(in code: [CodeBlockItemSyntax], of member: MemberModel) -> ([CodeBlockItemSyntax], [Parameter]) {
        let indexPaths = Set(member.parameters.filter { TypeText.baseName($0.type.trimmedText) == "IndexPath" }.map(\.name))
        let controls = Set(WidgetValues.senders(of: member).keys)
        guard !indexPaths.isEmpty || !controls.isEmpty else { return (code, []) }
        func isSelectedIndex(_ expression: ExprSyntax) -> Bool {
            guard let index = expression.as(MemberAccessExprSyntax.self),
                let base = index.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return false }
            let property = index.declName.baseName.text
            return indexPaths.contains(base) && ["row", "item"].contains(property) || controls.contains(base) && property == "tag"
        }
        let namedElements = Dictionary(
            code.compactMap(Self.elementBinding).map { ($0.value.trimmedText, $0) },
            uniquingKeysWith: { first, _ in first })
        var elements: [String: Parameter] = [:]
        var folded: Set<SyntaxIdentifier> = []
        for token in code.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) {
            guard let subscriptCall = token.parent?.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
                let index = subscriptCall.arguments.first?.expression, isSelectedIndex(index)
            else { continue }
            var stateName: String?
            if let reference = subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self) { stateName = reference.baseName.text }
            if let access = subscriptCall.calledExpression.as(MemberAccessExprSyntax.self), let selfBase = access.base,
                ReferenceCollector.isSelf(selfBase)
            {
                stateName = access.declName.baseName.text
            }
            guard let stateName, context.stateNames.contains(stateName),
                let array = context.inference.memberType(stateName)?.as(ArrayTypeSyntax.self)
            else { continue }
            let key = subscriptCall.trimmedText
            guard elements[key] == nil else { continue }
            let binding = namedElements[key]
            if let binding { folded.insert(binding.statement) }
            elements[key] = Parameter(
                label: nil, name: binding?.name ?? Naming.singular(stateName), type: array.element.trimmed,
                argument: ExprSyntax(subscriptCall.trimmed))
        }
        guard !elements.isEmpty else { return (code, []) }
        let rewritten = code.filter { !folded.contains($0.id) }.map {
            TravellingValueSubstitution(elements).rewrite($0, stating: "the element the view picks travels in its place").cast(CodeBlockItemSyntax.self)
        }
        return (rewritten, elements.keys.sorted().map { elements[$0]! })
    }

    /// `let order = orders[sender.tag]`: one constant bound to a subscript, no type written.
    static func elementBinding(_ statement: CodeBlockItemSyntax) -> (statement: SyntaxIdentifier, name: String, value: ExprSyntax)? {
        guard let variable = statement.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
            variable.bindings.count == 1, let binding = variable.bindings.first, binding.typeAnnotation == nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value, value.is(SubscriptCallExprSyntax.self)
        else { return nil }
        return (statement.id, name, value)
    }

    /// Names used as values, in first-use order, for stable parameter lists.
    func orderedNames(in code: [CodeBlockItemSyntax]) -> [String] {
        var seen = Set<String>()
        return code.flatMap { $0.tokens(viewMode: .sourceAccurate) }.compactMap { token -> String? in
            // `self.items` reads the state member `items`; `x.items` reads x's member.
            guard case .identifier(let name) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                ReferenceCollector.ownMemberExpression(reference) != nil
            else { return nil }
            return seen.insert(name).inserted ? name : nil
        }
    }
}

/// `self.items` → `items` for state that now arrives as a parameter, and `sender.tag` → `tag` for a
/// value the view reads off a control and passes instead.
final class SelfMemberToParameter: SyntaxRewriter {
    let names: Set<String>
    /// What the view passes (`sender.tag`) → the parameter's name.
    let arguments: [String: String]

    init(_ names: Set<String>, arguments: [String: String] = [:]) {
        self.names = names
        self.arguments = arguments
        super.init(viewMode: .sourceAccurate)
    }

    convenience init(parameters: [Parameter]) {
        let passed = parameters.compactMap { parameter in parameter.argument.map { ($0.trimmedText, parameter.name) } }
        self.init(Set(parameters.map(\.name)), arguments: Dictionary(passed, uniquingKeysWith: { first, _ in first }))
    }

    /// `links[sender.tag]` → `link`: the element the view now passes.
    override func visit(_ node: SubscriptCallExprSyntax) -> ExprSyntax {
        guard let name = arguments[node.trimmedText] else { return super.visit(node) }
        return ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
            .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        if let name = arguments[node.trimmedText] {
            return ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
                .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        if let base = node.base, ReferenceCollector.isSelf(base), names.contains(node.declName.baseName.text) {
            return ExprSyntax(node.declName.with(\.leadingTrivia, base.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
        }
        return super.visit(node)
    }
}

/// The values the view passes in place of what the code read (`orders[sender.tag]`, `deviceReport()`), each expression
/// replaced by the value's name (`contacts[indexPath.row]` → `contact`); keyed by the expression as written. A call inside a closure the code hands on is left
/// alone when the closure runs later (`insideClosures: false`): the method is asked then.
final class TravellingValueSubstitution: SyntaxRewriter {
    let values: [String: Parameter]
    let insideClosures: Bool

    init(_ values: [String: Parameter], insideClosures: Bool = true) {
        self.values = values
        self.insideClosures = insideClosures
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> ExprSyntax {
        values[node.trimmedText].map { named($0, replacing: node) } ?? super.visit(node)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        values[node.trimmedText].map { named($0, replacing: node) } ?? super.visit(node)
    }

    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
        insideClosures ? super.visit(node) : ExprSyntax(node)
    }

    private func named(_ value: Parameter, replacing node: some ExprSyntaxProtocol) -> ExprSyntax {
        ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(value.name)))
            .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
