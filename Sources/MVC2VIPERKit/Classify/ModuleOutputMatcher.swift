import SwiftLexicalLookup
import SwiftSyntax

/// Module output: the delegate the controller tells what happened
/// (`delegate?.profileViewController(self, didSave: user)`) becomes the module's output
/// (`ProfileModuleOutput.didSave(_:)`), which the presenter calls.
struct ModuleOutputMatcher {
    struct Method {
        /// The delegate property (`delegate`).
        let property: String
        /// The delegate method as written (`profileViewController(_:didSave:)`).
        let delegateMethod: String
        /// The module output's method: `didSave`.
        var name: String
        /// Its parameters: the delegate method's, without the controller itself.
        let parameters: [Parameter]
        /// Positions (in the delegate call) of the arguments that travel, and whether the controller is passed.
        let keptArguments: [Int]
        let controllerArgument: Int?
        /// Labels of the delegate call, for the forwarding bridge.
        let labels: [String?]
        /// A callback closure (`var onLogout: (() -> Void)?`) rather than a delegate.
        var isCallback = false
        var callbackIsOptional = true
    }

    let context: ClassificationContext

    func methods() -> (found: [Method], declined: [Unresolved]) {
        guard let recipe = context.catalog.recipes(for: .moduleOutput).first else { return ([], []) }
        var found: [Method] = []
        var declined: [Unresolved] = []
        let initializerStores = initializerStoredProperties()
        let delegates = context.controller.members.filter { member in
            guard member.kind == .storedProperty, let type = member.typeAnnotation else { return false }
            let typeName = TypeText.baseName(type.trimmedText)
            return (recipe.matches(.delegateProperties, member.name) || recipe.matches(.delegateTypes, typeName))
                && isHandedOver(member, initializerStores: initializerStores)
        }
        for property in delegates {
            let protocolNames = property.typeAnnotation.map(Self.protocolNames) ?? [property.name]
            let protocolName = protocolNames.joined(separator: " & ")
            let declarations = protocolNames.compactMap { context.types[$0] }
            guard !declarations.isEmpty, declarations.count == protocolNames.count else {
                declined.append(
                    Unresolved(
                        member: property.name, line: property.line,
                        reason:
                            "module output: \(protocolName) is not declared in the code the migration read (with --project, another module or a framework), so its methods' types are unknown",
                        recipe: recipe.id))
                continue
            }
            for call in DelegateCallFinder.calls(on: property.name, in: context.controller) {
                let methodName = MemberBuilder.callName(call)
                guard !found.contains(where: { $0.delegateMethod == methodName }),
                    let baseName = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                    let signature = declarations.lazy.compactMap({ $0.method(fullName: methodName) }).first
                        ?? declarations.lazy.compactMap({ $0.method(baseName) }).first
                else { continue }
                // Each delegate method the view keeps calling is said once, whatever number of calls it has.
                func keep(_ reason: String, mentioning name: String) {
                    guard !declined.contains(where: { $0.member == property.name && $0.reason.contains(name) }) else { return }
                    declined.append(Unresolved(member: property.name, line: property.line, reason: "module output: " + reason, recipe: recipe.id))
                }
                // A module output tells; it answers nothing. A delegate method the view asks for a value (or awaits) stays
                // the view's call: the presenter could not hand the value back.
                let returned = signature.returnClause?.type.trimmedText
                guard returned == nil || returned == "Void" || returned == "()", signature.effectSpecifiers == nil else {
                    keep("\(methodName) answers the view a value, which a module output cannot; the view keeps asking its delegate", mentioning: baseName)
                    continue
                }
                let declared = Array(signature.parameterClause.parameters)
                guard declared.count == call.arguments.count else { continue }
                // Found by its base name alone (the full name matched nothing), the declaration must take the call's labels.
                guard declared.map(\.firstName.text) == call.arguments.map({ $0.label?.text ?? "_" }) else {
                    keep(
                        "\(methodName) matches no declaration of \(baseName) the project's index holds; the view keeps calling its delegate",
                        mentioning: methodName)
                    continue
                }
                var kept: [Int] = []
                var controllerArgument: Int?
                var parameters: [Parameter] = []
                var uiKitValue: String?
                for (index, parameter) in declared.enumerated() {
                    if TypeText.baseName(parameter.type.trimmedText) == context.controller.name
                        || Array(call.arguments)[index].expression.trimmedText == "self"
                    {
                        controllerArgument = index
                        continue
                    }
                    // The presenter holds no UIKit object (a bar button to anchor on, another screen): the view keeps that call.
                    if let name = TypeText.names(in: parameter.type).sorted().first(where: context.types.isUIKitType) {
                        uiKitValue = name
                        break
                    }
                    kept.append(index)
                    parameters.append(Parameter(label: nil, name: (parameter.secondName ?? parameter.firstName).text, type: parameter.type.trimmed))
                }
                if let uiKitValue {
                    keep(
                        "\(methodName) hands over a \(uiKitValue), a UIKit object the presenter must not hold; the view keeps calling its delegate",
                        mentioning: methodName)
                    continue
                }
                let name = uniqueName(
                    Self.outputName(
                        baseName: baseName, labels: declared.map { $0.firstName.text }, kept: kept,
                        controllerName: context.controller.name), among: found)
                found.append(
                    Method(
                        property: property.name, delegateMethod: methodName, name: name, parameters: parameters,
                        keptArguments: kept, controllerArgument: controllerArgument,
                        labels: declared.map { $0.firstName.text == "_" ? nil : $0.firstName.text }))
            }
        }
        for var callback in callbacks(initializerStores: initializerStores) {
            callback.name = uniqueName(callback.name, among: found)
            found.append(callback)
        }
        return (found, declined)
    }

