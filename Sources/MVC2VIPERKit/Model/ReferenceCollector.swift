import SwiftLexicalLookup
import SwiftSyntax

/// Finds what a piece of code reads, writes and calls on `self`, and which types it names.
///
/// Locals shadow members: a name bound anywhere inside the scanned code (a `let`, a closure
/// parameter, a `for` pattern) counts as a local everywhere in it. That is coarse but errs on
/// the side of "not a member", which keeps code in the view rather than moving it wrongly. One exception:
/// `guard let user = user` (or `if let user`) reads the member `user` it unwraps, so code moving
/// elsewhere takes the member's value along.
final class ReferenceCollector: SyntaxVisitor {
    /// UIViewController API that controller code reaches through implicit `self`.
    static let inheritedControllerAPI: Set<String> = Set([
        "navigationController", "navigationItem", "present", "dismiss", "show", "showDetailViewController",
        "performSegue", "storyboard", "tabBarController", "splitViewController", "presentingViewController",
        "presentedViewController", "parent", "title", "view", "isViewLoaded", "addChild", "children",
        "modalPresentationStyle", "prepare", "shouldPerformSegue", "traitCollection", "tableView",
        "collectionView", "refreshControl", "setEditing", "isEditing", "editButtonItem", "loadViewIfNeeded",
        "viewIfLoaded", "definesPresentationContext", "transitioningDelegate", "becomeFirstResponder",
        "resignFirstResponder", "setNeedsStatusBarAppearanceUpdate", "removeFromParent", "didMove",
        "willMove", "modalTransitionStyle", "preferredContentSize", "popoverPresentationController",
        "presentationController", "sheetPresentationController", "isModalInPresentation", "hidesBottomBarWhenPushed",
        "toolbarItems", "setToolbarItems", "tabBarItem",
    ]).union(containerAPI)

    /// What a navigation, tab or page controller has for its own children. Called on the screen, it means the screen is
    /// that container, so the transition handler (a `UIViewController`) cannot do it in its place.
    static let containerAPI: Set<String> = [
        "viewControllers", "setViewControllers", "selectedIndex", "selectedViewController", "topViewController",
        "visibleViewController", "pushViewController", "popViewController", "popToViewController", "popToRootViewController",
    ]

    /// Functions every Swift file may call that no base class provides.
    static let globalFunctions: Set<String> = [
        "print", "debugPrint", "dump", "NSLocalizedString", "min", "max", "abs", "zip", "stride", "assert", "assertionFailure",
        "precondition", "preconditionFailure", "fatalError", "type", "withExtendedLifetime", "repeatElement", "sequence",
        "swap", "round", "floor", "ceil", "sqrt", "pow", "arc4random_uniform", "autoreleasepool", "objc_sync_enter", "objc_sync_exit",
    ]

    private let memberNames: Set<String>
    private var locals: Set<String>
    /// The controller's superclass is an app base class declared elsewhere: calls of unknown functions are its methods.
    private let unknownBase: Bool
    /// Members of the app base classes the project declares (`showError` of `BaseViewController`): the screen's own API.
    private let inheritedMembers: Set<String>
    /// The controller's methods named like UIKit's (`dismiss()`): a call none of them takes is UIKit's.
    private let ownOverloads: OwnOverloads
    private(set) var references = References()
    /// Members the code unwraps into a local of the same name, and binds no other way.
    private var unwrappedMembers: Set<String> = []
    /// Members only a nested function's parameter names as well (`func makeSnapshot(schemaController: …)`): outside
    /// that function the name is the member's.
    private var nestedParametersOnly: Set<String> = []

    static func collect(
        in node: Syntax, memberNames: Set<String>, knownLocals: Set<String> = [], unknownBase: Bool = false,
        inheritedMembers: Set<String> = [], ownOverloads: OwnOverloads = OwnOverloads([])
    ) -> References {
        let binder = LocalBinder(viewMode: .sourceAccurate)
        binder.walk(node)
        let collector = ReferenceCollector(
            memberNames: memberNames, locals: knownLocals.union(binder.names), unknownBase: unknownBase,
            inheritedMembers: inheritedMembers, ownOverloads: ownOverloads)
        // `guard let user = user` (or `if let user`) unwraps the member: its `user` is the member's, the rest the local's.
        collector.unwrappedMembers = binder.unwrappedNames.subtracting(binder.otherNames).subtracting(knownLocals).intersection(memberNames)
        collector.nestedParametersOnly = binder.nestedParameterNames.subtracting(binder.patternNames).subtracting(knownLocals).intersection(memberNames)
        collector.walk(node)
        return collector.references
    }

