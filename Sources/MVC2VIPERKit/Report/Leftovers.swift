/// What the migration leaves to people, as `path:line:col: warning: [recipe] …` lines: Xcode and CI logs
/// show them as diagnostics at the place they name.
enum Leftovers {
    static func diagnostics(plan: MigrationPlan, account: StatementAccount, questionnaire: Questionnaire,
                            outputFolder: String, viewPath: String) -> [String] {
        let source = plan.source.path
        var lines: [String] = []
        for item in plan.unresolved {
            let column = plan.controller.member(named: item.member)?.column ?? 1
            lines.append("\(source):\(item.line):\(column): warning: [\(item.recipe ?? "unresolved")] \(item.member): \(item.reason)")
        }
        for entry in account.entries where entry.status == .missing {
            lines.append("\(source):\(entry.line):\(entry.column): warning: [nothing-lost] statement not found in the module: \(entry.statement)")
        }
        for answer in questionnaire.answers where answer.yes {
            for finding in answer.evidence {
                let path = MigrationReport.join(outputFolder, finding.path)
                lines.append("\(path):\(finding.line):1: warning: [questionnaire] \(answer.question) \(finding.note)")
            }
        }
        // The step no tool should take silently: the rewritten controller replaces the original file.
        let controllerColumn = plan.source.column(of: plan.controller.declaration.classKeyword)
        lines.append("\(source):\(plan.controller.line):\(controllerColumn): note: [migration] replace this file with \(viewPath) "
            + "and add the module's files to the app target")
        return lines
    }
}
