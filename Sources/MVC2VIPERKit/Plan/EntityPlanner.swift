import SwiftSyntax

/// Decides which model objects crossing from the interactor get a plain object (PONSO),
/// with the fields the controller reads, typed from their declarations in the file.
struct EntityPlanner {
    let context: ClassificationContext

    static let plainTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "Bool", "Data", "Date", "URL", "UUID", "Decimal", "Character", "TimeInterval", "Array", "Dictionary",
        "Set", "Optional", "Void", "NSNumber", "NSString", "Notification", "Error", "NSError", "URLResponse", "HTTPURLResponse",
        "Timer", "IndexPath", "DateComponents", "TimeZone", "Locale", "Measurement", "CGPoint", "CGSize", "CGRect", "Result",
        // Foundation's values: a request, text with attributes, ranges and calendars are values the view can hold.
        "URLRequest", "URLComponents", "URLQueryItem", "NSAttributedString", "AttributedString", "Substring", "Calendar", "DateInterval",
        "CharacterSet", "NSRange", "Range", "ClosedRange", "NSDecimalNumber", "PersonNameComponents", "Never",
        // Foundation's immutable objects, bridged values, and where a place is (an immutable location, a coordinate).
        "NSArray", "NSDictionary", "NSSet", "NSData", "NSDate", "NSURL", "CLLocation", "CLLocationCoordinate2D", "CLLocationDistance",
        // The cache tracker's container of tracked objects (emitted with the module).
        "CacheTransactionBatch",
    ]

    func planEntities(_ plan: inout MigrationPlan, declined: inout [Unresolved]) {
        let readFields = fieldsReadOutsideInteractor(plan)
        for requestIndex in plan.requests.indices {
            var results = plan.requests[requestIndex].results
            for resultIndex in results.indices {
                let result = results[resultIndex]
                let names = TypeText.ownNames(in: result.modelType).subtracting(Self.plainTypes)
                for name in names.sorted() {
                    guard let info = context.types[name] else {
                        declined.append(
                            Unresolved(
                                member: result.name, line: plan.requests[requestIndex].line,
                                reason: "\(name) is not declared in this file: its values reach the view unmapped (check they are plain values)",
                                recipe: context.catalog.recipes(for: .lifecycleFetch).first?.id))
                        continue
                    }
                    guard info.isClass else { continue }  // Structs and enums are plain already.
                    let shown = [plan.requests[requestIndex].displayCommand, plan.requests[requestIndex].failureCommand]
                        .compactMap { $0 }.flatMap { plan.viewCommands[$0].body }
                    if let receiver = WholeValueHandOver.receiver(of: result.name, in: shown, ownMethods: Set(context.controller.members.map(\.baseName))) {
                        declined.append(
                            Unresolved(
                                member: result.name, line: plan.requests[requestIndex].line,
                                reason: "the view hands \(name) whole to \(receiver), which takes the model, not a plain object",
                                recipe: context.catalog.recipes(for: .lifecycleFetch).first?.id))
                        continue
                    }
                    let usedOthers = readFields.intersection(info.otherMembers)
                    if !usedOthers.isEmpty {
                        declined.append(
                            Unresolved(
                                member: result.name, line: plan.requests[requestIndex].line,
                                reason: "the view calls \(usedOthers.sorted().joined(separator: ", ")) on \(name), which a plain object cannot carry",
                                recipe: context.catalog.recipes(for: .lifecycleFetch).first?.id))
                        continue
                    }
                    guard let mapping = mapping(of: result.modelType, entityName: name) else {
                        declined.append(
                            Unresolved(
                                member: result.name, line: plan.requests[requestIndex].line,
                                reason: "\(result.modelType.trimmedText) holds \(name) in a shape the mapping does not cover",
                                recipe: context.catalog.recipes(for: .lifecycleFetch).first?.id))
                        continue
                    }
                    let entityIndex =
                        plan.entities.firstIndex { $0.modelType == name }
                        ?? {
                            let fields = info.storedProperties.filter { readFields.contains($0.name) }
                            plan.entities.append(Entity(modelType: name, name: name + "PlainObject", fields: fields))
                            return plan.entities.count - 1
                        }()
                    plan.viewEdits.typeSubstitutions[name] = plan.entities[entityIndex].name
                    let plainType = TypeSubstitution(plan.viewEdits.typeSubstitutions).rewrite(result.modelType, stating: RewriteReason.plainObjects).cast(
                        TypeSyntax.self)
                    results[resultIndex] = ResultValue(
                        name: result.name, modelType: result.modelType, plainType: plainType,
                        mapping: mapping(entityIndex))
                }
            }
            plan.requests[requestIndex].results = results
        }
        reportWidenedAPI(plan, declined: &declined)
        for index in plan.viewCommands.indices where plan.viewCommands[index].kind == .display {
            let command = plan.viewCommands[index]
            let substitution = TypeSubstitution(plan.viewEdits.typeSubstitutions)
            plan.viewCommands[index].parameters = command.parameters.map {
                Parameter(label: $0.label, name: $0.name, type: substitution.rewrite($0.type, detach: true).cast(TypeSyntax.self))
            }
        }
    }

    /// Members other files can see whose written types now name a plain object: a follow-up for the
    /// lead, since callers elsewhere see the new type.
    private func reportWidenedAPI(_ plan: MigrationPlan, declined: inout [Unresolved]) {
        let models = Set(plan.viewEdits.typeSubstitutions.keys)
        guard !models.isEmpty else { return }
        for member in plan.controller.members where !member.isPrivate && !plan.viewEdits.removedMembers.contains(member.name) {
            let types = [member.typeAnnotation, member.returnType].compactMap { $0 } + member.parameters.map(\.type)
            let named = types.reduce(into: Set<String>()) { $0.formUnion(TypeText.names(in: $1)) }.intersection(models)
            guard !named.isEmpty else { continue }
            let renames = named.sorted().map { "\($0) → \(plan.viewEdits.typeSubstitutions[$0]!)" }.joined(separator: ", ")
            declined.append(
                Unresolved(
                    member: member.name, line: member.line,
                    reason: "follow-up: its type now uses plain objects (\(renames)); code in other files that uses this \(member.access) member must follow",
                    recipe: context.catalog.recipes(for: .lifecycleFetch).first?.id))
        }
    }

    private func mapping(of type: TypeSyntax, entityName: String) -> ((Int) -> ResultValue.Mapping)? {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == entityName, identifier.genericArgumentClause == nil {
            return { .single(entity: $0) }
        }
        if let optional = type.as(OptionalTypeSyntax.self), optional.wrappedType.trimmedText == entityName {
            return { .optional(entity: $0) }
        }
        if let array = type.as(ArrayTypeSyntax.self), array.element.trimmedText == entityName {
            return { .array(entity: $0) }
        }
        // A cache tracker's batch maps element by element, like an array.
        if let batch = type.as(IdentifierTypeSyntax.self), batch.name.text == "CacheTransactionBatch",
            batch.genericArgumentClause?.arguments.map(\.argument.trimmedText) == [entityName]
        {
            return { .array(entity: $0) }
        }
        return nil
    }

    /// Member names read with `.name` (or in a key path) anywhere except the code that moves to the interactor.
    private func fieldsReadOutsideInteractor(_ plan: MigrationPlan) -> Set<String> {
        let moved = Set(plan.requests.flatMap { $0.body.map(\.id) })
        let collector = MemberNameCollector(skipping: moved)
        for member in plan.controller.members where !plan.interactorHelpers.contains(where: { $0.name == member.name }) {
            collector.walk(member.declaration)
        }
        return collector.names
    }
}