    private init(memberNames: Set<String>, locals: Set<String>, unknownBase: Bool, inheritedMembers: Set<String>, ownOverloads: OwnOverloads) {
        self.memberNames = memberNames
        self.locals = locals
        self.unknownBase = unknownBase
        self.inheritedMembers = inheritedMembers
        self.ownOverloads = ownOverloads
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base, Self.isSelf(base) {
            record(node.declName.baseName.text, at: Syntax(node))
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.declName.id == node.id {
            if isCallee(Syntax(parent)) { references.calledNames.insert(name) }
            return .skipChildren
        }
        if name == "self" {
            if !isMemberAccessBase(Syntax(node)) { references.usesSelfAsValue = true }
            return .skipChildren
        }
        if locals.contains(name) && !(unwrappedMembers.contains(name) && Self.isUnwrappedValue(node))
            && !(Self.isInOwnInitializer(node) && !Self.namesLocal(node))
            && !(nestedParametersOnly.contains(name) && !Self.namesLocal(node))
            || name.hasPrefix("$")
        {
            return .skipChildren
        }
        if memberNames.contains(name) || Self.inheritedControllerAPI.contains(name) {
            record(name, at: Syntax(node))
        } else if name.first?.isUppercase == true {
            references.typeNames.insert(name)
        } else if inheritedMembers.contains(name) || (unknownBase && !Self.globalFunctions.contains(name)) {
            // `showLoader()` or `defaultClient` under an app base class from another file: nothing here declares them,
            // so they are the base class's, part of the screen (code reading them cannot leave it).
            references.inheritedAPI.insert(name)
        }
        if isCallee(Syntax(node)) { references.calledNames.insert(name) }
        return .skipChildren
    }

    /// `if let user {`: the shorthand reads the member it unwraps.
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if node.initializer == nil, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, unwrappedMembers.contains(name) {
            record(name, at: Syntax(node))
        }
        return .visitChildren
    }

    /// The `sampler` of `let sampler = sampler()`, the `profile` of `if let profile = profile as? ProfileViewController`:
    /// a name is not in scope in its own initializer, so it names what it named before (the controller's member).
    private static func isInOwnInitializer(_ node: DeclReferenceExprSyntax) -> Bool {
        var current = node.parent
        while let parent = current, !parent.is(CodeBlockItemSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let binding = parent.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == node.baseName.text
                    && binding.initializer.map { node.position >= $0.position && node.endPosition <= $0.endPosition } == true
            }
            // (`if let user = user` is an unwrapping, which `unwrappedMembers` decides: a closure's `user` may be meant.)
            if let binding = parent.as(OptionalBindingConditionSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == node.baseName.text
                    && binding.initializer.map { node.position >= $0.position && node.endPosition <= $0.endPosition } == true
                    && binding.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text != node.baseName.text
            }
            current = parent.parent
        }
        return false
    }

    /// A parameter, a local or a closure's parameter of that name in scope where the reference stands, as the
    /// compiler resolves it (`{ user in guard let user = user … }` unwraps the closure's `user`, not a member).
    static func namesLocal(_ node: DeclReferenceExprSyntax) -> Bool {
        node.lookup(Identifier(node.baseName)).contains { result in
            if case .fromScope(_, let names) = result { return !names.isEmpty }
            return false
        }
    }

    /// The `user` of `let user = user` in an `if`/`guard`/`while` condition.
    private static func isUnwrappedValue(_ node: DeclReferenceExprSyntax) -> Bool {
        guard let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(OptionalBindingConditionSyntax.self) else { return false }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == node.baseName.text
    }

    private func record(_ name: String, at node: Syntax) {
        guard memberNames.contains(name) else {
            // `self.hideLoader()` names something the controller inherits, whether the list knows it or not.
            if Self.inheritedControllerAPI.contains(name) || node.is(MemberAccessExprSyntax.self) { references.inheritedAPI.insert(name) }
            return
        }
        if isCallee(node), let call = node.parent?.as(FunctionCallExprSyntax.self), ownOverloads.reachesInheritedAPI(name, call) {
            references.inheritedAPI.insert(name)
        } else if isCallee(node) {
            references.selfMembersCalled.insert(name)
            if let call = node.parent?.as(FunctionCallExprSyntax.self), ownOverloads.reachesKeptOverride(name, call) {
                references.keptOverridesCalled.insert(name)
            } else {
                references.ownMethodsCalled.insert(name)
            }
        } else if isAssigned(node) || isMutated(node) {
            references.selfMembersWritten.insert(name)
        } else {
            references.selfMembersRead.insert(name)
        }
    }

    /// Methods that change the value they are called on (`tasks.removeAll { … }`, `ids.insert(id)`).
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "popFirst", "removeValue",
        "updateValue", "merge", "sort", "reverse", "shuffle", "swapAt", "replaceSubrange", "formUnion", "formIntersection",
        "formSymmetricDifference", "subtract", "toggle", "negate",
    ]

    /// `tasks.removeAll { … }` (or `self.tasks.append(x)`): the member is changed, not only read.
    private func isMutated(_ node: Syntax) -> Bool {
        var current = node
        if let parent = current.parent?.as(MemberAccessExprSyntax.self), parent.declName.id == current.id { current = Syntax(parent) }
        guard let access = current.parent?.as(MemberAccessExprSyntax.self), access.base?.id == current.id,
            Self.mutatingMethods.contains(access.declName.baseName.text)
        else { return false }
        return isCallee(Syntax(access))
    }

    private func isCallee(_ node: Syntax) -> Bool {
        guard let call = node.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.id == node.id
    }

    private func isMemberAccessBase(_ node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent {
            if let access = parent.as(MemberAccessExprSyntax.self) { return access.base?.id == current.id }
            guard parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) else {
                return false
            }
            current = parent
        }
        return false
    }

    private func isAssigned(_ node: Syntax) -> Bool {
        guard let sequence = node.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(sequence)
        guard let index = elements.firstIndex(where: { $0.id == node.id }), index + 1 < elements.count else {
            return false
        }
        return Self.assigns(elements[index + 1])
    }

    /// `=` or a compound assignment (`+=`, `??=`), not a comparison (`==`, `<=`, `!==`): the operator after an
    /// operand that writes it.
    static func assigns(_ element: ExprSyntax) -> Bool {
        if element.is(AssignmentExprSyntax.self) { return true }
        guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
    }

    /// The expression naming the controller's own member through `reference`: `items` itself, or `self.items` (also
    /// `self?.items`) around it; nil for another object's member of that name (`other.items`).
    static func ownMemberExpression(_ reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        guard let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id else { return ExprSyntax(reference) }
        guard let base = access.base, isSelf(base) else { return nil }
        return ExprSyntax(access)
    }

    /// The names a declaration gives the controller (`weak var weakSelf = self`, `let controller = self`).
    static func controllerAliases(in statement: CodeBlockItemSyntax) -> [String] {
        statement.item.as(VariableDeclSyntax.self)?.bindings.compactMap { binding in
            guard let value = binding.initializer?.value, isSelf(value) else { return nil }
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        } ?? []
    }

    /// `self`, or a name the code bound to it where the name is read (`let controller = self`, `guard let self`,
    /// `if let strongSelf = self`), found as the compiler looks names up.
    static func namesController(_ expression: ExprSyntax) -> Bool {
        if isSelf(expression) { return true }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.lookup(Identifier(reference.baseName)).contains { result in
            guard case .fromScope(_, let names) = result else { return false }
            return names.contains { found in
                let value =
                    found.syntax.parent?.as(OptionalBindingConditionSyntax.self)?.initializer?.value
                    ?? found.syntax.parent?.as(PatternBindingSyntax.self)?.initializer?.value
                return value.map(isSelf) ?? false
            }
        }
    }

    static func isSelf(_ expr: ExprSyntax) -> Bool {
        expr.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    }
}

