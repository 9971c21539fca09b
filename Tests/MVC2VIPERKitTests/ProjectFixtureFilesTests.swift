import Foundation
import XCTest

/// The Feed app (`Fixtures/Projects/Feed`): a project whose screen is spread over several files, as
/// real apps write them. `FeedViewController` has its table data source (with selection routing) and
/// its sync delegate callbacks in extension files; its completion-handler service declares the
/// closure's types (`FeedService.Completion`, `FeedError`) only in its own file; its models (a struct
/// and a Core Data entity), its base class and the coordinator that configures it by setting
/// properties are declared elsewhere.
enum FeedProject {
    /// The project's root folder, the one holding its `Package.swift`.
    static var root: URL { Paths.fixtures.appendingPathComponent("Projects/Feed") }

    /// The controller the migration tests split, relative to `root`.
    static let controllerPath = "Sources/FeedApp/Screens/FeedViewController.swift"

    /// The project's Swift files keyed by their path relative to `root`, without `Package.swift`
    /// unless asked for.
    static func files(includingManifest: Bool = false) throws -> [String: String] {
        let base = root.resolvingSymlinksInPath().standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: root.path])
        }
        var files: [String: String] = [:]
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = String(url.resolvingSymlinksInPath().standardizedFileURL.path.dropFirst(base.count + 1))
            if path == "Package.swift" && !includingManifest { continue }
            files[path] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    /// A copy of the project in a new temporary folder, for tests that migrate it in place or run the CLI on it.
    static func copy() throws -> URL {
        let destination = Paths.temporaryDirectory("mvc2viper-feed-project").appendingPathComponent("Feed")
        try FileManager.default.copyItem(at: root, to: destination)
        return destination
    }
}

final class ProjectFixtureFilesTests: XCTestCase {
    /// The fixture is a real app before migration: unmigrated, it compiles cleanly in both language
    /// modes against the stand-ins, so anything a migration of it fails on is the migration's doing.
    func testTheFeedProjectTypeChecksAsWritten() throws {
        let files = try FeedProject.files()
        XCTAssertEqual(
            Set(files.keys),
            [
                "Sources/FeedApp/Flow/FeedCoordinator.swift",
                "Sources/FeedApp/Models/Bookmark.swift",
                "Sources/FeedApp/Models/FeedCategory.swift",
                "Sources/FeedApp/Models/FeedItem.swift",
                "Sources/FeedApp/Screens/BaseViewController.swift",
                "Sources/FeedApp/Screens/FeedDetailViewController.swift",
                "Sources/FeedApp/Screens/FeedViewController+Sync.swift",
                "Sources/FeedApp/Screens/FeedViewController+Table.swift",
                "Sources/FeedApp/Screens/FeedViewController.swift",
                "Sources/FeedApp/Services/FeedService.swift",
                "Sources/FeedApp/Services/SyncService.swift",
            ])
        XCTAssertNotNil(files[FeedProject.controllerPath])
        XCTAssertNotNil(try FeedProject.files(includingManifest: true)["Package.swift"], "the manifest marks the project root")
        // Clean in both modes: the harness checks each mode the "original" is clean in.
        StandInCompiler.assertTypechecks(files, like: StandInCompiler.LanguageMode(errors: ["6": [], "5": []]), context: "the Feed project")
    }
}
