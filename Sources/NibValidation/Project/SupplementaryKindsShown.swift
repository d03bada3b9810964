import NibDocument

extension ProjectFacts {
    /// The kinds of supplementary view a collection view's layout, as the nib saves it, may ask
    /// its data source for. A plain flow layout asks for section headers and footers only where
    /// it gives them a size (`headerReferenceSize`, `footerReferenceSize`, which Interface
    /// Builder writes for every flow layout; an absent one is taken as given). Any other layout,
    /// a flow layout subclass among them, may ask for either.
    static func shownSupplementaryKinds(of collectionView: Element) -> Set<SupplementaryKind> {
        let layout = collectionView.children.first { $0.key == "collectionViewLayout" }
        guard let layout, layout.name == "collectionViewFlowLayout", layout.customClass == nil else {
            return [.sectionHeader, .sectionFooter]
        }
        var shown: Set<SupplementaryKind> = []
        for (kind, key) in [(SupplementaryKind.sectionHeader, "headerReferenceSize"), (.sectionFooter, "footerReferenceSize")] {
            guard let size = layout.children.first(where: { $0.name == "size" && $0.key == key }) else {
                shown.insert(kind)
                continue
            }
            let width = size[attribute: "width"].flatMap(Double.init) ?? 1
            let height = size[attribute: "height"].flatMap(Double.init) ?? 1
            if width != 0 || height != 0 { shown.insert(kind) }
        }
        return shown
    }

    /// The class that most likely sets the data source of `collectionView`, a list without a
    /// `dataSource` outlet: its scene's controller, or the File's Owner of a XIB; nil when that
    /// object has no class of the app's.
    static func likelyDataSourceClass(of collectionView: Element, in document: Document) -> String? {
        if let controller = collectionView.ancestors.first(where: { $0[attribute: "sceneMemberID"] == "viewController" }) {
            return controller.customClass
        }
        return document.filesOwner?.customClass
    }
}
