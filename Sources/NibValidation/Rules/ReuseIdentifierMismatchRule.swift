import NibContract
import NibDocument

/// UIKit: "cell reuse identifier in nib (A) does not match the identifier used to register the nib (B)".
public struct ReuseIdentifierMismatchRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: .reuseIdentifierMismatch, severity: .warning,
        summary: "A cell's reuse identifier matches the one it is registered under",
        explanation: """
            When a cell nib sets a reuse identifier, UIKit requires it to equal the identifier the nib \
            is registered under, and crashes at dequeue otherwise: "cell reuse identifier in nib (A) \
            does not match the identifier used to register the nib (B)". An empty identifier is \
            accepted. NibLoader checks this against the real registration (an error); with the sources \
            read, nibcheck checks it against the code's register(UINib(nibName:…), \
            forCellReuseIdentifier:…) calls that name the nib by literal and NibKit's \
            register(BookCell.self) (BookCell.xib under "BookCell", unless the class names \
            another), and against the \
            identifiers the code dequeues the nib's class under (literals, and string constants the \
            code defines): cells dequeued under another identifier than the nib's, with nothing \
            registered under it, are made from the nib when the queue is empty and go back to the \
            queue under the nib's identifier, so none is ever reused. Otherwise it compares with \
            the convention the typed API uses, register(T.self), \
            which registers under the class name, or with the file name, when nibcheck is asked to \
            (--reuse-identifier class-name|file-name; off by default).
            """,
        triggering: [
            RuleExample("""
                ↓<tableViewCell reuseIdentifier="Book" id="Ce1-aa-bb1" customClass="BookCell" customModuleProvider="target">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """,
                        file: "BookCell.xib", note: "NibKit's register(BookCell.self) registers BookCell.xib under the class's name",
                        project: ["BookCell.swift": """
                            import NibKit
                            final class BookCell: TableViewCell, ReusableView, NibLoadableView {}
                            func registerCells(in tableView: TableView) {
                                tableView.register(BookCell.self)
                            }
                            """]),
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
                ↓<tableViewCell reuseIdentifier="NetworkCell" id="Ce1-aa-bb1" customClass="NetworkCell">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """,
                        file: "NetworkCell~ipad.xib", note: "the iPad variant of the nib the code registers: UINib(nibName: \"NetworkCell\") loads it on an iPad",
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
                ↓<tableViewCell reuseIdentifier="LocalNetworkCell" id="Ce1-aa-bb1" customClass="NetworkCell">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """, file: "NetworkCell.xib",
                        note: "vlc-ios VLCNetworkListCell: dequeued under a constant's value, made from the nib when the queue is empty, so never reused",
                        project: ["ListViewController.m": ReuseIdentifierMismatchRule.objectiveCList(identifier: "NetworkCellIdentifier")]),
            RuleExample("""
                ↓<tableViewCell reuseIdentifier="PriceCellIdentifier" id="Ce1-aa-bb1" customClass="PriceCell">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """, note: "NibLoader registers the nib under PriceCell",
                        registration: CellRegistration(kind: .tableViewCell, reuseIdentifier: "PriceCell")),
            RuleExample("↓" + ReuseIdentifierMismatchRule.episodesCell, file: "EpisodesCell.xib",
                        note: "a cell nib its own app registers under another identifier",
                        project: OwnerExamples.twoApps(nib: "EpisodesCell", cellClass: "EpisodesCell", cellBase: "UITableViewCell", registeringUnder: "episodeCell", inOwnApp: true)),
        ],
        nonTriggering: [
            RuleExample(ReuseIdentifierMismatchRule.episodesCell, file: "EpisodesCell.xib",
                        note: "a bootcamp's homeworks, each an app with its EpisodesCell.xib: another app registers its own nib of that name under its own identifier, in its own bundle",
                        project: OwnerExamples.twoApps(nib: "EpisodesCell", cellClass: "EpisodesCell", cellBase: "UITableViewCell", registeringUnder: "episodeCell", inOwnApp: false)),
            RuleExample("""
                <tableViewCell reuseIdentifier="Book" id="Ce1-aa-bb1" customClass="BookCell" customModuleProvider="target">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """,
                        file: "BookCell.xib", note: "NibKit: the class names its identifier itself",
                        project: ["BookCell.swift": """
                            import NibKit
                            final class BookCell: TableViewCell, ReusableView, NibLoadableView {
                                static var defaultReuseIdentifier: String { "Book" }
                            }
                            func registerCells(in tableView: TableView) {
                                tableView.register(BookCell.self)
                            }
                            """]),
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
                <tableViewCell reuseIdentifier="LocalNetworkCell" id="Ce1-aa-bb1" customClass="NetworkCell">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """, file: "NetworkCell.xib", note: "dequeued under the nib's own identifier",
                        project: ["ListViewController.m": ReuseIdentifierMismatchRule.objectiveCList(identifier: "LocalNetworkCell")]),
            RuleExample("""
                <tableViewCell reuseIdentifier="" id="Ce1-aa-bb1" customClass="PriceCell">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """, note: "an empty identifier takes the registration's",
                        registration: CellRegistration(kind: .tableViewCell, reuseIdentifier: "PriceCell")),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        if let registration = context.registration {
            ContractChecks.checkReuseIdentifier(CellElements.topLevelObjects(of: document, context: context),
                                                registration: registration, findings: &findings)
            return
        }
        guard CellElements.inferredKind(of: document) != nil else { return }
        // With the sources read: the identifiers the code registers this nib under, by literal
        // (`register(UINib(nibName: "BookCell", bundle: nil), forCellReuseIdentifier: "Book")`).
        let nibName = NibLoads.baseName(ofFile: document.file)
        // Not another app's registration of its own nib of this name.
        let registrations = context.project.map { project in
            project.sources.literals.filter {
                $0.kind == .registerReuseIdentifier && $0.nibName == nibName && $0.value != nil
                    && !project.nibLoads.isInAnotherTarget($0, than: document)
            }
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
        if let project = context.project {
            ReuseIdentifierMismatchRule.checkDequeues(document, project: project, findings: &findings)
        }
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
                let fileName = NibLoads.baseName(ofFile: document.file)
                guard identifier != fileName else { continue }
                findings.append(Finding(
                    cell, "reuse identifier (\(identifier)) differs from the nib's file name (\(fileName))",
                    hint: "set the Identifier to '\(fileName)', or rename the file"))
            }
        }
    }

    /// The examples' Objective-C list: it dequeues `NetworkCell`s under a constant whose value is
    /// `identifier`, and loads the nib when the queue is empty.
    static func objectiveCList(identifier: String) -> String {
        """
        #import "NetworkCell.h"
        NSString *NetworkCellIdentifier = @"\(identifier)";
        @implementation ListViewController
        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath
        {
            NetworkCell *cell = (NetworkCell *)[tableView dequeueReusableCellWithIdentifier:NetworkCellIdentifier];
            if (cell == nil)
                cell = [[NSBundle mainBundle] loadNibNamed:@"NetworkCell" owner:nil options:nil].firstObject;
            return cell;
        }
        @end
        """
    }

    /// The code dequeues cells of this nib's class under an identifier the nib does not give its
    /// cell, with nothing registered under it (vlc-ios's `VLCNetworkListCell`: dequeued as a
    /// constant's value, made with `loadNibNamed` when the queue is empty). Every cell made from
    /// the nib goes back to the queue under the nib's identifier, which nothing asks for: no cell
    /// is ever reused.
    static func checkDequeues(_ document: Document, project: ProjectFacts, findings: inout [Finding]) {
        let sources = project.sources
        let dequeues = sources.literals.filter { $0.kind == .dequeueReuseIdentifier && $0.cellClass != nil }
        guard !dequeues.isEmpty else { return }
        // Read once for the nib's cells, by queue (and dequeues by class): not again for each.
        let registrationsByQueue = Dictionary(grouping: sources.literals.filter { $0.kind == .registerReuseIdentifier }, by: \.queue)
        let registeredByQueue = registrationsByQueue.mapValues { Set($0.compactMap { sources.value(of: $0) }) }
        // The classes registered under identifiers the reader cannot resolve (nil: a nib's,
        // whose class is not read here).
        let unresolvedClassesByQueue = registrationsByQueue.mapValues { registrations in
            Set(registrations.filter { sources.value(of: $0) == nil }.map(\.cellClass))
        }
        let dequeuesByClass = Dictionary(grouping: dequeues) { $0.cellClass ?? "" }
        for cell in document.objects where CellElements.topLevelCellNames.contains(cell.name) {
            guard let identifier = cell.reuseIdentifier, !identifier.isEmpty, let className = cell.customClass else { continue }
            let queue: ReuseQueue = cell.name == "tableViewCell" ? .tableCells : .collectionCells
            // A registration the reader cannot resolve may be under any identifier, unless it
            // registers another class (which the code then could not take as this one).
            let unresolved = unresolvedClassesByQueue[queue] ?? []
            guard !unresolved.contains(nil), !unresolved.contains(className) else { continue }
            let registered = registeredByQueue[queue] ?? []
            let ofClass = (dequeuesByClass[className] ?? []).filter { $0.queue == queue }
            // Somewhere the code asks for the nib's own identifier: those cells are reused.
            guard !ofClass.contains(where: { sources.value(of: $0) == identifier }) else { continue }
            var reported = Set<String>()
            for use in ofClass {
                guard let asked = sources.value(of: use), asked != identifier, !registered.contains(asked),
                      !project.reuseIdentifiers.contains(asked), reported.insert(asked).inserted else { continue }
                findings.append(Finding(
                    cell,
                    "the code dequeues \(className) cells as '\(asked)' (\(use.location)), but cells made from this nib carry the reuse identifier '\(identifier)': they go back to the queue as '\(identifier)', which nothing dequeues, so no cell is ever reused",
                    hint: "set the cell's Identifier to '\(asked)' in Interface Builder"))
            }
        }
    }
}

extension ReuseIdentifierMismatchRule {
    /// A table cell whose identifier is `episodesCustomCell`.
    static let episodesCell = """
        <tableViewCell reuseIdentifier="episodesCustomCell" id="Ce1-aa-bb1" customClass="EpisodesCell" customModuleProvider="target">
            <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
        </tableViewCell>
        """
}
