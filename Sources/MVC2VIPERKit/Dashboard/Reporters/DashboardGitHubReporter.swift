/// The dashboard for GitHub Actions: a workflow annotation per regression (an error) and per massive
/// controller (a warning), which the run shows on the lines they name; the summary itself is the Markdown
/// dashboard, which the command appends to the step summary (`$GITHUB_STEP_SUMMARY`).
public enum DashboardGitHubReporter {
    public static func annotations(_ dashboard: Dashboard) -> String {
        var lines = (dashboard.trend?.regressions ?? []).map { regression in
            command("error", file: regression.path, line: regression.line, title: "mvc2viper dashboard", message: regression.message)
        }
        lines += dashboard.controllers.filter(\.massive).map { controller in
            command(
                "warning", file: controller.path, line: controller.line, title: "Massive View Controller",
                message: "\(controller.name) crosses \(controller.thresholds.joined(separator: ", ")) (Habchi et al.); "
                    + (controller.hits.isEmpty ? "no recipe moves anything" : DashboardTextReporter.moves(controller)))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `::error file=…,line=…,title=…::message`, escaped as the runner expects: properties lose `,` and `:`,
    /// messages keep one line.
    static func command(_ name: String, file: String, line: Int, title: String, message: String) -> String {
        "::\(name) file=\(escapeProperty(file)),line=\(line),title=\(escapeProperty(title))::\(escapeData(message))"
    }

    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
