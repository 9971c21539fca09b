import Foundation

/// Answers worked out once and kept for the life of what asks them (a classification context and its copies, a
/// matcher, a scope check): several passes ask the same of the same nodes. A lock, as a context's copies may be read
/// from more than one thread.
///
/// A key made of a syntax node's identifier holds only while the node lives: an answer about a node the table does not
/// otherwise keep alive (a statement a rewrite made) keeps the node in its value, so that no other node can come to
/// have that identifier.
final class MemoTable<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    func value(for key: Key, _ make: () -> Value) -> Value {
        if let known = lock.withLock({ values[key] }) { return known }
        let made = make()
        lock.withLock { values[key] = made }
        return made
    }
}
