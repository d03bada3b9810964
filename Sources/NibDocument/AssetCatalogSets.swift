import Foundation
import NibSupport

/// The sets of an asset catalog (`.xcassets`), each with the name code and nibs load it by: the
/// one walk over a catalog that the linter (which names exist) and the renderer (what to draw)
/// both read. Groups whose `Contents.json` sets `provides-namespace` prefix their children's
/// names (`Brand/Primary`); other groups do not.
///
/// Catalogs are untrusted input: links to folders are never followed (they can loop), nesting is
/// bounded, and a group's `Contents.json` is read only as a regular file of bounded size.
public struct AssetCatalogSet: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `.imageset`: an image by scale and appearance.
        case image
        /// `.symbolset`, `.imagestack`, `.launchimage`, `.appiconset`: loaded as images by name
        /// (an app icon set too: a settings screen shows the alternate icons by their names,
        /// and Interface Builder finds them), never drawn here.
        case otherImage
        /// `.colorset`.
        case color
    }

    public let kind: Kind
    /// The name with its namespaces: `Brand/Primary`.
    public let name: String
    /// The set's folder.
    public let folder: String

    /// The kinds of set that load by no image or colour name: icons, data, stickers, textures,
    /// AR and Game Center resources.
    static let otherSets: Set<Substring> = [
        "iconset", "dataset", "brandassets", "stickerpack", "sticker", "stickersequence",
        "textureset", "cubetextureset", "mipmapset", "arimageset", "arresourcegroup", "complicationset",
        "gcdashboardimage", "gcleaderboard", "gcleaderboardset", "solidimagestack", "imagestacklayer",
    ]

    /// Groups deeper than this are not read: no real catalog comes near it.
    static let maxDepth = 16

    /// Every set of the catalog at `catalog`, in the order the file system lists them.
    public static func sets(in catalog: String) -> [AssetCatalogSet] {
        var sets: [AssetCatalogSet] = []
        walk(catalog, namespace: "", depth: maxDepth, into: &sets)
        return sets
    }

    private static func walk(_ folder: String, namespace: String, depth: Int, into sets: inout [AssetCatalogSet]) {
        guard depth > 0 else { return }
        for (name, kind) in FileSystem.entries(of: folder) ?? [] where kind == .directory && !name.hasPrefix(".") {
            let path = folder + "/" + name
            let fileExtension = FileSystem.pathExtension(name)
            let base = fileExtension.isEmpty ? name : String(name.dropLast(fileExtension.count + 1))
            switch fileExtension {
            case "imageset": sets.append(AssetCatalogSet(kind: .image, name: namespace + base, folder: path))
            case "symbolset", "imagestack", "launchimage", "appiconset": sets.append(AssetCatalogSet(kind: .otherImage, name: namespace + base, folder: path))
            case "colorset": sets.append(AssetCatalogSet(kind: .color, name: namespace + base, folder: path))
            // Any other folder is a group, whatever follows a dot in its name (`Signup 2.0`), but
            // not the other kinds of set, whose contents are no names of their own.
            case let other where !otherSets.contains(other):
                walk(path, namespace: namespace + (providesNamespace(path) ? name + "/" : ""), depth: depth - 1, into: &sets)
            default: break
            }
        }
    }

    private static func providesNamespace(_ folder: String) -> Bool {
        let path = folder + "/Contents.json"
        guard let data = try? FileSystem.readRegularFile(Array(path.utf8), name: path, maxSize: ProjectRoot.Limit.catalogJSON, followingLinks: false),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = object["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }
}
