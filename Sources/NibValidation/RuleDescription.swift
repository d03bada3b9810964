import NibDocument

/// Everything a rule says about itself, in one value: its id, severity and promise for
/// `nibcheck rules`, the README's rule table and configuration files; its explanation for
/// `nibcheck explain`; and examples that must and must not trigger it, which one generic test
/// runs, so that the documentation cannot drift from what the rule does.
///
/// ```swift
/// public struct DuplicateIDRule: Rule {
///     public static let description = RuleDescription(
///         id: "duplicate-id", severity: .error,
///         summary: "Every object id is unique in its file",
///         explanation: "Connections and constraints name objects by id. …",
///         triggering: [RuleExample(#"<view id="a1"/> ↓<label id="a1"/>"#)],
///         nonTriggering: [RuleExample(#"<view id="a1"/> <label id="b2"/>"#)])
/// }
/// ```
public struct RuleDescription: Sendable {
    /// The stable identifier configuration files, baselines and CI scripts name the rule by.
    public let id: RuleID
    /// How much a finding matters unless the configuration says otherwise. The promise: an error
    /// crashes or misbehaves at run time; a warning is a disagreement between Interface Builder
    /// and the code that matters; info restates what Interface Builder itself saved.
    public let severity: Severity
    /// False for rules that run only when switched on (`--enable RULE`).
    public let isEnabledByDefault: Bool
    /// One line: what the rule asks of a file.
    public let summary: String
    /// Why the rule exists: the crash or the silent misbehaviour it prevents, and where it
    /// stands down.
    public let explanation: String
    /// Files the rule reports, each finding's place marked with `RuleExample.marker`.
    public let triggeringExamples: [RuleExample]
    /// Files the rule must not report: the fixed form of the triggering ones, and the shapes of
    /// real projects it once reported falsely.
    public let nonTriggeringExamples: [RuleExample]

    public init(id: RuleID, severity: Severity, enabledByDefault: Bool = true, summary: String, explanation: String,
                triggering: [RuleExample], nonTriggering: [RuleExample]) {
        self.id = id
        self.severity = severity
        self.isEnabledByDefault = enabledByDefault
        self.summary = summary
        self.explanation = explanation
        self.triggeringExamples = triggering
        self.nonTriggeringExamples = nonTriggering
    }
}

/// One example of a rule: a nib (a fragment of one, usually) and any other files of its project,
/// with `↓` written before each element where the rule must report, as SwiftLint marks its
/// examples.
///
/// A fragment is wrapped in the document Interface Builder would write around it: top-level
/// objects of an iOS XIB, or the scenes of an iOS storyboard when `file` ends in `.storyboard`.
/// Text that already starts with `<?xml`, `<document` or `<archive` (or does not start with `<`
/// at all: an empty or broken file) is the whole file.
public struct RuleExample: Sendable, CustomStringConvertible {
    /// Marks the element (or the position) a finding is expected at.
    public static let marker: Character = "↓"

    /// The example as written, markers included: what `nibcheck explain` shows.
    public let text: String
    /// The nib's file name (`Example.xib`, `Main.storyboard`), which decides how `text` is wrapped.
    public let file: String
    /// Where the example comes from or what it shows, for example the real project whose false
    /// finding it keeps from coming back.
    public let note: String?
    /// The project's other files by relative path (Swift sources, `Info.plist`, an asset
    /// catalog's `Contents.json`), markers allowed: the nib is checked among them.
    public let projectFiles: [String: String]
    /// The registration `NibLoader` would check the nib against, for the cell-contract rules.
    public let registration: CellRegistration?
    /// The naming convention the linter is asked to check reuse identifiers against.
    public let reuseIdentifierConvention: ReuseIdentifierConvention?

    public init(_ text: String, file: String = "Example.xib", note: String? = nil, project: [String: String] = [:],
                registration: CellRegistration? = nil, reuseIdentifierConvention: ReuseIdentifierConvention? = nil) {
        self.text = text
        self.file = file
        self.note = note
        self.projectFiles = project
        self.registration = registration
        self.reuseIdentifierConvention = reuseIdentifierConvention
    }

    public var description: String { note.map { "\(file): \($0)" } ?? file }

    /// The nib as checked: wrapped in its document if `text` is a fragment, markers removed.
    public var document: String { RuleExample.unmarked(wrapped).text }

    /// Where the rule must report in the nib: line and column (1-based; columns count UTF-8
    /// bytes, as diagnostics do) of each marked position.
    public var expectedPositions: [SourceLocation] {
        RuleExample.unmarked(wrapped).positions.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
    }

    /// The project's other files as written to disk, markers removed, with the positions marked
    /// in each.
    public var unmarkedProjectFiles: [(path: String, text: String, positions: [SourceLocation])] {
        projectFiles.keys.sorted().map { path in
            let (text, positions) = RuleExample.unmarked(projectFiles[path] ?? "")
            return (path, text, positions.map { SourceLocation(file: path, line: $0.line, column: $0.column) })
        }
    }

    /// Whether `text` is a fragment (top-level objects, or scenes) that `document` wraps, rather
    /// than a whole file or one that is empty or broken.
    public var isFragment: Bool {
        let trimmed = text.drop { $0 == " " || $0 == "\n" || $0 == RuleExample.marker }
        return trimmed.hasPrefix("<") && !trimmed.hasPrefix("<?xml") && !trimmed.hasPrefix("<document") && !trimmed.hasPrefix("<archive")
    }

    var wrapped: String {
        guard isFragment else { return text }
        return file.hasSuffix(".storyboard") ? RuleExample.storyboard(scenes: text) : RuleExample.xib(objects: text)
    }

    /// An iOS XIB around top-level objects, as Interface Builder writes one (iPhone 15, portrait).
    public static func xib(objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    /// An iOS storyboard around scenes (iPhone 15, portrait), with no initial view controller (an
    /// example that needs one is a whole document).
    public static func storyboard(scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// `text` without its markers, and the line and byte column each marker stood at.
    static func unmarked(_ text: String) -> (text: String, positions: [(line: Int, column: Int)]) {
        var out = ""
        var positions: [(line: Int, column: Int)] = []
        var line = 1
        var column = 1
        for character in text {
            if character == marker {
                positions.append((line, column))
                continue
            }
            out.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return (out, positions)
    }
}
