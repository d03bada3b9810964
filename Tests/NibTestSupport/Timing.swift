import Foundation

/// Timing for scaling tests. Such tests never assert an absolute time (the machine is shared and
/// noisy): they compare two measurements taken in the same process, alternately, best of several
/// rounds, so that a slow patch of the machine slows both alike. Times are the calling thread's
/// CPU time, not the wall clock, so other tests running in parallel (Swift Testing runs suites
/// concurrently) don't count against the code measured.
public enum Timing {
    /// Whether this is the release build, whose libraries are optimized as they ship (the test
    /// targets themselves are compiled without optimization in every configuration: see
    /// Package.swift). The tests that time code run only then, in `.ci/run`'s optimized job
    /// (`swift test -c release`), and report themselves skipped in the debug `swift test`: in a
    /// debug build the Swift side is several times slower against libxml2 than what ships, so
    /// its ratios measure the build, not the code.
    public static var isOptimizedBuild: Bool {
        #if DEBUG
        return false
        #else
        return true
        #endif
    }

    /// Why a timing test is skipped in a debug build.
    public static let optimizedBuildOnly = "times code: runs in the optimized timing job (swift test -c release, see .ci/run)"

    /// The best time, in seconds, of `rounds` runs of each of `a` and `b`, run alternately.
    public static func bestOfAlternating(rounds: Int = 3, _ a: () throws -> Void, _ b: () throws -> Void) rethrows -> (a: Double, b: Double) {
        var bestA = Double.infinity
        var bestB = Double.infinity
        for _ in 0 ..< rounds {
            var start = threadCPUTime()
            try a()
            bestA = min(bestA, threadCPUTime() - start)
            start = threadCPUTime()
            try b()
            bestB = min(bestB, threadCPUTime() - start)
        }
        return (bestA, bestB)
    }

    /// Seconds of CPU the calling thread has used.
    public static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}
