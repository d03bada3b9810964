import Foundation

/// The colours and images of the asset catalogs (`.xcassets`) found beside a nib.
///
/// A catalog's `Name.colorset/Contents.json` holds the colour for each appearance; its
/// `Name.imageset/Contents.json` names the image files per scale. Only what drawing needs is read:
/// sRGB (or display-P3, drawn as sRGB) components and PNG or JPEG files.
public final class AssetCatalog: @unchecked Sendable {
    // @unchecked: the two dictionaries are filled in `init` and only read afterwards.

    /// Colour name → (light, dark).
    private var colors: [String: (light: RGBA, dark: RGBA?)] = [:]
    /// Image name → the file to draw.
    private var images: [String: URL] = [:]
    /// The catalogs read.
    public private(set) var catalogs: [URL] = []

    public init(catalogs urls: [URL]) {
        for url in urls { read(catalog: url) }
    }

    public var isEmpty: Bool { colors.isEmpty && images.isEmpty }

    /// The colour named `name` in an appearance.
    public func color(named name: String, appearance: Appearance) -> RGBA? {
        guard let entry = colors[name] else { return nil }
        return appearance == .dark ? (entry.dark ?? entry.light) : entry.light
    }

    /// The image file named `name` (PNG or JPEG), when a catalog has one.
    public func imageFile(named name: String) -> URL? { images[name] }

    /// A `data:` URL of the image named `name`, for embedding in SVG.
    public func imageDataURL(named name: String) -> String? {
        guard let url = images[name], let data = try? Data(contentsOf: url) else { return nil }
        let type = url.pathExtension.lowercased() == "png" ? "image/png" : "image/jpeg"
        return "data:\(type);base64," + data.base64EncodedString()
    }

    // MARK: Finding catalogs

    /// Catalogs found from a nib: in its folder and the folders above it (up to `levels` of
    /// them, stopping at a folder holding `.git` or `Package.swift`), searched `depth` folders
    /// down, skipping build products and dependency checkouts. Cached per starting folder.
    public static func near(file: String, levels: Int = 3, depth: Int = 4) -> AssetCatalog {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL
        cacheLock.lock()
        if let cached = cache[folder.path] {
            cacheLock.unlock()
            return cached
        }
        cacheLock.unlock()
        var found: [URL] = []
        var seen = Set<String>()
        var current = folder
        for _ in 0...levels {
            search(current, depth: depth, into: &found, seen: &seen)
            let manager = FileManager.default
            if manager.fileExists(atPath: current.appendingPathComponent(".git").path)
                || manager.fileExists(atPath: current.appendingPathComponent("Package.swift").path) { break }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        let catalog = AssetCatalog(catalogs: found)
        cacheLock.lock()
        cache[folder.path] = catalog
        cacheLock.unlock()
        return catalog
    }

    private nonisolated(unsafe) static var cache: [String: AssetCatalog] = [:]
    private static let cacheLock = NSLock()

    static let skipped: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules", ".git"]

    private static func search(_ folder: URL, depth: Int, into found: inout [URL], seen: inout Set<String>) {
        guard depth >= 0, !seen.contains(folder.path) else { return }
        seen.insert(folder.path)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names.sorted() where !skipped.contains(name) && !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            if name.hasSuffix(".xcassets") {
                if !found.contains(url) { found.append(url) }
            } else if !name.contains(".") {
                search(url, depth: depth - 1, into: &found, seen: &seen)
            }
        }
    }

    // MARK: Reading

    private func read(catalog: URL) {
        catalogs.append(catalog)
        walk(catalog, depth: 6)
    }

    private func walk(_ folder: URL, depth: Int) {
        guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names.sorted() {
            let url = folder.appendingPathComponent(name)
            if name.hasSuffix(".colorset") {
                let colorName = String(name.dropLast(".colorset".count))
                if colors[colorName] == nil, let entry = readColor(url) { colors[colorName] = entry }
            } else if name.hasSuffix(".imageset") {
                let imageName = String(name.dropLast(".imageset".count))
                if images[imageName] == nil, let file = readImage(url) { images[imageName] = file }
            } else if !name.contains(".") {
                // Groups (folders, possibly namespaced) hold more sets.
                walk(url, depth: depth - 1)
            }
        }
    }

    private func json(_ folder: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    private func readColor(_ folder: URL) -> (light: RGBA, dark: RGBA?)? {
        guard let entries = json(folder)?["colors"] as? [[String: Any]] else { return nil }
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

    private func readImage(_ folder: URL) -> URL? {
        guard let entries = json(folder)?["images"] as? [[String: Any]] else { return nil }
        var best: (URL, Int)?
        for entry in entries {
            guard let file = entry["filename"] as? String else { continue }
            let lower = file.lowercased()
            guard lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") else { continue }
            if let appearances = entry["appearances"] as? [[String: Any]], !appearances.isEmpty { continue }
            let url = folder.appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            // 2x first: sharp enough, smaller than 3x.
            let rank = ["2x": 0, "3x": 1, "1x": 2][entry["scale"] as? String ?? ""] ?? 3
            if best == nil || rank < best!.1 { best = (url, rank) }
        }
        return best?.0
    }
}
