import NibContract
import NibDocument
import NibLayout

/// `misplaced-frame`: Saved frames are where the constraints put the views.
public struct MisplacedFrameRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "misplaced-frame", severity: .info,
        summary: "Saved frames are where the constraints put the views",
        explanation: """
            Solving the file's constraints put a view more than 0.5 pt away from the frame saved in \
            the file, and the saved frames contradict a required constraint on that view outright \
            (one between views, with no margin, guide or baseline, whose truth depends on nothing \
            NibLayout approximates). Interface Builder shows the saved frame; the app shows the \
            solved one. Views IB marked misplaced itself are reported by misplaced-view instead. \
            A view showing an SF Symbol is not reported within a few points (4, or a fifth of its \
            size): its constraints act on \
            the symbol's alignment rectangle, whose insets NibLayout does not know. Info: a stale saved \
            frame changes nothing on a device (UIKit lays the view out from its constraints), and \
            Interface Builder shows it too ("Update Frames" fixes it).
            """,
        triggering: [
            RuleExample("""
                <view id="Mv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                    <subviews>
                        ↓<label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Ml1-aa-001">
                            <rect key="frame" x="16" y="4" width="33" height="20.5"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ml1-aa-001" firstAttribute="leading" secondItem="Mv1-aa-001" secondAttribute="leading" constant="16" id="Mc1-aa-001"/>
                        <constraint firstItem="Ml1-aa-001" firstAttribute="top" secondItem="Mv1-aa-001" secondAttribute="top" constant="20" id="Mc2-aa-001"/>
                    </constraints>
                </view>
                """, note: "its top constraint was changed and the frame not updated"),
        ],
        nonTriggering: [
            RuleExample("""
                <view id="Mv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="615" height="100"/>
                    <subviews>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="calendar" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="Mi1-aa-001">
                            <rect key="frame" x="10" y="71" width="21" height="17.5"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="21" id="Mc5-aa-001"/>
                                <constraint firstAttribute="height" constant="20" id="Mc6-aa-001"/>
                            </constraints>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Mi1-aa-001" firstAttribute="leading" secondItem="Mv1-aa-001" secondAttribute="leading" constant="10" id="Mc3-aa-001"/>
                        <constraint firstAttribute="bottom" secondItem="Mi1-aa-001" secondAttribute="bottom" constant="10" id="Mc4-aa-001"/>
                    </constraints>
                </view>
                """, note: "nextcloud talk-ios ReferenceDeckView.xib: a symbol image view's frame is inside its alignment rectangle, which the constraints place"),
            RuleExample("""
                <view id="Mv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="center" translatesAutoresizingMaskIntoConstraints="NO" id="Mi1-aa-001">
                            <rect key="frame" x="10" y="7.5" width="25" height="29.5"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="25" id="Mc5-aa-001"/>
                                <constraint firstAttribute="height" constant="25" id="Mc6-aa-001"/>
                            </constraints>
                            <imageReference key="image" image="exclamationmark.triangle" catalog="system" symbolScale="large" renderingMode="template"/>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Mi1-aa-001" firstAttribute="leading" secondItem="Mv1-aa-001" secondAttribute="leading" constant="10" id="Mc3-aa-001"/>
                        <constraint firstItem="Mi1-aa-001" firstAttribute="top" secondItem="Mv1-aa-001" secondAttribute="top" constant="10" id="Mc4-aa-001"/>
                    </constraints>
                </view>
                """, note: "KeePassium DatabaseKeyChangerVC.storyboard: a large symbol, named in an imageReference, saved 25 × 29.5 in its 25 × 25 alignment rectangle"),
            RuleExample("""
                <view id="Mv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Ml1-aa-001">
                            <rect key="frame" x="16" y="20" width="33" height="20.5"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ml1-aa-001" firstAttribute="leading" secondItem="Mv1-aa-001" secondAttribute="leading" constant="16" id="Mc1-aa-001"/>
                        <constraint firstItem="Ml1-aa-001" firstAttribute="top" secondItem="Mv1-aa-001" secondAttribute="top" constant="20" id="Mc2-aa-001"/>
                    </constraints>
                </view>
                """, note: "after Update Frames"),
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                    <device id="ipad12_9rounded" orientation="portrait" layout="fullscreen" appearance="light"/>
                    <objects>
                        <view id="Mv1-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="1024" height="1366"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="Mv2-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="1024" height="10"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="90" id="Mc1-aa-001">
                                            <variation key="heightClass=regular-widthClass=regular" constant="10"/>
                                        </constraint>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Mv2-aa-001" firstAttribute="top" secondItem="Mv1-aa-001" secondAttribute="top" id="Mc2-aa-001"/>
                                <constraint firstItem="Mv2-aa-001" firstAttribute="leading" secondItem="Mv1-aa-001" secondAttribute="leading" id="Mc3-aa-001"/>
                                <constraint firstAttribute="trailing" secondItem="Mv2-aa-001" secondAttribute="trailing" id="Mc4-aa-001"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """, note: "pocket-casts-ios PodcastViewController.xib: on an iPad (regular × regular) the constant is the variation's 10, not 90"),
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder.AppleTV.XIB" version="3.0" toolsVersion="21225" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                    <device id="appleTV" appearance="light"/>
                    <objects>
                        <view id="Mv1-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                            <subviews>
                                <label text="Playlist Title" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="Ml1-aa-001">
                                    <rect key="frame" x="680" y="55" width="560" height="75"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="75" id="Mc1-aa-001"/>
                                    </constraints>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Mg1-aa-001"/>
                            <constraints>
                                <constraint firstItem="Ml1-aa-001" firstAttribute="leading" secondItem="Mg1-aa-001" secondAttribute="leading" constant="600" id="Mc2-aa-001"/>
                                <constraint firstItem="Mg1-aa-001" firstAttribute="trailing" secondItem="Ml1-aa-001" secondAttribute="trailing" constant="600" id="Mc3-aa-001"/>
                                <constraint firstItem="Ml1-aa-001" firstAttribute="top" secondItem="Mv1-aa-001" secondAttribute="top" constant="55" id="Mc4-aa-001"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """, note: "vlc-ios PlaylistMediaViewController.xib: a tvOS screen's safe area is inset 80 pt at the sides"),
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                    <device id="retina5_9" orientation="landscape" appearance="light"/>
                    <objects>
                        <view id="Mv1-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="413" height="384"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="Mv2-aa-001">
                                    <rect key="frame" x="44" y="20" width="325" height="160"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="160" id="Mc1-aa-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Mv2-aa-001" firstAttribute="top" secondItem="Mv1-aa-001" secondAttribute="top" constant="20" id="Mc2-aa-001"/>
                                <constraint firstItem="Mv2-aa-001" firstAttribute="leading" secondItem="Mg1-aa-001" secondAttribute="leading" id="Mc3-aa-001"/>
                                <constraint firstItem="Mg1-aa-001" firstAttribute="trailing" secondItem="Mv2-aa-001" secondAttribute="trailing" id="Mc4-aa-001"/>
                            </constraints>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <viewLayoutGuide key="safeArea" id="Mg1-aa-001"/>
                        </view>
                    </objects>
                </document>
                """, note: "wikipedia-ios PageHistoryCountsViewController.xib: a freeform view on an iPhone X in landscape keeps the sensor housing's 44 pt at its sides"),
            RuleExample("""
                <view id="Mv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="222"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="Mv2-aa-001"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Mv2-aa-001" firstAttribute="leading" secondItem="Mv1-aa-001" secondAttribute="leading" id="Mc1-aa-001"/>
                        <constraint firstItem="Mv2-aa-001" firstAttribute="top" secondItem="Mv1-aa-001" secondAttribute="top" id="Mc2-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Mv2-aa-001" secondAttribute="trailing" id="Mc3-aa-001"/>
                        <constraint firstAttribute="bottom" secondItem="Mv2-aa-001" secondAttribute="bottom" id="Mc4-aa-001"/>
                    </constraints>
                </view>
                """, note: "wikipedia-ios WMFReferencePopoverMessageViewController.storyboard: a view saved without a frame (Xcode 8) has none to be misplaced"),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        for root in facts.layout.roots {
            for view in root.solution.views.dropFirst() where view.status == .ok && root.staleViewIDs.contains(view.id) {
                guard !view.element.isMarkedMisplaced, !view.element.isMarkedAmbiguous,
                      !root.collapsedViewIDs.contains(view.id), !root.accessoryViewIDs.contains(view.id),
                      let solved = view.solved, LayoutRuleText.differs(view.stored, solved),
                      !(Self.showsSymbol(view.element) && LayoutRuleText.maximumDifference(view.stored, solved) <= Self.symbolTolerance(solved)) else { continue }
                findings.append(Finding(
                    view.element,
                    "\(CellElements.name(view.element)) is misplaced: saved frame \(LayoutFormat.rect(view.stored)), "
                        + "its constraints give \(LayoutFormat.rect(solved))",
                    hint: "select it and choose Editor > Resolve Auto Layout Issues > Update Frames"))
            }
        }
    }
}

extension MisplacedFrameRule {
    /// How far a symbol's frame may lie from its alignment rectangle: 4 pt, or a fifth of the
    /// symbol's larger side, whose insets grow with its size and scale (a large-scale 25-pt
    /// symbol is saved 4.5 pt taller than its constraints).
    static func symbolTolerance(_ frame: Rect) -> Double {
        max(4, 0.2 * max(frame.width, frame.height))
    }

    /// Whether the view shows an SF Symbol (`image="calendar" catalog="system"` on an image view,
    /// a button state's symbol image, or an `<imageReference key="image" catalog="system">`,
    /// which Xcode writes for a symbol with a scale or rendering mode).
    static func showsSymbol(_ element: Element) -> Bool {
        if element[attribute: "catalog"] == "system" { return true }
        return element.children.contains { child in
            switch child.name {
            case "state": return child[attribute: "catalog"] == "system" || child.children.contains { $0.name == "imageReference" && $0[attribute: "catalog"] == "system" }
            case "imageReference": return child[attribute: "catalog"] == "system"
            default: return false
            }
        }
    }
}
