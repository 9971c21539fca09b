import SwiftSyntax

/// The controller's own methods that share a base name with UIKit's controller API (`func dismiss()` beside
/// `dismiss(animated:completion:)`, `func present(from:)` beside `present(_:animated:completion:)`): a call
/// whose arguments none of them takes is UIKit's, not the controller's.
struct OwnOverloads {
    private struct Parameter {
        let label: String
        let hasDefault: Bool
    }

    private struct Signature {
        let parameters: [Parameter]
        /// `override func dismiss(animated:completion:)` calling `super`: UIKit's method, which the screen keeps (code
        /// calling `super` never leaves it).
        let isKeptOverride: Bool
    }

    private let signatures: [String: [Signature]]

    init(_ declarations: [DeclSyntax]) {
        var signatures: [String: [Signature]] = [:]
        for declaration in declarations {
            guard let function = declaration.as(FunctionDeclSyntax.self),
                ReferenceCollector.inheritedControllerAPI.contains(function.name.text)
            else { continue }
            let parameters = function.signature.parameterClause.parameters.map { parameter in
                Parameter(label: parameter.firstName.text, hasDefault: parameter.defaultValue != nil)
            }
            let isKeptOverride =
                function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
                && function.body?.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.super) } == true
            signatures[function.name.text, default: []].append(Signature(parameters: parameters, isKeptOverride: isKeptOverride))
        }
        self.signatures = signatures
    }

    /// Whether `call` of `name` reaches UIKit's method: the controller declares the name, but no declaration of it
    /// takes these arguments.
    func reachesInheritedAPI(_ name: String, _ call: FunctionCallExprSyntax) -> Bool {
        signatures[name] != nil && accepting(name, call).isEmpty
    }

    /// Whether `call` of `name` reaches only an override of UIKit's method that the screen keeps: through any reference
    /// to the screen (a route's transition handler) it reaches the same override.
    func reachesKeptOverride(_ name: String, _ call: FunctionCallExprSyntax) -> Bool {
        let accepting = accepting(name, call)
        return !accepting.isEmpty && accepting.allSatisfy(\.isKeptOverride)
    }

    /// The controller's declarations of `name` that take the call's arguments.
    private func accepting(_ name: String, _ call: FunctionCallExprSyntax) -> [Signature] {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        return (signatures[name] ?? []).filter { Self.accepts($0.parameters, labels: labels, trailingClosures: trailing) }
    }

    /// Arguments in order, defaulted parameters skipped, trailing closures taking the last parameters left.
    private static func accepts(_ parameters: [Parameter], labels: [String], trailingClosures: Int) -> Bool {
        var index = 0
        var remaining = parameters[...]
        while let parameter = remaining.first, index < labels.count {
            remaining = remaining.dropFirst()
            if parameter.label == labels[index] {
                index += 1
            } else if !parameter.hasDefault {
                return false
            }
        }
        guard index == labels.count else { return false }
        let required = remaining.filter { !$0.hasDefault }.count
        return required <= trailingClosures && trailingClosures <= remaining.count
    }
}
