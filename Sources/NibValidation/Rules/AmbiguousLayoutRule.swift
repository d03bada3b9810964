import NibContract
import NibDocument
import NibLayout

/// `ambiguous-layout`: Every view's frame is determined by its constraints.
public struct AmbiguousLayoutRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "ambiguous-layout", severity: .warning,
        summary: "Every view's frame is determined by its constraints",
        explanation: """
            Solving the file's constraints found views whose position or size they leave open \
            (UIKit's hasAmbiguousLayout): Auto Layout picks one of the possible frames, which may \
            change between OS versions, devices and runs. The message says which of horizontal \
            position, width, vertical position and height is open. Views Interface Builder marked \
            ambiguous itself are reported by ambiguous-view instead. Not reported: views in a root \
            with unsatisfiable constraints (breaking one opens what it held; the conflict is the \
            finding), views inside a scroll view, whose content size NibLayout models loosely (a \
            table's header and footer views are laid out as roots of their own, as a cell is), \
            hidden arranged views and what they hold (Interface Builder lays them out at their own \
            size, the engine collapses them as UIKit does), arranged views of a filling stack view \
            open only along its length (a tie of their hugging or compression resistance, which the \
            stack settles by their order), views inside a fillProportionally stack \
            view (it shares its length by sizes NibLayout reads from saved frames, which a stale \
            file contradicts), views of a custom class whose code gives them an intrinsic content \
            size (an intrinsicContentSize override in the sources, or a superclass the sources do \
            not show) and what is open beside them on an axis they leave open, and frames that differ by less than a point (the saved sizes the engine \
            works from are rounded to the pixel). Each finding must hold under every assumption \
            nibcheck cannot check, so also not reported: what is open in a cell only at its saved \
            height (a self-sizing cell is laid out as UIKit sizes it, as short as its content \
            allows), views inside a view Interface Builder flagged ambiguous itself (one cause, one \
            finding: ambiguous-view's), views no constraint of the file mentions and what they \
            hold (the code places them), views whose ambiguity only a tie of the solver's linear \
            priority weights makes (broken upward, a higher priority wins, as on a device), and \
            roots whose constraints squeeze a view below nothing, more than a point under zero but \
            for the engine's bound (an assumption of the model, a bar or a safe area, is not the \
            app's), and a view \
            connected to an outlet that the file leaves open only on an axis where it fixes one \
            edge, a centre or a size and nothing more (the code, which holds the view, adds the rest: a \
            collection view pinned at its top and sides, its bottom pinned to the keyboard in \
            code). A label saved far wider than its text was stretched by its constraints, and \
            gives way down to its text's width. A visual \
            effect view's content view and a keyboard layout guide are laid out as UIKit lays \
            them out. A warning: UIKit still shows a frame, which may change between runs.
            """,
        triggering: [
            RuleExample(AmbiguousLayoutRule.albumRow(marked: true), note: "the same row where the view's class gives no size: its size is open, and with it the label's place",
                        project: AmbiguousLayoutRule.albumView(sizedInCode: false)),
            RuleExample("""
                <view id="Av1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        ↓<label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Al1-aa-001">
                            <rect key="frame" x="16" y="20" width="33" height="20.5"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Al1-aa-001" firstAttribute="leading" secondItem="Av1-aa-001" secondAttribute="leading" constant="16" id="Ac1-aa-001"/>
                    </constraints>
                </view>
                """, note: "nothing fixes its vertical position"),
            RuleExample("""
                <view id="Av1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                    <subviews>
                        ↓<view translatesAutoresizingMaskIntoConstraints="NO" id="Ab1-aa-001">
                            <rect key="frame" x="0.0" y="20" width="375" height="100"/>
                            <subviews>
                                <label text="Footer" translatesAutoresizingMaskIntoConstraints="NO" id="Al1-aa-001">
                                    <rect key="frame" x="16" y="71.5" width="50" height="20.5"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Al1-aa-001" firstAttribute="leading" secondItem="Ab1-aa-001" secondAttribute="leading" constant="16" id="Ac5-aa-001"/>
                                <constraint firstAttribute="bottom" secondItem="Al1-aa-001" secondAttribute="bottom" constant="8" id="Ac6-aa-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ab1-aa-001" firstAttribute="top" secondItem="Av1-aa-001" secondAttribute="top" constant="20" id="Ac1-aa-001"/>
                        <constraint firstItem="Ab1-aa-001" firstAttribute="leading" secondItem="Av1-aa-001" secondAttribute="leading" id="Ac2-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Ab1-aa-001" secondAttribute="trailing" id="Ac3-aa-001"/>
                    </constraints>
                </view>
                """, note: "iOS-planckForiOS's Reusable.storyboard: a box of open height, and a label pinned to its bottom whose place follows it: one finding, at the box"),
            RuleExample("""
                <view id="Iv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <subviews>
                        ↓<view contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="Iv2-aa-001" customClass="PlainBadge" customModuleProvider="target">
                            <rect key="frame" x="95" y="220" width="130" height="128"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Iv2-aa-001" firstAttribute="centerX" secondItem="Iv1-aa-001" secondAttribute="centerX" id="Ic1-aa-001"/>
                        <constraint firstItem="Iv2-aa-001" firstAttribute="centerY" secondItem="Iv1-aa-001" secondAttribute="centerY" id="Ic2-aa-001"/>
                    </constraints>
                </view>
                """, note: "a custom view without an intrinsic size: nothing fixes its size",
                        project: ["PlainBadge.swift": "import UIKit\nclass PlainBadge: UIView {}\n"]),
            RuleExample("""
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Tt1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <view key="tableHeaderView" contentMode="scaleToFill" id="Th1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            ↓<stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="Ts1-aa-001">
                                <rect key="frame" x="16" y="29" width="343" height="42"/>
                                <subviews>
                                    <label text="Account" translatesAutoresizingMaskIntoConstraints="NO" id="Tl1-aa-001">
                                        <rect key="frame" x="0.0" y="0.0" width="343" height="20.5"/>
                                    </label>
                                    <label text="Signed in" translatesAutoresizingMaskIntoConstraints="NO" id="Tl2-aa-001">
                                        <rect key="frame" x="0.0" y="24.5" width="343" height="17.5"/>
                                    </label>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Ts1-aa-001" firstAttribute="leading" secondItem="Th1-aa-001" secondAttribute="leading" constant="16" id="Tc1-aa-001"/>
                            <constraint firstAttribute="trailing" secondItem="Ts1-aa-001" secondAttribute="trailing" constant="16" id="Tc2-aa-001"/>
                        </constraints>
                    </view>
                </tableView>
                """, note: "seafile-iOS SeafStart.storyboard's kind of header: a table's header view is laid out as a root of its own; nothing places the stack in it vertically, and its labels follow it: one finding"),
        ],
        nonTriggering: [
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PlaceholderController">
                    <connections>
                        <outlet property="view" destination="Ev1-aa-001" id="Eo1-aa-001"/>
                    </connections>
                </placeholder>
                <view id="Ev1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="460"/>
                    <subviews>
                        <stackView axis="vertical" distribution="equalSpacing" spacing="24" translatesAutoresizingMaskIntoConstraints="NO" id="Es1-aa-001">
                            <rect key="frame" x="16" y="158" width="343" height="144.5"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="Ec1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="343" height="100"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="Ei1-aa-001">
                                            <rect key="frame" x="121.5" y="0.0" width="100" height="100"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="100" id="Ek1-aa-001"/>
                                                <constraint firstAttribute="height" constant="100" id="Ek2-aa-001"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstAttribute="bottom" secondItem="Ei1-aa-001" secondAttribute="bottom" id="Ek3-aa-001"/>
                                        <constraint firstItem="Ei1-aa-001" firstAttribute="top" relation="greaterThanOrEqual" secondItem="Ec1-aa-001" secondAttribute="top" id="Ek4-aa-001"/>
                                        <constraint firstItem="Ei1-aa-001" firstAttribute="centerX" secondItem="Ec1-aa-001" secondAttribute="centerX" id="Ek5-aa-001"/>
                                    </constraints>
                                </view>
                                <label text="Nothing here yet" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="El1-aa-001">
                                    <rect key="frame" x="0.0" y="124" width="343" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Es1-aa-001" firstAttribute="leading" secondItem="Ev1-aa-001" secondAttribute="leading" constant="16" id="Er1-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Es1-aa-001" secondAttribute="trailing" constant="16" id="Er2-aa-001"/>
                        <constraint firstItem="Es1-aa-001" firstAttribute="centerY" secondItem="Ev1-aa-001" secondAttribute="centerY" id="Er3-aa-001"/>
                    </constraints>
                </view>
                """, note: "stepik's placeholder view: an image container held only from below (the image at its bottom, its top `>=`) in an equal-spacing column nothing else sizes; the stack pulls itself as short as it may be (UISV-canvas-fit), so the container is as tall as the image"),
            RuleExample(AmbiguousLayoutRule.onboardingText(rowUnlessPortraitPhone: false), note: "allodoctor's onboarding text: two labels hugging at 251 in a filling column taller than their text; which one stretches, UIStackView settles by their order"),
            RuleExample(AmbiguousLayoutRule.calculatorScene, file: "Main.storyboard", note: "a Stanford course's calculator: two labels tie in a filling column, which the stack settles; the keypad below them, and its rows, move with that tie and are not open on a device"),
            RuleExample(AmbiguousLayoutRule.onboardingText(rowUnlessPortraitPhone: true), note: "the same column as a row everywhere but on a phone in portrait, where a size-class variation stacks it vertically, as the layout is solved: its length is vertical there"),
            RuleExample("""
                <view contentMode="scaleToFill" id="Sv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="Ss1-aa-001"/>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="contactAdd" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Sb1-aa-001"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ss1-aa-001" firstAttribute="leading" secondItem="Sv1-aa-001" secondAttribute="leading" constant="20" id="Sc1-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Ss1-aa-001" secondAttribute="trailing" constant="20" id="Sc2-aa-001"/>
                        <constraint firstAttribute="bottom" secondItem="Ss1-aa-001" secondAttribute="bottom" constant="86" id="Sc3-aa-001"/>
                        <constraint firstItem="Sb1-aa-001" firstAttribute="centerX" secondItem="Sv1-aa-001" secondAttribute="centerX" id="Sc4-aa-001"/>
                        <constraint firstItem="Sb1-aa-001" firstAttribute="centerY" secondItem="Sv1-aa-001" secondAttribute="centerY" id="Sc5-aa-001"/>
                    </constraints>
                </view>
                """, note: "shu223's iOS-10-Sampler (Xcode 8.0 saved no subview frames): a slider pinned by its sides and bottom, and a Contact Add button centred, are placed by the sizes UIKit gives them"),
            RuleExample("""
                <view contentMode="scaleToFill" id="Pv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="768" height="1004"/>
                    <subviews>
                        <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pp1-aa-001"/>
                        <label opaque="NO" contentMode="left" text="Metronome" translatesAutoresizingMaskIntoConstraints="NO" id="Pl1-aa-001">
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Pp1-aa-001" firstAttribute="top" secondItem="Pv1-aa-001" secondAttribute="top" constant="20" symbolic="YES" id="Pc1-aa-001"/>
                        <constraint firstItem="Pp1-aa-001" firstAttribute="leading" secondItem="Pv1-aa-001" secondAttribute="leading" constant="20" symbolic="YES" id="Pc2-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Pp1-aa-001" secondAttribute="trailing" constant="20" symbolic="YES" id="Pc3-aa-001"/>
                        <constraint firstItem="Pl1-aa-001" firstAttribute="top" secondItem="Pp1-aa-001" secondAttribute="bottom" constant="8" symbolic="YES" id="Pc4-aa-001"/>
                        <constraint firstItem="Pl1-aa-001" firstAttribute="leading" secondItem="Pv1-aa-001" secondAttribute="leading" constant="20" symbolic="YES" id="Pc5-aa-001"/>
                    </constraints>
                </view>
                """, note: "Cellular-Sounds MainStoryboard_iPad.storyboard (Xcode 4.5 saved no subview frames): a picker view is as tall as its wheels, 216 pt, and the label below it follows"),
            RuleExample("""
                <view contentMode="scaleToFill" id="Fv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="@user" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Fl1-aa-001">
                            <rect key="frame" x="60" y="10" width="36" height="14"/>
                            <constraints>
                                <constraint firstAttribute="width" priority="250" constant="100" id="Fw1-aa-001"/>
                                <constraint firstAttribute="height" constant="14" id="Fh1-aa-001"/>
                            </constraints>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="12"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="0 minutes ago" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Fl2-aa-001">
                            <rect key="frame" x="104" y="10" width="211" height="14"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="14" id="Fh2-aa-001"/>
                            </constraints>
                            <fontDescription key="fontDescription" type="system" pointSize="12"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Fl1-aa-001" firstAttribute="leading" secondItem="Fv1-aa-001" secondAttribute="leading" constant="60" id="Fc1-aa-001"/>
                        <constraint firstItem="Fl1-aa-001" firstAttribute="top" secondItem="Fv1-aa-001" secondAttribute="top" constant="10" id="Fc2-aa-001"/>
                        <constraint firstItem="Fl2-aa-001" firstAttribute="leading" secondItem="Fl1-aa-001" secondAttribute="trailing" constant="8" id="Fc3-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Fl2-aa-001" secondAttribute="trailing" constant="5" id="Fc4-aa-001"/>
                        <constraint firstItem="Fl2-aa-001" firstAttribute="top" secondItem="Fv1-aa-001" secondAttribute="top" constant="10" id="Fc5-aa-001"/>
                    </constraints>
                </view>
                """, note: "Fresco's comment cell: a label hugging at 251 beside its own width of 100 at 250, its neighbour hugging at 250; linear weights tie them, UIKit gives the hugging its way"),
            RuleExample("""
                <view id="Av1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="As1-aa-001">
                            <rect key="frame" x="16" y="20" width="0.0" height="0.0"/>
                            <subviews>
                                <label hidden="YES" text="Ledger" translatesAutoresizingMaskIntoConstraints="NO" id="Al1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="50" height="20.5"/>
                                </label>
                                <label hidden="YES" text="Watch" translatesAutoresizingMaskIntoConstraints="NO" id="Al2-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="50" height="20.5"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="As1-aa-001" firstAttribute="leading" secondItem="Av1-aa-001" secondAttribute="leading" constant="16" id="Ac1-aa-001"/>
                        <constraint firstItem="As1-aa-001" firstAttribute="top" secondItem="Av1-aa-001" secondAttribute="top" constant="20" id="Ac2-aa-001"/>
                    </constraints>
                </view>
                """, note: "cosmostation-ios's Portfolio2Cell.xib: a row whose labels are all hidden is as long as its margins, 0 here, as Interface Builder saved it"),
            RuleExample("""
                <view id="Av1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Al1-aa-001">
                            <rect key="frame" x="16" y="20" width="33" height="20.5"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Al1-aa-001" firstAttribute="leading" secondItem="Av1-aa-001" secondAttribute="leading" constant="16" id="Ac1-aa-001"/>
                        <constraint firstItem="Al1-aa-001" firstAttribute="top" secondItem="Av1-aa-001" secondAttribute="top" constant="20" id="Ac2-aa-001"/>
                    </constraints>
                </view>
                """, note: "its size is intrinsic"),
            RuleExample("""
                <view id="Av1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <subviews>
                        <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Enabled" translatesAutoresizingMaskIntoConstraints="NO" id="Al1-aa-001">
                            <rect key="frame" x="8" y="12" width="302" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="16"/>
                        </label>
                        <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="As1-aa-001">
                            <rect key="frame" x="318" y="6" width="51" height="31"/>
                        </switch>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Al1-aa-001" firstAttribute="leading" secondItem="Av1-aa-001" secondAttribute="leading" constant="16" id="Ac1-aa-001"/>
                        <constraint firstItem="As1-aa-001" firstAttribute="leading" secondItem="Al1-aa-001" secondAttribute="trailing" constant="8" id="Ac2-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="As1-aa-001" secondAttribute="trailing" constant="16" id="Ac3-aa-001"/>
                        <constraint firstItem="Al1-aa-001" firstAttribute="centerY" secondItem="Av1-aa-001" secondAttribute="centerY" id="Ac4-aa-001"/>
                        <constraint firstItem="As1-aa-001" firstAttribute="centerY" secondItem="Av1-aa-001" secondAttribute="centerY" id="Ac5-aa-001"/>
                    </constraints>
                </view>
                """, note: "MiniKeePass Settings.storyboard: a label saved 302 pt wide, stretched beside a switch in a row now 16 pt narrower; it resists compression only below its text's width, so the switch keeps its size"),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ItemDetailViewController">
                    <connections>
                        <outlet property="collectionView" destination="Ac1-aa-002" id="Ao1-aa-001"/>
                        <outlet property="view" destination="Av1-aa-001" id="Ao2-aa-001"/>
                    </connections>
                </placeholder>
                <view id="Av1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <collectionView dataMode="none" translatesAutoresizingMaskIntoConstraints="NO" id="Ac1-aa-002">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <collectionViewFlowLayout key="collectionViewLayout" id="Af1-aa-001"/>
                        </collectionView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ac1-aa-002" firstAttribute="top" secondItem="Av1-aa-001" secondAttribute="top" id="Ac1-aa-001"/>
                        <constraint firstItem="Ac1-aa-002" firstAttribute="leading" secondItem="Av1-aa-001" secondAttribute="leading" id="Ac2-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Ac1-aa-002" secondAttribute="trailing" id="Ac3-aa-001"/>
                    </constraints>
                </view>
                """, note: "zotero ItemDetailViewController.xib: the controller pins the collection view's bottom to the keyboard layout guide in code, through its outlet"),
            RuleExample("""
                <view id="Av1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="388" height="171"/>
                    <subviews>
                        <label verticalHuggingPriority="251" text="January 23" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Al1-aa-001">
                            <rect key="frame" x="20" y="0.0" width="218.5" height="48"/>
                            <fontDescription key="fontDescription" type="system" weight="heavy" pointSize="40"/>
                        </label>
                        <label text="47 HISTORICAL EVENTS" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Al2-aa-001">
                            <rect key="frame" x="20" y="63" width="195" height="28"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                        </label>
                        <label verticalHuggingPriority="251" text="from 2006 - 363 BC" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Al3-aa-001">
                            <rect key="frame" x="20" y="90.5" width="161" height="20.5"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Al1-aa-001" firstAttribute="leading" secondItem="Av1-aa-001" secondAttribute="leading" constant="20" id="Ac1-aa-001"/>
                        <constraint firstItem="Al2-aa-001" firstAttribute="leading" secondItem="Av1-aa-001" secondAttribute="leading" constant="20" id="Ac2-aa-001"/>
                        <constraint firstItem="Al3-aa-001" firstAttribute="leading" secondItem="Av1-aa-001" secondAttribute="leading" constant="20" id="Ac3-aa-001"/>
                        <constraint firstItem="Al1-aa-001" firstAttribute="top" secondItem="Av1-aa-001" secondAttribute="top" priority="999" id="Ac4-aa-001"/>
                        <constraint firstItem="Al2-aa-001" firstAttribute="top" secondItem="Al1-aa-001" secondAttribute="bottom" constant="15" id="Ac5-aa-001"/>
                        <constraint firstItem="Al3-aa-001" firstAttribute="top" secondItem="Al2-aa-001" secondAttribute="bottom" id="Ac6-aa-001"/>
                        <constraint firstAttribute="bottom" secondItem="Al3-aa-001" secondAttribute="bottom" priority="999" constant="60" id="Ac7-aa-001"/>
                    </constraints>
                </view>
                """, note: "wikipedia-ios OnThisDayViewControllerHeader.xib: the saved sizes, rounded to the pixel, over-fill the view by half a point; Interface Builder, measuring exactly, stretches the middle label"),
            RuleExample("""
                <view id="Av1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="222"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="Av2-aa-001">
                            <subviews>
                                <label text="REFERENCE [X]" translatesAutoresizingMaskIntoConstraints="NO" id="Al1-aa-001">
                                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Al1-aa-001" firstAttribute="leading" secondItem="Av2-aa-001" secondAttribute="leading" constant="16" id="Ac1-aa-001"/>
                                <constraint firstItem="Al1-aa-001" firstAttribute="top" secondItem="Av2-aa-001" secondAttribute="top" constant="18" id="Ac2-aa-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Av2-aa-001" firstAttribute="leading" secondItem="Av1-aa-001" secondAttribute="leading" id="Ac3-aa-001"/>
                        <constraint firstItem="Av2-aa-001" firstAttribute="top" secondItem="Av1-aa-001" secondAttribute="top" id="Ac4-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Av2-aa-001" secondAttribute="trailing" id="Ac5-aa-001"/>
                        <constraint firstAttribute="bottom" secondItem="Av2-aa-001" secondAttribute="bottom" id="Ac6-aa-001"/>
                    </constraints>
                </view>
                """, note: "wikipedia-ios WMFReferencePopoverMessageViewController.storyboard: saved by Xcode 8 without frames; the label takes its text's size"),
            RuleExample("""
                <view id="Av1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="548" height="60"/>
                    <subviews>
                        <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="As1-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="548" height="24"/>
                            <subviews>
                                <label text="Hint" translatesAutoresizingMaskIntoConstraints="NO" id="Al1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="548" height="20"/>
                                </label>
                                <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Av2-aa-001">
                                    <rect key="frame" x="0.0" y="20" width="548" height="4"/>
                                    <subviews>
                                        <stackView axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="As2-aa-001">
                                            <rect key="frame" x="10" y="0.0" width="528" height="4"/>
                                            <subviews>
                                                <label text="Label" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Al2-aa-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="528" height="0.0"/>
                                                </label>
                                                <label text="Label" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Al3-aa-001">
                                                    <rect key="frame" x="0.0" y="4" width="528" height="0.0"/>
                                                </label>
                                            </subviews>
                                        </stackView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="As2-aa-001" firstAttribute="leading" secondItem="Av2-aa-001" secondAttribute="leading" constant="10" id="Ac1-aa-001"/>
                                        <constraint firstAttribute="trailing" secondItem="As2-aa-001" secondAttribute="trailing" constant="10" id="Ac2-aa-001"/>
                                        <constraint firstItem="As2-aa-001" firstAttribute="top" secondItem="Av2-aa-001" secondAttribute="top" id="Ac3-aa-001"/>
                                        <constraint firstAttribute="bottom" secondItem="As2-aa-001" secondAttribute="bottom" id="Ac4-aa-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="As1-aa-001" firstAttribute="leading" secondItem="Av1-aa-001" secondAttribute="leading" id="Ac5-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="As1-aa-001" secondAttribute="trailing" id="Ac6-aa-001"/>
                        <constraint firstItem="As1-aa-001" firstAttribute="top" secondItem="Av1-aa-001" secondAttribute="top" id="Ac7-aa-001"/>
                    </constraints>
                </view>
                """, note: "wikipedia-ios HintViewController.xib: what a hidden arranged view holds is laid out at its own size in Interface Builder, collapsed at run time"),
            RuleExample("""
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" id="Ac0-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="343" height="51"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="Ac0-aa-001" id="Acv-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="343" height="51"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Asw-aa-001">
                                <rect key="frame" x="163" y="10" width="51" height="31"/>
                            </switch>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="accessoryView" destination="Asw-aa-001" id="Aco-aa-001"/>
                    </connections>
                </tableViewCell>
                """, note: "Delta Settings.storyboard: a switch kept in a cell's content view without constraints, the cell's accessoryView, which the cell places"),
            RuleExample("""
                <view id="Pv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="Ps1-aa-001">
                            <rect key="frame" x="8" y="60" width="359" height="122"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pf1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="359" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="76" id="Pc1-aa-001"/>
                                    </constraints>
                                </view>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="Ps2-aa-001">
                                    <rect key="frame" x="0.0" y="60" width="359" height="62"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Pb1-aa-001">
                                            <rect key="frame" x="107" y="0.0" width="145" height="27"/>
                                            <state key="normal" title="Check Your Contributions"/>
                                        </button>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Pb2-aa-001">
                                            <rect key="frame" x="108.5" y="35" width="142" height="27"/>
                                            <state key="normal" title="Products pending upload"/>
                                        </button>
                                    </subviews>
                                </stackView>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ps1-aa-001" firstAttribute="top" secondItem="Pv1-aa-001" secondAttribute="top" constant="60" id="Pc2-aa-001"/>
                        <constraint firstItem="Ps1-aa-001" firstAttribute="leading" secondItem="Pv1-aa-001" secondAttribute="leading" constant="8" id="Pc3-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Ps1-aa-001" secondAttribute="trailing" constant="8" id="Pc4-aa-001"/>
                    </constraints>
                </view>
                """, note: "openfoodfacts-ios Settings.storyboard: a view saved 50 pt tall against its own height of 76 skews the stack's proportions, and the buttons of the stack beside it seem to have room to spare"),
            RuleExample("""
                <view id="Iv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <subviews>
                        <view contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="Iv2-aa-001" customClass="ElementView" customModuleProvider="target">
                            <rect key="frame" x="95" y="220" width="130" height="128"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Iv2-aa-001" firstAttribute="centerX" secondItem="Iv1-aa-001" secondAttribute="centerX" id="Ic1-aa-001"/>
                        <constraint firstItem="Iv2-aa-001" firstAttribute="centerY" secondItem="Iv1-aa-001" secondAttribute="centerY" id="Ic2-aa-001"/>
                    </constraints>
                </view>
                """, note: "element-ios LaunchLoadingView.xib: the class gives the view its size in code",
                        project: ["ElementView.swift": "import UIKit\nclass ElementView: UIView {\n    override var intrinsicContentSize: CGSize { CGSize(width: 130, height: 128) }\n}\n"]),
            RuleExample(AmbiguousLayoutRule.albumRow(marked: false), note: "beam's album cell: a label pinned to the trailing edge of a view whose class gives its size in code",
                        project: AmbiguousLayoutRule.albumView(sizedInCode: true)),
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13122.16" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="ObA-dk-sSI">
                    <scenes>
                        <scene sceneID="EHf-IW-A2E">
                            <objects>
                                <viewController id="ObA-dk-sSI" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="zMn-AG-sqS">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="528"/>
                                        <subviews>
                                            <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="NOA-Dm-cuz"/>
                                            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="9ga-4F-77Z"/>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="VVe-Uw-JpX" firstAttribute="trailing" secondItem="NOA-Dm-cuz" secondAttribute="trailing" id="A05-Pj-hrr"/>
                                            <constraint firstItem="9ga-4F-77Z" firstAttribute="top" secondItem="NOA-Dm-cuz" secondAttribute="bottom" id="Fps-3D-QQW"/>
                                            <constraint firstItem="NOA-Dm-cuz" firstAttribute="leading" secondItem="VVe-Uw-JpX" secondAttribute="leading" id="HxO-8t-aoh"/>
                                            <constraint firstItem="VVe-Uw-JpX" firstAttribute="trailing" secondItem="9ga-4F-77Z" secondAttribute="trailing" id="Ozw-Hg-0yh"/>
                                            <constraint firstItem="9ga-4F-77Z" firstAttribute="leading" secondItem="VVe-Uw-JpX" secondAttribute="leading" id="XH5-ld-ONA"/>
                                            <constraint firstItem="VVe-Uw-JpX" firstAttribute="bottom" secondItem="9ga-4F-77Z" secondAttribute="bottom" id="eQg-nn-Zy4"/>
                                            <constraint firstItem="NOA-Dm-cuz" firstAttribute="top" secondItem="VVe-Uw-JpX" secondAttribute="top" id="we0-1t-bgp"/>
                                        </constraints>
                                        <viewLayoutGuide key="safeArea" id="VVe-Uw-JpX"/>
                                    </view>
                                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                                    <size key="freeformSize" width="320" height="528"/>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """, file: "MainInterface.storyboard", note: "IQKeyboardManager's action extension, saved by Xcode 9 without its subviews' frames: a navigation bar is 44 pt tall"),
            RuleExample("""
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" reuseIdentifier="CardCell" id="Fc1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="94"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Fc1-aa-001" id="Fk1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="94"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="Fs1-aa-001">
                                <rect key="frame" x="16" y="0.0" width="343" height="94"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ft1-aa-001" userLabel="Top spacer">
                                        <rect key="frame" x="0.0" y="0.0" width="343" height="10"/>
                                    </view>
                                    <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Fl1-aa-001">
                                        <rect key="frame" x="0.0" y="10" width="343" height="74"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="74" id="Fh1-aa-001"/>
                                        </constraints>
                                    </label>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fb1-aa-001" userLabel="Bottom spacer">
                                        <rect key="frame" x="0.0" y="84" width="343" height="10"/>
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Fs1-aa-001" firstAttribute="top" secondItem="Fk1-aa-001" secondAttribute="top" id="Fc2-aa-001"/>
                            <constraint firstAttribute="bottom" secondItem="Fs1-aa-001" secondAttribute="bottom" id="Fc3-aa-001"/>
                            <constraint firstItem="Fs1-aa-001" firstAttribute="leading" secondItem="Fk1-aa-001" secondAttribute="leading" constant="16" id="Fc4-aa-001"/>
                            <constraint firstAttribute="trailing" secondItem="Fs1-aa-001" secondAttribute="trailing" constant="16" id="Fc5-aa-001"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
                """, note: "OsmAnd-iOS OACardTableViewCell.xib: spacers above and below a card share the cell's saved 94 pt; a self-sizing cell is as tall as its content, and they get none"),
            RuleExample("""
                <view contentMode="scaleToFill" id="Xv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Xe1-aa-001">
                            <rect key="frame" x="16" y="16" width="85" height="42"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="Xk1-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="85" height="42"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Xb1-aa-001">
                                        <rect key="frame" x="0.0" y="0.0" width="85" height="42"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="42" id="Xh1-aa-001"/>
                                            <constraint firstAttribute="width" constant="85" id="Xw1-aa-001"/>
                                        </constraints>
                                        <state key="normal" title="Undo"/>
                                    </button>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Xb1-aa-001" firstAttribute="top" secondItem="Xk1-aa-001" secondAttribute="top" id="Xc1-aa-001"/>
                                    <constraint firstItem="Xb1-aa-001" firstAttribute="leading" secondItem="Xk1-aa-001" secondAttribute="leading" id="Xc2-aa-001"/>
                                    <constraint firstAttribute="bottom" secondItem="Xb1-aa-001" secondAttribute="bottom" id="Xc3-aa-001"/>
                                    <constraint firstAttribute="trailing" secondItem="Xb1-aa-001" secondAttribute="trailing" id="Xc4-aa-001"/>
                                </constraints>
                            </view>
                            <blurEffect style="regular"/>
                        </visualEffectView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Xe1-aa-001" firstAttribute="leading" secondItem="Xv1-aa-001" secondAttribute="leading" constant="16" id="Xc5-aa-001"/>
                        <constraint firstItem="Xe1-aa-001" firstAttribute="top" secondItem="Xv1-aa-001" secondAttribute="top" constant="16" id="Xc6-aa-001"/>
                    </constraints>
                </view>
                """, note: "GoMap MainStoryboard.storyboard: a visual effect view's content view follows it, so its button sets its size"),
            RuleExample("""
                <view contentMode="scaleToFill" id="Kv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Kf1-aa-001" userLabel="Form">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="Kg1-aa-001"/>
                    <keyboardLayoutGuide key="keyboard" id="Kg2-aa-001"/>
                    <constraints>
                        <constraint firstItem="Kf1-aa-001" firstAttribute="leading" secondItem="Kv1-aa-001" secondAttribute="leading" id="Kc1-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Kf1-aa-001" secondAttribute="trailing" id="Kc2-aa-001"/>
                        <constraint firstItem="Kf1-aa-001" firstAttribute="top" secondItem="Kv1-aa-001" secondAttribute="top" id="Kc3-aa-001"/>
                        <constraint firstItem="Kf1-aa-001" firstAttribute="bottom" secondItem="Kg2-aa-001" secondAttribute="top" id="Kc4-aa-001"/>
                    </constraints>
                </view>
                """, note: "KeePassium DatabaseCreatorVC.storyboard: a form pinned to the keyboard layout guide, which lies along the bottom (above the safe area) while the keyboard is hidden"),
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24765" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                    <device id="retina6_12" orientation="portrait" appearance="light"/>
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="TipController">
                            <connections>
                                <outlet property="view" destination="Pv1-aa-001" id="Po1-aa-001"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="Pv1-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="654"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <imageView contentMode="scaleAspectFit" verticalHuggingPriority="251" verticalCompressionResistancePriority="250" placeholderIntrinsicWidth="375" placeholderIntrinsicHeight="310" translatesAutoresizingMaskIntoConstraints="NO" id="Pi1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="279"/>
                                </imageView>
                                <label verticalHuggingPriority="251" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="105" text="" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Pl1-aa-001">
                                    <rect key="frame" x="30" y="319" width="315" height="105"/>
                                </label>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pb1-aa-001" userLabel="Buttons">
                                    <rect key="frame" x="24" y="494" width="327" height="106"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="106" id="Ph1-aa-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Pg1-aa-001"/>
                            <constraints>
                                <constraint firstItem="Pi1-aa-001" firstAttribute="top" secondItem="Pv1-aa-001" secondAttribute="top" id="Pc1-aa-001"/>
                                <constraint firstItem="Pi1-aa-001" firstAttribute="leading" secondItem="Pv1-aa-001" secondAttribute="leading" id="Pc2-aa-001"/>
                                <constraint firstAttribute="trailing" secondItem="Pi1-aa-001" secondAttribute="trailing" id="Pc3-aa-001"/>
                                <constraint firstItem="Pl1-aa-001" firstAttribute="top" secondItem="Pi1-aa-001" secondAttribute="bottom" constant="40" id="Pc4-aa-001"/>
                                <constraint firstItem="Pl1-aa-001" firstAttribute="leading" secondItem="Pg1-aa-001" secondAttribute="leading" constant="30" id="Pc5-aa-001"/>
                                <constraint firstItem="Pg1-aa-001" firstAttribute="trailing" secondItem="Pl1-aa-001" secondAttribute="trailing" constant="30" id="Pc6-aa-001"/>
                                <constraint firstItem="Pb1-aa-001" firstAttribute="top" relation="greaterThanOrEqual" secondItem="Pl1-aa-001" secondAttribute="bottom" id="Pc7-aa-001"/>
                                <constraint firstItem="Pb1-aa-001" firstAttribute="top" secondItem="Pl1-aa-001" secondAttribute="bottom" priority="500" constant="70" id="Pc8-aa-001"/>
                                <constraint firstItem="Pb1-aa-001" firstAttribute="leading" secondItem="Pg1-aa-001" secondAttribute="leading" constant="24" id="Pc9-aa-001"/>
                                <constraint firstItem="Pg1-aa-001" firstAttribute="trailing" secondItem="Pb1-aa-001" secondAttribute="trailing" constant="24" id="Pd1-aa-001"/>
                                <constraint firstItem="Pg1-aa-001" firstAttribute="bottom" secondItem="Pb1-aa-001" secondAttribute="bottom" constant="20" id="Pd2-aa-001"/>
                            </constraints>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        </view>
                    </objects>
                </document>
                """, note: "MixinNetwork PopupTipView.xib: a freeform popup on an iPhone 15 keeps the home indicator's 34 pt below its buttons, so the image gives way below its 310 pt; laid out without it, the image and the label would share 3 spare points at equal hugging priorities"),
            RuleExample("""
                <view contentMode="scaleToFill" id="Av1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" ambiguous="YES" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="As1-aa-001">
                            <rect key="frame" x="16" y="40" width="267" height="19"/>
                            <subviews>
                                <label text="Trend" translatesAutoresizingMaskIntoConstraints="NO" id="Al1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="240" height="19"/>
                                </label>
                                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="arrow.up" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="Ai1-aa-001">
                                    <rect key="frame" x="248" y="0.0" width="19" height="19"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="19" id="Aw1-aa-001"/>
                                        <constraint firstAttribute="height" constant="19" id="Ah1-aa-001"/>
                                    </constraints>
                                </imageView>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="As1-aa-001" firstAttribute="leading" secondItem="Av1-aa-001" secondAttribute="leading" constant="16" id="Ac1-aa-001"/>
                    </constraints>
                </view>
                """, note: "cwa-app-ios HomeStatisticsCardView.xib: the stack Interface Builder flagged ambiguous is ambiguous-view's finding; its arranged views are open only because it is"),
            RuleExample("""
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="ProgressCell" id="Pc1-aa-001" customClass="ProgressCell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Pc1-aa-001" id="Pk1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="Pp1-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="2"/>
                            </progressView>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="progressBar" destination="Pp1-aa-001" id="Po1-aa-001"/>
                    </connections>
                </tableViewCell>
                """, note: "OsmAnd-iOS OARouteProgressBarCell.xib: no constraint mentions the progress bar, so the code places it (the cell sets its frame in layoutSubviews)"),
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Nc1-aa-001">
                    <device id="retina6_5" orientation="portrait" appearance="light"/>
                    <scenes>
                        <scene sceneID="Ns1-aa-001">
                            <objects>
                                <viewController id="Nc1-aa-001" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="Nv1-aa-001">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="842"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="15" translatesAutoresizingMaskIntoConstraints="NO" id="Nk1-aa-001">
                                                <rect key="frame" x="0.0" y="0.0" width="414" height="842"/>
                                                <subviews>
                                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Info" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Nl1-aa-001">
                                                        <rect key="frame" x="191" y="0.0" width="32" height="20.333333333333332"/>
                                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                                        <nil key="textColor"/>
                                                        <nil key="highlightedColor"/>
                                                    </label>
                                                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" textAlignment="natural" selectable="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Nt1-aa-001">
                                                        <rect key="frame" x="0.0" y="35.333333333333343" width="414" height="806.66666666666663"/>
                                                        <string key="text">Lorem ipsum dolor sit er elit lamet.</string>
                                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                                        <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                                                    </textView>
                                                </subviews>
                                            </stackView>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Nk1-aa-001" firstAttribute="top" secondItem="Ng1-aa-001" secondAttribute="top" id="Nc2-aa-001"/>
                                            <constraint firstItem="Nk1-aa-001" firstAttribute="leading" secondItem="Ng1-aa-001" secondAttribute="leading" id="Nc3-aa-001"/>
                                            <constraint firstItem="Ng1-aa-001" firstAttribute="bottom" secondItem="Nk1-aa-001" secondAttribute="bottom" id="Nc4-aa-001"/>
                                            <constraint firstItem="Ng1-aa-001" firstAttribute="trailing" secondItem="Nk1-aa-001" secondAttribute="trailing" id="Nc5-aa-001"/>
                                        </constraints>
                                        <viewLayoutGuide key="safeArea" id="Ng1-aa-001"/>
                                    </view>
                                    <navigationItem key="navigationItem" id="Nn1-aa-001"/>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """, file: "Example.storyboard", note: "cwa-app-ios Main.storyboard: IB saved the scene with no bar above it; under the bars NibLayout assumes, the label would be -57.7 pt tall, which no device shows"),
            RuleExample("""
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="Lb1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="43.5"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Lb1-aa-001" id="Lb2-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="43.5"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" alignment="lastBaseline" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="Lb3-aa-001">
                                <rect key="frame" x="20" y="8.5" width="374" height="27.5"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Lb4-aa-001">
                                        <rect key="frame" x="0.0" y="7" width="76" height="20.5"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Title..." textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Lb5-aa-001">
                                        <rect key="frame" x="84" y="0.0" width="290" height="34"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        <textInputTraits key="textInputTraits"/>
                                    </textField>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Lb3-aa-001" firstAttribute="centerY" secondItem="Lb2-aa-001" secondAttribute="centerY" id="Lc1-aa-001"/>
                            <constraint firstItem="Lb5-aa-001" firstAttribute="width" secondItem="Lb2-aa-001" secondAttribute="width" multiplier="0.7" id="Lc2-aa-001"/>
                            <constraint firstAttribute="trailing" secondItem="Lb3-aa-001" secondAttribute="trailing" constant="20" symbolic="YES" id="Lc3-aa-001"/>
                            <constraint firstItem="Lb3-aa-001" firstAttribute="leading" secondItem="Lb2-aa-001" secondAttribute="leading" constant="20" symbolic="YES" id="Lc4-aa-001"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
                """, note: "a Ray Wenderlich course's form row: a row aligned on last baselines is as thin as its views allow, its first view's bottom on the row's, the taller text field sticking out below; the label's pull to a thinner row and the field's to a thicker one do not leave its height open"),
            RuleExample("""
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="100" id="Br1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Br1-aa-001" id="Br2-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacingType="standard" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Br3-aa-001">
                                <rect key="frame" x="20" y="23" width="374" height="54"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Br4-aa-001">
                                        <rect key="frame" x="0.0" y="0.0" width="374" height="26.5"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Author" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Br5-aa-001">
                                        <rect key="frame" x="0.0" y="30" width="374" height="24"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle3"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="height" constant="54" id="Bc1-aa-001"/>
                                </constraints>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Br3-aa-001" firstAttribute="centerY" secondItem="Br2-aa-001" secondAttribute="centerY" id="Bc2-aa-001"/>
                            <constraint firstItem="Br3-aa-001" firstAttribute="leading" secondItem="Br2-aa-001" secondAttribute="leading" constant="20" symbolic="YES" id="Bc3-aa-001"/>
                            <constraint firstAttribute="trailing" secondItem="Br3-aa-001" secondAttribute="trailing" constant="20" symbolic="YES" id="Bc4-aa-001"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
                """, note: "a Ray Wenderlich course's book cell: a column spaced by the system between baselines, held 54 tall, saves its title-2 and title-3 labels at their own heights; the system spacing follows the fonts, so the labels are not stretched to keep it at 8"),
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11201" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="Ft1-aa-001">
                    <scenes>
                        <scene sceneID="Fs1-aa-001">
                            <objects>
                                <viewController id="Ft1-aa-001" sceneMemberID="viewController">
                                    <layoutGuides>
                                        <viewControllerLayoutGuide type="top" id="Fg1-aa-001"/>
                                        <viewControllerLayoutGuide type="bottom" id="Fg2-aa-001"/>
                                    </layoutGuides>
                                    <view key="view" contentMode="scaleToFill" id="Fv1-aa-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="Fk1-aa-001">
                                                <subviews>
                                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Meal Name" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Fl1-aa-001">
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    </label>
                                                    <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Enter meal name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Ff1-aa-001">
                                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                                    </textField>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstAttribute="trailing" secondItem="Ff1-aa-001" secondAttribute="trailing" id="Fc1-aa-001"/>
                                                </constraints>
                                            </stackView>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Fk1-aa-001" firstAttribute="top" secondItem="Fg1-aa-001" secondAttribute="bottom" constant="20" id="Fc2-aa-001"/>
                                            <constraint firstItem="Fk1-aa-001" firstAttribute="leading" secondItem="Fv1-aa-001" secondAttribute="leadingMargin" id="Fc3-aa-001"/>
                                            <constraint firstAttribute="trailingMargin" secondItem="Fk1-aa-001" secondAttribute="trailing" id="Fc4-aa-001"/>
                                        </constraints>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """, file: "Example.storyboard", note: "Apple's FoodTracker lesson (Xcode 8, saved without frames): a column pinned by its top alone, whose height its label and rounded text field give; a text field is one line of its font high inside UIKit's border"),
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8" standalone="no"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="8191" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="Nv1-aa-001">
                    <scenes>
                        <scene sceneID="Ns1-aa-001">
                            <objects>
                                <viewController id="Nv1-aa-001" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="Nr1-aa-001">
                                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Nb1-aa-001">
                                                <rect key="frame" x="0.0" y="0.0" width="600" height="100"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Nb1-aa-001" firstAttribute="leading" secondItem="Nr1-aa-001" secondAttribute="leading" id="Nc1-aa-001"/>
                                            <constraint firstAttribute="trailing" secondItem="Nb1-aa-001" secondAttribute="trailing" id="Nc2-aa-001"/>
                                            <constraint firstItem="Nb1-aa-001" firstAttribute="top" secondItem="Nr1-aa-001" secondAttribute="top" id="Nc3-aa-001"/>
                                            <constraint firstItem="Nb1-aa-001" firstAttribute="height" secondItem="Nr1-aa-001" secondAttribute="height" multiplier="0.2" id="Nc4-aa-001"/>
                                        </constraints>
                                        <variation key="default">
                                            <mask key="constraints">
                                                <exclude reference="Nc3-aa-001"/>
                                                <exclude reference="Nc4-aa-001"/>
                                            </mask>
                                        </variation>
                                        <variation key="widthClass=compact">
                                            <mask key="constraints">
                                                <include reference="Nc3-aa-001"/>
                                                <include reference="Nc4-aa-001"/>
                                            </mask>
                                        </variation>
                                        <variation key="widthClass=regular">
                                            <mask key="constraints">
                                                <include reference="Nc3-aa-001"/>
                                                <include reference="Nc4-aa-001"/>
                                            </mask>
                                        </variation>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """, file: "Example.storyboard", note: "novoda's adaptive demos (Xcode 7, drawn Any × Any): a blur view pinned by its sides on the canvas and by its top and height in each width class; a device always has a width class, so what the canvas leaves open is no device's"),
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11201" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="Mp1-aa-001">
                    <scenes>
                        <scene sceneID="Ms1-aa-001">
                            <objects>
                                <viewController id="Mp1-aa-001" sceneMemberID="viewController">
                                    <layoutGuides>
                                        <viewControllerLayoutGuide type="top" id="Mg1-aa-001"/>
                                        <viewControllerLayoutGuide type="bottom" id="Mg2-aa-001"/>
                                    </layoutGuides>
                                    <view key="view" contentMode="scaleToFill" id="Mv1-aa-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        <subviews>
                                            <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="Mb1-aa-001"/>
                                            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="Mt1-aa-001"/>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Mb1-aa-001" firstAttribute="top" secondItem="Mg1-aa-001" secondAttribute="bottom" id="Mc1-aa-001"/>
                                            <constraint firstItem="Mb1-aa-001" firstAttribute="leading" secondItem="Mv1-aa-001" secondAttribute="leading" id="Mc2-aa-001"/>
                                            <constraint firstAttribute="trailing" secondItem="Mb1-aa-001" secondAttribute="trailing" id="Mc3-aa-001"/>
                                            <constraint firstItem="Mt1-aa-001" firstAttribute="top" secondItem="Mb1-aa-001" secondAttribute="bottom" id="Mc4-aa-001"/>
                                            <constraint firstItem="Mt1-aa-001" firstAttribute="leading" secondItem="Mv1-aa-001" secondAttribute="leading" id="Mc5-aa-001"/>
                                            <constraint firstAttribute="trailing" secondItem="Mt1-aa-001" secondAttribute="trailing" id="Mc6-aa-001"/>
                                            <constraint firstItem="Mt1-aa-001" firstAttribute="bottom" secondItem="Mg2-aa-001" secondAttribute="top" id="Mc7-aa-001"/>
                                        </constraints>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """, file: "Example.storyboard", note: "a Udacity course's movie picker (Xcode 8, saved without frames): a table hung from a search bar's bottom, which the bar's own 44-pt height places"),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        let project = SourceRuleSupport.project(context, document)
        let heldByCode = facts.outletDestinations
        // Drawn Any × Any, a view some size class constrains is laid out by that class on a device.
        let sizeClassLaidOut = LayoutSystem.viewsConstrainedOnlyInSizeClasses(of: document)
        for root in facts.layout.roots {
            // After a conflict one constraint is broken, and what it held is open: the conflict
            // is the finding there, not its consequences.
            guard root.solution.conflicts.isEmpty else { continue }
            // A self-sizing cell: only what stays open at the height its content gives it.
            let fitted = root.fittedSolution.map { solution in
                Dictionary(solution.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            }
            // A layout that squeezes a view below nothing (held at zero only by the engine's
            // bound) is no layout the app's author saw: an assumption of the model (a safe area,
            // a bar, an intrinsic size) is not the app's, and what it leaves open says nothing
            // (cwa-app-ios Main.storyboard: a label squeezed to -10.5 pt under a navigation bar
            // Interface Builder did not simulate).
            if (root.fittedSolution ?? root.solution).isSqueezed { continue }
            // The axes on which a view whose class gives its size in code is left open: what is
            // open beside it on those axes may be its size's doing, which the nib does not show
            // (beam's AlbumImageView, 70 × 74 in code, with a label pinned to its trailing edge).
            var codeSizedOpen = Set<LayoutAxis>()
            if let project {
                for solved in root.solution.views.dropFirst() where solved.status == .ambiguous
                    && Self.mayHaveCodedIntrinsicSize(solved.element, project: project, document: document) {
                    codeSizedOpen.formUnion(Self.axes(of: (fitted?[solved.id] ?? solved).ambiguity))
                }
            }
            // One finding per cause: a view whose every open axis is open in a container already
            // reported follows that container (iOS-planckForiOS's equal-spacing column of unknown
            // height: 11 views inside it, whose positions follow, one finding).
            var reported: [String: (index: Int, axes: Set<LayoutAxis>)] = [:]
            let openViews = (root.fittedSolution ?? root.solution).views.lazy.filter { $0.status == .ambiguous }.count
            var followers: [Int: Int] = [:]
            // Views open only along the length of the filling stack they are arranged in, by axis:
            // what is inside one moves with it, settled as it is (`calculatorScene`: a keypad
            // below two labels in a filling column, whose rows are not reported).
            var settledByStack: [String: Set<LayoutAxis>] = [:]
            let start = findings.count
            for solved in root.solution.views.dropFirst() where solved.status == .ambiguous {
                var view = solved
                if let fitted {
                    guard let refitted = fitted[solved.id], refitted.status == .ambiguous else { continue }
                    view = refitted
                }
                let axes = Self.axes(of: view.ambiguity)
                if !codeSizedOpen.isEmpty, axes.isSubset(of: codeSizedOpen) { continue }
                guard !view.element.isMarkedAmbiguous, !view.element.isMarkedMisplaced,
                      !root.scrollContentViewIDs.contains(view.id), !root.collapsedViewIDs.contains(view.id),
                      !root.accessoryViewIDs.contains(view.id), !root.proportionallyFilledViewIDs.contains(view.id),
                      !root.insideFlaggedViewIDs.contains(view.id), !root.placedByCodeViewIDs.contains(view.id) else { continue }
                if let project, Self.mayHaveCodedIntrinsicSize(view.element, project: project, document: document) { continue }
                if sizeClassLaidOut.contains(view.id) { continue }
                if Self.isSettledByFillingStack(view, along: root.fillingStackAxisByArrangedViewID[view.id]) {
                    settledByStack[view.id] = axes
                    continue
                }
                if view.element.ancestors.contains(where: { $0.id.flatMap { settledByStack[$0] }.map(axes.isSubset(of:)) ?? false }) { continue }
                // A view the code holds through an outlet, open only on axes the file holds it at
                // one edge, centre or size: the code adds the rest (zotero's collection views, their
                // bottoms pinned to the keyboard layout guide in code).
                if heldByCode.contains(view.id), let loose = root.looselyHeldAxes[view.id], axes.isSubset(of: loose) { continue }
                // An ambiguity only the linear weights' ties make is none on a device.
                if openViews <= LayoutFacts.tieCheckedOpenViews,
                   !facts.layout.staysAmbiguous(viewID: view.id, rootID: root.solution.rootID, fitted: fitted != nil) { continue }
                if let container = view.element.ancestors.lazy.compactMap({ $0.id.flatMap { reported[$0] } }).first(where: { axes.isSubset(of: $0.axes) }) {
                    followers[container.index, default: 0] += 1
                    continue
                }
                reported[view.id] = (findings.count - start, axes)
                findings.append(Finding(
                    view.element,
                    "\(CellElements.name(view.element)) has ambiguous layout: its constraints do not determine its \(view.ambiguity)",
                    hint: "add constraints that fix its \(view.ambiguity)"))
            }
            for (index, count) in followers {
                findings[start + index].message += " (\(count) view\(count == 1 ? "" : "s") inside it follow\(count == 1 ? "s" : ""))"
            }
        }
    }
}

