import NibDocument
import NibLayout
import Testing

/// A one-line label saved far wider than its text was stretched by its constraints: it resists
/// compression only below its text's width, as UIKit's label does (MiniKeePass
/// Settings.storyboard: "Enabled" in 16 pt saved 302 pt wide beside a switch, in a row the
/// current margins make 16 pt narrower than the canvas's). Taking the saved width as the width
/// it resists below, the label and the switch, both at compression resistance 750, shared the
/// missing 16 pt in any proportion: an ambiguity UIKit does not have.
@Suite struct StretchedLabelTests {
    /// A 375-pt row: the label 16 pt from the left, the switch 8 pt after it and 16 pt from the
    /// right; both saved where 8-pt insets put them.
    static func row(text: String) throws -> Document {
        try makeDocument(width: 375, height: 44, subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="8" y="12" width="302" height="20"/>
                <fontDescription key="fontDescription" type="system" pointSize="16"/>
            </label>
            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                <rect key="frame" x="318" y="6" width="51" height="31"/>
            </switch>
            """, constraints: """
            <constraint firstItem="toggle" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c1"/>
            <constraint firstItem="toggle" firstAttribute="leading" secondItem="title" secondAttribute="trailing" constant="8" id="c2"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c3"/>
            <constraint firstItem="title" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c4"/>
            <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="16" id="c5"/>
            """)
    }

    @Test func aStretchedLabelGivesWayToTheSwitch() throws {
        let root = try #require(LayoutSystem(document: try Self.row(text: "Enabled"), options: .interfaceBuilder).root(withID: "root"))
        let solution = root.solve()
        let title = try #require(solution.view(withID: "title"))
        // 375 − 16 − 8 − 49 (the switch's alignment width) − 16.
        #expect(title.status == .ok && title.solved?.width == 286)
        #expect(solution.view(withID: "toggle")?.status == .ok)
    }

    /// Text about as wide as the saved frame (by the approximate measure): the saved width may
    /// be the label's natural one, and it keeps resisting there, tying with the switch.
    @Test func aLabelAsWideAsItsTextKeepsItsSavedWidth() throws {
        let root = try #require(LayoutSystem(document: try Self.row(text: String(repeating: "Wide text ", count: 4)),
                                             options: .interfaceBuilder).root(withID: "root"))
        #expect(root.solve().view(withID: "title")?.status == .ambiguous)
    }

    /// Windscribe's Apple TV screens: "Label" in tvOS's headline style, saved 92 pt wide and
    /// pinned only at its trailing side. tvOS's text styles are sizes not read here, so the saved
    /// width is the label's natural one, where Interface Builder put it; measured as a 17-pt
    /// label, it was taken for stretched and shrank to half.
    @Test func aLabelInATextStyleOfUnknownSizeKeepsItsSavedWidth() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.AppleTV.XIB" version="3.0" toolsVersion="24412" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="appleTV" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="1920" height="200"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="1788" y="77" width="92" height="46"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="40" id="c1"/>
                            <constraint firstItem="title" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let document = try Document(string: text, file: "Detail.xib")
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        let title = try #require(root.solve().view(withID: "title"))
        #expect(title.status == .ok && title.solved == Rect(x: 1788, y: 77, width: 92, height: 46), "\(String(describing: title.solved))")
    }
}
