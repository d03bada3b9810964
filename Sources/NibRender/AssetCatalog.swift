import Foundation
import NibDocument

/// The colours and images of the asset catalogs (`.xcassets`) of a project.
///
/// A catalog's `Name.colorset/Contents.json` holds the colour for each appearance; its
/// `Name.imageset/Contents.json` names the image files per scale. Only what drawing needs is read:
/// sRGB (or display-P3, drawn as sRGB) components and PNG or JPEG files. The sets and their names
/// (`Brand/Primary` in a namespace group) come from the walk the linter reads too
/// (`AssetCatalogSet`).
///
/// Catalogs are untrusted input: everything is read through the `ProjectRoot` they were found
/// in, so no link or `../` in a catalog reaches a file outside it, and links to folders are never
/// followed (they can loop).
public final class AssetCatalog: Sendable {
    /// Colour name → (light, dark).
    private let colors: [String: (light: RGBA, dark: RGBA?)]
    /// Image name → the file to draw, and the root it must be read inside.
    private let images: [String: (file: URL, root: ProjectRoot)]
    /// The catalogs read.
    public let catalogs: [URL]

    /// Reads `catalogs`, each inside `root`: a catalog outside it is not read.
    public convenience init(catalogs urls: [URL], root: ProjectRoot) {
        self.init(found: urls.map { ($0, root) })
    }

    private init(found: [(catalog: URL, root: ProjectRoot)]) {
        var reader = Reader()
        var read: [URL] = []
        for (catalog, root) in found where root.resolve(catalog.path) != nil {
            read.append(catalog)
            reader.read(catalog, root: root)
        }
        colors = reader.colors
        images = reader.images
        catalogs = read
    }

    public var isEmpty: Bool { colors.isEmpty && images.isEmpty }

    /// The colour named `name` in an appearance.
    public func color(named name: String, appearance: Appearance) -> RGBA? {
        guard let entry = colors[name] else { return nil }
        return appearance == .dark ? (entry.dark ?? entry.light) : entry.light
    }

    /// The image file named `name` (PNG or JPEG), when a catalog has one.
    public func imageFile(named name: String) -> URL? { images[name]?.file }

    /// A `data:` URL of the image named `name`, for embedding in SVG; nil when there is none, or
    /// its file is no longer a regular file inside the project of the size allowed.
    public func imageDataURL(named name: String) -> String? {
        guard let (url, root) = images[name], let data = try? root.read(url.path, maxSize: ProjectRoot.Limit.image) else { return nil }
        let type = url.pathExtension.lowercased() == "png" ? "image/png" : "image/jpeg"
        return "data:\(type);base64," + data.base64EncodedString()
    }

    // MARK: Finding catalogs

    /// The catalogs under `folders` (each searched down to `depth` folders, skipping build
    /// products, dependency checkouts, hidden folders and links to folders), each read inside the
    /// folder it was found in. Nothing above the folders is searched.
    public static func find(in folders: [String], depth: Int = 8) -> AssetCatalog {
        var found: [(URL, ProjectRoot)] = []
        var seen = Set<String>()
        for folder in folders {
            guard let root = ProjectRoot(around: folder) else { continue }
            search(root.path, depth: depth, root: root, into: &found, seen: &seen)
        }
        return AssetCatalog(found: found)
    }

    static let skipped: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules", ".git"]

    private static func search(_ folder: String, depth: Int, root: ProjectRoot, into found: inout [(URL, ProjectRoot)], seen: inout Set<String>) {
        guard depth >= 0, seen.insert(folder).inserted else { return }
        for (name, kind) in FileSystem.entries(of: folder) ?? [] where kind == .directory && !skipped.contains(name) && !name.hasPrefix(".") {
            let path = folder + "/" + name
            if name.hasSuffix(".xcassets") {
                found.append((URL(fileURLWithPath: path), root))
            } else if !name.contains(".") {
                search(path, depth: depth - 1, root: root, into: &found, seen: &seen)
            }
        }
    }

