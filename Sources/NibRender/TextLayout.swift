import NibDocument

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

    static func width(of text: Substring, font: RenderFont) -> Double {
        var total = 0.0
        for scalar in text.unicodeScalars {
            let value = Int(scalar.value)
            if value >= 32 && value <= 126 {
                total += Double(asciiWidths[value - 32])
            } else if value < 0x0530 {
                total += 556
            } else if value >= 0x2000 && value <= 0x206F {
                total += 1000 * (scalar == "…" ? 1 : 0.5)
            } else {
                total += 1000
            }
        }
        let boldFactor = font.weight >= 600 ? 1.06 : 1
        return total / 1000 * font.size * boldFactor
    }

    static func width(of text: String, font: RenderFont) -> Double { width(of: Substring(text), font: font) }

    /// The lines to draw.
    static func lines(_ text: String, font: RenderFont, width: Double, numberOfLines: Int,
                      lineBreak: LineBreakMode, height: Double? = nil) -> [String] {
        var limit = numberOfLines <= 0 ? Int.max : numberOfLines
        if let height, font.lineHeight > 0 {
            // No more lines than fit in the view (UILabel draws none that would be cut in half).
            limit = min(limit, max(1, Int((height + 0.5) / font.lineHeight)))
        }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        let wraps = lineBreak == .byWordWrapping || lineBreak == .byCharWrapping || limit > 1
        var lines: [Substring] = []
        var truncated = false
        outer: for paragraph in paragraphs {
            var rest = paragraph[...]
            repeat {
                if lines.count == limit { truncated = true; break outer }
                if !wraps || self.width(of: rest, font: font) <= width {
                    lines.append(rest)
                    rest = rest[rest.endIndex...]
                    break
                }
                let cut = breakIndex(rest, font: font, width: width, byCharacter: lineBreak == .byCharWrapping)
                lines.append(rest[..<cut])
                rest = rest[cut...].drop { $0 == " " }
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

    static func truncateTail(_ text: String, font: RenderFont, width: Double, force: Bool) -> String {
        if !force, self.width(of: text, font: font) <= width { return text }
        var characters = Substring(text)
        while !characters.isEmpty, self.width(of: characters, font: font) + self.width(of: "…", font: font) > width {
            characters = characters.dropLast()
        }
        while characters.last == " " { characters = characters.dropLast() }
        return characters + "…"
    }

    static func truncateHead(_ text: String, font: RenderFont, width: Double) -> String {
        var characters = Substring(text)
        while !characters.isEmpty, self.width(of: characters, font: font) + self.width(of: "…", font: font) > width {
            characters = characters.dropFirst()
        }
        return "…" + characters
    }

    static func truncateMiddle(_ text: String, font: RenderFont, width: Double) -> String {
        var head = Substring(text.prefix(text.count / 2))
        var tail = Substring(text.suffix(text.count - text.count / 2))
        while !(head.isEmpty && tail.isEmpty),
              self.width(of: head, font: font) + self.width(of: tail, font: font) + self.width(of: "…", font: font) > width {
            if head.count >= tail.count { head = head.dropLast() } else { tail = tail.dropFirst() }
        }
        return head + "…" + tail
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
