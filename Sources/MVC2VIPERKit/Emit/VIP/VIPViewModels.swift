import SwiftSyntax

/// Clean Swift's presenter turns business models into view models: the plan's plain objects are the
/// view models (`QuarterViewModel`), which the presenter maps to before the view controller displays them.
extension MigrationPlan {
    func renamingEntities(_ rename: (Entity) -> String) -> MigrationPlan {
        var plan = self
        let map = Dictionary(entities.map { ($0.name, rename($0)) }, uniquingKeysWith: { first, _ in first })
        guard !map.isEmpty else { return plan }
        let substitution = TypeSubstitution(map)
        let retype = { (type: TypeSyntax) in substitution.rewrite(type, detach: true).cast(TypeSyntax.self) }
        let retyped = { (parameters: [Parameter]) in
            parameters.map { Parameter(label: $0.label, name: $0.name, type: retype($0.type), argument: $0.argument) }
        }
        plan.entities = entities.map { Entity(modelType: $0.modelType, name: map[$0.name]!, fields: $0.fields) }
        plan.viewEdits.typeSubstitutions = viewEdits.typeSubstitutions.mapValues { map[$0] ?? $0 }.merging(map) { current, _ in current }
        for index in plan.requests.indices {
            plan.requests[index].results = requests[index].results.map {
                ResultValue(name: $0.name, modelType: $0.modelType, plainType: retype($0.plainType), mapping: $0.mapping)
            }
        }
        for index in plan.viewCommands.indices { plan.viewCommands[index].parameters = retyped(viewCommands[index].parameters) }
        for index in plan.events.indices { plan.events[index].parameters = retyped(events[index].parameters) }
        plan.presenterState = presenterState.map {
            StateProperty(name: $0.name, type: retype($0.type), initialValue: $0.initialValue, isMutable: $0.isMutable, observers: $0.observers)
        }
        return plan
    }
}
