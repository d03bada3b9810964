/// How a nib's size-class variations treat one view under each combination of size classes
/// (slots as `ConstraintVariation.index`): whether it is installed in its superview, and the
/// attributes it has (`hidden`, a stack view's `axis`, `spacing`, `distribution`, `alignment`;
/// every varied attribute has a value in every slot). A view keeps its variation and applies it
/// again when its window's traits change.
struct ViewVariation: Sendable, Hashable {
    let installed: [Bool]
    let attributes: [[String: String]]

    init(installed: [Bool], attributes: [[String: String]]) {
        self.installed = installed
        self.attributes = attributes
    }
}
