import Foundation
import NibDocument
import NibKit
import Testing

/// Found by the fuzzer (LeakSanitizer, on a real cell of the corpus): references that point up the
/// hierarchy must not keep it alive. Each nib here is dropped, and everything it made must go.
@MainActor @Suite struct RetainCycleTests {
    func xib(_ objects: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <objects>\(objects)</objects></document>
        """
    }

    /// Whether everything the nib made goes when dropped; `use` runs on the top-level object
    /// first (a layout pass, say).
    func released(_ text: String, after use: (NibObject) -> Void = { _ in }) throws -> Bool {
        weak var root: NibObject?
        weak var leaf: NibObject?
        try autoreleasepool {
            let instance = try Nib(document: try Document(string: xib(text)), name: "cycle")
                .instantiateWithDetails(withOwner: nil, options: .init(fallBackOnUnknownClasses: true, registry: ClassRegistry()))
            root = instance.topLevelObjects.first
            leaf = instance.object(withID: "leaf")
            #expect(root != nil && leaf != nil)
            if let root { use(root) }
        }
        return root == nil && leaf == nil
    }

    /// The fuzzer again (LeakSanitizer): a view laid out keeps its island's solver, which must
    /// not keep the view.
    @Test func aViewLaidOutAndFittedGoesWhenDropped() throws {
        #expect(try released("""
            <view id="parent"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="leaf"><constraints>
            <constraint firstAttribute="width" constant="10" id="w"/></constraints></view></subviews>
            <constraints><constraint firstItem="leaf" firstAttribute="leading" secondItem="parent" secondAttribute="leading" id="l"/>
            </constraints></view>
            """) { object in
                guard let view = object as? View else { return }
                view.layoutIfNeeded()
                _ = view.systemLayoutSizeFitting(CGSize(width: 50, height: 0))
                view.subviews.first?.invalidateIntrinsicContentSize()
                view.layoutIfNeeded()
            })
    }

    @Test func aDataSourceOutletToTheCellAbove() throws {
        #expect(try released("""
            <tableViewCell id="cell" customClass="IconSelectorCell"><tableViewCellContentView key="contentView" id="cv"><subviews>
            <collectionView id="leaf"><connections><outlet property="dataSource" destination="cell" id="o1"/></connections></collectionView>
            </subviews></tableViewCellContentView></tableViewCell>
            """))
    }

    @Test func aConstraintOnAChildThatNamesItsParent() throws {
        #expect(try released("""
            <view id="parent"><subviews><view id="leaf"><constraints>
            <constraint firstItem="leaf" firstAttribute="width" secondItem="parent" secondAttribute="width" id="k"/>
            </constraints></view></subviews></view>
            """))
    }
}

#if !canImport(ObjectiveC)
/// Linux has no autorelease pools; the closure just runs.
func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result { try body() }
#endif
