/// The report as Markdown: what `MIGRATION.md` holds by default and a CI step summary shows.
public enum MarkdownReporter {
    public static func render(_ report: MigrationReport) -> String {
        var out: [String] = ["# Migration report: \(report.controller) → \(report.module) (\(report.architecture))", ""]
        let summary = report.summary
        out += [
            "## Summary", "",
            "| \(code(report.source)) | before | after |", "| --- | ---: | ---: |",
            "| class \(code(report.controller)) and its extensions | \(summary.before.controller) lines | \(summary.after.controller) lines |",
            "| file | \(summary.before.file) lines | \(summary.after.file) lines |", "",
            "- Module: \(code(summary.moduleFolder)) — \(summary.filesCreated) files created, \(summary.linesCreated) lines; "
                + "entry point \(code(report.entryPoint))",
            "- Rewritten controller: \(code(report.diff.to)) (+\(report.diff.added) −\(report.diff.removed) lines)",
            "- Recipes applied: "
                + (summary.recipes.isEmpty
                    ? "none"
                    : summary.recipes.map { "\($0.recipe) (\($0.members) \($0.members == 1 ? "member" : "members"))" }.joined(separator: ", ")),
            "- Nothing lost: " + ReportWording.accountLine(report.account),
            "- " + Naming.upperFirst(ReportWording.scopeCheckLine(report.scopeCheck)),
            "- Indentation: " + report.indentation,
            "- Questionnaire: " + ReportWording.questionnaireLine(report.questionnaire),
            "- Leftovers: " + ReportWording.leftoversLine(report.leftovers), "",
        ]

        out += ["## Members", "", "| member | line | recipes | now | files |", "| --- | ---: | --- | --- | --- |"]
        for member in report.members {
            let now = member.destinations.map { "\($0.layer.rawValue) \(code($0.symbol))" }.joined(separator: "<br>")
            out.append(
                "| \(code(member.name)) | \(member.line) | \(member.recipes.joined(separator: ", ")) | \(now) | "
                    + member.files.map(code).joined(separator: "<br>") + " |")
        }
        out += ["", "## Files", "", "| file | layer | lines |", "| --- | --- | ---: |"]
        out += report.files.map { "| \(code($0.path)) | \($0.layer.rawValue) | \($0.lines) |" }

        out += ["", "## Controller diff", "", "\(code(report.diff.from)) → \(code(report.diff.to))", ""]
        out += fenced(report.diff.text.isEmpty ? "(no changes)\n" : report.diff.text, language: "diff")

        for diff in report.extensionDiffs ?? [] {
            out += ["", "\(code(diff.from)) → \(code(diff.to))", ""]
            out += fenced(diff.text.isEmpty ? "(no changes)\n" : diff.text, language: "diff")
        }
        if report.project != nil {
            out += ["", "## Project", ""] + ReportWording.projectLines(report.project).map { "- " + $0 }
        }

        out += [
            "", "## Nothing lost", "",
            ReportWording.accountLine(report.account) + ". "
                + "Statements kept in the view are in the diff; every other one is listed with where it is now.", "",
        ]
        let listed = report.account.entries.filter { $0.status != .kept }
        if !listed.isEmpty {
            out += ["| line | statement | status | now |", "| ---: | --- | --- | --- |"]
            for entry in listed {
                let place = [entry.location.map(code), entry.now.map(code)].compactMap { $0 }.joined(separator: " ")
                let now = [place.isEmpty ? nil : place, entry.reason].compactMap { $0 }.joined(separator: " — ")
                out.append("| \(entry.path.map { code($0) + ":" } ?? "")\(entry.line) | \(code(entry.statement)) | \(entry.status.rawValue) | \(now) |")
            }
        }

        out += ["", "## The Book's questionnaire", "", "\"No\" to every question means the refactoring was done correctly.", ""]
        for answer in report.questionnaire.answers {
            out.append("- **\(answer.question)** \(answer.yes ? "Yes" : "No") — checked: \(answer.checked).")
            out += answer.evidence.map { "  - \(code($0.description))" }
        }

        out += ["", "## Leftovers", ""]
        out += fenced(report.leftovers.joined(separator: "\n") + "\n", language: "")
        return out.joined(separator: "\n") + "\n"
    }

    /// Inline code safe inside a table cell: a pipe would end the cell.
    static func code(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "|", with: "\\|")
        let fence = escaped.contains("`") ? "``" : "`"
        return fence + (fence == "``" ? " \(escaped) " : escaped) + fence
    }

    /// A fenced block longer than any backtick run inside it (a multi-line string may hold ```).
    static func fenced(_ text: String, language: String) -> [String] {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return [fence + language, String(text.dropLast(text.hasSuffix("\n") ? 1 : 0)), fence]
    }
}

/// Sentences the text and Markdown reports share.
enum ReportWording {
    static func accountLine(_ account: StatementAccount) -> String {
        let counts = [StatementAccount.Status.kept, .moved, .rewritten, .removed, .missing].map { "\(account.count($0)) \($0.rawValue)" }
        return "\(account.entries.count) statements — " + counts.joined(separator: ", ")
    }

    /// `scope check: 0 findings (412 names resolved where they landed; 1 member kept in the view as written: …)`.
    static func scopeCheckLine(_ check: ScopeCheckReport) -> String {
        let kept =
            check.keptInView.isEmpty
            ? ""
            : "; \(check.keptInView.count) \(check.keptInView.count == 1 ? "member" : "members") kept in the view as written: "
                + check.keptInView.joined(separator: ", ")
        return "scope check: \(check.findings) findings (\(check.namesChecked) names resolved where they landed\(kept))"
    }

    static func questionnaireLine(_ questionnaire: Questionnaire) -> String {
        let yes = questionnaire.answers.filter(\.yes).count
        return yes == 0
            ? "\"No\" to all \(questionnaire.answers.count) questions"
            : "\"Yes\" to \(yes) of \(questionnaire.answers.count) questions (see below)"
    }

    /// The project read around the input, a line each: the root, the extension files, the uses from elsewhere.
    static func projectLines(_ project: ProjectReport?) -> [String] {
        guard let project else { return [] }
        var lines = ["root \(project.root): \(project.filesIndexed) files indexed, \(project.skipped.count) skipped"]
        lines += project.skipped.map { "skipped \($0.path): \($0.reason)" }
        let emptied = Set(project.filesToDelete ?? [])
        lines += project.extensionFiles.map { path in
            emptied.contains(path)
                ? "extension file \(path): every member moved to the module; delete it"
                : "extension file \(path): rewritten beside the view"
        }
        lines += project.uses.map { "used at \($0.location) (\($0.member), \($0.status)): \($0.code)" }
        return lines
    }

    static func leftoversLine(_ leftovers: [String]) -> String {
        let warnings = leftovers.filter { $0.contains(": warning: ") }.count
        let notes = leftovers.count - warnings
        return "\(warnings) \(warnings == 1 ? "warning" : "warnings"), \(notes) \(notes == 1 ? "note" : "notes")"
    }
}
