import NibDocument
import NibLayout
import Testing

/// A view in a storyboard scene's dock, beside its controller, is shown wherever the code puts it
/// (a table's header, an overlay): Interface Builder draws it as a freeform view, without the
/// status bar the scene's own view has under it (Velocity's Training.storyboard, tools 14490 on
/// an iPhone 8: a 92-pt header whose stack is pinned 10 pt below the safe area's top, saved at
/// y = 10).
@Suite struct SceneDockViewSafeAreaTests {
    /// A scene whose controller's view and a dock view each hold a box pinned 16 pt below their
    /// safe area's top.
    let document: Document

    init() throws {
        func box(_ id: String, in view: String, safeArea: String) -> String {
            """
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="16" y="16" width="100" height="50"/>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="\(safeArea)"/>
            <constraints>
                <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(safeArea)" secondAttribute="top" constant="16" id="\(id)-t"/>
                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(safeArea)" secondAttribute="leading" constant="16" id="\(id)-l"/>
                <constraint firstItem="\(id)" firstAttribute="width" constant="100" id="\(id)-w"/>
                <constraint firstItem="\(id)" firstAttribute="height" constant="50" id="\(id)-h"/>
            </constraints>
            """
        }
        document = try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
                <device id="retina4_7" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="main">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    \(box("mainBox", in: "main", safeArea: "mainSafe"))
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                            <view contentMode="scaleToFill" id="dock">
                                <rect key="frame" x="0.0" y="0.0" width="367" height="92"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                \(box("dockBox", in: "dock", safeArea: "dockSafe"))
                            </view>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
    }

    func solvedY(of box: String, inRoot root: String) throws -> Double {
        let system = LayoutSystem(document: document, options: .interfaceBuilder)
        let solved = try #require(system.root(withID: root)?.solve().view(withID: box)?.solved)
        return solved.y
    }

    @Test func aDockViewHasNoStatusBar() throws {
        #expect(try solvedY(of: "dockBox", inRoot: "dock") == 16)
    }

    @Test func theScenesOwnViewKeepsIt() throws {
        #expect(try solvedY(of: "mainBox", inRoot: "main") == 36)
    }
}
