import Foundation
import NibLint
import NibTestSupport
import NibValidation
import Testing

/// Issue #35 §4: a missing image or color used by several views is one finding, at the first
/// view that uses it, listing the lines of the others; never one at `<resources>`.
@Suite struct MissingAssetUsesTests {
    static let nib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <view id="Av1-aa-001">
                    <subviews>
                        <imageView image="ribbon" id="Ai1-aa-001"/>
                        <label text="Title" id="Al1-aa-001">
                            <color key="textColor" name="Brand"/>
                        </label>
                        <imageView image="ribbon" id="Ai2-aa-001"/>
                    </subviews>
                    <color key="backgroundColor" name="Brand"/>
                </view>
            </objects>
            <resources>
                <image name="ribbon" width="16" height="16"/>
                <namedColor name="Brand">
                    <color red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
            </resources>
        </document>
        """

    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func oneFindingPerMissingNameListingItsOtherUses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-asset-uses-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "Card.xib": MissingAssetUsesTests.nib,
            "Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
            "Assets.xcassets/Other.imageset/Contents.json": #"{"images":[],"info":{"author":"xcode","version":1}}"#,
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var configuration = LintConfiguration()
        for rule in Validator.allRules { configuration.severities[rule.id] = .some(nil) }
        configuration.severities["missing-image"] = .warning
        configuration.severities["missing-color"] = .warning
        var options = LintSession.Options()
        options.readsSources = true
        options.cachesSources = false
        let found = LintSession(configuration: configuration, paths: [folder.path], options: options).run().lint.diagnostics
            .map { "\($0.ruleID) \($0.line): \($0.message)" }.sorted()
        #expect(found.count == 2, "\(found)")
        #expect(found.contains { $0.hasPrefix("missing-color 8: color 'Brand'") && $0.hasSuffix("(also used at line 12)") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("missing-image 6: image 'ribbon'") && $0.hasSuffix("(also used at line 10)") }, "\(found)")
        // MixinNetwork's renamed color sets: the nib saved the color's value in its resources,
        // so the view shows that value, not the property's default.
        let color = found.first { $0.hasPrefix("missing-color") } ?? ""
        #expect(color.contains("shows the value the nib saved for it") && !color.contains("keeps its default"), "\(color)")
    }
}
