/// The dashboard as Markdown, for a CI step summary (`$GITHUB_STEP_SUMMARY`) or a merge request comment.
public enum DashboardMarkdownReporter {
    public static func render(_ dashboard: Dashboard) -> String {
        let totals = dashboard.totals
        var out = ["# Migration dashboard", ""]
        out.append(
            "`\(dashboard.roots.joined(separator: " "))`: \(dashboard.files) Swift files, \(totals.screens) screens, "
                + "\(totals.baseClasses) app base classes.")
        out += ["", "| | progress | |", "| --- | --- | ---: |"]
        out.append(
            "| migrated screens | `\(DashboardTextReporter.bar(totals.percentByControllers))` \(totals.migrated) of \(totals.screens) | "
                + "\(DashboardTextReporter.percent(totals.percentByControllers))\(delta(dashboard.trend.map { totals.percentByControllers - $0.before.percentByControllers })) |"
        )
        out.append(
            "| lines in modules | `\(DashboardTextReporter.bar(totals.percentByLines))` \(totals.migratedLines) in modules, \(totals.remainingLines) left | "
                + "\(DashboardTextReporter.percent(totals.percentByLines))\(delta(dashboard.trend.map { totals.percentByLines - $0.before.percentByLines })) |")
        out.append("| modules | " + Architecture.allCases.map { "\($0.title) \(totals.modules[$0.rawValue] ?? 0)" }.joined(separator: " · ") + " | |")
        out.append("| massive controllers (Habchi et al.) | \(totals.massive) | |")
        if let history = dashboard.history, !history.isEmpty {
            let values = history.suffix(40).map(\.percentByControllers)
            out.append("| history | `\(History.sparkline(values))` over \(values.count) runs | |")
        }
        if let trend = dashboard.trend {
            out += ["", trend.regressions.isEmpty ? "**Regressions:** none" : "**Regressions (\(trend.regressions.count))**"]
            if !trend.regressions.isEmpty { out += [""] + trend.regressions.map { "- `\($0.path):\($0.line)` \($0.message)" } }
        }
        out += ["", "## Remaining controllers, next best wins first", ""]
        if dashboard.controllers.isEmpty {
            out.append("None.")
        } else {
            out += [
                "| # | controller | lines | methods | attributes | statements | body | moves | thresholds | effort | trend |",
                "| ---: | --- | ---: | ---: | ---: | ---: | ---: | --- | --- | ---: | --- |",
            ]
            for (index, controller) in dashboard.controllers.enumerated() {
                let hits = controller.hits.isEmpty ? "" : DashboardTextReporter.moves(controller)
                let thresholds = (controller.massive ? ["**massive**"] : []) + controller.thresholds
                let trend =
                    dashboard.trend?.change(for: controller).map { change in
                        change.status == .new ? "new" : change.status == .same ? "=" : String(format: "%@ %+d", change.lines > 0 ? "▲" : "▼", change.lines)
                    } ?? ""
                out.append(
                    "| \(index + 1) | `\(controller.name)`<br>`\(controller.path):\(controller.line)` | \(controller.lines) | "
                        + "\(controller.methods) | \(controller.storedProperties) | \(controller.statements) | \(controller.bodyLength) | "
                        + "\(hits) | \(thresholds.joined(separator: "<br>")) | \(DashboardTextReporter.hours(controller.effortHours)) | \(trend) |")
            }
        }
        if !dashboard.modules.isEmpty {
            out += ["", "## Modules", "", "| module | architecture | layers | view | lines |", "| --- | --- | --- | --- | ---: |"]
            out += dashboard.modules.map {
                "| `\($0.name)` | \($0.architecture.title) | \($0.layers.joined(separator: ", ")) | \($0.view.map { "`\($0)`" } ?? "") | \($0.lines) |"
            }
        }
        if !dashboard.failures.isEmpty {
            out += ["", "## Could not read or parse", ""] + dashboard.failures.map { "- `\($0.path)`: \($0.reason)" }
        }
        return out.joined(separator: "\n") + "\n"
    }

    private static func delta(_ value: Double?) -> String {
        guard let value, abs(value) >= 0.05 else { return value == nil ? "" : " =" }
        return String(format: " %@ %+.1f", value > 0 ? "▲" : "▼", value)
    }
}
