import NibDocument

/// Which size classes install a constraint or a subview, as the masks of a holder's variations
/// say (`<variation key="widthClass=compact"><mask key="constraints"><include reference=…/>`):
/// the inspector's "Installed" checkboxes.
enum SizeClassInstallation {
    /// For each object a size-class variation installs or a base mask leaves out, under masks of
    /// `maskKey` (`constraints`, `subviews`), the variations and masks that say so
    /// (`widthClass=regular:include`, `default:exclude`, `base:exclude` for a mask outside any
    /// variation): objects with different sets are installed in different size classes.
    static func marks(in document: Document, maskKey: String) -> [String: Set<String>] {
        var installation: [String: Set<String>] = [:]
        for name in ["include", "exclude"] {
            for element in document.elements(named: name) {
                guard let reference = element[attribute: "reference"], let mask = element.parent, mask.key == maskKey else { continue }
                let variation = mask.parent.flatMap { $0.name == "variation" ? $0.key : nil } ?? "base"
                installation[reference, default: []].insert(variation + ":" + name)
            }
        }
        return installation
    }

    /// Whether an object with these marks (`marks(in:maskKey:)`) is installed in no size class:
    /// the base size class (`default`, Any × Any) leaves it out and no variation puts it back.
    /// UIKit never installs it: a constraint so duplicates nothing (edx-app-ios
    /// DiscussionNewCommentViewController.xib: two pairs of equal constraints, all excluded), and
    /// a subview so is made but added to no superview.
    static func isNeverInstalled(_ marks: Set<String>) -> Bool {
        (marks.contains("default:exclude") || marks.contains("base:exclude"))
            && !marks.contains { $0.hasSuffix(":include") }
    }

    /// The ids of the subviews some size class leaves out (a base or variation mask excludes
    /// them): installed in some size classes only, or in none.
    static func viewsSomeSizeClassLeavesOut(in document: Document) -> Set<String> {
        Set(marks(in: document, maskKey: "subviews").filter { $0.value.contains { $0.hasSuffix(":exclude") } }.keys)
    }

    /// The ids of the subviews no size class installs.
    static func viewsInstalledNowhere(in document: Document) -> Set<String> {
        Set(marks(in: document, maskKey: "subviews").filter { isNeverInstalled($0.value) }.keys)
    }

    /// The ids of the constraints no size class installs.
    static func constraintsInstalledNowhere(in document: Document) -> Set<String> {
        Set(marks(in: document, maskKey: "constraints").filter { isNeverInstalled($0.value) }.keys)
    }
}
