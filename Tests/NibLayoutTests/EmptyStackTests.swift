import NibDocument
import NibLayout
import Testing

/// A stack view with no arranged views keeps the size Interface Builder saved it at, as a view of
/// that intrinsic size would, against optional constraints its own hugging and compression
/// resistance outrank (Kurozora's DisplaySettingsCell.xib: an empty fill-equally stack, centred,
/// saved 164 pt wide; habitica's ToastView.xib, HabiticaAlertController.xib and
/// Support.storyboard: empty stacks saved 46, 56 and 300 pt tall against constraints of 20 at 500,
/// of at least 50 and of 30 at 500, code filling them at run time). At run time such a stack has
/// no size of its own.
@Suite struct EmptyStackTests {
    static func document() throws -> Document {
        try makeDocument(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                <rect key="frame" x="0.0" y="0.0" width="300" height="46"/>
                <constraints>
                    <constraint firstAttribute="height" priority="500" constant="20" id="h"/>
                </constraints>
            </stackView>
            """, constraints: """
            <constraint firstItem="empty" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="empty" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstAttribute="trailing" secondItem="empty" secondAttribute="trailing" id="r"/>
            """)
    }

    @Test func anEmptyStackKeepsItsSavedSizeInInterfaceBuilder() throws {
        let root = try #require(LayoutSystem(document: try Self.document(), options: .interfaceBuilder).roots.first)
        let stack = try #require(root.solve().view(withID: "empty")?.solved)
        #expect(stack.height == 46)
    }

    @Test func anEmptyStackHasNoSizeOfItsOwnAtRunTime() throws {
        let root = try #require(LayoutSystem(document: try Self.document(), options: .runtime).roots.first)
        let stack = try #require(root.solve().view(withID: "empty")?.solved)
        #expect(stack.height == 20)
    }
}
