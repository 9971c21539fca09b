import SwiftSyntax

/// Where an architecture puts the plan's places, for reports: the logic (events, results, module
/// input), the model (requests, dependencies, helpers), state, and navigation.
struct Placement {
    typealias Place = (layer: Layer, type: String)
    let logic: Place
    let model: Place
    let routes: Place
    /// Where the state the presenter held lives (VIP: the interactor).
    var state: Place
    /// The module's outputs are closures (Coordinated Surf MVP).
    var outputsAreClosures = false

    init(logic: Place, model: Place, routes: Place, state: Place? = nil, outputsAreClosures: Bool = false) {
        self.logic = logic
        self.model = model
        self.routes = routes
        self.state = state ?? logic
        self.outputsAreClosures = outputsAreClosures
    }
}

extension ModuleParts {
    /// Each plan target's layer and generated symbol.
    func destinations(_ placement: Placement) -> [Target: [PlannedDestination]] {
        var result: [Target: [PlannedDestination]] = [:]
        for member in plan.members {
            for target in member.targets where result[target] == nil {
                switch target {
                case .view:
                    result[target] = [PlannedDestination(layer: .view, symbol: plan.controller.name)]
                case .event(let index):
                    let event = plan.events[index]
                    result[target] = [PlannedDestination(layer: placement.logic.layer, symbol: "\(placement.logic.type).\(names.event(event))")]
                    if case .moduleOutput = event.kind {
                        result[target]!.append(
                            PlannedDestination(
                                layer: placement.logic.layer,
                                symbol: "\(names.moduleOutput).\(placement.outputsAreClosures ? ModuleParts.closureName(event.noun) : event.noun)"))
                    }
                case .request(let index):
                    let request = plan.requests[index]
                    result[target] = [PlannedDestination(layer: placement.model.layer, symbol: "\(placement.model.type).\(names.request(request))")]
                    if !request.results.isEmpty || request.displayCommand != nil || !request.routesAfterResults.isEmpty {
                        result[target]!.append(PlannedDestination(layer: placement.logic.layer, symbol: "\(placement.logic.type).\(names.result(request))"))
                    }
                case .query(let index):
                    let name = names.query(plan.queries[index])
                    result[target] = [
                        PlannedDestination(layer: placement.logic.layer, symbol: "\(placement.logic.type).\(name)"),
                        PlannedDestination(layer: placement.model.layer, symbol: "\(placement.model.type).\(name)"),
                    ]
                case .route(let index):
                    result[target] = [PlannedDestination(layer: placement.routes.layer, symbol: "\(placement.routes.type).\(names.route(plan.routes[index]))")]
                case .command(let index):
                    let command = plan.viewCommands[index]
                    result[target] = command.isEmpty ? [] : [PlannedDestination(layer: .view, symbol: "\(plan.controller.name).\(names.command(command))")]
                case .dependency(let index):
                    let dependency = plan.dependencies[index]
                    result[target] =
                        (dependency.injected ? [] : [PlannedDestination(layer: .assembly, symbol: "\(names.assembly).\(names.factory(dependency))")])
                        + dependency.owners.sorted().map { layer in
                            let owner: Placement.Place =
                                layer == .view ? (layer, plan.controller.name) : layer == .interactor ? placement.model : placement.routes
                            return PlannedDestination(layer: owner.layer, symbol: "\(owner.type).\(dependency.name)")
                        }
                case .entity(let index):
                    result[target] = [PlannedDestination(layer: .entity, symbol: plan.entities[index].name)]
                case .interactorHelper(let name):
                    result[target] = [PlannedDestination(layer: placement.model.layer, symbol: "\(placement.model.type).\(name)")]
                case .presenterState(let name):
                    result[target] = [PlannedDestination(layer: placement.state.layer, symbol: "\(placement.state.type).\(name)")]
                case .dataDisplay:
                    result[target] = [PlannedDestination(layer: .adapter, symbol: names.dataDisplayManager)]
                case .moduleInput(let index):
                    result[target] = [PlannedDestination(layer: placement.logic.layer, symbol: "\(placement.logic.type).\(plan.moduleInputs[index].name)")]
                }
            }
        }
        return result
    }
}
