import Foundation
import NibKit
import Testing

/// A File's Owner that is not a NibObject: any class can own a nib by declaring its outlets.
private final class PlainOwner: OutletDeclaring {
    var titleLabel: Label!
    static var outlets: [Outlet] { [Outlet("titleLabel", \PlainOwner.titleLabel)] }
}

/// An owner that declares nothing.
private final class SilentOwner {}

@MainActor @Suite struct OwnerTests {
    static let nib: Nib = {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                        <connections>
                            <outlet property="titleLabel" destination="t" id="o1"/>
                        </connections>
                    </placeholder>
                    <view id="root"><subviews><label id="t" text="Hello"/></subviews></view>
                </objects>
            </document>
            """
        return try! Nib(data: Data(xml.utf8), name: "Owned")
    }()

    @Test func anOutletDeclaringOwnerIsConnected() throws {
        let owner = PlainOwner()
        _ = try Self.nib.tryInstantiate(withOwner: owner)
        #expect(owner.titleLabel?.text == "Hello")
    }

    @Test func anOwnerWithoutTheOutletGetsUIKitsKVCError() {
        do {
            _ = try Self.nib.tryInstantiate(withOwner: SilentOwner())
            Issue.record("connected an outlet the owner does not declare")
        } catch {
            #expect(error.kind == .unknownOutlet)
            #expect(error.message.contains("not key value coding-compliant for the key titleLabel"))
            #expect(error.location?.line == 6)
        }
    }
}
