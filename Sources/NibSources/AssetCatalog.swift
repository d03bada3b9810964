import Foundation
import NibDocument

/// The names an app's images and colours can be loaded by: the image sets, symbol sets and colour
/// sets of `.xcassets` catalogs (folders that set `provides-namespace` prefix their children's
/// names, as `Icons/star`), and loose image files (`star.png`, `star@2x.png`, `star~ipad.png`
/// are all `star`, and `star.png` too).
enum AssetCatalog {
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "gif", "heic", "tif", "tiff", "svg", "bmp", "webp", "icns"]

    static func read(catalog path: String, images: inout Set<String>, colors: inout Set<String>) {
        walk(path, namespace: "", images: &images, colors: &colors)
    }

    private static func walk(_ folder: String, namespace: String, images: inout Set<String>, colors: inout Set<String>) {
        // Links to folders are not followed: a link to `.` or `..` would loop.
        for (name, kind) in FileSystem.entries(of: folder) ?? [] where kind == .directory && !name.hasPrefix(".") {
            let path = folder + "/" + name
            let fileExtension = FileSystem.pathExtension(name)
            let base = fileExtension.isEmpty ? name : String(name.dropLast(fileExtension.count + 1))
            switch fileExtension {
            case "imageset", "symbolset", "imagestack", "launchimage":
                images.insert(namespace + base)
            case "colorset":
                colors.insert(namespace + base)
            case "":
                walk(path, namespace: namespace + (providesNamespace(path) ? base + "/" : ""), images: &images, colors: &colors)
            default:
                break
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

    /// The names a loose image file answers to, or nothing when it is not an image.
    static func looseImageNames(_ fileName: String) -> [String] {
        let url = URL(fileURLWithPath: fileName)
        let fileExtension = url.pathExtension.lowercased()
        guard imageExtensions.contains(fileExtension) else { return [] }
        var base = url.deletingPathExtension().lastPathComponent
        if let tilde = base.firstIndex(of: "~") { base = String(base[..<tilde]) }
        if let at = base.range(of: "@", options: .backwards), base[at.upperBound...].hasSuffix("x") { base = String(base[..<at.lowerBound]) }
        return [base, base + "." + url.pathExtension]
    }
}
