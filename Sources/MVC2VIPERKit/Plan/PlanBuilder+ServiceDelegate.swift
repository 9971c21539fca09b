import SwiftSyntax

extension PlanBuilder {
    /// Services that report through a delegate the controller is: the interactor becomes the delegate
    /// (see `ServiceDelegateMatcher`); each callback's display code becomes a view command.
    func planServiceDelegates() {
        let outcome = ServiceDelegateMatcher(context: context).findings(claimed: claimed)
        declined += outcome.declined
        for finding in outcome.found {
            var subscribe = DataRequest(
                noun: Planner.uniqueNoun(Naming.upperFirst(finding.dependency) + "Updates", among: plan.requests.map(\.noun)),
                body: [finding.assignment], results: [], dependencies: [finding.dependency], displayCommand: nil,
                line: finding.evidence.line)
            subscribe.isCommand = false
            let subscribeIndex = Planner.append(subscribe, to: &plan.requests)
            startRequests([subscribeIndex], from: finding.trigger, replacing: [finding.assignment], evidence: finding.evidence)
            note(finding.trigger.name, .request(subscribeIndex), finding.evidence)
            dropFetchDeclines(of: finding.trigger.name, at: [finding.evidence.line])
            for (member, results) in finding.callbacks {
                let noun = results.first.map { Naming.upperFirst($0.name) } ?? Naming.upperFirst(member.baseName)
                let command = ViewCommand(
                    noun: Planner.uniqueNoun(noun, among: plan.viewCommands.map(\.noun)), kind: .display,
                    parameters: results, body: Array(member.body ?? []))
                let commandIndex = Planner.append(command, to: &plan.viewCommands)
                var callback = DataRequest(
                    noun: Planner.uniqueNoun(noun, among: plan.requests.map(\.noun)), body: [],
                    results: results.map { ResultValue(name: $0.name, modelType: $0.type, plainType: $0.type, mapping: .none) },
                    dependencies: [], displayCommand: commandIndex, line: member.line)
                callback.callback = (ModuleInputPlanner.signatureOnly(member), finding.protocolName)
                let callbackIndex = Planner.append(callback, to: &plan.requests)
                plan.viewEdits.removedMembers.insert(member.name)
                let evidence = Evidence(recipe: finding.evidence.recipe, line: member.line, syntax: context.snippet(member.declaration))
                note(member.name, .request(callbackIndex), evidence)
                note(member.name, .command(commandIndex), evidence)
            }
            plan.viewEdits.removedConformances.insert(finding.protocolName)
        }
    }
}
