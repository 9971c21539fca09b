/// An element of an XML document: its name, attributes and child elements (text is not kept).
struct XMLElementNode: Equatable, Sendable {
    let name: String
    let attributes: [String: String]
    var children: [XMLElementNode] = []

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// Every element below this one, depth first.
    var descendants: [XMLElementNode] {
        // In document order, each element once: joining the children's lists copied every element once per level.
        var result: [XMLElementNode] = []
        func collect(_ node: XMLElementNode) {
            for child in node.children {
                result.append(child)
                collect(child)
            }
        }
        collect(self)
        return result
    }
}

/// Reads the elements of a storyboard or nib. Interface Builder writes plain, well-formed XML (elements,
/// attributes, comments, a declaration), which this scanner covers; Foundation's `XMLParser` would tie the
/// tool to libxml2 on Linux for that much. A document it cannot read gives nil, never a half-read tree.
enum XMLElementScanner {
    static func root(of text: String) -> XMLElementNode? {
        var scanner = Scanner(bytes: Array(text.utf8))
        return scanner.document()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func document() -> XMLElementNode? {
            var stack: [XMLElementNode] = []
            var root: XMLElementNode?
            // A finished element joins its parent, or is the document's root.
            func finish(_ element: XMLElementNode) {
                if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
            }
            while let open = next(UInt8(ascii: "<")) {
                position = open + 1
                if starts(with: "?") { guard skip(past: "?>") else { return nil }; continue }
                if starts(with: "!--") { guard skip(past: "-->") else { return nil }; continue }
                if starts(with: "![CDATA[") { guard skip(past: "]]>") else { return nil }; continue }
                if starts(with: "!") { guard skip(past: ">") else { return nil }; continue }
                if starts(with: "/") {
                    position += 1
                    guard let name = name(), let element = stack.popLast(), element.name == name, skip(past: ">") else { return nil }
                    finish(element)
                    continue
                }
                guard let name = name() else { return nil }
                var attributes: [String: String] = [:]
                while true {
                    skipSpaces()
                    guard position < bytes.count else { return nil }
                    if starts(with: "/>") {
                        position += 2
                        finish(XMLElementNode(name: name, attributes: attributes))
                        break
                    }
                    if starts(with: ">") {
                        position += 1
                        stack.append(XMLElementNode(name: name, attributes: attributes))
                        break
                    }
                    guard let key = self.name() else { return nil }
                    skipSpaces()
                    guard starts(with: "=") else { return nil }
                    position += 1
                    skipSpaces()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else { return nil }
                    let quote = bytes[position]
                    guard let end = next(quote, from: position + 1) else { return nil }
                    let value = bytes[(position + 1)..<end]
                    let text = String(decoding: value, as: UTF8.self)
                    attributes[key] = value.contains(UInt8(ascii: "&")) ? Self.decoded(text) : text
                    position = end + 1
                }
            }
            return stack.isEmpty ? root : nil
        }

        private func next(_ byte: UInt8, from start: Int? = nil) -> Int? {
            var index = start ?? position
            while index < bytes.count {
                if bytes[index] == byte { return index }
                index += 1
            }
            return nil
        }

        // Called at every tag and attribute of files of half a megabyte: compares bytes in place, without building arrays.
        private func starts(with text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            return text.withUTF8Buffer { prefix in
                var offset = 0
                while offset < count {
                    if bytes[position + offset] != prefix[offset] { return false }
                    offset += 1
                }
                return true
            }
        }

        private mutating func skip(past text: StaticString) -> Bool {
            while position < bytes.count {
                if starts(with: text) {
                    position += text.utf8CodeUnitCount
                    return true
                }
                position += 1
            }
            return false
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }

        private mutating func skipSpaces() {
            while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
        }

        /// An element or attribute name: everything up to a space, `=`, `/` or `>`.
        private mutating func name() -> String? {
            let start = position
            while position < bytes.count {
                let byte = bytes[position]
                if Self.isSpace(byte) || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") { break }
                position += 1
            }
            return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
        }

        /// `&quot;`, `&amp;`, `&#10;`: the entities Interface Builder writes in attribute values.
        static func decoded(_ value: String) -> String {
            guard value.contains("&") else { return value }
            var result = ""
            var rest = Substring(value)
            while let ampersand = rest.firstIndex(of: "&") {
                result += rest[..<ampersand]
                guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { break }
                let entity = rest[rest.index(after: ampersand)..<semicolon]
                let named = ["quot": "\"", "amp": "&", "apos": "'", "lt": "<", "gt": ">"]
                if let character = named[String(entity)] {
                    result += character
                } else if entity.hasPrefix("#"),
                    let scalar = (entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16) : UInt32(entity.dropFirst()))
                        .flatMap(Unicode.Scalar.init)
                {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += rest[ampersand...semicolon]
                }
                rest = rest[rest.index(after: semicolon)...]
            }
            return result + rest
        }
    }
}
