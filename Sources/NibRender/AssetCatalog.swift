import Foundation
import NibDocument
import NibSupport

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

    /// Reads `catalogs` found by another walk of the project (the sources step's), each inside
    /// the first of `folders` that holds it: a catalog outside every folder is not read.
    public convenience init(found catalogs: [String], in folders: [String]) {
        let roots = folders.compactMap { ProjectRoot(around: $0) }
        self.init(found: catalogs.compactMap { catalog in
            roots.first { $0.resolve(catalog) != nil }.map { (URL(fileURLWithPath: catalog), $0) }
        })
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
        if case .embedded(let image)? = image(named: name) { return image.dataURL }
        return nil
    }

    /// An image to embed: its bytes as a `data:` URL, a digest of them (the same bytes, the same
    /// digest, in every run), and its size in pixels as its header says (nil when the header is
    /// not a PNG's or a JPEG's that can be read).
    public struct EmbeddedImage: Sendable {
        public let file: URL
        public let dataURL: String
        public let digest: String
        public let pixels: (width: Int, height: Int)?
    }

    public enum ImageLookup: Sendable {
        case embedded(EmbeddedImage)
        /// The file says it is larger than `imagePixelBudget`: a decoder would allocate all of it.
        case tooLarge(file: URL, width: Int, height: Int)
    }

    /// The most pixels an embedded image may declare: 40 million (a 109-KB PNG declaring 30,000 ×
    /// 30,000 pixels took 6.2 GB to rasterise).
    public static let imagePixelBudget = 40_000_000

    /// The image named `name`, read and measured; nil when there is none or it cannot be read.
    public func image(named name: String) -> ImageLookup? {
        guard let (url, root) = images[name], let data = try? root.read(url.path, maxSize: ProjectRoot.Limit.image) else { return nil }
        let pixels = ImageHeader.pixelSize(data)
        if let pixels, pixels.width.multipliedReportingOverflow(by: pixels.height).overflow
            || pixels.width * pixels.height > AssetCatalog.imagePixelBudget {
            return .tooLarge(file: url, width: pixels.width, height: pixels.height)
        }
        let type = url.pathExtension.lowercased() == "png" ? "image/png" : "image/jpeg"
        return .embedded(EmbeddedImage(file: url, dataURL: "data:\(type);base64," + data.base64EncodedString(),
                                       digest: ImageHeader.digest(data), pixels: pixels))
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

    static let skipped = ProjectRoot.skippedFolderNames

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
        guard let json = json(folder, root: root), let set = AssetCatalogColor(contents: json) else { return nil }
        var light: RGBA?
        var dark: RGBA?
        for entry in set.entries {
            // A reference names a system colour (`{"platform": "ios", "reference": "systemBlueColor"}`).
            let value = entry.reference.map { SystemColors.color(named: $0, appearance: .light) }
                ?? entry.components.map { RGBA($0.red, $0.green, $0.blue, $0.alpha) }
            guard let value else { continue }
            if entry.appearances.contains("dark") {
                if dark == nil { dark = value }
            } else if entry.appearances.isEmpty || entry.appearances == ["light"] {
                if light == nil { light = value }
            }
        }
        guard let light = light ?? dark else { return nil }
        return (light, dark)
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

/// What an image file's header says, read without decoding it.
enum ImageHeader {
    /// Width and height in pixels from a PNG's IHDR chunk or a JPEG's start-of-frame marker; nil
    /// for anything else, or a header cut short.
    static func pixelSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(1 << 20))
        func big16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func big32(_ at: Int) -> Int { big16(at) << 16 | big16(at + 2) }
        // PNG: the signature, then IHDR's length and type, then width and height.
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
           bytes[12...15].elementsEqual([0x49, 0x48, 0x44, 0x52]) {
            return (big32(16), big32(20))
        }
        // JPEG: markers after SOI, each with a 16-bit length, up to a start of frame (SOF0…SOF15
        // but DHT C4, JPG C8 and DAC CC), which holds height then width.
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var at = 2
        while at + 9 <= bytes.count {
            guard bytes[at] == 0xFF else { return nil }
            let marker = bytes[at + 1]
            if marker == 0xFF { at += 1; continue }
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                return (big16(at + 7), big16(at + 5))
            }
            // Standalone markers carry no length.
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { at += 2; continue }
            at += 2 + big16(at + 2)
        }
        return nil
    }

    /// FNV-1a (64 bits) of the bytes, as hex: the same in every run (unlike Hasher), so an
    /// image's id in a picture is stable.
    static func digest(_ data: Data) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
