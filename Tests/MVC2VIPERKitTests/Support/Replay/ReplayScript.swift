import SwiftParser
import SwiftSyntax

/// The script a behaviour replay plays on one screen, derived from the original controller alone
/// so that the original and every migrated module get the same moves:
/// configuration by the opening screen, the lifecycle, every table row shown and selected, every
/// action and `@objc` target, every helper other files may call — each alert's actions tapped.
struct ReplayScript {
    /// How the program gets the screen.
    enum Construction {
        /// The original controller, made as a storyboard or a caller would.
        case original
        /// A migrated module's entry point; `UINavigationController` placeholders get the replay's one.
        case entryPoint(String)
    }

    let controller: String
    private let imports: [String]
    /// Calls the opening screen makes before the view loads (`configure(with:)`).
    private var configuration: [Move] = []
    /// Actions, `@objc` targets and helpers other files may call, after the view appeared.
    private var moves: [Move] = []
    private var delegates: [Delegate] = []
    /// The notification names the controller observes (`.cartDidChange`), posted after the view appeared.
    private var notifications: [String] = []
    /// What each segue's destination is, as `prepare(for:sender:)` casts it.
    private var segueDestinations: [(identifier: String?, type: String)] = []
    /// Makes values of the types the original and its app declare.
    let values: ReplayValues

    struct Move {
        let name: String
        let call: String
    }

    /// A property holding a protocol the app declares, set to an object that records the calls.
    struct Delegate {
        let property: String
        let protocolName: String
        let requirements: [FunctionDeclSyntax]
    }

    struct NotReplayable: Error, CustomStringConvertible {
        let description: String
    }

