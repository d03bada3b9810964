/// Which code uses a class's outlet. The readers only see names (`titleLabel` written twice in a
/// file, or after a `.`), not whose property a name is: `cell.titleLabel` may be any class's
/// titleLabel. A use counts for a class when it is in the files that declare or extend the class
/// or a subclass (where the name is the class's own), or in any file when no other class of the
/// project declares a property of that name. In a Swift file where another class declares a
/// property of the name too, a use counts only where the declarations' bodies tell it may be
/// the class's: not a bare use in the other class's own body.
struct OutletUses {
    private let sources: SourceFacts
    /// Property name → the classes (by name) whose declarations or additions declare one.
    private let declarers: [String: Set<String>]
    /// Class name → the classes the sources declare directly below it.
    private let subclasses: [String: Set<String>]
    /// Class name → the files that declare or extend it.
    private let files: [String: Set<String>]
    /// Swift file → property name → the classes of the file that declare it, for the names two
    /// or more classes of the file declare.
    private let shared: [String: [String: Set<String>]]
    /// Swift file → its declarations that use such names (see `TypeDeclaration.sharedNameUses`).
    private let sharing: [String: [TypeDeclaration]]

    init(_ sources: SourceFacts) {
        self.sources = sources
        var declarers: [String: Set<String>] = [:]
        var subclasses: [String: Set<String>] = [:]
        var files: [String: Set<String>] = [:]
        var sharing: [String: [TypeDeclaration]] = [:]
        var declaredInFile: [String: [String: Set<String>]] = [:]
        for type in sources.types {
            files[type.name, default: []].insert(type.location.file)
            for property in type.properties { declarers[property.name, default: []].insert(type.name) }
            if type.language == .swift {
                if !type.sharedNameUses.isEmpty { sharing[type.location.file, default: []].append(type) }
                for property in type.properties { declaredInFile[type.location.file, default: [:]][property.name, default: []].insert(type.name) }
            }
            if type.kind == .classDeclaration, var superclass = type.inheritedTypes.first {
                if let dot = superclass.lastIndex(of: ".") { superclass = String(superclass[superclass.index(after: dot)...]) }
                subclasses[superclass, default: []].insert(type.name)
            }
        }
        self.declarers = declarers
        self.subclasses = subclasses
        self.files = files
        self.sharing = sharing
        shared = declaredInFile.compactMapValues { names in
            let many = names.filter { $0.value.count > 1 }
            return many.isEmpty ? nil : many
        }
    }

    /// Whether code uses the property `name` of the class `owner`.
    func isUsed(_ name: String, of owner: String) -> Bool {
        guard sources.referencedNames.contains(name) else { return false }
        if declarers[name, default: []].subtracting([owner]).isEmpty { return true }
        var pending = [owner]
        var seen: Set<String> = [owner]
        var candidates: Set<String> = []
        while let next = pending.popLast() {
            candidates.formUnion((files[next] ?? []).filter { sources.referencedNamesByFile[$0]?.contains(name) == true })
            for subclass in subclasses[next] ?? [] where seen.insert(subclass).inserted { pending.append(subclass) }
        }
        for file in candidates {
            // Another class of this Swift file declares the name too: a bare use in its own body
            // is its own property, and only the other uses count.
            guard let classes = shared[file]?[name]?.subtracting(seen), !classes.isEmpty else { return true }
            for declaration in sharing[file] ?? [] {
                if declaration.sharedNameUses.contains("." + name) { return true }
                if declaration.sharedNameUses.contains(name), !classes.contains(declaration.name) { return true }
            }
        }
        return false
    }
}
