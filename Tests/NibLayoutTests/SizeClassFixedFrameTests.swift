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
}
