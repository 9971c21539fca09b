import SwiftSyntax

/// Example values generated tests pass: a literal for a standard type, a case of an enum declared
/// beside the controller or elsewhere in the project, a struct built member by member, a plain object. Each call gives a new
/// value (`"name 1"`, `"name 2"`), so a test notices two fields swapped. A type it cannot make gives nil,
/// and the test that needed it is listed as not covered instead of guessing.
final class TestValues {
    /// Types declared in the controller's file, by name.
    private let declarations: [String: DeclSyntax]
    private let entities: [String: Entity]
    /// The project's types, for those declared in other files.
    private let types: TypeTable
    private var counter = 0
    /// Types being made, so that a recursive type is given up on rather than looped on.
    private var making: Set<String> = []

    init(source: SourceFileSyntax, types: TypeTable = TypeTable([]), entities: [Entity]) {
        var declarations: [String: DeclSyntax] = [:]
        for item in source.statements {
            guard let decl = item.item.as(DeclSyntax.self) else { continue }
            if let name = decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(EnumDeclSyntax.self)?.name.text ?? decl.as(ClassDeclSyntax.self)?.name.text {
                declarations[name] = decl
            }
        }
        self.declarations = declarations
        self.types = types
        self.entities = Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Views and controls UIKit lets a test create with `init()` (a collection view needs its layout).
    private static let plainUIKit: Set<String> = [
        "UIView", "UIButton", "UIBarButtonItem", "UISwitch", "UITextField", "UITextView", "UILabel", "UIImage", "UIImageView",
        "UITableView", "UISegmentedControl", "UIRefreshControl", "UISearchBar", "UISlider", "UIStepper",
        "UIViewController", "UITapGestureRecognizer", "UIControl", "NSObject", "UIActivityIndicatorView", "UIScrollView",
        "UIStackView", "UIProgressView", "UIPageControl", "UIDatePicker", "UITableViewCell", "UICollectionViewCell",
        "NSLayoutConstraint", "WKWebView",
    ]

    /// What a test gives an outlet before the view loads, as the storyboard or nib would: a fresh view of its
    /// class (`UILabel()`), an empty collection, or nil when the test cannot make one.
    func outletValue(for type: TypeSyntax) -> ExprSyntax? {
        let base = TypeText.unwrapped(type)
        if base.is(ArrayTypeSyntax.self) { return ExprSyntax(ArrayExprSyntax(elements: [])) }
        let name = base.trimmedText
        if name == "UICollectionView" { return "UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())" }
        if Self.plainUIKit.contains(name) { return SyntaxFactory.call(nil, name, arguments: []) }
        // The app's own view class, declaring no initializer but UIKit's own: it keeps UIKit's `init()`.
        let uiKitInitializers: Set<String> = ["frame:", "coder:"]
        let labels = { (signature: FunctionSignatureSyntax) in signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() }
        let inFile = declarations[name]?.as(ClassDeclSyntax.self).map { declaration in
            declaration.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.allSatisfy {
                uiKitInitializers.contains(labels($0.signature))
            }
        }
        let elsewhere = types[name].map { info in
            info.kind == .class && !info.isNested && info.initializerSignatures.allSatisfy { uiKitInitializers.contains(labels($0)) }
        }
        return inFile ?? elsewhere ?? false ? SyntaxFactory.call(nil, name, arguments: []) : nil
    }

    func value(for type: TypeSyntax, hint: String = "value") -> ExprSyntax? {
        if let optional = type.as(OptionalTypeSyntax.self) { return value(for: optional.wrappedType, hint: hint) ?? ExprSyntax(NilLiteralExprSyntax()) }
        if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return value(for: implicit.wrappedType, hint: hint) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return value(for: attributed.baseType, hint: hint) }
        if let array = type.as(ArrayTypeSyntax.self) {
            let element = value(for: array.element, hint: hint)
            return ExprSyntax(ArrayExprSyntax(elements: ArrayElementListSyntax(element.map { [ArrayElementSyntax(expression: $0)] } ?? [])))
        }
        if type.is(DictionaryTypeSyntax.self) { return ExprSyntax(DictionaryExprSyntax(content: .colon(.colonToken()))) }
        if let function = type.as(FunctionTypeSyntax.self) {
            // A closure ignoring what it is given, returning nothing: only `(…) -> Void` can be made.
            guard ["Void", "()"].contains(function.returnClause.type.trimmedText) else { return nil }
            let ignored = function.parameters.map { _ in "_" }.joined(separator: ", ")
            return ignored.isEmpty ? ExprSyntax("{}") : ExprSyntax("{ \(raw: ignored) in }")
        }
        // `Result<[Order], Error>`: a success when its value can be made, else a failure.
        if let (success, failure) = TypeText.resultArguments(type) {
            if let made = value(for: success, hint: hint) { return ExprSyntax(".success(\(made))") }
            if ["Error", "any Error"].contains(failure.trimmedText) {
                return ExprSyntax(".failure(NSError(domain: \(literal: hint), code: 1))")
            }
            return nil
        }
        let name = type.trimmedText
        switch name {
        case "String": return ExprSyntax(StringLiteralExprSyntax(content: "\(hint) \(next())"))
        case "Int", "Int64", "Int32", "Int16", "UInt", "Double", "Float", "CGFloat", "TimeInterval":
            return ExprSyntax(IntegerLiteralExprSyntax(next()))
        case "Bool": return ExprSyntax(BooleanLiteralExprSyntax(true))
        case "Date": return ExprSyntax("Date(timeIntervalSince1970: \(literal: next()))")
        case "URL": return ExprSyntax("URL(string: \(literal: "https://example.com/\(next())"))!")
        case "Data": return ExprSyntax("Data([\(literal: next() % 256)])")
        case "UUID": return ExprSyntax("UUID()")
        case "IndexPath": return ExprSyntax("IndexPath(row: 0, section: 0)")
        case "Error", "any Error", "NSError": return ExprSyntax("NSError(domain: \(literal: hint), code: \(literal: next()))")
        case "Any", "AnyObject", "Any?": return ExprSyntax("NSObject()")
        default: break
        }
        if Self.plainUIKit.contains(name) || name == "UICollectionView" { return outletValue(for: type) }
        guard !making.contains(name) else { return nil }
        making.insert(name)
        defer { making.remove(name) }
        if let entity = entities[name] {
            return construct(name, entity.fields.map { (label: Optional($0.name), type: $0.type, name: $0.name) })
        }
        return declared(name)
    }

    /// A number not given before: each literal differs from the others.
    private func next() -> Int {
        counter += 1
        return counter
    }

    /// Core Data's attribute type for a Swift type an `@NSManaged` property has.
    private static let attributeTypes: [String: String] = [
        "String": "stringAttributeType", "Int": "integer64AttributeType", "Int64": "integer64AttributeType", "Int32": "integer32AttributeType",
        "Int16": "integer16AttributeType", "Double": "doubleAttributeType", "Float": "floatAttributeType", "Bool": "booleanAttributeType",
        "Date": "dateAttributeType", "Data": "binaryDataAttributeType", "URL": "URIAttributeType", "UUID": "UUIDAttributeType",
    ]

    /// A managed object of a class the controller's file declares, made outside any store with an entity
    /// described in code (a test has no app model to load), its fields set: `let quarter = Quarter(entity: …, insertInto: nil)`.
    func managedObject(_ typeName: String, named variable: String, fields: [(name: String, type: TypeSyntax)]) -> [CodeBlockItemSyntax]? {
        let inFile = declarations[typeName]?.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes
            .contains(where: { $0.type.trimmedText == "NSManagedObject" })
        guard inFile ?? (types[typeName]?.superclass == "NSManagedObject") else { return nil }
        var attributes: [ExprSyntax] = []
        var assignments: [CodeBlockItemSyntax] = []
        for field in fields {
            guard let attributeType = Self.attributeTypes[TypeText.unwrapped(field.type).trimmedText],
                let value = value(for: field.type, hint: field.name)
            else { return nil }
            attributes.append("(\(literal: field.name), NSAttributeType.\(raw: attributeType))")
            assignments.append(SyntaxFactory.assignment(SyntaxFactory.reference(variable), field.name, value))
        }
        let entity = variable + "Entity"
        let list = ArrayExprSyntax(
            elements: ArrayElementListSyntax(
                attributes.enumerated().map { index, attribute in
                    ArrayElementSyntax(expression: attribute, trailingComma: index < attributes.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
                }))
        return [
            "let \(raw: entity) = NSEntityDescription()",
            "\(raw: entity).name = \(literal: typeName)",
            "\(raw: entity).managedObjectClassName = NSStringFromClass(\(raw: typeName).self)",
            """
            \(raw: entity).properties = \(list).map { name, type in
                let attribute = NSAttributeDescription()
                attribute.name = name
                attribute.attributeType = type
                return attribute
            }
            """,
            "let \(raw: variable) = \(raw: typeName)(entity: \(raw: entity), insertInto: nil)",
        ] + assignments
    }

    /// The cases without values of an enum the controller's file declares.
    func plainCases(of enumName: String) -> [String]? {
        if let decl = declarations[enumName] {
            return decl.as(EnumDeclSyntax.self)?.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
                .flatMap(\.elements).filter { $0.parameterClause == nil }.map(\.name.text)
        }
        guard let info = types[enumName], info.kind == .enum, !info.isNested else { return nil }
        return info.enumCases.filter(\.associatedTypes.isEmpty).map(\.name)
    }

    /// Whether tests can compare two values of the type with `XCTAssertEqual`.
    static func isEquatable(_ type: TypeSyntax) -> Bool {
        let base = TypeText.unwrapped(type)
        if let array = base.as(ArrayTypeSyntax.self) { return isEquatable(array.element) }
        return ["String", "Int", "Int64", "Int32", "UInt", "Double", "Float", "Bool", "Date", "URL", "Data", "UUID", "CGFloat"]
            .contains(base.trimmedText)
    }

    /// A value of a type the controller's file declares: an enum's first plain case, or a struct or
    /// class through its memberwise or own initializer.
    private func declared(_ name: String) -> ExprSyntax? {
        guard let decl = declarations[name] else { return declaredElsewhere(name) }
        if let enumDecl = decl.as(EnumDeclSyntax.self) {
            let plain = enumDecl.memberBlock.members.lazy.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
                .flatMap(\.elements).first { $0.parameterClause == nil }
            return plain.map { ExprSyntax("\(raw: name).\(raw: $0.name.text)") }
        }
        let members = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members ?? []
        if let initializer = members.lazy.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }).first(where: { $0.optionalMark == nil }) {
            return construct(
                name,
                initializer.signature.parameterClause.parameters.map { parameter in
                    (
                        label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text, type: parameter.type,
                        name: (parameter.secondName ?? parameter.firstName).text
                    )
                })
        }
        // Classes have no memberwise initializer; a managed object needs the app's Core Data stack.
        guard decl.is(StructDeclSyntax.self) else { return nil }
        let stored = members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter { variable in
            !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
                && !(variable.bindingSpecifier.tokenKind == .keyword(.let) && variable.bindings.first?.initializer != nil)
        }.flatMap { variable in
            variable.bindings.compactMap { binding -> (label: String?, type: TypeSyntax, name: String)? in
                guard binding.accessorBlock == nil, binding.initializer == nil, let type = binding.typeAnnotation?.type,
                    let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { return nil }
                return (label: identifier, type: type, name: identifier)
            }
        }
        return construct(name, stored)
    }

