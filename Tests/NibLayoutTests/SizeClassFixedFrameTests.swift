import NibDocument
import NibLayout
import Testing

/// Under Xcode 6's size classes, `fixedFrame="YES"` marks a view the default size class lays out
/// by its frame; in a size class whose variation installs constraints on it, Interface Builder
/// lays it out by those constraints, with no frame pinned beside them (MIT-Mobile's dining
/// label, centred in compact width only).
@Suite struct SizeClassFixedFrameTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6751" systemVersion="14C109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    <subviews>
                        <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="10" y="10" width="100" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="w"/>
                                <constraint firstAttribute="height" constant="20" id="h"/>
                            </constraints>
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="w"/>
                                    <exclude reference="h"/>
                                </mask>
                            </variation>
                            <variation key="widthClass=compact">
                                <mask key="constraints">
                                    <include reference="w"/>
                                    <include reference="h"/>
                                </mask>
                            </variation>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
                        <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="cx"/>
                            <exclude reference="cy"/>
                        </mask>
                    </variation>
                    <variation key="widthClass=compact">
                        <mask key="constraints">
                            <include reference="cx"/>
                            <include reference="cy"/>
                        </mask>
                    </variation>
                </view>
            </objects>
        </document>
        """

    static func solve(_ sizeClasses: SizeClasses) throws -> LayoutSolution {
        var options = LayoutOptions.interfaceBuilder
        options.sizeClasses = sizeClasses
        let document = try Document(string: document, file: "dining.xib")
        return try #require(LayoutSystem(document: document, options: options).roots.first).solve()
    }

    /// In compact width the box is centred by its constraints, with no conflict.
    @Test func aVariationsConstraintsReplaceTheFixedFrame() throws {
        let solution = try Self.solve(try #require(SizeClasses("wC,hR")))
        #expect(solution.conflicts.isEmpty, "\(solution.conflicts)")
        #expect(solution.view(withID: "box")?.solved == Rect(x: 250, y: 290, width: 100, height: 20))
    }

    /// In regular width nothing constrains it: it keeps its frame.
    @Test func elsewhereTheFrameHolds() throws {
        let solution = try Self.solve(try #require(SizeClasses("wR,hR")))
        #expect(solution.conflicts.isEmpty)
        #expect(solution.view(withID: "box")?.solved == Rect(x: 10, y: 10, width: 100, height: 20))
    }

    /// vinitam's LabelSwift (Xcode 6.2): a label marked `fixedFrame="YES"` whose constraints no
    /// variation leaves out, the top one 185 pt under an iPad's size classes. Interface Builder
    /// lays it out by them wherever they are installed: no frame is pinned beside them.
    static let pinnedLabel = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="7531" systemVersion="14C109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    <subviews>
                        <label text="Label" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="47" y="41" width="220" height="21"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="220" id="w"/>
                                <constraint firstAttribute="height" constant="21" id="h"/>
                            </constraints>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <variation key="heightClass=regular-widthClass=compact">
                                <mask key="constraints">
                                    <include reference="w"/>
                                    <include reference="h"/>
                                </mask>
                            </variation>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="47" id="x"/>
                        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="41" id="y">
                            <variation key="heightClass=regular-widthClass=regular" constant="185"/>
                        </constraint>
                    </constraints>
                    <variation key="heightClass=regular-widthClass=compact">
                        <mask key="constraints">
                            <include reference="x"/>
                            <include reference="y"/>
                        </mask>
                    </variation>
                </view>
            </objects>
        </document>
        """

    @Test func aFixedFrameGivesWayToInstalledConstraintsInEverySizeClass() throws {
        for (traits, top) in [("wR,hR", 185.0), ("wC,hR", 41.0)] {
            var options = LayoutOptions.interfaceBuilder
            options.sizeClasses = SizeClasses(traits)
            let document = try Document(string: Self.pinnedLabel, file: "LabelSwift.xib")
            let solution = try #require(LayoutSystem(document: document, options: options).roots.first).solve()
            #expect(solution.conflicts.isEmpty, "\(traits): \(solution.conflicts)")
            #expect(solution.view(withID: "label")?.solved == Rect(x: 47, y: top, width: 220, height: 21), "\(traits)")
        }
    }
}
