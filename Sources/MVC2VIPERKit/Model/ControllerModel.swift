import SwiftSyntax

/// A view controller class with the members of its extensions, in its own file and in the others of its source set.
public struct ControllerModel {
    public let name: String
    /// The superclass as written (`UIViewController`, `BaseViewController`, …).
    public let superclassName: String
    /// Protocols the class and its extensions adopt, in source order.
    public let adoptedProtocols: [String]
    /// The file declaring the class.
    public let path: String
    public let line: Int
    public let declaration: ClassDeclSyntax
    public let extensions: [ExtensionDeclSyntax]
    public let members: [MemberModel]
    /// Base names of every member, for telling `self` references from locals and globals.
    public let memberBaseNames: Set<String>
    /// Its methods named like UIKit's controller API (`func dismiss()`), which a call of UIKit's may look like.
    let ownOverloads: OwnOverloads
    /// Types declared inside the controller (`Mode`, `Section`): other layers name them through it.
    public let nestedTypeNames: Set<String>
    /// The nested types other layers can name through the controller (`FeedViewController.Section`): none of a generic one's.
    public var qualifiableNestedTypeNames: Set<String> { declaration.genericParameterClause == nil ? nestedTypeNames : [] }
    private let byName: [String: Int]
    private let byBaseName: [String: [Int]]

    public init(
        name: String, superclassName: String, adoptedProtocols: [String], path: String, line: Int,
        declaration: ClassDeclSyntax, extensions: [ExtensionDeclSyntax], members: [MemberModel]
    ) {
        self.name = name
        self.superclassName = superclassName
        self.adoptedProtocols = adoptedProtocols
        self.path = path
        self.line = line
        self.declaration = declaration
        self.extensions = extensions
        self.members = members
        // Indexed once: recipes look members up by name many times over.
        memberBaseNames = Set(members.map(\.baseName))
        // Both were asked for per statement while their answers never change: a profile found them 5% of a migration.
        ownOverloads = OwnOverloads(members.map(\.declaration))
        nestedTypeNames = Set(members.filter { $0.kind == .nestedType }.map(\.baseName))
        byName = Dictionary(members.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        byBaseName = Dictionary(grouping: members.indices, by: { members[$0].baseName })
    }

    public func member(named name: String) -> MemberModel? {
        byName[name].map { members[$0] }
    }

    public func members(withBaseName baseName: String) -> [MemberModel] {
        (byBaseName[baseName] ?? []).map { members[$0] }
    }
}

public enum MemberKind: String, Codable, Sendable {
    case function, initializer, deinitializer, storedProperty, computedProperty, `subscript`, nestedType, other
}

/// One member of a controller, with what it touches.
public struct MemberModel {
    public let kind: MemberKind
    /// Swift function-name form (`tableView(_:didSelectRowAt:)`) or the property name.
    public let name: String
    public let baseName: String
    /// The file declaring it: the controller's own, or one holding an extension.
    public let path: String
    public let line: Int
    public let column: Int
    /// Attribute names without `@`: `IBOutlet`, `IBAction`, `objc`, `MainActor`, …
    public let attributes: [String]
    /// Modifier keywords: `override`, `private`, `lazy`, `weak`, `static`, …
    public let modifiers: [String]
    public let declaration: DeclSyntax
    /// Index into `ControllerModel.extensions`, or nil for the class body.
    public let extensionIndex: Int?
    /// True when the member sits inside an `#if` block.
    public let isConditional: Bool
    /// The scope check found that moving its code loses what the code reads: recipes leave it as written.
    public var isPinned = false
    /// Recipes take nothing from it: it sits inside `#if`, or the scope check pinned it.
    public var isLeftAsWritten: Bool { isConditional || isPinned }
    public let parameters: [Parameter]
    public let returnType: TypeSyntax?
    /// The annotated type of a property.
    public let typeAnnotation: TypeSyntax?
    /// The initial value of a stored property.
    public let initializer: ExprSyntax?
    /// The function body, property getter or closure body.
    public let body: CodeBlockItemListSyntax?
    public let references: References