extension AmbiguousLayoutRule {
    /// The view is arranged in a stack view that fills its length (`distribution` fill, the
    /// default) and is open only along that length: a tie of hugging or compression resistance
    /// between the stack's views, which UIStackView settles by their order in
    /// `arrangedSubviews`, as its documentation says of `.fill` (allodoctor's onboarding text,
    /// two labels hugging at 251 in a column taller than their text; Gigapet's two buttons
    /// resisting compression at 751 each).
    /// The axes an ambiguity is open along: horizontal for a horizontal position or a width,
    /// vertical for a vertical position or a height.
    static func axes(of ambiguity: LayoutAmbiguity) -> Set<LayoutAxis> {
        var axes: Set<LayoutAxis> = []
        if !ambiguity.isDisjoint(with: [.horizontalPosition, .width]) { axes.insert(.horizontal) }
        if !ambiguity.isDisjoint(with: [.verticalPosition, .height]) { axes.insert(.vertical) }
        return axes
    }

    /// A Stanford course's calculator (Xcode 8): a filling column pinned between the layout
    /// guides, holding two labels that hug at 251 and a fill-equally keypad of five rows of five
    /// buttons, saved where Interface Builder laid them out.
    static let calculatorScene: String = {
        let columns: [(x: String, width: String)] = [("0.0", "60.5"), ("70.5", "60.5"), ("141", "61"), ("212", "60.5"), ("282.5", "60.5")]
        let rows: [(y: String, height: String)] = [("0.0", "99"), ("109", "99.5"), ("218.5", "99"), ("327.5", "99.5"), ("437", "99")]
        let keypad = rows.enumerated().map { row, frame in
            let buttons = columns.enumerated().map { column, place in
                """
                                    <button buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="Kb\(row)-\(column)a-001">
                                        <rect key="frame" x="\(place.x)" y="0.0" width="\(place.width)" height="\(frame.height)"/>
                                    </button>
                """
            }.joined(separator: "\n")
            return """
                            <stackView distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="Kr\(row)-aa-001">
                                <rect key="frame" x="0.0" y="\(frame.y)" width="343" height="\(frame.height)"/>
                                <subviews>
            \(buttons)
                                </subviews>
                            </stackView>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11542" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="Kc0-aa-001">
                <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
                <scenes>
                    <scene sceneID="Ks0-aa-001">
                        <objects>
                            <viewController id="Kc0-aa-001" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="Kg1-aa-001"/>
                                    <viewControllerLayoutGuide type="bottom" id="Kg2-aa-001"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="Kv0-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <stackView axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="Kt1-aa-001">
                                            <rect key="frame" x="16" y="20" width="343" height="639"/>
                                            <subviews>
                                                <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text=" " textAlignment="right" translatesAutoresizingMaskIntoConstraints="NO" id="Kl1-aa-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="343" height="35"/>
                                                </label>
                                                <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text="0" textAlignment="right" translatesAutoresizingMaskIntoConstraints="NO" id="Kl2-aa-001">
                                                    <rect key="frame" x="0.0" y="45" width="343" height="48"/>
                                                </label>
                                                <stackView axis="vertical" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="Kt2-aa-001">
                                                    <rect key="frame" x="0.0" y="103" width="343" height="536"/>
                                                    <subviews>
            \(keypad)
                                                    </subviews>
                                                </stackView>
                                            </subviews>
                                        </stackView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Kt1-aa-001" firstAttribute="top" secondItem="Kg1-aa-001" secondAttribute="bottom" id="Kn1-aa-001"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="Kt1-aa-001" secondAttribute="trailing" id="Kn2-aa-001"/>
                                        <constraint firstItem="Kg2-aa-001" firstAttribute="top" secondItem="Kt1-aa-001" secondAttribute="bottom" constant="8" id="Kn3-aa-001"/>
                                        <constraint firstAttribute="leadingMargin" secondItem="Kt1-aa-001" secondAttribute="leading" id="Kn4-aa-001"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }()

    /// `axis`: the length's axis of the filling stack the view is arranged in
    /// (`LayoutFacts.Root.fillingStackAxisByArrangedViewID`), nil when it is not arranged in one.
    static func isSettledByFillingStack(_ view: SolvedView, along axis: LayoutAxis?) -> Bool {
        guard let axis else { return false }
        let along: LayoutAmbiguity = axis == .vertical ? [.verticalPosition, .height] : [.horizontalPosition, .width]
        return along.isSuperset(of: view.ambiguity)
    }

    /// allodoctor's onboarding text: a column of two labels hugging at 251, filling a view taller
    /// than their text; `rowUnlessPortraitPhone`: the stack is a row, which a size-class
    /// variation makes a column on a phone in portrait.
    static func onboardingText(rowUnlessPortraitPhone: Bool) -> String {
        let variation = rowUnlessPortraitPhone ? "\n                    <variation key=\"heightClass=regular-widthClass=compact\" axis=\"vertical\"/>" : ""
        return """
            <view id="Ov1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" \(rowUnlessPortraitPhone ? "" : "axis=\"vertical\" ")translatesAutoresizingMaskIntoConstraints="NO" id="Os1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                        <subviews>
                            <label opaque="NO" verticalHuggingPriority="251" text="Booking &amp; consultations" translatesAutoresizingMaskIntoConstraints="NO" id="Ol1-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="32"/>
                                <fontDescription key="fontDescription" type="system" pointSize="24"/>
                            </label>
                            <label opaque="NO" verticalHuggingPriority="251" numberOfLines="0" text="Find a doctor and book a visit." translatesAutoresizingMaskIntoConstraints="NO" id="Ol2-aa-001">
                                <rect key="frame" x="0.0" y="32" width="375" height="40"/>
                                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                            </label>
                        </subviews>\(variation)
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="Os1-aa-001" firstAttribute="top" secondItem="Ov1-aa-001" secondAttribute="top" id="Oc1-aa-001"/>
                    <constraint firstItem="Os1-aa-001" firstAttribute="leading" secondItem="Ov1-aa-001" secondAttribute="leading" id="Oc2-aa-001"/>
                    <constraint firstAttribute="trailing" secondItem="Os1-aa-001" secondAttribute="trailing" id="Oc3-aa-001"/>
                    <constraint firstAttribute="bottom" secondItem="Os1-aa-001" secondAttribute="bottom" id="Oc4-aa-001"/>
                </constraints>
            </view>
            """
    }

    /// A row: an `AlbumView` pinned at its leading and bottom edges only, and a label pinned to
    /// its trailing edge (both marked when `marked`).
    static func albumRow(marked: Bool) -> String {
        """
        <view id="Ar1-aa-001">
            <rect key="frame" x="0.0" y="0.0" width="375" height="90"/>
            <subviews>
                \(marked ? "↓" : "")<view translatesAutoresizingMaskIntoConstraints="NO" id="Aa1-aa-001" customClass="AlbumView" customModuleProvider="target">
                    <rect key="frame" x="8" y="8" width="70" height="74"/>
                </view>
                \(marked ? "↓" : "")<label text="All Photos" translatesAutoresizingMaskIntoConstraints="NO" id="Al1-aa-001">
                    <rect key="frame" x="86" y="21" width="77" height="21"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstAttribute="bottom" secondItem="Aa1-aa-001" secondAttribute="bottom" constant="8" id="Ac1-aa-001"/>
                <constraint firstItem="Aa1-aa-001" firstAttribute="leading" secondItem="Ar1-aa-001" secondAttribute="leading" constant="8" id="Ac2-aa-001"/>
                <constraint firstItem="Al1-aa-001" firstAttribute="leading" secondItem="Aa1-aa-001" secondAttribute="trailing" constant="8" id="Ac3-aa-001"/>
                <constraint firstItem="Al1-aa-001" firstAttribute="top" secondItem="Ar1-aa-001" secondAttribute="top" constant="21" id="Ac4-aa-001"/>
            </constraints>
        </view>
        """
    }

    /// `AlbumView`, whose class gives its size in code or not.
    static func albumView(sizedInCode: Bool) -> [String: String] {
        ["AlbumView.swift": "import UIKit\nclass AlbumView: UIView {\n" + (sizedInCode ? "    override var intrinsicContentSize: CGSize { CGSize(width: 70, height: 74) }\n" : "    var count = 0\n") + "}\n"]
    }

    /// Whether a custom-classed view may take its size from code the nib does not show: its
    /// class (or a class above it in the sources) overrides `intrinsicContentSize`, or its chain
    /// leaves the sources for a class nibcheck cannot see. Interface Builder saves such a view
    /// at the size the code gives it (element-ios LaunchLoadingView.xib: an `ElementView` centred
    /// without size constraints, whose class returns 130 × 128).
    static func mayHaveCodedIntrinsicSize(_ element: Element, project: ProjectFacts, document: Document) -> Bool {
        guard element.customClass != nil else { return false }
        guard let (_, chain) = SourceRuleSupport.checkedClass(of: element, project: project, document: document) else { return true }
        return !chain.isComplete || chain.property("intrinsicContentSize") != nil || chain.method("intrinsicContentSize") != nil
    }
}
