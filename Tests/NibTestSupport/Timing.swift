import Foundation

/// Timing for scaling tests. Such tests never assert an absolute time (the machine is shared and
/// noisy): they compare two measurements taken in the same process, alternately, best of several
/// rounds, so that a slow patch of the machine slows both alike.
public enum Timing {
    /// The best time, in seconds, of `rounds` runs of each of `a` and `b`, run alternately.
    public static func bestOfAlternating(rounds: Int = 3, _ a: () throws -> Void, _ b: () throws -> Void) rethrows -> (a: Double, b: Double) {
        var bestA = Double.infinity
        var bestB = Double.infinity
        let clock = ContinuousClock()
        for _ in 0 ..< rounds {
            var start = clock.now
            try a()
            bestA = min(bestA, seconds(clock.now - start))
            start = clock.now
            try b()
            bestB = min(bestB, seconds(clock.now - start))
        }
        return (bestA, bestB)
    }

    static func seconds(_ duration: Duration) -> Double {
        let (whole, attoseconds) = duration.components
        return Double(whole) + Double(attoseconds) * 1e-18
    }
}
