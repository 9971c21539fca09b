import SwiftSyntax

/// The controller the list's code hands to other code (`cell.delegate = self`, `cell.setUp(item, parent: self)`). In the
/// data display manager that object is the view, which the manager already holds as its delegate: the delegate protocol
/// refines what the code hands it as — a protocol the controller adopts, or a class it is built on — and the manager
/// hands over `view`, the same object, so the cell goes on talking to the screen.
///
/// ## Before
/// ```swift
/// func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "Track", for: indexPath) as! TrackCell
///     cell.delegate = self
///     return cell
/// }
/// ```
/// ## After
/// ```swift
/// protocol PlaylistDataDisplayManagerDelegate: AnyObject, TrackCellDelegate {}
/// // the manager: weak var view: PlaylistDataDisplayManagerDelegate!; cell.delegate = view
/// ```
struct HandedScreen {
    let context: ClassificationContext

    /// Where `self` is handed over whole, outside closures: a call's argument, or the value of an assignment.
    enum Site {
        case argument(LabeledExprSyntax, FunctionCallExprSyntax)
        case assignment(target: ExprSyntax)
    }

    /// The site of a handed-over `self`; nil for any other use (`guard let strongSelf = self`, `x ?? self`, inside a
    /// closure, where `self` would be the closure's capture).
    static func site(of reference: DeclReferenceExprSyntax) -> Site? {
        guard reference.baseName.tokenKind == .keyword(.self), !isInClosure(reference), let parent = reference.parent else { return nil }
        if let argument = parent.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return .argument(argument, call)
        }
        // `x = self`, as parsed before operators are folded.
        guard let sequence = parent.as(ExprListSyntax.self), sequence.count == 3, sequence.last?.id == reference.id,
            sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let target = sequence.first
        else { return nil }
        return .assignment(target: target)
    }

    private static func isReplaced(_ node: some SyntaxProtocol, by edits: ViewEdits) -> Bool {
        var current = node.parent
        while let next = current, !next.is(MemberBlockItemSyntax.self) {
            if edits.replacedStatements[next.id] != nil { return true }
            current = next.parent
        }
        return false
    }

    private static func isInClosure(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let next = current {
            if next.is(ClosureExprSyntax.self) { return true }
            if next.is(MemberBlockItemSyntax.self) { return false }
            current = next.parent
        }
        return false
    }

    /// What the manager's delegate protocol must refine so that every `self` the list's members hand over can be its
    /// view; the reason otherwise. `outputs`: a module output's call drops its
    /// controller argument (`delegate?.didPick(item, in: self)`), which is no hand-over; nor is code the plan already
    /// replaced (`edits`: a routing branch that became an event).
    func refinements(in members: [MemberModel], beyond outputs: [ModuleOutputMatcher.Method], edits: ViewEdits) -> Result<Refinements, CollectionProblem> {
        var protocols: [String] = []
        var classes: [String] = []
        var handsOver = false
        for member in members {
            for reference in CollectionMatcher.handedSelves(in: member, beyond: outputs) where !Self.isReplaced(reference, by: edits) {
                let line = context.line(reference)
                guard let site = Self.site(of: reference) else {
                    return .failure(CollectionProblem(Self.reason + " (line \(line): not as an argument or an assigned value)"))
                }
                // A target whose selector names the controller's method (`addTarget(self, action: #selector(…))`).
                if case .argument(_, let call) = site, call.arguments.contains(where: { $0.expression.is(MacroExpansionExprSyntax.self) }) {
                    return .failure(CollectionProblem(Self.reason + " (line \(line): as the target of a selector the controller declares)"))
                }
                guard let expected = expectedType(at: site, in: member) else {
                    return .failure(CollectionProblem(Self.reason + " (line \(line): as a value whose type the project does not declare)"))
                }
                let name = TypeText.baseName(TypeText.unwrapped(expected).trimmedText)
                handsOver = true
                if ["Any", "AnyObject"].contains(name) {
                    continue
                } else if context.catalog.recipes(for: .collections).contains(where: { recipe in
                    recipe.matches(.collectionProtocols, name)
                }) {
                    // `tableView.delegate = self` in the list's own code: the manager takes that role, not the view.
                    return .failure(CollectionProblem(Self.reason + " (line \(line): as the list's \(name), which the manager becomes)"))
                } else if adoptedProtocols.contains(name), isRefinable(name) {
                    if !protocols.contains(name) { protocols.append(name) }
                } else if controllerLineage.contains(name) {
                    if !classes.contains(name) { classes.append(name) }
                } else {
                    return .failure(CollectionProblem(Self.reason + " (line \(line): as \(name), which the view neither adopts nor is built on)"))
                }
            }
        }
        // The most derived class the code hands the view as stands for the others.
        return .success(Refinements(handsOver: handsOver, superclass: controllerLineage.first(where: classes.contains), protocols: protocols))
    }

    /// What the manager's delegate protocol inherits.
    struct Refinements: Equatable {
        /// The list's code hands the controller over at all (as `Any` it needs no refinement).
        var handsOver = false
        var superclass: String?
        var protocols: [String] = []
        /// As the inheritance clause lists them: the class first.
        var all: [String] { (superclass.map { [$0] } ?? []) + protocols }
    }

    static let reason = "its methods hand the controller itself (self) to other code"

    private var adoptedProtocols: Set<String> {
        Set(context.controller.adoptedProtocols + (context.types.types[context.controller.name]?.conformances ?? []))
    }

    /// The controller's class and those it is built on, UIKit's included.
    private var controllerLineage: [String] {
        var lineage = [context.controller.name] + context.types.lineage(of: context.controller.superclassName)
        if lineage.contains(where: { TypeTable.isUIKitType($0) && $0.hasSuffix("Controller") }), !lineage.contains("UIViewController") {
            lineage.append("UIViewController")
        }
        return lineage + ["UIResponder", "NSObject"]
    }

    /// A protocol the module's files can name and use as a type: one of the project's, not private, nested or generic,
    /// or one of UIKit's.
    private func isRefinable(_ name: String) -> Bool {
        guard let info = context.types.types[name] else { return TypeTable.isUIKitType(name) }
        return info.isProtocol && !info.isFilePrivate && !info.isNested && info.genericParameters.isEmpty
            && !context.types.isDeclaredMoreThanOnce(name)
    }

    /// The declared type of what the site hands `self` to: the parameter, or the property assigned.
    private func expectedType(at site: Site, in member: MemberModel) -> TypeSyntax? {
        switch site {
        case .argument(let argument, let call):
            let count = call.arguments.count
            if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
                // `Presenter.show(screen, from: self)`: a static method of a type the project declares.
                let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text
                let owner = typeName.flatMap { context.types.types[$0] != nil ? TypeText.named($0) : nil } ?? type(of: base, at: call, in: member)
                // UIKit's API takes a `sender` as `Any?` (`showDetailViewController(_:sender:)`).
                guard let owner else { return argument.label?.text == "sender" ? TypeText.named("Any") : nil }
                return context.types.parameterType(
                    labelled: argument.label?.text, ofCall: access.declName.baseName.text, argumentCount: count,
                    on: TypeText.unwrapped(owner).trimmedText)
            }
            // `TrackHeader(delegate: self)`: an initializer of a type the project declares.
            guard let typeName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                typeName.first?.isUppercase == true
            else { return nil }
            return context.types.parameterType(labelled: argument.label?.text, ofCall: nil, argumentCount: count, on: typeName)
        case .assignment(let target):
            guard let access = target.as(MemberAccessExprSyntax.self), let base = access.base,
                let owner = type(of: base, at: target, in: member).map({ TypeText.baseName(TypeText.unwrapped($0).trimmedText) })
            else { return nil }
            let property = access.declName.baseName.text
            if let declared = context.types.inheritedMemberType(property, of: owner) { return declared }
            // UIKit names a view's delegate and data source after the view (`UITextField.delegate: UITextFieldDelegate?`).
            guard ["delegate", "dataSource"].contains(property),
                let uiKit = context.types.lineage(of: owner).first(where: TypeTable.isUIKitType)
            else { return nil }
            return TypeText.named(uiKit + (property == "delegate" ? "Delegate" : "DataSource"))
        }
    }

    /// The type of `base` where `site` stands: a local bound before it (in the blocks around it, or by an `if let`), a
    /// parameter, or a member of the controller.
    private func type(of base: ExprSyntax, at site: some SyntaxProtocol, in member: MemberModel) -> TypeSyntax? {
        let statement = Syntax(site).ancestorOrSelf { $0.as(CodeBlockItemSyntax.self) }
        let before = statement.map(statementsInScope(before:)) ?? []
        // `if let cell = cell as? TrackCell { … }`: what the conditions around the site bind.
        var conditions: [ConditionElementListSyntax] = []
        var node = Syntax(site)
        while let parent = node.parent, !parent.is(MemberBlockItemSyntax.self) {
            if let ifExpression = parent.as(IfExprSyntax.self), ifExpression.body.id == node.id {
                conditions.insert(ifExpression.conditions, at: 0)
            }
            node = parent
        }
        var locals = context.inference.localTypes(in: before, known: member.parameterTypes)
        conditions.forEach { context.inference.bindConditions($0, into: &locals) }
        // `delegate?.didPick(…)`, `cell!.configure(…)`: the call is made on the unwrapped value.
        return context.inference.type(of: base.unwrapped, locals: locals)
    }
}
