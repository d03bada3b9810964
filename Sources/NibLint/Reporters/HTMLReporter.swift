import Foundation
import NibDocument
import NibLayout
import NibRender
import NibValidation

/// One self-contained page (inline SVG, CSS and a little JavaScript; nothing fetched): a summary
/// with filters by rule and severity, and for each file with findings its rendered roots, every
/// finding outlined on its view in the severity's colour with a numbered badge, beside the list
/// of findings (message, rule, `file:line`, hint, and the rule's `nibcheck explain` text).
///
/// Hovering a finding highlights its view; clicking one scrolls to its view and marks it;
/// clicking a view lists its findings. Opening the page with `#select=N` clicks finding N once
/// loaded and records what happened on `<body>` (`data-selected`, `data-scrolled`,
/// `data-visible`): the hook the browser test uses. Script errors are recorded in
/// `data-errors`.
public struct HTMLReporter: Reporter {
    /// The page's title and heading; `nibcheck report` by default.
    public var title: String
    /// Draw the solved frames (the default) or the frames the nibs saved.
    public var solvedFrames: Bool
    /// The images and colours the pictures draw: the catalogs of the linted tree (and of
    /// `--sources`), never of folders above it.
    public var assets: AssetCatalog?

    /// A reporter with `title`, drawing solved frames unless `solvedFrames` is false, with the
    /// images and colours of `assets`.
    public init(title: String = "nibcheck report", solvedFrames: Bool = true, assets: AssetCatalog? = nil) {
        self.title = title
        self.solvedFrames = solvedFrames
        self.assets = assets
    }

    /// A finding placed on a picture.
    struct Placed {
        init(number: Int, diagnostic: Diagnostic) {
            self.number = number
            self.diagnostic = diagnostic
        }

        let number: Int
        let diagnostic: Diagnostic
        /// The view it is drawn on, when one is found: the root's index and the view.
        var root: Int?
        var view: RenderedView?
    }

    /// Writes the page a file at a time (the pictures of one file are made, then written).
    public func report<Output: TextOutputStream>(_ result: Linter.Result, to output: inout Output) {
        var out = HTMLPage.head(title: title)
        out += "<header>\n<h1>\(HTMLPage.escape(title))</h1>\n" + summary(result) + "</header>\n" + filters(result) + "<main>\n"
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in result.diagnostics { byFile[diagnostic.file, default: []].append(diagnostic) }
        var number = 0
        var fileIndex = 0
        for file in result.files + byFile.keys.filter({ !result.files.contains($0) }).sorted() {
            guard let diagnostics = byFile[file], !diagnostics.isEmpty else { continue }
            let placed = diagnostics.map { diagnostic -> Placed in
                number += 1
                return Placed(number: number, diagnostic: diagnostic)
            }
            out += section(file: file, system: result.documents[file]?.layout.system, findings: placed, index: fileIndex)
            fileIndex += 1
            output.write(out)
            out = ""
        }
        if result.diagnostics.isEmpty { out += "<p class=\"clean\">No findings in \(result.files.count) files.</p>\n" }
        out += explanations(for: Set(result.diagnostics.map(\.ruleID)))
        out += "</main>\n" + HTMLPage.script + "</body>\n</html>\n"
        output.write(out)
    }

    // MARK: Summary and filters

    func summary(_ result: Linter.Result) -> String {
        var out = "<section class=\"summary\">\n<p>"
        out += "<b>\(result.files.count)</b> files checked, <b>\(byFileCount(result))</b> with findings: "
        out += Severity.allCases.reversed().map { severity in
            "<span class=\"count sev-\(severity.rawValue)\">\(result.count(severity)) \(severity.rawValue)\(result.count(severity) == 1 ? "" : "s")</span>"
        }.joined(separator: ", ")
        out += ". <span id=\"shown\"></span></p>\n"
        if !result.ioErrors.isEmpty {
            out += "<p class=\"io\">Could not read: " + result.ioErrors.map { "<code>\(HTMLPage.escape($0.description))</code>" }.joined(separator: ", ") + "</p>\n"
        }
        var rules: [RuleID: [Severity: Int]] = [:]
        for diagnostic in result.diagnostics { rules[diagnostic.ruleID, default: [:]][diagnostic.severity, default: 0] += 1 }
        if !rules.isEmpty {
            out += "<table class=\"rules\"><thead><tr><th>Rule</th><th>Errors</th><th>Warnings</th><th>Infos</th></tr></thead><tbody>\n"
            for rule in rules.keys.sorted() {
                let counts = rules[rule] ?? [:]
                out += "<tr><td><a href=\"#explain-\(rule.rawValue)\"><code>\(HTMLPage.escape(rule.rawValue))</code></a></td>"
                out += "<td>\(counts[.error] ?? 0)</td><td>\(counts[.warning] ?? 0)</td><td>\(counts[.info] ?? 0)</td></tr>\n"
            }
            out += "</tbody></table>\n"
        }
        return out + "</section>\n"
    }

    func byFileCount(_ result: Linter.Result) -> Int { Set(result.diagnostics.map(\.file)).count }