/// Where display code hands a result on whole (`OELoginFirstBookVC(account: account)`), to code other than the
/// controller's own, whose types follow the plain objects: there the plain object is not the type the code takes.
/// Names bound from the result (`guard let account = currentAccount`) count as the result.
private final class WholeValueHandOver: SyntaxVisitor {
    private var names: Set<String>
    private let ownMethods: Set<String>
    /// How the view's code names the module's parts before emitters rename them.
    private static let moduleParts: Set<String> = ["dataDisplayManager", "output"]
    private(set) var receiver: String?

    static func receiver(of name: String, in statements: [CodeBlockItemSyntax], ownMethods: Set<String>) -> String? {
        let visitor = WholeValueHandOver(name, ownMethods: ownMethods)
        for statement in statements where visitor.receiver == nil { visitor.walk(statement) }
        return visitor.receiver
    }

    private init(_ name: String, ownMethods: Set<String>) {
        self.names = [name]
        self.ownMethods = ownMethods
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value.as(DeclReferenceExprSyntax.self), names.contains(value.baseName.text),
            let alias = node.pattern.as(IdentifierPatternSyntax.self)
        {
            names.insert(alias.identifier.text)
        }
        // `guard let currentAccount else`: the shorthand keeps the name.
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value.as(DeclReferenceExprSyntax.self), names.contains(value.baseName.text),
            let alias = node.pattern.as(IdentifierPatternSyntax.self)
        {
            names.insert(alias.identifier.text)
        }
        return .visitChildren
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        guard receiver == nil, let value = node.expression.as(DeclReferenceExprSyntax.self), names.contains(value.baseName.text),
            let call = node.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return .visitChildren }
        let called = call.calledExpression
        let ownName =
            called.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? called.as(MemberAccessExprSyntax.self).flatMap { access in
                access.base.map(ReferenceCollector.isSelf) == true ? access.declName.baseName.text : nil
            }
        if let ownName, ownMethods.contains(ownName) { return .visitChildren }
        // The module's own parts (`dataDisplayManager.update(batch)`) are typed with the plain objects too.
        if let base = called.as(MemberAccessExprSyntax.self)?.base {
            let owner =
                base.as(MemberAccessExprSyntax.self).flatMap { $0.base.map(ReferenceCollector.isSelf) == true ? $0.declName.baseName.text : nil }
                ?? base.as(DeclReferenceExprSyntax.self)?.baseName.text
            if let owner, Self.moduleParts.contains(owner) { return .visitChildren }
        }
        receiver = called.trimmedText
        return .skipChildren
    }
}

private final class MemberNameCollector: SyntaxVisitor {
    let skipping: Set<SyntaxIdentifier>
    var names: Set<String> = []

    init(skipping: Set<SyntaxIdentifier>) {
        self.skipping = skipping
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        skipping.contains(node.id) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.declName.baseName.text)
        return .visitChildren
    }

    /// `articles.map(\.title)` reads `title` too.
    override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.declName.baseName.text)
        return .visitChildren
    }
}

/// Renames model types to their plain objects in types written in the view (`[Quarter]` → `[QuarterPlainObject]`).
public final class TypeSubstitution: SyntaxRewriter {
    let map: [String: String]

    public init(_ map: [String: String]) {
        self.map = map
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        guard let replacement = map[node.name.text] else { return super.visit(node) }
        return super.visit(node.with(\.name, node.name.with(\.tokenKind, .identifier(replacement))))
    }
}
