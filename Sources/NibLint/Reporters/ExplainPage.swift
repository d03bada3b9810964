import Foundation
import NibDocument
import NibRender
import NibValidation

/// `nibcheck explain RULE --format html`: the rule's explanation with its bad and good examples
/// as pictures. The bad picture is the rule's fixture, `Samples/Broken/RULE.xib` (or
/// `.storyboard`), linted and drawn with the rule's findings outlined; for the rules about frames
/// the good picture is the same nib at the frames its constraints give (what Editor > Resolve
/// Auto Layout Issues > Update Frames saves), for the others the good example is shown as code.
/// Without the fixture (nibcheck run outside a NibKit checkout) both examples are shown as code.
public enum ExplainPage {
    /// Rules whose good example is the fixture at its solved frames.
    static let frameRules: Set<String> = ["misplaced-frame", "misplaced-view"]

    /// The rule's fixture, looked for in `Samples/Broken` below each folder given and the
    /// folders above them.
    public static func fixture(for rule: RuleID, searching folders: [URL]) -> URL? {
        for start in folders {
            var folder = start.standardizedFileURL
            for _ in 0..<8 {
                for suffix in ["xib", "storyboard"] {
                    let candidate = folder.appendingPathComponent("Samples/Broken/\(rule.rawValue).\(suffix)")
                    if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
                }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return nil
    }

    public static func html(rule: any Rule, fixture: URL?) -> String {
        let id = rule.id.rawValue
        var out = HTMLPage.head(title: "nibcheck explain \(id)")
        out += "<header>\n<h1><code>\(HTMLPage.escape(id))</code> <small>\(rule.defaultSeverity.rawValue) by default</small></h1>\n"
        out += "<p><b>\(HTMLPage.escape(rule.summary)).</b></p>\n<p>\(HTMLPage.escape(rule.explanation))</p>\n</header>\n<main>\n"
        var badPicture = ""
        var goodPicture = ""
        if let fixture {
            let linter = Linter()
            let findings = linter.lint(files: [LintFile(fixture.path)]).diagnostics.filter { $0.ruleID == rule.id }
            let frames = frameRules.contains(id)
            let reporter = HTMLReporter(title: id, solvedFrames: !frames)
            let placed = findings.enumerated().map { HTMLReporter.Placed(number: $0.offset + 1, diagnostic: $0.element) }
            if !placed.isEmpty { badPicture = reporter.section(file: fixture.path, findings: placed, index: 0) }
            if frames, let document = try? Document(contentsOf: fixture) {
                let renderer = NibRenderer(document: document, options: RenderOptions(assets: AssetCatalog.find(in: [fixture.deletingLastPathComponent().path]), idPrefix: "good-"))
                goodPicture = renderer.render().map { root in
                    "<figure class=\"root\"><figcaption>\(HTMLPage.escape(root.title)), frames updated</figcaption>\n\(root.svg)</figure>\n"
                }.joined()
            }
        }
        out += "<section class=\"example bad\"><h2>Bad</h2>\n"
        if !rule.badExample.isEmpty { out += "<pre><code>\(HTMLPage.escape(rule.badExample))</code></pre>\n" }
        out += badPicture.isEmpty ? "<p class=\"nopicture\">No picture: the rule's fixture (Samples/Broken/\(HTMLPage.escape(id)).xib) was not found or has nothing to draw.</p>\n" : badPicture
        out += "</section>\n<section class=\"example good\"><h2>Good</h2>\n"
        if !rule.goodExample.isEmpty { out += "<pre><code>\(HTMLPage.escape(rule.goodExample))</code></pre>\n" }
        out += goodPicture.isEmpty ? "" : "<div class=\"pictures\">\n" + goodPicture + "</div>\n"
        out += "</section>\n"
        out += "<section class=\"explanations\"><h2>nibcheck explain \(HTMLPage.escape(id))</h2><pre>\(HTMLPage.escape(RuleExplanation.text(rule)))</pre></section>\n"
        out += "</main>\n" + HTMLPage.script + "</body>\n</html>\n"
        return out
    }
}