    /// `controller` names the class to replay, as the migration chose it; without it, the
    /// controller no other class of the file builds on.
    init(original text: String, support: String?, controller chosen: String? = nil) throws {
        let file = Parser.parse(source: text)
        let supportFile = support.map { Parser.parse(source: $0) }
        let declarations = file.statements.compactMap { $0.item.as(DeclSyntax.self) }
        // The screen is the controller no other class of the file builds on (a file may declare its base too).
        let controllers = declarations.compactMap { $0.as(ClassDeclSyntax.self) }.filter(Self.isController)
        let bases = Set(controllers.compactMap { $0.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription })
        guard let type = controllers.first(where: { chosen.map($0.name.text.elementsEqual) ?? !bases.contains($0.name.text) }) else {
            throw NotReplayable(description: "no view controller class in the original")
        }
        controller = type.name.text
        imports = declarations.compactMap { $0.as(ImportDeclSyntax.self)?.path.trimmedDescription }
        values = ReplayValues([file] + (supportFile.map { [$0] } ?? []))
        let protocols = Dictionary(
            (declarations + (supportFile?.statements.compactMap { $0.item.as(DeclSyntax.self) } ?? []))
                .compactMap { $0.as(ProtocolDeclSyntax.self) }.map { ($0.name.text, $0) },
            uniquingKeysWith: { first, _ in first })
        let extensions = declarations.compactMap { $0.as(ExtensionDeclSyntax.self) }.filter { $0.extendedType.trimmedDescription == controller }
        // Members of extensions that adopt a protocol are UIKit's or a delegate's callbacks, not calls of the app;
        // members of a private extension are private.
        let ownMembers =
            Array(type.memberBlock.members)
            + extensions
            .filter { $0.inheritanceClause == nil && !$0.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) } }
            .flatMap(\.memberBlock.members)
        let outlets = Self.outlets(of: type)
        // Notifications the controller observes are posted, as the app would; their selector targets are not called directly.
        let observed = Self.observedNotifications(in: Syntax(type)) + extensions.flatMap { Self.observedNotifications(in: Syntax($0)) }
        notifications = observed.map(\.name).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        let selectorTargets = Set(observed.compactMap(\.selector))
        for member in ownMembers {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                if !selectorTargets.contains(function.name.text) { addMove(for: function, values: values) }
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                addDelegate(for: variable, protocols: protocols)
                addConfiguration(for: variable, values: values)
            }
        }
        // Callbacks of views the controller is the delegate of (`searchBar(_:textDidChange:)`), sent by each outlet of that type.
        for function in (Array(type.memberBlock.members) + extensions.flatMap(\.memberBlock.members)).compactMap({ $0.decl.as(FunctionDeclSyntax.self) }) {
            addCallback(for: function, outlets: outlets, values: values)
        }
        let prepare = (Array(type.memberBlock.members) + extensions.flatMap(\.memberBlock.members))
            .compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { $0.name.text == "prepare" }
        if let prepare { segueDestinations = Self.destinations(in: prepare) }
    }

    private static func isController(_ type: ClassDeclSyntax) -> Bool {
        guard let base = type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return false }
        return base.hasSuffix("Controller")
    }

    private mutating func addMove(for function: FunctionDeclSyntax, values: ReplayValues) {
        let modifiers = Set(function.modifiers.map(\.name.text))
        guard modifiers.isDisjoint(with: ["override", "static", "class"]) else { return }
        let attributes = Set(function.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
        let isTarget = !attributes.isDisjoint(with: ["IBAction", "objc"])
        guard isTarget || modifiers.isDisjoint(with: ["private", "fileprivate"]) else { return }
        // Parameters of UIKit types mark callbacks UIKit makes (a table's, a segue's), which the script plays otherwise.
        let parameterTypes = function.signature.parameterClause.parameters.map { $0.type.trimmedDescription }
        guard isTarget || !parameterTypes.contains(where: { $0.hasPrefix("UI") }) else { return }
        guard function.signature.effectSpecifiers == nil, let arguments = values.arguments(of: function) else { return }
        let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        let move = Move(name: "\(function.name.text)(\(labels))", call: "controller.\(function.name.text)(\(arguments))")
        let name = function.name.text
        if !isTarget, name.hasPrefix("configure") || name.hasPrefix("setup") || name.hasPrefix("set") {
            configuration.append(move)
        } else {
            moves.append(move)
        }
    }

    /// `addObserver(self, selector: #selector(cartChanged), name: .cartDidChange, …)` and
    /// `addObserver(forName: .cartDidChange, …) { … }`: the names observed, with the selector's method.
    private static func observedNotifications(in node: Syntax) -> [(name: String, selector: String?)] {
        final class Finder: SyntaxVisitor {
            var found: [(name: String, selector: String?)] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "addObserver",
                    let name = node.arguments.first(where: { ["name", "forName"].contains($0.label?.text) })?.expression
                else { return .visitChildren }
                let selector = node.arguments.first { $0.label?.text == "selector" }?.expression.as(MacroExpansionExprSyntax.self)?
                    .arguments.first?.expression.trimmedDescription.split(separator: "(").first.map(String.init)
                found.append((name.trimmedDescription, selector))
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found.filter { $0.name != "nil" }
    }

    /// Properties the opening screen sets (`var item: Item!`): internal, stored, without a value.
    private mutating func addConfiguration(for variable: VariableDeclSyntax, values: ReplayValues) {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.attributes.isEmpty,
            !variable.modifiers.contains(where: { ["private", "fileprivate", "static", "weak", "lazy"].contains($0.name.text) }),
            let binding = variable.bindings.first, binding.accessorBlock == nil, binding.initializer == nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type, let value = values.value(of: type)
        else { return }
        configuration.append(Move(name: "\(name) =", call: "controller.\(name) = \(value)"))
    }

    /// `@IBOutlet weak var searchBar: UISearchBar!` → name and type.
    private static func outlets(of type: ClassDeclSyntax) -> [(name: String, type: String)] {
        type.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { $0.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" } }
            .compactMap { variable in
                guard let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = binding.typeAnnotation?.type
                else { return nil }
                let wrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? type.as(OptionalTypeSyntax.self)?.wrappedType ?? type
                return (name, wrapped.trimmedDescription)
            }
    }

    /// Tables are played row by row; other views call their delegate with themselves first.
    private mutating func addCallback(for function: FunctionDeclSyntax, outlets: [(name: String, type: String)], values: ReplayValues) {
        let parameters = Array(function.signature.parameterClause.parameters)
        guard let first = parameters.first, function.signature.effectSpecifiers == nil,
            !function.modifiers.contains(where: { ["static", "override"].contains($0.name.text) }),
            !["UITableView", "UICollectionView", "UIScrollView"].contains(first.type.trimmedDescription)
        else { return }
        var rest: [String] = []
        for parameter in parameters.dropFirst() {
            guard let value = values.value(of: parameter.type) else { return }
            rest.append(parameter.firstName.text == "_" ? value : "\(parameter.firstName.text): \(value)")
        }
        let labels = parameters.map { "\($0.firstName.text):" }.joined()
        for outlet in outlets where outlet.type == first.type.trimmedDescription {
            let arguments = ([(first.firstName.text == "_" ? "" : "\(first.firstName.text): ") + "controller.\(outlet.name)"] + rest).joined(separator: ", ")
            moves.append(Move(name: "\(outlet.name) calls \(function.name.text)(\(labels))", call: "_ = controller.\(function.name.text)(\(arguments))"))
        }
    }

    private mutating func addDelegate(for variable: VariableDeclSyntax, protocols: [String: ProtocolDeclSyntax]) {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var),
            !variable.modifiers.contains(where: { ["private", "fileprivate", "static"].contains($0.name.text) }),
            let binding = variable.bindings.first, binding.accessorBlock == nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type.as(OptionalTypeSyntax.self)?.wrappedType.trimmedDescription,
            let declaration = protocols[type]
        else { return }
        let requirements = declaration.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        delegates.append(Delegate(property: name, protocolName: type, requirements: requirements))
    }

    /// Pairs the types `segue.destination` is cast to with the identifier tested around the cast.
    private static func destinations(in prepare: FunctionDeclSyntax) -> [(identifier: String?, type: String)] {
        final class Finder: SyntaxVisitor {
            var found: [(identifier: String?, type: String)] = []
            // Casts are not folded by the parser: `segue.destination as? T` is a sequence of three elements.
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let elements = Array(node.elements)
                for (index, element) in elements.enumerated() where element.is(UnresolvedAsExprSyntax.self) && index > 0 && index + 1 < elements.count {
                    guard elements[index - 1].trimmedDescription.hasSuffix("destination"),
                        let type = elements[index + 1].as(TypeExprSyntax.self)?.type
                    else { continue }
                    found.append((Self.identifier(around: node), type.trimmedDescription))
                }
                return .visitChildren
            }

            private static func identifier(around node: SequenceExprSyntax) -> String? {
                var scope: Syntax? = node.parent
                while let current = scope {
                    if current.is(IfExprSyntax.self) || current.is(SwitchCaseSyntax.self) || current.is(GuardStmtSyntax.self) {
                        return current.tokens(viewMode: .sourceAccurate).first(where: ReplayScript.isStringSegment).map(\.text)
                    }
                    scope = current.parent
                }
                return nil
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(prepare)
        return finder.found
    }

    private static func isStringSegment(_ token: TokenSyntax) -> Bool {
        if case .stringSegment = token.tokenKind { return true }
        return false
    }

    /// The whole program (`main.swift`) for one construction of the screen.
    func program(_ construction: Construction) throws -> String {
        var declarations = imports.map { "import \($0)" }
        declarations += delegates.enumerated().map { recorderClass($0.element, number: $0.offset) }
        // The script runs on the main actor, as UIKit does; `kept` lives until the script ends.
        var lines: [String] = []
        var kept = ["navigation"]
        switch construction {
        case .original:
            lines += ["let controller = \(controller)()", "let navigation = UINavigationController(rootViewController: controller)"]
        case .entryPoint(let entryPoint):
            let expression = try filledPlaceholders(entryPoint.replacingOccurrences(of: "<#UINavigationController#>", with: "navigation"))
            if expression.contains("navigation") {
                // A coordinator starts the flow on the navigation controller it is given.
                lines += [
                    "let navigation = UINavigationController()", "let flow = \(expression)", "flow.start()",
                    "let controller = navigation.topViewController as! \(controller)",
                ]
                kept.append("flow")
            } else {
                lines += [
                    "let controller: \(controller) = \(expression)",
                    "let navigation = UINavigationController(rootViewController: controller)",
                ]
            }
        }
        let cases = segueDestinations.map { destination in
            destination.identifier.map { "case \"\($0)\": return \(destination.type)()" } ?? "default: return \(destination.type)()"
        }
        if !cases.isEmpty {
            let fallback = segueDestinations.contains { $0.identifier == nil } ? [] : ["default: return UIViewController()"]
            lines += ["StandInRecorder.segueDestination = { identifier in", "switch identifier {"] + cases + fallback + ["}", "}"]
        }
        for (number, delegate) in delegates.enumerated() {
            lines += ["let delegate\(number) = ReplayDelegate\(number)()", "controller.\(delegate.property) = delegate\(number)"]
            kept.append("delegate\(number)")
        }
        lines.append("StandInRecorder.reset()")
        let lifecycle = [
            Move(name: "viewDidLoad", call: "controller.viewDidLoad()"),
            Move(name: "viewWillAppear", call: "controller.viewWillAppear(false)"),
            Move(name: "viewDidAppear", call: "controller.viewDidAppear(false)"),
        ]
        lines += (configuration + lifecycle).map(playing)
        lines.append("exerciseTables(of: controller)")
        lines += moves.map(playing)
        lines += notifications.map { playing(Move(name: "post \($0)", call: "NotificationCenter.default.post(name: \($0), object: nil)")) }
        lines.append(playing(Move(name: "services publish", call: "StandInRecorder.publishAll()")))
        lines += [
            playing(Move(name: "viewWillDisappear", call: "controller.viewWillDisappear(false)")),
            playing(Move(name: "viewDidDisappear", call: "controller.viewDidDisappear(false)")),
            "withExtendedLifetime((\(kept.joined(separator: ", ")))) {}",
            "for event in StandInRecorder.events { print(event) }",
        ]
        return (declarations + ["@MainActor func replay() {"] + lines + ["}", "MainActor.assumeIsolated { replay() }"]).joined(separator: "\n") + "\n"
    }

    /// `<#NSManagedObjectContext#>` → a value of that type, as the screen's creator would hand over.
    private func filledPlaceholders(_ text: String) throws -> String {
        var result = text
        while let start = result.range(of: "<#"), let end = result.range(of: "#>", range: start.upperBound..<result.endIndex) {
            let type = String(result[start.upperBound..<end.lowerBound])
            guard let value = values.value(of: TypeSyntax(stringLiteral: type)) else {
                throw NotReplayable(description: "the entry point needs a \(type): \(text)")
            }
            result.replaceSubrange(start.lowerBound..<end.upperBound, with: value)
        }
        return result
    }

    private func playing(_ move: Move) -> String {
        "play(\"\(move.name)\", on: controller) { \(move.call) }"
    }

    /// A class adopting the delegate protocol whose methods record their calls and arguments.
    private func recorderClass(_ delegate: Delegate, number: Int) -> String {
        let methods = delegate.requirements.map { requirement -> String in
            let parameters = requirement.signature.parameterClause.parameters
            let described = parameters.map { parameter -> String in
                let name = (parameter.secondName ?? parameter.firstName).text
                return "\\(StandInRecorder.describe(\(name)))"
            }.joined(separator: ", ")
            let labels = parameters.map { "\($0.firstName.text):" }.joined()
            let signature = requirement.with(\.body, nil).with(\.leadingTrivia, []).trimmedDescription
            return "\(signature) { StandInRecorder.record(\"\(delegate.property) \(requirement.name.text)(\(labels)) \(described)\") }"
        }
        return (["final class ReplayDelegate\(number): NSObject, \(delegate.protocolName) {"] + methods + ["}"]).joined(separator: "\n")
    }
}
