import Foundation
import NibDocument
import NibRender
import Testing

/// One walk over a catalog serves the linter and the renderer (#23): a namespace group's colour
/// is `Brand/Primary` to both, a plain group adds nothing to its children's names.
struct AssetCatalogTests {
    private static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private static func colorSet(red: String) -> String {
        #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"\#(red)","green":"0.000","blue":"0.000","alpha":"1.000"}}}],"info":{"version":1,"author":"xcode"}}"#
    }

    @Test func theLinterAndTheRendererReadTheSameNames() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-assets-\(getpid())").path
        try? FileManager.default.removeItem(atPath: project)
        defer { try? FileManager.default.removeItem(atPath: project) }
        let catalog = project + "/App/Assets.xcassets"
        try Self.write(#"{"info":{"version":1,"author":"xcode"},"properties":{"provides-namespace":true}}"#, to: catalog + "/Brand/Contents.json")
        try Self.write(Self.colorSet(red: "1.000"), to: catalog + "/Brand/Primary.colorset/Contents.json")
        try Self.write(#"{"info":{"version":1,"author":"xcode"}}"#, to: catalog + "/Plain/Contents.json")
        try Self.write(Self.colorSet(red: "0.500"), to: catalog + "/Plain/Accent.colorset/Contents.json")
        try Self.write(#"{"info":{"version":1,"author":"xcode"}}"#, to: catalog + "/Brand/Logo.symbolset/Contents.json")

        let names = AssetCatalogSet.sets(in: catalog).map(\.name).sorted()
        #expect(names == ["Accent", "Brand/Logo", "Brand/Primary"])

        let assets = AssetCatalog.find(in: [project])
        #expect(assets.color(named: "Brand/Primary", appearance: .light)?.red == 1)
        #expect(assets.color(named: "Primary", appearance: .light) == nil, "a namespace group's colour has its group's name")
        #expect(assets.color(named: "Accent", appearance: .light)?.red == 0.5)
        #expect(assets.imageFile(named: "Brand/Logo") == nil, "a symbol set is a name, not something to draw")
    }

    /// iNaturalist's `Images.xcassets/Signup 2.0/img-logo.imageset`: a group is any folder that
    /// is not a set, a dot in its name included; an app icon set is a name of its own (an image
    /// by name), but no group: nothing inside it is named.
    @Test func aGroupWhoseNameHasADotIsStillAGroup() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-dotted-\(getpid())").path + "/Images.xcassets"
        try? FileManager.default.removeItem(atPath: catalog)
        defer { try? FileManager.default.removeItem(atPath: (catalog as NSString).deletingLastPathComponent) }
        try Self.write(#"{"info":{"version":1,"author":"xcode"}}"#, to: catalog + "/Signup 2.0/Contents.json")
        try Self.write(#"{"images":[],"info":{"version":1,"author":"xcode"}}"#, to: catalog + "/Signup 2.0/img-logo.imageset/Contents.json")
        try Self.write(#"{"info":{"version":1,"author":"xcode"},"properties":{"provides-namespace":true}}"#, to: catalog + "/v1.5/Contents.json")
        try Self.write(Self.colorSet(red: "1.000"), to: catalog + "/v1.5/Tint.colorset/Contents.json")
        try Self.write(#"{"images":[],"info":{"version":1,"author":"xcode"}}"#, to: catalog + "/AppIcon.appiconset/Inner.imageset/Contents.json")

        let names = AssetCatalogSet.sets(in: catalog).map(\.name).sorted()
        #expect(names == ["AppIcon", "img-logo", "v1.5/Tint"])
    }
}
