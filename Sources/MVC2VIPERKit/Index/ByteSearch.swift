/// Finding text in whole files by their UTF-8 bytes. The index asks for a name in every file of a project, and
/// both Foundation's `contains` and the standard library's generic `firstRange(of:)` cost more there than the parse.
enum ByteSearch {
    /// Where `needle` first starts in `bytes` at or after `start`.
    static func firstIndex(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return needle.isEmpty ? start : nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var offset = 1
                while offset < needle.count, bytes[index + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return index }
            }
            index += 1
        }
        return nil
    }

    static func contains(_ needle: String, in text: String) -> Bool {
        var text = text
        let bytes = Array(needle.utf8)
        return text.withUTF8 { firstIndex(of: bytes, in: $0) != nil }
    }
}
