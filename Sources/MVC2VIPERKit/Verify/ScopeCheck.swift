import SwiftLexicalLookup
import SwiftSyntax

/// Resolves, at its new place, every name of the module that in the original named something of the controller —
/// one of its members, or a local, parameter or binding of its code. Such a name that now resolves to nothing
/// (`order`, a local of the action, read by the interactor's request; `self?.loadOrders()` in the interactor) means
/// the plan moved code without what it reads: the module would not compile. Names the original resolved outside the
/// controller (the SDK, the project's types and functions) are used the same way wherever the code goes, and are
/// not checked.
///
/// ## Finds
/// ```swift
/// func performCancelOrder() {
///     apiClient.post(path: "orders/\(order.id)/cancel") { … }   // `order` was a local of cancelOrderTapped(_:)
/// }
/// ```
public struct ScopeCheck {
    /// How the report names what the check kept in the view.
    static let recipe = "scope-check"

    public struct Finding: Codable, Equatable, Sendable {
        /// The module file, relative to the output folder.
        let path: String
        let line: Int
        let column: Int
        let name: String
        /// Where the name stands: `FeedInteractor.performCancelOrder()`.
        let place: String
        /// The controller's members whose code brought the name there: they stay in the view.
        let origins: [String]
        /// What is wrong when it is not a name nothing declares (an object that would not start whole).
        var problem: String? = nil

        var reason: String { problem ?? "its code would read '\(name)' in \(place), where nothing declares it" }
    }

    private let plan: MigrationPlan
    /// Controller members by base name, and the members whose code declares each local name.
    private let memberNames: Set<String>
    private let localsDeclaredBy: [String: Set<String>]
    /// What the controller's files declare at file level and keep to themselves (`private let pageSize = 20`,
    /// `fileprivate func normalized(_:)`): code moved to another file of the module cannot see it.
    private let filePrivateNames: Set<String>
    /// What the controller's files add privately to other types (`private extension UserDefaults { var lastSync … }`).
    fileprivate let filePrivateMembers: Set<String>
    /// The module's files that are the controller's own, rewritten: they keep the file's private declarations.
    fileprivate let viewPaths: Set<String>
    /// Members whose code the plan sends somewhere besides the view.
    private let leftTheView: Set<String>
    /// Members of each type the module declares (class body and extensions), by type name.
    private var typeMembers: [String: Set<String>] = [:]
    /// The members of each type that are values (properties, enum cases), not only methods.
    private var valueMembers: [String: Set<String>] = [:]
    /// Base names the controller gave a property (stored or computed), which code reads as a value.
    private let propertyNames: Set<String>
    /// Types whose superclass the module does not declare (the view's UIKit controller, a manager's `NSObject`):
    /// they have members nobody here can list.
    private var inheritsFromOutside = Set<String>()
    /// The types whose code is checked: the module's own, and the controller. The rest of the controller's files
    /// (another class beside it) is the original's code as written.
    private var checkedTypes = Set<String>()
    /// The condition the controller is declared under (`!RELEASE`), which holds wherever its module is built.
    fileprivate let moduleCondition: String?
    /// The controller's members as written: a member of the view with the same text is one the migration left alone.
    private let originalMemberTexts: Set<String>

    init(plan: MigrationPlan) {
        moduleCondition = EmittedModule.clause(declaring: plan.controller.name, in: plan.source.primary.tree)?.condition?.trimmedText
        self.plan = plan
        memberNames = plan.controller.memberBaseNames
        propertyNames = Set(plan.controller.members.filter { $0.kind != .function }.map(\.baseName))
        var locals: [String: Set<String>] = [:]
        for member in plan.controller.members {
            let collector = LocalNameCollector()
            collector.walk(member.declaration)
            for name in collector.names { locals[name, default: []].insert(member.name) }
        }
        localsDeclaredBy = locals
        filePrivateNames = plan.source.filePrivateNames(besides: plan.controller.name)
        filePrivateMembers = plan.source.filePrivateExtensionMembers(besides: plan.controller.name)
        viewPaths = Set(ModuleSources.controllerPaths(plan))
        leftTheView = Set(plan.members.filter { $0.targets != [.view] }.map(\.name))
        originalMemberTexts = Set(plan.controller.members.map(\.declaration.trimmedText))
    }

