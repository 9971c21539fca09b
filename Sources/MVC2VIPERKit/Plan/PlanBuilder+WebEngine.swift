import SwiftSyntax

extension PlanBuilder {
    /// What the controller loads into its web view is loaded by the interactor through the module's
    /// WebEngine (web-engine recipe); the view keeps the web view and sets up the WebPresentation.
    func planWebEngine() {
        let outcome = WebEngineMatcher(context: context).finding(claimed: claimed)
        declined += outcome.declined
        guard let finding = outcome.found else { return }
        // The view's engine object, handed to the interactor by the assembly as the view's own.
        var engine = Dependency(
            name: WebEngineMatcher.engineProperty, type: TypeText.named(plan.moduleName + "WebEngine"), factory: [],
            owners: [.interactor], replacedMembers: [], line: context.line(finding.loads[0].statements[0]))
        engine.injected = true
        let dependencyIndex = Planner.append(engine, to: &plan.dependencies)
        for load in finding.loads {
            var request = DataRequest(
                noun: Planner.uniqueNoun("Content", among: plan.requests.map(\.noun)), body: load.engineCode, results: [],
                dependencies: [WebEngineMatcher.engineProperty], displayCommand: nil, line: context.line(load.statements[0]))
            request.parameters = load.parameters
            let requestIndex = Planner.append(request, to: &plan.requests)
            let evidence = Evidence(recipe: finding.evidence.recipe, line: request.line, syntax: context.snippet(load.statements[0]))
            startRequests([requestIndex], from: load.member, replacing: load.statements, evidence: evidence)
            dropFetchDeclines(of: load.member.name, at: load.statements.map(context.line))
            note(load.member.name, .view, evidence)
            note(load.member.name, .request(requestIndex), evidence)
            note(load.member.name, .dependency(dependencyIndex), evidence)
            // A method other files call may run before the view loads, where the engine gets its web view: it hands
            // the engine the web view itself first, so that the load reaches it as the controller's did.
            if load.runsBeforeView {
                plan.viewEdits.prependedStatements[load.member.name, default: []].append(WebEngineMatcher.setup(webView: finding.webView))
            }
        }
        note(finding.webView, .view, finding.evidence)
        plan.webView = finding.webView
    }
}
