import Foundation
import NibDocument
import NibKit
import NibTestSupport
import Synchronization
import Testing

/// The one decoding mechanism: a `NibDecodedValue` read with `coder.decode(_:)` is decoded once
/// per object of a compiled nib, for NibKit's classes, their subclasses and a user's alike:
/// when the nib is compiled if a class lists it in `decodedTypes`, else by the first
/// instantiation, and kept for the next ones. Nothing is decoded again on each instantiation.
@MainActor @Suite(.serialized) struct DecodingTests {
    /// Counts its decodings, to tell once per nib from once per instantiation.
    struct Stars: NibDecodedValue {
        static let decodings = Atomic<Int>(0)
        let count: Int
        init(record: ObjectRecord) throws {
            Stars.decodings.add(1, ordering: .relaxed)
            guard let tag = record.int(forKey: "tag") else { throw StarsError.missing }
            count = tag
        }
    }

    enum StarsError: Error { case missing }

    /// A user's view that decodes its stars once per nib (listed: when the nib is compiled).
    class RatingView: View {
        let stars: Int
        override class var decodedTypes: [any NibDecodedValue.Type] { super.decodedTypes + [Stars.self] }
        required init?(coder: NSCoder) {
            guard let coder = coder as? NibCoder else { return nil }
            guard let decoded = coder.decodeValue(Stars.self) else { return nil }
            stars = decoded.count
            super.init(coder: coder)
        }
    }

    /// The same, without listing it: decoded by the first instantiation.
    final class EagerRatingView: View {
        let stars: Int
        required init?(coder: NSCoder) {
            guard let coder = coder as? NibCoder else { return nil }
            guard let decoded = coder.decodeValue(Stars.self) else { return nil }
            stars = decoded.count
            super.init(coder: coder)
        }
    }

    /// A subclass that decodes a value of its own, unlisted, beside its superclass's.
    final class CaptionedRatingView: RatingView {
        struct Caption: NibDecodedValue {
            static let decodings = Atomic<Int>(0)
            let text: String
            init(record: ObjectRecord) throws {
                Caption.decodings.add(1, ordering: .relaxed)
                text = record.id ?? ""
            }
        }
        let caption: String
        required init?(coder: NSCoder) {
            guard let coder = coder as? NibCoder, let caption = coder.decodeValue(Caption.self) else { return nil }
            self.caption = caption.text
            super.init(coder: coder)
        }
    }

    static func nib(_ className: String, tag: String = #"tag="4""#) throws -> Nib {
        try Nib(data: Data(Fixtures.xib("""
            <view contentMode="scaleToFill" \(tag) id="Rv1-aa-001" customClass="\(className)">
                <rect key="frame" x="0.0" y="0.0" width="120" height="24"/>
                <subviews>
                    <label text="Rating" id="Rl1-aa-001"><rect key="frame" x="0.0" y="0.0" width="60" height="24"/></label>
                </subviews>
            </view>
            """).utf8), name: "Rating")
    }

    static func options() throws -> NibInstantiationOptions {
        let registry = ClassRegistry()
        try registry.register(RatingView.self, as: "RatingView")
        try registry.register(EagerRatingView.self, as: "EagerRatingView")
        try registry.register(CaptionedRatingView.self, as: "CaptionedRatingView")
        return NibInstantiationOptions(registry: registry)
    }

    @Test func aListedValueIsDecodedOncePerNib() throws {
        let nib = try Self.nib("RatingView")
        let options = try Self.options()
        let before = Stars.decodings.load(ordering: .relaxed)
        for _ in 0..<5 {
            let view = try #require(try nib.tryInstantiate(withOwner: nil, options: options).first as? RatingView)
            #expect(view.stars == 4)
            // NibKit's own classes read theirs the same way: the label's text and frame.
            let label = try #require(view.subviews.first as? Label)
            #expect(label.text == "Rating" && label.frame.width == 60)
        }
        #expect(Stars.decodings.load(ordering: .relaxed) - before == 1)
    }