    /// A name the controller's members only ever declared as locals, read in a member the migration left as written:
    /// it resolves as it did in the original, which compiled (its declaration is in the same text around it). The
    /// lexical lookup that would say so walks every scope up to the file's: a tenth of a large screen's migration.
    fileprivate func resolvesAsWritten(_ name: String, inUnchangedMember isUnchanged: @autoclosure () -> Bool) -> Bool {
        !memberNames.contains(name) && !filePrivateNames.contains(name) && isUnchanged()
    }

    /// Whether a member of the module reads as one of the controller's own, as written.
    fileprivate func isOriginalMember(_ text: String) -> Bool {
        originalMemberTexts.contains(text)
    }

    /// What the check read and found.
    struct Outcome {
        /// Names of the module resolved at their new place.
        var checked = 0
        var findings: [Finding] = []
    }

    /// The check over the module's own files (not its generated tests, nor the support files modules share).
    func run(on module: EmittedModule) -> Outcome {
        var check = self
        let files = module.files.filter { $0.layer != .tests && !$0.isShared }
        let viewPaths = Set(ModuleSources.controllerPaths(plan))
        var superclasses: [String: String] = [:]
        for file in files {
            let collector = TypeMemberCollector()
            collector.walk(file.syntax)
            check.typeMembers.merge(collector.members) { $0.union($1) }
            check.valueMembers.merge(collector.values) { $0.union($1) }
            superclasses.merge(collector.superclasses) { first, _ in first }
            if !viewPaths.contains(file.path) { check.checkedTypes.formUnion(collector.members.keys) }
        }
        check.checkedTypes.insert(plan.controller.name)
        check.inheritsFromOutside = Set(superclasses.filter { check.typeMembers[$0.value] == nil }.keys)
            .union([plan.controller.name])
        // The view answers to what the controller still has and to what its superclasses (UIKit's, the app's) have.
        let inherited = plan.viewNames.union(plan.controller.members.filter(\.isOverride).map(\.baseName))
        check.typeMembers[plan.controller.name, default: []].formUnion(inherited)
        check.valueMembers[plan.controller.name, default: []].formUnion(inherited)
        var outcome = Outcome()
        for file in files {
            let walker = ReferenceWalker(check: check, file: file)
            walker.walk(file.syntax)
            outcome.checked += walker.checked
            outcome.findings += walker.findings
        }
        return outcome
    }

    /// Whether `name` may be checked: the original gave it a meaning inside the controller.
    fileprivate func isControllerScoped(_ name: String) -> Bool {
        memberNames.contains(name) || localsDeclaredBy[name] != nil || filePrivateNames.contains(name)
    }

    /// A type the controller's file keeps private (`private enum Section`), not a member type of the controller.
    fileprivate func filePrivateTypeNamed(_ name: String) -> Bool {
        filePrivateNames.contains(name) && !memberNames.contains(name) && localsDeclaredBy[name] == nil
    }

    /// Why a name the check could not resolve is missing: a declaration the controller's file keeps private, or none.
    fileprivate func problem(reading name: String, in place: String) -> String? {
        guard filePrivateNames.contains(name) || filePrivateMembers.contains(name), !memberNames.contains(name), localsDeclaredBy[name] == nil
        else { return nil }
        return "its code would read '\(name)' in \(place), which the controller's file declares private to itself"
    }

    fileprivate var controllerName: String { plan.controller.name }

    /// The view's member `name` is read in, when `name` may be one of that member's own locals in the original: such a
    /// name is no member of the controller, so it would otherwise be taken for one UIKit's superclass has (the local's
    /// `let` moved away and the view still read it). Cheap: the caller then asks where the read stands. `member` is
    /// asked for only once the name is known as some member's local (it walks up the tree).
    fileprivate func viewMemberDeclaringLocal(_ name: String, type: String?, member: () -> String?) -> String? {
        guard type == controllerName, let declaring = localsDeclaredBy[name], !memberNames.contains(name),
            let member = member(), declaring.contains(member)
        else { return nil }
        // What the view declares or inherits from the app's own base classes (`viewModel`, `output`) is found as before.
        guard !ReferenceCollector.inheritedControllerAPI.contains(name), typeMembers[controllerName]?.contains(name) != true else { return nil }
        return member
    }

