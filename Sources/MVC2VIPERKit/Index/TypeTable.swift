import SwiftParser
import SwiftSyntax

/// The types a migration can see, by name: those of the input file, or of every file of the project when
/// it is indexed. Result types, PONSO fields, delegate protocols and closure types come from these
/// declarations rather than from guesses.
public struct TypeTable: Sendable {
    public enum Kind: String, Codable, Sendable {
        case `class`, `struct`, `enum`, `protocol`, actor
    }

    /// One type, with the members of its extensions anywhere in the table's files merged in. Types and signatures
    /// are kept as their text and parsed again when read: a detached node keeps its whole file's tree alive, and an
    /// index of a big project would keep every file's.
    public struct TypeInfo: Sendable {
        public let name: String
        public let kind: Kind
        public var genericParameters: [String] = []
        /// Declared inside another type: code elsewhere names it through that type.
        public var isNested = false
        /// `private` or `fileprivate`: no other file sees it.
        public var isFilePrivate = false
        /// The first inherited type of a class, when it is not one of the protocols the table knows.
        public var superclass: String?
        /// Every other inherited type, the extensions' included.
        public var conformances: [String] = []
        public let location: SourceLocation
        /// Stored properties with a written type (`@NSManaged` ones included), in declaration order.
        var storedPropertyTypes: [(name: String, type: String)] = []
        /// Stored `let`s with a value: a struct's memberwise initializer does not take them.
        public var initializedConstants: Set<String> = []
        /// Every other member name (methods, computed properties).
        public var otherMembers: Set<String> = []
        /// `static let`s: constants of the type (`static let log = Log(…)`), and its shared instance if it has one.
        public var staticConstants: Set<String> = []
        /// `static var`s that store a value (`static var jumpMode = JumpMode.top`): state the app keeps on the type.
        public var staticVariables: Set<String> = []
        /// Return types of methods and types of computed properties, by base name.
        var memberTypes: [String: String] = [:]
        /// Members whose only type is what their initial value names (`GestureMode.none`), until the table types them.
        var memberValues: [String: String] = [:]
        /// Method signatures by base name (the first of overloads), for the types of the closures they take;
        /// for a protocol, its method requirements.
        var methods: [String: String] = [:]
        /// Method signatures by full name (`didChange(amount:in:)`), every overload apart.
        var overloads: [String: String] = [:]
        var initializers: [String] = []
        /// Enum cases with their associated value types.
        var enumCaseTypes: [(name: String, associatedTypes: [String])] = []
        /// Type aliases declared inside the type (`typealias Completion = (Result<[Item], Error>) -> Void`).
        var typealiases: [String: String] = [:]
        /// For an extension of the classes every view controller is built on: what each method handing nothing back
        /// calls outside closures, by base name, so that the project's own navigation helpers can be told.
        var methodCalls: [String: Set<String>] = [:]

        public var isClass: Bool { kind == .class }
        public var isProtocol: Bool { kind == .protocol }

        public var storedProperties: [(name: String, type: TypeSyntax)] {
            storedPropertyTypes.map { ($0.name, TypeText.parse($0.type)) }
        }

        public var enumCases: [(name: String, associatedTypes: [TypeSyntax])] {
            enumCaseTypes.map { ($0.name, $0.associatedTypes.map(TypeText.parse)) }
        }

        public var initializerSignatures: [FunctionSignatureSyntax] { initializers.compactMap(TypeText.signature) }

        /// The signature of a method (or requirement) by base name.
        public func method(_ name: String) -> FunctionSignatureSyntax? { methods[name].flatMap(TypeText.signature) }

        /// The signature of the overload a call names by its labels (`didChange(amount:in:)`).
        public func method(fullName: String) -> FunctionSignatureSyntax? { overloads[fullName].flatMap(TypeText.signature) }

        public func memberType(_ name: String) -> TypeSyntax? {
            memberTypes[name].map(TypeText.parse) ?? storedPropertyTypes.first { $0.name == name }.map { TypeText.parse($0.type) }
        }

