import Foundation
import NibDocument
import NibSupport
import NibValidation

/// What a checked-in `Pods` folder copies into the app's own bundle.
///
/// CocoaPods builds pods as static libraries unless the Podfile says `use_frameworks!`, and then
/// copies each pod's `resources` (nibs, storyboards, images, asset catalogs) into the app, where
/// `UIStoryboard(name: "HPPR", bundle: nil)` and `image="Check.png"` find them. The folder itself
/// is never linted, and its code is read only for what it adds to UIKit's classes
/// (`PodCategories`; a dependency's own findings are not the app's), but the
/// scripts CocoaPods writes for each target, `Target Support Files/*/*-resources.sh`, list those
/// copies one `install_resource "…"` line each, relative to the Pods folder. Resource bundles and
/// frameworks, which keep their files to themselves, are not counted, nor are the scripts of
/// test targets (`Pods-AppTests`), whose copies go into the test bundle.
struct PodResources {
    /// Nibs and storyboards copied, by base name (`HPPR`).
    var interfaceFileNames: Set<String> = []
    /// The copied storyboards' paths, whose Storyboard IDs the app may ask for.
    var storyboards: [String] = []
    /// Loose images copied (`…/Check@2x.png`).
    var looseImages: [String] = []
    /// Asset catalogs copied, which Xcode compiles into the app's own.
    var catalogs: [String] = []

    /// A resources script is a few kilobytes; a hostile one is not read past this.
    static let maxScriptSize = 1 << 20

    /// The resources the app targets' scripts under `pods` (a `Pods` folder beside a Podfile)
    /// copy: each regular file (a folder for a catalog or a nib wrapper) inside `roots`, once.
    init(pods: String, roots: [ProjectRoot]) {
        let support = pods + "/Target Support Files"
        var seen: Set<String> = []
        for (folder, kind) in FileSystem.entries(of: support) ?? [] where kind == .directory && !folder.hasSuffix("Tests") {
            for (name, kind) in FileSystem.entries(of: support + "/" + folder) ?? [] where kind == .file && name.hasSuffix("-resources.sh") {
                let script = support + "/" + folder + "/" + name
                guard let root = ProjectRoot.holding(script, in: roots),
                      let bytes = try? root.read(script, maxSize: Self.maxScriptSize) else { continue }
                for resource in Self.installedResources(in: String(decoding: bytes, as: UTF8.self)) {
                    let path = Self.lexicallyStandardized(pods + "/" + resource)
                    if seen.insert(path).inserted { add(path, roots: roots) }
                }
            }
        }
    }

    /// The paths, relative to the Pods folder, of the `install_resource` lines of a resources
    /// script: `"HPPhotoProvider/Pod/Assets/Check.png"` or `"${PODS_ROOT}/…"`. A path under
    /// another variable (`${BUILT_PRODUCTS_DIR}/Pod.bundle`, a resource bundle) is not one, nor
    /// is an absolute path.
    static func installedResources(in script: String) -> [String] {
        var paths: [String] = []
        for line in script.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("install_resource \"") else { continue }
            let quoted = trimmed.dropFirst("install_resource \"".count)
            guard let end = quoted.firstIndex(of: "\"") else { continue }
            var path = quoted[..<end]
            for prefix in ["${PODS_ROOT}/", "$PODS_ROOT/"] where path.hasPrefix(prefix) { path = path.dropFirst(prefix.count) }
            guard !path.isEmpty, !path.contains("$"), !path.hasPrefix("/") else { continue }
            paths.append(String(path))
        }
        return paths
    }

    /// `path` with its `.` and `..` components resolved by name (`Pods/../LocalPod/x.png` is
    /// `LocalPod/x.png`), a leading `./` kept: the spelling the project walk gives its own files.
    /// Where the file really is, and whether it lies in the project, `ProjectRoot` decides.
    static func lexicallyStandardized(_ path: String) -> String {
        let leading = path.hasPrefix("./") ? "./" : path.hasPrefix("/") ? "/" : ""
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return leading + parts.joined(separator: "/")
    }

    private mutating func add(_ path: String, roots: [ProjectRoot]) {
        guard ProjectRoot.holding(path, in: roots) != nil, let kind = FileSystem.kind(atPath: path, linked: nil) else { return }
        let name = (path as NSString).lastPathComponent
        switch (FileSystem.pathExtension(name), kind) {
        case ("xib", .file), ("nib", .file), ("nib", .directory):
            interfaceFileNames.insert(NibLoads.baseName(name))
        case ("storyboard", .file):
            interfaceFileNames.insert(NibLoads.baseName(name))
            storyboards.append(path)
        case ("xcassets", .directory):
            catalogs.append(path)
        case (let fileExtension, .file) where AssetCatalog.imageExtensions.contains(fileExtension.lowercased()):
            looseImages.append(path)
        default:
            break
        }
    }

    /// The Storyboard IDs the copied storyboards define; one that does not parse defines none.
    func storyboardIdentifiers(roots: [ProjectRoot]) -> Set<String> {
        var identifiers: Set<String> = []
        for storyboard in storyboards {
            guard let root = ProjectRoot.holding(storyboard, in: roots),
                  let data = try? root.read(storyboard, maxSize: ParseLimits.default.maxFileSize),
                  let document = try? Document(data: data, file: storyboard) else { continue }
            document.forEachAttribute(named: ["storyboardIdentifier"]) { _, _, value in identifiers.insert(value) }
        }
        return identifiers
    }
}
