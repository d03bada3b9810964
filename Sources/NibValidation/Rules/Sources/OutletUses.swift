/// Which code uses a class's outlet. The readers only see names (`titleLabel` written twice in a
/// file, or after a `.`), not whose property a name is: `cell.titleLabel` may be any class's
/// titleLabel. A use counts for a class when it is in the files that declare or extend the class
/// or a subclass (where the name is the class's own), or in any file when no other class of the
/// project declares a property of that name.
struct OutletUses {
    private let sources: SourceFacts
    /// Property name → the classes (by name) whose declarations or additions declare one.
    private let declarers: [String: Set<String>]
    /// Class name → the classes the sources declare directly below it.
    private let subclasses: [String: Set<String>]
    /// Class name → the files that declare or extend it.
    private let files: [String: Set<String>]

    init(_ sources: SourceFacts) {
        self.sources = sources
        var declarers: [String: Set<String>] = [:]
        var subclasses: [String: Set<String>] = [:]
        var files: [String: Set<String>] = [:]
        for type in sources.types {
            files[type.name, default: []].insert(type.location.file)
            for property in type.properties { declarers[property.name, default: []].insert(type.name) }
            if type.kind == .classDeclaration, var superclass = type.inheritedTypes.first {
                if let dot = superclass.lastIndex(of: ".") { superclass = String(superclass[superclass.index(after: dot)...]) }
                subclasses[superclass, default: []].insert(type.name)
            }
        }
        self.declarers = declarers
        self.subclasses = subclasses
        self.files = files
    }

    /// Whether code uses the property `name` of the class `owner`.
    func isUsed(_ name: String, of owner: String) -> Bool {
        guard sources.referencedNames.contains(name) else { return false }
        if declarers[name, default: []].subtracting([owner]).isEmpty { return true }
        var pending = [owner]
        var seen: Set<String> = [owner]
        while let next = pending.popLast() {
            for file in files[next] ?? [] where sources.referencedNamesByFile[file]?.contains(name) == true { return true }
            for subclass in subclasses[next] ?? [] where seen.insert(subclass).inserted { pending.append(subclass) }
        }
        return false
    }
}