        func alias(_ name: String) -> TypeSyntax? { typealiases[name].map(TypeText.parse) }

        /// Members of an extension of this type, added where the type itself does not declare them.
        mutating func merge(_ other: TypeInfo) {
            for (name, type) in other.storedPropertyTypes where !storedPropertyTypes.contains(where: { $0.name == name }) {
                storedPropertyTypes.append((name, type))
            }
            otherMembers.formUnion(other.otherMembers)
            staticConstants.formUnion(other.staticConstants)
            staticVariables.formUnion(other.staticVariables)
            memberTypes.merge(other.memberTypes) { mine, _ in mine }
            memberValues.merge(other.memberValues) { mine, _ in mine }
            methods.merge(other.methods) { mine, _ in mine }
            overloads.merge(other.overloads) { mine, _ in mine }
            initializers += other.initializers
            typealiases.merge(other.typealiases) { mine, _ in mine }
            methodCalls.merge(other.methodCalls) { mine, _ in mine }
            conformances += other.conformances.filter { !conformances.contains($0) }
        }
    }

    public private(set) var types: [String: TypeInfo] = [:]
    /// Members that extensions add to types the table does not declare (`extension UIColor`, `extension Date`).
    private var extendedOnly: [String: TypeInfo] = [:]
    /// Type aliases at file level, by name, as written.
    private var typealiases: [String: String] = [:]
    /// Where each name is declared as a type every file sees (top level, not private), in every file: a module
    /// declaring one of these names would not compile beside it.
    private(set) var visibleDeclarations: [String: [SourceLocation]] = [:]

    /// The declarations of one file.
    public init(_ source: ParsedSource) {
        let collector = DeclarationCollector(path: source.path, lines: source.lineStarts, recordingTypes: true)
        collector.walk(source.tree)
        self.init([collector.finished()])
    }

    /// The declarations of several files, in the order given: a type declared twice is the first one, and a
    /// top-level type wins over a nested one of the same name (`AppStyle.TextField`), which only its parent's
    /// code names plainly.
    init(_ files: [FileDeclarations]) {
        var extensions: [TypeInfo] = []
        for file in files {
            for info in file.types {
                if types[info.name] == nil || types[info.name]?.isNested == true && !info.isNested { types[info.name] = info }
                if !info.isNested && !info.isFilePrivate { visibleDeclarations[info.name, default: []].append(info.location) }
            }
            extensions += file.extensionTypes
            typealiases.merge(file.typealiases) { first, _ in first }
        }
        for info in extensions {
            if types[info.name] != nil {
                types[info.name]!.merge(info)
            } else if extendedOnly[info.name] != nil {
                extendedOnly[info.name]!.merge(info)
            } else {
                extendedOnly[info.name] = info
            }
        }
        resolvingValueTypes()
        // A class's first inherited type is its superclass unless it is a protocol the table knows.
        for (name, info) in types where info.kind == .class {
            if let first = info.superclass, types[first]?.isProtocol == true {
                types[name]!.conformances.insert(first, at: 0)
                types[name]!.superclass = nil
            }
        }
    }

    public subscript(name: String) -> TypeInfo? { types[name] }

    /// `static var mode = GestureMode.none`: a case of an enum the project declares is of that enum; a static member of
    /// a type, of the type the member is declared with.
    private mutating func resolvingValueTypes() {
        for (name, info) in types where !info.memberValues.isEmpty {
            for (member, value) in info.memberValues where types[name]?.memberTypes[member] == nil {
                // `Settings.Mode.split` for a type nested in the declaring one, as its value named it there.
                var path = value.split(separator: ".").map(String.init)
                guard path.count >= 2, let valueName = path.popLast(), let base = types[path[path.count - 1]],
                    base.isNested == (path.count > 1)
                else { continue }
                if base.enumCaseTypes.contains(where: { $0.name == valueName }) {
                    types[name]?.memberTypes[member] = path.joined(separator: ".")
                } else if path.count == 1, let type = base.memberTypes[valueName] {
                    types[name]?.memberTypes[member] = type
                }
            }
        }
    }