    public var isOverride: Bool { modifiers.contains("override") }
    public var isLazy: Bool { modifiers.contains("lazy") }
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    public var isPrivate: Bool { modifiers.contains("private") || modifiers.contains("fileprivate") }
    public var isOutlet: Bool { attributes.contains("IBOutlet") }
    /// A property wrapper gives the property its storage and behaviour (`@Published`, `@UserDefault("key")`, `@Field`):
    /// written elsewhere without it, the property would be another thing.
    public var isWrapped: Bool { attributes.contains(where: Self.isPropertyWrapper) }

    /// An attribute named like a type, other than those that only mark a declaration for Interface Builder, an actor
    /// or Core Data.
    static func isPropertyWrapper(_ attribute: String) -> Bool {
        attribute.first?.isUppercase == true
            && !["IBOutlet", "IBOutletCollection", "IBInspectable", "GKInspectable", "MainActor", "NSManaged", "NSCopying"].contains(attribute)
    }
    /// `let groupsSection = 1`, `let cellID = "NoteCell"`: a value the code spells out once holds nothing of the
    /// model, and code reading it reads no data.
    public var isLiteralConstant: Bool {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
            var value = initializer
        else { return false }
        if let negated = value.as(PrefixOperatorExprSyntax.self) { value = negated.expression }
        if let string = value.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        return value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
    }
    /// `static let titles = [...]`: one value for every screen of the type, set once; no data a screen holds.
    public var isTypeConstant: Bool {
        isStatic && declaration.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let)
    }
    public var isAction: Bool { attributes.contains("IBAction") }
    /// Each parameter's type by name; `_` and repeated names keep the first.
    public var parameterTypes: [String: TypeSyntax] {
        Dictionary(parameters.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
    }
    public var access: String {
        for level in ["private", "fileprivate", "internal", "public", "open"] where modifiers.contains(level) {
            return level
        }
        return "internal"
    }

    public struct Parameter {
        public let label: String?
        public let name: String
        public let type: TypeSyntax
        /// `= .standard`: what a caller may leave out.
        public var defaultValue: ExprSyntax? = nil
    }
}

/// What a piece of code reads, writes and calls.
public struct References {
    /// Members of the controller used through `self`, explicit or implicit.
    public var selfMembersRead: Set<String> = []
    public var selfMembersWritten: Set<String> = []
    public var selfMembersCalled: Set<String> = []
    /// Capitalised names used as values: types, singletons (`CoreDataStack`, `URLSession`).
    public var typeNames: Set<String> = []
    /// Base names of every call, on any receiver.
    public var calledNames: Set<String> = []
    /// Inherited UIKit API reached through implicit or explicit `self`
    /// (`navigationController`, `present`, `title`, …).
    public var inheritedAPI: Set<String> = []
    /// Whether `self` appears as a value (passed along, captured).
    public var usesSelfAsValue = false
    /// Members called only where the call reaches an override of UIKit's API the screen keeps (`dismiss(animated:…)`
    /// beside `override func dismiss(animated:completion:)`), and members called any other way. Both are in
    /// `selfMembersCalled`.
    public var keptOverridesCalled: Set<String> = []
    public var ownMethodsCalled: Set<String> = []
    /// The screen's overrides of UIKit's API the code reaches and nothing else of the same name.
    public var keptOverridesOnly: Set<String> { keptOverridesCalled.subtracting(ownMethodsCalled) }
    /// What a route reaches through its transition handler, which is the screen: UIKit's API and the overrides it keeps.
    public var controllerAPIThroughHandler: Set<String> { inheritedAPI.union(keptOverridesOnly) }

    public var selfMembers: Set<String> { selfMembersRead.union(selfMembersWritten).union(selfMembersCalled) }
}
