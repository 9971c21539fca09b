import Foundation
@testable import MVC2VIPERKit
import XCTest

/// Screens a storyboard or nib makes: the project index reads their scenes, the module's builder makes the
/// screen the way the app does (or wires the one the storyboard made), initializer defaults stay, and the
/// generated tests give the screen its outlets before it loads, so none of them traps.
final class InterfaceBuilderTests: XCTestCase {
    func testTheIndexReadsScenesOutletsSeguesAndStaticCells() throws {
        let scenes = InterfaceBuilderReader.scenes(
            in: StoryboardProject.mainStoryboard, path: "App/Main.storyboard",
            classes: ["SettingsViewController", "AboutViewController"])
        XCTAssertEqual(scenes.map(\.className), ["SettingsViewController", "AboutViewController"])
        let settings = scenes[0]
        XCTAssertEqual(settings.kind, .storyboard)
        XCTAssertEqual(settings.name, "Main")
        XCTAssertEqual(settings.identifier, "Settings")
        XCTAssertTrue(settings.hasStaticCells)
        XCTAssertTrue(settings.isInitial)
        XCTAssertEqual(
            settings.outlets,
            [
                InterfaceScene.Outlet(property: "versionLabel", type: "UILabel", isCollection: false),
                InterfaceScene.Outlet(property: "analyticsSwitch", type: "ThemedSwitch", isCollection: false),
            ])
        XCTAssertEqual(settings.segues, [InterfaceScene.Segue(identifier: "showAbout", kind: "show", destination: "AboutViewController")])
        XCTAssertEqual(settings.line, 7)
        XCTAssertNil(scenes[1].identifier)
        XCTAssertFalse(scenes[1].isInitial)

        let nib = InterfaceBuilderReader.scenes(in: StoryboardProject.profileNib, path: "App/ProfileViewController.xib", classes: ["ProfileViewController"])
        XCTAssertEqual(nib.map(\.kind), [.nib])
        XCTAssertEqual(nib.first?.name, "ProfileViewController")
        XCTAssertEqual(nib.first?.outlets.map(\.property), ["nameLabel"], "the nib's root `view` is UIKit's, not an outlet to give")
        // A file naming none of the classes is not parsed; a broken one gives nothing rather than half a scene.
        XCTAssertEqual(InterfaceBuilderReader.scenes(in: StoryboardProject.mainStoryboard, path: "Main.storyboard", classes: ["Other"]), [])
        XCTAssertEqual(
            InterfaceBuilderReader.scenes(
                in: "<document><scenes customClass=\"SettingsViewController\">", path: "Broken.storyboard",
                classes: ["SettingsViewController"]), [])
    }

    func testAStoryboardSceneWithAnIdentifierIsBuiltFromItsStoryboard() throws {
        for architecture in Architecture.allCases {
            let result = try StoryboardProject.migrate("SettingsViewController", architecture)
            let builder = try StoryboardProject.builderFile(result)
            XCTAssertTrue(builder.contains("UIStoryboard(name: \"Main\", bundle: nil)"), "\(architecture):\n\(builder)")
            XCTAssertTrue(builder.contains("instantiateViewController(withIdentifier: \"Settings\") as? SettingsViewController"), builder)
            XCTAssertFalse(builder.contains("SettingsViewController()"), "the screen would have none of its storyboard's views:\n\(builder)")
            XCTAssertEqual(result.plan.source.scenes.count, 1)
        }
    }

    func testASceneWithoutAnIdentifierIsOnlyWiredAndTheReportSaysHowToGiveItOne() throws {
        for architecture in Architecture.allCases {
            let result = try StoryboardProject.migrate("AboutViewController", architecture)
            let builder = try StoryboardProject.builderFile(result)
            XCTAssertFalse(builder.contains("AboutViewController()"), "\(architecture):\n\(builder)")
            XCTAssertFalse(builder.contains("instantiate"), builder)
            XCTAssertTrue(result.module.entryPoint.contains("<#the AboutViewController"), result.module.entryPoint)
            let report = MigrationReport(result)
            XCTAssertTrue(
                report.leftovers.contains { $0.contains("App/Main.storyboard:32:1: note") && $0.contains("[entry-point]") && $0.contains("Storyboard ID") },
                "\(report.leftovers)")
        }
    }

