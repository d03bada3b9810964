import Foundation
import NibDocument
import NibKit
import NibTestSupport
import NibValidation
import Testing

/// A view that reads an integer through the public coder API, as a user class would.
final class IntProbe: View {
    var decodedTag: Int?
    var decodedLines: Int?

    required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        decodedTag = coder.int(forKey: "tag")
        decodedLines = coder.int(forKey: "numberOfLines")
        super.init(coder: coder)
    }
}

/// Numbers that no Int or finite size can hold: each used to trap instantiation (and the fuzz
/// target) while nibcheck called the file clean.
@MainActor @Suite struct NumericInputTests {
    @Test func theInvalidNumberFixtureInstantiatesWithoutTrapping() throws {
        let nib = try Nib(contentsOf: Fixtures.broken("invalid-number.xib"))
        let root = try #require(try nib.tryInstantiate(withOwner: nil).first as? View)
        let label = try #require(root.subviews.first as? Label)
        // 1e300 is no range: kept, readable, as the raw attributes.
        guard case .other(let type, let attributes)? = label.runtimeAttributes["highlightRange"] else {
            Issue.record("range with location 1e300 decoded as \(String(describing: label.runtimeAttributes["highlightRange"]))")
            return
        }
        #expect(type == "range" && attributes["location"] == "1e300")
        #expect(label.numberOfLines == 1)  // 1.5 lines is no line count: UIKit's default
        // And the linter reports every one of them.
        let findings = Validator().validate(nib.document).filter { $0.ruleID == .invalidNumber }
        #expect(findings.count == 4)
    }

    /// Constants, multipliers, frames and priorities no layout can hold (infinite, not a number,
    /// huge): laying the views out at run time never traps, and every frame comes out finite.
    @Test(arguments: ["1e400", "-1e400", "nan", "1e300", "-0"])
    func hostileNumbersInConstraintsLayOutWithoutTrapping(number: String) throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(number)" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="child">
                            <rect key="frame" x="\(number)" y="0.0" width="10" height="\(number)"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(number)" id="c1"/>
                        <constraint firstItem="child" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="\(number)" id="c2"/>
                        <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" priority="\(number)" id="c3"/>
                        <constraint firstItem="child" firstAttribute="height" constant="\(number)" id="c4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let nib = try Nib(data: Data(xib.utf8), name: "Hostile")
        let root = try #require(try nib.tryInstantiate(withOwner: nil).first as? View)
        root.layoutIfNeeded()
        root.frame.size = CGSize(width: 393, height: 100)
        root.layoutIfNeeded()
        let fitted = root.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        let child = try #require(root.subviews.first)
        for value in [child.frame.minX, child.frame.minY, child.frame.width, child.frame.height, fitted.width, fitted.height] {
            #expect(value.isFinite, "\(number): \(child.frame), fitted \(fitted)")
        }
    }

    @Test func coderIntegersOutOfRangeAreNilNotATrap() throws {
        let registry = ClassRegistry()
        try registry.register(IntProbe.self)
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view id="p" customClass="IntProbe" tag="1e300" numberOfLines="12.0"/>
                </objects>
            </document>
            """
        let nib = try Nib(data: Data(xml.utf8), name: "Probe")
        let probe = try #require(try nib.tryInstantiate(withOwner: nil, options: .init(registry: registry)).first as? IntProbe)
        #expect(probe.decodedTag == nil)
        #expect(probe.decodedLines == 12)
        #expect(probe.tag == 0)
    }

    final class Source: CollectionViewDataSource {
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1_000 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    /// Sizes set in code or read from a nib: NaN, infinite, huge, zero, negative. None may trap.
    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 1e300, -1e300, 0, -5, .greatestFiniteMagnitude])
    func collectionLayoutSurvivesAnySize(_ value: CGFloat) throws {
        let source = Source()
        for geometry in 0 ..< 4 {
            let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
            switch geometry {
            case 0: collection.itemSize = CGSize(width: value, height: 50)
            case 1: collection.itemSize = CGSize(width: 50, height: value)
            case 2: collection.minimumInteritemSpacing = value; collection.minimumLineSpacing = value
            default: collection.frame = CGRect(x: 0, y: 0, width: value, height: value)
            }
            collection.dataSource = source
            try collection.tryReloadData()
            try collection.trySetContentOffset(CGPoint(x: 0, y: value.isFinite ? value : 0))
            #expect(collection.visibleCells.count <= 1_000)
        }
    }
}