    /// Whether values of a declared type are an object with behaviour of its own (a view model, a service, a
    /// coordinator) rather than data the screen shows: a class or actor with methods that is neither a Core Data
    /// or Realm object nor coded, or a protocol.
    public func isCollaboratorType(_ name: String) -> Bool {
        guard let info = types[name] else { return false }
        switch info.kind {
        case .protocol, .actor: return true
        case .struct, .enum: return false
        case .class:
            let dataBases: Set<String> = ["NSManagedObject", "Object", "EmbeddedObject"]
            let codable: Set<String> = ["Codable", "Decodable", "Encodable", "NSCoding", "NSSecureCoding"]
            let ancestry = lineage(of: name).compactMap { types[$0] }
            if ancestry.contains(where: { $0.superclass.map(dataBases.contains) == true || !codable.isDisjoint(with: $0.conformances) }) { return false }
            return !info.methods.isEmpty
        }
    }

    /// `UIImage`, `UIColor`: UIKit's prefix followed by a type name.
    public static func isUIKitType(_ name: String) -> Bool {
        name.count > 2 && name.hasPrefix("UI") && name.dropFirst(2).first?.isUppercase == true
    }

    /// A type of the app that keeps views of its own (`let placeholderView: PlaceholderView`): it helps draw a
    /// screen, so it is no model or data layer, whatever its name says (`PlaceholderContainer`), and its `show`
    /// opens no screen. Keeping a controller (a coordinator's `rootViewController`) does not count.
    public func keepsViews(_ name: String) -> Bool {
        // An app's view says so in its name or is built on UIKit's (a model's `PresetField` is no `UITextField`).
        let viewSuffixes = ["View", "Cell", "Label", "Button", "Control", "Field", "Window", "Bar", "Switch", "Slider"]
        let isView = { (typeName: String) in
            typeName.hasSuffix("View") || typeName.hasSuffix("Cell")
                || self.lineage(of: typeName).contains { Self.isUIKitType($0) && viewSuffixes.contains(where: $0.hasSuffix) }
        }
        return lineage(of: name).compactMap { types[$0] }.contains { info in
            info.storedProperties.contains { TypeText.ownNames(in: $0.type).contains(where: isView) }
        }
    }

    /// A protocol only views and screens adopt (`protocol AppContext where Self: UIViewController`, one refining
    /// such a protocol): UI, whatever its name says.
    public func isScreenProtocol(_ name: String) -> Bool {
        var seen: Set<String> = []
        var pending = [name]
        while let next = pending.popLast(), seen.insert(next).inserted {
            guard let info = types[next], info.isProtocol else { continue }
            if info.conformances.contains(where: isUIKitType) { return true }
            pending += info.conformances
        }
        return false
    }

    /// A value that names no object with data behind it: an enum of cases (`EventContext.none`), or one without
    /// cases or methods, a namespace of constants (`Metric.Container.xMargin`).
    /// A struct that says it is a value (`Equatable`, `Hashable`, `Codable`…) and holds only the platform's plain values
    /// (`struct TransferContext: Hashable { let arrivalTime: Date; let fromRouteShortName: String }`) is one too, whatever
    /// its name ends in: it can hold no store, connection or context to read through.
    public func isPlainValueType(_ name: String) -> Bool {
        guard let info = types[name] else { return false }
        switch info.kind {
        case .enum:
            return !info.enumCaseTypes.isEmpty || info.methods.isEmpty
        case .struct:
            return info.conformances.contains(where: Self.valueProtocols.contains) && !info.storedPropertyTypes.isEmpty
                && info.storedPropertyTypes.allSatisfy { property in
                    TypeText.names(in: TypeText.parse(property.type)).allSatisfy(EntityPlanner.plainTypes.contains)
                }
        default:
            return false
        }
    }

