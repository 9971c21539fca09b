import SwiftSyntax

/// What in a controller already belongs to a module: a migrated view — or one a team migrated partly by
/// hand — implements the module's protocols, hands values to its input and relays its output to the old
/// delegate. Recipes leave these members where they are, so a migrated view checks clean (`--check`) and
/// is never split a second time.
enum ModuleGlue {
    /// Protocols a view adopts to serve its module, by the names the architectures give them.
    static let viewProtocolSuffixes = [
        "ViewInput", "ModuleOutput", "ViewControllerProtocol", "DisplayLogic", "AdapterOutput",
        "ModuleTransitionable",
    ]
    /// Module types a view hands values to.
    static let moduleTypeSuffixes = ["ModuleInput", "ViewOutput", "BusinessLogic"]
    /// The view layer's own parts: the Book's data display manager, Surf's adapter.
    static let viewPartSuffixes = ["DataDisplayManager", "Adapter"]
    /// Types that build a module and make its dependencies.
    static let builderSuffixes = ["Assembly", "Configurator"]

    static func memberNames(of controller: ControllerModel) -> Set<String> {
        let adopting = Set(
            controller.extensions.indices.filter { index in
                controller.extensions[index].inheritanceClause?.inheritedTypes.contains { inherited in
                    let name = TypeText.baseName(inherited.type.trimmedText)
                    return viewProtocolSuffixes.contains { name.hasSuffix($0) }
                } ?? false
            })
        let typeName = { (member: MemberModel) in member.typeAnnotation.map { TypeText.baseName(TypeText.unwrapped($0).trimmedText) } ?? "" }
        let moduleMembers = Set(controller.members.filter { member in moduleTypeSuffixes.contains { typeName(member).hasSuffix($0) } }.map(\.baseName))
        let called = controller.members.reduce(into: Set<String>()) { $0.formUnion($1.references.selfMembersCalled) }
        return Set(
            controller.members.filter { member in
                if let index = member.extensionIndex, adopting.contains(index) { return true }
                if member.kind == .storedProperty,
                    handsValueToModule(member, moduleMembers: moduleMembers) || isInjected(member)
                        || viewPartSuffixes.contains(where: { typeName(member).hasSuffix($0) })
                {
                    return true
                }
                return member.kind == .function && !called.contains(member.baseName) && isRelay(member, in: controller)
            }.map(\.name))
    }

    /// `var item: Item! { didSet { moduleInput?.configure(item: item) } }`.
    static func handsValueToModule(_ member: MemberModel, moduleMembers: Set<String>) -> Bool {
        guard let binding = member.declaration.as(VariableDeclSyntax.self)?.bindings.first,
            case .accessors(let accessors)? = binding.accessorBlock?.accessors
        else { return false }
        let observers = accessors.filter { ["didSet", "willSet"].contains($0.accessorSpecifier.text) }
        return !observers.isEmpty
            && observers.contains { observer in
                observer.tokens(viewMode: .sourceAccurate).contains { moduleMembers.contains($0.text) }
            }
    }

    /// `lazy var defaults: UserDefaults = SettingsAssembly().makeDefaults()`: a dependency a module's builder makes.
    static func isInjected(_ member: MemberModel) -> Bool {
        guard let call = member.initializer?.as(FunctionCallExprSyntax.self),
            let maker = call.calledExpression.as(MemberAccessExprSyntax.self), let base = maker.base
        else { return false }
        let builder = base.as(FunctionCallExprSyntax.self)?.calledExpression ?? base
        let name = builder.trimmedText
        return builderSuffixes.contains { name.hasSuffix($0) }
    }

    /// A method nothing in the controller calls whose whole body hands its own parameters, and the controller,
    /// to an optional delegate or callback: `func didSave(_ user: User) { delegate?.profileViewController(self, didSave: user) }`.
    static func isRelay(_ member: MemberModel, in controller: ControllerModel) -> Bool {
        guard !member.isAction, !member.isOverride, !member.attributes.contains("objc"),
            let body = member.body, body.count == 1, let item = body.first?.item.as(ExprSyntax.self),
            let chain = optionalBase(of: item),
            let property = chain.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            controller.members(withBaseName: property).contains(where: { $0.kind == .storedProperty }),
            let call = item.as(FunctionCallExprSyntax.self)
        else { return false }
        let arguments = call.arguments.map { $0.expression.trimmedText }.filter { $0 != "self" }
        return arguments == member.parameters.map(\.name)
    }

    /// The `delegate?` of `delegate?.method(…)`, the `onPick?` of `onPick?(…)`.
    static func optionalBase(of expression: ExprSyntax) -> OptionalChainingExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let callback = call.calledExpression.as(OptionalChainingExprSyntax.self) { return callback }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(OptionalChainingExprSyntax.self)
    }

}

extension ControllerModel {
    /// The controller with `names` pinned: recipes see them (their uses count) but take nothing from them.
    func pinning(_ names: Set<String>) -> ControllerModel {
        guard !names.isEmpty else { return self }
        return with(
            members: members.map { member in
                var pinned = member
                pinned.isPinned = names.contains(member.name)
                return pinned
            })
    }

    /// The controller as recipes see it: without what already belongs to a module.
    func withoutModuleGlue() -> ControllerModel {
        let glue = ModuleGlue.memberNames(of: self)
        guard !glue.isEmpty else { return self }
        return with(members: members.filter { !glue.contains($0.name) })
    }

    /// The same class and extensions, seen with other members.
    private func with(members: [MemberModel]) -> ControllerModel {
        ControllerModel(
            name: name, superclassName: superclassName, adoptedProtocols: adoptedProtocols, path: path, line: line,
            declaration: declaration, extensions: extensions, members: members)
    }
}
