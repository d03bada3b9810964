import Foundation

extension Int {
    /// `value` rounded down, clamped to `Int`'s range; 0 for NaN. Layout arithmetic on sizes a
    /// nib or the caller set (huge, infinite or NaN) must never trap the way `Int(_:)` does.
    init(saturatingFloor value: CGFloat) {
        if value.isNaN {
            self = 0
        } else if value >= CGFloat(Int.max) {
            self = .max
        } else if value <= CGFloat(Int.min) {
            self = .min
        } else {
            self = Int(value.rounded(.down))
        }
    }
}

extension CGFloat {
    /// The value when finite and not negative, else 0: what a size component means to layout.
    var nonNegativeFiniteOrZero: CGFloat { isFinite && self > 0 ? self : 0 }
}

extension CGRect {
    /// True when the two rectangles meet vertically, touching edges included, as Foundation's
    /// `intersects` counts them: what "visible in a vertically scrolling window" means here.
    /// Plain comparisons, because Foundation's `intersects` traps on NaN and infinite
    /// rectangles, which a caller's sizes can make.
    func overlapsVertically(_ other: CGRect) -> Bool {
        height > 0 && other.height > 0 && minY <= other.maxY && maxY >= other.minY
    }
}
