import SwiftSyntax

/// Makes argument values for a replay's calls from their types: literals for the standard
/// types, fresh views for senders, memberwise values for the structs and enums the app declares.
struct ReplayValues {
    private var structs: [String: [(name: String, type: String)]] = [:]
    private var enumCases: [String: String] = [:]
    /// For each protocol, an app type adopting it that `init()` makes (`FeedLoader` → `RemoteFeedLoader()`).
    private var adopters: [String: String] = [:]

    init(_ files: [SourceFileSyntax]) {
        for file in files {
            for declaration in file.statements.compactMap({ $0.item.as(DeclSyntax.self) }) {
                if let type = declaration.as(StructDeclSyntax.self), Self.hasMemberwiseInitializer(type) {
                    structs[type.name.text] = Self.memberwiseParameters(type)
                } else if let type = declaration.as(EnumDeclSyntax.self), let first = Self.plainCase(type) {
                    enumCases[type.name.text] = first
                }
                if let type = declaration.asProtocol(DeclGroupSyntax.self), let name = declaration.asProtocol(NamedDeclSyntax.self)?.name.text,
                    !declaration.is(ProtocolDeclSyntax.self), !declaration.is(ExtensionDeclSyntax.self), Self.hasEmptyInitializer(type)
                {
                    for adopted in type.inheritanceClause?.inheritedTypes ?? [] where adopters[adopted.type.trimmedDescription] == nil {
                        adopters[adopted.type.trimmedDescription] = name
                    }
                }
            }
        }
    }

    /// A Swift expression of the type, or nil when the replay cannot make one.
    func value(of type: TypeSyntax, depth: Int = 0) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return value(of: optional.wrappedType, depth: depth) }
        if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return value(of: forced.wrappedType, depth: depth) }
        if let array = type.as(ArrayTypeSyntax.self) { return value(of: array.element, depth: depth).map { "[\($0)]" } }
        let name = type.trimmedDescription
        switch name {
        case "String": return "\"replay\""
        case "Int", "Int64", "Int32", "UInt", "Double", "Float", "CGFloat": return "1"
        case "Bool": return "true"
        case "Date": return "Date(timeIntervalSince1970: 0)"
        case "URL": return "URL(string: \"https://example.com/replay\")!"
        case "Notification": return "Notification(name: Notification.Name(\"replay\"))"
        case "Any", "AnyObject", "Any?", "AnyObject?": return "UIButton()"
        case "NSManagedObjectContext": return "NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)"
        default: break
        }
        if Self.senders.contains(name) { return "\(name)()" }
        if let cases = enumCases[name] { return "\(name).\(cases)" }
        if let adopter = adopters[name] { return "\(adopter)()" }
        if let fields = structs[name], depth < 4 {
            var arguments: [String] = []
            for field in fields {
                guard let value = value(of: TypeSyntax(stringLiteral: field.type), depth: depth + 1) else { return nil }
                arguments.append("\(field.name): \(value)")
            }
            return "\(name)(\(arguments.joined(separator: ", ")))"
        }
        return nil
    }

    /// The arguments of a call to the function, or nil when one cannot be made.
    func arguments(of function: FunctionDeclSyntax) -> String? {
        var arguments: [String] = []
        for parameter in function.signature.parameterClause.parameters {
            guard let value = value(of: parameter.type) else { return nil }
            let label = parameter.firstName.text
            arguments.append(label == "_" ? value : "\(label): \(value)")
        }
        return arguments.joined(separator: ", ")
    }

    /// The UIKit senders of actions, which the stand-in can make with `init()`.
    static let senders: Set<String> = [
        "UIButton", "UIBarButtonItem", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIDatePicker",
        "UITextField", "UIControl", "UIView", "UIRefreshControl", "UITapGestureRecognizer", "UIGestureRecognizer",
    ]

    /// No initializer, or one without parameters, and no stored property left without a value.
    private static func hasEmptyInitializer(_ type: some DeclGroupSyntax) -> Bool {
        let initializers = type.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        if !initializers.isEmpty { return initializers.contains { $0.signature.parameterClause.parameters.isEmpty } }
        return type.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.allSatisfy { variable in
            variable.bindings.allSatisfy { $0.initializer != nil || $0.accessorBlock != nil || $0.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true }
        }
    }

    private static func hasMemberwiseInitializer(_ type: StructDeclSyntax) -> Bool {
        type.genericParameterClause == nil && !type.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
    }

    /// Stored properties without a value, in order: the memberwise initializer's parameters.
    private static func memberwiseParameters(_ type: StructDeclSyntax) -> [(name: String, type: String)] {
        type.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { !$0.modifiers.contains { $0.name.tokenKind == .keyword(.static) } }
            .flatMap { variable in
                variable.bindings.compactMap { binding -> (name: String, type: String)? in
                    guard binding.accessorBlock == nil, binding.initializer == nil, let type = binding.typeAnnotation?.type,
                        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    else { return nil }
                    return (name, type.trimmedDescription)
                }
            }
    }

    private static func plainCase(_ type: EnumDeclSyntax) -> String? {
        let cases = type.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
        return cases.first { $0.parameterClause == nil }.map(\.name.text)
    }
}