    func testANibScreenIsBuiltWithItsNibAndInitializerDefaultsStay() throws {
        let profile = try StoryboardProject.builderFile(try StoryboardProject.migrate("ProfileViewController", .viper))
        XCTAssertTrue(profile.contains("ProfileViewController(nibName: \"ProfileViewController\", bundle: nil)"), profile)

        let login = try StoryboardProject.migrate("LoginViewController", .viper)
        let builder = try StoryboardProject.builderFile(login)
        XCTAssertTrue(builder.contains("func assembleModule(store: SettingsStore = SettingsStore(), animated: Bool = true)"), builder)
        XCTAssertEqual(login.module.entryPoint, "LoginAssembly().assembleModule()", "what has a default may be left out")
    }

    func testTheMigratedScreensTypeCheckInEveryArchitecture() throws {
        for screen in StoryboardProject.screens {
            for architecture in Architecture.allCases {
                let result = try StoryboardProject.migrate(screen, architecture)
                StandInCompiler.assertTypechecks(
                    StoryboardProject.migratedSwiftFiles(result, screen: screen),
                    scaffolding: StandInCompiler.scaffolding(of: result.module.files),
                    context: "\(screen) [\(architecture.rawValue)]")
            }
        }
    }

    /// Generated view tests make the screen the way the app does, so that every one runs to its end: from its
    /// storyboard scene (whose outlets, private ones included, connect when the test loads its view, after the output
    /// spy is in place), from its nib, or — for a scene without a Storyboard ID, which only the storyboard makes —
    /// in code with a view given to each outlet before the view loads. Outlets stay nil here until one of those gives
    /// them, so a test that forgot one traps as it would on iOS.
    func testGeneratedTestsMakeTheScreenTheAppsWayAndNoneTraps() throws {
        let made = [
            "SettingsViewController": "instantiateViewController(withIdentifier: \"Settings\")",
            "AboutViewController": "screen.aboutLabel = kept(UILabel())",
            "ProfileViewController": "ProfileViewController(nibName: \"ProfileViewController\", bundle: nil)",
        ]
        let scenes = InterfaceBuilderReader.scenes(
            in: StoryboardProject.mainStoryboard, path: "App/Main.storyboard",
            classes: Set(StoryboardProject.screens))
        var registered: [String: String] = [:]
        for scene in scenes {
            if let identifier = scene.identifier { registered["\(scene.name)/\(identifier)"] = scene.className }
            if scene.isInitial { registered["\(scene.name)/"] = scene.className }
        }
        XCTAssertEqual(registered, ["Main/Settings": "SettingsViewController", "Main/": "SettingsViewController"])
        for architecture in Architecture.allCases {
            for (screen, making) in made.sorted(by: { $0.key < $1.key }) {
                let context = "\(screen) [\(architecture.rawValue)]"
                let result = try StoryboardProject.migrate(screen, architecture, tests: true)
                let tests = result.module.files.filter { $0.layer == .tests }
                let view = try XCTUnwrap(
                    tests.first { $0.contents.contains("loadViewIfNeeded()") || $0.contents.contains("connectOutlets(of:") },
                    "\(context): no view test")
                XCTAssertTrue(view.contents.contains(making), "\(context):\n\(view.contents)")
                XCTAssertEqual(view.contents.contains("connectOutlets(of:"), screen == "AboutViewController", "\(context):\n\(view.contents)")
                var files = StoryboardProject.migratedSwiftFiles(result, screen: screen).mapValues { StoryboardLoading.apply($0, loadingOutlets: false) }
                for file in tests { files[file.path] = file.contents }
                let run = try StandInCompiler.runTests(files, scenes: registered)
                XCTAssertEqual(run.failures, 0, "\(context):\n\(run.output)")
                XCTAssertEqual(run.executed, GeneratedTestsTests.testCount(tests), "\(context): a test did not run to its end:\n\(run.output)")
            }
        }
    }
}

/// A small storyboard app: a settings scene (the initial one) with a Storyboard ID, outlets and static cells; an
/// about scene without one, opened by a segue; a nib screen; a screen built in code whose
/// initializer has defaults.
enum StoryboardProject {
    static let screens = ["SettingsViewController", "AboutViewController", "ProfileViewController", "LoginViewController"]