    /// The protocols a delegate's type names: `FeedDelegate?`, `(any FeedDelegate)?`, `(FeedDelegate & ShareDelegate)?`.
    static func protocolNames(_ type: TypeSyntax) -> [String] {
        var type = TypeText.unwrapped(type)
        while true {
            if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                type = only.type
            } else if let existential = type.as(SomeOrAnyTypeSyntax.self) {
                type = existential.constraint
            } else {
                break
            }
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { protocolNames($0.type) }
        }
        return [TypeText.baseName(type.trimmedText)]
    }

    /// A name no other output and no member of the view has: the view answers to the module's output itself (its bridge
    /// keeps the delegate told), so `goToToken()` beside the view's own `@objc func goToToken()` would be declared twice.
    private func uniqueName(_ name: String, among found: [Method]) -> String {
        let taken = found.map(\.name) + context.controller.members.map(\.baseName)
        let did = name.hasPrefix("did") ? name + "Event" : "did" + Naming.upperFirst(name)
        return Planner.uniqueNoun(name, among: taken, alternatives: [did])
    }

    /// Callback closures the controller fires (`onLogout?()`, `didSelectItem?(item)`), named for what
    /// happened: `onLogout` → `didLogout`.
    /// `initializerStores`: `initializerStoredProperties()`, as `methods()` read it.
    private func callbacks(initializerStores: Set<String>) -> [Method] {
        context.controller.members.compactMap { property -> Method? in
            guard property.kind == .storedProperty, isHandedOver(property, initializerStores: initializerStores), !property.isStatic,
                let type = property.typeAnnotation,
                let function = Self.functionType(type),
                function.returnClause.type.trimmedText == "Void"
                    || function.returnClause.type.trimmedText == "()",
                // A throwing or async callback stays with the view: a module output neither throws nor awaits.
                function.effectSpecifiers == nil
            else { return nil }
            let finder = DelegateCallFinder(property: property.name, callback: true)
            context.controller.members.forEach { finder.walk($0.declaration) }
            guard !finder.calls.isEmpty else { return nil }
            var parameters: [Parameter] = []
            var controllerArgument: Int?
            for (index, element) in function.parameters.enumerated() {
                // `(inout State) -> Void` names its parameter for `State`.
                let bareType = element.type.as(AttributedTypeSyntax.self)?.baseType ?? element.type
                let typeName = TypeText.baseName(bareType.trimmedText)
                if typeName == context.controller.name { controllerArgument = index; continue }
                let written = (element.secondName ?? element.firstName)?.text
                let name = Planner.uniqueNoun(
                    written.flatMap { $0 == "_" ? nil : $0 } ?? Naming.parameterName(forType: bareType),
                    among: parameters.map(\.name))
                parameters.append(Parameter(label: nil, name: name, type: element.type.trimmed))
            }
            let kept = (0..<function.parameters.count).filter { $0 != controllerArgument }
            let name =
                property.name.hasPrefix("on") && property.name.count > 2 && property.name.dropFirst(2).first?.isUppercase == true
                ? "did" + property.name.dropFirst(2) : "didCall" + Naming.upperFirst(property.name)
            var method = Method(
                property: property.name, delegateMethod: property.name, name: name, parameters: parameters,
                keptArguments: kept, controllerArgument: controllerArgument, labels: function.parameters.map { _ in nil })
            method.isCallback = true
            method.callbackIsOptional = TypeText.unwrapped(type).id != type.id
            return method
        }
    }

    /// Whether the controller's creator hands it over: other code can set it, or an initializer stores one of its
    /// parameters in it (`init(onDismiss:)`, the closures a coordinator passes), private or not.
    /// `initializerStores`: `initializerStoredProperties()`, read once per pass rather than once per property.
    private func isHandedOver(_ property: MemberModel, initializerStores: Set<String>) -> Bool {
        !property.isPrivate || initializerStores.contains(property.name)
    }

    /// The properties an initializer of the controller stores a parameter in.
    private func initializerStoredProperties() -> Set<String> {
        Set(context.controller.members.filter { $0.kind == .initializer }.flatMap { ModuleInputPlanner.parameterStores(of: $0).map(\.property) })
    }

    /// `(() -> Void)?`, `((Item) -> Void)!`, `@escaping (Bool) -> Void`.
    private static func functionType(_ type: TypeSyntax) -> FunctionTypeSyntax? {
        var current = TypeText.unwrapped(type)
        while true {
            if let tuple = current.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { current = only.type; continue }
            if let attributed = current.as(AttributedTypeSyntax.self) { current = attributed.baseType; continue }
            break
        }
        return current.as(FunctionTypeSyntax.self)
    }

    /// `profileViewController(_:didSave:)` → `didSave`; `profileViewControllerDidCancel(_:)` → `didCancel`.
    static func outputName(baseName: String, labels: [String], kept: [Int], controllerName: String) -> String {
        // `profileViewController(_:didSave:)` names what happened in its label; `didTapSeedPhrase(for:in:)` in its base
        // name, whose label (`for`) names no event and may be a keyword.
        let delegateStyle = baseName.hasSuffix("Controller") || baseName.hasSuffix("VC")
        if delegateStyle, let first = kept.first, labels[first] != "_", !SyntaxFactory.isReserved(labels[first]) { return labels[first] }
        let prefix = Naming.lowerFirst(controllerName)
        if baseName.hasPrefix(prefix), baseName.count > prefix.count { return Naming.lowerFirst(String(baseName.dropFirst(prefix.count))) }
        return baseName
    }
}

