import SwiftSyntax

/// Closures the route hands the screen it opens, which call back when the user is done there: a property of
/// the app's controller (`picker.onMembersSelected = { [weak self] ids in … }`) or the closure a method of an
/// app's alert or screen class takes (`alert.addAction(title: "Block") { _ in … }`). Like an alert action, each
/// becomes a callback of the route: the router hands what the screen passes (typed by the property's or the
/// method's declaration) to the presenter, whose code for it is split like a user's intent.
///
/// ## Before
/// ```swift
/// let picker = MemberPickerViewController()
/// picker.onMembersSelected = { [weak self] ids in self?.groupService.setMembers(ids) }
/// navigationController?.pushViewController(picker, animated: true)
/// ```
/// ## After
/// ```swift
/// // Router
/// picker.onMembersSelected = { ids in onMembersSelected(ids) }
/// // Presenter
/// router.openMemberPickerModule { [weak self] ids in self?.interactor.performMembersSelected(ids) }
/// ```
extension NavigationMatcher {
    struct ScreenCallback {
        let closure: ClosureExprSyntax
        /// `MembersSelected`, from the property (`onMembersSelected`, `gameHandler` → `Game`); nil for a method's closure.
        let noun: String?
        /// What the screen hands the closure, named as the closure names it.
        let values: [Parameter]
    }

    /// The closures `statement` hands a screen the run built in `before`, when the declarations type what they are handed.
    func screenCallbacks(in statement: CodeBlockItemSyntax, after before: ArraySlice<CodeBlockItemSyntax>) -> [ScreenCallback] {
        let built = Set(before.flatMap { boundNames($0) })
        guard !built.isEmpty else { return [] }
        lazy var types = context.inference.localTypes(in: Array(before), known: [:])
        var found: [ScreenCallback] = []
        // `picker.onDone = { … }`
        if let (target, closure) = ClosureAssignment.parse(statement),
            let local = target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, built.contains(local), let type = types[local]
        {
            let property = target.declName.baseName.text
            if let values = values(of: closure, declared: context.types.closurePropertyParameterTypes(property, on: type.trimmedText)) {
                found.append(ScreenCallback(closure: closure, noun: Self.noun(ofCallback: property), values: values))
            }
        }
        // `alert.addAction(title: …) { … }` on the app's own class, or a method the project adds to UIKit's
        // (`alert.addDefaultAction(title: …) { … }`): the declarations the project has type the closure.
        for call in OwnCallCollector.callNodes(in: statement) {
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
                let local = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, built.contains(local),
                let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
                let type = types[local],
                let values = values(
                    of: closure,
                    declared: context.types.completionParameterTypes(
                        of: access.declName.baseName.text,
                        on: type.trimmedText))
            else { continue }
            found.append(ScreenCallback(closure: closure, noun: nil, values: values))
        }
        return found
    }