    /// The same for a type another file of the project declares, from the index's record of it.
    private func declaredElsewhere(_ name: String) -> ExprSyntax? {
        guard let info = types[name], !info.isNested else { return nil }
        switch info.kind {
        case .enum:
            return plainCases(of: name)?.first.map { ExprSyntax("\(raw: name).\(raw: $0)") }
        case .struct, .class:
            if let initializer = info.initializerSignatures.first {
                return construct(
                    name,
                    initializer.parameterClause.parameters.map { parameter in
                        (
                            label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text, type: parameter.type,
                            name: (parameter.secondName ?? parameter.firstName).text
                        )
                    })
            }
            guard info.kind == .struct else { return nil }
            return construct(
                name,
                info.storedProperties.filter { !info.initializedConstants.contains($0.name) }
                    .map { (label: $0.name, type: $0.type, name: $0.name) })
        case .protocol, .actor:
            return nil
        }
    }

    private func construct(_ name: String, _ parameters: [(label: String?, type: TypeSyntax, name: String)]) -> ExprSyntax? {
        values(for: parameters.map { ($0.type, $0.name) }).map { SyntaxFactory.call(nil, name, arguments: $0, labels: parameters.map(\.label)) }
    }

    /// A value for each parameter (`given` ones as given), or nil when one cannot be made.
    func values(for parameters: [(type: TypeSyntax, name: String)], given: [String: ExprSyntax] = [:]) -> [ExprSyntax]? {
        var made: [ExprSyntax] = []
        for parameter in parameters {
            guard let value = given[parameter.name] ?? value(for: parameter.type, hint: parameter.name) else { return nil }
            made.append(value)
        }
        return made
    }
}
