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
            holds it, and may deactivate it or change its constant before it matters. A warning, not \
            an error: UIKit breaks one constraint and goes on; what the user sees depends on which.
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
        ],
        nonTriggering: [
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
        var seen = Set<String>()
        // Constraints the code holds through an outlet: it may deactivate them or change their
        // constants (pocket-casts PCSearchBarController swaps two that conflict in the file).
        let heldByCode = facts.outletDestinations
        for root in facts.layout.roots {
            for conflict in root.solution.conflicts {
                if conflict.all.contains(where: { $0.nibConstraint?.id.map(heldByCode.contains) == true }) { continue }
                // A conflict with the canvas size of a root nothing holds at that size (a
                // self-sizing cell, a view the code sizes) is not one at run time.
                if !root.sizeIsFixed, conflict.all.contains(where: \.isRootSize) { continue }
                // A hidden arranged view's own size against its collapse: hidden-arranged-view-conflict.
                if conflict.all.contains(where: \.isStackViewHiding) { continue }
                let nib = conflict.all.reversed().compactMap(\.nibConstraint)
                guard let at = nib.first else { continue }
                let mine = conflict.all.first { $0.nibConstraint?.element == at.element }?.text ?? at.id ?? "?"
                let others = conflict.all.filter { $0.nibConstraint?.element != at.element }.map(\.text)
                let message = "Unable to simultaneously satisfy constraints: \(mine) "
                    + "cannot hold together with \(others.joined(separator: "; "))"
                guard seen.insert("\(at.element.line):\(message)").inserted else { continue }
                findings.append(Finding(
                    at.element, message,
                    hint: "remove one of these constraints or give it a priority below 1000"))
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

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        var seen = Set<String>()
        for root in facts.layout.roots {
            for conflict in root.solution.conflicts where conflict.all.contains(where: \.isStackViewHiding) {
                // At the hidden view's own constraint (the one to lower), else the first of the file's.
                let hidden = Set(conflict.all.filter(\.isStackViewHiding).flatMap(\.viewIDs))
                let own = conflict.all.first { $0.nibConstraint != nil && !hidden.isDisjoint(with: $0.viewIDs) }
                guard let at = (own ?? conflict.all.first { $0.nibConstraint != nil })?.nibConstraint,
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
            finding), views inside a scroll view, whose content size NibLayout models loosely, \
            hidden arranged views and what they hold (Interface Builder lays them out at their own \
            size, the engine collapses them as UIKit does), views inside a fillProportionally stack \
            view (it shares its length by sizes NibLayout reads from saved frames, which a stale \
            file contradicts), views of a custom class whose code gives them an intrinsic content \
            size (an intrinsicContentSize override in the sources, or a superclass the sources do \
            not show), and frames that differ by less than a point (the saved sizes the engine \
            works from are rounded to the pixel).
            """,
        triggering: [
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
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        let project = SourceRuleSupport.project(context, document)
        for root in facts.layout.roots {
            // After a conflict one constraint is broken, and what it held is open: the conflict
            // is the finding there, not its consequences.
            guard root.solution.conflicts.isEmpty else { continue }
            for view in root.solution.views.dropFirst() where view.status == .ambiguous {
                guard !view.element.isMarkedAmbiguous, !view.element.isMarkedMisplaced,
                      !root.scrollContentViewIDs.contains(view.id), !root.collapsedViewIDs.contains(view.id),
                      !root.accessoryViewIDs.contains(view.id), !root.proportionallyFilledViewIDs.contains(view.id) else { continue }
                if let project, Self.mayHaveCodedIntrinsicSize(view.element, project: project, document: document) { continue }
                findings.append(Finding(
                    view.element,
                    "\(CellElements.name(view.element)) has ambiguous layout: its constraints do not determine its \(view.ambiguity)",
                    hint: "add constraints that fix its \(view.ambiguity)"))
            }
        }
    }
}

extension AmbiguousLayoutRule {
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
            A view showing an SF Symbol is not reported within a few points: its constraints act on \
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
                      !(Self.showsSymbol(view.element) && LayoutRuleText.maximumDifference(view.stored, solved) <= 4) else { continue }
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
    /// or a button state's symbol image).
    static func showsSymbol(_ element: Element) -> Bool {
        if element[attribute: "catalog"] == "system" { return true }
        return element.children.contains { $0.name == "state" && $0[attribute: "catalog"] == "system" }
    }
}

extension LayoutConstraintDescription {
    /// Whether this is a stack view's collapse of a hidden arranged view (`UISV-hiding`).
    var isStackViewHiding: Bool {
        if case .stackView(_, let identifier) = origin { return identifier == "UISV-hiding" }
        return false
    }

    /// Whether this is the size the root is laid out at, not a constraint of the file.
    var isRootSize: Bool {
        if case .rootSize = origin { return true }
        return false
    }
}
