import Foundation
import SwiftSyntax

/// Where each line of a text starts, read off its bytes: lines and columns as swift-syntax counts them ("\n", "\r"
/// and "\r\n" end a line; columns in UTF-8 bytes, from 1). `SourceLocationConverter` walks the whole tree to build the
/// same table: a thirtieth of a dashboard run, where the index only places a few declarations per file.
struct LineStarts: Sendable {
    /// The UTF-8 offset of each line's first byte; the first is 0.
    private let starts: [Int]

    init(_ text: String) {
        var text = text
        starts = text.withUTF8(Self.starts(of:))
    }

    private static func starts(of bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        guard let base = bytes.baseAddress else { return starts }
        // Most files end their lines with "\n" alone: C's memchr finds each a word at a time (17 instructions a byte
        // in the loop below, a sixtieth of a dashboard run).
        if memchr(base, Int32(UInt8(ascii: "\r")), bytes.count) == nil {
            var from = base
            let end = base + bytes.count
            while from < end, let newline = memchr(from, Int32(UInt8(ascii: "\n")), end - from) {
                from = UnsafePointer(newline.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(from - base)
            }
            return starts
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(index) }
        }
        return starts
    }

    /// Where `node`'s first token starts, after its leading trivia, as `startLocation(converter:)` says.
    func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    /// The line and column of `position`, both from 1.
    func location(at position: AbsolutePosition) -> (line: Int, column: Int) {
        // The last line starting at or before the offset.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position.utf8Offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, position.utf8Offset - starts[low] + 1)
    }
}
