/// A place in a file of the project: what every report line, plan entry and diagnostic points at.
public struct SourceLocation: Hashable, Codable, Sendable, CustomStringConvertible {
    public let path: String
    public let line: Int
    public let column: Int

    public init(path: String, line: Int, column: Int = 1) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`, as compilers print it.
    public var description: String { "\(path):\(line):\(column)" }
}
