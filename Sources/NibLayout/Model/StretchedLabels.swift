import NibDocument

extension IntrinsicSizes {
    /// The text width of a one-line label whose saved width is far wider than its text, or nil
    /// where the saved width may be the label's natural width.
    ///
    /// Interface Builder saves a label's frame, not its natural size; a label that constraints
    /// stretch (a title between a margin and a switch, hugging less than the switch) is saved at
    /// the stretched width. Taken as the width below which the label resists compression, that
    /// width makes it fight any neighbour of equal compression resistance as soon as the row is a
    /// little narrower than it was on the canvas: the two share the row in any proportion, an
    /// ambiguity neither UIKit nor Interface Builder sees (MiniKeePass Settings.storyboard:
    /// "Enabled" in 16 pt, saved 302 pt wide beside a switch in a row now 16 pt narrower). On a
    /// device the label resists only below its text's width.
    ///
    /// The label still hugs at the saved width (`LayoutRoot.addIntrinsicConstraints`): Interface
    /// Builder's own solution held it there, and a hugging at the text's width would weigh
    /// against neighbours in NibLayout's linear objective as UIKit's does not (GoMap
    /// Settings.storyboard: two labels hugging at 251 and a button at 300 beside them are saved
    /// with the labels stretched).
    ///
    /// The measure is `ApproximateTextMeasuring`, so the saved width counts as stretched only
    /// past one and a half times the measured width and 10 pt more: text is rarely that much
    /// wider than the approximation (capitals in a wide bold face run about 1.4 times it; what
    /// is wider still keeps its saved width, as before). Multi-line labels
    /// (their width is the wrapping width), attributed text (its fonts are not the label's),
    /// labels with no text and labels whose font's size is unknown here are left alone. A tvOS
    /// text style is one (Windscribe's Apple TV screens: "Label" in the headline style, 92 pt
    /// wide as Interface Builder saved it, is not a 17-pt label stretched).
    static func stretchedLabelNaturalWidth(of element: Element, savedWidth: Double) -> Double? {
        guard element.name == "label", (Int(element[attribute: "numberOfLines"] ?? "1") ?? 1) == 1,
              let text = element[attribute: "text"] ?? element.child(key: "text")?.text, !text.isEmpty else { return nil }
        // No font element: UILabel's default, 17 pt on iOS (tvOS's is a size not read here).
        let pointSize = element.font.map(IntrinsicSizes.pointSize) ?? (element.document.platform == .tvOS ? nil : 17)
        guard let pointSize else { return nil }
        let font = FontMetrics(pointSize: pointSize)
        let measured = ApproximateTextMeasuring().size(of: text, font: font, maximumWidth: nil, numberOfLines: 1).width
        guard savedWidth > 1.5 * measured + 10 else { return nil }
        return measured
    }
}
