import NibContract
import NibDocument
import NibLayout

/// `unsatisfiable-constraints`: Required constraints can all hold at once.
public struct UnsatisfiableConstraintsRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "unsatisfiable-constraints", severity: .warning,
        summary: "Required constraints can all hold at once",
        explanation: """
            Solving the file's constraints at the saved size found required constraints (priority \
            1000) that contradict each other. At run time UIKit logs "Unable to simultaneously \
            satisfy constraints." and breaks one of them, which one depending on the order they are \
            installed. UIKit's engine keeps every width and height at zero or more, so constraints \
            that would need a negative size conflict too; the finding then names that bound \
            (`height >= 0`), which UIKit's log leaves out. The finding is at one constraint of a \
            minimal conflicting set and lists the \
            others: removing any one of them, or lowering its priority, resolves the conflict. A \
            constraint written twice meets its conflict twice: one finding (duplicate-constraint \
            reports the copy). A \
            conflict with the canvas size is reported only for roots held at that size (a scene's \
            view, File's Owner's view): a self-sizing cell, a view the code sizes and the view of an \
            app extension the system sizes (a Today widget, a keyboard) take another. \
            Nor is a conflict reported that involves a constraint connected to an outlet: the code \
            holds it, and may deactivate it or change its constant before it matters; nor one that \
            needs the content size (hugging, compression resistance) of a view connected to an \
            outlet, whose image or text the code may set; nor one that involves a placeholder \
            constraint ("Remove at build time"), which Xcode leaves out of the built app; nor one \
            that ties a label's baseline and its centre or far edge, which UIKit's engine settles \
            by stretching the label (it takes a label's first baseline at a fixed offset from its \
            top and its last from its bottom, each solve) unless the label's height is held. A \
            plain view whose custom class is UIKit's scroll view (`<view customClass="UIScrollView">`) \
            is solved as the scroll view it is at run time: its content's edge constraints size \
            its content, not it. A file with \
            size-class variations is solved again under each size class they install other \
            constraints or values for, and a conflict found only there says which (`wR,hR`: an \
            iPad); compact height is laid out as the phone in landscape, with that orientation's \
            insets, and otherwise the canvas size and safe area are another device's, so conflicts \
            with them (the root's size, a layout guide) are left out. A \
            warning, not an error: UIKit breaks one constraint and goes on; what the user sees \
            depends on which.
            """,
        triggering: [
            RuleExample(UnsatisfiableConstraintsRule.scoreRow(labelHeight: 21), note: "the same label held 21 pt tall: no height holds both, and UIKit logs the conflict"),
            RuleExample("""
                <view id="Pv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="200"/>
                    <subviews>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="Pb1-aa-001">
                            <rect key="frame" x="16" y="0.0" width="358" height="88"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="88" id="Ph1-aa-001"/>
                            </constraints>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Pb1-aa-001" firstAttribute="leading" secondItem="Pv1-aa-001" secondAttribute="leading" constant="16" id="Pc1-aa-001"/>
                        <constraint firstItem="Pb1-aa-001" firstAttribute="trailing" secondItem="Pv1-aa-001" secondAttribute="trailing" constant="-16" id="Pc2-aa-001"/>
                        <constraint firstItem="Pb1-aa-001" firstAttribute="top" secondItem="Pv1-aa-001" secondAttribute="top" constant="8" id="Pc3-aa-001"/>
                        ↓<constraint firstItem="Pb1-aa-001" firstAttribute="top" secondItem="Pv1-aa-001" secondAttribute="top" id="Pc4-aa-001"/>
                        <constraint firstItem="Pb1-aa-001" firstAttribute="top" secondItem="Pv1-aa-001" secondAttribute="top" id="Pc5-aa-001"/>
                    </constraints>
                </view>
                """, note: "caraballojose's Piano: a key pinned to its view's top twice and 8 pt below it once; the second pin meets the same conflict, one finding"),
            RuleExample("""
                <view id="Uv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Ul1-aa-001">
                            <rect key="frame" x="16" y="16" width="100" height="20.5"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="Uw1-aa-001"/>
                                ↓<constraint firstAttribute="width" constant="300" id="Uw2-aa-001"/>
                            </constraints>
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="Uw2-aa-001"/>
                                </mask>
                            </variation>
                            <variation key="heightClass=regular-widthClass=regular">
                                <mask key="constraints">
                                    <include reference="Uw2-aa-001"/>
                                </mask>
                            </variation>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ul1-aa-001" firstAttribute="leading" secondItem="Uv1-aa-001" secondAttribute="leading" constant="16" id="Uc1-aa-001"/>
                        <constraint firstItem="Ul1-aa-001" firstAttribute="top" secondItem="Uv1-aa-001" secondAttribute="top" constant="16" id="Uc2-aa-001"/>
                    </constraints>
                </view>
                """, note: "a width installed for iPads (wR,hR) on top of one installed everywhere: the canvas, an iPhone, never shows the conflict"),
            RuleExample("""
                <view id="Uv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Ul1-aa-001">
                            <rect key="frame" x="16" y="16" width="100" height="20.5"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="Uw1-aa-001"/>
                                ↓<constraint firstAttribute="width" constant="120" id="Uw2-aa-001"/>
                            </constraints>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ul1-aa-001" firstAttribute="leading" secondItem="Uv1-aa-001" secondAttribute="leading" constant="16" id="Uc1-aa-001"/>
                        <constraint firstItem="Ul1-aa-001" firstAttribute="top" secondItem="Uv1-aa-001" secondAttribute="top" constant="16" id="Uc2-aa-001"/>
                    </constraints>
                </view>
                """),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ShelfController">
                    <connections>
                        <outlet property="view" destination="Uv1-aa-001" id="Uo1-aa-001"/>
                    </connections>
                </placeholder>
                <view id="Uv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Ul1-aa-001">
                            <rect key="frame" x="16" y="16" width="343" height="20.5"/>
                            <constraints>
                                ↓<constraint firstAttribute="width" constant="100" id="Uw1-aa-001"/>
                            </constraints>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ul1-aa-001" firstAttribute="leading" secondItem="Uv1-aa-001" secondAttribute="leading" constant="16" id="Uc1-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Ul1-aa-001" secondAttribute="trailing" constant="16" id="Uc3-aa-001"/>
                        <constraint firstItem="Ul1-aa-001" firstAttribute="top" secondItem="Uv1-aa-001" secondAttribute="top" constant="16" id="Uc2-aa-001"/>
                    </constraints>
                </view>
                """, note: "File's Owner's view is held at the screen's width, which the label's 100 pt between 16-pt insets cannot fill"),
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                    <device id="retina6_12" orientation="portrait" appearance="light"/>
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="OnboardingInfoViewController">
                            <connections>
                                <outlet property="view" destination="Ov1-aa-001" id="Oo2-aa-001"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="Ov1-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <imageView clipsSubviews="YES" contentMode="scaleAspectFill" verticalHuggingPriority="1000" image="Illustration" translatesAutoresizingMaskIntoConstraints="NO" id="Oi1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="229"/>
                                    <constraints>
                                        ↓<constraint firstAttribute="width" secondItem="Oi1-aa-001" secondAttribute="height" multiplier="375:229" id="Or1-aa-001"/>
                                    </constraints>
                                </imageView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Oi1-aa-001" firstAttribute="leading" secondItem="Ov1-aa-001" secondAttribute="leading" id="Oc1-aa-001"/>
                                <constraint firstAttribute="trailing" secondItem="Oi1-aa-001" secondAttribute="trailing" id="Oc2-aa-001"/>
                                <constraint firstItem="Oi1-aa-001" firstAttribute="top" secondItem="Ov1-aa-001" secondAttribute="top" id="Oc3-aa-001"/>
                            </constraints>
                        </view>
                    </objects>
                    <resources>
                        <image name="Illustration" width="375" height="229"/>
                    </resources>
                </document>
                """, note: "an image view hugging its 375 × 229 image at priority 1000, held at 393 pt wide in that ratio: nothing else can give it another image"),
            RuleExample("""
                <view contentMode="scaleToFill" id="Ec1-aa-001" userLabel="Card">
                    <rect key="frame" x="0.0" y="0.0" width="343" height="300"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="Es1-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="343" height="300"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ei1-aa-001" userLabel="Picture">
                                    <rect key="frame" x="0.0" y="0.0" width="343" height="200"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="200" id="Eh1-aa-001"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Et1-aa-001" userLabel="Text">
                                    <rect key="frame" x="16" y="204" width="319" height="96"/>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Es1-aa-001" firstAttribute="top" secondItem="Ec1-aa-001" secondAttribute="top" id="Ec2-aa-001"/>
                        <constraint firstItem="Es1-aa-001" firstAttribute="leading" secondItem="Ec1-aa-001" secondAttribute="leading" id="Ec3-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Es1-aa-001" secondAttribute="trailing" id="Ec4-aa-001"/>
                        <constraint firstAttribute="bottom" secondItem="Es1-aa-001" secondAttribute="bottom" id="Ec5-aa-001"/>
                        <constraint firstItem="Ei1-aa-001" firstAttribute="leading" secondItem="Ec1-aa-001" secondAttribute="leading" id="Ec6-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Ei1-aa-001" secondAttribute="trailing" id="Ec7-aa-001"/>
                        ↓<constraint firstItem="Et1-aa-001" firstAttribute="leading" secondItem="Ec1-aa-001" secondAttribute="leading" constant="16" id="Ec8-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Et1-aa-001" secondAttribute="trailing" constant="8" id="Ec9-aa-001"/>
                    </constraints>
                </view>
                """, note: "cwa-app-ios EndOfLifeThankYouCell.xib: a view pinned 16 pt in from the card, 8 pt from its other side, that a fill-aligned stack holds at its edges; one cause, reported once"),
            RuleExample("""
                <view contentMode="scaleToFill" id="Br1-aa-001" userLabel="Order">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="34"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bc1-aa-001" userLabel="Badges">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="34"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" spacing="3" translatesAutoresizingMaskIntoConstraints="NO" id="Bs1-aa-001">
                                    <rect key="frame" x="8" y="8" width="111" height="18"/>
                                    <subviews>
                                        \(UnsatisfiableConstraintsRule.badges(3))
                                    </subviews>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="height" constant="34" id="Bc2-aa-001"/>
                                <constraint firstItem="Bs1-aa-001" firstAttribute="leading" secondItem="Bc1-aa-001" secondAttribute="leading" constant="8" id="Bc3-aa-001"/>
                                <constraint firstItem="Bs1-aa-001" firstAttribute="top" secondItem="Bc1-aa-001" secondAttribute="top" constant="8" id="Bc4-aa-001"/>
                                <constraint firstAttribute="bottom" secondItem="Bs1-aa-001" secondAttribute="bottom" constant="8" id="Bc5-aa-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Bc1-aa-001" firstAttribute="top" secondItem="Br1-aa-001" secondAttribute="top" id="Bc6-aa-001"/>
                        <constraint firstItem="Bc1-aa-001" firstAttribute="leading" secondItem="Br1-aa-001" secondAttribute="leading" id="Bc7-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Bc1-aa-001" secondAttribute="trailing" id="Bc8-aa-001"/>
                    </constraints>
                </view>
                """, note: "EliteCake's order history cell: a fill-aligned stack pinned 8 pt inside a 34-pt row is 18 pt tall, and each of its three 20-pt views meets that one conflict; one cause, reported once, naming the others"),
            RuleExample(extensionStoryboard(marked: true), file: "Widget/MainInterface.storyboard",
                        note: "a share extension's storyboard, which the system presents like any screen: the 37-pt canvas holds the label 20 pt from each edge in -3 pt",
                        project: extensionProject(point: "com.apple.share-services")),
            RuleExample(extensionStoryboard(marked: false, labelWidth: 400), file: "Widget/MainInterface.storyboard",
                        note: "a Today widget is as tall as its constraints ask, but as wide as the screen: a 400-pt label 20 pt from each side of it conflicts",
                        project: extensionProject(point: "com.apple.widget-extension")),
            RuleExample(freeformChildStoryboard(shownBySegue: true), file: "App/Main.storyboard",
                        note: "the same freeform scene pushed by a segue, at the screen's size: a square 40 pt narrower than the screen is shorter than 0.6 of its height on any phone",
                        project: freeformChildProject(shownBySegue: true)),
        ],
        nonTriggering: [
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SettingsController">
                    <connections>
                        <outlet property="view" destination="Sv1-aa-001" id="So1-aa-001"/>
                    </connections>
                </placeholder>
                <view id="Sv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                    <subviews>
                        <view misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Ss1-aa-001" customClass="UIScrollView">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                            <subviews>
                                <view misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Sc1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                                    <subviews>
                                        <button translatesAutoresizingMaskIntoConstraints="NO" id="Sb1-aa-001">
                                            <rect key="frame" x="20" y="20" width="280" height="260"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="400" id="Sh1-aa-001"/>
                                            </constraints>
                                        </button>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Sb1-aa-001" firstAttribute="leading" secondItem="Sc1-aa-001" secondAttribute="leading" constant="20" id="Sk1-aa-001"/>
                                        <constraint firstAttribute="trailing" secondItem="Sb1-aa-001" secondAttribute="trailing" constant="20" id="Sk2-aa-001"/>
                                        <constraint firstItem="Sb1-aa-001" firstAttribute="top" secondItem="Sc1-aa-001" secondAttribute="top" constant="20" id="Sk3-aa-001"/>
                                        <constraint firstAttribute="bottom" secondItem="Sb1-aa-001" secondAttribute="bottom" constant="20" id="Sk4-aa-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Sc1-aa-001" firstAttribute="top" secondItem="Ss1-aa-001" secondAttribute="top" id="Sk5-aa-001"/>
                                <constraint firstAttribute="bottom" secondItem="Sc1-aa-001" secondAttribute="bottom" id="Sk6-aa-001"/>
                                <constraint firstItem="Sc1-aa-001" firstAttribute="leading" secondItem="Ss1-aa-001" secondAttribute="leading" id="Sk7-aa-001"/>
                                <constraint firstAttribute="trailing" secondItem="Sc1-aa-001" secondAttribute="trailing" id="Sk8-aa-001"/>
                                <constraint firstItem="Sc1-aa-001" firstAttribute="width" secondItem="Ss1-aa-001" secondAttribute="width" id="Sk9-aa-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ss1-aa-001" firstAttribute="top" secondItem="Sv1-aa-001" secondAttribute="top" id="Sr1-aa-001"/>
                        <constraint firstAttribute="bottom" secondItem="Ss1-aa-001" secondAttribute="bottom" id="Sr2-aa-001"/>
                        <constraint firstItem="Ss1-aa-001" firstAttribute="leading" secondItem="Sv1-aa-001" secondAttribute="leading" id="Sr3-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Ss1-aa-001" secondAttribute="trailing" id="Sr4-aa-001"/>
                    </constraints>
                </view>
                """, note: "artsy energy's ARSettings.storyboard: a plain view whose custom class is UIScrollView, its content pinned to its top and bottom and taller than it; at run time it is a scroll view and its content scrolls"),
            RuleExample(UnsatisfiableConstraintsRule.scoreRow(labelHeight: nil), note: "iOS7-stanford's CardGame: a score label centred on a button and tied to its first baseline; UIKit's engine takes the label's baseline at a constant offset from its bottom each solve, and stretches the label to hold both"),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardActionsController" customModuleProvider="target">
                    <connections>
                        <outlet property="view" destination="Ca1-aa-001" id="Co1-aa-001"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ca1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ca2-aa-001">
                            <rect key="frame" x="0.0" y="40" width="375" height="42"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="42" id="Ch1-aa-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ca2-aa-001" firstAttribute="top" secondItem="Ca1-aa-001" secondAttribute="top" constant="40" id="Cc1-aa-001"/>
                        <constraint firstAttribute="bottom" secondItem="Ca2-aa-001" secondAttribute="bottom" id="Cc2-aa-001"/>
                        <constraint firstItem="Ca2-aa-001" firstAttribute="leading" secondItem="Ca1-aa-001" secondAttribute="leading" id="Cc3-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Ca2-aa-001" secondAttribute="trailing" id="Cc4-aa-001"/>
                    </constraints>
                </view>
                """, note: "habit-whitelabel-app-ios MZCardActions.xib: a view controller's view saved not to translate its autoresizing mask, 667 pt tall on the canvas; the code adds it to a card's stack as a child controller's view, where it is as tall as its content (82 pt), not the screen"),
            RuleExample("""
                <view id="Hv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="Hs1-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="52"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ha1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="20" id="Hh1-aa-001"/>
                                    </constraints>
                                </view>
                                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hh2-aa-001">
                                    <rect key="frame" x="0.0" y="32" width="375" height="0.0"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hb1-aa-001">
                                    <rect key="frame" x="0.0" y="32" width="375" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="20" id="Hh3-aa-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Hh2-aa-001" firstAttribute="top" secondItem="Ha1-aa-001" secondAttribute="bottom" constant="12" id="Hg1-aa-001"/>
                                <constraint firstItem="Hb1-aa-001" firstAttribute="top" secondItem="Hh2-aa-001" secondAttribute="bottom" constant="12" id="Hg2-aa-001"/>
                            </constraints>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Hs1-aa-001" firstAttribute="top" secondItem="Hv1-aa-001" secondAttribute="top" id="Hc1-aa-001"/>
                        <constraint firstItem="Hs1-aa-001" firstAttribute="leading" secondItem="Hv1-aa-001" secondAttribute="leading" id="Hc2-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Hs1-aa-001" secondAttribute="trailing" id="Hc3-aa-001"/>
                    </constraints>
                </view>
                """, note: "Distaff-iOS-Client Home.storyboard: a hidden arranged view that explicit 12-pt gaps place between two rows the stack spaces 12 pt apart would need a negative height; hidden-arranged-view-conflict reports it, once"),
            RuleExample("""
                <view id="Sv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                    <subviews>
                        <imageView image="exclamationmark.circle" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="Si1-aa-001">
                            <rect key="frame" x="127.5" y="212.5" width="18" height="17"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="18" id="Sw1-aa-001"/>
                                <constraint firstAttribute="height" constant="18" id="Sh1-aa-001"/>
                            </constraints>
                        </imageView>
                        <label text="Wrong code" translatesAutoresizingMaskIntoConstraints="NO" id="Sl1-aa-001">
                            <rect key="frame" x="153.5" y="214" width="75" height="14"/>
                            <fontDescription key="fontDescription" type="system" pointSize="11"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Sl1-aa-001" firstAttribute="top" secondItem="Sv1-aa-001" secondAttribute="top" constant="214" id="Sc1-aa-001"/>
                        <constraint firstItem="Sl1-aa-001" firstAttribute="centerX" secondItem="Sv1-aa-001" secondAttribute="centerX" id="Sc2-aa-001"/>
                        <constraint firstItem="Sl1-aa-001" firstAttribute="leading" secondItem="Si1-aa-001" secondAttribute="trailing" constant="8" id="Sc3-aa-001"/>
                        <constraint firstItem="Si1-aa-001" firstAttribute="firstBaseline" secondItem="Sl1-aa-001" secondAttribute="firstBaseline" id="Sc4-aa-001"/>
                        <constraint firstItem="Sl1-aa-001" firstAttribute="centerY" secondItem="Si1-aa-001" secondAttribute="centerY" id="Sc5-aa-001"/>
                    </constraints>
                </view>
                """, note: "alteacare-app-ios VerifyChangeEmailVC.xib: a symbol's image view aligned with a label by centre and by first baseline. UIImageView puts a symbol's baseline where the symbol has it, not at the view's bottom, and nibcheck does not know where that is; Interface Builder lays it out with no conflict"),
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Pc1-aa-001">
                    <device id="ipad9_7" orientation="portrait">
                        <adaptation id="fullscreen"/>
                    </device>
                    <scenes>
                        <scene sceneID="Ps1-aa-001">
                            <objects>
                                <viewController id="Pc1-aa-001" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="Pv1-aa-001">
                                        <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                                        <subviews>
                                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Pb1-aa-001">
                                                <rect key="frame" x="359" y="497" width="50" height="30"/>
                                                <state key="normal" title="Notes"/>
                                                <connections>
                                                    <segue destination="Nc1-aa-001" kind="presentation" modalPresentationStyle="formSheet" id="Sg1-aa-001"/>
                                                </connections>
                                            </button>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Pb1-aa-001" firstAttribute="centerX" secondItem="Pv1-aa-001" secondAttribute="centerX" id="Pk1-aa-001"/>
                                            <constraint firstItem="Pb1-aa-001" firstAttribute="centerY" secondItem="Pv1-aa-001" secondAttribute="centerY" id="Pk2-aa-001"/>
                                        </constraints>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                        <scene sceneID="Ns1-aa-001">
                            <objects>
                                <viewController id="Nc1-aa-001" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="Nv1-aa-001">
                                        <rect key="frame" x="0.0" y="0.0" width="540" height="620"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Nb1-aa-001">
                                                <rect key="frame" x="8" y="8" width="524" height="604"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Nb1-aa-001" firstAttribute="top" secondItem="Ng1-aa-001" secondAttribute="top" constant="8" id="Nk1-aa-001"/>
                                            <constraint firstItem="Ng1-aa-001" firstAttribute="bottom" secondItem="Nb1-aa-001" secondAttribute="bottom" constant="8" id="Nk2-aa-001"/>
                                            <constraint firstItem="Nb1-aa-001" firstAttribute="centerY" secondItem="Nv1-aa-001" secondAttribute="centerY" id="Nk3-aa-001"/>
                                            <constraint firstItem="Nb1-aa-001" firstAttribute="leading" secondItem="Ng1-aa-001" secondAttribute="leading" constant="8" id="Nk4-aa-001"/>
                                            <constraint firstItem="Ng1-aa-001" firstAttribute="trailing" secondItem="Nb1-aa-001" secondAttribute="trailing" constant="8" id="Nk5-aa-001"/>
                                        </constraints>
                                        <viewLayoutGuide key="safeArea" id="Ng1-aa-001"/>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """, file: "Notes.storyboard",
                        note: "ecodatum-ios-client's notes scene: an iPad shows it only as a form sheet, under no status bar, so a view pinned 8 pt inside its safe area at the top and bottom is also centred"),
            RuleExample(UnsatisfiableConstraintsRule.banner(compactHeightTop: #"secondItem="Lg1-aa-001" secondAttribute="top""#), file: "LaunchScreen.storyboard",
                        note: "BlackBerry's launch screens: a banner at the view's top, also pinned to the safe area's top in compact height, an iPhone in landscape, where the safe area has no top inset"),
            RuleExample(UnsatisfiableConstraintsRule.banner(compactHeightTop: #"secondItem="Lv1-aa-001" secondAttribute="topMargin""#), file: "LaunchScreen.storyboard",
                        note: "Dailymotion's root container: the same view pinned, in compact height, to the root's top margin, which follows a safe area with no top inset there"),
            RuleExample("""
                <view id="Uv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <label text="Address:" translatesAutoresizingMaskIntoConstraints="NO" id="Ul1-aa-001">
                            <rect key="frame" x="11" y="40" width="68" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label misplaced="YES" text="Address will be here" numberOfLines="4" translatesAutoresizingMaskIntoConstraints="NO" id="Ul2-aa-001">
                            <rect key="frame" x="98" y="36" width="155" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ul1-aa-001" firstAttribute="leading" secondItem="Uv1-aa-001" secondAttribute="leading" constant="11" id="Uc1-aa-001"/>
                        <constraint firstItem="Ul1-aa-001" firstAttribute="top" secondItem="Uv1-aa-001" secondAttribute="top" constant="40" id="Uc2-aa-001"/>
                        <constraint firstItem="Ul2-aa-001" firstAttribute="leading" secondItem="Ul1-aa-001" secondAttribute="trailing" constant="19" id="Uc3-aa-001"/>
                        <constraint firstItem="Ul2-aa-001" firstAttribute="centerY" secondItem="Ul1-aa-001" secondAttribute="centerY" id="Uc4-aa-001"/>
                        <constraint firstItem="Ul1-aa-001" firstAttribute="baseline" secondItem="Ul2-aa-001" secondAttribute="baseline" id="Uc5-aa-001"/>
                    </constraints>
                </view>
                """, note: "BlackBerry's ServerServices: a four-line label Interface Builder flagged as misplaced, saved 21 pt tall, both centre- and baseline-aligned with a one-line label of its font; it shows one line, so both hold"),
            RuleExample("""
                <view id="Bv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="315" height="36"/>
                    <subviews>
                        <label text="28 May 2022, 02:00" translatesAutoresizingMaskIntoConstraints="NO" id="Bl1-aa-001">
                            <rect key="frame" x="8" y="8" width="145" height="20"/>
                            <fontDescription key="fontDescription" type="system" weight="light" pointSize="16"/>
                        </label>
                        <label text="30 min ago" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Bl2-aa-001">
                            <rect key="frame" x="217" y="7" width="90" height="21"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="90" id="Bc1-aa-001"/>
                            </constraints>
                            <fontDescription key="fontDescription" type="system" weight="light" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Bl1-aa-001" firstAttribute="firstBaseline" secondItem="Bl2-aa-001" secondAttribute="firstBaseline" id="Bc2-aa-001"/>
                        <constraint firstItem="Bl1-aa-001" firstAttribute="top" secondItem="Bv1-aa-001" secondAttribute="top" constant="8" id="Bc3-aa-001"/>
                        <constraint firstItem="Bl1-aa-001" firstAttribute="baseline" secondItem="Bl2-aa-001" secondAttribute="baseline" id="Bc4-aa-001"/>
                        <constraint firstItem="Bl1-aa-001" firstAttribute="leading" secondItem="Bv1-aa-001" secondAttribute="leading" constant="8" id="Bc5-aa-001"/>
                        <constraint firstItem="Bl2-aa-001" firstAttribute="trailing" secondItem="Bv1-aa-001" secondAttribute="trailing" constant="8" id="Bc6-aa-001"/>
                    </constraints>
                </view>
                """, note: "A charging app's home cell: a one-line label aligned by first and by last baseline with a label of any number of lines saved 21 pt tall, which shows one line; both hold"),
            RuleExample("""
                <view id="Uv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="68"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="Ui1-aa-001" userLabel="Identicon">
                            <rect key="frame" x="16" y="14" width="40" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="40" id="Uw1-aa-001"/>
                                <constraint firstAttribute="width" secondItem="Ui1-aa-001" secondAttribute="height" multiplier="1:1" id="Ur1-aa-001"/>
                            </constraints>
                        </view>
                        <stackView axis="vertical" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="Us1-aa-001">
                            <rect key="frame" x="72" y="14" width="200" height="40"/>
                            <subviews>
                                <label text="Johny Cash" translatesAutoresizingMaskIntoConstraints="NO" id="Ul1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="19"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="19" id="Uh1-aa-001"/>
                                    </constraints>
                                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                </label>
                                <label text="1 secs ago" translatesAutoresizingMaskIntoConstraints="NO" id="Ul2-aa-001">
                                    <rect key="frame" x="0.0" y="25" width="200" height="15"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="15" id="Uh2-aa-001"/>
                                    </constraints>
                                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ui1-aa-001" firstAttribute="leading" secondItem="Uv1-aa-001" secondAttribute="leading" constant="16" id="Uc1-aa-001"/>
                        <constraint firstItem="Ui1-aa-001" firstAttribute="centerY" secondItem="Uv1-aa-001" secondAttribute="centerY" id="Uc2-aa-001"/>
                        <constraint firstItem="Us1-aa-001" firstAttribute="leading" secondItem="Ui1-aa-001" secondAttribute="trailing" constant="16" id="Uc3-aa-001"/>
                        <constraint firstItem="Us1-aa-001" firstAttribute="top" secondItem="Ui1-aa-001" secondAttribute="top" id="Uc4-aa-001"/>
                        <constraint firstItem="Us1-aa-001" firstAttribute="bottom" secondItem="Ui1-aa-001" secondAttribute="bottom" id="Uc5-aa-001"/>
                    </constraints>
                </view>
                """, note: "safe-ios-legacy's transaction cell: a 19-pt and a 15-pt label in a 40-pt column at the system spacing, which UIKit works out from their fonts (6 pt here, as Interface Builder saved them)"),
            RuleExample("""
                <view id="Uv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Ul1-aa-001">
                            <rect key="frame" x="16" y="16" width="100" height="20.5"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="Uw1-aa-001"/>
                                <constraint firstAttribute="width" constant="300" id="Uw2-aa-001"/>
                            </constraints>
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="Uw1-aa-001"/>
                                    <exclude reference="Uw2-aa-001"/>
                                </mask>
                            </variation>
                            <variation key="widthClass=compact">
                                <mask key="constraints">
                                    <include reference="Uw1-aa-001"/>
                                </mask>
                            </variation>
                            <variation key="widthClass=regular">
                                <mask key="constraints">
                                    <include reference="Uw2-aa-001"/>
                                </mask>
                            </variation>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ul1-aa-001" firstAttribute="leading" secondItem="Uv1-aa-001" secondAttribute="leading" constant="16" id="Uc1-aa-001"/>
                        <constraint firstItem="Ul1-aa-001" firstAttribute="top" secondItem="Uv1-aa-001" secondAttribute="top" constant="16" id="Uc2-aa-001"/>
                    </constraints>
                </view>
                """, note: "two widths, each installed in its own size class: never both at once"),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ShelfController">
                    <connections>
                        <outlet property="view" destination="Uv1-aa-001" id="Uo1-aa-001"/>
                    </connections>
                </placeholder>
                <view id="Uv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Ul1-aa-001">
                            <rect key="frame" x="16" y="16" width="343" height="20.5"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="600" id="Uw1-aa-001"/>
                            </constraints>
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="Uw1-aa-001"/>
                                </mask>
                            </variation>
                            <variation key="heightClass=regular-widthClass=regular">
                                <mask key="constraints">
                                    <include reference="Uw1-aa-001"/>
                                </mask>
                            </variation>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ul1-aa-001" firstAttribute="leading" secondItem="Uv1-aa-001" secondAttribute="leading" constant="16" id="Uc1-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Ul1-aa-001" secondAttribute="trailing" constant="16" id="Uc3-aa-001"/>
                        <constraint firstItem="Ul1-aa-001" firstAttribute="top" secondItem="Uv1-aa-001" secondAttribute="top" constant="16" id="Uc2-aa-001"/>
                    </constraints>
                </view>
                """, note: "an iPad-only width that the canvas's 375 pt cannot hold: on an iPad the view is wider"),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="OnboardingViewController">
                    <connections>
                        <outlet property="view" destination="Uv1-aa-001" id="Uo1-aa-001"/>
                    </connections>
                </placeholder>
                <view id="Uv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <scrollView pagingEnabled="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Us1-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="200" placeholder="YES" id="Uh1-aa-001"/>
                            </constraints>
                        </scrollView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Us1-aa-001" firstAttribute="leading" secondItem="Uv1-aa-001" secondAttribute="leading" id="Uc1-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Us1-aa-001" secondAttribute="trailing" id="Uc2-aa-001"/>
                        <constraint firstItem="Us1-aa-001" firstAttribute="top" secondItem="Uv1-aa-001" secondAttribute="top" id="Uc3-aa-001"/>
                        <constraint firstAttribute="bottom" secondItem="Us1-aa-001" secondAttribute="bottom" id="Uc4-aa-001"/>
                    </constraints>
                </view>
                """, note: "zotero OnboardingViewController.xib: a placeholder height (Remove at build time) that fights the pinned edges on the canvas only; the built app never has it"),
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                    <device id="retina6_12" orientation="portrait" appearance="light"/>
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="OnboardingInfoViewController">
                            <connections>
                                <outlet property="imageView" destination="Oi1-aa-001" id="Oo1-aa-001"/>
                                <outlet property="view" destination="Ov1-aa-001" id="Oo2-aa-001"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="Ov1-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <imageView clipsSubviews="YES" contentMode="scaleAspectFill" verticalHuggingPriority="1000" image="Illustration" translatesAutoresizingMaskIntoConstraints="NO" id="Oi1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="229"/>
                                    <constraints>
                                        <constraint firstAttribute="width" secondItem="Oi1-aa-001" secondAttribute="height" multiplier="375:229" id="Or1-aa-001"/>
                                    </constraints>
                                </imageView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Oi1-aa-001" firstAttribute="leading" secondItem="Ov1-aa-001" secondAttribute="leading" id="Oc1-aa-001"/>
                                <constraint firstAttribute="trailing" secondItem="Oi1-aa-001" secondAttribute="trailing" id="Oc2-aa-001"/>
                                <constraint firstItem="Oi1-aa-001" firstAttribute="top" secondItem="Ov1-aa-001" secondAttribute="top" id="Oc3-aa-001"/>
                            </constraints>
                        </view>
                    </objects>
                    <resources>
                        <image name="Illustration" width="375" height="229"/>
                    </resources>
                </document>
                """, note: "cwa-app-ios OnboardingInfoViewController.xib: the same image view, connected to an outlet; each onboarding page sets its own image, and the size the conflict needs is the code's"),
            RuleExample("""
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="Uc1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Uc1-aa-001" id="Uk1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="43.5"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="Ul1-aa-001">
                                <rect key="frame" x="46" y="14" width="42" height="15.5"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Ul1-aa-001" firstAttribute="leading" secondItem="Uk1-aa-001" secondAttribute="leading" constant="46" id="Uc2-aa-001"/>
                            <constraint firstItem="Ul1-aa-001" firstAttribute="centerY" secondItem="Uk1-aa-001" secondAttribute="centerY" id="Uc3-aa-001"/>
                            <constraint firstItem="Ul1-aa-001" firstAttribute="top" secondItem="Uk1-aa-001" secondAttribute="topMargin" constant="3" id="Uc4-aa-001"/>
                            <constraint firstAttribute="bottomMargin" secondItem="Ul1-aa-001" secondAttribute="bottom" constant="3.5" id="Uc5-aa-001"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
                """, note: "element-ios TableViewCellWithCheckBoxAndLabel.xib: a content view half a point shorter than its cell has a 10.5-pt bottom margin, so 3 pt below the top margin, 3.5 above the bottom one and centred agree"),
            RuleExample("""
                <view id="Uv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Ul1-aa-001">
                            <rect key="frame" x="16" y="16" width="100" height="20.5"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="Uw1-aa-001"/>
                                <constraint firstAttribute="width" constant="120" priority="750" id="Uw2-aa-001"/>
                            </constraints>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ul1-aa-001" firstAttribute="leading" secondItem="Uv1-aa-001" secondAttribute="leading" constant="16" id="Uc1-aa-001"/>
                        <constraint firstItem="Ul1-aa-001" firstAttribute="top" secondItem="Uv1-aa-001" secondAttribute="top" constant="16" id="Uc2-aa-001"/>
                    </constraints>
                </view>
                """),
            RuleExample("""
                <view id="Uv1-aa-001" customClass="SearchBar">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Ul1-aa-001">
                            <rect key="frame" x="16" y="16" width="100" height="20.5"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="Uw1-aa-001"/>
                                <constraint firstAttribute="width" constant="120" id="Uw2-aa-001"/>
                            </constraints>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ul1-aa-001" firstAttribute="leading" secondItem="Uv1-aa-001" secondAttribute="leading" constant="16" id="Uc1-aa-001"/>
                        <constraint firstItem="Ul1-aa-001" firstAttribute="top" secondItem="Uv1-aa-001" secondAttribute="top" constant="16" id="Uc2-aa-001"/>
                    </constraints>
                    <connections>
                        <outlet property="narrowWidth" destination="Uw2-aa-001" id="Uo1-aa-001"/>
                    </connections>
                </view>
                """, note: "pocket-casts-ios PCSearchBarController.xib: the code holds one of them through an outlet and switches between them"),
            RuleExample("""
                <tableViewCell reuseIdentifier="EmptyCell" id="Ue1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="Uv1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <label text="No results" translatesAutoresizingMaskIntoConstraints="NO" id="Ul1-aa-001">
                                <rect key="frame" x="16" y="12" width="288" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="60" id="Uh1-aa-001"/>
                                </constraints>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Ul1-aa-001" firstAttribute="leading" secondItem="Uv1-aa-001" secondAttribute="leading" constant="16" id="Uc1-aa-001"/>
                            <constraint firstAttribute="trailing" secondItem="Ul1-aa-001" secondAttribute="trailing" constant="16" id="Uc3-aa-001"/>
                            <constraint firstItem="Ul1-aa-001" firstAttribute="top" secondItem="Uv1-aa-001" secondAttribute="top" constant="12" id="Uc2-aa-001"/>
                            <constraint firstAttribute="bottom" secondItem="Ul1-aa-001" secondAttribute="bottom" constant="12" id="Uc4-aa-001"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
                """, note: "wikipedia-ios NoSearchResultsCell.xib: a self-sizing cell takes the height its constraints give, not the canvas's 44"),
            RuleExample("""
                <view id="Uv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Ul1-aa-001">
                            <rect key="frame" x="16" y="16" width="343" height="20.5"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="Uw1-aa-001"/>
                            </constraints>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ul1-aa-001" firstAttribute="leading" secondItem="Uv1-aa-001" secondAttribute="leading" constant="16" id="Uc1-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Ul1-aa-001" secondAttribute="trailing" constant="16" id="Uc3-aa-001"/>
                        <constraint firstItem="Ul1-aa-001" firstAttribute="top" secondItem="Uv1-aa-001" secondAttribute="top" constant="16" id="Uc2-aa-001"/>
                    </constraints>
                </view>
                """, note: "the same view, but nothing holds it at the canvas width: the code sizes it to 132 pt"),
            RuleExample(extensionStoryboard(marked: false), file: "Widget/MainInterface.storyboard",
                        note: "wxyc-iphone-app's Today widget (Xcode 6's template): a widget is as tall as its constraints ask, not its 37-pt canvas",
                        project: extensionProject(point: "com.apple.widget-extension")),
            RuleExample(freeformChildStoryboard(shownBySegue: false), file: "App/Main.storyboard",
                        note: "TheOneRepMax's percentages scene, drawn 220 x 400, which no segue shows: the code makes it (so it is shown) and adds it as a child whose view it pins to a scroll view; at 220 x 400 the square cannot be 0.6 of the height, at the size the code gives it may be",
                        project: freeformChildProject(shownBySegue: false)),
        ])

    /// A home scene and a 220 x 400 freeform scene whose square view is 20 pt inside its sides
    /// and at least 0.6 of its height; `shownBySegue`: the home scene pushes it by a segue
    /// (marked), else the code makes it and adds it as a child.
    private static func freeformChildStoryboard(shownBySegue: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Hvc-aa-001">
        <scenes>
        <scene sceneID="Hs1-aa-001">
            <objects>
                <viewController id="Hvc-aa-001" customClass="HomeViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Hv1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
        \(shownBySegue ? #"            <connections><segue destination="Pvc-aa-001" kind="show" identifier="percentages" id="Sg1-aa-001"/></connections>"# : "")
                </viewController>
            </objects>
        </scene>
        <scene sceneID="Ps1-aa-001">
            <objects>
                <viewController storyboardIdentifier="Percentages" id="Pvc-aa-001" customClass="PercentagesViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Pv1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="220" height="400"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="Pq1-aa-001">
                                <rect key="frame" x="20" y="20" width="180" height="240"/>
                                <constraints>
                                    \(shownBySegue ? "↓" : "")<constraint firstAttribute="width" secondItem="Pq1-aa-001" secondAttribute="height" id="Pa1-aa-001"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Pq1-aa-001" firstAttribute="leading" secondItem="Pv1-aa-001" secondAttribute="leading" constant="20" id="Pc1-aa-001"/>
                            <constraint firstAttribute="trailing" secondItem="Pq1-aa-001" secondAttribute="trailing" constant="20" id="Pc2-aa-001"/>
                            <constraint firstItem="Pq1-aa-001" firstAttribute="top" secondItem="Pv1-aa-001" secondAttribute="top" constant="20" id="Pc3-aa-001"/>
                            <constraint firstItem="Pq1-aa-001" firstAttribute="height" relation="greaterThanOrEqual" secondItem="Pv1-aa-001" secondAttribute="height" multiplier="0.6" id="Pc4-aa-001"/>
                        </constraints>
                    </view>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <size key="freeformSize" width="220" height="400"/>
                </viewController>
            </objects>
        </scene>
        </scenes>
        </document>
        """
    }

    /// The code of `freeformChildStoryboard`'s two controllers: the home controller performs
    /// the segue, or makes the percentages controller and adds it as a child.
    private static func freeformChildProject(shownBySegue: Bool) -> [String: String] {
        let home = shownBySegue
            ? "    @IBAction func showPercentages() { performSegue(withIdentifier: \"percentages\", sender: nil) }\n"
            : "    override func viewDidLoad() {\n        super.viewDidLoad()\n        let child = storyboard!.instantiateViewController(withIdentifier: \"Percentages\")\n        addChild(child)\n        view.addSubview(child.view)\n    }\n"
        return ["App/HomeViewController.swift": "import UIKit\nclass HomeViewController: UIViewController {\n" + home + "}\n",
                "App/PercentagesViewController.swift": "import UIKit\nclass PercentagesViewController: UIViewController {}\n"]
    }

    /// An app extension's storyboard (Xcode 6's Today template): a label 20 pt from each edge of
    /// a 37-pt view; `marked`: the finding's mark on the bottom constraint; `labelWidth`: a
    /// required width for the label, marked.
    private static func extensionStoryboard(marked: Bool, labelWidth: Int? = nil) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Uvc-aa-001">
        <scenes>
        <scene sceneID="Us1-aa-001">
            <objects>
                <viewController id="Uvc-aa-001" customClass="TodayViewController" customModule="Widget" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Uv1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="37"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label text="Hello World" translatesAutoresizingMaskIntoConstraints="NO" id="Ul1-aa-001">
                                <rect key="frame" x="20" y="8" width="280" height="21"/>
        \(labelWidth.map { #"                        <constraints>↓<constraint firstAttribute="width" constant="\#($0)" id="Uw1-aa-001"/></constraints>"# } ?? "")
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Ul1-aa-001" firstAttribute="leading" secondItem="Uv1-aa-001" secondAttribute="leading" constant="20" id="Uc1-aa-001"/>
                            <constraint firstAttribute="trailing" secondItem="Ul1-aa-001" secondAttribute="trailing" constant="20" id="Uc2-aa-001"/>
                            <constraint firstItem="Ul1-aa-001" firstAttribute="top" secondItem="Uv1-aa-001" secondAttribute="top" constant="20" id="Uc3-aa-001"/>
                            \(marked ? "↓" : "")<constraint firstAttribute="bottom" secondItem="Ul1-aa-001" secondAttribute="bottom" constant="20" id="Uc4-aa-001"/>
                        </constraints>
                    </view>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <size key="freeformSize" width="320" height="37"/>
                </viewController>
            </objects>
        </scene>
        </scenes>
        </document>
        """
    }

    /// The extension's Info.plist, naming that storyboard for the extension point `point`, and
    /// its view controller's class.
    private static func extensionProject(point: String) -> [String: String] {
        ["Widget/Info.plist": #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>NSExtension</key><dict><key>NSExtensionMainStoryboard</key><string>MainInterface</string><key>NSExtensionPointIdentifier</key><string>"# + point + "</string></dict></dict></plist>",
         "Widget/TodayViewController.swift": "import UIKit\nclass TodayViewController: UIViewController {}\n"]
    }

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        var reporter = ConflictReporter(heldByCode: facts.outletDestinations)
        // An extension's view the system sizes (a Today widget) is not held at its canvas size.
        let sizedBySystem = context.project?.initialViewIsSizedBySystem(document) == true
            ? document.initialViewControllerID.flatMap { document.element(withID: $0) }?.children.first { $0.key == "view" } : nil
        for root in facts.layout.roots {
            reporter.reportedStackConstraints = []
            // Only where the collapse itself conflicts, which hidden-arranged-view-conflict reports.
            reporter.collapsedViewIDs = root.solution.conflicts.contains { $0.all.contains(where: \.isStackViewHiding) }
                ? root.collapsedViewIDs : []
            // The system sets such a view's width, not its height.
            let heightIsFree = sizedBySystem != nil && root.solution.views.first?.element == sizedBySystem
            reporter.report(root.solution.conflicts, rootSizeIsFixed: root.sizeIsFixed, rootHeightIsFree: heightIsFree, into: &findings)
        }
        reporter.collapsedViewIDs = facts.layout.roots.reduce(into: []) { collapsed, root in
            if root.solution.conflicts.contains(where: { $0.all.contains(where: \.isStackViewHiding) }) { collapsed.formUnion(root.collapsedViewIDs) }
        }
        // Then what only another size class installs, once per conflict, naming every size class
        // it holds under (the same conflict on the device was reported above, plainly).
        var bySizeClass: [(conflict: LayoutConflict, sizeClasses: [SizeClasses])] = []
        for group in facts.layout.otherSizeClassConflicts {
            for conflict in group.conflicts {
                let texts = Set(conflict.all.map(\.text))
                if let index = bySizeClass.firstIndex(where: { Set($0.conflict.all.map(\.text)) == texts }) {
                    bySizeClass[index].sizeClasses.append(group.sizeClasses)
                } else {
                    bySizeClass.append((conflict, [group.sizeClasses]))
                }
            }
        }
        for (conflict, sizeClasses) in bySizeClass {
            reporter.report([conflict], rootSizeIsFixed: false, sizeClasses: sizeClasses, into: &findings)
        }
        reporter.nameSharedViews(in: &findings)
    }

    /// Turns conflicts into findings, one per cause, leaving out what the run time or the code may
    /// resolve.
    private struct ConflictReporter {
        /// Constraints the code holds through an outlet: it may deactivate them or change their
        /// constants (pocket-casts PCSearchBarController swaps two that conflict in the file).
        let heldByCode: Set<String>
        /// One cause, one finding: a stack view's own constraint (its alignment of an arranged
        /// view, say) in a conflict already reported is the same cause met again as the later
        /// constraints go in (cwa-app-ios EndOfLifeThankYouCell.xib: a text view pinned 16 pt in
        /// from the card that a fill-aligned stack holds at its edge, reported three times).
        var reportedStackConstraints = Set<String>()
        /// Hidden arranged views and what they hold, in the root being reported.
        var collapsedViewIDs = Set<String>()
        /// Each conflict reported, as what its constraints say (`cause(of:)`): one found again
        /// under another size class is not reported twice, and a constraint written twice meets
        /// the same conflict twice, one cause (caraballojose's Piano: a key pinned to the safe
        /// area's top twice, and 8 pt below it once).
        var reportedCauses = Set<Set<String>>()
        /// The finding made for each cause a stack's arranged views share (`sharedStackCause(of:)`),
        /// and the lines of the arranged views met since: `nameSharedViews` names them once all
        /// conflicts are in.
        var sharedStackCauses: [String: (finding: Int, lines: [Int])] = [:]

        init(heldByCode: Set<String>) {
            self.heldByCode = heldByCode
        }

        /// Whether `constraint` aligns the baseline of an image view that shows a system symbol.
        /// UIImageView puts its baseline at the symbol's own (`UIImage.baselineOffsetFromBottom`),
        /// which nibcheck does not know, not at its bottom as for any other image; a conflict
        /// through it is not certain (alteacare-app-ios VerifyChangeEmailVC.xib, which Interface
        /// Builder lays out without one).
        static func alignsSymbolBaseline(_ constraint: Element) -> Bool {
            let baselines: Set<String> = ["firstBaseline", "lastBaseline", "baseline"]
            return ties(of: constraint).contains { view, attribute in
                baselines.contains(attribute) && view.name == "imageView" && view[attribute: "catalog"] == "system"
            }
        }

        /// The views a nib constraint ties, each with the attribute the constraint names for it,
        /// as the file writes them (a constraint without `firstItem` ties the view that holds it).
        static func ties(of constraint: Element) -> [(view: Element, attribute: String)] {
            let holder = constraint.parent?.parent
            return [("firstItem", "firstAttribute"), ("secondItem", "secondAttribute")].compactMap { item, attribute in
                guard let name = constraint[attribute: attribute],
                      let view = constraint[attribute: item].flatMap({ constraint.document.element(withID: $0) })
                        ?? (item == "firstItem" ? holder : nil) else { return nil }
                return (view, name)
            }
        }

        /// Whether the conflict is one UIKit's engine settles by stretching a label: of the
        /// label's vertical attributes it ties exactly two, a baseline and its centre or the edge
        /// across from that baseline (the bottom for the first baseline, the top for the last),
        /// and nothing else in it or of the label's own holds the label's height (a required
        /// height, hugging or compression resistance, an aspect ratio; a stack view's or the
        /// engine's constraints on it). The engine takes a label's first baseline at a constant
        /// offset from its top and its last at one from its bottom, each solve, so a taller or
        /// shorter label satisfies both; nibcheck places baselines from the label's centre, as
        /// its text is drawn (iOS7-stanford's CardGame: a score label centred on a button and on
        /// its baseline; Interface Builder saves such labels stretched or squeezed).
        static func isSettledByStretchingLabel(_ conflict: LayoutConflict) -> Bool {
            let vertical: Set<String> = ["top", "bottom", "centerY", "firstBaseline", "lastBaseline", "height",
                                         "topMargin", "bottomMargin", "centerYWithinMargins"]
            var tied: [String: Set<String>] = [:]
            var labels: [String: Element] = [:]
            for (view, name) in conflict.all.compactMap(\.nibConstraint).flatMap({ ties(of: $0.element) }) {
                guard let id = view.id else { continue }
                if view.name == "label" { labels[id] = view }
                let attribute = name == "baseline" ? "lastBaseline" : name
                if vertical.contains(attribute) { tied[id, default: []].insert(attribute) }
            }
            return labels.contains { id, label in
                guard let attributes = tied[id], attributes.count == 2, !holdsHeight(label),
                      !conflict.all.contains(where: { $0.nibConstraint == nil && $0.viewIDs.contains(id) }) else { return false }
                return (attributes.contains("firstBaseline") && !attributes.isDisjoint(with: ["centerY", "bottom", "lastBaseline"]))
                    || (attributes.contains("lastBaseline") && !attributes.isDisjoint(with: ["centerY", "top"]))
            }
        }

        /// Whether the nib holds `label` at a height of its own: a required height or aspect
        /// ratio, or vertical hugging or compression resistance at 1000.
        private static func holdsHeight(_ label: Element) -> Bool {
            if label[attribute: "verticalHuggingPriority"] == "1000" || label[attribute: "verticalCompressionResistancePriority"] == "1000" {
                return true
            }
            return label.constraints.contains { constraint in
                let element = constraint.element
                let attributes = [element[attribute: "firstAttribute"], element[attribute: "secondAttribute"]]
                return attributes.contains("height") && (constraint.secondItem == nil || constraint.secondItem == label.id)
                    && (element[attribute: "priority"] ?? "1000") == "1000"
            }
        }

        /// A conflict as what its constraints say: each of the nib's by its items, attributes,
        /// relation, multiplier, constant and priority, not by its id or line.
        static func cause(of constraints: [LayoutConstraintDescription]) -> Set<String> {
            Set(constraints.map { item in
                guard let constraint = item.nibConstraint else { return item.text }
                let element = constraint.element
                return [constraint.firstItem ?? "", element[attribute: "firstAttribute"] ?? "", "\(constraint.relation)",
                        constraint.secondItem ?? "", element[attribute: "secondAttribute"] ?? "", "\(constraint.multiplier)",
                        "\(constraint.constant)", element[attribute: "priority"] ?? "1000"].joined(separator: " ")
            })
        }

        /// What a conflict through a stack's alignment of one arranged view holds besides that
        /// view: the stack and the constraints that do not relate the view (a fill-aligned stack
        /// pinned 8 pt inside a 34-pt container is 18 pt tall, and each 20-pt arranged view meets
        /// the same conflict: EliteCake's order history cell, five views, one cause). Nil for
        /// any other conflict.
        static func sharedStackCause(of conflict: LayoutConflict) -> (key: String, view: String)? {
            var aligned: (stack: String, view: String)?
            for item in conflict.all {
                guard case .stackView(let stack, "UISV-alignment") = item.origin else { continue }
                guard let view = item.viewIDs.first(where: { $0 != stack }),
                      aligned == nil || (aligned?.stack == stack && aligned?.view == view) else { return nil }
                aligned = (stack, view)
            }
            guard let aligned else { return nil }
            let rest = conflict.all.filter { !$0.viewIDs.contains(aligned.view) }
            guard !rest.isEmpty else { return nil }
            return ((["stack " + aligned.stack] + cause(of: rest).sorted()).joined(separator: "\n"), aligned.view)
        }

        /// `sizeClasses`: the size classes other than the device's the conflicts hold under, if
        /// they were found there; `rootSizeIsFixed`: whether something outside the nib holds the
        /// root at the size it was solved at; `rootHeightIsFree`: whether its height is not held
        /// even so (an app extension's view the system sizes: a Today widget is as tall as its
        /// constraints ask, and as wide as the screen).
        mutating func report(_ conflicts: [LayoutConflict], rootSizeIsFixed: Bool, rootHeightIsFree: Bool = false,
                             sizeClasses: [SizeClasses] = [], into findings: inout [Finding]) {
            for conflict in conflicts {
                if conflict.all.contains(where: { $0.nibConstraint?.id.map(heldByCode.contains) == true }) { continue }
                // A placeholder constraint ("Remove at build time") holds only on the canvas:
                // Xcode leaves it out of the compiled nib, and the code adds what replaces it
                // (zotero OnboardingViewController.xib: a scroll view's placeholder height).
                if conflict.all.contains(where: { $0.nibConstraint?.element[attribute: "placeholder"] == "YES" }) { continue }
                // The content size of a view the code holds (an image view, a label, a button):
                // the code may set its image or text, and with it the size the conflict needs
                // (cwa-app-ios OnboardingInfoViewController.xib: each page sets the image).
                if conflict.all.contains(where: { $0.contentSizeViewID.map(heldByCode.contains) == true }) { continue }
                // A conflict with the canvas size of a root nothing holds at that size (a
                // self-sizing cell, a view the code sizes) is not one at run time.
                if !rootSizeIsFixed, conflict.all.contains(where: \.isRootSize) { continue }
                // Under another size class the safe area and layout guides are that device's
                // (an iPhone in landscape, compact height, has no top inset), not the canvas's
                // that the root was solved with: a conflict through one says nothing there
                // (BlackBerry's launch screens: a banner pinned to the view's top, and to the
                // safe area's top for compact height only).
                if !sizeClasses.isEmpty, conflict.all.contains(where: \.relatesViewLayoutGuide) { continue }
                if rootHeightIsFree, conflict.all.contains(where: \.isRootHeight) { continue }
                // A hidden arranged view's own size against its collapse: hidden-arranged-view-conflict.
                if conflict.all.contains(where: \.isStackViewHiding) { continue }
                // A hidden arranged view that cannot be as small as its place in the stack needs
                // (the engine's bound on its size, or its content's): hidden-arranged-view-conflict
                // reports it, once (Distaff's Home.storyboard: a hidden label that explicit 12-pt
                // gaps place between two rows the stack spaces 12 pt apart).
                if conflict.all.contains(where: { $0.nonNegativeSizeViewID.map(collapsedViewIDs.contains) == true }) { continue }
                // A symbol's baseline is the symbol's, which nibcheck does not know.
                if conflict.all.contains(where: { $0.nibConstraint.map { Self.alignsSymbolBaseline($0.element) } == true }) { continue }
                // A label the engine stretches to hold its baseline and its centre or far edge.
                if Self.isSettledByStretchingLabel(conflict) { continue }
                let nib = conflict.all.reversed().compactMap(\.nibConstraint)
                guard let at = nib.first else { continue }
                let mine = conflict.all.first { $0.nibConstraint?.element == at.element }?.text ?? at.id ?? "?"
                let others = conflict.all.filter { $0.nibConstraint?.element != at.element }.map(\.text)
                let under = sizeClasses.isEmpty ? "" : " under size classes \(sizeClasses.map(\.description).joined(separator: " and "))"
                let message = "Unable to simultaneously satisfy constraints\(under): \(mine) "
                    + "cannot hold together with \(others.joined(separator: "; "))"
                // One finding per cause; under another size class, only what the device's layout
                // did not already show.
                guard reportedCauses.insert(Self.cause(of: conflict.all)).inserted else { continue }
                let stackConstraints = conflict.all.compactMap(\.stackViewCause)
                if stackConstraints.contains(where: reportedStackConstraints.contains) { continue }
                reportedStackConstraints.formUnion(stackConstraints)
                let shared = Self.sharedStackCause(of: conflict)
                if let shared, sharedStackCauses[shared.key] != nil {
                    sharedStackCauses[shared.key]?.lines.append(at.element.document.element(withID: shared.view)?.line ?? at.element.line)
                    continue
                }
                if let shared { sharedStackCauses[shared.key] = (findings.count, []) }
                findings.append(Finding(
                    at.element, message,
                    hint: "remove one of these constraints or give it a priority below 1000"
                        + (sizeClasses.isEmpty ? "" : " (in the size class variations that install it)")))
            }
        }

        /// Names, in each shared cause's finding, the other arranged views that met it.
        func nameSharedViews(in findings: inout [Finding]) {
            for (finding, lines) in sharedStackCauses.values where !lines.isEmpty {
                let at = ShortList.lines(lines)
                findings[finding].message += Set(lines).count == 1
                    ? "; the stack's arranged view at \(at) meets the same conflict"
                    : "; the stack's arranged views at \(at) meet the same conflict"
            }
        }
    }
}