    private static let valueProtocols: Set<String> = ["Equatable", "Hashable", "Codable", "Decodable", "Encodable", "Identifiable"]

    /// Whether a type of the project declares `method` taking a view controller under one of `labels` (`_` for
    /// none): `func presentWebPage(_ url: URL, inController controller: UIViewController)`.
    public func takesViewController(method: String, labels: Set<String>) -> Bool {
        types.values.contains { takesViewController($0, method: method, labels: labels) }
    }

    /// Whether `info`'s method `method` takes a view controller at one of `labels`.
    func takesViewController(_ info: TypeInfo, method: String, labels: Set<String>) -> Bool {
        guard info.methods[method] != nil, let signature = info.method(method) else { return false }
        return signature.parameterClause.parameters.contains { parameter in
            labels.contains(parameter.firstName.text)
                && lineage(of: TypeText.baseName(TypeText.unwrapped(parameter.type).trimmedText)).contains { $0.hasSuffix("ViewController") }
        }
    }

    /// UIKit's types and the classes of this table built on one (`SettingsViewController`, `RoundButton`). A type the
    /// app declares itself has UIKit's prefix in its name only (`UIStateManager`): it is UIKit's when built on one.
    public func isUIKitType(_ name: String) -> Bool {
        let lineage = lineage(of: name)
        return (types[name] == nil ? lineage : Array(lineage.dropFirst())).contains(where: Self.isUIKitType)
    }

    /// `name`, then its superclasses as far as the table knows them, then the first one it does not declare
    /// (`SettingsViewController`, `BaseViewController`, `UIViewController`); a cycle ends the walk.
    public func lineage(of name: String) -> [String] {
        var names = [name]
        var seen: Set<String> = [name]
        // A generic superclass (`HostingPanModal<Page>`) is declared under its name alone.
        while let superclass = types[names[names.count - 1]]?.superclass.map(TypeText.baseName), seen.insert(superclass).inserted {
            names.append(superclass)
        }
        return names
    }

    /// Two top-level declarations of one name (a file left out of the app's target, another target's copy): which one
    /// the controller sees, the table cannot tell (it answers with the first).
    func isDeclaredMoreThanOnce(_ name: String) -> Bool {
        (visibleDeclarations[name]?.count ?? 0) > 1
    }

    /// The declared type of the parameter at `index` of a method of `typeName` (`addObserver(_ object: AnyObject, …)`).
    public func parameterType(at index: Int, of method: String, on typeName: String) -> TypeSyntax? {
        let parameters = info(TypeText.baseName(typeName))?.method(method)?.parameterClause.parameters
        guard let parameters, index < parameters.count else { return nil }
        return Array(parameters)[index].type
    }

    /// The declared type of the parameter a call hands its argument labelled `label` (nil: none), looking for the method
    /// named `method` on `typeName` and the classes it is built on (`cell.setUp(item, delegate: self)`), or for an
    /// initializer of `typeName` when `method` is nil; nil when no declaration, or more than one parameter, fits.
    public func parameterType(labelled label: String?, ofCall method: String?, argumentCount: Int, on typeName: String) -> TypeSyntax? {
        let wanted = label ?? "_"
        for owner in lineage(of: TypeText.baseName(typeName)) {
            guard let info = info(owner) else { continue }
            let signatures = method.map { name in [info.method(name)].compactMap { $0 } } ?? info.initializerSignatures
            let fitting = signatures.flatMap { signature in
                signature.parameterClause.parameters.count >= argumentCount
                    ? signature.parameterClause.parameters.filter { $0.firstName.text == wanted } : []
            }
            if fitting.count == 1 { return fitting[0].type }
            if !signatures.isEmpty { return nil }
        }
        return nil
    }