    func filters(_ result: Linter.Result) -> String {
        var out = "<form class=\"filters\" id=\"filters\" onsubmit=\"return false\">\n<label>Rule <select id=\"rule-filter\"><option value=\"\">all rules</option>"
        for rule in Set(result.diagnostics.map(\.ruleID)).sorted() {
            out += "<option value=\"\(HTMLPage.escape(rule.rawValue))\">\(HTMLPage.escape(rule.rawValue))</option>"
        }
        out += "</select></label>\n"
        for severity in Severity.allCases.reversed() {
            out += "<label class=\"sev-\(severity.rawValue)\"><input type=\"checkbox\" class=\"severity-filter\" value=\"\(severity.rawValue)\" checked> \(severity.rawValue)</label>\n"
        }
        return out + "</form>\n"
    }

    // MARK: A file

    /// One file's pictures and findings, drawn from `system` (the layout its rules solved, or
    /// one built for the document); nil when the file did not parse. Nothing is read from disk.
    func section(file: String, system: LayoutSystem?, findings: [Placed], index: Int) -> String {
        var findings = findings
        var roots: [RenderedRoot] = []
        var document: Document?
        if let system {
            document = system.document
            let renderer = NibRenderer(system: system, options: RenderOptions(assets: assets, idPrefix: "f\(index)-",
                                                                       solvedFrames: solvedFrames))
            roots = renderer.render()
            var placement = Placement(document: system.document, roots: roots)
            for position in findings.indices {
                if let (root, view) = placement.place(findings[position].diagnostic) {
                    findings[position].root = root
                    findings[position].view = view
                }
            }
        }
        var out = "<section class=\"file\" id=\"file-\(index)\" data-file=\"\(HTMLPage.escape(file))\">\n"
        out += "<h2>\(HTMLPage.escape(file)) <small>\(findings.count) finding\(findings.count == 1 ? "" : "s")</small></h2>\n"
        out += "<div class=\"file-body\">\n<div class=\"pictures\">\n"
        if roots.isEmpty {
            out += "<p class=\"nopicture\">\(document == nil ? "The file does not parse: nothing to draw." : "Nothing to draw: no view, cell or scene.")</p>\n"
        }
        // An image several roots draw is embedded by the first (ids are document-wide in HTML).
        var images = Set<String>()
        for (rootIndex, root) in roots.enumerated() {
            let onRoot = findings.filter { $0.root == rootIndex }
            out += "<figure class=\"root\" data-root=\"\(HTMLPage.escape(root.id))\"><figcaption>\(HTMLPage.escape(root.title))</figcaption>\n"
            out += overlay(root, svg: Composite.droppingRepeatedImages(root.svg, emitted: &images), onRoot, prefix: "f\(index)-")
            out += "</figure>\n"
        }
        out += "<p class=\"viewinfo\" hidden></p>\n</div>\n<ol class=\"findings\">\n"
        for finding in findings { out += item(finding, prefix: "f\(index)-") }
        out += "</ol>\n</div>\n</section>\n"
        return out
    }

    /// The root and view a finding is about: its object, or the element at its position, or the
    /// nearest enclosing element that is a drawn view (a constraint's view, a cell's outlet).
    /// Indexed once per file, each element's answer kept for the elements under it: searching
    /// every drawn view for each ancestor of each finding took 86 s for a nib with findings
    /// under hidden views that lints in under a second.
    struct Placement {
        let document: Document
        /// Each drawn view id's first root and view, in the order the roots were drawn.
        private var views: [String: (Int, RenderedView)] = [:]
        /// Each root's view id (what a scene's controller names as its `view`) → its first root.
        private var rootViews: [String: Int] = [:]
        private let roots: [RenderedRoot]
        /// The answer for each element met so far (nil: nothing drawn around it).
        private var answers: [Element: (Int, RenderedView)?] = [:]
        /// The first element at each line, and at each line and column; built when first needed.
        private var byLine: [Int: Element]?
        private var byPosition: [Int: [Int: Element]] = [:]

        init(document: Document, roots: [RenderedRoot]) {
            self.document = document
            self.roots = roots
            for (index, root) in roots.enumerated() {
                for view in root.views where views[view.id] == nil { views[view.id] = (index, view) }
                if let first = root.views.first, rootViews[first.id] == nil { rootViews[first.id] = index }
            }
        }

        mutating func place(_ diagnostic: Diagnostic) -> (Int, RenderedView)? {
            var element = diagnostic.objectID.flatMap { document.element(withID: $0) }
            if element == nil, diagnostic.line > 0 {
                if byLine == nil {
                    var lines: [Int: Element] = [:]
                    for element in document.elements {
                        let (line, column) = (element.line, element.column)
                        if lines[line] == nil { lines[line] = element }
                        if byPosition[line]?[column] == nil { byPosition[line, default: [:]][column] = element }
                    }
                    byLine = lines
                }
                element = byPosition[diagnostic.line]?[diagnostic.column] ?? byLine?[diagnostic.line]
            }
            guard let start = element else { return nil }
            // Up to the first element already answered (or the top), then answer the way down.
            var chain: [Element] = []
            var answer: (Int, RenderedView)?
            var current: Element? = start
            while let candidate = current {
                if let known = answers[candidate] { answer = known; break }
                if let own = drawn(candidate) { answer = own; chain.append(candidate); break }
                chain.append(candidate)
                current = candidate.parent
            }
            for element in chain { answers[element] = .some(answer) }
            return answer
        }

