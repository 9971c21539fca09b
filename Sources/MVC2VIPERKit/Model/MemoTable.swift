import Foundation

/// Answers worked out once and kept for the life of what asks them (a classification context and its copies):
/// several passes ask the same of the same nodes. A lock, as a context's copies may be read from more than one thread.
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
