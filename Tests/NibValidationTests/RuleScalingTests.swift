import Foundation
import NibDocument
import NibTestSupport
import NibValidation
import Testing

/// Every rule must be linear (or n log n) in the document's size. Each rule gets a generated
/// input built to make a quadratic implementation blow up (thousands of whatever the rule looks
/// at, all different where a pairwise comparison would scan them all). The rule's time is
/// measured against parsing the same bytes, at n and at 4n items: a linear rule's time grows
/// about 4× (as the parse's does), a quadratic one's about 16×.
@Suite(.serialized) struct RuleScalingTests {
    // 3,000 and 12,000: a pairwise pass over 12,000 items (144 million steps) dwarfs a linear
    // one, and the suite, serialized, takes seconds in the optimized build it runs in.
    static let small = 3_000
    static let large = 12_000
    /// Linear rules grow 4–5× from n to 4n, up to 8× on a noisy machine; quadratic ones 14–16×.
    static let allowedGrowth = 10.0
    /// And at 4n, no rule may cost more than this many parses of the same bytes.
    static let allowedRatio = 40.0

    struct Case: CustomTestStringConvertible, Sendable {
        let rule: RuleID
        let xml: @Sendable (Int) -> String
        var registration: CellRegistration?
        /// For a storyboard the app starts with: the Info.plist key that names it.
        var storyboardEntry: StoryboardEntry?
        /// What sets this case apart from the rule's other cases, if it has any.
        var variant: String?
        var testDescription: String { variant.map { "\(rule.rawValue) (\($0))" } ?? rule.rawValue }
    }