    @Test func anUnlistedValueIsDecodedOnFirstUseAndKept() throws {
        let nib = try Self.nib("EagerRatingView")
        let options = try Self.options()
        let before = Stars.decodings.load(ordering: .relaxed)
        for _ in 0..<5 {
            let view = try #require(try nib.tryInstantiate(withOwner: nil, options: options).first as? EagerRatingView)
            #expect(view.stars == 4)
        }
        #expect(Stars.decodings.load(ordering: .relaxed) - before == 1)
    }

    /// Unlisted, a decoding that throws fails each instantiation at the element, with the error
    /// it gave the first time.
    @Test func anUnlistedDecodingErrorNamesTheElementEachTime() throws {
        let nib = try Self.nib("EagerRatingView", tag: "")
        let options = try Self.options()
        let before = Stars.decodings.load(ordering: .relaxed)
        for _ in 0..<3 {
            do throws(NibError) {
                _ = try nib.tryInstantiate(withOwner: nil, options: options)
                Issue.record("instantiated without a tag")
            } catch {
                #expect(error.location?.line == 4, "\(error)")
                #expect(error.underlying is StarsError, "\(error)")
            }
        }
        #expect(Stars.decodings.load(ordering: .relaxed) - before == 1)
    }

    /// A decoding that throws fails the nib's compilation at the element, not at run time later.
    @Test func aDecodingErrorNamesTheElement() throws {
        let nib = try Self.nib("RatingView", tag: "")
        let options = try Self.options()
        do throws(NibError) {
            _ = try nib.tryInstantiate(withOwner: nil, options: options)
            Issue.record("instantiated without a tag")
        } catch {
            #expect(error.kind == .decoding)
            #expect(error.location?.line == 4, "\(error)")  // the <view>, after the XML declaration, <document> and <objects>
            #expect(error.description.contains("RatingView"), "\(error)")
        }
    }

    /// A subclass decodes its own value beside its superclass's, each once per object.
    @Test func aSubclassAddsAValueOfItsOwn() throws {
        let nib = try Self.nib("CaptionedRatingView")
        let options = try Self.options()
        let (stars, captions) = (Stars.decodings.load(ordering: .relaxed), CaptionedRatingView.Caption.decodings.load(ordering: .relaxed))
        for _ in 0..<5 {
            let view = try #require(try nib.tryInstantiate(withOwner: nil, options: options).first as? CaptionedRatingView)
            #expect(view.stars == 4 && view.caption == "Rv1-aa-001")
        }
        #expect(Stars.decodings.load(ordering: .relaxed) - stars == 1)
        #expect(CaptionedRatingView.Caption.decodings.load(ordering: .relaxed) - captions == 1)
    }
}

/// Cell-nib attributes that were dropped (issue #24 item 4): a label's highlighted colour,
/// shrinking, enabled and highlighted state; a cell's indentation, separator inset and editing
/// accessory; a button's title colour per state.
@MainActor @Suite struct CellAttributeTests {
    @Test func labelsCellsAndButtonsKeepWhatTheNibSays() throws {
        let nib = try Nib(data: Data(Fixtures.xib("""
            <tableViewCell contentMode="scaleToFill" indentationLevel="2" indentationWidth="12" editingAccessoryType="disclosureIndicator" reuseIdentifier="Row" id="Ce1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" id="Cc1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
                        <label text="Title" enabled="NO" highlighted="YES" adjustsFontSizeToFit="YES" minimumScaleFactor="0.5" id="Lb1-aa-001">
                            <rect key="frame" x="16" y="12" width="100" height="20"/>
                            <color key="highlightedColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </label>
                        <button id="Bt1-aa-001">
                            <rect key="frame" x="200" y="7" width="80" height="30"/>
                            <state key="normal" title="Go">
                                <color key="titleColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </state>
                            <state key="highlighted" title="Going"/>
                        </button>
                    </subviews>
                </tableViewCellContentView>
                <inset key="separatorInset" minX="15" minY="0.0" maxX="4" maxY="0.0"/>
            </tableViewCell>
            """).utf8), name: "Row")
        let cell = try #require(try nib.tryInstantiate(withOwner: nil).first as? TableViewCell)
        #expect(cell.indentationLevel == 2 && cell.indentationWidth == 12 && cell.editingAccessoryType == .disclosureIndicator)
        #expect(cell.separatorInset == EdgeInsets(top: 0, left: 15, bottom: 0, right: 4))
        let label = try #require(cell.contentView.subviews.compactMap { $0 as? Label }.first)
        #expect(!label.isEnabled && label.isHighlighted && label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0.5)
        #expect(label.highlightedTextColor != nil)
        let button = try #require(cell.contentView.subviews.compactMap { $0 as? Button }.first)
        #expect(button.titleColor(for: .normal) != nil)
        #expect(button.titleColor(for: .highlighted) == button.titleColor(for: .normal), "falls back to normal's")
        #expect(button.title(for: .highlighted) == "Going")
    }