    /// Whether the original `member` read `name` only where a declaration of its own stood around the read:
    /// `emptyView = { let emptyView = … }()` also sets a property of a superclass from outside (a library's `form`,
    /// `emptyView`), which no declaration here lists. Asked once per member and name (a class copying a thousand
    /// fields reads its `source` a thousand times).
    fileprivate func originalAlwaysBindsLocally(_ name: String, member: String) -> Bool {
        localReads.value(for: member + "\u{0}" + name) {
            plan.controller.member(named: member).map { original in
                original.declaration.tokens(viewMode: .sourceAccurate).allSatisfy { token in
                    guard token.text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                        reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
                    else { return true }
                    return Self.isDeclaredAround(reference)
                }
            } ?? false
        }
    }

    /// A declaration of the name in a scope around the read (a local, a parameter, a binding).
    static func isDeclaredAround(_ reference: DeclReferenceExprSyntax) -> Bool {
        reference.lookup(Identifier(reference.baseName)).contains { result in
            if case .fromScope(_, let names) = result { return !names.isEmpty }
            return false
        }
    }

    /// `originalAlwaysBindsLocally`'s answers, kept across the files of one run.
    private let localReads = MemoTable<String, Bool>()

    /// Whether `type` has `name`: a member it declares, or — for a type with a superclass from outside — any name
    /// that was no member of the controller (`view`, `title`: UIKit's), which it inherits as the original did.
    /// `asValue`: the code reads it as a value where the controller had a property of that name; a method of the same
    /// name there (the manager's `numberOfSections(in:)` for the controller's `numberOfSections`) is something else.
    fileprivate func isMember(_ name: String, of type: String, asValue: Bool = false) -> Bool {
        let declared = asValue && propertyNames.contains(name) ? valueMembers[type] : typeMembers[type]
        return declared?.contains(name) == true || (inheritsFromOutside.contains(type) && !memberNames.contains(name))
    }

    fileprivate func isChecked(_ type: String?) -> Bool {
        type.map(checkedTypes.contains) ?? false
    }

    /// The members whose code brought `name` to `statement` (the top statement of the function it stands in): among
    /// the members whose code left the view, those whose code names all the statement names — the statement may have
    /// been rewritten on the way (`self?.` dropped) — else those declaring the name (a local) or reading it (a member).
    fileprivate func origins(of name: String, at statement: Syntax?, inView: Bool) -> [String] {
        // The view reads a member that left it (a helper whose work became a request, state the list's manager took):
        // that member stays.
        if inView {
            let left = plan.controller.members(withBaseName: name)
            if !left.isEmpty { return left.map(\.name) }
        }
        let moved = plan.controller.members.filter { $0.baseName != name && leftTheView.contains($0.name) }
        let wanted = statement.map(Self.identifiers(in:)) ?? []
        let holding = wanted.isEmpty ? [] : moved.filter { wanted.isSubset(of: Self.identifiers(in: $0.declaration)) }
        if !holding.isEmpty { return holding.map(\.name) }
        if let declaring = localsDeclaredBy[name] {
            return moved.filter { declaring.contains($0.name) }.map(\.name)
        }
        return moved.filter { $0.references.selfMembers.contains(name) }.map(\.name)
    }

    private static func identifiers(in node: some SyntaxProtocol) -> Set<String> {
        Set(
            node.tokens(viewMode: .sourceAccurate).compactMap { token in
                if case .identifier(let text) = token.tokenKind { return text }
                return nil
            })
    }
}

/// Names the controller's code declares for itself: parameters, closure parameters, `let`/`var`, `if let`, `for`,
/// `case let` and `catch let` bindings, local functions.
final class LocalNameCollector: SyntaxVisitor {
    var names = Set<String>()

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert((node.secondName ?? node.firstName).text)
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert((node.secondName ?? node.firstName).text)
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }

    /// A function declared inside a method body is one of the method's locals.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(CodeBlockItemSyntax.self) == true { names.insert(node.name.text) }
        return .visitChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        // A stored property's own name is a member, not a local.
        if node.parent?.is(PatternBindingSyntax.self) == true, node.parent?.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true {
            return .visitChildren
        }
        names.insert(node.identifier.text)
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let identifier = node.pattern.as(IdentifierPatternSyntax.self) { names.insert(identifier.identifier.text) }
        return .visitChildren
    }
}