/// Collects every name bound inside a piece of code.
final class LocalBinder: SyntaxVisitor {
    private(set) var names: Set<String> = []
    /// Names bound by unwrapping the same name (`guard let user = user`, `if let user`).
    private(set) var unwrappedNames: Set<String> = []
    /// Names bound any other way.
    private(set) var otherNames: Set<String> = []
    /// Names bound as parameters of nested functions, and those bound by patterns and closures: a name only a nested
    /// function binds is a local inside that function alone.
    private(set) var nestedParameterNames: Set<String> = []
    private(set) var patternNames: Set<String> = []

    static func names(in node: some SyntaxProtocol) -> Set<String> {
        let binder = LocalBinder(viewMode: .sourceAccurate)
        binder.walk(node)
        return binder.names
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        let name = node.identifier.text
        guard name != "self" else { return .visitChildren }
        names.insert(name)
        patternNames.insert(name)
        if let binding = node.parent?.as(OptionalBindingConditionSyntax.self),
            binding.initializer.map({ $0.value.as(DeclReferenceExprSyntax.self)?.baseName.text == name }) ?? true
        {
            unwrappedNames.insert(name)
        } else {
            otherNames.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        patternNames.insert(node.name.text)
        otherNames.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert((node.secondName ?? node.firstName).text)
        patternNames.insert((node.secondName ?? node.firstName).text)
        otherNames.insert((node.secondName ?? node.firstName).text)
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        // Parameters of nested functions; the member's own parameters come in as known locals.
        if node.parent?.parent?.parent?.parent?.is(FunctionDeclSyntax.self) == true,
            node.parent?.parent?.parent?.parent?.parent?.is(CodeBlockItemSyntax.self) == true
        {
            names.insert((node.secondName ?? node.firstName).text)
            otherNames.insert((node.secondName ?? node.firstName).text)
            nestedParameterNames.insert((node.secondName ?? node.firstName).text)
        }
        return .visitChildren
    }
}
