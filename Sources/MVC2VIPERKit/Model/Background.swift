import Foundation

/// Work whose value is needed later: with a second job allowed it starts at once on another thread while the caller
/// goes on, and `value` waits for it; with one job it runs when `value` is first asked, on the asking thread — and
/// not at all when nobody asks (a scope-check round that is thrown away).
///
/// What the work computes must depend on its inputs alone: started at once, it sees none of the caller's task-local
/// values (the rewrite log, the indentation).
final class Background<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private let finished = DispatchSemaphore(value: 0)
    private var work: (() -> Value)?
    private var result: Value?
    private let started: Bool

    init(jobs: Int, _ work: @escaping () -> Value) {
        self.work = work
        started = jobs > 1
        guard started else { return }
        // A thread of its own, not the shared pool's: the crash scan's and the coverage run's workers may all be
        // waiting on work like this, and a pool as wide as the machine would then have no thread left to run it.
        let thread = Thread { [self] in
            let made = work()
            lock.withLock { result = made }
            finished.signal()
        }
        // As deep as the main thread's: the syntax visitors recurse as deep as the code nests.
        thread.stackSize = 8 << 20
        thread.start()
    }

    var value: Value {
        if started {
            // Each asker waits once, then passes the signal on to the next.
            if let done = lock.withLock({ result }) { return done }
            finished.wait()
            finished.signal()
            return lock.withLock { result! }
        }
        return lock.withLock {
            if let result { return result }
            let made = work!()
            result = made
            work = nil
            return made
        }
    }
}
