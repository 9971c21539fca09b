import SwiftSyntax
import SwiftSyntaxBuilder

/// The objects a builder's wiring makes and the references it sets between them, read from the
/// wiring statements themselves (`let router = MenuRouter()`, `presenter.view = viewController`,
/// `MenuPresenter(interactor: interactor, …)`), so generated tests check what the builder does.
struct WiringGraph {
    struct Reference {
        let owner: String
        let property: String
        let value: String
    }

    /// The objects by the wiring's local names (the controller's among them), with their types.
    private(set) var types: [String: String]
    private(set) var references: [Reference] = []
    let controller: String

    init(_ shape: BuilderShape, controllerType: String) {
        controller = shape.controllerVariable
        types = [controller: controllerType]
        for statement in shape.wiring {
            if let binding = statement.item.as(VariableDeclSyntax.self)?.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true
            {
                types[name] = type
                // The module's own types keep what their initializer takes in a property of the label's name.
                for argument in call.arguments {
                    if let label = argument.label?.text, let value = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                        references.append(Reference(owner: name, property: label, value: value))
                    }
                }
            } else if let sequence = statement.item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                let target = sequence.elements.first?.as(MemberAccessExprSyntax.self),
                let owner = target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let value = sequence.elements.last?.as(DeclReferenceExprSyntax.self)?.baseName.text
            {
                references.append(Reference(owner: owner, property: target.declName.baseName.text, value: value))
            }
        }
        references.removeAll { types[$0.owner] == nil || types[$0.value] == nil }
    }

    /// Statements reaching every object from the controller (`let presenter = try XCTUnwrap(viewController.output as? MenuPresenter)`),
    /// then an identity check for every other reference. Objects no reference leads to are left out.
    func reachingStatements() -> (reached: Set<String>, statements: [CodeBlockItemSyntax], checks: [CodeBlockItemSyntax]) {
        let (order, used) = paths()
        let reached = Set(order.map { references[$0].value } + [controller])
        let checks = references.enumerated().filter { !used.contains($0.offset) && reached.contains($0.element.owner) && reached.contains($0.element.value) }
            .map { _, reference -> CodeBlockItemSyntax in
                let message = "\(reference.owner).\(reference.property) is \(reference.value)"
                return
                    "XCTAssertTrue((\(raw: reference.owner).\(raw: reference.property) as? \(raw: types[reference.value]!)) === \(raw: reference.value), \(literal: message))"
            }
        return (reached, order.map(reach), checks)
    }

    /// The statements reaching one object and the objects on the way to it, nil when no reference leads there.
    func reaching(_ name: String) -> [CodeBlockItemSyntax]? {
        if name == controller { return [] }
        let (order, _) = paths()
        guard var index = order.first(where: { references[$0].value == name }) else { return nil }
        var chain = [index]
        while references[index].owner != controller, let previous = order.first(where: { references[$0].value == references[index].owner }) {
            chain.insert(previous, at: 0)
            index = previous
        }
        return chain.map(reach)
    }

    /// `let presenter = try XCTUnwrap(viewController.output as? MenuPresenter)`.
    private func reach(_ index: Int) -> CodeBlockItemSyntax {
        let reference = references[index]
        return "let \(raw: reference.value) = try XCTUnwrap(\(raw: reference.owner).\(raw: reference.property) as? \(raw: types[reference.value]!))"
    }

    /// The references that first lead to each object from the controller, in the order a test follows them.
    private func paths() -> (order: [Int], used: Set<Int>) {
        var reached: Set<String> = [controller]
        var order: [Int] = []
        var used: Set<Int> = []
        var changed = true
        while changed {
            changed = false
            for (index, reference) in references.enumerated() where reached.contains(reference.owner) && !reached.contains(reference.value) {
                order.append(index)
                reached.insert(reference.value)
                used.insert(index)
                changed = true
            }
        }
        return (order, used)
    }
}
