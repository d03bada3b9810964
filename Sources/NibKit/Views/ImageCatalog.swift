import Foundation
import Synchronization

/// The image names a folder of resources answers to, as `UIImage(named:)` finds them: the image
/// sets of its asset catalogs (`Name.imageset`, `Name.symbolset`, under `Folder/` when a folder
/// provides a namespace) and its image files, by name with or without the extension, less the
/// scale (`@2x`) and device (`~iphone`) modifiers. NibKit reads no pixels, so being named is
/// what makes an image exist.
///
/// A bundle does not change while the app runs, so each folder is read once.
enum ImageCatalog {
    private static let indexes = Mutex<[String: Set<String>]>([:])

    /// The extensions of the image files UIKit loads by name.
    private static let fileExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "gif", "heic", "tif", "tiff", "bmp", "ico", "cur", "xbm"]

    static func contains(_ name: String, in folders: [URL]) -> Bool {
        folders.contains { names(in: $0).contains(name) }
    }

    private static func names(in folder: URL) -> Set<String> {
        let key = folder.standardizedFileURL.path
        if let cached = indexes.withLock({ $0[key] }) { return cached }
        let names = index(folder)
        indexes.withLock { $0[key] = names }
        return names
    }

    private static func index(_ folder: URL) -> Set<String> {
        var names = Set<String>()
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return names }
        for entry in entries {
            let url = folder.appendingPathComponent(entry)
            let pathExtension = url.pathExtension.lowercased()
            if pathExtension == "xcassets" {
                addAssets(in: url, namespace: "", to: &names)
            } else if fileExtensions.contains(pathExtension) {
                // `cover@2x~iphone.png` answers to `cover` and `cover.png`.
                var base = String(entry.dropLast(pathExtension.count + 1))
                for modifier in ["~iphone", "~ipad"] where base.hasSuffix(modifier) { base.removeLast(modifier.count) }
                for scale in ["@1x", "@2x", "@3x"] where base.hasSuffix(scale) { base.removeLast(scale.count) }
                names.insert(entry)
                names.insert(base)
                names.insert("\(base).\(url.pathExtension)")
            }
        }
        return names
    }

    /// The image sets under `folder` of an asset catalog; a folder whose `Contents.json` says
    /// `provides-namespace` puts its name before those of the sets inside it.
    private static func addAssets(in folder: URL, namespace: String, to names: inout Set<String>) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for entry in entries {
            let url = folder.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            switch url.pathExtension {
            case "imageset", "symbolset":
                names.insert(namespace + url.deletingPathExtension().lastPathComponent)
            case "":
                let inner = providesNamespace(url) ? "\(namespace)\(entry)/" : namespace
                addAssets(in: url, namespace: inner, to: &names)
            default:
                // Colour sets, app icons, data sets: not images `UIImage(named:)` returns.
                continue
            }
        }
    }

    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool == true
    }
}