    /// A nib's table header and footer views are keyed children of the table, not subviews
    /// (`<searchBar key="tableHeaderView">`, as NetNewsWire's Inspector storyboard has one).
    @Test func aTablesHeaderAndFooterViewsComeFromTheNib() throws {
        let nib = try Nib(data: Data(Fixtures.xib("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="Tv1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <searchBar key="tableHeaderView" contentMode="redraw" id="Sb1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                </searchBar>
                <view key="tableFooterView" contentMode="scaleToFill" id="Fv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
                </view>
            </tableView>
            """).utf8), name: "Table")
        let table = try #require(try nib.tryInstantiate(withOwner: nil).first as? TableView)
        let header = try #require(table.tableHeaderView)
        #expect(header.frame.height == 56 && header.superview === table)
        #expect(table.tableFooterView?.frame.height == 30)
    }

    /// User-defined runtime attributes set the view's own properties and its layer's, as key-value
    /// coding does in UIKit; one the view does not have stays in `runtimeAttributes` for the
    /// subclass, and a value of the wrong type sets nothing.
    @Test func runtimeAttributesSetTheViewsOwnProperties() throws {
        let nib = try Nib(data: Data(Fixtures.xib("""
            <view contentMode="scaleToFill" id="Vw1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="12.5"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth"><integer key="value" value="2"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor"><color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                    <userDefinedRuntimeAttribute type="number" keyPath="tag"><integer key="value" value="7"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="card"/>
                    <userDefinedRuntimeAttribute type="string" keyPath="alpha" value="half"/>
                    <userDefinedRuntimeAttribute type="number" keyPath="shimmerSpeed"><real key="value" value="0.5"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """).utf8), name: "Card")
        let view = try #require(try nib.tryInstantiate(withOwner: nil).first as? View)
        #expect(view.layer.cornerRadius == 12.5 && view.layer.borderWidth == 2)
        #expect(view.layer.borderColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(view.layer.masksToBounds && view.clipsToBounds, "masksToBounds is the view's clipsToBounds")
        #expect(view.tag == 7 && view.accessibilityIdentifier == "card")
        #expect(view.alpha == 1, "a string is not an alpha")
        #expect(view.runtimeAttributes["shimmerSpeed"] == .number(0.5))
    }

    /// A class's own properties, declared in `inspectables` (`@IBInspectable` on iOS), are set by
    /// the nib's runtime attributes; a value of another type is an error at the view's line.
    final class BadgeView: View {
        @IBInspectable var cornerRadius: CGFloat = 0
        var count = 0
        var badgeText: String? = "x"
        var isGlowing = false
        var glow: Color?
        var icon: Image?
        override class var inspectables: [Inspectable] {
            super.inspectables + [
                Inspectable("cornerRadius", \BadgeView.cornerRadius), Inspectable("count", \BadgeView.count),
                Inspectable("badgeText", \BadgeView.badgeText), Inspectable("isGlowing", \BadgeView.isGlowing),
                Inspectable("glow", \BadgeView.glow), Inspectable("icon", \BadgeView.icon),
            ]
        }
    }

    @Test func runtimeAttributesSetTheClassesDeclaredProperties() throws {
        func badge(_ attributes: String) throws -> BadgeView {
            let registry = ClassRegistry()
            try registry.register(BadgeView.self, as: "BadgeView")
            let nib = try Nib(data: Data(Fixtures.xib("""
                <view contentMode="scaleToFill" customClass="BadgeView" id="Vw1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <userDefinedRuntimeAttributes>
                \(attributes)
                    </userDefinedRuntimeAttributes>
                </view>
                """).utf8), name: "Badge")
            return try #require(try nib.tryInstantiate(withOwner: nil, options: NibInstantiationOptions(registry: registry)).first as? BadgeView)
        }
        let view = try badge("""
            <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><real key="value" value="6.5"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="number" keyPath="count"><integer key="value" value="3"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="string" keyPath="badgeText" value="New"/>
            <userDefinedRuntimeAttribute type="boolean" keyPath="isGlowing" value="YES"/>
            <userDefinedRuntimeAttribute type="color" keyPath="glow"><color key="value" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="image" keyPath="icon" value="star"/>
            """)
        #expect(view.cornerRadius == 6.5 && view.count == 3 && view.badgeText == "New" && view.isGlowing)
        #expect(view.glow == Color(red: 0, green: 1, blue: 0, alpha: 1) && view.icon == "star")
        #expect(view.runtimeAttributes["count"] == .number(3))
        let emptied = try badge(#"<userDefinedRuntimeAttribute type="nil" keyPath="badgeText"/>"#)
        #expect(emptied.badgeText == nil)
        #expect {
            _ = try badge(#"<userDefinedRuntimeAttribute type="string" keyPath="count" value="three"/>"#)
        } throws: { error in
            let message = "\(error)"
            return message.contains("'count' is a string, but BadgeView.count is Int") && (error as? NibError)?.location?.line != nil
        }
    }

    /// `attributedText` and `text` are one text, as in UIKit: setting either sets the other.
    @Test func attributedTextAndTextAreOneText() {
        let label = Label(frame: .zero)
        let styled = NSMutableAttributedString(string: "Bold ")
        styled.append(NSAttributedString(string: "and plain"))
        label.attributedText = styled
        #expect(label.text == "Bold and plain")
        #expect(label.attributedText === styled)
        label.text = "Plain"
        #expect(label.attributedText?.string == "Plain" && label.attributedText !== styled)
        label.attributedText = nil
        #expect(label.text == nil && label.attributedText == nil)
    }

    /// A table's separators and a cell's background views, from the nib; the selected background
    /// shows only while the cell is selected, and both sit behind the content.
    @Test func separatorsAndBackgroundViewsComeFromTheNib() throws {
        let nib = try Nib(data: Data(Fixtures.xib("""
            <tableView contentMode="scaleToFill" style="plain" separatorStyle="none" rowHeight="44" id="Tv1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <color key="separatorColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <inset key="separatorInset" minX="20" minY="0.0" maxX="0.0" maxY="0.0"/>
            </tableView>
            <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="Ce1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" id="Cc1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </tableViewCellContentView>
                <view key="backgroundView" contentMode="scaleToFill" id="Bg1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </view>
                <view key="selectedBackgroundView" contentMode="scaleToFill" id="Sb1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </view>
            </tableViewCell>
            """).utf8), name: "Parts")
        let objects = try nib.tryInstantiate(withOwner: nil)
        let table = try #require(objects.first as? TableView)
        #expect(table.separatorStyle == .none && table.separatorColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(table.separatorInset.left == 20)
        let cell = try #require(objects.last as? TableViewCell)
        let background = try #require(cell.backgroundView)
        let selected = try #require(cell.selectedBackgroundView)
        #expect(cell.subviews.first === background && cell.subviews.dropFirst().first === selected)
        #expect(cell.subviews.firstIndex { $0 === cell.contentView }! > 1, "behind the content")
        #expect(selected.isHidden)
        cell.isSelected = true
        #expect(!selected.isHidden)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
        cell.layoutIfNeeded()
        #expect(background.frame == cell.bounds && selected.frame == cell.bounds)
    }

    /// Inserting and reordering subviews, as UIKit's methods do.
    @Test func subviewsInsertAndReorder() {
        let parent = View(frame: .zero)
        let (a, b, c, d) = (View(frame: .zero), View(frame: .zero), View(frame: .zero), View(frame: .zero))
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        parent.insertSubview(d, aboveSubview: c)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, d, a, b].map(ObjectIdentifier.init))
        parent.insertSubview(a, belowSubview: c)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, d, b].map(ObjectIdentifier.init))
        parent.bringSubviewToFront(a)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, c, d, a].map(ObjectIdentifier.init))
        parent.insertSubview(View(frame: .zero), at: 99)
        #expect(parent.subviews.count == 5 && a.superview === parent)
    }

    /// Size-class variations at run time (#25 item 1): a constraint the variations leave out for
    /// a phone in portrait (compact width, regular height) is made but not installed, one they
    /// put in is installed, and a varied constant is the one in force; layout follows, and
    /// follows the window's traits when they change.
    @Test func sizeClassVariationsDecideTheInstalledConstraints() throws {
        let nib = try Nib(data: Data(Fixtures.xib("""
            <view contentMode="scaleToFill" id="Rt1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bx1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="30" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="30" id="W30-aa-001"/>
                            <constraint firstAttribute="width" constant="0.0" id="W00-aa-001"/>
                            <constraint firstAttribute="height" constant="90" id="H90-aa-001">
                                <variation key="heightClass=regular-widthClass=regular" constant="10"/>
                                <variation key="heightClass=regular" constant="40"/>
                            </constraint>
                        </constraints>
                        <variation key="default">
                            <mask key="constraints">
                                <exclude reference="W00-aa-001"/>
                            </mask>
                        </variation>
                        <variation key="widthClass=compact">
                            <mask key="constraints">
                                <exclude reference="W30-aa-001"/>
                                <include reference="W00-aa-001"/>
                            </mask>
                        </variation>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="Bx1-aa-001" firstAttribute="leading" secondItem="Rt1-aa-001" secondAttribute="leading" id="Ld1-aa-001"/>
                    <constraint firstItem="Bx1-aa-001" firstAttribute="top" secondItem="Rt1-aa-001" secondAttribute="top" id="Tp1-aa-001"/>
                </constraints>
            </view>
            """).utf8), name: "Varied")
        let root = try #require(try nib.tryInstantiate(withOwner: nil).first as? View)
        let box = try #require(root.subviews.first)
        // Width 30 is left out for compact width (made, not installed); width 0 is put in.
        #expect(box.constraints.filter { $0.firstAttribute == .width }.map(\.constant) == [0])
        #expect(box.constraints.filter { $0.firstAttribute == .height }.map(\.constant) == [40], "heightClass=regular's constant")
        root.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 0, height: 40))

        // In a window whose traits become regular × regular (an iPad), the variations install
        // width 30 and the regular × regular constant, and layout follows.
        let window = Window(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let controller = ViewController()
        controller.view = root
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.windowTraitCollection = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad)
        #expect(box.constraints.filter { $0.firstAttribute == .width }.map(\.constant) == [30])
        #expect(box.constraints.filter { $0.firstAttribute == .height }.map(\.constant) == [10])
        root.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 30, height: 10))
        // And back.
        window.windowTraitCollection = .phonePortrait
        root.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 0, height: 40))
    }

    /// `spacingType="standard"` (UIKit's `spacingUseSystem`) puts the system spacing, 8 pt,
    /// between a stack's views at run time, as Interface Builder shows it.
    @Test func aStackWithStandardSpacingSpacesItsViews8PointsApart() throws {
        let nib = try Nib(data: Data(Fixtures.xib("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacingType="standard" id="Stk-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="200" height="76"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fst-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="34"/>
                        <constraints><constraint firstAttribute="height" constant="34" id="Fh1-aa-001"/></constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Snd-aa-001">
                        <rect key="frame" x="0.0" y="42" width="200" height="34"/>
                        <constraints><constraint firstAttribute="height" constant="34" id="Sh1-aa-001"/></constraints>
                    </view>
                </subviews>
            </stackView>
            """).utf8), name: "StandardSpacing")
        let stack = try #require(try nib.tryInstantiate(withOwner: nil).first as? StackView)
        #expect(stack.spacing == 8)
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame.minY) == [0, 42])
    }

    /// Size-class variations of views at run time (#25 item 1): a subview a variation leaves out
    /// is not in the hierarchy under those traits and comes back where it was under others; a
    /// varied `hidden` and a stack view's varied `axis` and `spacing` follow the traits.
    @Test func sizeClassVariationsInstallViewsAndTheirAttributes() throws {
        let nib = try Nib(data: Data(Fixtures.xib("""
            <view contentMode="scaleToFill" id="Rt1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                <subviews>
                    <view contentMode="scaleToFill" id="Fst-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </view>
                    <label text="Wide only" id="Wd1-aa-001">
                        <rect key="frame" x="0.0" y="20" width="100" height="20"/>
                    </label>
                    <view contentMode="scaleToFill" id="Bdg-aa-001">
                        <rect key="frame" x="0.0" y="50" width="10" height="10"/>
                        <variation key="widthClass=regular" hidden="YES"/>
                    </view>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" id="Stk-aa-001">
                        <rect key="frame" x="0.0" y="80" width="200" height="40"/>
                        <variation key="heightClass=compact" axis="horizontal" spacing="12"/>
                    </stackView>
                </subviews>
                <variation key="default">
                    <mask key="subviews">
                        <exclude reference="Wd1-aa-001"/>
                    </mask>
                </variation>
                <variation key="widthClass=regular">
                    <mask key="subviews">
                        <include reference="Wd1-aa-001"/>
                    </mask>
                </variation>
            </view>
            """).utf8), name: "VariedViews")
        let root = try #require(try nib.tryInstantiate(withOwner: nil).first as? View)
        let badge = try #require(root.subviews.first { $0.frame.minY == 50 })
        let stack = try #require(root.subviews.compactMap { $0 as? StackView }.first)
        // A phone in portrait: no wide label, the badge shown, the stack vertical.
        #expect(root.subviews.count == 3 && !root.subviews.contains { $0 is Label })
        #expect(!badge.isHidden && stack.axis == .vertical && stack.spacing == 4)

        let window = Window(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let controller = ViewController()
        controller.view = root
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.windowTraitCollection = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad)
        #expect(root.subviews.count == 4 && root.subviews[1] is Label, "back in its place, second")
        #expect(badge.isHidden && stack.axis == .vertical)
        // A phone in landscape: compact height, the stack horizontal; compact width again.
        window.windowTraitCollection = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, userInterfaceIdiom: .phone)
        #expect(stack.axis == .horizontal && stack.spacing == 12 && !badge.isHidden)
        #expect(!root.subviews.contains { $0 is Label })
        window.windowTraitCollection = .phonePortrait
        #expect(stack.axis == .vertical && stack.spacing == 4 && root.subviews.count == 3)
    }

    /// A button's type and a text field's border are typed values (#24 item 4), read from the
    /// nib, an older `roundedRect` button being a system one; they still compare with strings.
    @Test func buttonTypesAndBorderStylesAreTyped() throws {
        let nib = try Nib(data: Data(Fixtures.xib("""
            <button buttonType="roundedRect" id="Bt1-aa-001"><rect key="frame" x="0.0" y="0.0" width="80" height="30"/></button>
            <button buttonType="detailDisclosure" id="Bt2-aa-001"><rect key="frame" x="0.0" y="0.0" width="22" height="22"/></button>
            <textField borderStyle="roundedRect" id="Tf1-aa-001"><rect key="frame" x="0.0" y="0.0" width="100" height="34"/></textField>
            """).utf8), name: "Typed")
        let objects = try nib.tryInstantiate(withOwner: nil)
        let buttons = objects.compactMap { $0 as? Button }
        #expect(buttons.map(\.buttonType) == [.system, .detailDisclosure])
        #expect(buttons[0].buttonType == "system")
        let field = try #require(objects.compactMap { $0 as? TextField }.first)
        #expect(field.borderStyle == .roundedRect && TextField(frame: .zero).borderStyle == .none)
    }
}