extension UnsatisfiableConstraintsRule {
    /// A Deal button and a 17-pt score label beside it, the label centred on the button and its
    /// baseline on the button's first baseline (the centring marked, where the finding is, when
    /// the label is held `labelHeight` tall).
    static func scoreRow(labelHeight: Int?) -> String {
        let mark = labelHeight == nil ? "" : "↓"
        let height = labelHeight.map { "\n            <constraints>\n                <constraint firstAttribute=\"height\" constant=\"\($0)\" id=\"Sh9-aa-001\"/>\n            </constraints>" } ?? ""
        return """
            <view id="Sr1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                <subviews>
                    <button buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="Sr2-aa-001">
                        <rect key="frame" x="160" y="500" width="41" height="30"/>
                        <state key="normal" title="Deal"/>
                    </button>
                    <label text="Score: 0" translatesAutoresizingMaskIntoConstraints="NO" id="Sr3-aa-001">
                        <rect key="frame" x="20" y="504.5" width="70" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>\(height)
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="Sr2-aa-001" firstAttribute="top" secondItem="Sr1-aa-001" secondAttribute="top" constant="500" id="Sc1-aa-001"/>
                    <constraint firstItem="Sr2-aa-001" firstAttribute="leading" secondItem="Sr3-aa-001" secondAttribute="trailing" constant="70" id="Sc2-aa-001"/>
                    <constraint firstItem="Sr3-aa-001" firstAttribute="leading" secondItem="Sr1-aa-001" secondAttribute="leading" constant="20" id="Sc3-aa-001"/>
                    <constraint firstItem="Sr3-aa-001" firstAttribute="baseline" secondItem="Sr2-aa-001" secondAttribute="firstBaseline" id="Sc4-aa-001"/>
                    \(mark)<constraint firstItem="Sr2-aa-001" firstAttribute="centerY" secondItem="Sr3-aa-001" secondAttribute="centerY" id="Sc5-aa-001"/>
                </constraints>
            </view>
            """
    }

