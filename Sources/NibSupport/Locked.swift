#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a lock: every read and write goes through `withLock`, one thread at a time.
///
/// A pthread mutex rather than the standard library's `Mutex`: on Linux a contended `Mutex` is
/// handed over inside the kernel (priority-inheriting futexes), where ThreadSanitizer cannot see
/// it, so every contended section reads to it as a data race (eight threads appending to one
/// `Mutex<[Int]>` 20,000 times each: about 100 reports a run), and the sanitizer run of the
/// concurrency tests failed on `PlanCache` by chance of timing. ThreadSanitizer intercepts
/// `pthread_mutex_lock`, so it sees these sections as the exclusive ones they are.
package final class Locked<State>: @unchecked Sendable {
    // @unchecked: `state` is only reached with `mutex` held.
    private var state: State
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init(_ state: State) {
        self.state = state
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` on the state with the lock held.
    package func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
