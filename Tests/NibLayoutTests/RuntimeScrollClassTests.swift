import NibDocument
import NibLayout
import Testing

/// A plain view whose custom class is one of UIKit's scroll views (`<view
/// customClass="UIScrollView">`, artsy energy's settings) is a scroll view at run time: its
/// content's edge constraints size its content. Interface Builder draws it as the plain view its
/// element names, and a class of the app's own module is not known to scroll.
@Suite struct RuntimeScrollClassTests {
    static func document(module: String?) -> String {
        let moduleAttribute = module.map { " customModule=\"\($0)\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="scroll" customClass="UIScrollView"\(moduleAttribute)>
                                <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="400" id="h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c1"/>
                                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c2"/>
                                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c3"/>
                                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c4"/>
                                    <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="c5"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
                            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="r2"/>
                            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r3"/>
                            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r4"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }

    static func solve(module: String?, options: LayoutOptions) throws -> LayoutSolution {
        let document = try Document(string: document(module: module), file: "Settings.xib")
        return try #require(LayoutSystem(document: document, options: options).roots.first).solve()
    }

    @Test func scrollsAtRunTime() throws {
        let solution = try Self.solve(module: nil, options: LayoutOptions())
        #expect(solution.conflicts.isEmpty, "\(solution.conflicts)")
        #expect(solution.view(withID: "scroll")?.solved?.height == 300)
        #expect(solution.view(withID: "content")?.solved?.height == 400)
    }

    @Test func isPlainOnInterfaceBuildersCanvas() throws {
        let solution = try Self.solve(module: nil, options: .interfaceBuilder)
        #expect(!solution.conflicts.isEmpty)
    }

    @Test func aClassOfTheAppsOwnModuleIsNotKnownToScroll() throws {
        let solution = try Self.solve(module: "Settings", options: LayoutOptions())
        #expect(!solution.conflicts.isEmpty)
    }
}