/// The member names each type of a file declares, class bodies and extensions alike.
private final class TypeMemberCollector: SyntaxVisitor {
    var members: [String: Set<String>] = [:]
    var values: [String: Set<String>] = [:]
    /// Each class's first inherited type, which is its superclass when it has one.
    var superclasses: [String: String] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.inheritanceClause?.inheritedTypes.first { superclasses[node.name.text] = ControllerFinder.simpleName(first.type) }
        return record(node.name.text, node.memberBlock)
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name.text, node.memberBlock) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name.text, node.memberBlock) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name.text, node.memberBlock) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name.text, node.memberBlock) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(ControllerFinder.simpleName(node.extendedType), node.memberBlock)
    }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func record(_ type: String, _ block: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        var names = members[type] ?? []
        var valueNames = values[type] ?? []
        for item in block.members {
            let decl = item.decl
            if let name = MemberBuilder.baseName(of: decl) {
                names.insert(name)
                if !decl.is(FunctionDeclSyntax.self) { valueNames.insert(name) }
            }
            if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                        names.insert(identifier.identifier.text)
                        valueNames.insert(identifier.identifier.text)
                    }
                }
            }
            // A nested type (`enum CellID`) is named as a value too (`CellID.message`).
            if MemberBuilder.baseName(of: decl) == nil, let named = decl.asProtocol(NamedDeclSyntax.self) {
                names.insert(named.name.text)
                valueNames.insert(named.name.text)
            }
            if let cases = decl.as(EnumCaseDeclSyntax.self) {
                names.formUnion(cases.elements.map(\.name.text))
                valueNames.formUnion(cases.elements.map(\.name.text))
            }
        }
        members[type] = names
        values[type] = valueNames
        return .visitChildren
    }
}

/// Walks one module file and resolves the names that need it.
private final class ReferenceWalker: SyntaxVisitor {
    let check: ScopeCheck
    let file: PlannedFile
    var findings: [ScopeCheck.Finding] = []
    var checked = 0
    private lazy var converter = SourceLocationConverter(fileName: file.path, tree: file.syntax)

    init(check: ScopeCheck, file: PlannedFile) {
        self.check = check
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    // Code under `#if` is left as written, and which of its branches is active only a build knows: not checked,
    // except under the controller's own condition, which every build of the module has.
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let condition = check.moduleCondition, node.clauses.count == 1,
            node.clauses.first?.condition?.trimmedText == condition
        else { return .skipChildren }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard case .identifier(let name) = node.baseName.tokenKind, check.isControllerScoped(name), !isMemberName(node),
            check.isChecked(enclosingType(of: node))
        else { return .visitChildren }
        checked += 1
        if check.viewPaths.contains(file.path), check.resolvesAsWritten(name, inUnchangedMember: isInUnchangedMember(node)) { return .visitChildren }
        if resolves(node, name) || declaredHere.contains(name) && !check.viewPaths.contains(file.path) { return .visitChildren }
        report(name, at: node)
        return .visitChildren
    }

    /// Whether the member declaration `node` stands in is one of the controller's as written, by member: looking its
    /// whole text up for every name it reads was a sixth of the check.
    private var unchangedMembers: [SyntaxIdentifier: Bool] = [:]
    private func isInUnchangedMember(_ node: some SyntaxProtocol) -> Bool {
        guard let member = Syntax(node).ancestorOrSelf({ $0.parent?.is(MemberBlockItemSyntax.self) == true }) else { return false }
        if let known = unchangedMembers[member.id] { return known }
        let unchanged = check.isOriginalMember(member.trimmedText)
        unchangedMembers[member.id] = unchanged
        return unchanged
    }

