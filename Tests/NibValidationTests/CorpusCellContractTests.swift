import Foundation
import NibDocument
import NibTestSupport
import NibValidation
import Testing

/// Every `ios-cell` file of the corpus through the cell contract, registered under its class name
/// (what `register(T.self)` does): which files break which rule, with known cases checked by hand.
@Suite(.enabled(if: Fixtures.corpusURL != nil, Comment(rawValue: Fixtures.noCorpus))) struct CorpusCellContractTests {
    @Test func iosCellsThroughTheContract() throws {
        let corpus = try #require(Fixtures.corpusURL)
        var broken: [String: [String]] = [:]
        var checked = 0
        for entry in try Fixtures.corpusEntries(corpus) where entry.kind == "ios-cell" {
            let document = try Document(contentsOf: entry.url)
            let kind: CellRegistration.Kind
            switch entry.topLevel.first(where: { $0.hasSuffix("Cell") || $0.hasSuffix("View") }) {
            case "collectionViewCell": kind = .collectionViewCell
            case "collectionReusableView": kind = .collectionReusableView
            default: kind = .tableViewCell
            }
            let cell = document.objects.first { ["tableViewCell", "collectionViewCell", "collectionReusableView"].contains($0.name) }
            let className = cell?.customClass
            let registration = CellRegistration(kind: kind, reuseIdentifier: className ?? "Cell", className: className)
            let diagnostics = Validator.cellContract.validate(document, context: ValidationContext(registration: registration))
            for diagnostic in diagnostics {
                broken[diagnostic.ruleID.rawValue, default: []].append(entry.path)
            }
            checked += 1
        }
        #expect(checked == 132)
        for (rule, files) in broken.sorted(by: { $0.key < $1.key }) {
            print("cell contract: \(rule): \(Set(files).count) files")
        }
        // Several cells at the top level of one nib (IBLinter's fixture) and a nib that mixes
        // views with a cell (IBDecodable's).
        let topLevel = Set(broken["cell-top-level-objects"] ?? [])
        #expect(topLevel.contains("IBDecodable__IBLinter/Tests__IBLinterKitTest__Resources__Rules__ReuseIdentifierRule__ReuseIdentifier.xib"))
        #expect(topLevel.contains("IBDecodable__IBDecodable/Tests__Resources__ViewsWithBackgroundColor.xib"))
        // Real cells whose identifier differs from their class: registered by class name they crash.
        let mismatched = Set(broken["reuse-identifier-mismatch"] ?? [])
        #expect(mismatched.contains("Automattic__pocket-casts-ios/podcasts__RadioButtonCell.xib"))
        #expect(mismatched.contains("ReactiveX__RxSwift/RxExample__RxExample__Examples__WikipediaImageSearch__Views__WikipediaImageCell.xib"))
        #expect(mismatched.count >= 10)
        // The common case is a healthy cell.
        #expect(topLevel.count < 10)
    }
}
