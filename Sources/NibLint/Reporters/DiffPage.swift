import NibDocument
import NibLayout
import NibValidation

/// `nibcheck diff OLD NEW --format html`: both versions drawn side by side, each change outlined
/// on its view and numbered to its entry in the list below its version (a removal on the old
/// version, everything else on the new), with the report's script: hovering or clicking an entry
/// finds its view, clicking a view lists its changes.
public enum DiffPage {
    /// One change as the page shows it.
    public struct Entry: Sendable {
        /// Which version shows it.
        public enum Side: Sendable { case old, new }
        public var side: Side
        /// `added`, `removed`, `changed` or `moved`.
        public var kind: String
        /// The object it is about, for its outline.
        public var objectID: String?
        /// Its line in the version that shows it.
        public var line: Int
        /// The change as `nibcheck diff` prints it.
        public var text: String

        public init(side: Side, kind: String, objectID: String?, line: Int, text: String) {
            self.side = side
            self.kind = kind
            self.objectID = objectID
            self.line = line
            self.text = text
        }
    }

    public static func html(old: Document, oldName: String, new: Document, newName: String, entries: [Entry]) -> String {
        let title = "nibcheck diff \(oldName) → \(newName)"
        var out = HTMLPage.head(title: title)
        out += "<style>.sides { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; } .sides > section { min-width: 0; }</style>\n"
        out += "<header>\n<h1>\(HTMLPage.escape(title))</h1>\n<p class=\"summary\">"
        out += entries.isEmpty ? "no semantic change" : "\(entries.count) change\(entries.count == 1 ? "" : "s")"
        out += "</p>\n</header>\n<main class=\"sides\">\n"
        let reporter = HTMLReporter(title: title)
        for (index, (side, document, name)) in [(Entry.Side.old, old, oldName), (.new, new, newName)].enumerated() {
            let placed = entries.enumerated().filter { $0.element.side == side }.map { number, entry in
                HTMLReporter.Placed(number: number + 1, diagnostic: Diagnostic(
                    location: SourceLocation(file: name, line: entry.line, column: 1), objectID: entry.objectID,
                    severity: severity(of: entry.kind), ruleID: RuleID(rawValue: entry.kind), message: entry.text))
            }
            out += reporter.section(file: name, system: LayoutSystem(document: document, options: .interfaceBuilder), findings: placed, index: index)
        }
        out += "</main>\n" + HTMLPage.script + "</body>\n</html>\n"
        return out
    }

    /// The colour of a change: removals red, additions blue, the rest orange.
    static func severity(of kind: String) -> Severity {
        switch kind {
        case "removed": return .error
        case "added": return .info
        default: return .warning
        }
    }
}
