import Foundation

/// One line per dashboard run (`--history FILE`), JSON Lines, so CI can append and keep the file in a
/// cache or artefact between runs.
public struct HistoryEntry: Codable, Equatable, Sendable {
    public let date: String
    public let screens: Int
    public let migrated: Int
    public let percentByControllers: Double
    public let percentByLines: Double
    public let remainingLines: Int
    public let massive: Int

    public init(_ dashboard: Dashboard, date: Date) {
        self.date = ISO8601DateFormatter().string(from: date)
        screens = dashboard.totals.screens
        migrated = dashboard.totals.migrated
        percentByControllers = dashboard.totals.percentByControllers
        percentByLines = dashboard.totals.percentByLines
        remainingLines = dashboard.totals.remainingLines
        massive = dashboard.totals.massive
    }
}

public enum History {
    /// The runs recorded in `path` (none when it does not exist yet).
    public static func load(_ path: String) throws -> [HistoryEntry] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MigrationError.unreadable(path, reason: "permission denied or I/O error")
        }
        return try String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated().map { index, line in
            do {
                return try JSONDecoder().decode(HistoryEntry.self, from: Data(line.utf8))
            } catch {
                throw MigrationError.unreadable(path, reason: "line \(index + 1) is not a run written by --history (\(ReportJSON.describe(error)))")
            }
        }
    }

    /// Appends `entry` as one line; the file is created when missing.
    public static func append(_ entry: HistoryEntry, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let line = try encoder.encode(entry) + Data("\n".utf8)
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: line) else {
                throw MigrationError.writeFailed(path, reason: "cannot create the file")
            }
            return
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw MigrationError.writeFailed(path, reason: "permission denied")
        }
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: line)
    }

    /// `▁▂▅█`: one bar per value, scaled between the lowest and the highest (all the same: a flat line).
    public static func sparkline(_ values: [Double]) -> String {
        let bars = Array("▁▂▃▄▅▆▇█")
        guard let low = values.min(), let high = values.max() else { return "" }
        return String(
            values.map { value in
                high == low ? bars[0] : bars[Int(((value - low) / (high - low) * Double(bars.count - 1)).rounded())]
            })
    }
}
