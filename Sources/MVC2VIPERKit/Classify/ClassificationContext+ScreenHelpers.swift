import SwiftSyntax

/// A dependency the screen hands whole to one of its helpers (`MediaPicker(dcContext: dcContext, navigationController:
/// navigationController)`) asks nothing of the model there: the helper does, itself. See `dataAccess(in:references:)`.
extension ClassificationContext {
    /// Whether every use of the dependency `name` in `node` hands it whole to a call that also hands over the screen or
    /// part of it (`self`, `navigationController`, an outlet), or makes a UIKit object of the app's: a helper of the
    /// screen, which asks the model what it needs itself. Handed to anything else (`AddCustomChain(networkService:)`, then
    /// `run()`), the dependency does the data work the code starts.
    func handsOnlyToScreenHelpers(_ name: String, in node: some SyntaxProtocol) -> Bool {
        TravellingValues.handsOnWhole(name, in: [node])
            && node.tokens(viewMode: .sourceAccurate).allSatisfy { token in
                guard token.text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                    let value = ReferenceCollector.ownMemberExpression(reference)
                else { return true }
                return handsToScreenHelper(value)
            }
    }

    /// Whether `value` (a use of a dependency) is an argument of a call that also hands over the screen or part of it,
    /// or of a call making a UIKit object of the app's.
    func handsToScreenHelper(_ value: ExprSyntax) -> Bool {
        guard let argument = value.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        if let typeName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            types.lineage(of: typeName).contains(where: TypeTable.isUIKitType)
        {
            return true
        }
        return call.arguments.contains { $0.id != argument.id && namesScreen($0.expression) }
    }

    /// `self`, `navigationController`, `self.tableView`, an outlet: the screen or a part of it.
    private func namesScreen(_ expression: ExprSyntax) -> Bool {
        if ReferenceCollector.isSelf(expression) { return true }
        let name =
            expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self).flatMap { access in
                access.base.map(ReferenceCollector.isSelf) == true ? access.declName.baseName.text : nil
            }
        guard let name else { return false }
        return ReferenceCollector.inheritedControllerAPI.contains(name) || controller.member(named: name).map(isUIMember) == true
    }
}
