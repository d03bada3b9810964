import Foundation

/// Work spread over threads, one index at a time: the package's one work queue (the linter's
/// files, the sources reader's files). Each thread takes the next index when it finishes one, so
/// a slow file holds up one thread, not a fixed share of the work.
package enum ParallelWork {
    /// Calls `work` for every index in `0 ..< count`, on up to `jobs` threads.
    package static func forEach(_ count: Int, jobs: Int, _ work: @Sendable (Int) -> Void) {
        let queue = Queue(count: count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
            while let index = queue.next() { work(index) }
        }
    }

    /// `work` of every index in `0 ..< count`, in index order, computed on up to `jobs` threads;
    /// `progress` hears how many are done, from the worker threads.
    package static func map<Value: Sendable>(_ count: Int, jobs: Int, progress: (@Sendable (Int) -> Void)? = nil,
                                             _ work: @Sendable (Int) -> Value) -> [Value] {
        let results = Results<Value>(count: count)
        forEach(count, jobs: jobs) { index in
            let done = results.store(work(index), at: index)
            progress?(done)
        }
        return results.values
    }

    /// The next index to hand out.
    private final class Queue: Sendable {
        private let state: Locked<Int>
        private let count: Int

        init(count: Int) {
            state = Locked(0)
            self.count = count
        }

        func next() -> Int? {
            state.withLock { next in
                guard next < count else { return nil }
                next += 1
                return next - 1
            }
        }
    }

    /// Results gathered from every thread, under one lock (files are coarse units: the lock is
    /// taken once per file and never held for long).
    private final class Results<Value: Sendable>: Sendable {
        private let state: Locked<(done: Int, values: [Value?])>

        init(count: Int) {
            state = Locked((0, Array(repeating: nil, count: count)))
        }

        func store(_ value: Value, at index: Int) -> Int {
            state.withLock { state in
                state.values[index] = value
                state.done += 1
                return state.done
            }
        }

        var values: [Value] { state.withLock { $0.values.map { $0! } } }
    }
}
