import NibLayout

/// A `TextMeasuring` with an identity. Views measured by the same one may share the solutions of
/// their nib (`SolvedLayoutCache`); views measured by another may not, even when both are values
/// of one type, since no `TextMeasuring` says whether it measures like another.
final class TextMeasurer: Sendable, Hashable {
    let measuring: any TextMeasuring

    init(_ measuring: any TextMeasuring) {
        self.measuring = measuring
    }

    /// What a view tree that was given none measures with: NibLayout's deterministic
    /// approximation. One value, so that every such tree shares its solutions.
    static let approximate = TextMeasurer(ApproximateTextMeasuring())

    static func == (a: TextMeasurer, b: TextMeasurer) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
