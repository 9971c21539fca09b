import Foundation
@testable import MVC2VIPERKit
import XCTest

/// The coverage run over a two-app stand-in corpus made of fixture screens: the totals add up, a subset
/// spans the apps, and the comparison with a baseline says what changed.
final class CoverageTests: XCTestCase {
    func testRunOverAStandInCorpus() throws {
        let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: corpus) }
        let screens = ["a/one": ["TasksViewController", "NotesViewController"], "b/two": ["LoginViewController"]]
        var apps: [[String: Any]] = []
        for (repository, names) in screens.sorted(by: { $0.key < $1.key }) {
            let folder = corpus.appendingPathComponent(repository.replacingOccurrences(of: "/", with: "+"))
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in names {
                try FileManager.default.copyItem(
                    at: Paths.fixtures.appendingPathComponent("Corpus/\(name).swift"),
                    to: folder.appendingPathComponent("\(name).swift"))
            }
            apps.append(["repository": repository, "controllers": names.map { ["path": "\($0).swift", "class": $0, "lines": 100] }])
        }
        apps.append(["repository": "c/absent", "controllers": [["path": "X.swift", "class": "X", "lines": 100]]])
        let manifest = try JSONDecoder().decode(CorpusManifest.self, from: JSONSerialization.data(withJSONObject: ["apps": apps]))

        XCTAssertEqual(manifest.selection(limit: 2, app: nil).map { $0.app.repository }, ["a/one", "b/two"], "a subset spans the apps")
        let run = try CoverageRun.run(manifest: manifest, corpus: corpus.path, options: CoverageRun.Options())
        let totals = try XCTUnwrap(run.summary.architectures["viper"])
        XCTAssertEqual(run.controllers.count, 3)
        XCTAssertEqual(run.summary.missingApps, ["c/absent"])
        XCTAssertEqual(totals.migrated, 3, run.controllers.flatMap(\.results).compactMap(\.message).joined(separator: "\n"))
        XCTAssertEqual(totals.members, run.controllers.reduce(0) { $0 + $1.results[0].members })
        XCTAssertGreaterThan(totals.moved, 0)
        // TasksViewController declines a member on purpose (its list methods call the paging helper; see CorpusTests).
        XCTAssertGreaterThan(totals.declinedByGroup["collections"] ?? 0, 0, "\(totals.declinedByGroup)")
        XCTAssertGreaterThan(totals.declined, 0)
        XCTAssertEqual(Set(totals.questionnaireNo.keys), Set(CoverageSummary.questionKeys))
        XCTAssertTrue(run.text().contains("totals (viper, with the project, missing apps: 1):"), run.text())

        var better = run.summary
        better.architectures["viper"]?.moved += 5
        XCTAssertTrue(better.compare(to: run.summary).contains("moved \(totals.moved) → \(totals.moved + 5) (+5)"))
        XCTAssertEqual(run.summary.compare(to: run.summary), ["no change against the baseline"])
        let decoded = try JSONDecoder().decode(CoverageSummary.self, from: Data(run.summary.json().utf8))
        XCTAssertEqual(decoded, run.summary)
    }

    func testReasonGroups() {
        XCTAssertEqual(ControllerCoverage.group(ofReason: "reads data (api.load()) outside a lifecycle method; no recipe moves it yet"), "data-access")
        XCTAssertEqual(ControllerCoverage.group(ofReason: "no recipe explains it; it reads tasks and stays in the view"), "reads-member")
        XCTAssertEqual(ControllerCoverage.group(ofReason: "reads data but sits inside #if; move it by hand"), "conditional")
        XCTAssertEqual(ControllerCoverage.group(ofReason: "navigates more than once; the order of its other statements would change"), "navigation")
        XCTAssertEqual(ControllerCoverage.group(ofReason: "something new"), "other")
    }
}
