import Foundation
import NibKit
import XCTest

// A UIKit app's XCTest case, ported by dropping `UI`: the class is `@MainActor`, as a class that
// tests views must be in Swift 6, and runs in swift-corelibs-xctest. Its test methods are
// `async`: SwiftPM's test discovery on Linux (Swift 6.3) casts each synchronous test method to a
// nonisolated function, which traps for a `@MainActor` class ("Could not cast value of type
// '(T) -> @MainActor () throws -> ()'"), whatever the class tests; asynchronous ones are wrapped
// without a cast. Each test names the UIKit documentation its expectation comes from.

/// A cell as a UIKit app writes it, `UI` dropped: its outlets declared for the nib, and an
/// `@IBAction` method named bare in `actions`, as any main-actor method of a view is.
final class FavoriteBookCell: TableViewCell {
    var titleLabel: Label!
    var favoriteButton: Button!
    private(set) var favoriteTaps: [Button] = []

    override class var outlets: [Outlet] {
        super.outlets + [
            Outlet("titleLabel", \FavoriteBookCell.titleLabel),
            Outlet("favoriteButton", \FavoriteBookCell.favoriteButton),
        ]
    }

    override class var actions: [ActionMethod] {
        super.actions + [ActionMethod("favoriteTapped:", FavoriteBookCell.favoriteTapped)]
    }

    @IBAction func favoriteTapped(_ sender: Button) {
        favoriteTaps.append(sender)
    }
}

@MainActor
final class FavoriteBookCellTests: XCTestCase {
    /// The cell's nib, as Interface Builder writes it: a title label and a button whose
    /// Touch Up Inside sends `favoriteTapped:` to the cell.
    static let cellNib = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="FavoriteBookCell" id="sbc-00-001" customClass="FavoriteBookCell" customModule="NibKitTests" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="sbc-00-001" id="sbc-00-002">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <label opaque="NO" text="Dune" translatesAutoresizingMaskIntoConstraints="NO" id="sbc-00-003">
                                <rect key="frame" x="16" y="11" width="200" height="21"/>
                            </label>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="sbc-00-004">
                                <rect key="frame" x="260" y="7" width="44" height="30"/>
                                <connections>
                                    <action selector="favoriteTapped:" destination="sbc-00-001" eventType="touchUpInside" id="sbc-00-005"/>
                                </connections>
                            </button>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="titleLabel" destination="sbc-00-003" id="sbc-00-006"/>
                        <outlet property="favoriteButton" destination="sbc-00-004" id="sbc-00-007"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """.utf8)

    func makeTableView() throws -> TableView {
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        tableView.register(try Nib(data: Self.cellNib, name: "FavoriteBookCell"), forCellReuseIdentifier: "FavoriteBookCell")
        return tableView
    }

    /// Apple, `UITableView.dequeueReusableCell(withIdentifier:for:)`: for an identifier registered
    /// with a nib, "the table view loads the cell from the nib"; `UINib.instantiate(withOwner:options:)`
    /// connects its outlets before `awakeFromNib()`.
    func testDequeuedCellComesFromTheNibWithItsOutlets() async throws {
        let tableView = try makeTableView()
        let cell = tableView.dequeueReusableCell(withIdentifier: "FavoriteBookCell", for: IndexPath(row: 0, section: 0))
        let shelfCell = try XCTUnwrap(cell as? FavoriteBookCell)
        XCTAssertEqual(shelfCell.reuseIdentifier, "FavoriteBookCell")
        XCTAssertEqual(shelfCell.titleLabel?.text, "Dune")
        XCTAssertTrue(shelfCell.favoriteButton?.superview === shelfCell.contentView)
    }

    /// Apple, `UIControl.sendActions(for:)`: "calls the action methods associated with the
    /// specified events", each with the control as its sender.
    func testTheButtonSendsItsActionToTheCell() async throws {
        let tableView = try makeTableView()
        let cell = try XCTUnwrap(tableView.dequeueReusableCell(withIdentifier: "FavoriteBookCell",
                                                               for: IndexPath(row: 0, section: 0)) as? FavoriteBookCell)
        let button = try XCTUnwrap(cell.favoriteButton)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(cell.favoriteTaps.count, 1)
        XCTAssertTrue(cell.favoriteTaps.first === button)
    }

    /// An asynchronous test of a `@MainActor` class resumes on the main actor after an `await`
    /// (Swift's actor isolation), so it goes on using views as UIKit tests do; the cell it
    /// dequeues is a new one, as `dequeueReusableCell(withIdentifier:for:)` makes one when none
    /// waits for reuse.
    func testAnAsyncTestKeepsUsingViewsAfterAnAwait() async throws {
        let tableView = try makeTableView()
        let first = tableView.dequeueReusableCell(withIdentifier: "FavoriteBookCell", for: IndexPath(row: 0, section: 0))
        await Task.yield()
        let second = tableView.dequeueReusableCell(withIdentifier: "FavoriteBookCell", for: IndexPath(row: 1, section: 0))
        XCTAssertFalse(first === second)
        XCTAssertEqual((second as? FavoriteBookCell)?.titleLabel?.text, "Dune")
    }
}