    /// The types of what a closure argument is handed, when the declaration it is passed to takes it as a closure that hands
    /// nothing back (`init(title: String, onPick: @escaping (Date) -> Void)` → `Date`): the parameter labelled `label`, or
    /// the last one for a trailing closure, of the method `method` of `typeName` (static or not), or of its initializers
    /// (`method` nil) — a struct's memberwise one included. nil when no declaration, or more than one, fits.
    public func callbackParameterTypes(labelled label: String?, trailing: Bool, ofCall method: String?, argumentCount: Int, on typeName: String)
        -> [TypeSyntax]?
    {
        let owner = TypeText.baseName(typeName)
        guard let info = info(owner) else { return nil }
        let declared: TypeSyntax?
        let signatures =
            method.map { name in info.overloads.filter { $0.key.hasPrefix(name + "(") }.values.compactMap(TypeText.signature) }
            ?? info.initializerSignatures
        if signatures.isEmpty, method == nil, info.kind == .struct {
            // The memberwise initializer takes the stored properties by their names, in order.
            let taken = info.storedPropertyTypes.filter { !info.initializedConstants.contains($0.name) }
            declared = (trailing ? taken.last : taken.first { $0.name == label }).map { TypeText.parse($0.type) }
        } else {
            let fitting = signatures.compactMap { signature -> String? in
                let parameters = Array(signature.parameterClause.parameters)
                guard parameters.count >= argumentCount else { return nil }
                let parameter = trailing ? parameters.last : parameters.first { $0.firstName.text == (label ?? "_") }
                return parameter?.type.trimmedText
            }
            guard Set(fitting).count == 1 else { return nil }
            declared = TypeText.parse(fitting[0])
        }
        guard let declared, let function = functionType(declared, in: owner),
            ["Void", "()"].contains(function.returnClause.type.trimmedText)
        else { return nil }
        return function.parameters.map(\.type)
    }

    /// The type of a property of `typeName` or of a class it is built on, as the project declares it.
    public func inheritedMemberType(_ member: String, of typeName: String) -> TypeSyntax? {
        lineage(of: TypeText.baseName(typeName)).lazy.compactMap { self.info($0)?.memberType(member) }.first
    }

    /// The types of the parameters of the closure a method of `typeName` takes last
    /// (`func load(completion: @escaping ([Item]) -> Void)` → `[Item]`), through type aliases.
    public func completionParameterTypes(of method: String, on typeName: String) -> [TypeSyntax]? {
        let owner = TypeText.baseName(typeName)
        guard let signature = info(owner)?.method(method), let last = signature.parameterClause.parameters.last else { return nil }
        return functionParameterTypes(last.type, in: owner)
    }

    /// The types of the parameters of the closure a stored property of `typeName` holds
    /// (`var onSave: (([String: String]) -> Void)?` → `[String: String]`), through type aliases.
    public func closurePropertyParameterTypes(_ property: String, on typeName: String) -> [TypeSyntax]? {
        let owner = TypeText.baseName(typeName)
        guard let type = info(owner)?.storedPropertyTypes.first(where: { $0.name == property })?.type else { return nil }
        return functionParameterTypes(TypeText.parse(type), in: owner)
    }

    private func functionParameterTypes(_ declared: TypeSyntax, in owner: String) -> [TypeSyntax]? {
        functionType(declared, in: owner)?.parameters.map(\.type)
    }

    /// The function type a declaration names, through type aliases, optionals and `@escaping`.
    private func functionType(_ declared: TypeSyntax, in owner: String) -> FunctionTypeSyntax? {
        var type = resolvingAlias(declared, in: owner)
        if let attributed = type.as(AttributedTypeSyntax.self) { type = resolvingAlias(attributed.baseType, in: owner) }
        if let optional = type.as(OptionalTypeSyntax.self) { type = resolvingAlias(optional.wrappedType, in: owner) }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = resolvingAlias(optional.wrappedType, in: owner) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { type = only.type }
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        return type.as(FunctionTypeSyntax.self)
    }

