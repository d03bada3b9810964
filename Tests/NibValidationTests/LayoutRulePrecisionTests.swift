import Foundation
import NibDocument
import NibTestSupport
import NibValidation
import Testing

/// Issue #22: the conflicts real apps do not have at run time, each shaped on the broken fixture.
@Suite struct LayoutRulePrecisionTests {
    static let fixture: String = {
        (try? String(contentsOf: Fixtures.broken("unsatisfiable-constraints.xib"), encoding: .utf8)) ?? ""
    }()

    static func findings(_ text: String) throws -> [Diagnostic] {
        Validator().validate(try Document(string: text, file: "shaped.xib")).filter { $0.ruleID == .unsatisfiableConstraints }
    }

    /// The fixture's conflict (width 100 against width 120) is found as it is.
    @Test func theFixturesConflictIsFound() throws {
        #expect(try Self.findings(Self.fixture).count == 1)
    }

    /// pocket-casts PCSearchBarController.xib: the code holds one of the constraints through an
    /// outlet, and deactivates it before the other is used.
    @Test func aConflictWithAConstraintTheCodeHoldsIsNotReported() throws {
        let held = Self.fixture.replacingOccurrences(
            of: #"<outlet property="titleLabel" destination="Ml9-Dz-4Qa" id="Mo6-Vn-3Gr"/>"#,
            with: #"<outlet property="titleLabel" destination="Ml9-Dz-4Qa" id="Mo6-Vn-3Gr"/><outlet property="narrowWidth" destination="Wq2-Lm-5Tz" id="Nw1-Ct-8Rz"/>"#)
        #expect(held != Self.fixture)
        #expect(try Self.findings(held).isEmpty)
    }

    /// A conflict that needs the canvas width (label 100 wide, pinned 16 from both edges of a
    /// 375-pt view): a view the code sizes takes another width, File's Owner's view does not.
    @Test func aConflictWithTheCanvasSizeCountsOnlyForARootHeldAtIt() throws {
        let canvas = Self.fixture
            .replacingOccurrences(of: #"<constraint firstAttribute="width" constant="120" id="Wq2-Lm-5Tz"/>"#, with: "")
            .replacingOccurrences(of: #"<constraint firstItem="Ml9-Dz-4Qa" firstAttribute="leading" secondItem="Mv2-Hs-8Cb" secondAttribute="leading" constant="16" id="Ep3-Lb-9Nu"/>"#,
                                  with: #"<constraint firstItem="Ml9-Dz-4Qa" firstAttribute="leading" secondItem="Mv2-Hs-8Cb" secondAttribute="leading" constant="16" id="Ep3-Lb-9Nu"/><constraint firstAttribute="trailing" secondItem="Ml9-Dz-4Qa" secondAttribute="trailing" constant="16" id="vJ8-Ra-5Ix"/>"#)
        #expect(try Self.findings(canvas).isEmpty)
        let owned = canvas.replacingOccurrences(
            of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
            with: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ShelfController"><connections><outlet property="view" destination="Mv2-Hs-8Cb" id="Ov1-Wq-3Lp"/></connections></placeholder>"#)
        #expect(owned != canvas)
        #expect(try Self.findings(owned).count == 1)
    }
}
