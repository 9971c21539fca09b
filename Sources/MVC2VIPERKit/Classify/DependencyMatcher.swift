import SwiftSyntax

/// The Book's "objects configuration" recipe: a dependency the controller builds for itself
/// (a lazy var, an optional-backed getter, a stored property initialised with a service)
/// is created by the assembly instead.
///
/// ## Before
/// ```swift
/// private lazy var weatherService: WeatherService = WeatherServiceImplementation()
/// ```
/// ## After
/// ```swift
/// // Assembly
/// private func makeWeatherService() -> WeatherService { return WeatherServiceImplementation() }
/// // Interactor (or the layer that uses it)
/// let weatherService: WeatherService
/// ```
struct DependencyMatcher {
    struct Finding {
        let member: MemberModel
        let type: TypeSyntax
        let factory: [CodeBlockItemSyntax]
        /// The optional stored property behind a getter (`_imageLocalCacheManager`).
        let backing: MemberModel?
        let evidence: Evidence
        /// Set from outside (`init(loader:)`, a property the creator fills): the assembly hands the
        /// controller's instance on instead of creating one.
        var injected = false
    }

    static let singletonAccessors: Set<String> = ["shared", "default", "standard", "current", "main", "sharedInstance", "instance"]

    let context: ClassificationContext

    func findings() -> (found: [Finding], declined: [Unresolved]) {
        var found: [Finding] = []
        var declined: [Unresolved] = []
        // Backing variables of optional-backed getters are part of their getter, not injected slots.
        let backings = Set(
            context.controller.members.compactMap { member -> String? in
                guard member.kind == .computedProperty else { return nil }
                return optionalBackedGetter(member)?.0.name
            })
        for member in context.controller.members where !member.isStatic && !member.isOutlet && !member.isLeftAsWritten {
            switch member.kind {
            case .storedProperty:
                // Injected: a dependency-typed slot the controller's creator fills.
                if !backings.contains(member.name),
                    member.initializer == nil || member.initializer?.is(NilLiteralExprSyntax.self) == true,
                    let annotated = member.typeAnnotation,
                    let recipe = context.isDependencyType(TypeText.baseName(TypeText.unwrapped(annotated).trimmedText))
                {
                    // The assembly that injects it must name its type.
                    if let name = context.filePrivateName(readBy: [annotated]) {
                        declined.append(
                            Unresolved(
                                member: member.name, line: member.line,
                                reason: "its type names \(name), which the controller's file declares private to itself", recipe: recipe))
                        continue
                    }
                    var finding = Finding(
                        member: member, type: annotated.trimmed, factory: [], backing: nil,
                        evidence: Evidence(recipe: recipe, line: member.line, syntax: context.snippet(member.declaration)))
                    finding.injected = true
                    found.append(finding)
                    continue
                }
                guard let value = member.initializer, Self.creates(value),
                    let type = member.typeAnnotation.map(TypeText.unwrapped) ?? createdType(value),
                    let recipe = context.isDependencyType(TypeText.baseName(type.trimmedText))
                else { continue }
                if member.modifiers.contains("weak") { continue }
                let factory = factoryStatements(for: value)
                if let problem = factoryProblem(factory, member: member) {
                    declined.append(Unresolved(member: member.name, line: member.line, reason: problem, recipe: recipe))
                    continue
                }
                found.append(
                    Finding(
                        member: member, type: type.trimmed, factory: factory, backing: nil,
                        evidence: Evidence(recipe: recipe, line: member.line, syntax: context.snippet(member.declaration))))
            case .computedProperty:
                guard let type = member.typeAnnotation,
                    let recipe = context.isDependencyType(TypeText.baseName(type.trimmedText)),
                    let (backing, factory) = optionalBackedGetter(member)
                else { continue }
                if let problem = factoryProblem(factory, member: member) {
                    declined.append(Unresolved(member: member.name, line: member.line, reason: problem, recipe: recipe))
                    continue
                }
                found.append(
                    Finding(
                        member: member, type: type.trimmed, factory: factory, backing: backing,
                        evidence: Evidence(recipe: recipe, line: member.line, syntax: context.snippet(member.declaration))))
            default:
                continue
            }
        }
        return (found, declined)
    }

    /// Whether an initial value builds or fetches an object (`Type(...)`, `Type.shared`, `{ … }()`),
    /// rather than leaving a slot for someone else to fill (`nil`, a literal).
    static func creates(_ value: ExprSyntax) -> Bool {
        if value.is(FunctionCallExprSyntax.self) { return true }
        if let access = value.as(MemberAccessExprSyntax.self) { return access.base != nil }
        return false
    }

