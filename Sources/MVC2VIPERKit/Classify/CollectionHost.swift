import SwiftSyntax

/// What the list's code still asks of the controller once it lives in the manager: a method the view keeps
/// (`didPressDelete(at:)`), a cell or control it holds, state it writes elsewhere. The manager asks it through
/// a delegate protocol the view adopts (the Book's DataDisplayManager tells its view what happened), with one
/// requirement per member, written as the controller declares it.
///
/// ## Before
/// ```swift
/// func tableView(_ tableView: UITableView, commit style: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
///     didPressDelete(at: indexPath)
/// }
/// ```
/// ## After
/// ```swift
/// protocol HistoryDataDisplayManagerDelegate: AnyObject { func didPressDelete(at indexPath: IndexPath) }
/// // the manager: weak var view: HistoryDataDisplayManagerDelegate!; view.didPressDelete(at: indexPath)
/// ```
struct CollectionHost {
    /// A member of the controller the manager reaches through its delegate.
    struct Member {
        let member: MemberModel
        /// The manager's code assigns it (`selectedIndex = indexPath.row`).
        let settable: Bool
        /// A property's type, as the requirement states it.
        var type: TypeSyntax?
    }

    /// The manager's property holding the view: `view`, unless the list's code already says `view` (a header's
    /// local view, the controller's own), then `screen`; `nil` when it says both.
    static func property(for moving: [MemberModel]) -> String? {
        let said = moving.reduce(into: Set<String>()) { $0.formUnion(identifiers(in: $1.declaration)) }
        return ["view", "screen"].first { !said.contains($0) }
    }

    let context: ClassificationContext

    /// The member named `name` when the manager can ask the view for it: a method of its own (not overloaded, not
    /// generic, no default arguments), or a property whose type is known; nothing nested in the controller in
    /// its signature, nothing static, nothing under `#if`, nothing another recipe took from the view.
    /// `nil` with the reason otherwise.
    func member(_ name: String, written: Bool, removedMembers: Set<String>) -> Result<Member, CollectionProblem> {
        let candidates = context.controller.members(withBaseName: name)
        guard candidates.count == 1, let member = candidates.first else {
            return .failure(CollectionProblem("the controller declares \(name) more than once"))
        }
        guard !removedMembers.contains(member.name), !member.isLeftAsWritten,
            !member.modifiers.contains("static"), !member.modifiers.contains("class")
        else {
            return .failure(CollectionProblem("\(name) does not stay in the view as an instance member the list can ask for"))
        }
        if isDependency(member) { return .failure(CollectionProblem("\(name) is a dependency, whose work is the model's")) }
        // A member of a private extension cannot meet the protocol's requirement, and widening it is not the member's to do.
        if let owner = member.declaration.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
            owner.modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) })
        {
            return .failure(CollectionProblem("\(name) is declared in a private extension"))
        }
        let nested = context.controller.nestedTypeNames
        switch member.kind {
        case .function:
            guard let function = member.declaration.as(FunctionDeclSyntax.self), function.genericParameterClause == nil,
                !written, function.signature.parameterClause.parameters.allSatisfy({ $0.defaultValue == nil }),
                Self.identifiers(in: function.signature).isDisjoint(with: nested)
            else { return .failure(CollectionProblem("\(name) cannot be written as a requirement the view meets as it is")) }
            return .success(Member(member: member, settable: false))
        case .storedProperty, .computedProperty:
            guard let type = context.inference.memberType(member.name), TypeText.names(in: type).isDisjoint(with: nested),
                !written || Self.isSettable(member)
            else { return .failure(CollectionProblem("the type of \(name) is unknown here, or the list writes what it cannot set")) }
            return .success(Member(member: member, settable: written, type: type.trimmed))
        default:
            return .failure(CollectionProblem("\(name) is not a method or a property"))
        }
    }

    static func identifiers(in node: some SyntaxProtocol) -> Set<String> {
        Set(
            node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let text) = token.tokenKind { return text }
                return nil
            })
    }

    /// Data access through the view would put the model's work in the list: a dependency the controller makes, or
    /// one of a dependency's type (the store a migrated view is injected with).
    func isDependency(_ member: MemberModel) -> Bool {
        let typeName = context.inference.memberType(member.name).map { TypeText.baseName(TypeText.unwrapped($0).trimmedText) }
        return context.dependencyNames.contains(member.name) || typeName.flatMap(context.isDependencyType) != nil
    }

    /// A `var` with storage, or a computed property with a setter.
    private static func isSettable(_ member: MemberModel) -> Bool {
        guard let variable = member.declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var) else { return false }
        guard member.kind == .computedProperty else { return true }
        return variable.bindings.contains { binding in
            binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self)?.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) } ?? false
        }
    }

    /// A name other than `self` the list's code binds the controller to (`guard let strongSelf = self`): what it
    /// reaches through that name would not be redirected.
    static func selfAlias(in members: [MemberModel]) -> String? {
        for member in members {
            for binding in member.declaration.tokens(viewMode: .sourceAccurate) where binding.tokenKind == .keyword(.self) {
                guard let reference = binding.parent?.as(DeclReferenceExprSyntax.self),
                    let name = CollectionMatcher.boundPattern(of: reference), name != "self"
                else { continue }
                return name
            }
        }
        return nil
    }
}

/// Why the collections recipe leaves a list in the view.
struct CollectionProblem: Error {
    let text: String
    init(_ text: String) { self.text = text }
}
