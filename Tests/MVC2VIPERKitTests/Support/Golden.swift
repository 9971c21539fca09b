import Foundation
import XCTest

/// Golden files: compared with a readable line diff, rewritten only when `UPDATE_GOLDEN=1`.
enum Golden {
    static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" }

    /// Compares `actual` (relative path → contents) with the files under `directory`, both ways.
    static func assertMatches(_ actual: [String: String], directory: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        if updating {
            try? FileManager.default.removeItem(at: directory)
            for (path, contents) in actual {
                let url = directory.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url)
            }
            return
        }
        let expected = try files(under: directory)
        for path in Set(expected.keys).subtracting(actual.keys).sorted() {
            XCTFail("golden file \(path) is no longer emitted (UPDATE_GOLDEN=1 swift test to accept)", file: file, line: line)
        }
        for path in actual.keys.sorted() {
            guard let golden = expected[path] else {
                XCTFail("\(path) is emitted but has no golden file (UPDATE_GOLDEN=1 swift test to accept)", file: file, line: line)
                continue
            }
            if golden != actual[path]! {
                XCTFail(
                    "\(path) differs from its golden file (UPDATE_GOLDEN=1 swift test to accept):\n"
                        + diff(golden, actual[path]!), file: file, line: line)
            }
        }
    }

    static func files(under directory: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return result }
        let base = directory.standardizedFileURL.path + "/"
        for case let url as URL in enumerator where !url.hasDirectoryPath {
            let path = url.standardizedFileURL.path.replacingOccurrences(of: base, with: "")
            result[path] = try String(contentsOf: url, encoding: .utf8)
        }
        return result
    }

    /// A compact line diff: each removed (`-`, expected) and inserted (`+`, actual) line with its
    /// line number, found by `CollectionDifference` so that one inserted line shows as one line.
    static func diff(_ expected: String, _ actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        let changes = new.difference(from: old).map { change -> (Int, Int, String) in
            switch change {
            case .remove(let offset, let line, _): return (offset, 0, String(format: "%4d - %@", offset + 1, line))
            case .insert(let offset, let line, _): return (offset, 1, String(format: "%4d + %@", offset + 1, line))
            }
        }
        let lines = changes.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
        return (lines.prefix(60) + (lines.count > 60 ? ["…"] : [])).joined(separator: "\n")
    }
}
