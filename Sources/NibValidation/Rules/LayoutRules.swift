import NibContract
import NibDocument
import NibLayout

// The three rules computed by solving the document's constraints (NibLayout), rather than read
// from Interface Builder's flags. A view IB flagged itself (`misplaced="YES"`,
// `ambiguous="YES"`) keeps IB's finding (misplaced-view, ambiguous-view) and gets no second one
// from these rules.

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
            installed. The finding is at one constraint of a minimal conflicting set and lists the \
            others: removing any one of them, or lowering its priority, resolves the conflict. A \
            conflict with the canvas size is reported only for roots held at that size (a scene's \
            view, File's Owner's view): a self-sizing cell or a view the code sizes takes another. \
            Nor is a conflict reported that involves a constraint connected to an outlet: the code \
            holds it, and may deactivate it or change its constant before it matters; nor one that \
            needs the content size (hugging, compression resistance) of a view connected to an \
            outlet, whose image or text the code may set; nor one that involves a placeholder \
            constraint ("Remove at build time"), which Xcode leaves out of the built app. A file with \
            size-class variations is solved again under each size class they install other \
            constraints or values for, and a conflict found only there says which (`wR,hR`: an \
            iPad); there the canvas size is another device's, so conflicts with it are left out. A \
            warning, not an error: UIKit breaks one constraint and goes on; what the user sees \
            depends on which.
            """,
        triggering: [
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
        ],
        nonTriggering: [
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
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        var reporter = ConflictReporter(heldByCode: facts.outletDestinations)
        for root in facts.layout.roots {
            reporter.reportedStackConstraints = []
            reporter.report(root.solution.conflicts, rootSizeIsFixed: root.sizeIsFixed, into: &findings)
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
    }

    /// Turns conflicts into findings, one per cause, leaving out what the run time or the code may
    /// resolve.
    private struct ConflictReporter {
        /// Constraints the code holds through an outlet: it may deactivate them or change their
        /// constants (pocket-casts PCSearchBarController swaps two that conflict in the file).
        let heldByCode: Set<String>
        /// Each finding's line and message.
        var seen = Set<String>()
        /// Each conflict reported, as its constraints' texts: one found again under another size
        /// class is not reported twice.
        var reported = Set<Set<String>>()
        /// One cause, one finding: a stack view's own constraint (its alignment of an arranged
        /// view, say) in a conflict already reported is the same cause met again as the later
        /// constraints go in (cwa-app-ios EndOfLifeThankYouCell.xib: a text view pinned 16 pt in
        /// from the card that a fill-aligned stack holds at its edge, reported three times).
        var reportedStackConstraints = Set<String>()

        init(heldByCode: Set<String>) {
            self.heldByCode = heldByCode
        }

        /// `sizeClasses`: the size classes other than the device's the conflicts hold under, if
        /// they were found there; `rootSizeIsFixed`: whether something outside the nib holds the
        /// root at the size it was solved at.
        mutating func report(_ conflicts: [LayoutConflict], rootSizeIsFixed: Bool, sizeClasses: [SizeClasses] = [],
                             into findings: inout [Finding]) {
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
                // A hidden arranged view's own size against its collapse: hidden-arranged-view-conflict.
                if conflict.all.contains(where: \.isStackViewHiding) { continue }
                let nib = conflict.all.reversed().compactMap(\.nibConstraint)
                guard let at = nib.first else { continue }
                // Under another size class, only what the device's layout did not already show.
                let texts = Set(conflict.all.map(\.text))
                if !sizeClasses.isEmpty, reported.contains(texts) { continue }
                let mine = conflict.all.first { $0.nibConstraint?.element == at.element }?.text ?? at.id ?? "?"
                let others = conflict.all.filter { $0.nibConstraint?.element != at.element }.map(\.text)
                let under = sizeClasses.isEmpty ? "" : " under size classes \(sizeClasses.map(\.description).joined(separator: " and "))"
                let message = "Unable to simultaneously satisfy constraints\(under): \(mine) "
                    + "cannot hold together with \(others.joined(separator: "; "))"
                guard seen.insert("\(at.element.line):\(message)").inserted else { continue }
                reported.insert(texts)
                let stackConstraints = conflict.all.compactMap(\.stackViewCause)
                if stackConstraints.contains(where: reportedStackConstraints.contains) { continue }
                reportedStackConstraints.formUnion(stackConstraints)
                findings.append(Finding(
                    at.element, message,
                    hint: "remove one of these constraints or give it a priority below 1000"
                        + (sizeClasses.isEmpty ? "" : " (in the size class variations that install it)")))
            }
        }
    }
}

/// `hidden-arranged-view-conflict`: a hidden arranged view's required size fights its collapse.
public struct HiddenArrangedViewConflictRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "hidden-arranged-view-conflict", severity: .warning,
        summary: "A hidden arranged view's size can give way when the stack view collapses it",
        explanation: """
            A stack view collapses a hidden arranged view with a required constraint of its own \
            (UISV-hiding: size 0 along the axis). A required size on the view fights it: UIKit logs \
            "Unable to simultaneously satisfy constraints", breaks one of them and carries on, and \
            Interface Builder shows the view at full size and flags nothing. The layout is as \
            intended, but the log hides real conflicts; a size at priority 999 says what is meant.
            """,
        triggering: [
            RuleExample("""
                <view id="Hv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <subviews>
                        <stackView spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="Hs1-aa-001">
                            <rect key="frame" x="16" y="12" width="343" height="20.5"/>
                            <subviews>
                                <imageView hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Hi1-aa-001">
                                    <rect key="frame" x="-16" y="0.0" width="16" height="20.5"/>
                                    <constraints>
                                        ↓<constraint firstAttribute="width" constant="16" id="Hw1-aa-001"/>
                                    </constraints>
                                </imageView>
                                <label text="Episode" translatesAutoresizingMaskIntoConstraints="NO" id="Hl1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="343" height="20.5"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Hs1-aa-001" firstAttribute="leading" secondItem="Hv1-aa-001" secondAttribute="leading" constant="16" id="Hc1-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Hs1-aa-001" secondAttribute="trailing" constant="16" id="Hc2-aa-001"/>
                        <constraint firstItem="Hs1-aa-001" firstAttribute="top" secondItem="Hv1-aa-001" secondAttribute="top" constant="12" id="Hc3-aa-001"/>
                    </constraints>
                </view>
                """, note: "pocket-casts-ios EpisodeCell.xib: a hidden 16-pt indicator in a horizontal stack"),
            RuleExample("""
                <view id="Hv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <subviews>
                        <stackView spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="Hs1-aa-001">
                            <rect key="frame" x="16" y="12" width="343" height="20.5"/>
                            <subviews>
                                <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="YES" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="Ha1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="16" height="20.5"/>
                                    <constraints>
                                        ↓<constraint firstAttribute="width" constant="16" id="Hw1-aa-001"/>
                                    </constraints>
                                </activityIndicatorView>
                                <label text="Episode" translatesAutoresizingMaskIntoConstraints="NO" id="Hl1-aa-001">
                                    <rect key="frame" x="21" y="0.0" width="322" height="20.5"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Hs1-aa-001" firstAttribute="leading" secondItem="Hv1-aa-001" secondAttribute="leading" constant="16" id="Hc1-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Hs1-aa-001" secondAttribute="trailing" constant="16" id="Hc2-aa-001"/>
                        <constraint firstItem="Hs1-aa-001" firstAttribute="top" secondItem="Hv1-aa-001" secondAttribute="top" constant="12" id="Hc3-aa-001"/>
                    </constraints>
                </view>
                """, note: "pocket-casts-ios EpisodeCell.xib: a stopped activity indicator, which Interface Builder shows and run time hides"),
            RuleExample("""
                <view id="Hv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="Hn1-aa-001">
                            <rect key="frame" x="6" y="20" width="369" height="50"/>
                            <subviews>
                                <stackView alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="Hs1-aa-001">
                                    <rect key="frame" x="0.0" y="7" width="369" height="36"/>
                                    <subviews>
                                        <stackView hidden="YES" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="Hs2-aa-001">
                                            <rect key="frame" x="184.5" y="0.0" width="0.0" height="36"/>
                                            <subviews>
                                                <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Hb1-aa-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="0.0" height="36"/>
                                                    <state key="normal" title="Load more"/>
                                                </button>
                                            </subviews>
                                        </stackView>
                                        <label text="History" translatesAutoresizingMaskIntoConstraints="NO" id="Hl1-aa-001">
                                            <rect key="frame" x="0.0" y="0.0" width="369" height="20.5"/>
                                        </label>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Hs1-aa-001" firstAttribute="leading" secondItem="Hn1-aa-001" secondAttribute="leading" id="Hc1-aa-001"/>
                                <constraint firstAttribute="trailing" secondItem="Hs1-aa-001" secondAttribute="trailing" id="Hc2-aa-001"/>
                                <constraint firstItem="Hs1-aa-001" firstAttribute="centerY" secondItem="Hn1-aa-001" secondAttribute="centerY" id="Hc3-aa-001"/>
                                <constraint firstAttribute="height" constant="50" id="Hc4-aa-001"/>
                                ↓<constraint firstItem="Hb1-aa-001" firstAttribute="centerX" secondItem="Hn1-aa-001" secondAttribute="centerX" id="Hc5-aa-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Hn1-aa-001" firstAttribute="trailing" secondItem="Hv1-aa-001" secondAttribute="trailing" id="Hc6-aa-001"/>
                        <constraint firstItem="Hn1-aa-001" firstAttribute="bottom" secondItem="Hv1-aa-001" secondAttribute="bottom" id="Hc7-aa-001"/>
                        <constraint firstItem="Hn1-aa-001" firstAttribute="top" secondItem="Hv1-aa-001" secondAttribute="top" constant="20" id="Hc8-aa-001"/>
                        <constraint firstItem="Hn1-aa-001" firstAttribute="leading" secondItem="Hv1-aa-001" secondAttribute="leading" constant="6" id="Hc9-aa-001"/>
                    </constraints>
                </view>
                """, note: "lumenshine LoadTransactionsHistoryViewController.xib: a button filling a hidden stack, centred on its container; the centring fights the collapse, not the container's edges"),
        ],
        nonTriggering: [
            RuleExample("""
                <view id="Hv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <subviews>
                        <stackView spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="Hs1-aa-001">
                            <rect key="frame" x="16" y="12" width="343" height="20.5"/>
                            <subviews>
                                <imageView hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Hi1-aa-001">
                                    <rect key="frame" x="-16" y="0.0" width="16" height="20.5"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="16" priority="999" id="Hw1-aa-001"/>
                                    </constraints>
                                </imageView>
                                <label text="Episode" translatesAutoresizingMaskIntoConstraints="NO" id="Hl1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="343" height="20.5"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Hs1-aa-001" firstAttribute="leading" secondItem="Hv1-aa-001" secondAttribute="leading" constant="16" id="Hc1-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Hs1-aa-001" secondAttribute="trailing" constant="16" id="Hc2-aa-001"/>
                        <constraint firstItem="Hs1-aa-001" firstAttribute="top" secondItem="Hv1-aa-001" secondAttribute="top" constant="12" id="Hc3-aa-001"/>
                    </constraints>
                </view>
                """),
        ])

    /// The ids of the views, and of every view inside them.
    static func subtree(of ids: [String], in document: Document) -> Set<String> {
        var result = Set(ids)
        for id in ids {
            guard let view = document.element(withID: id) else { continue }
            for element in view.descendants { if let inner = element.id { result.insert(inner) } }
        }
        return result
    }

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        var seen = Set<String>()
        for root in facts.layout.roots {
            for conflict in root.solution.conflicts where conflict.all.contains(where: \.isStackViewHiding) {
                // At the constraint that fights the collapse (the one to lower): one that ties the
                // hidden view's subtree to a view outside it (lumenshine: a button inside a hidden
                // stack centred on the safe area; lowering the container's edge instead would let
                // the whole header collapse), else one of the hidden view's own, else one inside
                // it, else the first of the file's.
                let hidden = Set(conflict.all.flatMap(\.hiddenArrangedViewIDs))
                let subtree = HiddenArrangedViewConflictRule.subtree(of: Array(hidden), in: document)
                let fromFile = conflict.all.filter { $0.nibConstraint != nil }
                let crossing = fromFile.first { description in
                    description.viewIDs.contains(where: subtree.contains) && !description.viewIDs.allSatisfy(subtree.contains)
                }
                let own = fromFile.first { !hidden.isDisjoint(with: $0.viewIDs) }
                let inside = fromFile.first { !subtree.isDisjoint(with: $0.viewIDs) }
                guard let at = (crossing ?? own ?? inside ?? fromFile.first)?.nibConstraint,
                      seen.insert("\(at.element.line):\(at.element.column)").inserted else { continue }
                let mine = conflict.all.first { $0.nibConstraint?.element == at.element }?.text ?? at.id ?? "?"
                findings.append(Finding(
                    at.element,
                    "\(mine) fights the stack view's collapse of a hidden arranged view (UISV-hiding); UIKit logs \"Unable to simultaneously satisfy constraints\" and breaks one",
                    hint: "give this constraint priority 999, so the stack view can collapse the view without a conflict"))
            }
        }
        // A stopped activity indicator that hides when stopped: Interface Builder shows it, so the
        // layout above (Interface Builder's) lays it out; at run time it is hidden and collapses,
        // against a required size of its own along the stack's axis.
        for stack in document.elements(named: "stackView") {
            let along = stack[attribute: "axis"] == "vertical" ? "height" : "width"
            guard let arranged = stack.child(named: "subviews") else { continue }
            for view in arranged.children where view[attribute: "hidden"] == "YES" && LayoutRoot.isStoppedActivityIndicator(view) {
                for constraint in view.constraints where constraint.element[attribute: "firstAttribute"] == along && constraint.secondItem == nil
                    && constraint.priority == .required && constraint.relation != .lessThanOrEqual && constraint.constant > 0 {
                    guard seen.insert("\(constraint.element.line):\(constraint.element.column)").inserted else { continue }
                    findings.append(Finding(
                        constraint.element,
                        "the required \(along) \(LayoutFormat.number(constraint.constant)) of the stopped activity indicator \(view.id ?? "?") fights the stack view's collapse of it at run time, where it is hidden (UISV-hiding); UIKit logs \"Unable to simultaneously satisfy constraints\" and breaks one",
                        hint: "give this constraint priority 999, so the stack view can collapse the indicator without a conflict"))
                }
            }
        }
    }
}

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
            size, the engine collapses them as UIKit does), views inside a fillProportionally stack \
            view (it shares its length by sizes NibLayout reads from saved frames, which a stale \
            file contradicts), views of a custom class whose code gives them an intrinsic content \
            size (an intrinsicContentSize override in the sources, or a superclass the sources do \
            not show) and what is open beside them on an axis they leave open, and frames that differ by less than a point (the saved sizes the engine \
            works from are rounded to the pixel). Each finding must hold under every assumption \
            nibcheck cannot check, so also not reported: what is open in a cell only at its saved \
            height (a self-sizing cell is laid out as UIKit sizes it, as short as its content \
            allows), views inside a view Interface Builder flagged ambiguous itself (one cause, one \
            finding: ambiguous-view's), views no constraint of the file mentions and what they \
            hold (the code places them), and roots whose solution gives a view a negative size \
            (an assumption of the model, a bar or a safe area, is not the app's), and a view \
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
                                    ↓<label text="Account" translatesAutoresizingMaskIntoConstraints="NO" id="Tl1-aa-001">
                                        <rect key="frame" x="0.0" y="0.0" width="343" height="20.5"/>
                                    </label>
                                    ↓<label text="Signed in" translatesAutoresizingMaskIntoConstraints="NO" id="Tl2-aa-001">
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
                """, note: "seafile-iOS SeafStart.storyboard's kind of header: a table's header view is laid out as a root of its own; nothing places the stack in it vertically, nor its labels with it"),
        ],
        nonTriggering: [
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
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        let project = SourceRuleSupport.project(context, document)
        let heldByCode = facts.outletDestinations
        for root in facts.layout.roots {
            // After a conflict one constraint is broken, and what it held is open: the conflict
            // is the finding there, not its consequences.
            guard root.solution.conflicts.isEmpty else { continue }
            // A self-sizing cell: only what stays open at the height its content gives it.
            let fitted = root.fittedSolution.map { solution in
                Dictionary(solution.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            }
            // A negative width or height is no layout a device shows: an assumption of the model
            // (a safe area, a bar, an intrinsic size) is not the app's, and what it leaves open
            // says nothing (cwa-app-ios Main.storyboard: a label squeezed to -10.5 pt under a
            // navigation bar Interface Builder did not simulate).
            if (root.fittedSolution ?? root.solution).views.contains(where: \.hasNegativeSize) { continue }
            // The axes on which a view whose class gives its size in code is left open: what is
            // open beside it on those axes may be its size's doing, which the nib does not show
            // (beam's AlbumImageView, 70 × 74 in code, with a label pinned to its trailing edge).
            var codeSizedOpen: (horizontal: Bool, vertical: Bool) = (false, false)
            if let project {
                for solved in root.solution.views.dropFirst() where solved.status == .ambiguous
                    && Self.mayHaveCodedIntrinsicSize(solved.element, project: project, document: document) {
                    let view = fitted?[solved.id] ?? solved
                    if !view.ambiguity.isDisjoint(with: [.horizontalPosition, .width]) { codeSizedOpen.horizontal = true }
                    if !view.ambiguity.isDisjoint(with: [.verticalPosition, .height]) { codeSizedOpen.vertical = true }
                }
            }
            for solved in root.solution.views.dropFirst() where solved.status == .ambiguous {
                var view = solved
                if let fitted {
                    guard let refitted = fitted[solved.id], refitted.status == .ambiguous else { continue }
                    view = refitted
                }
                if codeSizedOpen.horizontal || codeSizedOpen.vertical {
                    let horizontal = !view.ambiguity.isDisjoint(with: [.horizontalPosition, .width])
                    let vertical = !view.ambiguity.isDisjoint(with: [.verticalPosition, .height])
                    if (!horizontal || codeSizedOpen.horizontal) && (!vertical || codeSizedOpen.vertical) { continue }
                }
                guard !view.element.isMarkedAmbiguous, !view.element.isMarkedMisplaced,
                      !root.scrollContentViewIDs.contains(view.id), !root.collapsedViewIDs.contains(view.id),
                      !root.accessoryViewIDs.contains(view.id), !root.proportionallyFilledViewIDs.contains(view.id),
                      !root.insideFlaggedViewIDs.contains(view.id), !root.placedByCodeViewIDs.contains(view.id) else { continue }
                if let project, Self.mayHaveCodedIntrinsicSize(view.element, project: project, document: document) { continue }
                // A view the code holds through an outlet, open only on axes the file holds it at
                // one edge, centre or size: the code adds the rest (zotero's collection views, their
                // bottoms pinned to the keyboard layout guide in code).
                if heldByCode.contains(view.id), let loose = root.looselyHeldAxes[view.id] {
                    let horizontal = !view.ambiguity.isDisjoint(with: [.horizontalPosition, .width])
                    let vertical = !view.ambiguity.isDisjoint(with: [.verticalPosition, .height])
                    if (!horizontal || loose.contains(.horizontal)) && (!vertical || loose.contains(.vertical)) { continue }
                }
                findings.append(Finding(
                    view.element,
                    "\(CellElements.name(view.element)) has ambiguous layout: its constraints do not determine its \(view.ambiguity)",
                    hint: "add constraints that fix its \(view.ambiguity)"))
            }
        }
    }
}

