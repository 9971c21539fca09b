import SwiftSyntax

/// Whether model data the view's own code keeps reading and changing can live in the presenter, the view's
/// property asking for it (`MigrationPlan.askedState`). The property becomes computed, so it must be a plain
/// stored one: no observers, wrapper, attribute or lazy start. An initializer may store what it is handed
/// (`self.settings = settings`): a computed property cannot be set before `super.init`, so the store runs right
/// after it, where the view can reach its output — before anything else the initializer does with `self`.
///
/// ## Before
/// ```swift
/// private var settings = EncryptionSettings()
/// @objc func didPressReset() { settings = .defaultSettings(); tableView.reloadData() }
/// ```
/// ## After
/// ```swift
/// private var settings: EncryptionSettings {
///     get { output.currentSettings() }
///     set { output.didChangeSettings(newValue) }
/// }
/// ```
struct AskedStatePlanner {
    let context: ClassificationContext

    /// What the presenter holds, and the initializers' stores that move to just after their `super.init` (keyed by that call).
    struct Asked {
        let state: AskedState
        let deferred: [SyntaxIdentifier: [CodeBlockItemSyntax]]
    }

    /// The state the view asks for, or why the presenter cannot hold it (for the report).
    func ask(_ name: String, plan: MigrationPlan) -> Result<Asked, TravellingValues.Problem> {
        func refused(_ text: String) -> Result<Asked, TravellingValues.Problem> { .failure(.init(text: text)) }
        guard let member = context.controller.member(named: name), member.kind == .storedProperty,
            let variable = member.declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first, binding.pattern.is(IdentifierPatternSyntax.self),
            let type = context.inference.memberType(name)?.trimmed
        else { return refused("the presenter cannot declare it") }
        guard binding.accessorBlock == nil else { return refused("its observers would have to move with it") }
        if let attribute = member.attributes.first { return refused("a property asking the presenter cannot keep its @\(attribute)") }
        if let modifier = member.modifiers.first(where: { !Self.keptModifiers.contains($0) }) {
            return refused("a property asking the presenter cannot be \(modifier)")
        }
        var deferred: [SyntaxIdentifier: [CodeBlockItemSyntax]] = [:]
        for initializer in context.controller.members where initializer.kind == .initializer && initializer.references.selfMembers.contains(name) {
            // A storyboard's screen is wired by the assembly's `configure(_:)` after UIKit made it: an `init(coder:)`
            // reaching the output would have wired it already, and a second module would hold nothing.
            guard initializer.name != "init(coder:)" else { return refused("init(coder:) sets it, before the assembly wires the screen") }
            guard let stores = storesBeforeDelegation(of: name, in: initializer) else {
                return refused("\(initializer.name) uses it before the view can reach its presenter")
            }
            deferred.merge(stores) { $0 + $1 }
        }
        // The presenter names the type: not one the view sees as a plain object, nor one nested in the controller or
        // only the controller's file sees.
        let named = TypeText.names(in: type)
        let mapped = Set(plan.entities.map(\.modelType)).union(plan.viewEdits.typeSubstitutions.keys).union(context.controller.nestedTypeNames)
        if let unnamed = named.intersection(mapped).sorted().first ?? named.filter({ context.types.types[$0]?.isFilePrivate == true }).sorted().first {
            return refused("the presenter cannot name its type \(unnamed) as the view does")
        }
        // The list's manager has no way to the presenter's state.
        let listCode = plan.dataDisplay.map { $0.members + $0.helpers } ?? []
        if let reader = listCode.first(where: { $0.references.selfMembers.contains(name) }) {
            return refused("the list's manager reads it in \(reader.name)")
        }
        // What a presenter formats with stays where the formatting is (VIP's presenter, not its interactor).
        let formatting = plan.viewCommands.flatMap(\.presenterValues).contains { value in
            value.value.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
        }
        guard !formatting else { return refused("the presenter formats with it") }
        let carried = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self).map { TypeText.optional($0.wrappedType) } ?? type
        // A `let` an initializer fills is set once, through the setter, as the presenter's copy is.
        let settable = variable.bindingSpecifier.tokenKind == .keyword(.var) || !deferred.isEmpty
        return .success(Asked(state: AskedState(name: name, type: carried, isSettable: settable), deferred: deferred))
    }

    /// `self.settings = settings` before `super.init(…)` (or `self.init(…)`), keyed by that call; nil when the
    /// initializer does anything else with the state before it, or delegates nowhere in its own statements.
    private func storesBeforeDelegation(of name: String, in initializer: MemberModel) -> [SyntaxIdentifier: [CodeBlockItemSyntax]]? {
        guard let body = initializer.body.map(Array.init) else { return nil }
        let parameters = Set(initializer.parameters.map(\.name))
        let touches = { (item: CodeBlockItemSyntax) in self.context.references(item, locals: parameters).selfMembers.contains(name) }
        guard let delegation = body.firstIndex(where: InitializationCheck.callsDesignatedInitializer) else { return body.contains(where: touches) ? nil : [:] }
        let before = body[..<delegation].filter(touches)
        guard before.allSatisfy({ ModuleInputPlanner.assignment($0)?.0 == name }), !touches(body[delegation]) else { return nil }
        return before.isEmpty ? [:] : [body[delegation].id: before]
    }

    /// What a computed property can keep of the stored one's modifiers.
    private static let keptModifiers: Set<String> = ["private", "fileprivate", "internal", "public", "final"]
}
