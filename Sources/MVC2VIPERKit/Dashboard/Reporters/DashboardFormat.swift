/// How `mvc2viper dashboard` prints: for a CI log, a step summary, a program, or the two CI systems' own formats.
public enum DashboardFormat: String, CaseIterable, Sendable {
    case text, markdown, json, github, gitlab

    /// The dashboard; `colour` only for text on a terminal. `github` gives the annotations alone: the command adds the
    /// Markdown summary where the runner reads it.
    public func render(_ dashboard: Dashboard, colour: Bool = false) -> String {
        switch self {
        case .text: return DashboardTextReporter(colour: colour).render(dashboard)
        case .markdown: return DashboardMarkdownReporter.render(dashboard)
        case .json: return ReportJSON.encode(dashboard)
        case .github: return DashboardGitHubReporter.annotations(dashboard)
        case .gitlab: return DashboardGitLabReporter.render(dashboard)
        }
    }

    /// Whether the output already carries each regression's line, so the command need not print them again.
    public var showsRegressions: Bool { [.text, .github].contains(self) }
}
