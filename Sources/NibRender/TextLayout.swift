import NibDocument
import NibSupport

/// A font as SVG draws it.
struct RenderFont: Hashable {
    var size: Double
    /// CSS weight, 100…900.
    var weight: Int
    var italic: Bool
    /// A named font's family (`Helvetica Neue`), put before the system stack; nil for the system font.
    var family: String?

    static let systemStack = #"-apple-system, BlinkMacSystemFont, "SF Pro Text", "Helvetica Neue", Helvetica, Arial, "Liberation Sans", sans-serif"#

    static func system(_ size: Double, weight: Int = 400) -> RenderFont {
        RenderFont(size: size, weight: weight, italic: false, family: nil)
    }

    /// UIKit's `<fontDescription>`: `type="system|boldSystem|italicSystem"` with `weight`, a
    /// Dynamic Type `style`, or a named font.
    init(_ description: FontDescription?, defaultSize: Double) {
        size = description?.pointSize ?? defaultSize
        weight = 400
        italic = false
        family = nil
        guard let description else { return }
        if let style = description.textStyle, let size = RenderFont.textStyleSizes[style] {
            self.size = size.size
            weight = size.weight
        }
        switch description.type {
        case "boldSystem": weight = 700
        case "italicSystem": italic = true
        default: break
        }
        if let name = description.weight { weight = RenderFont.weights[name] ?? weight }
        if description.type == nil, let name = description.name, description.textStyle == nil {
            family = description.family ?? name.split(separator: "-").first.map(String.init)
            let lower = name.lowercased()
            if lower.contains("bold") || lower.contains("heavy") || lower.contains("black") { weight = 700 }
            else if lower.contains("semibold") || lower.contains("medium") { weight = 600 }
            else if lower.contains("light") || lower.contains("thin") { weight = 300 }
            if lower.contains("italic") || lower.contains("oblique") { italic = true }
        }
    }

    init(size: Double, weight: Int, italic: Bool, family: String?) {
        self.size = size
        self.weight = weight
        self.italic = italic
        self.family = family
    }

    static let weights: [String: Int] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    /// Dynamic Type at the default (Large) size: Apple's "Typography" table in the Human
    /// Interface Guidelines.
    static let textStyleSizes: [String: (size: Double, weight: Int)] = [
        "UICTFontTextStyleLargeTitle": (34, 400), "UICTFontTextStyleTitle0": (34, 400),
        "UICTFontTextStyleTitle1": (28, 400), "UICTFontTextStyleTitle2": (22, 400),
        "UICTFontTextStyleTitle3": (20, 400), "UICTFontTextStyleHeadline": (17, 600),
        "UICTFontTextStyleBody": (17, 400), "UICTFontTextStyleCallout": (16, 400),
        "UICTFontTextStyleSubhead": (15, 400), "UICTFontTextStyleFootnote": (13, 400),
        "UICTFontTextStyleCaption1": (12, 400), "UICTFontTextStyleCaption2": (11, 400),
    ]

    /// The SVG attributes: `font-family="…" font-size="17" font-weight="700"`.
    var svgAttributes: String {
        var family = RenderFont.systemStack
        if let name = self.family { family = "\"\(SVG.escape(name))\", " + family }
        var out = "font-family='\(family)' font-size=\"\(SVG.number(size))\""
        if weight != 400 { out += " font-weight=\"\(weight)\"" }
        if italic { out += " font-style=\"italic\"" }
        return out
    }

    /// Baseline to the top of the line box, and the line height: San Francisco's proportions,
    /// as NibLayout's `FontMetrics` (a 17-pt line is 20.3 pt).
    var ascender: Double { 0.952 * size }
    var lineHeight: Double { 1.193 * size }
}

