import Foundation
import NibDocument
import NibLayout
import NibRender
import NibValidation

/// `nibcheck explain RULE --format html`: the rule's explanation with its examples as pictures,
/// all drawn from the rule's description, so the page needs no file on disk. The bad picture is
/// the first triggering example with the rule's findings outlined; the good one, for the rules
/// about frames, is the same nib at the frames its constraints give (what Editor > Resolve Auto
/// Layout Issues > Update Frames saves), and for the others the first example that does not
/// trigger. Examples that need a project around them are shown as text only.
public enum ExplainPage {
    /// Rules whose good example is the bad one at its solved frames.
    static let frameRules: Set<RuleID> = [.misplacedFrame, .misplacedView]

    public static func html(rule: any Rule) -> String {
        let description = rule.ruleDescription
        let id = description.id.rawValue
        var out = HTMLPage.head(title: "nibcheck explain \(id)")
        out += "<header>\n<h1><code>\(HTMLPage.escape(id))</code> <small>\(description.severity.rawValue) by default</small></h1>\n"
        out += "<p><b>\(HTMLPage.escape(description.summary)).</b></p>\n<p>\(HTMLPage.escape(description.explanation))</p>\n</header>\n<main>\n"
        let bad = description.triggeringExamples.first(where: drawable)
        var badPicture = ""
        var goodPicture = ""
        if let bad, let document = try? Document(string: bad.document, file: bad.file) {
            let validator = Validator(rules: [rule], severities: [description.id: description.severity])
            let findings = validator.validate(document, context: ValidationContext(reuseIdentifierConvention: bad.reuseIdentifierConvention ?? .off))
            let frames = frameRules.contains(description.id)
            let reporter = HTMLReporter(title: id, solvedFrames: !frames)
            let placed = findings.enumerated().map { HTMLReporter.Placed(number: $0.offset + 1, diagnostic: $0.element) }
            if !placed.isEmpty { badPicture = reporter.section(file: bad.file, system: LayoutSystem(document: document, options: .interfaceBuilder), findings: placed, index: 0) }
            if frames {
                goodPicture = picture(of: document, caption: "frames updated")
            }
        }
        if goodPicture.isEmpty, let good = description.nonTriggeringExamples.first(where: drawable),
           let document = try? Document(string: good.document, file: good.file) {
            goodPicture = picture(of: document, caption: good.note ?? good.file)
        }
        out += "<section class=\"example bad\"><h2>Bad</h2>\n"
        if let bad { out += "<pre><code>\(HTMLPage.escape(bad.text))</code></pre>\n" }
        out += badPicture.isEmpty ? "<p class=\"nopicture\">No picture: the rule's examples need a project's sources or a registration, or hold no view to draw.</p>\n" : badPicture
        out += "</section>\n<section class=\"example good\"><h2>Good</h2>\n"
        if let good = description.nonTriggeringExamples.first { out += "<pre><code>\(HTMLPage.escape(good.text))</code></pre>\n" }
        out += goodPicture.isEmpty ? "" : "<div class=\"pictures\">\n" + goodPicture + "</div>\n"
        out += "</section>\n"
        out += "<section class=\"explanations\"><h2>nibcheck explain \(HTMLPage.escape(id))</h2><pre>\(HTMLPage.escape(RuleExplanation.text(rule)))</pre></section>\n"
        out += "</main>\n" + HTMLPage.script + "</body>\n</html>\n"
        return out
    }

    /// An example the page can draw on its own: a nib without a project or a registration.
    static func drawable(_ example: RuleExample) -> Bool {
        example.projectFiles.isEmpty && example.registration == nil
    }

    static func picture(of document: Document, caption: String) -> String {
        NibRenderer(document: document, options: RenderOptions(idPrefix: "good-")).render().map { root in
            "<figure class=\"root\"><figcaption>\(HTMLPage.escape(root.title)), \(HTMLPage.escape(caption))</figcaption>\n\(root.svg)</figure>\n"
        }.joined()
    }
}
