import Foundation
import NibContract
import NibDocument
import NibTestSupport
import NibValidation
import Testing

/// The cell contract with a registration, as NibLoader runs it (`LoadContract`) and as the
/// linter's rules of the same ids run it (`Validator.cellContract`): every check here holds for
/// both, and both find exactly the same.
@Suite struct CellContractTests {
    func check(_ file: URL, _ registration: CellRegistration, module: String? = nil) throws -> [Diagnostic] {
        let document = try Document(contentsOf: file)
        let linted = Validator.cellContract.validate(document, context: ValidationContext(registration: registration, module: module))
        let loaded = LoadContract.cellDiagnostics(of: document, registration: registration, module: module)
        #expect(loaded == linted, "the runtime's contract and the linter's rules disagree on \(file.lastPathComponent)")
        return linted
    }

    /// The runtime checks the rules the linter's cell contract is made of, and no other.
    @Test func theRuntimeAndTheLinterCheckTheSameRules() {
        #expect(Set(Validator.cellContract.severities.keys) == LoadContract.cellRuleIDs)
        #expect(Validator.cellContract.severities.values.allSatisfy { $0 == .error })
        #expect(LoadContract.structuralRuleIDs.isSubset(of: LoadContract.cellRuleIDs))
    }

    /// Every broken fixture, registered as each kind of reusable view: the runtime's findings
    /// and the linter's are the same, finding for finding.
    @Test(arguments: [CellRegistration.Kind.tableViewCell, .collectionViewCell, .collectionReusableView, .tableViewHeaderFooterView])
    func theRuntimeAndTheLinterAgreeOnEveryBrokenFixture(kind: CellRegistration.Kind) throws {
        let files = try FileManager.default.contentsOfDirectory(at: Fixtures.broken, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "xib" && (try? Document(contentsOf: $0)) != nil }
        var found = 0
        for file in files {
            for module in [nil, "Books"] {
                let registration = CellRegistration(kind: kind, reuseIdentifier: "Registered", className: "Books.BookCell")
                found += try check(file, registration, module: module).count
            }
        }
        #expect(found > files.count, "the fixtures broke too little of the contract to compare anything")
    }

    @Test func validCellsPass() throws {
        #expect(try check(Fixtures.valid("BookCell.xib"), .init(kind: .tableViewCell, reuseIdentifier: "BookCell", className: "BookCell")).isEmpty)
        #expect(try check(Fixtures.valid("BookCell.xib"), .init(kind: .tableViewCell, reuseIdentifier: "BookCell", className: "Books.BookCell")).isEmpty)
        #expect(try check(Fixtures.valid("BookCollectionCell.xib"), .init(kind: .collectionViewCell, reuseIdentifier: "BookCollectionCell")).isEmpty)
        #expect(try check(Fixtures.valid("BookSectionHeader.xib"), .init(kind: .collectionReusableView, reuseIdentifier: "BookSectionHeader")).isEmpty)
        #expect(try check(Fixtures.valid("BookHeaderView.xib"), .init(kind: .tableViewHeaderFooterView, reuseIdentifier: "BookHeaderView", className: "BookHeaderView")).isEmpty)
    }

