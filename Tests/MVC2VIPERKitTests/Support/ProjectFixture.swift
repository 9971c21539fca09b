import Foundation
@testable import MVC2VIPERKit

/// A small app for the dashboard: what real projects hold, in a temporary folder.
enum ProjectFixture {
    static let feed = """
        import UIKit

        final class FeedScreen: BaseScreen {
            @IBOutlet weak var tableView: UITableView!
            private var items: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.dataSource = self
            }

            @IBAction func openTapped(_ sender: UIButton) {
                switch sender.tag {
                case 0:
                    let screen = UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "Settings")
                    navigationController?.pushViewController(screen, animated: true)
                default:
                    let screen = UIStoryboard(name: "Help", bundle: nil).instantiateViewController(withIdentifier: "Help")
                    navigationController?.pushViewController(screen, animated: true)
                }
            }
        }

        """

    static let feedTable = """
        import UIKit

        // The data source lives in a file of its own, as in many apps.
        extension FeedScreen: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                items.count
            }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = items[indexPath.row]
                return cell
            }
        }

        """

    /// The class and the extension, without the imports, blank lines and comment around them.
    static var feedLines: Int { lineCount(feed) - 2 + lineCount(feedTable) - 3 }

    static func lineCount(_ text: String) -> Int { text.split(separator: "\n", omittingEmptySubsequences: false).count - 1 }

    /// 20 methods of 20 statements and 16 stored properties: massive by every measure.
    static func massive(_ name: String) -> String {
        var lines = ["import UIKit", "", "final class \(name): UIViewController {"]
        lines += (0..<16).map { "    var value\($0) = 0" }
        for method in 0..<20 {
            lines += ["", "    func update\(method)() {"] + (0..<20).map { "        value\($0 % 16) += \(method)" } + ["    }"]
        }
        return (lines + ["}", ""]).joined(separator: "\n")
    }

    static func write(into root: URL) throws {
        try file(
            root, "App/Base/BaseScreen.swift",
            """
            import UIKit

            class BaseScreen: UIViewController {
                func showError(_ message: String) {
                    present(UIAlertController(title: nil, message: message, preferredStyle: .alert), animated: true)
                }
            }

            """)
        try file(root, "App/Feed/FeedScreen.swift", feed)
        try file(root, "App/Feed/FeedScreen+Table.swift", feedTable)
        try file(root, "App/Reports/ReportsViewController.swift", massive("ReportsViewController"))
        try file(
            root, "App/Help/HelpScreen.swift",
            """
            import UIKit
            import VendorKit

            /// Its base class comes from a package and is not named like a controller: what it overrides says it is one.
            final class HelpScreen: VendorScreen {
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }

            """)
        try file(
            root, "App/Other/ListPresenter.swift",
            """
            class ListPresenter {}

            /// Named like a controller, but no screen: its superclass is the project's own plain class.
            final class ListPresenterController: ListPresenter {}

            """)
        try file(root, "Pods/Vendor/VendorViewController.swift", "import UIKit\n\nclass VendorViewController: UIViewController {}\n")
        try file(root, "App/Broken.swift", "import UIKit\n\nlet broken = = 1\n")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App/Odd"), withIntermediateDirectories: true)
        try Data([0x6C, 0x65, 0x74, 0x00, 0x01]).write(to: root.appendingPathComponent("App/Odd/Binary.swift"))
        try Data("let name = \"caf\u{E9}\"\n".data(using: .isoLatin1)!).write(to: root.appendingPathComponent("App/Odd/Latin1.swift"))
        let samples: [(String, Architecture)] = [
            ("MenuController", .viper), ("ContactsController", .surfMVP),
            ("ProfileController", .coordinatedSurfMVP), ("NewsController", .vip),
        ]
        for (sample, architecture) in samples {
            var options = MigrationOptions(inputPath: Paths.samples.appendingPathComponent("\(sample).swift").path, outputDirectory: "")
            options.architecture = architecture
            for emitted in try Migration.run(options).module.files {
                try file(root, "Modules/" + emitted.path, emitted.contents)
            }
        }
    }

    /// What `--strict` must catch: a controller past a threshold, a new massive one, a module without its router.
    /// A controller of the shape a new user tried `--strict` with: not named like a view controller, with few stored
    /// properties (so not massive by Habchi et al.), but with 130 methods over 500 lines.
    static func manyMethods(_ name: String) -> String {
        var lines = ["import UIKit", "", "final class \(name): UIViewController {", "    var count = 0"]
        for method in 0..<130 {
            lines += ["", "    func step\(method)() {", "        count += \(method)", "    }"]
        }
        return (lines + ["}", ""]).joined(separator: "\n")
    }

    static func regress(_ root: URL) throws {
        // Past type_body_length's error (350 lines), which gates; its warning (250) does not.
        let filler = ["", "    func fill() {"] + (0..<360).map { _ in "        items.append(\"\")" } + ["    }", "}", ""]
        let grown = feed.replacingOccurrences(of: "\n}\n", with: "\n" + filler.joined(separator: "\n"))
        try file(root, "App/Feed/FeedScreen.swift", grown)
        try file(root, "App/Audit/AuditViewController.swift", massive("AuditViewController"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("Modules/Menu/Router"))
    }

    static func file(_ root: URL, _ path: String, _ contents: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }
}
