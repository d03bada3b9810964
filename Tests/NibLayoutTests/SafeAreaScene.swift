import NibDocument

/// The scene the safe-area tests lay out: a storyboard whose first scene, `vc`, has a root view
/// `root` holding a box `box` as wide as the root, pinned to the safe area's top or bottom. What
/// shows the scene (containers, presentations, simulated bars) is what each test varies.
enum SafeAreaScene {
    /// The safe area's edge the box is pinned to.
    enum Edge { case top, bottom }

    /// `orientation` is the canvas device's; `boxElement` the box's tag (a scroll view's, say);
    /// `attributes` go on the view controller, `children` after its view (simulated metrics),
    /// `others` after the scene; `initial` is the storyboard's initial view controller.
    static func storyboard(toolsVersion: String, device: String = "retina5_9", orientation: String = "portrait", width: Double = 375, height: Double,
                           box edge: Edge, boxHeight: Double, boxY: Double = 0, boxElement: String = "view", attributes: String = "",
                           children: String = "", initial: String? = nil, others: String = "") throws -> Document {
        let pin = edge == .top
            ? #"<constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>"#
            : #"<constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c1"/>"#
        return try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
                <device id="\(device)" orientation="\(orientation)" appearance="light"/>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <viewController \(attributes) id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <\(boxElement) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                            <rect key="frame" x="0.0" y="\(boxY)" width="\(width)" height="\(boxHeight)"/>
                                        </\(boxElement)>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                    <constraints>
                                        \(pin)
                                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c3"/>
                                        <constraint firstItem="box" firstAttribute="height" constant="\(boxHeight)" id="c4"/>
                                    </constraints>
                                </view>
                                \(children)
                            </viewController>
                        </objects>
                    </scene>
                    \(others)
                </scenes>
            </document>
            """, file: "fixture.storyboard")
    }

    /// A tab bar controller showing `destination` (a relationship), its bar opaque or not.
    static func tabBarController(showing destination: String, translucent: Bool, metrics: String = "") -> String {
        """
        <scene sceneID="tabScene">
            <objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    \(metrics)
                    <tabBar key="tabBar" contentMode="scaleToFill" \(translucent ? "" : #"translucent="NO""#) id="tabBar">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                    </tabBar>
                    <connections>
                        <segue destination="\(destination)" kind="relationship" relationship="viewControllers" id="s1"/>
                    </connections>
                </tabBarController>
            </objects>
        </scene>
        """
    }

    /// A navigation controller `nav`, its bar opaque or not, whose root `first` (its view
    /// `rootHeight` tall) pushes `destination` by a show segue, when given; `rootChildren` go
    /// after the root's view (its simulated metrics).
    static func navigationController(pushing destination: String?, translucent: Bool, rootHeight: Double,
                                     rootChildren: String = "") -> String {
        let push = destination.map { #"<connections><segue destination="\#($0)" kind="show" id="s3"/></connections>"# } ?? ""
        return """
            <scene sceneID="navScene">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" \(translucent ? "" : #"translucent="NO""#) id="bar">
                            <rect key="frame" x="0.0" y="44" width="375" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="first" kind="relationship" relationship="rootViewController" id="s2"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="firstScene">
                <objects>
                    <viewController id="first" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="firstRoot">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="\(rootHeight)"/>
                        </view>
                        \(rootChildren)
                        \(push)
                    </viewController>
                </objects>
            </scene>
            """
    }
}