    @Test func twoTopLevelObjectsUseUIKitsWording() throws {
        let diagnostics = try check(Fixtures.broken("cell-top-level-objects.xib"), .init(kind: .tableViewCell, reuseIdentifier: "TwoObjectsCell"))
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.ruleID == "cell-top-level-objects")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.hasPrefix("invalid nib registered for identifier (TwoObjectsCell) - nib must contain exactly one top level object which must be a UITableViewCell instance"))
        #expect(diagnostic.message.contains("tableViewCell 'TwoObjectsCell' (line 14), view (line 41)"))
        #expect(diagnostic.line == 41)
        #expect(diagnostic.objectID == "Xs4-Pv-9Dw")
    }

    @Test func aViewIsNotACell() throws {
        let diagnostics = try check(Fixtures.broken("cell-top-level-objects-not-a-cell.xib"), .init(kind: .tableViewCell, reuseIdentifier: "NotACell"))
        #expect(diagnostics.map(\.ruleID) == ["cell-top-level-objects"])
        #expect(diagnostics.first?.line == 14)
        #expect(diagnostics.first?.message.contains("found view 'NotACell' (line 14)") == true)
        // Collection views word it with UICollectionReusableView.
        let collection = try check(Fixtures.valid("BookCell.xib"), .init(kind: .collectionViewCell, reuseIdentifier: "BookCell"))
        #expect(collection.first?.message.contains("must be a UICollectionReusableView instance") == true)
    }

    @Test func reuseIdentifierMismatchUsesUIKitsWording() throws {
        let diagnostics = try check(Fixtures.broken("reuse-identifier-mismatch.xib"), .init(kind: .tableViewCell, reuseIdentifier: "PriceCell"))
        #expect(diagnostics.map(\.ruleID) == ["reuse-identifier-mismatch"])
        #expect(diagnostics.first?.message == "cell reuse identifier in nib (PriceCellIdentifier) does not match the identifier used to register the nib (PriceCell)")
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.line == 14)
        // Registered under the nib's own identifier: fine.
        #expect(try check(Fixtures.broken("reuse-identifier-mismatch.xib"), .init(kind: .tableViewCell, reuseIdentifier: "PriceCellIdentifier")).isEmpty)
    }

    @Test func aMissingIdentifierIsAcceptedAsInUIKit() throws {
        #expect(try check(Fixtures.broken("missing-reuse-identifier.xib"), .init(kind: .collectionViewCell, reuseIdentifier: "Anything")).isEmpty)
    }

    @Test func customClassAndModule() throws {
        let file = Fixtures.broken("custom-class-mismatch.xib")
        // Bare names compare bare; the module is only checked when the registration names one.
        #expect(try check(file, .init(kind: .tableViewCell, reuseIdentifier: "AuthorCell", className: "AuthorCell")).isEmpty)
        #expect(try check(file, .init(kind: .tableViewCell, reuseIdentifier: "AuthorCell", className: "Authors.AuthorCell")).isEmpty)
        let wrongModule = try check(file, .init(kind: .tableViewCell, reuseIdentifier: "AuthorCell", className: "Books.AuthorCell"))
        #expect(wrongModule.map(\.ruleID) == ["custom-class-mismatch"])
        #expect(wrongModule.first?.message == "cell class in nib (Authors.AuthorCell) does not match the class it is registered for (Books.AuthorCell)")
        #expect(wrongModule.first?.line == 14)
        let wrongClass = try check(file, .init(kind: .tableViewCell, reuseIdentifier: "AuthorCell", className: "BookCell"))
        #expect(wrongClass.map(\.ruleID) == ["custom-class-mismatch"])
        // customModuleProvider="target" matches the caller's module.
        let bookCell = Fixtures.valid("BookCell.xib")
        #expect(try check(bookCell, .init(kind: .tableViewCell, reuseIdentifier: "BookCell", className: "Books.BookCell"), module: "Books").isEmpty)
    }

    @Test func lintConventions() throws {
        let document = try Document(contentsOf: Fixtures.broken("reuse-identifier-mismatch.xib"))
        func rules(_ convention: ReuseIdentifierConvention) -> [RuleID] {
            Validator().validate(document, context: ValidationContext(reuseIdentifierConvention: convention)).map(\.ruleID)
        }
        #expect(rules(.className) == ["reuse-identifier-mismatch"])
        #expect(rules(.fileName) == ["reuse-identifier-mismatch"])
        #expect(rules(.off) == [])
        let bookCell = try Document(contentsOf: Fixtures.valid("BookCell.xib"))
        #expect(Validator().validate(bookCell, context: ValidationContext(reuseIdentifierConvention: .fileName)).isEmpty)
    }

    @Test func severitiesCanBeChangedOrTurnedOff() throws {
        let document = try Document(contentsOf: Fixtures.broken("misplaced-view.xib"))
        #expect(Validator(severities: ["misplaced-view": .error]).validate(document).map(\.severity) == [.error])
        let off: [RuleID: Severity?] = ["misplaced-view": nil]
        #expect(Validator(severities: off).validate(document).isEmpty)
    }

    @Test func diagnosticsReadLikeClang() throws {
        let document = try Document(contentsOf: Fixtures.broken("duplicate-id.xib"))
        let diagnostic = try #require(Validator().validate(document).first)
        #expect(diagnostic.description == "\(document.file):28:21: error: id 'Du5-Lb-8Qs' is already used by label (line 21) [duplicate-id]")
        #expect(diagnostic.hint?.isEmpty == false)
    }
}