/// Calls on a delegate property: `delegate?.method(…)` or `delegate.method(…)`.
/// Or calls of a callback closure: `onLogout?()`, `self?.onLogout?()`.
final class DelegateCallFinder: SyntaxVisitor {
    let property: String
    let callback: Bool
    var calls: [FunctionCallExprSyntax] = []

    init(property: String, callback: Bool = false) {
        self.property = property
        self.callback = callback
        super.init(viewMode: .sourceAccurate)
    }

    static func calls(on property: String, in controller: ControllerModel) -> [FunctionCallExprSyntax] {
        let finder = DelegateCallFinder(property: property)
        for member in controller.members { finder.walk(member.declaration) }
        return finder.calls
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if callback ? Self.isCallbackCall(node, on: property) : Self.isCall(node, on: property) { calls.append(node) }
        return .visitChildren
    }

    static func isCallbackCall(_ node: FunctionCallExprSyntax, on property: String) -> Bool {
        var callee = node.calledExpression
        if let chain = callee.as(OptionalChainingExprSyntax.self) { callee = chain.expression }
        if let unwrap = callee.as(ForceUnwrapExprSyntax.self) { callee = unwrap.expression }
        if let access = callee.as(MemberAccessExprSyntax.self), let base = access.base, ReferenceCollector.isSelf(base) {
            return access.declName.baseName.text == property
        }
        // A parameter or local of the same name (a static builder's `onSave`) is not the member.
        return callee.as(DeclReferenceExprSyntax.self).map { $0.baseName.text == property && !isShadowed($0) } ?? false
    }

    static func isCall(_ node: FunctionCallExprSyntax, on property: String) -> Bool {
        guard let access = node.calledExpression.as(MemberAccessExprSyntax.self), var base = access.base else { return false }
        if let chain = base.as(OptionalChainingExprSyntax.self) { base = chain.expression }
        if let selfAccess = base.as(MemberAccessExprSyntax.self), let selfBase = selfAccess.base, ReferenceCollector.isSelf(selfBase) {
            return selfAccess.declName.baseName.text == property
        }
        return base.as(DeclReferenceExprSyntax.self).map { $0.baseName.text == property && !isShadowed($0) } ?? false
    }

    /// A parameter or local of the property's name around `reference` (a static builder's `onSave`), other than the
    /// property itself unwrapped (`if let onSave = onSave`, `guard let delegate = strongSelf.delegate`): what it calls
    /// is not the property.
    private static func isShadowed(_ reference: DeclReferenceExprSyntax) -> Bool {
        let name = reference.baseName.text
        return reference.lookup(Identifier(reference.baseName)).contains { result in
            guard case .fromScope(_, let names) = result else { return false }
            return names.contains { found in
                guard let binding = found.syntax.parent?.as(OptionalBindingConditionSyntax.self) else { return true }
                guard let value = binding.initializer?.value else { return false }
                // `onSave`, `self.onSave`, `strongSelf.delegate`: the property, through whatever names the controller
                // (not `pickerData.onSave`, another object's).
                if let reference = value.as(DeclReferenceExprSyntax.self) { return reference.baseName.text != name }
                guard let access = value.as(MemberAccessExprSyntax.self), let base = access.base else { return true }
                return access.declName.baseName.text != name || !ReferenceCollector.namesController(base)
            }
        }
    }

    /// `self`, or a name bound to it where it stands (`guard let strongSelf = self`, `let controller = self`).
}
