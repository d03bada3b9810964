import Foundation
import NibTestSupport
@testable import NibValidation
import Testing
@testable import NibSources

/// Issue #22: false findings seen on real apps, each as a minimal fixture of the real pattern.
@Suite struct PrecisionTests {
    /// A folder holding `Example.xib`, `Example.swift` and an asset catalog with one image set.
    static func lint(nib body: String, swift: String, _ name: String, files: [String: String] = [:]) throws -> [Diagnostic] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-precision-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Assets.xcassets/play.imageset"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"images":[],"info":{"author":"xcode","version":1}}"#.write(to: folder.appendingPathComponent("Assets.xcassets/play.imageset/Contents.json"), atomically: true, encoding: .utf8)
        try SourceRuleSupport.xib(body).write(to: folder.appendingPathComponent("Example.xib"), atomically: true, encoding: .utf8)
        try ("import UIKit\n" + swift).write(to: folder.appendingPathComponent("Example.swift"), atomically: true, encoding: .utf8)
        for (file, text) in files { try text.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8) }
        return SourceLint.run([folder.path]).diagnostics
    }

    /// pocket-casts NowPlayingPlayerItemViewController.xib:50: the image accessibility trait.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func anAccessibilityTraitIsNotAnImageName() throws {
        let found = try PrecisionTests.lint(nib: """
            <button opaque="NO" contentMode="scaleToFill" image="play" id="b1">
                <accessibility key="accessibilityConfiguration">
                    <accessibilityTraits key="traits" button="YES" image="YES"/>
                </accessibility>
            </button>
            <imageView image="pause" id="i1"/>
            """, swift: "class Player: UIView {}\n", "traits")
        let images = found.filter { $0.ruleID == .missingImage }
        // The control: a missing image is still found; the trait is not taken for one.
        #expect(images.map(\.message).contains { $0.contains("'pause'") }, "\(found)")
        #expect(!images.map(\.message).contains { $0.contains("'YES'") }, "\(found)")
    }

    /// File's Owner is never made from the nib: its class is not looked up by name.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func filesOwnerNeedsNoModule() throws {
        let found = try PrecisionTests.lint(nib: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PlayerController"/>
            <view contentMode="scaleToFill" customClass="PlayerView" id="v1"/>
            """, swift: "class PlayerController: UIViewController {}\nclass PlayerView: UIView {}\n", "owner")
        let flagged = found.filter { $0.ruleID == .customClassWithoutModule }.map(\.message)
        #expect(flagged.count == 1 && flagged.first?.contains("PlayerView") == true, "\(flagged)")
    }
}

extension PrecisionTests {
    /// Recall: `customModuleProvider="target"` says the class is the nib's own target's, so a
    /// project with dependencies (a Podfile, no .xcodeproj) does not excuse a renamed class.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aTargetClassMissingFromTheSourcesIsFoundDespiteDependencies() throws {
        let objects = """
            <view contentMode="scaleToFill" customClass="PlayerVeiw" customModuleProvider="target" id="v1"/>
            <view contentMode="scaleToFill" customClass="SomePodView" id="v2"/>
            """
        let found = try PrecisionTests.lint(nib: objects, swift: "class PlayerView: UIView {}\n", "target-recall", files: ["Podfile": "pod 'Something'\n"])
        let unknown = found.filter { $0.ruleID == .unknownCustomClass }.map(\.message)
        #expect(unknown.count == 1 && unknown.first?.contains("PlayerVeiw") == true, "\(unknown)")
    }
}