    /// The type a member (method result or property) of `typeName` has, looking through the declarations: the type's
    /// own, else what the classes it is built on declare (`UserRepository: BaseRepository<…>` has `currentUserId`). A
    /// member a generic base types by its own parameters (`let item: T`) has no type the subclass could name here.
    public func memberType(_ member: String, of typeName: String) -> TypeSyntax? {
        let name = TypeText.baseName(typeName)
        for (depth, ancestor) in lineage(of: name).enumerated() {
            guard let info = info(ancestor) else { return nil }
            guard let type = info.memberType(member) else { continue }
            if depth > 0, !TypeText.names(in: type).isDisjoint(with: info.genericParameters) { return nil }
            return type
        }
        return nil
    }

    /// The type, or what extensions add to a type declared outside the table.
    private func info(_ name: String) -> TypeInfo? { types[name] ?? extendedOnly[name] }

    /// The members the project's extensions add to a type it does not declare (`extension UIViewController {
    /// func showAlert(…) }`): every controller of the app inherits them.
    public func extensionMembers(of name: String) -> Set<String> {
        guard let info = extendedOnly[name] else { return [] }
        return info.otherMembers.union(info.storedProperties.map(\.name))
    }

    /// What the project's extensions add to `UIViewController` and the classes it is built on: a route reaches them
    /// through its transition handler, as it reaches UIKit's own.
    public var viewControllerExtensionMembers: Set<String> {
        Self.viewControllerRoots.reduce(into: Set<String>()) { $0.formUnion(extensionMembers(of: $1)) }
    }

    /// Whether the project's extensions add the method `fullName` (`perform(segue:sender:)`) to every view controller.
    public func viewControllerExtensionsDeclare(_ fullName: String) -> Bool {
        Self.viewControllerRoots.contains { extendedOnly[$0]?.overloads[fullName] != nil }
    }

    /// The classes every view controller is built on, whose extensions every screen (and a route's handler) reaches.
    static let viewControllerRoots: Set<String> = ["UIViewController", "UIResponder", "NSObject"]

    /// What each method the project's extensions add to every view controller calls (`push(module:)` →
    /// `pushViewController`), by base name: methods handing nothing back.
    public var viewControllerExtensionCalls: [String: Set<String>] {
        Self.viewControllerRoots.reduce(into: [String: Set<String>]()) { result, root in
            result.merge(extendedOnly[root]?.methodCalls ?? [:]) { mine, _ in mine }
        }
    }

    /// `Completion` (declared in the owner or at file level) → the function type it names.
    private func resolvingAlias(_ type: TypeSyntax, in owner: String) -> TypeSyntax {
        guard let name = type.as(IdentifierTypeSyntax.self)?.name.text else {
            if let member = type.as(MemberTypeSyntax.self), let alias = info(member.baseType.trimmedText)?.alias(member.name.text) {
                return alias
            }
            return type
        }
        return info(owner)?.alias(name) ?? typealiases[name].map(TypeText.parse) ?? type
    }
}

/// Small helpers over types as written.
public enum TypeText {
    /// `Swift.Array<Foo>` → `Array`, `Foo?` → `Foo`, `[Foo]` → `[Foo]`.
    public static func baseName(_ text: String) -> String {
        // On the bytes: recipes and the dashboard ask this of every type a member names, and splitting the text
        // and comparing Characters cost 16,000 instructions a call (3% of a dashboard over an app).
        text.utf8.withContiguousStorageIfAvailable(baseName(of:)) ?? Array(text.utf8).withUnsafeBufferPointer(baseName(of:))
    }

