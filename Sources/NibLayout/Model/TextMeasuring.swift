/// Measures text for the intrinsic size of a view whose text changes at run time (a label given
/// new text, say). A nib-loaded view's intrinsic size is the size Interface Builder saved, so
/// measuring is only needed after such a change: `LayoutRoot.setText(_:forView:)`.
///
/// NibKit has no font files and no text engine; inject a real measurer where one exists.
public protocol TextMeasuring: Sendable {
    /// The size of `text` set in `font`, wrapped at `maximumWidth` (nil: one line, no wrapping),
    /// over at most `numberOfLines` lines (0: no limit).
    func size(of text: String, font: FontMetrics, maximumWidth: Double?, numberOfLines: Int) -> LayoutSize
}

/// The metrics of a font as far as layout needs them.
public struct FontMetrics: Sendable, Hashable {
    /// The point size.
    public var pointSize: Double
    /// Distance from the baseline to the top of the line box (positive).
    public var ascender: Double
    /// Distance from the baseline to the bottom of the line box (positive).
    public var descender: Double

    /// The system font's proportions: ascender 0.952 and descender 0.241 of the point size
    /// (San Francisco's hhea metrics, which Interface Builder's saved label heights agree with:
    /// a 17-pt label is 20.5 pt high, a 14-pt one 17).
    public init(pointSize: Double) {
        self.pointSize = pointSize
        self.ascender = 0.952 * pointSize
        self.descender = 0.241 * pointSize
    }

    public init(pointSize: Double, ascender: Double, descender: Double) {
        self.pointSize = pointSize
        self.ascender = ascender
        self.descender = descender
    }

    /// Ascender plus descender: the height of one line.
    public var lineHeight: Double { ascender + descender }
}

/// The default `TextMeasuring`: a deterministic approximation from the font's point size alone.
///
/// - Each character is `0.52 × pointSize` wide (the average advance of San Francisco Text over
///   English text), a space `0.27 ×`, and a character outside Latin, Greek and Cyrillic (CJK,
///   emoji) `1.0 ×`.
/// - A line is `lineHeight` (1.193 × pointSize) high; the height of the text is lines × that.
/// - Wrapping breaks at the last space that fits, or inside a word longer than the width.
/// - Both dimensions are rounded up to the half point, as UIKit rounds to the pixel on a 2× screen.
///
/// It is the same on every machine, which is what tests and the linter need; it is not exact.
public struct ApproximateTextMeasuring: TextMeasuring {
    public init() {}

    /// The advance of one character, in points.
    public func advance(of character: Character, pointSize: Double) -> Double {
        if character == " " { return 0.27 * pointSize }
        guard let scalar = character.unicodeScalars.first else { return 0 }
        return scalar.value < 0x0530 ? 0.52 * pointSize : 1.0 * pointSize
    }

    public func size(of text: String, font: FontMetrics, maximumWidth: Double?, numberOfLines: Int) -> LayoutSize {
        var lines: [Double] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: wrap(paragraph, font: font, maximumWidth: maximumWidth))
        }
        if numberOfLines > 0, lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        let width = min(lines.max() ?? 0, maximumWidth ?? .infinity)
        let height = Double(lines.count) * font.lineHeight
        return LayoutSize(width: roundUp(width), height: roundUp(height))
    }

    /// The widths of the lines one paragraph wraps into.
    private func wrap(_ paragraph: Substring, font: FontMetrics, maximumWidth: Double?) -> [Double] {
        guard let limit = maximumWidth, limit > 0 else {
            return [paragraph.reduce(0) { $0 + advance(of: $1, pointSize: font.pointSize) }]
        }
        var lines: [Double] = []
        var line = 0.0
        var lineAtLastSpace = -1.0
        var sinceLastSpace = 0.0
        for character in paragraph {
            let width = advance(of: character, pointSize: font.pointSize)
            if line + width > limit, line > 0 {
                if lineAtLastSpace >= 0 && character != " " {
                    lines.append(lineAtLastSpace)
                    line = sinceLastSpace
                } else {
                    lines.append(line)
                    line = 0
                }
                lineAtLastSpace = -1
                sinceLastSpace = line
                if character == " " { continue }
            }
            if character == " " {
                lineAtLastSpace = line
                sinceLastSpace = 0
            } else {
                sinceLastSpace += width
            }
            line += width
        }
        lines.append(line)
        return lines
    }

    private func roundUp(_ value: Double) -> Double { (value * 2).rounded(.up) / 2 }
}
