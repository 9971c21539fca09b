import SwiftSyntax

/// Data work inside a closure the screen hands one of its views as a callback (`gearView.switchToggled = { … }`,
/// `createButton.touchUpCallback = { … }`): the closure is an action, wired up where the view is set up. The view
/// keeps the wiring and the closure; the data work inside it leaves as an event of its own, sent from the closure
/// with what the control hands it, like an `@IBAction`'s.
///
/// ## Before
/// ```swift
/// override func viewDidLoad() {
///     super.viewDidLoad()
///     autoEquipView.switchToggled = { [weak self] isOn in
///         self?.userRepository.updateUser(key: "preferences.autoEquip", value: isOn)
///     }
/// }
/// ```
/// ## After
/// ```swift
/// autoEquipView.switchToggled = { [weak self] isOn in           // view
///     self?.output.didTriggerAutoEquipViewSwitchToggledEvent(isOn)
/// }
/// func performAutoEquipViewSwitchToggled(_ isOn: Bool) {          // interactor
///     self.userRepository.updateUser(key: "preferences.autoEquip", value: isOn)
/// }
/// ```
extension FetchMatcher {
    /// The groups of the callback closure `statement` hands a view, tagged with the closure's body as their site; nil
    /// when the statement hands no view a callback or the callback does no data work that can leave.
    /// `earlier`: the statements that ran before it, whose locals the closure may read.
    func splitCallback(
        _ statement: CodeBlockItemSyntax, in member: MemberModel, parameterNames: Set<String>,
        earlier: [CodeBlockItemSyntax]
    ) -> (groups: [Group], problems: [String])? {
        guard let callback = viewCallback(statement, in: member, earlier: earlier) else { return nil }
        let closure = callback.closure
        var problems: [String] = []
        guard let values = callback.values else {
            return (
                [],
                [
                    "line \(context.line(statement)): cannot tell the types of what \(callback.property) hands its closure, "
                        + "which the data work in it would pass on"
                ]
            )
        }
        // What the control hands the closure arrives like a local bound before the block (`let isOn: Bool`).
        let handed = values.map { SyntaxFactory.declarationStatement($0.name, $0.type) }
        let inner = split(Array(closure.statements), in: member, helperMode: false, enclosing: earlier + handed, inDecisions: true)
        problems += inner.problems
        let handedNames = Set(values.map(\.name))
        let alias = Self.selfAlias(Array(closure.statements))
        let capturedNames = Set(
            closure.signature?.capture?.items.filter { $0.selfCaptureSpecifier == nil }
                .map { $0.name.text } ?? [])
        let closureLocals = handedNames.union(Array(closure.statements).flatMap { boundNames($0) })
        var groups: [Group] = []
        for var group in inner.groups {
            if let problem = leavesEarly(group) {
                problems.append(problem)
                continue
            }
            // What the closure captures of its own (`[weak infoBoxView]`) exists only inside it.
            // (A statement's least such name, not the first its set happens to yield: the report reads the same every run.)
            if let captured = group.taken.compactMap({ NameUseCollector.names(in: $0).filter(capturedNames.contains).min() }).first {
                problems.append("line \(context.line(statement)): its callback's data work reads '\(captured)', which only its closure captures")
                continue
            }
            // The event is sent from the closure, where only what it was handed and its own locals are in reach.
            if let state = group.parameters.map(\.name).first(where: { !closureLocals.contains($0) }) {
                problems.append("line \(context.line(statement)): its callback's data work reads '\(state)', which the closure could only pass through self")
                continue
            }
            if !group.loading.isEmpty {
                problems.append(
                    "line \(context.line(statement)): its callback shows loading before its data work, which the closure would have to keep in order")
                continue
            }
            // The closure's weak or unwrapped self is the layer's own self where the code moves.
            group.body = group.body.compactMap { SelfUnwrapper.normalize($0, alias: alias) }
            // The model has the screen's dependencies and the helpers that move with it, nothing else of the screen.
            let reached = group.body.reduce(into: References()) { $0.merge(context.references($1, locals: closureLocals)) }.selfMembers
            if let other = reached.subtracting(context.dependencyNames).subtracting(group.helpers).sorted().first {
                problems.append(
                    "line \(context.line(statement)): its callback's data work reads the controller's \(other), which the closure could not hand over")
                continue
            }
            group.consumers = group.consumers.compactMap { SelfUnwrapper.normalize($0, alias: alias) }
            group.failureConsumers = group.failureConsumers.compactMap { SelfUnwrapper.normalize($0, alias: alias) }
            group.loadingInside = group.loadingInside.compactMap { SelfUnwrapper.normalize($0, alias: alias) }
            group.site = group.site ?? closure.statements.id
            group.callback = callback.noun
            group.isCommand = true
            groups.append(group)
        }
        return groups.isEmpty && problems.isEmpty ? nil : (groups, problems)
    }

    /// A closure assigned to a property of one of the screen's views.
    private struct ViewCallback {
        let closure: ClosureExprSyntax
        let property: String
        /// `GearViewSwitchToggled`: the view and its callback, naming the event.
        let noun: String
        /// What the control hands the closure, typed by the property's declaration; nil when that is not known.
        let values: [Parameter]?
    }

    /// `<view>.<property> = { … }` (or `<view>.<subview>.<property>`), the view being one of the screen's (an outlet, a
    /// UIKit-typed member or local).
    private func viewCallback(_ statement: CodeBlockItemSyntax, in member: MemberModel, earlier: [CodeBlockItemSyntax]) -> ViewCallback? {
        guard let (target, closure) = ClosureAssignment.parse(statement), let base = target.base,
            let path = Self.memberPath(base), let name = path.first
        else { return nil }
        var type: TypeSyntax?
        if let controllerMember = context.controller.member(named: name), !Set(member.parameters.map(\.name)).contains(name),
            !earlier.flatMap({ boundNames($0) }).contains(name)
        {
            guard context.isUIMember(controllerMember) else { return nil }
            type = context.inference.memberType(name)
        } else {
            type = context.inference.localTypes(in: earlier, known: member.parameterTypes)[name]
            guard let type, TypeText.names(in: type).contains(where: context.types.isUIKitType) else { return nil }
        }
        // `modeView.button`: the subview's type, through the declarations of each view on the way.
        for component in path.dropFirst() {
            type = type.flatMap { context.types.memberType(component, of: TypeText.unwrapped($0).trimmedText) }
        }
        let property = target.declName.baseName.text
        let noun = ClosureAssignment.eventNoun(path: path, property: property)
        return ViewCallback(closure: closure, property: property, noun: noun, values: handedValues(closure, property: property, on: type))
    }

    /// What `property`'s closure is handed, named as the closure names it and typed by the property's declaration on
    /// `type`; nil when the closure reads `$0` or the declaration is not known.
    private func handedValues(_ closure: ClosureExprSyntax, property: String, on type: TypeSyntax?) -> [Parameter]? {
        guard let names = closureParameterNames(closure) else { return nil }
        if names.isEmpty { return [] }
        guard let type, let declared = context.types.closurePropertyParameterTypes(property, on: TypeText.unwrapped(type).trimmedText),
            declared.count == names.count
        else { return nil }
        return zip(names, declared).compactMap { name, type in name == "_" ? nil : Parameter(label: nil, name: name, type: type.trimmed) }
    }

    /// `gearView`, `self.gearView`, `modeView.button` → the names from the screen's own member or local on.
    static func memberPath(_ expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return ReferenceCollector.isSelf(expression) ? [] : [reference.baseName.text]
        }
        guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base, let path = memberPath(base) else { return nil }
        return path + [access.declName.baseName.text]
    }
}
