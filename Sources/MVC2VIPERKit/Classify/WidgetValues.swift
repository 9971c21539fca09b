import SwiftSyntax

/// What the user entered, read off the screen (`nameField.text`, `notificationsSwitch.isOn`).
/// Code that leaves the view gets these values as parameters the view fills in; the state recipe
/// lists which widget properties count, with their types (`UITextField.text: String?`).
struct WidgetValues {
    let context: ClassificationContext

    /// `UITextField.text` → `String?`: parsed once per catalog, read through the context's type inference.
    private var types: [String: TypeSyntax] { context.inference.platformMembers }

    /// The UIKit controls a method is handed (`sender: UISwitch`), by parameter name: what code reads off them travels as values.
    static func senders(of member: MemberModel) -> [String: TypeSyntax] {
        Dictionary(
            member.parameters.filter { TypeTable.isUIKitType(TypeText.baseName($0.type.trimmedText)) }.map { ($0.name, $0.type) },
            uniquingKeysWith: { first, _ in first })
    }

    /// `UISwitch`, `isOn` → `Bool`.
    func valueType(of widgetType: String, _ property: String) -> TypeSyntax? { types[widgetType + "." + property] }

    /// The statements with each widget value replaced by a parameter's name, and those parameters
    /// (passed by the view as the original expressions). Values the code assigns are left alone.
    /// `senders`: the method's own UIKit parameters (`sender: UISwitch`), read the same way (`sender.isOn` → `isOn`).
    /// `stating`: the rewrite is the moved code's, stated for the nothing-lost account; a caller only asking what a
    /// statement reads of the controls states nothing (stating costs as much as the rewrite).
    func substitute(
        in statements: [CodeBlockItemSyntax], locals: Set<String>,
        senders: [String: TypeSyntax] = [:], stating: Bool = true
    ) -> ([CodeBlockItemSyntax], [Parameter]) {
        let rewriter = Substitution(
            context: context, types: types,
            taken: locals.union(statements.flatMap { boundNames($0) }), senders: senders)
        let rewritten = statements.map { statement in
            stating
                ? rewriter.rewrite(statement, stating: "the view reads the control's value and passes it").cast(CodeBlockItemSyntax.self)
                : rewriter.rewrite(statement, detach: true).cast(CodeBlockItemSyntax.self)
        }
        return (rewritten, rewriter.parameters)
    }
}

private final class Substitution: SyntaxRewriter {
    let context: ClassificationContext
    let types: [String: TypeSyntax]
    let senders: [String: TypeSyntax]
    var taken: Set<String>
    private(set) var parameters: [Parameter] = []

    init(context: ClassificationContext, types: [String: TypeSyntax], taken: Set<String>, senders: [String: TypeSyntax]) {
        self.context = context
        self.types = types
        self.taken = taken
        self.senders = senders
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        let property = node.declName.baseName.text
        let sender = node.base?.as(DeclReferenceExprSyntax.self).map(\.baseName.text).flatMap { name in senders[name].map { (name, $0) } }
        let widget: (name: String, type: TypeSyntax)?
        if let sender {
            // `sender.isOn` is simply `isOn`.
            widget = (taken.contains(property) ? sender.0 + Naming.upperFirst(property) : property, sender.1)
        } else if let outlet = outletName(node.base), let member = context.controller.member(named: outlet), context.isUIMember(member),
            let outletType = context.inference.memberType(outlet)
        {
            widget = (outlet + Naming.upperFirst(property), outletType)
        } else {
            widget = nil
        }
        let widgetType = widget.map { TypeText.baseName($0.type.trimmedText) } ?? ""
        guard let widget, let type = types[widgetType + "." + property] ?? appControlValue(widgetType, property), !isAssigned(node) else {
            return super.visit(node)
        }
        let key = node.trimmedText
        let parameter =
            parameters.first { $0.argument?.trimmedText == key }
            ?? {
                let name = Planner.uniqueNoun(widget.name, among: Array(taken))
                taken.insert(name)
                let parameter = Parameter(label: nil, name: name, type: type, argument: ExprSyntax(node.trimmed))
                parameters.append(parameter)
                return parameter
            }()
        return ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(parameter.name)))
            .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// A plain value a control of the app's own stores (`class StatsSliderView: UIView { var value: Int = 0 }`): the user
    /// sets it as UIKit's controls' values, and the code reads it off the screen the same way.
    private func appControlValue(_ typeName: String, _ property: String) -> TypeSyntax? {
        guard let info = context.types[typeName], info.isClass, context.types.isUIKitType(typeName),
            let stored = info.storedProperties.first(where: { $0.name == property })?.type,
            TypeText.names(in: stored).allSatisfy(EntityPlanner.plainTypes.contains)
        else { return nil }
        return stored
    }

    /// `nameField` or `self.nameField` (optionally unwrapped).
    private func outletName(_ base: ExprSyntax?) -> String? {
        let current = base?.unwrapped
        if let reference = current?.as(DeclReferenceExprSyntax.self), !taken.contains(reference.baseName.text) { return reference.baseName.text }
        if let access = current?.as(MemberAccessExprSyntax.self), let selfBase = access.base, ReferenceCollector.isSelf(selfBase) {
            return access.declName.baseName.text
        }
        return nil
    }

    private func isAssigned(_ node: MemberAccessExprSyntax) -> Bool {
        if node.parent?.is(InOutExprSyntax.self) == true { return true }
        guard let list = node.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == node.id }) else { return false }
        let next = list.index(after: index)
        return next != list.endIndex && list[next].is(AssignmentExprSyntax.self)
    }
}