extension AmbiguousLayoutRule {
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

enum LayoutRuleText {
    static func differs(_ a: Rect, _ b: Rect) -> Bool {
        maximumDifference(a, b) > 0.5
    }

    /// The largest difference between the two frames' origins and sizes.
    static func maximumDifference(_ a: Rect, _ b: Rect) -> Double {
        max(abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height))
    }
}

extension MisplacedFrameRule {
    /// Whether the view shows an SF Symbol (`image="calendar" catalog="system"` on an image view,
    /// a button state's symbol image, or an `<imageReference key="image" catalog="system">`,
    /// which Xcode writes for a symbol with a scale or rendering mode).
    /// How far a symbol's frame may lie from its alignment rectangle: 4 pt, or a fifth of the
    /// symbol's larger side, whose insets grow with its size and scale (a large-scale 25-pt
    /// symbol is saved 4.5 pt taller than its constraints).
    static func symbolTolerance(_ frame: Rect) -> Double {
        max(4, 0.2 * max(frame.width, frame.height))
    }

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

extension SolvedView {
    /// Whether the solved frame has a negative width or height (beyond the pixel rounding of
    /// saved sizes).
    var hasNegativeSize: Bool {
        guard let solved else { return false }
        return solved.width < -1 || solved.height < -1
    }
}

extension LayoutConstraintDescription {
    /// Whether this is a stack view's collapse of a hidden arranged view (`UISV-hiding`).
    var isStackViewHiding: Bool {
        if case .stackView(_, let identifier) = origin { return identifier == "UISV-hiding" }
        return false
    }

    /// The arranged views a UISV-hiding constraint collapses: the views it relates other than
    /// the stack view that made it.
    var hiddenArrangedViewIDs: [String] {
        guard case .stackView(let stack, "UISV-hiding") = origin else { return [] }
        return viewIDs.filter { $0 != stack }
    }

    /// The view whose content size (hugging or compression resistance) this is, if it is one.
    var contentSizeViewID: String? {
        if case .contentSize(let viewID) = origin { return viewID }
        return nil
    }

    /// A constraint a stack view made, as a cause: the stack, what it made (its identifier) and
    /// the arranged views it holds, whichever edge it pins (a fill alignment's leading and
    /// trailing constraints on one view are one cause); nil for any other constraint.
    var stackViewCause: String? {
        guard case .stackView(let stack, let identifier) = origin else { return nil }
        return ([stack, identifier] + viewIDs).joined(separator: " ")
    }

    /// Whether this is the size the root is laid out at, not a constraint of the file.
    var isRootSize: Bool {
        if case .rootSize = origin { return true }
        return false
    }
}
