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
                XCTFail("\(path) differs from its golden file (UPDATE_GOLDEN=1 swift test to accept):\n"
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

    /// A compact line diff: each differing line with its number, `-` golden and `+` actual.
    static func diff(_ expected: String, _ actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? old[index] : nil
            let after = index < new.count ? new[index] : nil
            guard before != after else { continue }
            if let before { lines.append(String(format: "%4d - %@", index + 1, before)) }
            if let after { lines.append(String(format: "%4d + %@", index + 1, after)) }
            if lines.count > 40 {
                lines.append("…")
                break
            }
        }
        return lines.joined(separator: "\n")
    }
}
