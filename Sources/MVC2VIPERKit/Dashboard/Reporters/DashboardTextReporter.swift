import Foundation

/// The dashboard for CI logs: plain text within 100 columns; colour only when asked (a terminal, no NO_COLOR).
public struct DashboardTextReporter {
    public static let width = 100
    let colour: Bool

    public init(colour: Bool) { self.colour = colour }

    public func render(_ dashboard: Dashboard) -> String {
        var out = header(dashboard)
        out += remaining(dashboard)
        out += modules(dashboard)
        if !dashboard.failures.isEmpty {
            out += ["", "Could not read or parse (\(dashboard.failures.count))"]
            out += dashboard.failures.map { fit("  \($0.path): \($0.reason)") }
        }
        if let trend = dashboard.trend {
            let gone = trend.changes.filter { [.migrated, .removed].contains($0.status) }
            if !gone.isEmpty {
                out += ["", "Since the baseline"]
                out += gone.map { fit("  \($0.name) \($0.status.rawValue) (\($0.path))") }
            }
            out += ["", trend.regressions.isEmpty ? "Regressions: none" : paint("Regressions (\(trend.regressions.count))", .red)]
            // Whole, as compilers print errors: editors and CI systems read the path and line off the start.
            out += trend.regressions.map(\.description)
        }
        return out.joined(separator: "\n") + "\n"
    }

    private func header(_ dashboard: Dashboard) -> [String] {
        let totals = dashboard.totals
        var out = [fit("mvc2viper dashboard: \(dashboard.roots.joined(separator: " ")) (\(dashboard.files) Swift files)"), ""]
        out.append("Screens    \(totals.screens) controllers, \(totals.baseClasses) app base class\(totals.baseClasses == 1 ? "" : "es")")
        let trendByControllers = dashboard.trend.map { percentTrend(totals.percentByControllers - $0.before.percentByControllers) } ?? ""
        out.append(
            "Migrated   \(Self.bar(totals.percentByControllers))  \(Self.percent(totals.percentByControllers))"
                + "  \(totals.migrated) of \(totals.screens) screens\(trendByControllers)")
        let trendByLines = dashboard.trend.map { percentTrend(totals.percentByLines - $0.before.percentByLines) } ?? ""
        out.append(
            "By lines   \(Self.bar(totals.percentByLines))  \(Self.percent(totals.percentByLines))"
                + "  \(totals.migratedLines) in modules, \(totals.remainingLines) left\(trendByLines)")
        out.append("Modules    " + Architecture.allCases.map { "\($0.title) \(totals.modules[$0.rawValue] ?? 0)" }.joined(separator: " · "))
        out.append("Massive    \(totals.massive) of the remaining controllers (Habchi et al.)")
        if let history = dashboard.history, !history.isEmpty {
            let values = history.suffix(40).map(\.percentByControllers)
            out.append(
                fit(
                    "History    \(History.sparkline(values))  \(Self.percent(values.first!)) → \(Self.percent(values.last!))"
                        + " over \(values.count) run\(values.count == 1 ? "" : "s")"))
        }
        return out
    }

    private func remaining(_ dashboard: Dashboard) -> [String] {
        guard !dashboard.controllers.isEmpty else { return ["", "Remaining controllers: none"] }
        var out = [
            "", "Remaining controllers (\(dashboard.controllers.count)), next best wins first",
            "  #  " + "controller".padding(toLength: 32, withPad: " ", startingAt: 0)
                + " lines  meth  attr  stmt  body   effort  trend",
        ]
        for (index, controller) in dashboard.controllers.enumerated() {
            let name = controller.name.count > 32 ? String(controller.name.prefix(31)) + "…" : controller.name
            var row = Self.right("\(index + 1)", 3) + "  " + name.padding(toLength: 32, withPad: " ", startingAt: 0)
            row += [controller.lines, controller.methods, controller.storedProperties, controller.statements, controller.bodyLength]
                .map { Self.right("\($0)", 6) }.joined()
            row += Self.right(Self.hours(controller.effortHours), 9)
            if let change = dashboard.trend?.change(for: controller) { row += "  " + lineTrend(change) }
            out.append(row)
            var notes: [String] = []
            if controller.massive { notes.append(paint("massive", .red)) }
            // The row shows the numbers; the note names what they cross, the longer body length only.
            let crossed = controller.thresholds.filter { $0 != "type_body_length > 250" || !controller.thresholds.contains("type_body_length > 350") }
            if !crossed.isEmpty {
                notes.append("over " + crossed.map { paint($0, $0.hasPrefix("type_body_length") ? .yellow : .plain) }.joined(separator: ", "))
            }
            notes.append(controller.hits.isEmpty ? "no recipe moves anything" : Self.moves(controller))
            if controller.unresolved > 0 { notes.append("\(controller.unresolved) by hand") }
            out.append(fit("     " + notes.joined(separator: " · ")))
            out.append(fit("     \(controller.path):\(controller.line)", keepingEnd: true))
        }
        return out
    }