    // MARK: Reading

    /// What the catalogs hold that drawing needs; the first definition of a name wins.
    private struct Reader {
        var colors: [String: (light: RGBA, dark: RGBA?)] = [:]
        var images: [String: (file: URL, root: ProjectRoot)] = [:]

        mutating func read(_ catalog: URL, root: ProjectRoot) {
            for set in AssetCatalogSet.sets(in: catalog.path) {
                let folder = URL(fileURLWithPath: set.folder)
                switch set.kind {
                case .color:
                    if colors[set.name] == nil, let entry = AssetCatalog.readColor(folder, root: root) { colors[set.name] = entry }
                case .image:
                    if images[set.name] == nil, let file = AssetCatalog.readImage(folder, root: root) { images[set.name] = (file, root) }
                case .otherImage:
                    break
                }
            }
        }
    }

    private static func json(_ folder: URL, root: ProjectRoot) -> [String: Any]? {
        guard let data = try? root.read(folder.appendingPathComponent("Contents.json").path, maxSize: ProjectRoot.Limit.catalogJSON) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    private static func readColor(_ folder: URL, root: ProjectRoot) -> (light: RGBA, dark: RGBA?)? {
        guard let entries = json(folder, root: root)?["colors"] as? [[String: Any]] else { return nil }
        var light: RGBA?
        var dark: RGBA?
        for entry in entries {
            guard let color = entry["color"] as? [String: Any], let value = AssetCatalog.components(color) else { continue }
            let appearances = (entry["appearances"] as? [[String: Any]] ?? []).compactMap { $0["value"] as? String }
            if appearances.contains("dark") {
                if dark == nil { dark = value }
            } else if appearances.isEmpty || appearances == ["light"] {
                if light == nil { light = value }
            }
        }
        guard let light = light ?? dark else { return nil }
        return (light, dark)
    }

    /// `{"color-space": "srgb", "components": {"red": "0.5" | "0x7F" | "127", …}}`, or
    /// `{"platform": "ios", "reference": "systemBlueColor"}`.
    static func components(_ color: [String: Any]) -> RGBA? {
        if let reference = color["reference"] as? String {
            return SystemColors.color(named: reference, appearance: .light)
        }
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            let raw: String
            if let text = components[key] as? String { raw = text.trimmingCharacters(in: .whitespaces) }
            else if let number = components[key] as? NSNumber { raw = number.stringValue }
            else { return nil }
            if raw.lowercased().hasPrefix("0x"), let byte = Int(raw.dropFirst(2), radix: 16) { return Double(byte) / 255 }
            guard let number = Double(raw) else { return nil }
            // Integers above 1 are 0…255 components; "1" is full intensity either way.
            if key != "alpha", number > 1, !raw.contains(".") { return number / 255 }
            return number
        }
        if let white = value("white") { return RGBA.white(white, value("alpha") ?? 1) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return RGBA(red, green, blue, value("alpha") ?? 1)
    }

    private static func readImage(_ folder: URL, root: ProjectRoot) -> URL? {
        guard let entries = json(folder, root: root)?["images"] as? [[String: Any]] else { return nil }
        var best: (URL, Int)?
        for entry in entries {
            // A file of the set's own folder: a name with a slash could climb out of it.
            guard let file = entry["filename"] as? String, !file.contains("/"), file != ".." else { continue }
            let lower = file.lowercased()
            guard lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") else { continue }
            if let appearances = entry["appearances"] as? [[String: Any]], !appearances.isEmpty { continue }
            let url = folder.appendingPathComponent(file)
            guard let resolved = root.resolve(url.path), FileSystem.kind(atPath: resolved, linked: false) == .file else { continue }
            // 2x first: sharp enough, smaller than 3x.
            let rank = ["2x": 0, "3x": 1, "1x": 2][entry["scale"] as? String ?? ""] ?? 3
            if best == nil || rank < best!.1 { best = (url, rank) }
        }
        return best?.0
    }
}
