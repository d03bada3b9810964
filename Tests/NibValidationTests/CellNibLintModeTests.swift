import NibDocument
import NibValidation
import Testing

/// `cell-top-level-objects` without a registration (what nibcheck does): a XIB that looks like a
/// cell nib is held to UIKit's contract; a XIB that merely holds a cell among other views is
/// loaded with loadNibNamed and is legal.
@Suite struct CellNibLintModeTests {
    func xib(owner: String? = nil, _ objects: String) -> String {
        let ownerClass = owner.map { " customClass=\"\($0)\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\(ownerClass)/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            \(objects)
            </objects>
            </document>
            """
    }

    static let cell = """
        <tableViewCell contentMode="scaleToFill" reuseIdentifier="NoteCell" id="cel-l0-001" customClass="NoteCell" customModule="Notes" customModuleProvider="target">
        <tableViewCellContentView key="contentView" id="cnt-v0-001"><subviews><label id="lbl-00-001"/></subviews></tableViewCellContentView>
        </tableViewCell>
        """

    func topLevelFindings(_ text: String, registration: CellRegistration? = nil) throws -> [Diagnostic] {
        let document = try Document(string: text, file: "Test.xib")
        return Validator().validate(document, context: ValidationContext(registration: registration))
            .filter { $0.ruleID == "cell-top-level-objects" }
    }

    // MARK: Legal: a XIB of several views, one of them a cell

    /// The shape of a screen's XIB that also carries a cell: File's Owner is the controller that
    /// loads it, and the other top-level view has subviews and outlets.
    static let screenWithACell = """
        <view contentMode="scaleToFill" id="hdr-v0-001"><subviews><label id="hdr-l0-001"/></subviews></view>
        \(cell)
        """

    @Test func aScreenXibHoldingACellIsNotACellNib() throws {
        let owned = xib(owner: "NotesViewController", Self.screenWithACell)
        #expect(try topLevelFindings(owned).isEmpty)
        // Without an owner class, a second view with subviews is still content, not a stray.
        #expect(try topLevelFindings(xib(Self.screenWithACell)).isEmpty)
    }

    @Test func aViewThatAnOutletNamesIsContent() throws {
        let text = xib("""
            <view contentMode="scaleToFill" id="emp-v0-001"/>
            <tableViewCell contentMode="scaleToFill" reuseIdentifier="NoteCell" id="cel-l0-001" customClass="NoteCell" customModule="Notes" customModuleProvider="target">
            <tableViewCellContentView key="contentView" id="cnt-v0-001"/>
            <connections><outlet property="overlay" destination="emp-v0-001" id="out-00-001"/></connections>
            </tableViewCell>
            """)
        #expect(try topLevelFindings(text).isEmpty)
    }

    /// IBDecodable's ViewsWithBackgroundColor.xib: several empty views, a table view and a cell.
    @Test func manyLooseViewsAndACellAreAContainer() throws {
        let text = xib("""
            <view contentMode="scaleToFill" id="vw1-00-001"/>
            <view contentMode="scaleToFill" id="vw2-00-001"/>
            <tableViewCell contentMode="scaleToFill" id="cel-l0-001"><tableViewCellContentView key="contentView" id="cnt-v0-001"/></tableViewCell>
            <tableView contentMode="scaleToFill" id="tbl-00-001"/>
            <imageView contentMode="scaleToFill" id="img-00-001"/>
            """)
        #expect(try topLevelFindings(text).isEmpty)
    }

    /// IBLinter's ReuseIdentifier.xib: cells of several kinds side by side, loaded whole.
    @Test func severalCellsAreACollection() throws {
        let text = xib("""
            <tableViewCell contentMode="scaleToFill" id="cel-l0-001" customClass="ACell"><tableViewCellContentView key="contentView" id="cnt-v0-001"/></tableViewCell>
            <tableViewCell contentMode="scaleToFill" id="cel-l0-002" customClass="BCell"><tableViewCellContentView key="contentView" id="cnt-v0-002"/></tableViewCell>
            <collectionViewCell contentMode="center" id="cel-l0-003" customClass="CCell"><view key="contentView" id="cnt-v0-003"/></collectionViewCell>
            """)
        #expect(try topLevelFindings(text).isEmpty)
    }

    @Test func anOwnerOfAnotherClassLoadsTheXib() throws {
        let text = xib(owner: "NotesViewController", Self.cell + "\n<view contentMode=\"scaleToFill\" id=\"emp-v0-001\"/>")
        #expect(try topLevelFindings(text).isEmpty)
    }

    // MARK: The cell-nib mistake: a cell plus strays

    @Test func aCellAndGestureRecognizers() throws {
        let text = xib("""
            \(Self.cell)
            <tapGestureRecognizer id="tap-00-001"><connections><action selector="tapped:" destination="cel-l0-001" id="act-00-001"/></connections></tapGestureRecognizer>
            <longPressGestureRecognizer minimumPressDuration="0.5" id="lng-00-001"/>
            """)
        let findings = try topLevelFindings(text)
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.objectID == "tap-00-001")
        #expect(findings.first?.message.hasPrefix("cell nib must contain exactly one top level object which must be a UITableViewCell instance; found 3: ") == true)
    }

    @Test func aCellAndAnEmptyViewDroppedBesideIt() throws {
        let text = xib(Self.cell + "\n<view contentMode=\"scaleToFill\" id=\"emp-v0-001\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"240\" height=\"128\"/></view>")
        let findings = try topLevelFindings(text)
        #expect(findings.map(\.objectID) == ["emp-v0-001"])
        // File's Owner set to the cell's own class is a common slip, not an owner that loads it.
        let ownedByItself = xib(owner: "NoteCell", Self.cell + "\n<view contentMode=\"scaleToFill\" id=\"emp-v0-001\"/>")
        #expect(try topLevelFindings(ownedByItself).map(\.objectID) == ["emp-v0-001"])
    }

    @Test func aSingleCellIsFine() throws {
        #expect(try topLevelFindings(xib(Self.cell)).isEmpty)
    }

    // MARK: A registration settles it

    @Test func registeredTheScreenXibIsRefusedAsUIKitWould() throws {
        let registration = CellRegistration(kind: .tableViewCell, reuseIdentifier: "NoteCell", className: "NoteCell")
        let findings = try topLevelFindings(xib(owner: "NotesViewController", Self.screenWithACell), registration: registration)
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasPrefix("invalid nib registered for identifier (NoteCell) - nib must contain exactly one top level object") == true)
        #expect(findings.first?.objectID == "hdr-v0-001")
    }
}