    /// `Type(...)`, `Type.shared`, `{ ...; return Type() }()`.
    private func createdType(_ value: ExprSyntax) -> TypeSyntax? {
        // `Type.shared`, or Objective-C's accessor called (`Type.sharedInstance()`, `Type.shared()`): the type's one
        // instance, whatever the Swift side declares of it.
        let call = value.as(FunctionCallExprSyntax.self)
        let accessor = call.flatMap { $0.arguments.isEmpty && $0.trailingClosure == nil ? $0.calledExpression : nil } ?? value
        if let access = accessor.as(MemberAccessExprSyntax.self), Self.singletonAccessors.contains(access.declName.baseName.text),
            let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true
        {
            return context.types.memberType(access.declName.baseName.text, of: base.baseName.text)
                ?? TypeText.named(base.baseName.text)
        }
        if let closure = Self.immediatelyCalledClosure(value),
            let last = closure.statements.last?.item.as(ReturnStmtSyntax.self)?.expression
        {
            let locals = context.inference.localTypes(in: Array(closure.statements.dropLast()), known: [:])
            return context.inference.type(of: last, locals: locals)
        }
        return context.inference.type(of: value, locals: [:])
    }

    /// `{ … }()`: a closure called where it stands, with no arguments (a lazy property's builder).
    static func immediatelyCalledClosure(_ value: ExprSyntax) -> ClosureExprSyntax? {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty else { return nil }
        return call.calledExpression.as(ClosureExprSyntax.self)
    }

    private func factoryStatements(for value: ExprSyntax) -> [CodeBlockItemSyntax] {
        if let closure = Self.immediatelyCalledClosure(value) {
            return Array(closure.statements)
        }
        return [Self.returnStatement(value)]
    }

    static func returnStatement(_ value: ExprSyntax) -> CodeBlockItemSyntax {
        CodeBlockItemSyntax(
            item: .stmt(
                StmtSyntax(
                    ReturnStmtSyntax(
                        returnKeyword: .keyword(.return, trailingTrivia: .space), expression: value.trimmed))))
    }

    /// A factory that reads controller state cannot run in the assembly.
    private func factoryProblem(_ factory: [CodeBlockItemSyntax], member: MemberModel) -> String? {
        let references = factory.reduce(into: References()) { $0.merge(context.references($1)) }
        if references.usesSelfAsValue { return "its creation passes the controller itself (self)" }
        if let name = references.inheritedAPI.sorted().first { return "its creation reads the controller's \(name)" }
        if let name = references.selfMembers.subtracting([member.name]).sorted().first {
            return "its creation reads the controller's \(name)"
        }
        // The assembly's file cannot name what the controller's file keeps private (`NSCache<AltIcon, UIImage>()`); the
        // declaration holds the factory, its type and a getter's backing code alike.
        if let name = context.filePrivateName(readBy: [member.declaration]) {
            return "its creation reads \(name), which the controller's file declares private to itself"
        }
        return nil
    }

    /// `if _x == nil { ...; _x = value }; return _x!` over an optional stored `_x`.
    private func optionalBackedGetter(_ member: MemberModel) -> (MemberModel, [CodeBlockItemSyntax])? {
        guard let body = member.body, body.count == 2,
            let ifExpression = body.first?.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? body.first?.item.as(IfExprSyntax.self),
            ifExpression.elseBody == nil, ifExpression.conditions.count == 1,
            let condition = ifExpression.conditions.first?.condition.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
            condition.elements.count == 3,
            condition.elements.last?.is(NilLiteralExprSyntax.self) == true,
            let backingName = Self.storedName(condition.elements.first!),
            let backing = context.controller.member(named: backingName), backing.kind == .storedProperty,
            let returned = body.last?.item.as(ReturnStmtSyntax.self)?.expression,
            returned.trimmedText.hasPrefix(backingName) || returned.trimmedText.hasPrefix("self." + backingName)
        else { return nil }
        var factory: [CodeBlockItemSyntax] = []
        var assigned = false
        for statement in ifExpression.body.statements {
            if let sequence = statement.item.as(SequenceExprSyntax.self)
                ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
                sequence.elements.count == 3, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                Self.storedName(sequence.elements.first!) == backingName, let value = sequence.elements.last
            {
                factory.append(Self.returnStatement(value).with(\.leadingTrivia, statement.leadingTrivia))
                assigned = true
            } else {
                factory.append(statement)
            }
        }
        return assigned ? (backing, factory) : nil
    }

    private static func storedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base, ReferenceCollector.isSelf(base) {
            return access.declName.baseName.text
        }
        return nil
    }
}