    /// `DatePickerData(title: t, onPick: { date in … })`, `LibraryList { account in … }`, `Form.make(onSave: { name in … })`:
    /// the closures a statement hands an initializer or a static method of a type the project declares (or adds to
    /// UIKit's), typed by that declaration, where it takes a closure that hands nothing back.
    /// A closure such a declaration takes that hands something back builds content (`BottomSheet(menuItems: { … })`, a
    /// result builder's): the items it builds may take callbacks of their own.
    func declaredCallbacks(in node: some SyntaxProtocol) -> [ScreenCallback] {
        OwnCallCollector.callNodes(in: node).flatMap { call -> [ScreenCallback] in
            let owners: [String]
            let method: String?
            let reference = call.calledExpression.as(DeclReferenceExprSyntax.self)
            let access = call.calledExpression.as(MemberAccessExprSyntax.self)
            if let type = reference?.baseName.text, type.first?.isUppercase == true {
                (owners, method) = ([type], nil)
            } else if let access, let type = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true {
                (owners, method) = ([type], access.declName.baseName.text == "init" ? nil : access.declName.baseName.text)
            } else if callsNavigationHelper(call), let name = reference?.baseName.text ?? access?.declName.baseName.text {
                // `showActionSheet(…) { index in … }`: a navigating method the project adds to every view controller.
                let uikitBase = context.appBaseClasses.last?.superclass ?? context.controller.superclassName
                (owners, method) = (ClassificationContext.uikitAncestry(of: TypeText.baseName(uikitBase)), name)
            } else {
                return []
            }
            let labelled = call.arguments.compactMap { argument in
                argument.expression.as(ClosureExprSyntax.self).map { (closure: $0, label: argument.label?.text, trailing: false) }
            }
            let trailing = call.trailingClosure.map { [(closure: $0, label: String?.none, trailing: true)] } ?? []
            return (labelled + trailing).flatMap { argument -> [ScreenCallback] in
                let declared = owners.lazy.compactMap { owner in
                    context.types.callbackParameterTypes(
                        labelled: argument.label, trailing: argument.trailing, ofCall: method,
                        argumentCount: call.arguments.count + (call.trailingClosure == nil ? 0 : 1), on: owner)
                }.first
                guard declared != nil else {
                    let buildsContent = argument.closure.signature == nil && owners.contains { context.types[TypeText.baseName($0)] != nil }
                    return buildsContent ? declaredCallbacks(in: argument.closure.statements) : []
                }
                guard let values = values(of: argument.closure, declared: declared) else { return [] }
                // `handler:` says nothing of the choice: the action's title names it (`onConfirm`), as for UIKit's alerts.
                let noun = argument.label.flatMap { Self.genericCallbackLabels.contains($0) ? nil : Self.noun(ofCallback: $0) }
                return [ScreenCallback(closure: argument.closure, noun: noun, values: values)]
            }
        }
    }

    /// The completions of the transitions `statement` makes (`dismiss(animated: true) { … }`, `present(_:animated:completion:)`):
    /// UIKit runs them once the transition ends, handing them nothing. Named for the transition (`Dismiss`). Only those
    /// doing data work, which the router must not run: any other completion stays with the route as written.
    func transitionCompletions(in statement: CodeBlockItemSyntax) -> [ScreenCallback] {
        OwnCallCollector.callNodes(in: statement).compactMap { call -> ScreenCallback? in
            let name =
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            // One inside another closure (an alert action's) goes with that closure.
            guard let name, Syntax(call).parent?.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }).map({ $0.position < statement.position }) ?? true,
                context.isTransitionCall(name),
                let closure = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "completion" })?.expression.as(ClosureExprSyntax.self),
                closure.signature?.parameterClause == nil,
                context.dataAccess(in: closure.statements, references: context.references(closure.statements)) != nil
            else { return nil }
            return ScreenCallback(closure: closure, noun: Naming.upperFirst(name), values: [])
        }
    }

    /// The closure's named parameters with the declared types; nil when it reads `$0` or the count differs.
    private func values(of closure: ClosureExprSyntax, declared: [TypeSyntax]?) -> [Parameter]? {
        guard let declared, let names = FetchMatcher(context: context).closureParameterNames(closure), names.count == declared.count else { return nil }
        return zip(names, declared).compactMap { name, type in
            name == "_" ? nil : Parameter(label: nil, name: name, type: type.trimmed)
        }
    }

    private static let genericCallbackLabels: Set<String> = ["handler", "completion", "completionHandler", "action", "block", "callback", "closure"]

    /// `onMembersSelected` → `MembersSelected`, `gameHandler` → `Game`, `completion` → `Completion`.
    static func noun(ofCallback property: String) -> String {
        var noun = property
        if noun.hasPrefix("on"), noun.count > 2, noun.dropFirst(2).first?.isUppercase == true { noun = String(noun.dropFirst(2)) }
        for suffix in ["Handler", "Callback", "Block", "Closure"] where noun.hasSuffix(suffix) && noun.count > suffix.count {
            noun = String(noun.dropLast(suffix.count))
        }
        return Naming.upperFirst(noun)
    }
}