    static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        \(objects)
            </objects>
        </document>
        """
    }

    static func storyboard(_ scene: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
        \(scene)
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A storyboard with one scene per line of `objects` (as `many` writes them).
    static func storyboardScenes(_ objects: String) -> String {
        let scenes = objects.split(separator: "\n").enumerated().map { index, object in
            "<scene sceneID=\"s\(index)\"><objects>\(object)</objects></scene>"
        }.joined(separator: "\n")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc0">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// A root view with `count` subviews at (0, 0), each pinned by its leading and top edges and
    /// its height, plus whatever `extra` adds for it (the rules' triggers).
    static func layoutRoot(_ count: Int, savedWidth: Int = 10, _ extra: (Int) -> String) -> String {
        let subviews = many(count) { "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v\($0)\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"\(savedWidth)\" height=\"10\"/></view>" }
        let constraints = many(count) { index in
            """
            <constraint firstItem="v\(index)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l\(index)"/>
            <constraint firstItem="v\(index)" firstAttribute="top" secondItem="root" secondAttribute="top" id="t\(index)"/>
            <constraint firstItem="v\(index)" firstAttribute="height" constant="10" id="h\(index)"/>
            \(extra(index))
            """
        }
        // The first view gets a second, conflicting width in the unsatisfiable case.
        let conflict = "<constraint firstItem=\"v0\" firstAttribute=\"width\" constant=\"30\" id=\"conflict\"/>"
        return xib("""
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <subviews>\(subviews)</subviews>
            <constraints>\(constraints)\(extra(0).contains("constant=\"20\"") ? conflict : "")</constraints>
            </view>
            """)
    }

    static func many(_ count: Int, _ body: (Int) -> String) -> String {
        (0 ..< count).map(body).joined(separator: "\n")
    }

    static func cell(_ inside: String, reuseIdentifier: String = "Cell") -> String {
        """
        <tableViewCell contentMode="scaleToFill" reuseIdentifier="\(reuseIdentifier)" id="cell" customClass="Cell">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <tableViewCellContentView key="contentView" id="content">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            </tableViewCellContentView>
            \(inside)
        </tableViewCell>
        """
    }

    /// The cases written here, then one derived from its example for every rule without one.
    static let cases: [Case] = {
        let written = Set(writtenCases.map(\.rule))
        return writtenCases + Validator.allRules.filter { !written.contains($0.id) }.compactMap(derivedCase)
    }()

    static let writtenCases: [Case] = [
        Case(rule: .legacyFormat, xml: { count in
            "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"><data>" + many(count) { "<object class=\"IBUIView\" id=\"\($0)\"/>" } + "</data></archive>"
        }),
        Case(rule: .cellTopLevelObjects, xml: { count in xib(cell("") + many(count) { "<view id=\"v\($0)\"/>" }) },
             registration: CellRegistration(kind: .tableViewCell, reuseIdentifier: "Cell")),
        Case(rule: .reuseIdentifierMismatch, xml: { count in xib(cell("", reuseIdentifier: "Other") + many(count) { "<gestureRecognizer id=\"g\($0)\"/>" }) },
             registration: CellRegistration(kind: .tableViewCell, reuseIdentifier: "Cell")),
        Case(rule: .customClassMismatch, xml: { count in xib(cell("") + many(count) { "<view id=\"v\($0)\" customClass=\"Other\"/>" }) },
             registration: CellRegistration(kind: .tableViewCell, reuseIdentifier: "Cell", className: "Expected")),
        Case(rule: .cellSubviewOutsideContentView, xml: { count in
            xib(cell("<subviews>" + many(count) { "<label id=\"l\($0)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/></label>" } + "</subviews>"))
        }),
        Case(rule: .duplicateID, xml: { count in xib(many(count) { _ in "<view id=\"same\"/>" }) }),
        Case(rule: .danglingReference, xml: { count in
            xib("<view id=\"root\"><connections>" + many(count) { "<outlet property=\"p\($0)\" destination=\"missing\($0)\" id=\"o\($0)\"/>" } + "</connections></view>")
        }),
        Case(rule: .missingReuseIdentifier, xml: { count in
            storyboard("<tableViewController id=\"vc\"><tableView key=\"view\" id=\"t\"><prototypes>"
                       + many(count) { "<tableViewCell id=\"c\($0)\"/>" } + "</prototypes></tableView></tableViewController>")
        }),
        Case(rule: .duplicateReuseIdentifier, xml: { count in
            storyboard("<tableViewController id=\"vc\"><tableView key=\"view\" id=\"t\"><prototypes>"
                       + many(count) { "<tableViewCell reuseIdentifier=\"Same\" id=\"c\($0)\"/>" } + "</prototypes></tableView></tableViewController>")
        }),
        Case(rule: .customClassWithoutModule, xml: { count in xib(many(count) { "<view id=\"v\($0)\" customClass=\"Class\($0)\"/>" }) }),
        Case(rule: .filesOwnerOutletsWithoutClass, xml: { count in
            xib("<view id=\"root\"/>").replacingOccurrences(
                of: "<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\"/>",
                with: "<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"><connections>"
                    + many(count) { "<outlet property=\"p\($0)\" destination=\"root\" id=\"o\($0)\"/>" } + "</connections></placeholder>")
        }),
        Case(rule: .duplicateConstraint, xml: { count in
            xib("<view id=\"root\"><subviews><view id=\"a\"/></subviews><constraints>"
                // All different but the last (a pairwise comparison scans every earlier one).
                + many(count) { "<constraint firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"\($0 == count - 1 ? 0 : $0)\" id=\"c\($0)\"/>" }
                + "</constraints></view>")
        }),
        Case(rule: .misplacedView, xml: { count in xib(many(count) { "<view misplaced=\"YES\" id=\"v\($0)\"/>" }) }),
        Case(rule: .ambiguousView, xml: { count in xib(many(count) { "<view ambiguous=\"YES\" id=\"v\($0)\"/>" }) }),
        Case(rule: .invalidNumber, xml: { count in xib(many(count) { "<view id=\"v\($0)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"nan\" height=\"1\"/></view>" }) }),
        // Layout rules: a root with n subviews, each pinned to the root on its own.
        Case(rule: .unsatisfiableConstraints, xml: { count in
            layoutRoot(count) { "<constraint firstItem=\"v\($0)\" firstAttribute=\"width\" constant=\"\($0 == 0 ? 20 : 10)\" id=\"w\($0)\"/>" }
        }),
        Case(rule: .hiddenArrangedViewConflict, xml: { count in
            // The layout of `count` views, and one stack view whose hidden arranged view keeps a width.
            let stack = """
                <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                    <subviews>
                        <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hidden">
                            <rect key="frame" x="0.0" y="0.0" width="16" height="20"/>
                            <constraints><constraint firstAttribute="width" constant="16" id="hw"/></constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="shown">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                            <constraints><constraint firstAttribute="height" constant="20" id="sh"/></constraints>
                        </view>
                    </subviews>
                </stackView>
                """
            let pinned = """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
                <constraint firstItem="stack" firstAttribute="width" constant="100" id="sw"/>
                """
            // The root's own <constraints> and <subviews> are the document's only ones until the
            // stack (which has its own) goes in, last.
            return layoutRoot(count) { _ in "" }
                .replacingOccurrences(of: "<constraints>", with: "<constraints>" + pinned)
                .replacingOccurrences(of: "<subviews>", with: "<subviews>" + stack)
        }),
        Case(rule: .ambiguousLayout, xml: { count in layoutRoot(count) { _ in "" } }),
        Case(rule: .misplacedFrame, xml: { count in
            layoutRoot(count, savedWidth: 12) { "<constraint firstItem=\"v\($0)\" firstAttribute=\"width\" constant=\"10\" id=\"w\($0)\"/>" }
        }),
        // n top-level views, each a layout root of its own, beside File's Owner: what is looked up
        // for a root in the whole document (its placeholders) must be found once, not per root.
        Case(rule: .misplacedFrame, xml: { count in
            xib(many(count) { index in
                """
                <view contentMode="scaleToFill" id="t\(index)"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="s\(index)"><rect key="frame" x="0.0" y="0.0" width="12" height="10"/></view></subviews>
                <constraints>
                <constraint firstItem="s\(index)" firstAttribute="leading" secondItem="t\(index)" secondAttribute="leading" id="l\(index)"/>
                <constraint firstItem="s\(index)" firstAttribute="top" secondItem="t\(index)" secondAttribute="top" id="p\(index)"/>
                <constraint firstItem="s\(index)" firstAttribute="width" constant="10" id="w\(index)"/>
                <constraint firstItem="s\(index)" firstAttribute="height" constant="10" id="h\(index)"/>
                </constraints></view>
                """
            })
        }, variant: "top-level roots"),
        Case(rule: .unknownElement, xml: { count in xib(many(count) { "<unknownThing\($0) id=\"u\($0)\"/>" }) }),
        Case(rule: .duplicateStoryboardIdentifier, xml: { count in
            storyboardScenes(many(count) { "<viewController storyboardIdentifier=\"id\($0)\" id=\"vc\($0)\"/>" } + "\n<viewController storyboardIdentifier=\"id0\" id=\"again\"/>")
        }),
        Case(rule: .duplicateSegueIdentifier, xml: { count in
            storyboard("<viewController id=\"vc\"><connections>" + many(count) { "<segue destination=\"vc\" kind=\"show\" identifier=\"s\($0)\" id=\"g\($0)\"/>" }
                       + "<segue destination=\"other\" kind=\"show\" identifier=\"s0\" id=\"again\"/></connections></viewController>")
        }),
        Case(rule: .segueWithoutIdentifier, xml: { count in
            storyboard("<viewController id=\"vc\"><connections>" + many(count) { "<segue destination=\"vc\" kind=\"show\" id=\"g\($0)\"/>" } + "</connections></viewController>")
        }),
        Case(rule: .missingInitialViewController, xml: { count in
            storyboardScenes(many(count) { "<viewController id=\"vc\($0)\"/>" }).replacingOccurrences(of: " initialViewController=\"vc0\"", with: "")
        }, storyboardEntry: StoryboardEntry(infoPlist: "Info.plist", key: "UIMainStoryboardFile")),
    ]

    @Test func everyRuleThatLooksAtTheDocumentHasAScalingCase() {
        // Parse errors, empty files and resource limits come from the parser, not from a pass
        // over a document.
        let fromTheParser: Set<RuleID> = [.parseError, .emptyFile, .resourceLimit]
        let covered = Set(RuleScalingTests.cases.map(\.rule))
        // The source rules need a project's sources; the app fixture exercises them.
        let sourceRules = Set(Validator.sourceRules.map(\.id))
        for rule in Validator.allRules where !fromTheParser.contains(rule.id) && !sourceRules.contains(rule.id) {
            #expect(covered.contains(rule.id), "no scaling case for \(rule.id): give it a triggering example that is a fragment, or a case here")
        }
    }

    /// A rule with no case written here is measured on its first triggering example that is a
    /// fragment (top-level objects or scenes, no other project files), repeated: a new rule
    /// needs nothing in this file.
    static func derivedCase(for rule: any Rule) -> Case? {
        guard let example = type(of: rule).description.triggeringExamples.first(where: { $0.projectFiles.isEmpty && $0.isFragment }) else {
            return nil
        }
        let fragment = String(example.text.filter { $0 != RuleExample.marker })
        let ids = Set(fragment.matches(of: /\b(?:id|sceneID)="([^"]+)"/).map { String($0.output.1) })
        let storyboard = example.file.hasSuffix(".storyboard")
        return Case(rule: rule.id, xml: { count in
            // Each copy's ids, and every attribute naming one of them, get the copy's suffix.
            let copies = (0 ..< max(1, count / 10)).map { copy in
                fragment.replacing(/="([^"]+)"/) { match in
                    ids.contains(String(match.output.1)) ? "=\"\(match.output.1)-\(copy)\"" : String(match.output.0)
                }
            }.joined(separator: "\n")
            return storyboard ? RuleExample.storyboard(scenes: copies) : RuleExample.xib(objects: copies)
        }, registration: example.registration, variant: "derived from its example")
    }

    /// The derivation itself, on a rule whose example is a fragment: every copy triggers it.
    @Test func aDerivedCaseRepeatsTheExample() throws {
        let rule = try #require(Validator.rule(withID: .duplicateID))
        let scenario = try #require(Self.derivedCase(for: rule))
        let validator = Validator(rules: [rule], severities: [rule.id: .error])
        let few = validator.validate(try Document(string: scenario.xml(30))).count
        let more = validator.validate(try Document(string: scenario.xml(120))).count
        #expect(few == 3 && more == 12, "\(few), \(more)")
    }

    /// The rule's time (validating a freshly parsed document, so indexes built on first use are
    /// paid for) and the time of that parse, each the best of three rounds.
    static func measure(_ scenario: Case, count: Int) throws -> (rule: Double, parse: Double, findings: Int) {
        let data = Data(scenario.xml(count).utf8)
        let rule = try #require(Validator.rule(withID: scenario.rule))
        let validator = Validator(rules: [rule], severities: [scenario.rule: .error])
        var context = ValidationContext(registration: scenario.registration)
        context.storyboardEntry = scenario.storyboardEntry
        var findings = 0
        var document: Document?
        let times = try Timing.bestOfAlternating({
            document = try Document(data: data, file: "scaling.xib")
        }, {
            findings = validator.validate(document!, context: context).count
        })
        return (max(1e-6, times.b), times.a, findings)
    }

    @Test(.enabled(if: Timing.isOptimizedBuild, Comment(rawValue: Timing.optimizedBuildOnly)), arguments: cases)
    func ruleIsLinearInTheDocument(_ scenario: Case) throws {
        let small = try Self.measure(scenario, count: Self.small)
        let large = try Self.measure(scenario, count: Self.large)
        #expect(large.findings > 0, "the generated input must trigger \(scenario.rule)")
        let growth = large.rule / small.rule
        let ratio = large.rule / large.parse
        // A rule that costs less than half a parse even at 4n is no stall, whatever its growth
        // (tiny times grow erratically).
        #expect(growth < Self.allowedGrowth || ratio < 0.5,
                "\(scenario.rule): 4× the input took \(growth)× the time (\(small.rule) s → \(large.rule) s)")
        #expect(ratio < Self.allowedRatio, "\(scenario.rule) took \(ratio)× the parse of the same bytes")
    }
}
