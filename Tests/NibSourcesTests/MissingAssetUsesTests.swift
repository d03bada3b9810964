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

    /// The missing-image and missing-color findings of linting the nib beside a catalog of
    /// `catalogEntries` (folder names such as `Other.imageset`).
    static func findings(catalogEntries: [String], podfile: Bool = false, nib: String = MissingAssetUsesTests.nib) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-asset-uses-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = [
            "Card.xib": nib,
            "Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
        ]
        if podfile { files["Podfile"] = "target 'App' do\n  pod 'Assets'\nend\n" }
        for entry in catalogEntries {
            files["Assets.xcassets/\(entry)/Contents.json"] = entry.hasSuffix(".colorset")
                ? #"{"colors":[],"info":{"author":"xcode","version":1}}"# : #"{"images":[],"info":{"author":"xcode","version":1}}"#
        }
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
        return LintSession(configuration: configuration, paths: [folder.path], options: options).run().lint.diagnostics
            .map { "\($0.ruleID) \($0.line): \($0.message)" }.sorted()
    }

    /// Save a Selfie's `defibrillator` beside the catalog's `Defibrillator`: a name that differs
    /// only in case is named; with dependencies, whose catalogs nibcheck does not see, hedged.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aNameDifferingOnlyInCaseIsNamed() throws {
        let found = try MissingAssetUsesTests.findings(catalogEntries: ["Ribbon.imageset", "brand.colorset"])
        #expect(found == ["missing-color 8: color 'Brand' is not found, but 'brand' is: color names match case by case, so the view then shows the value the nib saved for it (in its resources, as Interface Builder last saw the color set), which may be stale (also used at line 12)",
                          "missing-image 6: image 'ribbon' is not found, but 'Ribbon' is: image names match case by case, so the view shows no image (also used at line 10)"], "\(found)")
        let hedged = try MissingAssetUsesTests.findings(catalogEntries: ["Ribbon.imageset"], podfile: true)
        #expect(hedged.contains { $0.hasPrefix("missing-image 6: image 'ribbon' is not found, but 'Ribbon' is: image names match case by case; it may come from a dependency") }, "\(hedged)")
    }

    /// tls-inspector's Inspect button: a bar item's missing `largeContentSizeImage` beside an
    /// `image` that is there leaves the item its image, which the Large Content Viewer scales
    /// instead; the same name as a view's own image leaves that view with none.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason), arguments: [false, true])
    func aMissingLargeContentImageLeavesTheItemItsImage(alsoAnImageView: Bool) throws {
        let imageView = alsoAnImageView ? "\n                <imageView image=\"Inspect\" id=\"Li1-aa-001\"/>" : ""
        let nib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <toolbar id="Lt1-aa-001">
                        <items>
                            <barButtonItem image="arrow" largeContentSizeImage="Inspect" id="Lb1-aa-001"/>
                        </items>
                    </toolbar>\(imageView)
                </objects>
            </document>
            """
        let found = try MissingAssetUsesTests.findings(catalogEntries: ["arrow.imageset"], nib: nib)
        let outcome = alsoAnImageView ? "the view shows no image (also used at line 9)" : "the Large Content Viewer shows the item's image, scaled, in its place"
        #expect(found == ["missing-image 6: image 'Inspect' is in no asset catalog or image file; \(outcome)"], "\(found)")
    }

    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func oneFindingPerMissingNameListingItsOtherUses() throws {
        let found = try MissingAssetUsesTests.findings(catalogEntries: ["Other.imageset"])
        #expect(found.count == 2, "\(found)")
        #expect(found.contains { $0.hasPrefix("missing-color 8: color 'Brand'") && $0.hasSuffix("(also used at line 12)") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("missing-image 6: image 'ribbon'") && $0.hasSuffix("(also used at line 10)") }, "\(found)")
        // MixinNetwork's renamed color sets: the nib saved the color's value in its resources,
        // so the view shows that value, not the property's default.
        let color = found.first { $0.hasPrefix("missing-color") } ?? ""
        #expect(color.contains("shows the value the nib saved for it") && !color.contains("keeps its default"), "\(color)")
    }
}