    static let mainStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="set-01">
            <scenes>
                <!--Settings-->
                <scene sceneID="sc1-01">
                    <objects>
                        <tableViewController storyboardIdentifier="Settings" id="set-01" customClass="SettingsViewController" customModule="App" sceneMemberID="viewController">
                            <tableView key="view" dataMode="static" style="grouped" id="tbl-01">
                                <sections>
                                    <tableViewSection id="sec-01">
                                        <cells>
                                            <tableViewCell id="cel-01">
                                                <label text="Version &amp; build" id="lbl-01"/>
                                                <switch id="sw-01" customClass="ThemedSwitch" customModule="App"/>
                                                <connections>
                                                    <segue destination="abo-01" kind="show" identifier="showAbout" id="seg-01"/>
                                                </connections>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                            <connections>
                                <outlet property="versionLabel" destination="lbl-01" id="out-01"/>
                                <outlet property="analyticsSwitch" destination="sw-01" id="out-02"/>
                            </connections>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="sc2-01">
                    <objects>
                        <viewController id="abo-01" customClass="AboutViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" id="vie-02">
                                <subviews>
                                    <label text="About" id="lbl-02"/>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="aboutLabel" destination="lbl-02" id="out-03"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let profileNib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController" customModule="App">
                    <connections>
                        <outlet property="nameLabel" destination="lbl-03" id="out-04"/>
                        <outlet property="view" destination="vie-03" id="out-05"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="vie-03">
                    <subviews>
                        <label text="Name" id="lbl-03"/>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    static let files: [String: String] = [
        "App/Main.storyboard": mainStoryboard,
        "App/ProfileViewController.xib": profileNib,
        "App/Support.swift": """
        import UIKit

        final class ThemedSwitch: UISwitch {}

        final class SettingsStore {
            private var enabled = false

            func loadAnalyticsEnabled() -> Bool {
                enabled
            }

            func saveAnalyticsEnabled(_ value: Bool) {
                enabled = value
            }
        }

        """,
        "App/SettingsViewController.swift": """
        import UIKit

        final class SettingsViewController: UITableViewController {
            @IBOutlet private weak var versionLabel: UILabel!
            @IBOutlet weak var analyticsSwitch: ThemedSwitch!
            private let store = SettingsStore()

            override func viewDidLoad() {
                super.viewDidLoad()
                versionLabel.text = "Version 1.0"
                let enabled = store.loadAnalyticsEnabled()
                analyticsSwitch.isOn = enabled
            }

            @IBAction func analyticsChanged(_ sender: UISwitch) {
                store.saveAnalyticsEnabled(sender.isOn)
                analyticsSwitch.isOn = sender.isOn
            }
        }

        """,
        "App/AboutViewController.swift": """
        import UIKit

        final class AboutViewController: UIViewController {
            @IBOutlet weak var aboutLabel: UILabel!

            override func viewDidLoad() {
                super.viewDidLoad()
                aboutLabel.text = "About"
            }

            @IBAction func closeTapped(_ sender: UIButton) {
                dismiss(animated: true)
            }
        }

        """,
        "App/ProfileViewController.swift": """
        import UIKit

        final class ProfileViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            private let store = SettingsStore()

            override func viewDidLoad() {
                super.viewDidLoad()
                let enabled = store.loadAnalyticsEnabled()
                nameLabel.text = enabled ? "Shared" : "Private"
            }
        }

        """,
        "App/LoginViewController.swift": """
        import UIKit

        final class LoginViewController: UIViewController {
            private let store: SettingsStore
            private let animated: Bool

            init(store: SettingsStore = SettingsStore(), animated: Bool = true) {
                self.store = store
                self.animated = animated
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) is not used")
            }

            @objc func closeTapped() {
                dismiss(animated: animated)
            }
        }

        """,
    ]

    /// The project, written once: every test process of a run (and every later run) finds it at the same place, named for
    /// what it holds, rather than leaving a copy of its own behind.
    static let root: URL = {
        // FNV-1a: stable from one process to the next, as `hashValue` is not.
        let digest = files.sorted { $0.key < $1.key }.flatMap { Array(($0.key + $0.value).utf8) }
            .reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mvc2viper-storyboards-\(String(digest, radix: 16))")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }()

    static func migrate(_ screen: String, _ architecture: Architecture, tests: Bool = false) throws -> MigrationResult {
        var options = MigrationOptions(inputPath: root.appendingPathComponent("App/\(screen).swift").path, outputDirectory: "Modules")
        options.architecture = architecture
        options.project = .folder(root.path)
        options.jobs = 2
        options.emit.tests = tests
        return try Migration.run(options)
    }

    /// The builder's file (Assembly or Configurator).
    static func builderFile(_ result: MigrationResult) throws -> String {
        try XCTUnwrap(result.module.files.first { $0.layer == .assembly }?.contents, "no builder file")
    }

    /// The project's Swift files after migrating `screen`: its file replaced by the module (tests left out).
    static func migratedSwiftFiles(_ result: MigrationResult, screen: String) -> [String: String] {
        var swift = files.filter { $0.key.hasSuffix(".swift") && $0.key != "App/\(screen).swift" }
        for file in result.module.files where file.layer != .tests { swift["Modules/" + file.path] = file.contents }
        return swift
    }
}