    /// `_ section: Section` in a protocol of the module: a type the controller's file keeps private, named in another
    /// file that declares no copy of its own.
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        guard check.filePrivateTypeNamed(name), !check.viewPaths.contains(file.path), !declaredHere.contains(name) else { return .visitChildren }
        checked += 1
        report(name, at: node)
        return .visitChildren
    }

    /// What this file declares at file level (a copy of the controller's private declaration), which the lexical lookup
    /// does not list (its file scope introduces no names).
    /// What this file's own extensions add (a copy of the controller's file's private extension).
    private lazy var extendedHere: Set<String> = Set(
        file.syntax.topLevelDeclarations.flatMap { declaration -> [String] in
            declaration.as(ExtensionDeclSyntax.self)?.memberBlock.members.flatMap(\.decl.declaredNames) ?? []
        })

    private lazy var declaredHere: Set<String> = Set(file.syntax.topLevelDeclarations.flatMap(\.declaredNames))

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `self.name` / `self?.name`: a member of the type the code now sits in.
        let base = node.base?.as(OptionalChainingExprSyntax.self)?.expression ?? node.base
        guard base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else {
            // `defaults.lastSync`: a member the controller's file adds privately to another type, outside that file.
            let name = node.declName.baseName.text
            if node.base != nil, check.filePrivateMembers.contains(name), !check.viewPaths.contains(file.path), !extendedHere.contains(name) {
                checked += 1
                report(name, at: node.declName)
            }
            return .visitChildren
        }
        let name = node.declName.baseName.text
        guard check.isControllerScoped(name), let type = enclosingType(of: node), check.isChecked(type) else { return .visitChildren }
        checked += 1
        if check.isMember(name, of: type, asValue: !Self.isCallee(node)) { return .visitChildren }
        report(name, at: node.declName)
        return .visitChildren
    }

    /// `x.name`, `\.name`, `.name`: a member of something else, resolved by its type.
    private func isMemberName(_ node: DeclReferenceExprSyntax) -> Bool {
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id { return true }
        return node.parent?.is(KeyPathPropertyComponentSyntax.self) == true
    }

    private func resolves(_ node: DeclReferenceExprSyntax, _ name: String) -> Bool {
        let asValue = !Self.isCallee(node)
        let type = enclosingType(of: node)
        // A member of the type the code sits in, however the lookup would reach it (an extension's body). Asked
        // first: the answer is the same either way, and the lexical lookup walks every scope up to the file's.
        if let type, check.isMember(name, of: type, asValue: asValue) {
            // Unless it is one of the view member's own locals whose declaration left: then only a declaration answers.
            guard let member = check.viewMemberDeclaringLocal(name, type: type, member: { self.enclosingMember(of: node) }) else { return true }
            return ScopeCheck.isDeclaredAround(node) || !check.originalAlwaysBindsLocally(name, member: member)
        }
        for result in node.lookup(Identifier(node.baseName)) {
            switch result {
            case .fromScope(_, let names):
                if !names.isEmpty { return true }
            case .lookForMembers(let scope):
                if let type = typeName(of: scope), check.isMember(name, of: type, asValue: asValue) { return true }
            default:
                continue
            }
        }
        return false
    }

    /// `name(…)` or `self.name(…)`: called, so a method of that name answers it.
    private static func isCallee(_ node: some SyntaxProtocol) -> Bool {
        guard let call = node.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.id == node.id
    }

    private func report(_ name: String, at node: some SyntaxProtocol) {
        let place = node.startLocation(converter: converter)
        // The function's own statement the name stands in, however deep in closures.
        var statement: Syntax?
        var current: Syntax? = Syntax(node)
        while let candidate = current, !candidate.is(FunctionDeclSyntax.self), !candidate.is(MemberBlockItemSyntax.self) {
            if candidate.is(CodeBlockItemSyntax.self) { statement = candidate }
            current = candidate.parent
        }
        let function = Syntax(node).ancestorOrSelf { $0.as(FunctionDeclSyntax.self) }.map { $0.name.text + "(…)" } ?? "its declaration"
        let type = enclosingType(of: node)
        let site = type.map { $0 + "." + function } ?? function
        findings.append(
            .init(
                path: file.path, line: place.line, column: place.column, name: name, place: site,
                origins: check.origins(of: name, at: statement, inView: type == check.controllerName),
                problem: check.problem(reading: name, in: site)))
    }

    /// The controller's member the node stands in, named as the controller model names it (`update()`).
    private func enclosingMember(of node: some SyntaxProtocol) -> String? {
        for ancestor in sequence(first: Syntax(node), next: \.parent) {
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                return MemberBuilder.functionName(function.name.text, function.signature.parameterClause)
            }
            if let initializer = ancestor.as(InitializerDeclSyntax.self) {
                return MemberBuilder.functionName("init", initializer.signature.parameterClause)
            }
            if ancestor.is(MemberBlockItemSyntax.self) { return nil }
        }
        return nil
    }

    private func enclosingType(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let name = typeName(of: parent) { return name }
            current = parent.parent
        }
        return nil
    }

    private func typeName(of node: Syntax) -> String? {
        if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ExtensionDeclSyntax.self) { return ControllerFinder.simpleName(decl.extendedType) }
        return nil
    }
}

/// What the report says of the scope check: every module written passed it.
public struct ScopeCheckReport: Codable, Equatable, Sendable {
    /// Names of moved and generated code resolved at their new place.
    public let namesChecked: Int
    /// Names that resolve to nothing in the written module: always 0, as a module with any is not written.
    public let findings: Int
    /// Members kept in the view as written, because moving their code lost what it reads.
    public let keptInView: [String]
}