    /// The text without spaces around it and `?`/`!` after it, cut at its first `<`, then its last non-empty
    /// dot-separated part (the whole cut text when it has none).
    private static func baseName(of bytes: UnsafeBufferPointer<UInt8>) -> String {
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), dot = UInt8(ascii: ".")
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == space || bytes[start] == tab { start += 1 }
        while end > start, bytes[end - 1] == space || bytes[end - 1] == tab { end -= 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
        if let angle = bytes[start..<end].firstIndex(of: UInt8(ascii: "<")) { end = angle }
        var partEnd = end
        while partEnd > start, bytes[partEnd - 1] == dot { partEnd -= 1 }
        guard partEnd > start else { return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) }
        var partStart = partEnd
        while partStart > start, bytes[partStart - 1] != dot { partStart -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[partStart..<partEnd]), as: UTF8.self)
    }

    public static func array(of element: TypeSyntax) -> TypeSyntax {
        TypeSyntax(ArrayTypeSyntax(element: element.trimmed))
    }

    public static func optional(_ wrapped: TypeSyntax) -> TypeSyntax {
        if wrapped.is(OptionalTypeSyntax.self) { return wrapped }
        return TypeSyntax(OptionalTypeSyntax(wrappedType: wrapped.trimmed))
    }

    /// `Result<[Order], Error>` → its success and failure types.
    public static func resultArguments(_ type: TypeSyntax) -> (success: TypeSyntax, failure: TypeSyntax)? {
        guard let named = type.as(IdentifierTypeSyntax.self), named.name.text == "Result",
            let arguments = named.genericArgumentClause?.arguments, arguments.count == 2,
            case .type(let success) = arguments.first!.argument, case .type(let failure) = arguments.last!.argument
        else { return nil }
        return (success, failure)
    }

    /// A parameter's type as a stored property's: `@escaping` only belongs to parameters.
    public static func stored(_ type: TypeSyntax) -> TypeSyntax {
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return type.trimmed }
        let kept = attributed.attributes.filter { $0.as(AttributeSyntax.self)?.attributeName.trimmedText != "escaping" }
        if kept.isEmpty && attributed.specifiers.isEmpty { return attributed.baseType.trimmed }
        return TypeSyntax(attributed.with(\.attributes, kept)).trimmed
    }

    public static func unwrapped(_ type: TypeSyntax) -> TypeSyntax {
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return implicit.wrappedType }
        return type
    }

    /// A type from its spelling, for types read off other syntax (a generic argument, a specialisation).
    public static func parse(_ text: String) -> TypeSyntax {
        var parser = Parser(text)
        return TypeSyntax.parse(from: &parser)
    }

    /// A function signature from its text (`(completion: @escaping (Int) -> Void) async throws -> Bool`).
    public static func signature(_ text: String) -> FunctionSignatureSyntax? {
        DeclSyntax("func f\(raw: text) {}").as(FunctionDeclSyntax.self)?.signature
    }

    public static func named(_ name: String) -> TypeSyntax {
        TypeSyntax(IdentifierTypeSyntax(name: .identifier(name)))
    }

    /// Every type name mentioned in a type (`[String: [Quarter]]` → String, Quarter).
    public static func names(in type: TypeSyntax) -> Set<String> {
        let collector = TypeNameCollector(viewMode: .sourceAccurate)
        collector.walk(type)
        return collector.names
    }

    /// The types a type is made of, each as itself: `Feed.ViewState` is ViewState, not the `Feed` that namespaces it.
    public static func ownNames(in type: TypeSyntax) -> Set<String> {
        let collector = TypeNameCollector(viewMode: .sourceAccurate)
        collector.skipsNamespaces = true
        collector.walk(type)
        return collector.names
    }
}

private final class TypeNameCollector: SyntaxVisitor {
    var names: Set<String> = []
    /// Name a member type by its own name only: its base (`Feed` of `Feed.ViewState`) merely namespaces it.
    var skipsNamespaces = false
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
    /// Modules that qualify a type (`Swift.Result`): the type is the member, not the module.
    static let modules: Set = ["Swift", "Foundation", "UIKit", "CoreData", "CoreLocation", "Combine", "MapKit", "AVFoundation"]

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        let qualifiedByModule = node.baseType.as(IdentifierTypeSyntax.self).map { Self.modules.contains($0.name.text) } ?? false
        guard skipsNamespaces || qualifiedByModule else { return .visitChildren }
        names.insert(node.name.text)
        if let arguments = node.genericArgumentClause { walk(arguments) }
        return .skipChildren
    }
}
