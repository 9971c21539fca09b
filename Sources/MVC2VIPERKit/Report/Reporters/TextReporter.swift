/// The report as plain text for terminals and CI logs: the leftovers close it as compiler diagnostics.
public enum TextReporter {
    /// Everything: what `--dry-run` prints.
    public static func render(_ report: MigrationReport) -> String {
        var out = summary(report)
        let width = min(44, report.members.map(\.name.count).max() ?? 0)
        out += ["", "members:"]
        for member in report.members {
            let places = member.destinations.map { "\($0.layer.rawValue) \($0.symbol)" }.joined(separator: ", ")
            let recipes = member.recipes.isEmpty ? "" : " [\(member.recipes.joined(separator: ", "))]"
            out.append(
                "  " + member.name.padding(toLength: max(width, member.name.count), withPad: " ", startingAt: 0)
                    + "  \(member.path.map { $0 + ":" } ?? "line ")\(member.line)\(recipes) → \(places)")
        }
        out += files(report)
        out += ["", "diff:", report.diff.text.isEmpty ? "  (no changes)" : String(report.diff.text.dropLast())]
        for diff in report.extensionDiffs ?? [] {
            out += ["", "diff of \(diff.from):", diff.text.isEmpty ? "  (no changes)" : String(diff.text.dropLast())]
        }
        if report.project != nil { out += ["", "project:"] + ReportWording.projectLines(report.project).map { "  " + $0 } }
        out += ["", "nothing lost: " + ReportWording.accountLine(report.account)]
        for entry in report.account.entries where entry.status != .kept {
            let now = [entry.location, entry.now, entry.reason].compactMap { $0 }.joined(separator: "  ")
            out.append("  \(entry.path.map { $0 + ":" } ?? "line ")\(entry.line)  \(entry.status.rawValue)  \(entry.statement)  → \(now)")
        }
        out += ["", ReportWording.scopeCheckLine(report.scopeCheck), "indentation: " + report.indentation]
        out += ["", "questionnaire:"]
        for answer in report.questionnaire.answers {
            out.append("  \(answer.question) \(answer.yes ? "Yes" : "No") (checked: \(answer.checked))")
            out += answer.evidence.map { "    \($0)" }
        }
        out += ["", "leftovers:"] + report.leftovers
        return out.joined(separator: "\n") + "\n"
    }

    /// The summary and the leftovers: what a migration that wrote its report prints.
    public static func renderSummary(_ report: MigrationReport, reportPath: String?) -> String {
        var out = summary(report) + files(report)
        if let reportPath { out += ["", "report: \(reportPath)"] }
        out += [""] + report.leftovers
        return out.joined(separator: "\n") + "\n"
    }

    static func files(_ report: MigrationReport) -> [String] {
        ["", "files:"] + report.files.map { "  \($0.path)  (\($0.layer.rawValue), \($0.lines) lines)" }
    }

    static func summary(_ report: MigrationReport) -> [String] {
        let summary = report.summary
        return [
            "\(report.controller) (\(report.source)) → \(report.module) [\(report.architecture)]",
            "entry point: \(report.entryPoint)",
            "controller: \(summary.before.controller) → \(summary.after.controller) lines (file \(summary.before.file) → \(summary.after.file))",
            "module: \(summary.moduleFolder), \(summary.filesCreated) files created, \(summary.linesCreated) lines",
            "recipes: " + (summary.recipes.isEmpty ? "none" : summary.recipes.map { "\($0.recipe) ×\($0.members)" }.joined(separator: ", ")),
            "nothing lost: " + ReportWording.accountLine(report.account),
            "questionnaire: " + ReportWording.questionnaireLine(report.questionnaire),
            "leftovers: " + ReportWording.leftoversLine(report.leftovers),
        ]
    }
}
