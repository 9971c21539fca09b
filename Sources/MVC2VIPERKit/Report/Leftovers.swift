/// What the migration leaves to people, as `path:line:col: warning: [recipe] …` lines: Xcode and CI logs
/// show them as diagnostics at the place they name.
enum Leftovers {
    static func diagnostics(
        plan: MigrationPlan, account: StatementAccount, questionnaire: Questionnaire,
        outputFolder: String, viewPath: String, project: ProjectReport? = nil
    ) -> [String] {
        let source = plan.source.path
        var lines: [String] = []
        for item in plan.unresolved {
            let member = plan.controller.member(named: item.member)
            lines.append("\(item.path ?? source):\(item.line):\(member?.column ?? 1): warning: [\(item.recipe ?? "unresolved")] \(item.member): \(item.reason)")
        }
        for use in project?.uses ?? [] where use.status == .moved {
            lines.append("\(use.location): warning: [project] \(use.member) left the view; this use must reach the module instead: \(use.code)")
        }
        for entry in account.entries where entry.status == .missing {
            lines.append("\(entry.path ?? source):\(entry.line):\(entry.column): warning: [nothing-lost] statement not found in the module: \(entry.statement)")
        }
        for answer in questionnaire.answers where answer.yes {
            for finding in answer.evidence {
                let path = MigrationReport.join(outputFolder, finding.path)
                lines.append("\(path):\(finding.line):1: warning: [questionnaire] \(answer.question) \(finding.note)")
            }
        }
        if let note = ScreenCreation(plan).note(controller: plan.controller.name) { lines.append(note) }
        // The step no tool should take silently: the rewritten controller replaces the original file.
        let controllerColumn = plan.source.column(of: plan.controller.declaration.classKeyword)
        lines.append(
            "\(source):\(plan.controller.line):\(controllerColumn): note: [migration] replace this file with \(viewPath) "
                + "and add the module's files to the app target")
        let emptied = Set(project?.filesToDelete ?? [])
        for file in plan.source.extensionFiles where emptied.contains(file.path) {
            lines.append("\(file.path):1:1: note: [migration] delete this file: every member of \(plan.controller.name) it held moved to the module")
        }
        for file in plan.source.extensionFiles where !emptied.contains(file.path) {
            lines.append(
                "\(file.path):1:1: note: [migration] replace this file with \(MigrationReport.join(outputFolder, EmittedModule.extensionViewPath(for: plan, original: file.path))), "
                    + "the controller's extension as rewritten")
        }
        return lines
    }
}
