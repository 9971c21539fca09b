import Foundation

/// The part of `Corpus/manifest.json` the coverage run needs: each app's repository and its controllers.
/// Other keys (traits, commit, counts) are ignored, so the manifest can grow without breaking the run.
public struct CorpusManifest: Decodable, Sendable {
    public struct App: Decodable, Sendable {
        public let repository: String
        public let controllers: [Controller]

        init(repository: String, controllers: [Controller]) {
            self.repository = repository
            self.controllers = controllers
        }

        /// `owner/name` → `owner+name`: the app's folder in the corpus, as `Scripts/corpus-build.sh` writes it.
        public var folder: String { repository.replacingOccurrences(of: "/", with: "+") }
    }

    public struct Controller: Decodable, Sendable {
        public let path: String
        public let className: String
        public let lines: Int

        enum CodingKeys: String, CodingKey {
            case path, lines
            case className = "class"
        }
    }

    public let apps: [App]

    public static func load(_ path: String) throws -> CorpusManifest {
        guard let data = FileManager.default.contents(atPath: path) else { throw MigrationError.fileNotFound(path) }
        do {
            return try JSONDecoder().decode(CorpusManifest.self, from: data)
        } catch {
            throw MigrationError.unreadable(path, reason: "not a corpus manifest (\(ReportJSON.describe(error)))")
        }
    }

    /// The controllers to run, grouped by app in manifest order, without those `skipping` names (by path or class).
    /// `limit` takes them round-robin across the apps (each app's first, then each app's second, …) so that a small
    /// subset still spans every app.
    public func selection(limit: Int?, app: String?, skipping: Set<String> = []) -> [(app: App, controllers: [Controller])] {
        let apps = self.apps.filter { app == nil || $0.repository.localizedCaseInsensitiveContains(app!) }.map { app in
            App(repository: app.repository, controllers: app.controllers.filter { !skipping.contains($0.path) && !skipping.contains($0.className) })
        }
        guard let limit else { return apps.map { ($0, $0.controllers) } }
        var taken = Array(repeating: 0, count: apps.count)
        var left = limit
        var round = 0
        while left > 0, apps.contains(where: { $0.controllers.count > round }) {
            for (index, app) in apps.enumerated() where left > 0 && app.controllers.count > round {
                taken[index] += 1
                left -= 1
            }
            round += 1
        }
        return apps.indices.filter { taken[$0] > 0 }.map { (apps[$0], Array(apps[$0].controllers.prefix(taken[$0]))) }
    }
}
