extension SourceFacts {
    /// Fills in typed registrations (NibKit's `register(BookCell.self)`, the Reusable library's
    /// `register(cellType: BookCell.self)`) from the classes they name, once every class is
    /// read: a `ReusableView` (or `Reusable`) is registered under its class's name unless the
    /// class names its identifier itself (`static var defaultReuseIdentifier`, `reuseIdentifier`);
    /// a `NibLoadableView` (or `NibLoadable`, `NibReusable`) with the nib named like the class
    /// unless it says otherwise (`static var nibName`, `nib`); table cells, collection cells and
    /// other views go to their own queues. Conformances and overrides count from the class and
    /// its superclasses in the sources.
    public mutating func resolveTypedRegistrations() {
        guard literals.contains(where: \.isTypedRegistration) else { return }
        let classes = ClassIndex(types)
        var declarations: [String: [TypeDeclaration]] = [:]
        for type in types { declarations[type.name, default: []].append(type) }
        for index in literals.indices where literals[index].isTypedRegistration {
            guard let name = literals[index].cellClass, let info = classes.unique(name) else { continue }
            let chain = classes.chain(from: info)
            let written = chain.classes.flatMap { declarations[$0.name] ?? [] }
            let conformances = Set(written.flatMap(\.inheritedTypes).map { $0.split(separator: ".").last.map(String.init) ?? $0 })
            let overrides = written.reduce(into: Set<String>()) { $0.formUnion($1.staticPropertyNames) }
            if !conformances.isDisjoint(with: SourceFacts.reusableProtocols) {
                if overrides.contains("defaultReuseIdentifier") || overrides.contains("reuseIdentifier") {
                    // Whatever the class returns: not known, and not only class names.
                    literals[index].identifierIsClassName = false
                } else {
                    literals[index].value = name
                }
            }
            if !conformances.isDisjoint(with: SourceFacts.nibLoadableProtocols), !overrides.contains("nibName"), !overrides.contains("nib") {
                literals[index].nibName = name
            }
            if chain.framework.contains("UITableViewCell") {
                literals[index].queue = .tableCells
            } else if chain.framework.contains("UICollectionViewCell") {
                literals[index].queue = .collectionCells
            } else if !chain.framework.isEmpty {
                literals[index].queue = .other
            }
        }
    }
}

extension SourceFacts {
    /// Conformances that give a class a reuse identifier, its name unless it says otherwise:
    /// NibKit's `ReusableView`, and `Reusable` and `NibReusable` of the Reusable library.
    static let reusableProtocols: Set<String> = ["ReusableView", "Reusable", "NibReusable"]
    /// Conformances that give a class a nib, named like the class unless it says otherwise
    /// (`static var nibName`, or the Reusable library's `static var nib`): NibKit's
    /// `NibLoadableView`, and `NibLoadable` and `NibReusable` of the Reusable library.
    static let nibLoadableProtocols: Set<String> = ["NibLoadableView", "NibLoadable", "NibReusable"]
}
