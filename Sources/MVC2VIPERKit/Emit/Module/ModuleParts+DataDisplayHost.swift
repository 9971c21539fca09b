import SwiftSyntax
import SwiftSyntaxBuilder

/// What the data display manager asks of the view (`CollectionHost`): a delegate protocol, one requirement per
/// member as the controller declares it, which the view adopts.
extension ModuleParts {
    var hostProtocolName: String { names.dataDisplayManager + "Delegate" }

    /// `@MainActor protocol FeedDataDisplayManagerDelegate: AnyObject { func didPressDelete(at indexPath: IndexPath) }`,
    /// types as the view names them (plain objects for model types).
    /// Requirements are spliced in past the formatter, spelled as the controller spells them (`{ get }` on one line).
    func hostProtocol(_ display: DataDisplay, substitution: TypeSubstitution, splicer: CodeSplicer) -> DeclSyntax? {
        guard display.hasHost else { return nil }
        let requirements = display.host.sorted { $0.member.line < $1.member.line }.compactMap { host -> MemberBlockItemSyntax? in
            if let function = host.member.declaration.as(FunctionDeclSyntax.self) {
                let signature = substitution.rewrite(function.signature.trimmed, detach: true).cast(FunctionSignatureSyntax.self)
                return splicer.placeholder(for: DeclSyntax("func \(function.name.trimmed)\(signature)"))
            }
            guard let type = host.type.map({ substitution.rewrite($0, detach: true).cast(TypeSyntax.self) }) else { return nil }
            let requirement: DeclSyntax =
                host.settable ? "var \(raw: host.member.baseName): \(type) { get set }" : "var \(raw: host.member.baseName): \(type) { get }"
            return splicer.placeholder(for: requirement)
        }
        // A class it is handed as (`UIViewController`) bounds the protocol to classes itself, and comes first.
        return DeclSyntax(
            protocolDecl(
                hostProtocolName, classBound: display.hostRefinements.superclass == nil, requirements,
                inherits: display.hostRefinements.all)
        )
        .with(\.leadingTrivia, SyntaxFactory.docComment("What the list asks of the view, which keeps it: the data display manager's delegate."))
    }

    /// The manager's way back to the view.
    func hostProperty(_ display: DataDisplay) -> MemberBlockItemSyntax? {
        guard display.hasHost else { return nil }
        return member(
            SyntaxFactory.property(
                display.hostProperty, TypeSyntax(ImplicitlyUnwrappedOptionalTypeSyntax(wrappedType: TypeText.named(hostProtocolName))),
                modifiers: [.weak]
            )
            .with(\.leadingTrivia, SyntaxFactory.docComment("The view, for what the list asks of it.")))
    }

    /// The view adopts the protocol; its members already meet it.
    func hostConformance(_ display: DataDisplay?) -> CodeBlockItemSyntax? {
        guard let display, display.hasHost else { return nil }
        return CodeBlockItemSyntax(
            item: .decl(
                DeclSyntax(
                    SyntaxFactory.conformance(plan.controller.name, hostProtocolName, [])
                        .with(\.leadingTrivia, .newlines(2) + markComment(hostProtocolName)))))
    }

    /// The moved code reaching the view's members through the delegate.
    func redirectingToHost(_ decl: DeclSyntax, _ display: DataDisplay) -> DeclSyntax {
        guard display.hasHost else { return decl }
        return HostRedirect(members: Set(display.host.map(\.member.baseName)), property: display.hostProperty, handsOver: display.hostRefinements.handsOver)
            .rewrite(decl, stating: "what the list asks of the view goes through the manager's delegate").cast(DeclSyntax.self)
    }
}
