import NibDocument

/// UIKit: "cell reuse identifier in nib (A) does not match the identifier used to register the nib (B)".
public struct ReuseIdentifierMismatchRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "reuse-identifier-mismatch", severity: .warning,
        summary: "A cell's reuse identifier matches the one it is registered under",
        explanation: """
            When a cell nib sets a reuse identifier, UIKit requires it to equal the identifier the nib \
            is registered under, and crashes at dequeue otherwise: "cell reuse identifier in nib (A) \
            does not match the identifier used to register the nib (B)". An empty identifier is \
            accepted. NibLoader checks this against the real registration (an error); with the sources \
            read, nibcheck checks it against the code's register(UINib(nibName:…), \
            forCellReuseIdentifier:…) calls that name the nib by literal; otherwise it compares with \
            the convention the typed API uses, register(T.self), \
            which registers under the class name, or with the file name, when nibcheck is asked to \
            (--reuse-identifier class-name|file-name; off by default).
            """,
        triggering: [
            RuleExample("""
                ↓<tableViewCell reuseIdentifier="NetworkCell" id="Ce1-aa-bb1" customClass="NetworkCell">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """,
                        file: "NetworkCell.xib", note: "vlc-ios VLCNetworkListCell: the code registers the nib under another identifier",
                        project: ["Shelf.swift": """
                            import UIKit
                            class Shelf: UITableViewController {
                                override func viewDidLoad() {
                                    tableView.register(UINib(nibName: "NetworkCell", bundle: nil), forCellReuseIdentifier: "NetworkListCell")
                                }
                            }
                            """]),
            RuleExample("""
                ↓<tableViewCell reuseIdentifier="PriceCellIdentifier" id="Ce1-aa-bb1" customClass="PriceCell">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """, note: "register(PriceCell.self) registers under the class name (--reuse-identifier class-name)",
                        reuseIdentifierConvention: .className),
            RuleExample("""
                ↓<tableViewCell reuseIdentifier="PriceCellIdentifier" id="Ce1-aa-bb1" customClass="PriceCell">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """, note: "NibLoader registers the nib under PriceCell",
                        registration: CellRegistration(kind: .tableViewCell, reuseIdentifier: "PriceCell")),
        ],
        nonTriggering: [
            RuleExample("""
                <tableViewCell reuseIdentifier="NetworkListCell" id="Ce1-aa-bb1" customClass="NetworkCell">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """, file: "NetworkCell.xib",
                        project: ["Shelf.swift": """
                            import UIKit
                            class Shelf: UITableViewController {
                                override func viewDidLoad() {
                                    tableView.register(UINib(nibName: "NetworkCell", bundle: nil), forCellReuseIdentifier: "NetworkListCell")
                                }
                            }
                            """]),
            RuleExample("""
                <tableViewCell reuseIdentifier="PriceCellIdentifier" id="Ce1-aa-bb1" customClass="PriceCell">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """, note: "wikipedia-ios, pocket-casts-ios: registered through a constant equal to the nib's identifier; no convention is assumed"),
            RuleExample("""
                <tableViewCell reuseIdentifier="" id="Ce1-aa-bb1" customClass="PriceCell">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """, note: "an empty identifier takes the registration's",
                        registration: CellRegistration(kind: .tableViewCell, reuseIdentifier: "PriceCell")),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        if let registration = context.registration {
            guard let cell = CellElements.cell(of: document, kind: registration.kind, context: context),
                  let identifier = cell.reuseIdentifier, !identifier.isEmpty,
                  identifier != registration.reuseIdentifier else { return }
            findings.append(Finding(
                cell,
                "cell reuse identifier in nib (\(identifier)) does not match the identifier used to register the nib (\(registration.reuseIdentifier))",
                hint: "set the cell's Identifier to '\(registration.reuseIdentifier)' in Interface Builder, or register the nib under '\(identifier)'"))
            return
        }
        guard CellElements.inferredKind(of: document) != nil else { return }
        // With the sources read: the identifiers the code registers this nib under, by literal
        // (`register(UINib(nibName: "BookCell", bundle: nil), forCellReuseIdentifier: "Book")`).
        let nibName = ReuseIdentifierMismatchRule.baseName(of: document.file)
        let registrations = context.project?.sources.literals.filter {
            $0.kind == .registerReuseIdentifier && $0.nibName == nibName && $0.value != nil
        } ?? []
        for cell in document.objects where CellElements.topLevelCellNames.contains(cell.name) {
            guard let identifier = cell.reuseIdentifier, !identifier.isEmpty else { continue }
            var reported = Set<String>()
            for registration in registrations {
                guard let registered = registration.value, registered != identifier, reported.insert(registered).inserted else { continue }
                findings.append(Finding(
                    cell,
                    "cell reuse identifier in nib (\(identifier)) does not match the identifier used to register the nib (\(registered)) at \(registration.location); UIKit raises at the first dequeue",
                    hint: "set the cell's Identifier to '\(registered)' in Interface Builder, or register the nib under '\(identifier)'"))
            }
        }
        if !registrations.isEmpty { return }
        for cell in document.objects where CellElements.topLevelCellNames.contains(cell.name) {
            guard let identifier = cell.reuseIdentifier, !identifier.isEmpty else { continue }
            switch context.reuseIdentifierConvention {
            case .off:
                return
            case .className:
                guard let className = cell.customClass, identifier != className else { continue }
                findings.append(Finding(
                    cell, "reuse identifier (\(identifier)) differs from the cell's class name (\(className))",
                    hint: "register(\(className).self) registers under '\(className)': set the Identifier to '\(className)', or register the nib under '\(identifier)' explicitly"))
            case .fileName:
                let fileName = ReuseIdentifierMismatchRule.baseName(of: document.file)
                guard identifier != fileName else { continue }
                findings.append(Finding(
                    cell, "reuse identifier (\(identifier)) differs from the nib's file name (\(fileName))",
                    hint: "set the Identifier to '\(fileName)', or rename the file"))
            }
        }
    }

    static func baseName(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
}
