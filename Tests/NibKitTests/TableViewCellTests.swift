import Foundation
import NibKit
import NibTestSupport
import Testing
import NibSupport

/// A cell made in code that records the initializer the table called.
final class StyledCell: TableViewCell, ReusableView {
    static let madeStyles = Locked<[CellStyle]>([])
    override init(style: CellStyle, reuseIdentifier: String?) {
        StyledCell.madeStyles.withLock { $0.append(style) }
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A value behind a lock, for the statics of test classes.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

enum CellFixtures {
    /// A table cell in Interface Builder's shape for a built-in style: the style's views are
    /// subviews of the content view, named by id from the cell's attributes.
    static let subtitleCell = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="Subtitle" textLabel="txt-00-001" detailTextLabel="dtl-00-001" imageView="img-00-001" style="IBUITableViewCellStyleSubtitle" id="cel-l0-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-l0-001" id="cnt-v0-001">
                    <rect key="frame" x="0.0" y="0.0" width="293" height="44"/>
                    <subviews>
                        <imageView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" image="book" id="img-00-001">
                            <rect key="frame" x="16" y="8" width="28" height="28"/>
                        </imageView>
                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" id="txt-00-001">
                            <rect key="frame" x="52" y="5" width="33" height="20.5"/>
                        </label>
                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Subtitle" textAlignment="natural" lineBreakMode="tailTruncation" id="dtl-00-001">
                            <rect key="frame" x="52" y="25.5" width="44" height="14.5"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
        </objects>
    </document>
    """
}

/// UIKit, "UITableViewCell.init(style:reuseIdentifier:)", "textLabel", "detailTextLabel",
/// "imageView" and "accessoryView".
@MainActor @Suite struct TableViewCellTests {
    @Test(arguments: [
        (TableViewCell.CellStyle.default, true, false, true),
        (.value1, true, true, true),
        (.value2, true, true, false),
        (.subtitle, true, true, true),
    ])
    func eachBuiltInStyleHasUIKitsViews(style: TableViewCell.CellStyle, text: Bool, detail: Bool, image: Bool) {
        let cell = TableViewCell(style: style, reuseIdentifier: "Cell")
        #expect(cell.style == style)
        #expect((cell.textLabel != nil) == text)
        #expect((cell.detailTextLabel != nil) == detail)
        #expect((cell.imageView != nil) == image)
        for view in [cell.textLabel, cell.detailTextLabel, cell.imageView] as [View?] {
            if let view { #expect(view.superview === cell.contentView) }
        }
        // Asked again, the same views.
        #expect(cell.textLabel === cell.textLabel && cell.imageView === cell.imageView)
    }

    @Test func initReuseIdentifierIsTheDefaultStyle() {
        let cell = TableViewCell(reuseIdentifier: "Cell")
        #expect(cell.style == .default && cell.reuseIdentifier == "Cell")
        #expect(cell.detailTextLabel == nil)
    }

    @Test func aRegisteredClassIsMadeThroughInitStyleReuseIdentifier() {
        // UIKit, register(_:forCellReuseIdentifier:): the table makes the class's cells with
        // init(style: .default, reuseIdentifier:), the initializer subclasses override.
        let table = TableView()
        table.register(StyledCell.self, forCellReuseIdentifier: "Styled")
        let before = StyledCell.madeStyles.withLock { $0.count }
        let cell = table.dequeueReusableCell(withIdentifier: "Styled")
        #expect(cell is StyledCell)
        #expect(StyledCell.madeStyles.withLock { Array($0.dropFirst(before)) } == [.default])
    }

    @Test func aStyledNibCellGetsItsViewsFromTheNib() throws {
        let nib = try Nib(data: Data(CellFixtures.subtitleCell.utf8), name: "SubtitleCell")
        let cell = try #require(try nib.tryInstantiate(withOwner: nil).first as? TableViewCell)
        #expect(cell.style == .subtitle)
        #expect(cell.accessoryType == .disclosureIndicator)
        #expect(cell.textLabel?.text == "Title")
        #expect(cell.detailTextLabel?.text == "Subtitle")
        #expect(cell.imageView?.imageName == "book")
        #expect(cell.contentView.subviews.count == 3)  // the nib's, none made again
        #expect(cell.textLabel?.nibObjectID == "txt-00-001")
    }

    @Test func keyedChildViewsAreReadToo() throws {
        let xib = CellFixtures.subtitleCell
            .replacingOccurrences(of: #" textLabel="txt-00-001""#, with: "")
            .replacingOccurrences(of: #"<label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title""#,
                                  with: #"<label key="textLabel" opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title""#)
        // Moved out of <subviews> to be a keyed child of the cell.
        let start = try #require(xib.range(of: #"<label key="textLabel""#))
        let end = try #require(xib.range(of: "</label>", range: start.upperBound..<xib.endIndex))
        let label = String(xib[start.lowerBound..<end.upperBound])
        let moved = xib.replacingOccurrences(of: label, with: "")
            .replacingOccurrences(of: "</tableViewCellContentView>", with: "</tableViewCellContentView>\n" + label)
        let nib = try Nib(data: Data(moved.utf8), name: "KeyedCell")
        let cell = try #require(try nib.tryInstantiate(withOwner: nil).first as? TableViewCell)
        #expect(cell.textLabel?.text == "Title")
        #expect(cell.textLabel?.superview === cell.contentView)
    }

    @Test func aCustomNibCellMakesItsTextLabelWhenAskedAsUIKitDoes() throws {
        let nib = try Nib(contentsOf: Fixtures.valid("BookCell.xib"))
        let cell = try #require(try nib.tryInstantiate(withOwner: nil, options: Registrations.options).first as? BookCell)
        let before = cell.contentView.subviews.count
        #expect(cell.textLabel != nil && cell.detailTextLabel == nil)
        #expect(cell.contentView.subviews.count == before + 1)
    }

    @Test func accessoryViewIsASubviewOfTheCellAndReplacesTheOldOne() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        let first = Switch(frame: .zero)
        cell.accessoryView = first
        #expect(first.superview === cell)
        let second = View(frame: .zero)
        cell.accessoryView = second
        #expect(first.superview == nil && second.superview === cell)
        cell.accessoryView = nil
        #expect(second.superview == nil)
    }

    @Test func aNibConnectsAccessoryViewAsAnOutlet() throws {
        let xib = CellFixtures.subtitleCell
            .replacingOccurrences(of: "</tableViewCell>", with: """
                    <connections>
                        <outlet property="accessoryView" destination="acc-00-001" id="out-00-001"/>
                    </connections>
            </tableViewCell>
                <switch opaque="NO" contentMode="scaleToFill" on="YES" id="acc-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                </switch>
    """)
        let nib = try Nib(data: Data(xib.utf8), name: "AccessoryCell")
        let cell = try #require(try nib.tryInstantiate(withOwner: nil).first as? TableViewCell)
        let accessory = try #require(cell.accessoryView as? Switch)
        #expect(accessory.isOn && accessory.superview === cell)
    }
}
