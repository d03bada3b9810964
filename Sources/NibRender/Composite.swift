import NibDocument
import NibLayout

/// Several roots in one picture, side by side with their titles above them, on a canvas like
/// Interface Builder's.
public enum Composite {
    /// Gap between roots and around the edge, in points.
    static let margin = 24.0
    static let captionHeight = 22.0

    /// One SVG holding every root; a single root is returned as it is.
    public static func svg(_ roots: [RenderedRoot], appearance: Appearance = .light) -> String {
        if roots.count == 1 { return roots[0].svg }
        var x = margin
        var height = 0.0
        var body = ""
        var images = Set<String>()
        let font = RenderFont.system(13, weight: 600)
        let textColor = appearance == .dark ? RGBA.bytes(235, 235, 245, 0.6) : RGBA.bytes(60, 60, 67, 0.6)
        for root in roots {
            let caption = TextLayout.lines(root.title, font: font, width: max(root.size.width, 120), numberOfLines: 1,
                                           lineBreak: .byTruncatingTail).first ?? ""
            body += "<text x=\"\(SVG.number(x))\" y=\"\(SVG.number(margin + 14))\" \(font.svgAttributes) \(SVG.fill(textColor))>\(SVG.escape(caption))</text>\n"
            // The root's own <svg>, placed with x and y.
            var inner = Composite.droppingRepeatedImages(root.svg, emitted: &images)
            if let range = inner.range(of: "<svg ") {
                inner.replaceSubrange(range, with: "<svg x=\"\(SVG.number(x))\" y=\"\(SVG.number(margin + captionHeight))\" ")
            }
            body += inner
            x += max(root.size.width, 120) + margin
            height = max(height, root.size.height)
        }
        let width = SVG.number(x)
        let total = SVG.number(height + 2 * margin + captionHeight)
        let canvas = appearance == .dark ? RGBA.bytes(28, 28, 30) : RGBA.bytes(242, 242, 247)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(total)\" viewBox=\"0 0 \(width) \(total)\">\n"
            + "<rect width=\"\(width)\" height=\"\(total)\" \(SVG.fill(canvas))/>\n" + body + "</svg>\n"
    }

    /// `svg` (a root's) without the image definitions whose ids are in `emitted`, adding the ids
    /// it keeps: roots put in one document (this picture, an HTML page) hold each image once.
    public static func droppingRepeatedImages(_ svg: String, emitted: inout Set<String>) -> String {
        guard svg.contains("<image id=\"") else { return svg }
        var out = ""
        out.reserveCapacity(svg.utf8.count)
        for line in svg.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("<image id=\""), let end = line.dropFirst(11).firstIndex(of: "\"") {
                let id = String(line[line.index(line.startIndex, offsetBy: 11)..<end])
                if !emitted.insert(id).inserted { continue }
            }
            out += line
            out += "\n"
        }
        // Each piece was given a newline, the last one too, which the text did not have.
        if !out.isEmpty { out.removeLast() }
        return out
    }
}
