import NibDocument

/// `invalid-number`: Numbers are numbers, finite and in range.
public struct InvalidNumberRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "invalid-number", severity: .error,
        summary: "Numbers are numbers, finite and in range",
        explanation: """
            Frames, constraint constants, multipliers and priorities, tags, line counts, runtime \
            ranges, colour components and a segmented control's selected index are numbers \
            Interface Builder writes itself. A value that is not a number, is \
            infinite or NaN, or is out of range (a range location of 1e300, a priority of 2000) comes \
            from a hand edit or a bad merge; UIKit crashes on it ("CALayer position contains NaN", \
            an out-of-range NSRange) or silently uses something else.
            """,
        triggering: [
            RuleExample("""
                <label text="Title" id="In1-aa-001">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="range" keyPath="highlightedRange">
                            ↓<range key="value" location="1e300" length="4"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </label>
                """),
            RuleExample("""
                <view id="In1-aa-001">
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="In2-aa-001"/>
                    </subviews>
                    <constraints>
                        ↓<constraint firstItem="In2-aa-001" firstAttribute="width" constant="12" priority="2000" id="In3-aa-001"/>
                    </constraints>
                </view>
                """, note: "a priority above 1000"),
            RuleExample("""
                <view id="In1-aa-001">
                    ↓<color key="backgroundColor" red="nan" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
                """, note: "a colour component that is not a number"),
            RuleExample("""
                ↓<segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="9223372036854775807" id="In1-aa-001">
                    <segments>
                        <segment title="First"/>
                        <segment title="Second"/>
                    </segments>
                </segmentedControl>
                """, note: "a selected segment past the last one"),
            RuleExample("""
                <view id="In1-aa-001">
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="In2-aa-001"/>
                    </subviews>
                    <constraints>
                        ↓<constraint firstItem="In2-aa-001" firstAttribute="width" secondItem="In1-aa-001" secondAttribute="width" multiplier="two thirds" id="In3-aa-001"/>
                    </constraints>
                </view>
                """, note: "a multiplier that is no number, ratio or percentage, which the layout would read as 1"),
        ],
        nonTriggering: [
            RuleExample("""
                <label text="Title" id="In1-aa-001">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="range" keyPath="highlightedRange">
                            <range key="value" location="0" length="4"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </label>
                """),
            RuleExample("""
                <view id="In1-aa-001">
                    <color key="backgroundColor" red="1.2" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="extendedSRGB"/>
                </view>
                """, note: "extended-range sRGB goes past 1"),
            RuleExample("""
                <view id="In1-aa-001">
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="In2-aa-001"/>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="In4-aa-001"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="In2-aa-001" firstAttribute="width" secondItem="In1-aa-001" secondAttribute="width" multiplier="35%" id="In3-aa-001"/>
                        <constraint firstItem="In4-aa-001" firstAttribute="width" secondItem="In4-aa-001" secondAttribute="height" multiplier="2 / 3" id="In5-aa-001"/>
                    </constraints>
                </view>
                """, note: "comdori-wj's ConcurrencySample (Xcode 15): a multiplier typed as a percentage; a ratio typed with spaces, as Interface Builder keeps it (a RayWenderlich PackingList, Xcode 11.5)"),
            RuleExample("""
                <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="1" id="In1-aa-001">
                    <segments>
                        <segment title="First"/>
                        <segment title="Second"/>
                    </segments>
                </segmentedControl>
                """),
        ])

    /// Geometry beyond this many points is no real layout (the largest in real files is 1e7, a
    /// "very tall" placeholder), and far beyond it arithmetic on it loses all precision.
    static let geometryLimit = 1e12

    private static let scanned = [
        // 0…9: geometry of <rect>, <point>, <size>, <inset>
        "x", "y", "width", "height", "minX", "minY", "maxX", "maxY", "top", "bottom",
        // 10…11: insets
        "left", "right",
        // 12…14: constraints
        "constant", "multiplier", "priority",
        // 15…16: whole numbers on views
        "tag", "numberOfLines",
        // 17…18: runtime-attribute ranges
        "location", "length",
        // 19…23: colour components
        "red", "green", "blue", "alpha", "white",
        // 24: a segmented control's selection
        "selectedSegmentIndex",
    ]

    private static let geometryElements: Set<String> = ["rect", "point", "size", "inset", "edgeInsets", "directionalEdgeInsets"]

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard document.kind != .legacyArchive else { return }
        var found: [Finding] = []
        document.forEachAttribute(named: InvalidNumberRule.scanned, unless: InvalidNumberRule.isPlainlyValid) { element, which, value in
            let name = InvalidNumberRule.scanned[which]
            func report(_ what: String) {
                found.append(Finding(element, "\(name)=\"\(value)\" on <\(element.name)> \(what)",
                                     hint: "write a finite number in range, as Interface Builder does (open the file in Interface Builder and set it again)"))
            }
            switch which {
            case 0 ..< 12:
                guard InvalidNumberRule.geometryElements.contains(element.name) else { return }
                guard let number = Double(value) else { return report("is not a number") }
                if !number.isFinite || abs(number) > InvalidNumberRule.geometryLimit { report("is not a finite size in points") }
            case 12:
                guard element.name == "constraint" else { return }
                guard let number = Double(value) else { return report("is not a number") }
                if !number.isFinite || abs(number) > InvalidNumberRule.geometryLimit { report("is not a finite constant") }
            case 13:
                // A ratio ("16:9", "1/3") or a percentage ("35%") is a multiplier too.
                guard element.name == "constraint" else { return }
                guard let number = Constraint.multiplierValue(value) else {
                    return report("is not a number, a ratio (16:9, 1/3) or a percentage (35%)")
                }
                if !number.isFinite || number == 0 {
                    report("is not a finite, non-zero multiplier")
                }
            case 14:
                guard element.name == "constraint" else { return }
                guard let number = Double(value) else { return report("is not a number") }
                if !(number > 0 && number <= 1000) { report("is outside UIKit's priorities, 1 to 1000") }
            case 15, 16:
                guard !InvalidNumberRule.geometryElements.contains(element.name) else { return }
                guard InvalidNumberRule.wholeNumber(value) != nil else { return report("is not a whole number in range") }
            case 19 ..< 24:
                // Extended-range sRGB goes past 0…1, so only what is no number at all is wrong.
                guard element.name == "color" else { return }
                guard let number = Double(value) else { return report("is not a number") }
                if !number.isFinite { report("is not a finite colour component") }
            case 24:
                guard element.name == "segmentedControl" else { return }
                // -1 is UISegmentedControl.noSegment; past the last segment UIKit raises.
                let segments = element.child(named: "segments")?.children(named: "segment").count ?? 0
                guard let index = InvalidNumberRule.wholeNumber(value), index >= -1, segments == 0 || index < segments else {
                    return report("is not -1 (no segment) or the index of one of its \(segments) segments")
                }
            default:
                guard element.name == "range" else { return }
                guard let number = InvalidNumberRule.wholeNumber(value), number >= 0 else {
                    return report("is not a whole number from 0 to \(Int.max)")
                }
            }
        }
        findings.append(contentsOf: found)
    }

    /// Whether a value is one the checks below pass whatever element writes it, seen from its
    /// bytes alone: a plain decimal (`-12.5`) with at most 12 digits before the point for
    /// geometry, constants and colour components (finite, under `geometryLimit`), and one with a
    /// digit that is not 0 for a multiplier; a plain whole number of at most 18 digits for tags
    /// and line counts (in `Int`'s range); a whole number from 1 to 1000 for a priority.
    /// Everything else goes through the checks as a string.
    static func isPlainlyValid(_ which: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let number = PlainDecimal(bytes) else { return false }
        switch which {
        case 0 ..< 13, 19 ..< 24: return number.integerDigits <= 12
        case 13: return number.integerDigits <= 12 && number.hasNonZeroDigit
        case 14:
            return !number.isNegative && number.fractionDigits == 0 && number.integerDigits <= 4
                && number.digitValue >= 1 && number.digitValue <= 1000
        case 15, 16: return number.fractionDigits == 0 && number.integerDigits <= 18
        default: return false
        }
    }

    /// A whole number as written (`12`) or as a number with no fraction (`12.0`), within `Int`'s
    /// range; nil otherwise.
    static func wholeNumber(_ text: String) -> Int? {
        Int(text) ?? Double(text).flatMap { Int(exactly: $0) }
    }
}