    private func modules(_ dashboard: Dashboard) -> [String] {
        guard !dashboard.modules.isEmpty else { return [] }
        var out = ["", "Modules (\(dashboard.modules.count))"]
        for module in dashboard.modules {
            let view = module.view.map { ", view \($0)" } ?? ""
            out.append(fit("  \(module.name) (\(module.architecture.title)): \(module.lines) lines\(view) — \(module.layers.joined(separator: ", "))"))
        }
        return out
    }

    // MARK: - Pieces

    /// Members and recipe hits apart: one member several recipes move counts once as a member and once per recipe.
    static func moves(_ controller: Dashboard.Controller) -> String {
        let hits = controller.hits.reduce(0) { $0 + $1.members }
        return "\(controller.movableMembers) member\(controller.movableMembers == 1 ? "" : "s") move (\(hits) recipe hit\(hits == 1 ? "" : "s"): "
            + controller.hits.map { "\($0.recipe) \($0.members)" }.joined(separator: ", ") + ")"
    }

    static func bar(_ percent: Double, width: Int = 24) -> String {
        let filled = min(width, max(0, Int((percent / 100 * Double(width)).rounded())))
        return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + "]"
    }

    static func percent(_ value: Double) -> String { String(format: "%.1f%%", value) }

    static func hours(_ value: Double) -> String { String(format: value == value.rounded() ? "%.0f h" : "%.1f h", value) }

    static func right(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// Migration progress going up is good news.
    private func percentTrend(_ delta: Double) -> String {
        if abs(delta) < 0.05 { return "  = since baseline" }
        let text = String(format: "%@ %+.1f pts since baseline", delta > 0 ? "▲" : "▼", delta)
        return "  " + paint(text, delta > 0 ? .green : .red)
    }

    /// A controller growing is bad news.
    private func lineTrend(_ change: Trend.Change) -> String {
        switch change.status {
        case .new: return paint("new", .yellow)
        case .same: return "="
        default: return paint(String(format: "%@ %+d", change.lines > 0 ? "▲" : "▼", change.lines), change.lines > 0 ? .red : .green)
        }
    }

    enum Colour: String {
        case red = "31", green = "32", yellow = "33", plain = ""
    }

    private func paint(_ text: String, _ colour: Colour) -> String {
        guard self.colour, colour != .plain else { return text }
        return "\u{1B}[\(colour.rawValue)m\(text)\u{1B}[0m"
    }

    /// Cuts a line to the width, counting what shows: colour codes take no column and survive the cut.
    private func fit(_ line: String, keepingEnd: Bool = false) -> String {
        let visible = line.replacingOccurrences(of: "\u{1B}\\[[0-9]*m", with: "", options: .regularExpression)
        guard visible.count > Self.width else { return line }
        if keepingEnd {
            // Paths: the file name matters more than the folders above it.
            let indent = visible.prefix { $0 == " " }
            return indent + "…" + visible.suffix(Self.width - indent.count - 1)
        }
        var out = "", shown = 0, inCode = false
        for character in line {
            if character == "\u{1B}" { inCode = true }
            if inCode {
                out.append(character)
                if character == "m" { inCode = false }
                continue
            }
            guard shown < Self.width - 1 else { break }
            out.append(character)
            shown += 1
        }
        return out + "…" + (out.contains("\u{1B}[") ? "\u{1B}[0m" : "")
    }
}

extension Architecture {
    /// The name the reference documents use.
    public var title: String {
        switch self {
        case .viper: return "VIPER"
        case .surfMVP: return "Surf MVP"
        case .coordinatedSurfMVP: return "Coordinated Surf MVP"
        case .vip: return "VIP"
        }
    }
}