/// Lines of text as UILabel would set them: wrapped at word boundaries within a width, at most
/// `numberOfLines` lines (0: any number), the last one truncated with "…" as the line-break mode
/// says. Widths come from Helvetica's advance widths (a close stand-in for San Francisco's and
/// the same as Arial's and Liberation Sans's, which a Linux rasteriser falls back to); they are
/// estimates, so drawn text is also clipped to the view.
enum TextLayout {
    /// Advance widths of ASCII 32…126 in thousandths of an em (Helvetica's AFM metrics).
    static let asciiWidths: [Int] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 … ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P … _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` … o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,      // p … ~
    ]

    /// A scalar's advance in thousandths of an em. Whole numbers, so sums of them are exact and
    /// a width can be had from prefix sums in any order.
    static func units(of scalar: Unicode.Scalar) -> Int {
        let value = Int(scalar.value)
        if value >= 32 && value <= 126 { return asciiWidths[value - 32] }
        if value < 0x0530 { return 556 }
        if value >= 0x2000 && value <= 0x206F { return scalar == "…" ? 1000 : 500 }
        return 1000
    }

    static func units(of text: Substring) -> Int {
        var total = 0
        for scalar in text.unicodeScalars { total += units(of: scalar) }
        return total
    }

    static func units(of character: Character) -> Int {
        var total = 0
        for scalar in character.unicodeScalars { total += units(of: scalar) }
        return total
    }

    /// The width of `units` thousandths of an em in `font`.
    static func width(units: Int, font: RenderFont) -> Double {
        let boldFactor = font.weight >= 600 ? 1.06 : 1
        return Double(units) / 1000 * font.size * boldFactor
    }

    static func width(of text: Substring, font: RenderFont) -> Double {
        width(units: units(of: text), font: font)
    }

    static func width(of text: String, font: RenderFont) -> Double { width(of: Substring(text), font: font) }

    /// The lines to draw.
    static func lines(_ text: String, font: RenderFont, width: Double, numberOfLines: Int,
                      lineBreak: LineBreakMode, height: Double? = nil) -> [String] {
        var limit = numberOfLines <= 0 ? Int.max : numberOfLines
        if let height, font.lineHeight > 0 {
            // No more lines than fit in the view (UILabel draws none that would be cut in half).
            // Not through Int(_:) unchecked: a height of 1e300 (or not a number) traps there, and
            // one beyond Int's range sets no limit anyway.
            let fitting = (height + 0.5) / font.lineHeight
            if fitting < Double(limit) { limit = fitting < 1 ? 1 : Int(fitting) }
        }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        let wraps = lineBreak == .byWordWrapping || lineBreak == .byCharWrapping || limit > 1
        var lines: [Substring] = []
        var truncated = false
        outer: for paragraph in paragraphs {
            var rest = paragraph[...]
            // The rest's width, less each line as it is taken: measuring the rest for each line
            // was quadratic in a paragraph's length.
            var restUnits = wraps ? units(of: rest) : 0
            repeat {
                if lines.count == limit { truncated = true; break outer }
                if !wraps || self.width(units: restUnits, font: font) <= width {
                    lines.append(rest)
                    rest = rest[rest.endIndex...]
                    break
                }
                let cut = breakIndex(rest, font: font, width: width, byCharacter: lineBreak == .byCharWrapping)
                lines.append(rest[..<cut])
                let next = rest[cut...].drop { $0 == " " }
                restUnits -= units(of: rest[..<next.startIndex])
                rest = next
            } while !rest.isEmpty
        }
        var result = lines.map(String.init)
        guard let last = result.last else { return [] }
        let lastFits = self.width(of: last, font: font) <= width
        if truncated || !lastFits {
            switch lineBreak {
            case .byClipping, .byWordWrapping, .byCharWrapping:
                if truncated && lineBreak != .byClipping { result[result.count - 1] = truncateTail(last, font: font, width: width, force: true) }
            case .byTruncatingHead where result.count == 1:
                result[0] = truncateHead(last, font: font, width: width)
            case .byTruncatingMiddle where result.count == 1:
                result[0] = truncateMiddle(last, font: font, width: width)
            default:
                result[result.count - 1] = truncateTail(last, font: font, width: width, force: truncated)
            }
        }
        return result
    }

    /// Where to break a line that is too wide: after the last space that fits, else inside the word.
    static func breakIndex(_ text: Substring, font: RenderFont, width: Double, byCharacter: Bool) -> Substring.Index {
        var used = 0.0
        var lastSpace: Substring.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let advance = self.width(of: text[index...index], font: font)
            if used + advance > width, index > text.startIndex {
                if !byCharacter, let space = lastSpace, space > text.startIndex { return space }
                return index
            }
            if character == " " { lastSpace = index }
            used += advance
            index = text.index(after: index)
        }
        return text.endIndex
    }

    // Truncation keeps the most characters that fit with the ellipsis. The widths of every
    // prefix are summed once, so each candidate length is measured in constant time and the
    // longest that fits is found by binary search: measuring the rest again for each character
    // dropped was quadratic (22 s for 51 KB of label text).

    /// `prefix[k]`: the units of the first k characters.
    static func prefixUnits(_ characters: [Character]) -> [Int] {
        var prefix = [Int](repeating: 0, count: characters.count + 1)
        for (index, character) in characters.enumerated() { prefix[index + 1] = prefix[index] + units(of: character) }
        return prefix
    }

    /// The smallest `k` in `0...count` for which `fits(k)`, where fitting only ever goes from
    /// false to true as k grows; `count` when none before it fits.
    static func firstFitting(upTo count: Int, _ fits: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if fits(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    static func truncateTail(_ text: String, font: RenderFont, width: Double, force: Bool) -> String {
        if !force, self.width(of: text, font: font) <= width { return text }
        let characters = Array(text)
        let prefix = prefixUnits(characters)
        let ellipsis = self.width(of: "…", font: font)
        // Dropping d characters from the end leaves count - d.
        let dropped = firstFitting(upTo: characters.count) { dropped in
            self.width(units: prefix[characters.count - dropped], font: font) + ellipsis <= width
        }
        var kept = characters.count - dropped
        while kept > 0, characters[kept - 1] == " " { kept -= 1 }
        return String(characters[..<kept]) + "…"
    }

    static func truncateHead(_ text: String, font: RenderFont, width: Double) -> String {
        let characters = Array(text)
        let prefix = prefixUnits(characters)
        let total = prefix[characters.count]
        let ellipsis = self.width(of: "…", font: font)
        let dropped = firstFitting(upTo: characters.count) { dropped in
            self.width(units: total - prefix[dropped], font: font) + ellipsis <= width
        }
        return "…" + String(characters[dropped...])
    }

    static func truncateMiddle(_ text: String, font: RenderFont, width: Double) -> String {
        let characters = Array(text)
        let count = characters.count
        let prefix = prefixUnits(characters)
        let total = prefix[count]
        let ellipsis = self.width(of: "…", font: font)
        // The head starts with the first half (rounded down) and the tail with the rest; each
        // character dropped comes from the longer of the two, the head on a tie, so after d
        // drops the head holds (count - d) / 2 and the tail the remainder.
        func parts(_ dropped: Int) -> (head: Int, tail: Int) {
            let head = (count - dropped) / 2
            return (head, count - dropped - head)
        }
        let dropped = firstFitting(upTo: count) { dropped in
            let (head, tail) = parts(dropped)
            return self.width(units: prefix[head], font: font) + self.width(units: total - prefix[count - tail], font: font) + ellipsis <= width
        }
        let (head, tail) = parts(dropped)
        return String(characters[..<head]) + "…" + String(characters[(count - tail)...])
    }
}

/// Writing SVG text.
public enum SVG {
    /// XML-escapes text and attribute values (the package's one markup escaper: entities, line
    /// breaks as character references, characters XML cannot carry as U+FFFD).
    public static func escape(_ text: String) -> String { XMLText.escape(text) }

    /// A number with at most two decimals and no trailing zeros: `16`, `20.5`, `0.33`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return "0" }
        var cents = Int((value * 100).rounded())
        if cents == 0 { return "0" }
        let negative = cents < 0
        cents = abs(cents)
        var text = negative ? "-" : ""
        text += String(cents / 100)
        let fraction = cents % 100
        if fraction != 0 {
            text += fraction % 10 == 0 ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
        }
        return text
    }

    /// `fill="#rrggbb"` with `fill-opacity` when not opaque (`fill="none"` when clear).
    static func fill(_ color: RGBA) -> String {
        if color.isClear { return "fill=\"none\"" }
        return color.isOpaque ? "fill=\"\(color.hex)\"" : "fill=\"\(color.hex)\" fill-opacity=\"\(number(color.alpha))\""
    }

    static func stroke(_ color: RGBA, width: Double) -> String {
        var out = "stroke=\"\(color.hex)\" stroke-width=\"\(number(width))\""
        if !color.isOpaque { out += " stroke-opacity=\"\(number(color.alpha))\"" }
        return out
    }
}