    /// `count` arranged views 35 × 20 pt, saved 18 pt tall; the first's height constraint marked.
    static func badges(_ count: Int) -> String {
        (1...count).map { index in
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bb\(index)-aa-001">
                <rect key="frame" x="\((index - 1) * 38)" y="0.0" width="35" height="18"/>
                <constraints>
                    \(index == 1 ? "↓" : "")<constraint firstAttribute="height" constant="20" id="Bh\(index)-aa-001"/>
                    <constraint firstAttribute="width" constant="35" id="Bw\(index)-aa-001"/>
                </constraints>
            </view>
            """
        }.joined(separator: "\n")
    }

    /// A launch screen whose banner is pinned to the root's top, and under compact height also
    /// by its top to what `compactHeightTop` names (`secondItem="…" secondAttribute="…"`).
    static func banner(compactHeightTop: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Lc1-aa-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Ls1-aa-001">
                    <objects>
                        <viewController id="Lc1-aa-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Lv1-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Lb1-aa-001">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="120" id="Lh1-aa-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Lb1-aa-001" firstAttribute="top" secondItem="Lv1-aa-001" secondAttribute="top" id="Lk1-aa-001"/>
                                    <constraint firstItem="Lb1-aa-001" firstAttribute="top" \(compactHeightTop) id="Lk2-aa-001"/>
                                    <constraint firstItem="Lb1-aa-001" firstAttribute="leading" secondItem="Lv1-aa-001" secondAttribute="leading" id="Lk3-aa-001"/>
                                    <constraint firstAttribute="trailing" secondItem="Lb1-aa-001" secondAttribute="trailing" id="Lk4-aa-001"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="Lg1-aa-001"/>
                                <variation key="default">
                                    <mask key="constraints">
                                        <exclude reference="Lk2-aa-001"/>
                                    </mask>
                                </variation>
                                <variation key="heightClass=compact">
                                    <mask key="constraints">
                                        <include reference="Lk2-aa-001"/>
                                    </mask>
                                </variation>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }
}
