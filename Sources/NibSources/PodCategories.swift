import NibSupport
import NibValidation

/// What a checked-in `Pods` folder's Objective-C headers add to UIKit's and AppKit's own classes:
/// a category such as LGSideMenuController's `@interface UIViewController (LGSideMenuController)`,
/// whose `- (IBAction)showLeftView:(id)sender` every view controller of the app answers, so a
/// storyboard's menu button may send it to any of them.
///
/// The pods' own classes, calls and nibs are not read (a dependency's code is not the app's):
/// only additions to framework classes, with their methods and properties. Swift pods need
/// SourceKit per file and are not read. Links are not followed, so nothing outside the folder is.
enum PodCategories {
    /// A Pods folder holds thousands of headers at most; a hostile one is not walked past this.
    static let maxFiles = 50_000
    /// A header is a few kilobytes; a hostile one is not read past this.
    static let maxHeaderSize = 1 << 20

    /// The framework-class additions the headers under `pods` declare, one entry per header
    /// that has any.
    static func read(pods: String) -> [FileDeclarations] {
        var result: [FileDeclarations] = []
        var pending = [pods]
        var seen = 0
        while let folder = pending.popLast(), seen < maxFiles {
            for (name, kind) in FileSystem.entries(of: folder) ?? [] {
                seen += 1
                let path = folder + "/" + name
                if kind == .directory {
                    pending.append(path)
                } else if kind == .file, name.hasSuffix(".h"), let declarations = additions(inHeader: path) {
                    result.append(declarations)
                }
            }
        }
        return result
    }

    /// The header's categories of framework classes; nil when it has none or cannot be read.
    static func additions(inHeader path: String) -> FileDeclarations? {
        guard let data = try? FileSystem.readRegularFile(Array(path.utf8), name: path, maxSize: maxHeaderSize, followingLinks: false) else {
            return nil
        }
        let bytes = [UInt8](data)
        // Most headers declare no category of a framework class: skip them before tokenising.
        guard bytes.firstRange(of: Array("@interface UI".utf8)) != nil || bytes.firstRange(of: Array("@interface NS".utf8)) != nil else { return nil }
        let read = ObjectiveCReader(bytes: bytes, file: path).declarations()
        var kept = FileDeclarations()
        kept.file = path
        for var type in read.types where type.kind == .addition && FrameworkClasses.superclass[type.name] != nil {
            // Only what the category adds: what its code would do is the pod's.
            type.assignedNames = []
            type.calledMembers = []
            type.hiddenMembers = []
            type.shownMembers = []
            type.collapsedConstraints = []
            kept.types.append(type)
        }
        return kept.types.isEmpty ? nil : kept
    }
}
