import SwiftSyntax
import SwiftSyntaxBuilder

/// Test doubles for a module's protocols, made from the protocols as emitted (and those they
/// inherit from the same module), so a spy always conforms to what the module declares.
///
/// ## After
/// ```swift
/// @MainActor
/// final class MenuRouterInputSpy: MenuRouterInput {
///     private(set) var calls: [String] = []
///     func openCityModule() { record("openCityModule()") }
/// }
/// ```
struct Spies {
    /// The module's protocols by name, read from its emitted files.
    let protocols: [String: ProtocolDeclSyntax]
    let values: TestValues

    init(files: [PlannedFile], values: TestValues) {
        var protocols: [String: ProtocolDeclSyntax] = [:]
        for file in files where !file.isShared {
            for item in file.syntax.statements {
                if let decl = item.item.as(ProtocolDeclSyntax.self) { protocols[decl.name.text] = decl }
            }
        }
        self.protocols = protocols
        self.values = values
    }

    static func name(of protocolName: String) -> String { protocolName + "Spy" }

    /// The test's local holding the spy for a collaborator (`routerSpy` for `router`).
    static func variable(for collaborator: String) -> String { collaborator + "Spy" }

    /// `name(label:_:)`: how a spy writes down a call, and how tests expect it.
    static func callName(_ function: FunctionDeclSyntax) -> String {
        function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// The requirements a conformance must implement: the protocol's, then those of the module's protocols it inherits.
    func requirements(of protocolName: String) -> [FunctionDeclSyntax] {
        guard let decl = protocols[protocolName] else { return [] }
        let inherited = decl.inheritanceClause?.inheritedTypes.flatMap { requirements(of: $0.type.trimmedText) } ?? []
        return decl.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) } + inherited
    }

    /// The call name of the requirement `name` of the protocol, when it has one.
    func call(_ name: String, of protocolName: String) -> String? {
        requirements(of: protocolName).first { $0.name.text == name }.map(Self.callName)
    }

    func spy(_ protocolName: String) -> ClassDeclSyntax {
        let methods = requirements(of: protocolName).map { requirement -> MemberBlockItemSyntax in
            let parameters = requirement.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
            var body: [CodeBlockItemSyntax] = [
                SyntaxFactory.statement(
                    SyntaxFactory.call(
                        nil, "record",
                        arguments: [ExprSyntax(StringLiteralExprSyntax(content: Self.callName(requirement)))] + parameters.map(SyntaxFactory.reference)))
            ]
            if let returned = requirement.signature.returnClause?.type, !["Void", "()"].contains(returned.trimmedText) {
                let value = values.value(for: returned) ?? ExprSyntax("fatalError(\(literal: "\(Self.callName(requirement)) is not stubbed"))")
                body.append(CodeBlockItemSyntax(item: .stmt(StmtSyntax(ReturnStmtSyntax(expression: value)))))
            }
            let implementation = requirement.with(\.modifiers, []).with(\.attributes, []).with(\.leadingTrivia, [])
                .with(\.body, CodeBlockSyntax(statements: CodeBlockItemListSyntax(body)))
            return MemberBlockItemSyntax(decl: implementation)
        }
        let members: [MemberBlockItemSyntax] =
            [
                MemberBlockItemSyntax(decl: DeclSyntax("/// The calls received, in order, as `name(label:)`.\nprivate(set) var calls: [String] = []")),
                MemberBlockItemSyntax(decl: DeclSyntax("/// What each call was given, in the order of `calls`.\nprivate(set) var arguments: [[Any?]] = []")),
                MemberBlockItemSyntax(decl: DeclSyntax("/// Runs after each call: a test waits on it for work that reports later.\nvar onCall: (() -> Void)?")),
            ] + methods + [
                MemberBlockItemSyntax(
                    decl: DeclSyntax(
                        """
                        private func record(_ call: String, _ values: Any?...) {
                            calls.append(call)
                            arguments.append(values)
                            onCall?()
                        }
                        """))
            ]
        return ClassDeclSyntax(
            attributes: SyntaxFactory.mainActor, modifiers: [DeclModifierSyntax(name: .keyword(.final))], name: .identifier(Self.name(of: protocolName)),
            inheritanceClause: InheritanceClauseSyntax(inheritedTypes: [InheritedTypeSyntax(type: TypeText.named(protocolName))]),
            memberBlock: MemberBlockSyntax(members: SyntaxFactory.spaced(members)))
    }
}