        /// The drawn view that is `candidate` itself (or, for a scene's controller, its root view).
        private func drawn(_ candidate: Element) -> (Int, RenderedView)? {
            guard let id = candidate.id else { return nil }
            if let found = views[id] { return found }
            if let viewID = candidate.child(key: "view")?.id, let index = rootViews[viewID], let view = roots[index].views.first {
                return (index, view)
            }
            return nil
        }
    }

    /// The root's SVG with the outlines and badges of its findings drawn over it.
    func overlay(_ root: RenderedRoot, svg: String? = nil, _ findings: [Placed], prefix: String) -> String {
        var svg = svg ?? root.svg
        guard !findings.isEmpty, let end = svg.range(of: "</svg>", options: .backwards) else { return svg }
        var layer = "<g class=\"overlay\">\n"
        var perView: [String: Int] = [:]
        for finding in findings {
            guard let view = finding.view else { continue }
            let severity = finding.diagnostic.severity.rawValue
            let frame = view.frame
            let stack = perView[view.id, default: 0]
            perView[view.id] = stack + 1
            let inset = -1.0 - Double(stack) * 2
            layer += "<rect class=\"outline sev-\(severity)\" data-finding=\"\(finding.number)\" data-view=\"\(HTMLPage.escape(view.id))\""
            layer += " x=\"\(SVG.number(frame.x + inset))\" y=\"\(SVG.number(frame.y + inset))\""
            layer += " width=\"\(SVG.number(max(2, frame.width - 2 * inset)))\" height=\"\(SVG.number(max(2, frame.height - 2 * inset)))\"/>\n"
            let badgeX = min(max(frame.x + frame.width - 2 - Double(stack) * 18, 9), root.size.width - 9)
            let badgeY = min(max(frame.y + 2, 9), root.size.height - 9)
            layer += "<g class=\"badge sev-\(severity)\" data-finding=\"\(finding.number)\"><circle cx=\"\(SVG.number(badgeX))\" cy=\"\(SVG.number(badgeY))\" r=\"8\"/>"
            layer += "<text x=\"\(SVG.number(badgeX))\" y=\"\(SVG.number(badgeY + 3.5))\" text-anchor=\"middle\">\(finding.number)</text></g>\n"
        }
        layer += "</g>\n"
        svg.replaceSubrange(end, with: layer + "</svg>")
        return svg
    }

    func item(_ finding: Placed, prefix: String) -> String {
        let diagnostic = finding.diagnostic
        let severity = diagnostic.severity.rawValue
        var out = "<li class=\"finding sev-\(severity)\" id=\"finding-\(finding.number)\" data-finding=\"\(finding.number)\""
        out += " data-rule=\"\(HTMLPage.escape(diagnostic.ruleID.rawValue))\" data-severity=\"\(severity)\""
        if let view = finding.view { out += " data-view=\"\(HTMLPage.escape(view.id))\"" }
        out += " tabindex=\"0\">\n"
        out += "<span class=\"number\">\(finding.number)</span> <span class=\"severity\">\(severity)</span> "
        out += "<span class=\"message\">\(HTMLPage.escape(diagnostic.message))</span>\n"
        out += "<div class=\"meta\"><a class=\"rule\" href=\"#explain-\(HTMLPage.escape(diagnostic.ruleID.rawValue))\"><code>\(HTMLPage.escape(diagnostic.ruleID.rawValue))</code></a>"
        out += " <code class=\"where\">\(HTMLPage.escape(diagnostic.file)):\(diagnostic.line):\(diagnostic.column)</code>"
        if let id = diagnostic.objectID { out += " <code class=\"object\">\(HTMLPage.escape(id))</code>" }
        if finding.view == nil { out += " <span class=\"unplaced\">(not on a drawn view)</span>" }
        out += "</div>\n"
        if let hint = diagnostic.hint {
            out += "<div class=\"hint\">hint: \(HTMLPage.escape(hint)) <a href=\"#explain-\(HTMLPage.escape(diagnostic.ruleID.rawValue))\">nibcheck explain \(HTMLPage.escape(diagnostic.ruleID.rawValue))</a></div>\n"
        }
        return out + "</li>\n"
    }

    // MARK: Explanations

    func explanations(for rules: Set<RuleID>) -> String {
        guard !rules.isEmpty else { return "" }
        var out = "<section class=\"explanations\">\n<h2>Rules</h2>\n"
        for id in rules.sorted() {
            guard let rule = Validator.rule(withID: id) else { continue }
            out += "<section class=\"explain\" id=\"explain-\(HTMLPage.escape(id.rawValue))\"><h3><code>\(HTMLPage.escape(id.rawValue))</code></h3>\n"
            out += "<pre>\(HTMLPage.escape(RuleExplanation.text(rule)))</pre></section>\n"
        }
        return out + "</section>\n"
    }
}
