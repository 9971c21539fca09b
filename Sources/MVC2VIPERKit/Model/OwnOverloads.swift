import SwiftSyntax

/// The controller's own methods that share a base name with UIKit's controller API (`func dismiss()` beside
/// `dismiss(animated:completion:)`, `func present(from:)` beside `present(_:animated:completion:)`): a call
/// whose arguments none of them takes is UIKit's, not the controller's.
struct OwnOverloads {
    private struct Parameter {
        let label: String
        let hasDefault: Bool
    }

    private let signatures: [String: [[Parameter]]]

    init(_ declarations: [DeclSyntax]) {
        var signatures: [String: [[Parameter]]] = [:]
        for declaration in declarations {
            guard let function = declaration.as(FunctionDeclSyntax.self),
                ReferenceCollector.inheritedControllerAPI.contains(function.name.text)
            else { continue }
            let parameters = function.signature.parameterClause.parameters.map { parameter in
                Parameter(label: parameter.firstName.text, hasDefault: parameter.defaultValue != nil)
            }
            signatures[function.name.text, default: []].append(parameters)
        }
        self.signatures = signatures
    }

    /// Whether `call` of `name` reaches UIKit's method: the controller declares the name, but no declaration of it
    /// takes these arguments.
    func reachesInheritedAPI(_ name: String, _ call: FunctionCallExprSyntax) -> Bool {
        guard let declared = signatures[name] else { return false }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        return !declared.contains { Self.accepts($0, labels: labels, trailingClosures: trailing) }
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
