import Foundation
/// The dashboard as a GitLab Code Quality report (`artifacts: reports: codequality`): regressions as major
/// issues, massive controllers as minor ones, other controllers over a threshold as info. Fingerprints
/// depend on the check, the file and the class or module, never on the line, so moving code keeps an issue's identity.
public enum DashboardGitLabReporter {
    struct Issue: Encodable {
        struct Location: Encodable {
            struct Lines: Encodable { let begin: Int }
            let path: String
            let lines: Lines
        }

        let description: String
        let check_name: String
        let fingerprint: String
        let severity: String
        let location: Location
    }

    public static func render(_ dashboard: Dashboard) -> String {
        var issues = (dashboard.trend?.regressions ?? []).map { regression in
            issue(
                regression.message, check: regression.kind.rawValue, severity: "major", path: regression.path, line: regression.line,
                subject: regression.subject)
        }
        for controller in dashboard.controllers where !controller.thresholds.isEmpty {
            let moves = controller.hits.isEmpty ? "no recipe moves anything" : DashboardTextReporter.moves(controller)
            issues.append(
                controller.massive
                    ? issue(
                        "\(controller.name) is a massive view controller (Habchi et al.): over \(controller.thresholds.joined(separator: ", ")); \(moves)",
                        check: "massive-view-controller", severity: "minor", path: controller.path, line: controller.line, subject: controller.name)
                    : issue(
                        "\(controller.name) is over \(controller.thresholds.joined(separator: ", ")); \(moves)",
                        check: "controller-over-threshold", severity: "info", path: controller.path, line: controller.line, subject: controller.name))
        }
        return ReportJSON.encode(issues)
    }

    private static func issue(_ description: String, check: String, severity: String, path: String, line: Int, subject: String) -> Issue {
        Issue(
            description: description, check_name: "mvc2viper/" + check, fingerprint: fingerprint([check, path, subject]), severity: severity,
            location: .init(path: path, lines: .init(begin: line)))
    }

    /// FNV-1a, 64 bits, in hex: stable across runs and machines.
    static func fingerprint(_ parts: [String]) -> String {
        String(FNV1a.hash(Data(parts.joined(separator: "\u{0}").utf8)), radix: 16)
    }
}
