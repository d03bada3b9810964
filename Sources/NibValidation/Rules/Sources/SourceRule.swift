import NibDocument

/// A rule about the code rather than one nib: a string literal no nib defines, an outlet no nib
/// connects. Its findings are at the code's line. (Its per-document `check` does nothing.)
public protocol ProjectRule: Rule {
    func check(project: ProjectFacts, findings: inout [ProjectFinding])
}

extension ProjectRule {
    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {}
}

public struct ProjectFinding: Sendable {
    public var location: SourceLocation
    public var message: String
    public var hint: String?
    public init(_ location: SourceLocation, _ message: String, hint: String? = nil) {
        self.location = location
        self.message = message
        self.hint = hint
    }
}

/// One example of a source rule, SwiftLint style: a nib and the Swift beside it, and whether the
/// rule finds something in them. The tests run every example through nibcheck.
public struct SourceRuleExample: Sendable {
    public var nib: String
    public var swift: String
    public var triggers: Bool
    public init(nib: String, swift: String, triggers: Bool) {
        self.nib = nib
        self.swift = swift
        self.triggers = triggers
    }
}

/// Source rules carry examples that must and must not trigger.
public protocol ExampleCarrying {
    var examples: [SourceRuleExample] { get }
}

/// Helpers the nib-side source rules share.
enum SourceRuleSupport {
    /// The sources were read well enough to judge classes, and `document` is one a target builds
    /// (a dead nib's findings would accuse code that never loads it: nib-built-by-no-target).
    static func project(_ context: ValidationContext, _ document: Document) -> ProjectFacts? {
        guard let project = context.project, project.sources.swiftRead, project.sources.codeFound,
              project.sources.nibsBuiltByNoTarget[document.file] == nil else { return nil }
        return project
    }

    /// The object whose class is checked: a custom-classed object or File's Owner with a class;
    /// nil for framework objects and other placeholders (First Responder, Exit).
    static func checkedClass(of element: Element, project: ProjectFacts, document: Document) -> (ClassInfo, ClassIndex.Chain)? {
        guard element.customClass != nil, !element.isPlaceholder || element.isFilesOwner,
              let info = project.resolve(element, in: document) else { return nil }
        return (info, project.classes.chain(from: info))
    }

    static func declared(_ info: ClassInfo) -> String {
        "\(info.name) (\(info.location))"
    }

    /// A minimal XIB around `body` for the rules' examples.
    static func xib(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
        \(body)
            </objects>
        </document>
        """
    }
}

/// `nib-built-by-no-target`: a nib in an Xcode project's folder that none of its targets builds.
public struct NibBuiltByNoTargetRule: Rule {
    public init() {}
    public let id: RuleID = .nibBuiltByNoTarget
    public let defaultSeverity = Severity.info
    public let summary = "A nib in an Xcode project's folder is built by one of its targets"
    public let explanation = """
        A nib that no target's build phases (or synchronized folders) include is never copied \
        into an app, so nothing loads it: a leftover. Its classes, outlets, actions and assets are \
        not checked against the code, since any finding there would accuse code that never meets \
        it; this one line says so. Add the file to a target, or delete it.
        """
    public let badExample = "Old/LegacyCell.xib   // in the project's folder, in no target's Copy Bundle Resources"
    public let goodExample = "Views/BookCell.xib   // a member of the App target"

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard let project = context.project?.sources.nibsBuiltByNoTarget[document.file] else { return }
        findings.append(Finding(
            document.root,
            "no target of \(project) builds this file, so no app loads it; its classes, outlets and assets are not checked against the code",
            hint: "add it to a target's Copy Bundle Resources, or delete it"))
    }
}
