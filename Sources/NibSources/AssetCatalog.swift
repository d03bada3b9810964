import Foundation
import NibDocument

/// The names an app's images and colours can be loaded by: the image sets, symbol sets and colour
/// sets of `.xcassets` catalogs (folders that set `provides-namespace` prefix their children's
/// names, as `Icons/star`), and loose image files (`star.png`, `star@2x.png`, `star~ipad.png`
/// are all `star`, and `star.png` too).
enum AssetCatalog {
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "gif", "heic", "tif", "tiff", "svg", "bmp", "webp", "icns"]

    /// The catalog's image and colour set names, and the colour sets' values where one holds in
    /// every appearance the app shows (`AssetCatalogColor.uniformValue(showingDark:)`; nil for
    /// the others).
    static func read(catalog path: String, showingDark: Bool, images: inout Set<String>, colors: inout [String: AssetCatalogColor.Uniform?]) {
        for set in AssetCatalogSet.sets(in: path) {
            switch set.kind {
            case .image, .otherImage: images.insert(set.name)
            case .color: colors[set.name] = AssetCatalogColor(setFolder: set.folder)?.uniformValue(showingDark: showingDark)
            }
        }
    }

    /// The names a loose image file answers to, or nothing when it is not an image: its base
    /// name with and without the extension, and the file's own name with and without it, scale
    /// and device suffixes included (MedRep's `meetings@3x.png`, which UIImage(named:) finds as
    /// written).
    static func looseImageNames(_ fileName: String) -> [String] {
        let url = URL(fileURLWithPath: fileName)
        let fileExtension = url.pathExtension.lowercased()
        guard imageExtensions.contains(fileExtension) else { return [] }
        let written = url.deletingPathExtension().lastPathComponent
        var base = written
        if let tilde = base.firstIndex(of: "~") { base = String(base[..<tilde]) }
        if let at = base.range(of: "@", options: .backwards), base[at.upperBound...].hasSuffix("x") { base = String(base[..<at.lowerBound]) }
        var names = [base, base + "." + url.pathExtension]
        if written != base { names += [written, written + "." + url.pathExtension] }
        return names
    }
}
