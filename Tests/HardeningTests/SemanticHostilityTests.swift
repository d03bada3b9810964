import Foundation
import NibDocument
import NibKit
import NibTestSupport
import NibValidation
import Testing

/// Well-formed files built to confuse the model, the rules or instantiation.
@MainActor @Suite struct SemanticHostilityTests {
    func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
        \(objects)
            </objects>
        </document>
        """
    }

    @Test func anOutletToItselfAndIdCycles() throws {
        let document = try Document(string: xib("""
            <view id="a"><subviews><view id="b"><connections><outlet property="next" destination="a" id="o1"/></connections></view></subviews>
            <connections><outlet property="me" destination="a" id="o2"/></connections></view>
            """))
        #expect(Validator().validate(document).filter { $0.severity == .error }.isEmpty)
        let root = try #require(try Nib(document: document, name: "cycle").tryInstantiate(withOwner: nil).first as? View)
        #expect(root.undeclaredOutlets["me"]?.first === root)
        #expect(root.subviews.first?.undeclaredOutlets["next"]?.first === root)
    }

    @Test func idsReusedAcrossScenes() throws {
        let document = try Document(string: """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
            <scene sceneID="s1"><objects><viewController id="vc"><view key="view" id="v"/></viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="vc"><view key="view" id="v"/></viewController></objects></scene>
            </scenes></document>
            """)
        let diagnostics = Validator().validate(document)
        #expect(diagnostics.filter { $0.ruleID == "duplicate-id" }.map(\.line) == [4, 4])
    }

    @Test func aHundredThousandSiblings() throws {
        let siblings = (0 ..< 100_000).map { "<view id=\"v\($0)\"/>" }.joined(separator: "\n")
        let document = try Document(string: xib("<view id=\"root\"><subviews>\n\(siblings)\n</subviews></view>"))
        let root = try #require(document.element(withID: "root"))
        #expect(root.subviews.count == 100_000)
        #expect(document.element(withID: "v99999")?.line == 100_005)
        #expect(Validator().validate(document).filter { $0.severity == .error }.isEmpty)
        let view = try #require(try Nib(document: document, name: "wide").tryInstantiate(withOwner: nil).first as? View)
        #expect(view.subviews.count == 100_000)
    }

    @Test func aFiftyMegabyteAttributeIsRefusedClearly() throws {
        let huge = String(repeating: "x", count: 50 << 20)
        do {
            _ = try Document(string: xib("<label id=\"l\" text=\"\(huge)\"/>"), file: "huge.xib")
            Issue.record("accepted a 50 MB attribute")
        } catch {
            #expect(error.reason == .malformed)
            #expect(error.message.lowercased().contains("too long") || error.message.lowercased().contains("huge"), "\(error.message)")
        }
    }

    @Test func constraintsBetweenViewsOfDifferentCells() throws {
        let document = try Document(string: xib("""
            <tableViewCell id="c1" reuseIdentifier="A"><tableViewCellContentView key="contentView" id="cv1"><subviews><label id="l1"/></subviews>
            <constraints><constraint firstItem="l1" firstAttribute="leading" secondItem="l2" secondAttribute="leading" id="k1"/></constraints>
            </tableViewCellContentView></tableViewCell>
            <tableViewCell id="c2" reuseIdentifier="B"><tableViewCellContentView key="contentView" id="cv2"><subviews><label id="l2"/></subviews></tableViewCellContentView></tableViewCell>
            """))
        let objects = try Nib(document: document, name: "cells").tryInstantiate(withOwner: nil)
        let first = try #require(objects.first as? TableViewCell)
        let second = try #require(objects.last as? TableViewCell)
        let constraint = try #require(first.contentView.constraints.first)
        #expect(constraint.secondItem === second.contentView.subviews.first)
        // Registered as a cell, the contract says what is wrong with such a nib; linted without a
        // registration, two cells side by side are a XIB loaded whole, which is legal.
        let registered = ValidationContext(registration: CellRegistration(kind: .tableViewCell, reuseIdentifier: "A"))
        #expect(Validator.cellContract.validate(document, context: registered).map(\.ruleID).contains("cell-top-level-objects"))
        #expect(!Validator().validate(document).contains { $0.ruleID == "cell-top-level-objects" })
    }

    @Test func aCustomClassNamingANonViewType() throws {
        final class Model: NibObject {}
        let registry = ClassRegistry()
        try registry.register(Model.self, as: "Model")
        let document = try Document(string: xib("<view id=\"v\" customClass=\"Model\" customModuleProvider=\"target\"/>"))
        do {
            _ = try Nib(document: document, name: "model").tryInstantiate(withOwner: nil, options: .init(registry: registry))
            Issue.record("made a view from a non-view class")
        } catch {
            #expect(error.kind == .unknownClass)
            #expect(error.location?.line == 5 && error.objectID == "v")
        }
    }
}
