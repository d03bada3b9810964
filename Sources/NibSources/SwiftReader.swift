import NibDocument
import NibValidation

/// Turns SourceKit's substructure of one Swift file into the declarations the source rules need.
/// Everything structural comes from SourceKit; the file's bytes are only read at the ranges it
/// names (an attribute's text for `@objc(name)`, an argument's text to see whether it is a plain
/// string literal).
struct SwiftReader {
    let bytes: [UInt8]
    let file: String
    /// The file's words, for `PrivateFunction.isNamedAgain(in:)`.
    private let words: FileWords
    private let lines: LineTable

    /// The file imports NibKit (see `TypeDeclaration.writtenForNibKit`).
    private let importsNibKit: Bool
    /// The file is SwiftGen's storyboard code (`SwiftReader.isSwiftGenStoryboardCode(_:)`),
    /// whose own uses ask for no scene; found once, for the two places that ask.
    private let isSwiftGenStoryboardCode: Bool
    /// The file's type aliases (`typealias DeveloperOnly = PlaceBidViewController`), by name:
    /// an extension of an alias adds to the class it names.
    private var typeAliases: [String: String] = [:]
    /// The platforms each part of the file is compiled for (its `#if os(…)` conditions).
    private let conditions: CompilationConditions

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        self.lines = LineTable(bytes)
        self.conditions = CompilationConditions(bytes: bytes)
        self.importsNibKit = SwiftReader.importsNibKit(bytes)
        self.isSwiftGenStoryboardCode = SwiftReader.isSwiftGenStoryboardCode(bytes)
        self.words = FileWords(bytes)
    }

    /// Whether a line of the file imports NibKit: `import NibKit`, `@testable import NibKit`,
    /// `import class NibKit.TableViewCell`. A plain scan of the lines: SourceKit's substructure
    /// has no imports.
    static func importsNibKit(_ bytes: [UInt8]) -> Bool {
        for line in bytes.split(separator: 0x0A) {
            var words = String(decoding: line, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })[...]
            while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
            guard words.first == "import" else { continue }
            words = words.dropFirst()
            // `import class NibKit.Label`: the kind of the declaration comes first.
            if words.count > 1 { words = words.dropFirst() }
            if let module = words.first?.split(separator: ".").first, module == "NibKit" { return true }
        }
        return false
    }

    func declarations(from nodes: [SourceKit.Node]) -> FileDeclarations {
        var reader = self
        reader.typeAliases = typeAliases(in: nodes)
        return reader.read(nodes)
    }

    private func read(_ nodes: [SourceKit.Node]) -> FileDeclarations {
        var result = FileDeclarations()
        for node in nodes {
            // A global `let NAME = "literal"`: the name alone.
            if node.kind == "source.lang.swift.decl.var.global", let (name, value) = stringConstant(node) {
                result.stringConstants[name] = value
            }
            visit(node, in: Context(), into: &result)
        }
        generatedStoryboards(into: &result)
        sharedNameUses(in: nodes, into: &result)
        // SwiftGen's own storyboard code, checked in, asks for no scene itself: its helper
        // instantiates the identifier of whichever accessor the app calls
        // (`instantiateViewControllerWithIdentifier(self.rawValue)`), and the accessors' bodies
        // name their own scenes. The app's calls of the accessors, `StoryboardScene.…`, are the
        // requests (FitnessApp-iOS-Swift's StoryBoardConstants.swift made every scene of its
        // storyboards asked for, and a scene nothing shows crash). Code generated under another
        // enum name, which the app's requests would be written with, keeps its uses.
        if isSwiftGenStoryboardCode { result.literals.removeAll { $0.kind == .storyboardIdentifier } }
        for mark in IdentifierBytes.fileMarks(in: bytes) {
            result.literals.append(LiteralUse(kind: mark.kind, value: nil, location: location(mark.offset)))
        }
        return result
    }

    /// Where a node is, for the nib loads in it: what `self` is, and what owner a `UINib` made
    /// there is instantiated with.
    private struct Context {
        /// The class, or extension, whose body this is: `self` is an instance of it. Nil in a
        /// struct, enum or protocol, and at the top level. (An extension may be a protocol's;
        /// the project facts take a name no class has for an unknown owner.)
        var enclosingType: String?
        /// The enclosing function is `init(nibName:bundle:)`, or one whose first label is
        /// `nibName`: a nib name it passes on (`super.init(nibName: nibNameOrNil, …)`) is the
        /// one its callers gave, and those calls are read where they are.
        var passesNibNameOn = false
        /// The enclosing function is `viewController(withRestorationIdentifierPath:coder:)`,
        /// which UIKit calls only while restoring state (`LiteralUse.runsOnlyInStateRestoration`).
        var restoresState = false
        /// The owner a `UINib` made here is instantiated with: none inside `register(…)`, the
        /// `withOwner:` argument inside `instantiate(withOwner:options:)`; nil when not known.
        var nibOwner: NibOwner?
        /// Names that stand for a type in the enclosing function: its generic parameters and its
        /// metatype parameters (`cellType: T.Type`). An identifier made from one
        /// (`cellType.reuseIdentifier`) is a class's name, whichever class the caller passes.
        var typeParameters: Set<String> = []
        /// The enclosing class's (or extension's) instance `let` string constants, by name: what
        /// `performSegue(withIdentifier: showLogSegue, …)` passes inside it.
        var instanceConstants: [String: String] = [:]
        /// Inside a `static` or `class` member: `self` is the type, and the code runs without
        /// any object of it (`LiteralUse.enclosingClass`).
        var isStaticMember = false
        /// The body is an enum's (`self` is one of its cases: `LiteralUse.storyboardIsEnumCase`).
        var inEnum = false
        /// The enclosing function's name, with its labels (`instantiate(fromAppStoryboard:)`).
        var function: String?
        /// Inside a static or class property's initializer or getter: the property as its type
        /// names it, `Storyboards.favorite` (`LiteralUse.runsWhenPropertyIsRead`).
        var staticProperty: String?
        /// The body is a `private extension`'s (or `fileprivate`): its members are private to the file.
        var inPrivateExtension = false
        /// The innermost enclosing function that only its own file can call (`PrivateFunction`),
        /// when there is one: what is asked inside it is asked only if the file calls it.
        var privateFunction: PrivateFunction?
    }

    /// A function private to its file (`private`, `fileprivate`, or a member of a private
    /// extension) that nothing outside Swift's calls reaches: no `@objc`, `@IBAction` or
    /// `override`, no attribute but its access, `final`, `mutating` or `@discardableResult`.
    /// Only its file can call it, and any call, reference or `#selector` writes its base name
    /// there. A function whose first parameter has no label is not judged: in Swift 4, a
    /// private method with the name of an optional requirement of an Objective-C protocol
    /// (`textFieldShouldReturn(_:)`) is the delegate's, which UIKit calls.
    struct PrivateFunction {
        /// The name before its parameter list (`registerTableViewCells`).
        let baseName: String

        /// The attributes that leave a function private to the file and called only by name.
        static let plainAttributes: Set<String> = [
            "source.decl.attribute.private", "source.decl.attribute.fileprivate", "source.decl.attribute.final",
            "source.decl.attribute.mutating", "source.decl.attribute.discardableResult",
        ]

        init?(_ node: SourceKit.Node, inPrivateExtension: Bool) {
            guard let name = node.name, let open = name.firstIndex(of: "("), !name[open...].hasPrefix("(_:"),
                  node.kind.hasPrefix("source.lang.swift.decl.function.method") || node.kind == "source.lang.swift.decl.function.free",
                  node.attributes.allSatisfy({ PrivateFunction.plainAttributes.contains($0.kind) }),
                  inPrivateExtension || node.attributes.contains(where: {
                      $0.kind == "source.decl.attribute.private" || $0.kind == "source.decl.attribute.fileprivate"
                  })
            else { return nil }
            let base = String(name[..<open])
            guard base != "init", base != "subscript", base.first.map({ $0.isLetter || $0 == "_" }) == true else { return nil }
            baseName = base
        }

        /// Whether the file writes the base name as a word anywhere but once, its own
        /// declaration: in a call, a reference, a selector, a comment or a string. Only a file
        /// that never writes it again leaves the function uncalled.
        func isNamedAgain(in words: FileWords) -> Bool { words.count(of: baseName) > 1 }
    }

    /// How many times the file writes each identifier-like word, comments and strings
    /// included, counted in one pass on first use: however many private functions ask, the
    /// file is read once.
    final class FileWords {
        private let bytes: [UInt8]
        private var counts: [ArraySlice<UInt8>: Int]?

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        func count(of word: String) -> Int {
            if counts == nil {
                var found: [ArraySlice<UInt8>: Int] = [:]
                var index = 0
                while index < bytes.count {
                    guard IdentifierBytes.isStart(bytes[index]) else { index += 1; continue }
                    let start = index
                    while index < bytes.count, IdentifierBytes.isPart(bytes[index]) { index += 1 }
                    found[bytes[start..<index], default: 0] += 1
                }
                counts = found
            }
            return counts?[Array(word.utf8)[...]] ?? 0
        }
    }

    /// The identifiers the node's body writes with `=` (`self.name = `, `name = `, not `==`),
    /// and for a member, also the member with its owner (`icon.image` for `icon.image = `):
    /// a plain scan of the text, which may take a local variable for a property, never the other
    /// way round. With `ownOnly`, only what the body sets on its own object: names written
    /// without an owner or on `self` or `super`, and not bound by `let` or `var`.
    /// Also the owners whose `isHidden` the body sets to anything but the literal `false`
    /// (`badge.isHidden = !isNew`, `self.badge?.isHidden = true` → `badge`): views it may hide;
    /// and those it sets to anything but the literal `true`: views it may show.
    private func assignments(inBodyOf node: SourceKit.Node, ownOnly: Bool = false) -> Assignments {
        var found = Assignments()
        guard node.bodyOffset >= 0, node.bodyLength > 0, node.bodyOffset + node.bodyLength <= bytes.count else { return found }
        // `if let item = settingsItem`, `let item = self.settingsItem`: a name bound to a member,
        // so that `item.image = ` also counts as `settingsItem.image = `; and a loop's over an
        // outlet collection, `for star in starImageViews`, each of whose views `star.image = `
        // sets (stepik's rate-app stars).
        let body = bytes[node.bodyOffset..<(node.bodyOffset + node.bodyLength)]
        var aliases = SwiftReader.loopBindings(in: body)
        var index = body.startIndex
        while let equals = body[index...].firstIndex(of: 0x3D) {
            index = equals + 1
            // `==`: a comparison; skip both signs.
            if index < body.endIndex, body[index] == 0x3D { index += 1; continue }
            var end = equals
            while end > body.startIndex, body[end - 1] == 0x20 || body[end - 1] == 0x09 { end -= 1 }
            // An identifier must end just before: `!=`, `<=`, `>=`, `+=` and `x! = nil` have none.
            var start = end
            while start > body.startIndex, IdentifierBytes.isPart(body[start - 1]) { start -= 1 }
            guard start < end else { continue }
            let name = String(decoding: body[start..<end], as: UTF8.self)
            // `icon.image = `, `self.icon?.image = `: what the member belongs to.
            var ownerName: String?
            var ownerStart = start
            if start > body.startIndex, body[start - 1] == 0x2E {
                var ownerEnd = start - 1
                // `icon?.image`, `icon!.image`
                if ownerEnd > body.startIndex, body[ownerEnd - 1] == 0x3F || body[ownerEnd - 1] == 0x21 { ownerEnd -= 1 }
                var owner = ownerEnd
                while owner > body.startIndex, IdentifierBytes.isPart(body[owner - 1]) { owner -= 1 }
                ownerName = owner < ownerEnd ? String(decoding: body[owner..<ownerEnd], as: UTF8.self) : ""
                ownerStart = owner
            }
            if ownOnly {
                if ownerName == nil ? !SwiftReader.isBinding(before: start, in: body) : ownerName == "self" || ownerName == "super" {
                    found.names.insert(name)
                }
                continue
            }
            found.names.insert(name)
            if let bound = SwiftReader.boundMember(after: index, in: body), SwiftReader.isBinding(before: start, in: body) {
                aliases[name] = bound
            }
            // Also the member with what it belongs to, `icon.image` (the code sets an outlet's
            // image or text).
            if let ownerName, !ownerName.isEmpty {
                found.names.insert(ownerName + "." + name)
                if let bound = aliases[ownerName] { found.names.insert(bound + "." + name) }
                if name == "isHidden", ownerName != "self", ownerName != "super" {
                    let view = aliases[ownerName] ?? ownerName
                    // The class's own view only where the chain starts with it (or `self.`):
                    // `deleteButton.titleLabel?.isHidden` hides the button's own label, not an
                    // outlet named `titleLabel`. Shown from anywhere: another class showing
                    // `sync.syncSwitch` shows that controller's switch.
                    if !SwiftReader.isLiteral("false", after: index, in: body), SwiftReader.startsChain(at: ownerStart, in: body) { found.hidden.insert(view) }
                    if !SwiftReader.isLiteral("true", after: index, in: body) { found.shown.insert(view) }
                }
                if name == "isUserInteractionEnabled", ownerName != "self", ownerName != "super" {
                    let view = aliases[ownerName] ?? ownerName
                    if SwiftReader.isLiteral("false", after: index, in: body) {
                        if SwiftReader.startsChain(at: ownerStart, in: body) { found.interactionDisabled.insert(view) }
                    } else {
                        found.interactionEnabled.insert(view)
                    }
                }
                if ownerName != "self", ownerName != "super",
                   name == "constant" && SwiftReader.isZero(after: index, in: body) || name == "isActive" && SwiftReader.isLiteral("false", after: index, in: body) {
                    found.collapsed.insert(aliases[ownerName] ?? ownerName)
                }
                // A layer's property, `yesButton.layer.borderColor = `: the view's too.
                if ownerName == "layer", let grand = SwiftReader.name(before: start - 1 - "layer".utf8.count - 1, in: body) {
                    found.names.insert(grand.name + ".layer." + name)
                }
            }
        }
        return found
    }

    /// What a body assigns (see `assignments(inBodyOf:ownOnly:)`).
    struct Assignments {
        var names: Set<String> = []
        var hidden: Set<String> = []
        var shown: Set<String> = []
        var collapsed: Set<String> = []
        var interactionDisabled: Set<String> = []
        var interactionEnabled: Set<String> = []
    }

    /// Whether the name at `index` begins a member chain, or follows `self.` or `super.`: not
    /// `button.titleLabel`, whose `titleLabel` is the button's.
    static func startsChain(at index: Int, in body: ArraySlice<UInt8>) -> Bool {
        guard index > body.startIndex, body[index - 1] == 0x2E else { return true }
        var end = index - 1
        if end > body.startIndex, body[end - 1] == 0x3F || body[end - 1] == 0x21 { end -= 1 }
        var start = end
        while start > body.startIndex, IdentifierBytes.isPart(body[start - 1]) { start -= 1 }
        let word = body[start..<end]
        return word.elementsEqual("self".utf8) || word.elementsEqual("super".utf8)
    }

    /// Whether the value assigned from `index` (just after `=`) is the literal `literal`
    /// (`false`, `true`).
    static func isLiteral(_ literal: String, after index: ArraySlice<UInt8>.Index, in body: ArraySlice<UInt8>) -> Bool {
        var cursor = index
        while cursor < body.endIndex, body[cursor] == 0x20 || body[cursor] == 0x09 { cursor += 1 }
        let word = Array(literal.utf8)
        guard cursor + word.count <= body.endIndex, body[cursor..<(cursor + word.count)].elementsEqual(word) else { return false }
        return cursor + word.count == body.endIndex || !IdentifierBytes.isPart(body[cursor + word.count])
    }

    /// Whether the value assigned from `index` is zero: `0`, `0.0`, `.zero`.
    static func isZero(after index: ArraySlice<UInt8>.Index, in body: ArraySlice<UInt8>) -> Bool {
        var cursor = index
        while cursor < body.endIndex, body[cursor] == 0x20 || body[cursor] == 0x09 { cursor += 1 }
        if isLiteral(".zero", after: cursor, in: body) { return true }
        guard cursor < body.endIndex, body[cursor] == UInt8(ascii: "0") else { return false }
        cursor += 1
        if cursor < body.endIndex, body[cursor] == UInt8(ascii: ".") {
            cursor += 1
            while cursor < body.endIndex, body[cursor] == UInt8(ascii: "0") { cursor += 1 }
        }
        return cursor == body.endIndex || !IdentifierBytes.isPart(body[cursor]) && body[cursor] != UInt8(ascii: ".")
    }

    /// What a method's body sets on its own object: the names it assigns without an owner or on
    /// `self` (not those `let` or `var` binds), and the setters it calls so (`setTitleColor(` or
    /// `self.setTitleColor(`).
    private func setsOnSelf(inBodyOf node: SourceKit.Node) -> Set<String> {
        assignments(inBodyOf: node, ownOnly: true).names.union(calls(inBodyOf: node).setters)
    }

    /// Whether a method's body calls super's `name` (`super.loadView()`, blanks allowed around
    /// the dot), outside comments (`// super.loadView()` left commented out calls nothing) and
    /// string literals without interpolation (`"image/*"` opens no comment). A
    /// body SourceKit gives no range for counts as calling it; an empty one does not.
    private func callsSuper(_ name: String, inBodyOf node: SourceKit.Node) -> Bool {
        guard node.bodyOffset >= 0, node.bodyOffset + max(0, node.bodyLength) <= bytes.count else { return true }
        guard node.bodyLength > 0 else { return false }
        let body = bytes[node.bodyOffset..<(node.bodyOffset + node.bodyLength)]
        let word = Array(name.utf8)
        var index = body.startIndex
        while index < body.endIndex {
            let byte = body[index]
            // Inside a string literal, `/*` and `//` open no comment (`"image/*"`).
            if byte == UInt8(ascii: "\"") {
                index = IdentifierBytes.endOfPlainString(openingAt: index, in: bytes) ?? index + 1
                continue
            }
            if let end = IdentifierBytes.endOfComment(at: index, in: body, nesting: true) {
                index = end
                continue
            }
            let start = index
            index += 1
            guard byte == UInt8(ascii: "s"), body[start...].starts(with: "super".utf8),
                  start == body.startIndex || !IdentifierBytes.isPart(body[start - 1]) else { continue }
            var cursor = IdentifierBytes.skipSpace(from: start + 5, in: bytes)
            guard cursor < body.endIndex, body[cursor] == UInt8(ascii: ".") else { continue }
            cursor = IdentifierBytes.skipSpace(from: cursor + 1, in: bytes)
            guard cursor < body.endIndex, body[cursor...].starts(with: word) else { continue }
            let after = cursor + word.count
            if after == body.endIndex || !IdentifierBytes.isPart(body[after]) { return true }
        }
        return false
    }

    /// Whether a method's body loads a nib itself (`loadNibNamed`, `UINib(`, or its own
    /// `nibName`): a `loadView` that does makes its view from a nib after all.
    private func loadsANib(inBodyOf node: SourceKit.Node) -> Bool {
        guard node.bodyOffset >= 0, node.bodyLength > 0, node.bodyOffset + node.bodyLength <= bytes.count else { return false }
        return IdentifierBytes.mentionsANibLoad(bytes[node.bodyOffset..<(node.bodyOffset + node.bodyLength)])
    }

    /// The calls in a node's body, from a plain scan of its text: on a name (`icon.apply(`,
    /// `self.icon?.apply(` → `icon.apply`; `self` and `super` are not names here), and the setters called on
    /// the object itself (`setTitleColor(`, `self.setTitleColor(` → `setTitleColor`).
    private func calls(inBodyOf node: SourceKit.Node) -> (onNames: Set<String>, setters: Set<String>) {
        guard node.bodyOffset >= 0, node.bodyLength > 0, node.bodyOffset + node.bodyLength <= bytes.count else { return ([], []) }
        var onNames: Set<String> = [], setters: Set<String> = []
        let body = bytes[node.bodyOffset..<(node.bodyOffset + node.bodyLength)]
        var index = body.startIndex
        while let parenthesis = body[index...].firstIndex(of: UInt8(ascii: "(")) {
            index = parenthesis + 1
            var start = parenthesis
            while start > body.startIndex, IdentifierBytes.isPart(body[start - 1]) { start -= 1 }
            guard start < parenthesis, IdentifierBytes.isStart(body[start]) else { continue }
            let name = String(decoding: body[start..<parenthesis], as: UTF8.self)
            var owner: (name: String, start: Int)?
            if start > body.startIndex, body[start - 1] == UInt8(ascii: ".") {
                // `).apply(`, `].apply(`, `.apply(` (an implicit member): no name to record.
                guard let found = SwiftReader.name(before: start - 1, in: body) else { continue }
                owner = found
            }
            if let owner, owner.name != "self", owner.name != "super" {
                onNames.insert(owner.name + "." + name)
                // A call through a namespace on a name (`icon.kf.setImage(`, Kingfisher's; `af.`,
                // Alamofire's) is also recorded on that name: `icon.kf.setImage`.
                if owner.start > body.startIndex, let outer = SwiftReader.name(before: owner.start - 1, in: body),
                   outer.name != "self", outer.name != "super" {
                    onNames.insert(outer.name + "." + owner.name + "." + name)
                }
            } else if name.count > 3, name.hasPrefix("set"), name.utf8.dropFirst(3).first.map({ $0 >= 0x41 && $0 <= 0x5A }) == true {
                setters.insert(name)
            }
        }
        return (onNames, setters)
    }

    /// The name that ends just before the `.` at `dot` (`icon` in `icon.kf`, `icon?.kf`), with
    /// where it starts; nil when no name does.
    static func name(before dot: Int, in body: ArraySlice<UInt8>) -> (name: String, start: Int)? {
        guard dot > body.startIndex, dot < body.endIndex, body[dot] == UInt8(ascii: ".") else { return nil }
        var end = dot
        if body[end - 1] == UInt8(ascii: "?") || body[end - 1] == UInt8(ascii: "!") { end -= 1 }
        var start = end
        while start > body.startIndex, IdentifierBytes.isPart(body[start - 1]) { start -= 1 }
        guard start < end, IdentifierBytes.isStart(body[start]) else { return nil }
        return (String(decoding: body[start..<end], as: UTF8.self), start)
    }

    /// The member a binding's value is, when it is only that: `settingsItem` in
    /// `= settingsItem {`, `= self.settingsItem,` or `= settingsItem\n`; nil for any other value.
    static func boundMember(after index: Int, in body: ArraySlice<UInt8>) -> String? {
        var cursor = index
        while cursor < body.endIndex, body[cursor] == 0x20 || body[cursor] == 0x09 { cursor += 1 }
        let selfPrefix = Array("self.".utf8)
        if body[cursor...].starts(with: selfPrefix) { cursor += selfPrefix.count }
        let start = cursor
        guard start < body.endIndex, IdentifierBytes.isStart(body[start]) else { return nil }
        while cursor < body.endIndex, IdentifierBytes.isPart(body[cursor]) { cursor += 1 }
        var after = cursor
        while after < body.endIndex, body[after] == 0x20 || body[after] == 0x09 { after += 1 }
        // The value ends here: `{` of an `if let`, `,` of a condition list, `else`, a new line.
        guard after == body.endIndex || [UInt8(ascii: "{"), UInt8(ascii: ","), 0x0A, 0x0D].contains(body[after])
                || body[after...].starts(with: Array("else".utf8)) else { return nil }
        return String(decoding: body[start..<cursor], as: UTF8.self)
    }

    /// The names `for` loops bind to each element of a member (`for star in starImageViews {`,
    /// `for label in self.labels! {`, `for tab in tabs where tab.tag != 0 {`, `for (index, star)
    /// in stars.enumerated() {`): the loop variable, and the member's name.
    static func loopBindings(in body: ArraySlice<UInt8>) -> [String: String] {
        var bindings: [String: String] = [:]
        let keyword = Array("for".utf8), inWord = Array("in".utf8)
        func skipBlanks(_ from: Int) -> Int {
            var at = from
            while at < body.endIndex, body[at] == 0x20 || body[at] == 0x09 { at += 1 }
            return at
        }
        func identifier(at start: Int) -> (String, end: Int)? {
            guard start < body.endIndex, IdentifierBytes.isStart(body[start]) else { return nil }
            var end = start
            while end < body.endIndex, IdentifierBytes.isPart(body[end]) { end += 1 }
            return (String(decoding: body[start..<end], as: UTF8.self), end)
        }
        // `(index, star)`: the element's name, the pair's second, which `enumerated()` gives.
        func pair(at start: Int) -> (String, end: Int)? {
            guard start < body.endIndex, body[start] == UInt8(ascii: "("), let (_, firstEnd) = identifier(at: skipBlanks(start + 1)) else { return nil }
            let comma = skipBlanks(firstEnd)
            guard comma < body.endIndex, body[comma] == UInt8(ascii: ","), let (name, nameEnd) = identifier(at: skipBlanks(comma + 1)) else { return nil }
            let close = skipBlanks(nameEnd)
            guard close < body.endIndex, body[close] == UInt8(ascii: ")") else { return nil }
            return (name, close + 1)
        }
        let enumerated = Array(".enumerated()".utf8), whereWord = Array("where".utf8)
        var index = body.startIndex
        while let found = body[index...].firstRange(of: keyword)?.lowerBound {
            index = found + keyword.count
            guard found == body.startIndex || !IdentifierBytes.isPart(body[found - 1]),
                  index < body.endIndex, body[index] == 0x20 || body[index] == 0x09 else { continue }
            let start = skipBlanks(index)
            let isPair = start < body.endIndex && body[start] == UInt8(ascii: "(")
            guard let (name, nameEnd) = isPair ? pair(at: start) : identifier(at: start) else { continue }
            var cursor = skipBlanks(nameEnd)
            guard body[cursor...].starts(with: inWord), cursor + inWord.count < body.endIndex,
                  body[cursor + inWord.count] == 0x20 || body[cursor + inWord.count] == 0x09 else { continue }
            cursor = skipBlanks(cursor + inWord.count)
            if body[cursor...].starts(with: Array("self.".utf8)) { cursor += 5 }
            guard let (member, memberEnd) = identifier(at: cursor) else { continue }
            var after = memberEnd
            if after < body.endIndex, body[after] == UInt8(ascii: "!") || body[after] == UInt8(ascii: "?") { after += 1 }
            // A pair is bound only over `enumerated()`, whose second is each element.
            if isPair {
                guard body[after...].starts(with: enumerated) else { continue }
                after += enumerated.count
            }
            after = skipBlanks(after)
            // `{`, or a `where` clause, which filters the views but binds each one the same.
            let opensBody = after < body.endIndex && body[after] == UInt8(ascii: "{")
            let filters = body[after...].starts(with: whereWord) && after + whereWord.count < body.endIndex
                && !IdentifierBytes.isPart(body[after + whereWord.count])
            guard opensBody || filters else { continue }
            bindings[name] = member
        }
        return bindings
    }

    /// `let` or `var` comes just before the name that starts at `start` (`if let item`).
    static func isBinding(before start: Int, in body: ArraySlice<UInt8>, keywords: [String] = ["let", "var"]) -> Bool {
        var cursor = start
        while cursor > body.startIndex, body[cursor - 1] == 0x20 || body[cursor - 1] == 0x09 { cursor -= 1 }
        for keyword in keywords {
            let bytes = Array(keyword.utf8)
            let from = cursor - bytes.count
            guard from >= body.startIndex, Array(body[from..<cursor]) == bytes else { continue }
            if from == body.startIndex || !IdentifierBytes.isPart(body[from - 1]) { return true }
        }
        return false
    }

    private func location(_ offset: Int) -> SourceLocation {
        let (line, column) = lines.position(ofByte: max(0, offset))
        return SourceLocation(file: file, line: line, column: column)
    }

    private func text(_ offset: Int, _ length: Int) -> String? {
        guard offset >= 0, length >= 0, offset + length <= bytes.count else { return nil }
        return String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
    }

    private func visit(_ node: SourceKit.Node, in context: Context, scope: [String] = [], into result: inout FileDeclarations) {
        var inner = context
        var innerScope = scope
        if node.kind.hasPrefix("source.lang.swift.decl.class") || node.kind.hasPrefix("source.lang.swift.decl.extension")
            || node.kind == "source.lang.swift.decl.struct" || node.kind == "source.lang.swift.decl.enum" {
            innerScope = scope + (node.name.map { $0.split(separator: ".").map(String.init) } ?? [])
            stringConstants(of: node, scope: innerScope, into: &result)
        }
        switch node.kind {
        case "source.lang.swift.decl.class":
            if let declaration = typeDeclaration(node, kind: .classDeclaration) { result.types.append(declaration) }
            inner = Context(enclosingType: typeName(of: node, kind: .classDeclaration))
            inner.instanceConstants = instanceConstants(of: node)
        case _ where node.kind.hasPrefix("source.lang.swift.decl.extension"):
            if let declaration = typeDeclaration(node, kind: .addition) { result.types.append(declaration) }
            inner = Context(enclosingType: typeName(of: node, kind: .addition))
            inner.instanceConstants = instanceConstants(of: node)
            inner.inPrivateExtension = node.attributes.contains {
                $0.kind == "source.decl.attribute.private" || $0.kind == "source.decl.attribute.fileprivate"
            }
        case "source.lang.swift.decl.struct", "source.lang.swift.decl.protocol":
            inner = Context()
        case "source.lang.swift.decl.enum":
            inner = Context()
            inner.inEnum = true
        case _ where node.kind.hasPrefix("source.lang.swift.decl.function"):
            inner.passesNibNameOn = node.name?.hasPrefix("init(nibName:") ?? false
            inner.restoresState = node.name?.hasPrefix("viewController(withRestorationIdentifierPath:") ?? false
            inner.typeParameters = SwiftReader.typeParameters(of: node)
            inner.function = node.name
            // A local function runs only when the function around it does: it keeps that one's.
            if let own = PrivateFunction(node, inPrivateExtension: context.inPrivateExtension) { inner.privateFunction = own }
            // In a `class func` or `static func`, `self` is the type: `String(describing: self)`
            // is its name (GenesisVision's `storyboardInstance`, which asks for the scene whose
            // Storyboard ID is the view controller's class name).
            if node.kind.hasSuffix(".method.class") || node.kind.hasSuffix(".method.static") {
                inner.typeParameters.insert("self")
                inner.isStaticMember = true
            }
        case "source.lang.swift.decl.var.static", "source.lang.swift.decl.var.class":
            inner.isStaticMember = true
            inner.staticProperty = node.name.map { SwiftReader.qualified($0, in: innerScope) }
            if let name = node.name, isOwnTypeName(bodyOf: node) { result.classNameMembers.insert(name) }
        case "source.lang.swift.expr.call":
            let firstUse = result.literals.count
            literalUses(in: node, context: context, into: &result)
            // What a private function asks for (a nib, a storyboard, a scene, a segue, a cell)
            // is asked only if its file calls it: Chocofood's leftover `registerTableViewCells`,
            // never called, registers a `MenuCell` nib the app no longer has. What it provides
            // (a registration) is kept: leaving one out could only add findings.
            if let function = context.privateFunction, firstUse < result.literals.count,
               result.literals[firstUse...].contains(where: { SwiftReader.asks($0.kind) }), !function.isNamedAgain(in: words) {
                let kept = result.literals[firstUse...].filter { !SwiftReader.asks($0.kind) }
                result.literals.replaceSubrange(firstUse..., with: kept)
            }
            if let property = context.staticProperty {
                for index in firstUse..<result.literals.count { result.literals[index].runsWhenPropertyIsRead = property }
            }
            recordCall(node, into: &result)
            // A static member that makes its own class (`static let shared = Self()`,
            // `self.init()`, `.init()`): code makes an object of it.
            if context.isStaticMember, let type = context.enclosingType,
               let callee = node.name, ["Self", "Self.init", "self.init", "init", ".init"].contains(callee) {
                result.valueNames.insert(type)
            }
            inner.nibOwner = nibOwner(madeInside: node, context: context)
        default:
            break
        }
        // Nested types, and calls inside methods, closures and property initialisers. SourceKit
        // gives a property's initializer calls beside the property, not inside it: a call
        // within a static property's range is that property's.
        let staticProperties = node.children.filter {
            ($0.kind == "source.lang.swift.decl.var.static" || $0.kind == "source.lang.swift.decl.var.class") && $0.name != nil && $0.length > 0
        }
        for child in node.children {
            var context = inner
            if context.staticProperty == nil,
               let property = staticProperties.first(where: { $0.offset <= child.offset && child.offset < $0.offset + $0.length }) {
                context.staticProperty = property.name.map { SwiftReader.qualified($0, in: innerScope) }
                context.isStaticMember = true
            }
            visit(child, in: context, scope: innerScope, into: &result)
        }
    }

    /// A member's name after its type's, the innermost of `scope` (`Storyboards.favorite`);
    /// the name alone at the top level.
    static func qualified(_ name: String, in scope: [String]) -> String {
        scope.last.map { $0 + "." + name } ?? name
    }

    /// The first identifier of an expression (`T` in `T.storyboardIdentifier`,
    /// `viewControllerClass` in `(viewControllerClass as UIViewController.Type).storyboardID`).
    static func firstIdentifier(in expression: String) -> String? {
        let characters = expression.drop { !($0.isLetter || $0 == "_") }
        let name = characters.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// What a call tells of the functions and storyboards the code uses, read in one pass:
    /// - its base name and argument labels (`FileDeclarations.callLabels`);
    /// - the enum cases it passes beside a class (`FileDeclarations.classEnumCases`):
    ///   `HomeVC.instantiate(fromAppStoryboard: .Home)` (a type's member called with an implicit
    ///   member or `Enum.case` argument) and `AppStoryboard.Home.viewController(viewControllerClass:
    ///   HomeVC.self)` (a case's member called with the class); `*` for a class passed as `X.self`
    ///   to a member of anything else, or called with a storyboard passed as a value, whose
    ///   storyboard is not written there.
    private func recordCall(_ call: SourceKit.Node, into result: inout FileDeclarations) {
        guard let callee = call.name else { return }
        let argumentNodes = call.children.filter { $0.kind == "source.lang.swift.expr.argument" }
        let parts = callee.split(separator: ".").map(String.init)
        var base = parts.last ?? callee
        while let end = base.last, end == "?" || end == "!" { base.removeLast() }
        if let first = base.first, first.isLetter || first == "_" {
            result.callLabels[base, default: []].insert(argumentNodes.map { ($0.name ?? "_") + ":" }.joined())
        }
        guard parts.count >= 2, parts.allSatisfy(SwiftReader.isIdentifier) else { return }
        let arguments = argumentNodes.compactMap(expression(of:)).map { String($0.filter { !$0.isWhitespace }) }
        func isType(_ name: String) -> Bool { name.first?.isUppercase == true }
        if parts.count == 2, isType(parts[0]) {
            for argument in arguments {
                // A value the call passes on (`fromAppStoryboard: board`): any storyboard.
                if argument.first?.isLowercase == true, SwiftReader.isIdentifier(argument),
                   !["true", "false", "nil", "self"].contains(argument) {
                    result.classEnumCases[parts[0], default: []].insert("*")
                    continue
                }
                let pieces = argument.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                // `.Home` or `AppStoryboard.Home`, not `.self`, `.init` or a call.
                guard pieces.count == 2, pieces[0].isEmpty || isType(pieces[0]), !["self", "init", "Type"].contains(pieces[1]),
                      SwiftReader.isIdentifier(pieces[1]) else { continue }
                result.classEnumCases[parts[0], default: []].insert(pieces[1])
            }
        }
        for argument in arguments where argument.hasSuffix(".self") {
            let type = String(argument.dropLast(5))
            guard isType(type), SwiftReader.isIdentifier(type) else { continue }
            if parts.count == 3, isType(parts[0]) {
                result.classEnumCases[type, default: []].insert(parts[1])
            } else if !isType(parts[0]) {
                result.classEnumCases[type, default: []].insert("*")
            }
        }
    }

    /// The string constants a type (`scope`, its path of names) or the file's top level declares:
    /// `static let mainStoryboard = "Main"` as `Constants.mainStoryboard` (and every shorter
    /// qualified path, `Storyboard.main` for a nested type), a global `let` by its name, and each
    /// case of a `String` enum as `Segue.showLog.rawValue`. What code passes instead of a literal
    /// has the literal's value. An unqualified static name is not one: it may be another
    /// class's inherited or computed property of the same name.
    private func stringConstants(of node: SourceKit.Node, scope: [String], into result: inout FileDeclarations) {
        let qualifiers = scope.indices.map { scope[$0...].joined(separator: ".") }
        let rawStrings = node.kind == "source.lang.swift.decl.enum" && node.inheritedTypes.contains("String")
        for child in node.children {
            switch child.kind {
            case "source.lang.swift.decl.var.static", "source.lang.swift.decl.var.class":
                guard let (name, value) = stringConstant(child) ?? computedStringConstant(child) else { continue }
                for qualifier in qualifiers { result.stringConstants[qualifier + "." + name] = value }
            case "source.lang.swift.decl.enumcase" where rawStrings:
                for element in child.children where element.kind == "source.lang.swift.decl.enumelement" {
                    guard let name = element.name, !name.contains("("), element.nameOffset >= 0 else { continue }
                    let value = rawValue(after: element.nameOffset + name.utf8.count) ?? name
                    for qualifier in qualifiers { result.stringConstants[qualifier + "." + name + ".rawValue"] = value }
                    result.stringRawValues.insert(value)
                }
            default:
                break
            }
        }
    }

    /// `let NAME = "literal"` (with an optional `: String`) at this declaration: its name and
    /// value; nil for a `var`, a computed or an interpolated value.
    private func stringConstant(_ node: SourceKit.Node) -> (name: String, value: String)? {
        guard let name = node.name, node.nameOffset >= 0, node.nameOffset <= bytes.count,
              SwiftReader.isBinding(before: node.nameOffset, in: bytes[...], keywords: ["let"]) else { return nil }
        var cursor = node.nameOffset + name.utf8.count
        skipSpaces(&cursor)
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") {
            cursor += 1
            skipSpaces(&cursor)
            let type = Array("String".utf8)
            guard bytes[cursor...].starts(with: type) else { return nil }
            cursor += type.count
            skipSpaces(&cursor)
        }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "="), let value = literal(at: cursor + 1) else { return nil }
        return (name, value)
    }

    /// A computed static or class property whose body only gives a string literal (`class var
    /// segueIdentifier: String { "showLogin" }`, with `return` or `get { }` too): its name and
    /// value. Read on its type by name (`LoginViewController.segueIdentifier`), it is that string;
    /// a subclass that overrides it declares its own.
    private func computedStringConstant(_ node: SourceKit.Node) -> (name: String, value: String)? {
        guard let name = node.name, let body = returnedExpression(of: node, limit: 500) else { return nil }
        return SwiftReader.plainStringLiteral(body).map { (name, $0) }
    }

    /// The expression a computed property's body gives, when the body is only that: the body
    /// trimmed, out of a `get { }` and after a `return`. Nil without a body, or one of `limit`
    /// bytes or more.
    private func returnedExpression(of node: SourceKit.Node, limit: Int) -> String? {
        guard node.bodyOffset >= 0, node.bodyLength > 0, node.bodyLength < limit,
              var body = text(node.bodyOffset, node.bodyLength)?.trimmingCharacters(in: .whitespacesAndNewlines) else { return nil }
        if body.hasPrefix("get"), body.dropFirst(3).trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("{"), body.hasSuffix("}") {
            body = String(body.dropFirst(3)).trimmingCharacters(in: .whitespacesAndNewlines)
            body = String(body.dropFirst().dropLast()).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if body.hasPrefix("return"), body.dropFirst(6).first?.isWhitespace == true || body.dropFirst(6).first == "\"" {
            body = String(body.dropFirst(6)).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return body
    }

    /// A class's (or extension's) instance `let` constants initialised with a string literal
    /// (`let showLogSegue = "segueShowLog"`), by name: a `let` never changes, so a use of the name
    /// inside the type is that string (iOS-planckForiOS's settings segues).
    private func instanceConstants(of node: SourceKit.Node) -> [String: String] {
        var constants: [String: String] = [:]
        for child in node.children where child.kind == "source.lang.swift.decl.var.instance" {
            if let (name, value) = stringConstant(child) { constants[name] = value }
        }
        return constants
    }

    /// The raw value a `String` enum's case writes after its name (`= "Main"`); nil when it
    /// writes none, so that the name is the value.
    private func rawValue(after end: Int) -> String? {
        var cursor = end
        skipSpaces(&cursor)
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { return nil }
        return literal(at: cursor + 1)
    }

    /// The one-line string literal that starts after spaces at `start` and ends its statement
    /// (a line end, `,`, `;`, `}` or a comment follows).
    private func literal(at start: Int) -> String? {
        var cursor = start
        skipSpaces(&cursor)
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else { return nil }
        var end = cursor + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A {
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
        var after = end + 1
        skipSpaces(&after)
        guard after >= bytes.count || [0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "}"), UInt8(ascii: "/")].contains(bytes[after]) else {
            return nil
        }
        return SwiftReader.plainStringLiteral(String(decoding: bytes[cursor...end], as: UTF8.self))
    }

    private func skipSpaces(_ cursor: inout Int) {
        while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
    }

    /// The owner a `UINib` made in this call's arguments is instantiated with: none for
    /// `register(UINib(…), forCellReuseIdentifier:)` (UIKit instantiates registered nibs with no
    /// owner), the `withOwner:` argument for `UINib(…).instantiate(withOwner:options:)`.
    private func nibOwner(madeInside call: SourceKit.Node, context: Context) -> NibOwner? {
        guard let callee = call.name else { return nil }
        let last = callee.split(separator: ".").last.map(String.init) ?? callee
        if last == "register" { return NibOwner.none }
        if last == "instantiate", let argument = call.children.first(where: { $0.kind == "source.lang.swift.expr.argument" && $0.name == "withOwner" }) {
            return owner(written: expression(of: argument), context: context)
        }
        return nil
    }

    /// The owner an argument names: `self` (an instance of the enclosing class), `nil`.
    private func owner(written: String?, context: Context) -> NibOwner {
        switch written?.trimmingCharacters(in: .whitespacesAndNewlines) {
        case "nil": return NibOwner.none
        case "self": return context.enclosingType.map { NibOwner.instance(of: $0) } ?? .unknown
        default: return .unknown
        }
    }

    /// The type aliases the file declares at its top level or inside its types, by name, to
    /// the last part of the type each names (`typealias DeveloperOnly = PlaceBidViewController`,
    /// eidolon's developer actions); not generic ones.
    private func typeAliases(in nodes: [SourceKit.Node]) -> [String: String] {
        var aliases: [String: String] = [:]
        var pending = nodes
        while let node = pending.popLast() {
            pending.append(contentsOf: node.children)
            guard node.kind == "source.lang.swift.decl.typealias", let name = node.name, node.nameOffset >= 0 else { continue }
            var cursor = node.nameOffset + name.utf8.count
            skipSpaces(&cursor)
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { continue }
            cursor += 1
            skipSpaces(&cursor)
            let start = cursor
            while cursor < bytes.count, IdentifierBytes.isPart(bytes[cursor]) || bytes[cursor] == UInt8(ascii: ".") { cursor += 1 }
            guard cursor > start, cursor == bytes.count || ![UInt8(ascii: "<"), UInt8(ascii: "&")].contains(bytes[cursor]) else { continue }
            let target = String(decoding: bytes[start..<cursor], as: UTF8.self)
            if let last = target.split(separator: ".").last, last.first?.isUppercase == true { aliases[name] = String(last) }
        }
        return aliases
    }

    /// Fills each declaration's `sharedNameUses`: for the property names two or more classes of
    /// the file declare, how its body uses them. A controller and the cell class below it that
    /// both declare `callInitiateBtn`: the controller's `callInitiateBtn.setImage(…)` is its own,
    /// and says nothing of whether code unwraps the cell's.
    private func sharedNameUses(in nodes: [SourceKit.Node], into result: inout FileDeclarations) {
        var declaringTypes: [String: Set<String>] = [:]
        for type in result.types { for property in type.properties { declaringTypes[property.name, default: []].insert(type.name) } }
        let shared = Set(declaringTypes.filter { $0.value.count > 1 }.keys)
        guard !shared.isEmpty else { return }
        var indexByLocation: [SourceLocation: Int] = [:]
        for (index, type) in result.types.enumerated() { indexByLocation[type.location] = index }
        var pending = nodes
        while let node = pending.popLast() {
            pending.append(contentsOf: node.children)
            guard node.kind == "source.lang.swift.decl.class" || node.kind.hasPrefix("source.lang.swift.decl.extension"),
                  let index = indexByLocation[location(node.nameOffset >= 0 ? node.nameOffset : node.offset)],
                  node.bodyOffset >= 0, node.bodyLength > 0, node.bodyOffset + node.bodyLength <= bytes.count else { continue }
            result.types[index].sharedNameUses = SwiftReader.uses(of: shared, in: bytes[node.bodyOffset..<(node.bodyOffset + node.bodyLength)])
        }
    }

    /// How `body` uses each of `names`: `name` bare or after `self.`, `.name` after another value.
    /// Comments are skipped; a name followed by `:` (a declaration, an argument label) is no use.
    static func uses(of names: Set<String>, in body: ArraySlice<UInt8>) -> Set<String> {
        var found: Set<String> = []
        var index = body.startIndex
        while index < body.endIndex {
            let byte = body[index]
            if let end = IdentifierBytes.endOfComment(at: index, in: body, nesting: false) {
                index = end
                continue
            }
            guard IdentifierBytes.isStart(byte), index == body.startIndex || !IdentifierBytes.isPart(body[index - 1]) else { index += 1; continue }
            let start = index
            while index < body.endIndex, IdentifierBytes.isPart(body[index]) { index += 1 }
            let name = String(decoding: body[start..<index], as: UTF8.self)
            guard names.contains(name), index == body.endIndex || body[index] != UInt8(ascii: ":") else { continue }
            var dot = start
            if dot > body.startIndex, body[dot - 1] == UInt8(ascii: ".") {
                dot -= 1
                // `cell?.name`, `cell!.name`: still another value's.
                var ownerEnd = dot
                if ownerEnd > body.startIndex, body[ownerEnd - 1] == UInt8(ascii: "?") || body[ownerEnd - 1] == UInt8(ascii: "!") { ownerEnd -= 1 }
                var ownerStart = ownerEnd
                while ownerStart > body.startIndex, IdentifierBytes.isPart(body[ownerStart - 1]) { ownerStart -= 1 }
                found.insert(body[ownerStart..<ownerEnd].elementsEqual("self".utf8) ? name : "." + name)
            } else {
                found.insert(name)
            }
        }
        return found
    }

    /// The class a declaration or extension is of: the last part of its name (`extension
    /// Module.Class`, nested `Outer.Inner`: the runtime lookup uses it), through the file's type
    /// aliases for an extension.
    private func typeName(of node: SourceKit.Node, kind: TypeDeclaration.Kind) -> String? {
        guard let fullName = node.name else { return nil }
        let name = fullName.split(separator: ".").last.map(String.init) ?? fullName
        return kind == .addition ? typeAliases[name] ?? name : name
    }

    private func typeDeclaration(_ node: SourceKit.Node, kind: TypeDeclaration.Kind) -> TypeDeclaration? {
        guard let name = typeName(of: node, kind: kind) else { return nil }
        var declaration = TypeDeclaration(kind: kind, language: .swift, name: name,
                                          location: location(node.nameOffset >= 0 ? node.nameOffset : node.offset))
        declaration.inheritedTypes = node.inheritedTypes
        declaration.objcName = explicitObjCName(node)
        let assigned = assignments(inBodyOf: node)
        (declaration.assignedNames, declaration.hiddenMembers, declaration.shownMembers, declaration.collapsedConstraints) =
            (assigned.names, assigned.hidden, assigned.shown, assigned.collapsed)
        (declaration.interactionDisabledMembers, declaration.interactionEnabledMembers) = (assigned.interactionDisabled, assigned.interactionEnabled)
        declaration.calledMembers = calls(inBodyOf: node).onNames
        declaration.writtenForNibKit = importsNibKit
        // NibKit's lists: `override class var outlets: [Outlet] { … }` and `actions`.
        var lists: [(name: String, range: Range<Int>)] = []
        for child in node.children {
            switch child.kind {
            case "source.lang.swift.decl.var.static", "source.lang.swift.decl.var.class":
                if let name = child.name { declaration.staticPropertyNames.insert(name) }
                if let name = child.name, name == "outlets" || name == "actions", child.length > 0 {
                    lists.append((name, child.offset..<(child.offset + child.length)))
                }
            case "source.lang.swift.decl.var.instance":
                guard let name = child.name else { continue }
                let kinds = Set(child.attributes.map(\.kind))
                let written = child.typeName ?? ""
                let unwrapped = written.hasSuffix("!")
                var typeName = written
                while let last = typeName.last, last == "!" || last == "?" { typeName.removeLast() }
                let isCollection = typeName.hasPrefix("[") && typeName.hasSuffix("]")
                var property = TypeDeclaration.Property(
                    name: name, typeName: typeName.isEmpty ? nil : typeName,
                    isOutlet: kinds.contains("source.decl.attribute.iboutlet"),
                    isOutletCollection: kinds.contains("source.decl.attribute.iboutlet") && isCollection,
                    isImplicitlyUnwrapped: unwrapped,
                    location: location(child.nameOffset >= 0 ? child.nameOffset : child.offset))
                property.platforms = conditions.platforms(at: child.offset)
                declaration.properties.append(property)
            case "source.lang.swift.decl.function.method.instance":
                guard let name = child.name else { continue }
                let kinds = Set(child.attributes.map(\.kind))
                let effects = self.effects(of: child)
                let selector = explicitObjCName(child)
                    ?? SwiftReader.selector(forSwiftName: name, throwing: effects.throwing, async: effects.async,
                                            trailingClosures: effects.trailingClosures)
                declaration.methods.append(TypeDeclaration.Method(
                    selector: selector, isAction: kinds.contains("source.decl.attribute.ibaction"),
                    location: location(child.nameOffset >= 0 ? child.nameOffset : child.offset),
                    setsOnSelf: setsOnSelf(inBodyOf: child)))
                if selector == "loadView", !callsSuper("loadView", inBodyOf: child), !loadsANib(inBodyOf: child) {
                    declaration.loadsViewWithoutNib = true
                }
            case "source.lang.swift.decl.class":
                // A nested class is a class of its own (its runtime name needs @objc(Name) to be
                // found by a nib).
                break
            default:
                break
            }
        }
        if importsNibKit, !lists.isEmpty { readNibKitLists(lists, in: node, into: &declaration) }
        return declaration
    }

    /// NibKit's outlets and actions, from the calls in the class's `outlets` and `actions`:
    /// `Outlet("titleLabel", \BookCell.titleLabel)` makes the property an outlet under that key
    /// (a key other than the property's name is a property of its own for the rules, of the same
    /// type); `Outlet("badge", typeName: "Label", set: …)` an outlet of that type;
    /// `ActionMethod("favoriteTapped:", BookCell.favoriteTapped)` an action method.
    private func readNibKitLists(_ lists: [(name: String, range: Range<Int>)], in node: SourceKit.Node,
                                 into declaration: inout TypeDeclaration) {
        // SourceKit puts a computed property's expressions beside it, not under it: the calls are
        // found by their place. Nested types keep theirs.
        func calls(in node: SourceKit.Node, into found: inout [SourceKit.Node]) {
            for child in node.children where !child.kind.hasPrefix("source.lang.swift.decl.class")
                && !child.kind.hasPrefix("source.lang.swift.decl.struct") && !child.kind.hasPrefix("source.lang.swift.decl.enum") {
                if child.kind == "source.lang.swift.expr.call" { found.append(child) }
                calls(in: child, into: &found)
            }
        }
        var found: [SourceKit.Node] = []
        calls(in: node, into: &found)
        for call in found {
            guard let callee = call.name, let list = lists.first(where: { $0.range.contains(call.offset) }) else { continue }
            let arguments = call.children.filter { $0.kind == "source.lang.swift.expr.argument" }
            guard let first = arguments.first, first.name == nil,
                  let name = expression(of: first).flatMap(SwiftReader.plainStringLiteral), !name.isEmpty else { continue }
            let place = location(call.offset)
            if list.name == "actions", callee == "ActionMethod" || callee.hasSuffix(".ActionMethod") {
                declaration.listedActions.insert(name)
                declaration.methods.append(TypeDeclaration.Method(selector: name, isAction: true, location: place))
            } else if list.name == "outlets", callee == "Outlet" || callee.hasSuffix(".Outlet"), arguments.count >= 2 {
                declaration.listedOutlets.insert(name)
                let second = arguments[1]
                if second.name == "typeName" {
                    let typeName = expression(of: second).flatMap(SwiftReader.plainStringLiteral)
                    declaration.properties.append(TypeDeclaration.Property(name: name, typeName: typeName, isOutlet: true, location: place))
                    continue
                }
                // `\BookCell.titleLabel`: the property is the key path's last component.
                guard let keyPath = expression(of: second)?.filter({ !$0.isWhitespace }), keyPath.hasPrefix("\\"),
                      let property = keyPath.split(separator: ".").last.map({ String($0.filter { $0 != "?" && $0 != "!" }) }) else { continue }
                // Every declaration of the property: one per platform where `#if` splits it.
                let declared = declaration.properties.indices.filter { declaration.properties[$0].name == property }
                if !declared.isEmpty {
                    for index in declared {
                        var outlet = declaration.properties[index]
                        outlet.isOutlet = true
                        outlet.isOutletCollection = outlet.typeName?.hasPrefix("[") ?? false
                        if property == name {
                            declaration.properties[index] = outlet
                        } else {
                            outlet.name = name
                            declaration.properties.append(outlet)
                        }
                    }
                } else {
                    // Declared elsewhere (an extension, a superclass): an outlet of a type not known here.
                    declaration.properties.append(TypeDeclaration.Property(name: name, typeName: nil, isOutlet: true, location: place))
                }
            }
        }
    }

    /// Whether a method `throws` (or `rethrows`) or is `async`, read from the words between its
    /// parameter list and its result or body, and how many of its last parameters take closures.
    private func effects(of method: SourceKit.Node) -> (throwing: Bool, async: Bool, trailingClosures: Int) {
        var trailingClosures = 0
        for parameter in method.children.reversed() where parameter.kind == "source.lang.swift.decl.var.parameter" {
            guard let type = parameter.typeName, type.contains("->") else { break }
            trailingClosures += 1
        }
        let end = method.bodyOffset >= 0 ? method.bodyOffset : method.offset + method.length
        let start = method.nameOffset >= 0 ? method.nameOffset : method.offset
        guard let signature = text(start, end - start) else { return (false, false, trailingClosures) }
        // Past the parameter list: the first "(" and its matching ")".
        var depth = 0
        var effects = signature[...]
        for index in signature.indices {
            if signature[index] == "(" { depth += 1 }
            if signature[index] == ")" {
                depth -= 1
                if depth == 0 {
                    effects = signature[signature.index(after: index)...]
                    break
                }
            }
        }
        if let arrow = effects.range(of: "->") { effects = effects[..<arrow.lowerBound] }
        let words = effects.split(whereSeparator: { !$0.isLetter })
        return (words.contains("throws") || words.contains("rethrows"), words.contains("async"), trailingClosures)
    }

    /// The name in `@objc(name)`, read from the attribute's own range.
    private func explicitObjCName(_ node: SourceKit.Node) -> String? {
        for attribute in node.attributes where attribute.kind == "source.decl.attribute.objc.name" || attribute.kind == "source.decl.attribute.objc" {
            guard let written = text(attribute.offset, attribute.length),
                  let open = written.firstIndex(of: "("), let close = written.lastIndex(of: ")"), open < close else { continue }
            let name = written[written.index(after: open)..<close].filter { !$0.isWhitespace }
            if !name.isEmpty { return String(name) }
        }
        return nil
    }

    /// The Objective-C selector the Swift compiler derives for a method named
    /// `base(label1:label2:)` (swift's `AbstractFunctionDecl::getObjCSelector`):
    /// - no parameters: `base` (`tapped()` → `tapped`);
    /// - the first label joins the base name with "With" and its first letter upper-cased
    ///   (`tapped(sender:)` → `tappedWithSender:`), without "With" when the label's first word or
    ///   the base name's last word is a preposition (`tapped(withSender:)` →
    ///   `tappedWithSender:`, `tapE(forEvent:)` → `tapEForEvent:`, `moveTo(point:)` →
    ///   `moveToPoint:`); a `_` first label adds nothing (`tapped(_:)` → `tapped:`);
    /// - later labels are pieces as written, `_` an empty one (`move(_:to:)` → `move:to:`);
    /// - `throws` adds an error piece before any trailing closure parameters: `AndReturnError`
    ///   on the base name when it is the first piece (`save() throws` → `saveAndReturnError:`),
    ///   else `error` (`save(_:) throws` → `save:error:`);
    /// - `async` adds `completionHandler` last (`WithCompletionHandler` when alone), and no
    ///   error piece.
    /// Initializers follow the same rules with the base name `init` (`init(frame:)` →
    /// `initWithFrame:`). `trailingClosures` counts the closure-typed parameters at the end.
    static func selector(forSwiftName name: String, throwing: Bool = false, async: Bool = false, trailingClosures: Int = 0) -> String {
        let base: String
        var labels: [String]
        if let open = name.firstIndex(of: "("), name.hasSuffix(")") {
            base = String(name[..<open])
            let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
            labels = inside.split(separator: ":", omittingEmptySubsequences: true).map { $0 == "_" ? "" : String($0) }
        } else {
            base = name
            labels = []
        }
        // The extra parameter, and where it goes among the pieces.
        var extra: (index: Int, first: String, later: String)?
        if async {
            extra = (labels.count, "WithCompletionHandler", "completionHandler")
        } else if throwing {
            extra = (max(0, labels.count - min(trailingClosures, labels.count)), "AndReturnError", "error")
        }
        let pieceCount = labels.count + (extra == nil ? 0 : 1)
        if pieceCount == 0 { return base }
        if pieceCount == 1, labels.count == 1, labels[0].isEmpty { return base + ":" }
        var pieces: [String] = []
        var remaining = labels[...]
        for index in 0..<pieceCount {
            if let extra, extra.index == index {
                pieces.append(index == 0 ? base + extra.first : extra.later)
                continue
            }
            let label = remaining.popFirst() ?? ""
            if index == 0 {
                if label.isEmpty {
                    pieces.append(base)
                } else {
                    let joiner = isPreposition(firstWord(of: label)) || isPreposition(lastWord(of: base)) ? "" : "With"
                    pieces.append(base + joiner + label.prefix(1).uppercased() + label.dropFirst())
                }
            } else {
                pieces.append(label)
            }
        }
        return pieces.map { $0 + ":" }.joined()
    }

    /// The prepositions the compiler's selector derivation knows (swift's `PartsOfSpeech.def`).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    static func isPreposition(_ word: Substring) -> Bool {
        prepositions.contains(word.lowercased())
    }

    /// The first camel-case word: a leading `_` alone; a run of capitals before a lower-case
    /// letter gives up its last capital (`URLString` → `URL`); else up to the next capital or `_`.
    static func firstWord(of text: String) -> Substring {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first else { return "" }
        if first == "_" { return text.prefix(1) }
        func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isUppercase }
        var end = 1
        if isUpper(first), scalars.count > 1, isUpper(scalars[1]) {
            while end < scalars.count, isUpper(scalars[end]) { end += 1 }
            if end < scalars.count, scalars[end].properties.isLowercase { end -= 1 }
        } else {
            while end < scalars.count, !isUpper(scalars[end]), scalars[end] != "_" { end += 1 }
        }
        return Substring(String(String.UnicodeScalarView(scalars[..<end])))
    }

    /// The last camel-case word: from the last capital that does not continue a run of
    /// capitals (`loginButtonTapped` → `Tapped`, `loadURL` → `URL`, `moveTo` → `To`).
    static func lastWord(of text: String) -> Substring {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return "" }
        func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isUppercase }
        var start = scalars.count - 1
        if isUpper(scalars[start]) {
            // A trailing run of capitals is one word.
            while start > 0, isUpper(scalars[start - 1]) { start -= 1 }
        } else {
            while start > 0, !isUpper(scalars[start]), scalars[start - 1] != "_" { start -= 1 }
        }
        return Substring(String(String.UnicodeScalarView(scalars[start...])))
    }

    // MARK: String literals passed to nib APIs

    /// For each API, the argument label that carries the name (`""` for an unlabelled first argument).
    private static let calls: [String: [(label: String, kind: LiteralUse.Kind)]] = [
        "dequeueReusableCell": [("withIdentifier", .dequeueReuseIdentifier), ("withReuseIdentifier", .dequeueReuseIdentifier)],
        "dequeueReusableHeaderFooterView": [("withIdentifier", .dequeueReuseIdentifier)],
        "dequeueReusableSupplementaryView": [("withReuseIdentifier", .dequeueReuseIdentifier)],
        "register": [("forCellReuseIdentifier", .registerReuseIdentifier), ("forCellWithReuseIdentifier", .registerReuseIdentifier),
                     ("forHeaderFooterViewReuseIdentifier", .registerReuseIdentifier), ("withReuseIdentifier", .registerReuseIdentifier)],
        "UINib": [("nibName", .nibName)],
        "loadNibNamed": [("", .nibName)],
        "UIStoryboard": [("name", .storyboardName)],
        "instantiateViewController": [("withIdentifier", .storyboardIdentifier), ("identifier", .storyboardIdentifier)],
        "performSegue": [("withIdentifier", .segueIdentifier)],
    ]

    /// Swift 2 named these calls with their first argument's label (and Swift 3 renamed them):
    /// `dequeueReusableCellWithIdentifier("Cell", forIndexPath: indexPath)` is
    /// `dequeueReusableCell(withIdentifier: "Cell", for: indexPath)`. Today's name, and the
    /// label its first argument takes (`""`: none).
    static let swift2Calls: [String: (name: String, firstLabel: String)] = [
        "dequeueReusableCellWithIdentifier": ("dequeueReusableCell", "withIdentifier"),
        "dequeueReusableCellWithReuseIdentifier": ("dequeueReusableCell", "withReuseIdentifier"),
        "dequeueReusableHeaderFooterViewWithIdentifier": ("dequeueReusableHeaderFooterView", "withIdentifier"),
        "dequeueReusableSupplementaryViewOfKind": ("dequeueReusableSupplementaryView", "ofKind"),
        "registerNib": ("register", ""),
        "registerClass": ("register", ""),
        "instantiateViewControllerWithIdentifier": ("instantiateViewController", "withIdentifier"),
        "performSegueWithIdentifier": ("performSegue", "withIdentifier"),
    ]

    /// Functions only Swift 2 (or 1) calls by these names: Swift 3 renamed them
    /// (`presentViewController(_:animated:completion:)` is `present(_:animated:completion:)`,
    /// `CGRectMake(0, 0, 1, 1)` is `CGRect(x:y:width:height:)`) and marks the old
    /// names unavailable, so a file that calls one is compiled as Swift 2 or not at all.
    /// Only UIKit's and Foundation's own names that no Swift 3 import of another library makes
    /// (a library's `+defaultCenter` or `+sharedApplication` may still be called so).
    static let swift2OnlyCalls: Set<String> = Set(swift2Calls.keys).union([
        "presentViewController", "dismissViewControllerAnimated", "popViewControllerAnimated",
        "popToRootViewControllerAnimated", "CGRectMake", "CGPointMake", "CGSizeMake",
        "dispatch_async", "dispatch_get_main_queue", "sortInPlace", "respondsToSelector",
        "systemFontOfSize", "boldSystemFontOfSize",
    ])

    /// Whether a use of this kind asks for something a nib must provide (a nib or storyboard
    /// by name, a Storyboard ID, a segue, a cell to dequeue) rather than providing it.
    static func asks(_ kind: LiteralUse.Kind) -> Bool {
        switch kind {
        case .dequeueReuseIdentifier, .nibName, .storyboardName, .storyboardIdentifier, .segueIdentifier: true
        case .registerReuseIdentifier, .initialViewController, .stateRestoration, .sectionHeaderSize, .sectionFooterSize: false
        }
    }

    private func literalUses(in call: SourceKit.Node, context: Context, into result: inout FileDeclarations) {
        guard let callee = call.name else { return }
        // `UIStoryboard.init(name:bundle:)` is `UIStoryboard(name:bundle:)`.
        let parts = callee.split(separator: ".")
        var last = (parts.count > 1 && parts.last == "init" ? parts.dropLast().last : parts.last).map(String.init) ?? callee
        while let end = last.last, end == "?" || end == "!" { last.removeLast() }
        // Swift 2's spelling is read as today's: the method's name, the first argument's label.
        let swift2 = SwiftReader.swift2Calls[last]
        if let swift2 { last = swift2.name }
        let arguments = call.children.filter { $0.kind == "source.lang.swift.expr.argument" }
        rSwiftNibs(in: arguments, callee: last, into: &result)
        // `R.nib.bookCell(owner: nil)`, `R.nib.bookCell.firstView(owner: self)`: R.swift's
        // generated loads, called on the resource itself.
        if callee.hasPrefix(LiteralUse.generatedNibPrefix), let reference = SwiftReader.generatedNibReference(in: callee) {
            var use = LiteralUse(kind: .nibName, value: nil, location: location(call.offset), constant: reference)
            let owner = arguments.first { $0.name == "owner" || $0.name == "withOwner" }.flatMap(expression(of:))
            use.owner = owner == "nil" ? NibOwner.none : .unknown
            result.literals.append(use)
        }
        var wanted = SwiftReader.calls[last]
        // NibKit's own loader: NibLoader.load(named:).
        if last == "load", callee.hasSuffix("NibLoader.load") { wanted = [("named", .nibName)] }
        // Only a view controller's initializer takes `nibName:` (`init(nibName:bundle:)`); a
        // function of the app's own with that label may use the name for anything
        // (xcoderDevOps's CargoXpress: `displayViewController(_:nibName:…)` passes it to
        // `instantiateViewController(withIdentifier:)`), and its own body is read where it does.
        let isInitializer = callee == "init" || callee.hasSuffix(".init") || last.first?.isUppercase == true
        if wanted == nil, last != "UINib", isInitializer, let nibName = arguments.first(where: { $0.name == "nibName" }) {
            viewControllerNib(nibName, bundle: arguments.first(where: { $0.name == "bundle" }), callee: callee, context: context, into: &result)
            return
        }
        guard let wanted else { return }
        if last == "register", arguments.count == 1, arguments[0].name.map(SwiftReader.typedRegistrationLabels.contains) ?? true {
            typedRegistrations(arguments[0], into: &result)
            return
        }
        for (index, argument) in arguments.enumerated() {
            let label = argument.name ?? (index == 0 ? swift2?.firstLabel ?? "" : "")
            guard let match = wanted.first(where: { $0.label == label }), !label.isEmpty || index == 0 else { continue }
            let value = expression(of: argument).flatMap(SwiftReader.plainStringLiteral)
            var use = LiteralUse(kind: match.kind, value: value, location: location(expressionOffset(of: argument)))
            if last == "dequeueReusableSupplementaryView",
               let kind = (arguments.first { $0.name == "ofKind" } ?? (swift2 == nil ? nil : arguments.first)).flatMap(expression(of:)) {
                use.supplementaryKind = SupplementaryKind(writtenAs: kind)
            }
            // The literals a local is bound to (`let identifier = "Cell"`, or one of two,
            // `let identifier = isStatus ? "statusCell" : "plainCell"`): a use of each.
            var boundLiterals: [String] = []
            if value == nil, let written = expression(of: argument) {
                use.constant = SwiftReader.constantName(written) ?? SwiftReader.rawValueExpression(written)
                // `Self.toggleCellID`: the enclosing type's own static constant, which no
                // subclass overrides (a voting app's controller registers and dequeues its cells
                // under `Self.ToggleCellId`).
                if use.constant == nil, let member = SwiftReader.member(written, of: "Self"), let type = context.enclosingType {
                    use.constant = type + "." + member
                }
                // A local bound to one: `let identifier = segue(for: row).rawValue`, then
                // `performSegue(withIdentifier: identifier, …)`.
                if let name = use.constant, !name.contains("."),
                   let bound = SwiftReader.localBinding(of: name, before: expressionOffset(of: argument), in: bytes) {
                    use.constant = SwiftReader.constantName(bound) ?? SwiftReader.rawValueExpression(bound) ?? name
                    boundLiterals = SwiftReader.literalBinding(of: name, before: expressionOffset(of: argument), in: bytes)
                } else if let name = use.constant ?? SwiftReader.selfMember(written),
                          !name.contains("."), let constant = context.instanceConstants[name] {
                    // The enclosing class's own `let showLogSegue = "segueShowLog"`.
                    use.constantValue = constant
                }
                if match.kind == .registerReuseIdentifier || match.kind == .dequeueReuseIdentifier || match.kind == .storyboardIdentifier {
                    use.identifierIsClassName = SwiftReader.namesAClass(written, typeParameters: context.typeParameters)
                }
                if match.kind == .storyboardIdentifier {
                    let bound = SwiftReader.isIdentifier(written)
                        ? SwiftReader.localBinding(of: written.trimmingCharacters(in: .whitespacesAndNewlines), before: expressionOffset(of: argument), in: bytes)
                        : nil
                    if !use.identifierIsClassName { use.memberName = SwiftReader.lastMember(of: bound ?? written) }
                    // Made from the function's own type parameter: asked for whatever its callers pass.
                    if let first = SwiftReader.firstIdentifier(in: bound ?? written), first != "self",
                       context.typeParameters.contains(first) {
                        use.askedThroughCallsOf = context.function
                    }
                }
                // In a `static func`, `String(describing: self)` is the type the call is made on
                // (`CarFinishedController.instantiate()`).
                if match.kind == .storyboardIdentifier, use.identifierIsClassName, context.isStaticMember,
                   SwiftReader.selfsTypeNames.contains(String(written.filter { !$0.isWhitespace })) {
                    use.identifierIsReceiverClassName = true
                }
            }
            if match.kind == .segueIdentifier, parts.count == 1 || (parts.count == 2 && parts[0] == "self") {
                use.performer = context.enclosingType
            }
            if !context.isStaticMember { use.enclosingClass = context.enclosingType }
            // `self.tableView.dequeueReusableCell(…)`: the enclosing object's own list.
            if match.kind == .dequeueReuseIdentifier, parts.count == 3, parts[0] == "self" { use.dequeuesFromOwnList = true }
            if match.kind == .storyboardIdentifier {
                use.storyboard = SwiftReader.storyboardName(receiverOf: callee, before: call.offset, in: bytes)
                use.runsOnlyInStateRestoration = context.restoresState
                use.storyboardIsEnumCase = use.storyboard == nil && context.inEnum && !context.isStaticMember
            }
            if match.kind == .dequeueReuseIdentifier || match.kind == .registerReuseIdentifier {
                // `dequeueReusableHeaderFooterView(withIdentifier:)` is no table cell;
                // `dequeueReusableCell(withReuseIdentifier:for:)` is a collection view's.
                if last == "dequeueReusableCell", label == "withReuseIdentifier" {
                    use.queue = .collectionCells
                } else {
                    use.queue = last == "dequeueReusableCell" || last == "register" ? ReuseQueue(label: label) : .other
                }
                // Without an index path a table dequeue returns nil rather than crash; a
                // header-footer dequeue always does.
                use.returnsNilWhenUnregistered = last == "dequeueReusableHeaderFooterView"
                    || (last == "dequeueReusableCell" && label == "withIdentifier" && !arguments.contains { $0.name == "for" || $0.name == "forIndexPath" })
                if match.kind == .dequeueReuseIdentifier {
                    switch DequeuedCellUse.of(callFrom: call.offset, to: call.offset + call.length, in: bytes) {
                    case .cast(let name): use.cellClass = name
                    case .asItIs: use.takesTheCellAsItIs = true
                    case .unknown: break
                    }
                }
                if last == "register", label == "withReuseIdentifier" { use.queue = .other }
            }
            if match.kind == .nibName {
                if value == nil, let written = expression(of: argument) {
                    use.identifierIsClassName = SwiftReader.namesAClass(written)
                    if let reference = SwiftReader.generatedNibName(written) { use.constant = reference }
                }
                if last == "UINib" {
                    use.owner = context.nibOwner ?? .unknown
                } else {
                    use.owner = owner(written: arguments.first(where: { $0.name == "owner" }).flatMap(expression(of:)), context: context)
                }
                // `loadNibNamed(String(describing: type(of: self)), owner: self, …)`: the owner is
                // the class the nib is named after.
                if use.identifierIsClassName, case .instance = use.owner,
                   let written = expression(of: argument)?.filter({ !$0.isWhitespace }),
                   written.contains("(of:self)") || written.contains("Self.self") {
                    use.owner = .instanceOfClassNamedLikeTheNib
                }
            }
            if match.kind == .nibName || match.kind == .storyboardName {
                use.bundle = otherBundle(arguments.first(where: { $0.name == "bundle" }))
                use.runsOnlyOnIPad = IdiomGuard.isIPadOnly(at: expressionOffset(of: argument), in: bytes)
            }
            if match.kind == .registerReuseIdentifier, let first = arguments.first, first.name == nil {
                use.nibName = registeredNibName(in: first)
                // `register(BookCell.self, forCellReuseIdentifier:)`: the class.
                if let expression = expression(of: first), expression.hasSuffix(".self") {
                    let name = String(expression.dropLast(".self".count))
                    if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { use.cellClass = name }
                }
            }
            result.literals.append(use)
            result.literals.spread(result.literals.count - 1, over: boundLiterals)
        }
    }

    /// The literals of the nearest `let name = …` before `offset` (`literalChoices`), where the
    /// binding surely holds at the use: not in a comment, and not in a block deeper than the use
    /// (its line indented no more than the use's: `if header { let identifier = "Header" … }`
    /// says nothing of a parameter `identifier` read after the block); empty otherwise.
    static func literalBinding(of name: String, before offset: Int, in bytes: [UInt8]) -> [String] {
        guard let (text, binding, bound) = nearestLocalBinding(of: name, before: offset, in: bytes) else { return [] }
        func indentation(ofLineAt index: String.Index) -> (indent: Int, prefix: Substring) {
            let lineStart = text[..<index].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            let prefix = text[lineStart..<index]
            return (prefix.prefix { $0 == " " || $0 == "\t" }.count, prefix)
        }
        let (bindingIndent, bindingPrefix) = indentation(ofLineAt: binding.lowerBound)
        let (useIndent, _) = indentation(ofLineAt: text.endIndex)
        guard !bindingPrefix.contains("//"), !bindingPrefix.contains("/*"), bindingIndent <= useIndent else { return [] }
        return literalChoices(bound)
    }

    /// The plain string literals an expression is: one (`"Cell"`), or the two branches of a
    /// conditional (`isStatus ? "statusCell" : "plainCell"`); empty for anything else.
    static func literalChoices(_ expression: String) -> [String] {
        let trimmed = expression.trimmingCharacters(in: .whitespaces)
        if let literal = plainStringLiteral(trimmed) { return [literal] }
        guard let question = trimmed.range(of: " ? "), let colon = trimmed.range(of: " : ", options: .backwards),
              question.upperBound <= colon.lowerBound,
              let first = plainStringLiteral(String(trimmed[question.upperBound..<colon.lowerBound]).trimmingCharacters(in: .whitespaces)),
              let second = plainStringLiteral(String(trimmed[colon.upperBound...]).trimmingCharacters(in: .whitespaces)) else { return [] }
        return first == second ? [first] : [first, second]
    }

    /// `self`'s type's name as a static member writes it.
    static let selfsTypeNames: Set<String> = ["String(describing:self)", "String(describing:Self.self)", "String(describing:self.self)",
                                              "\"\\(self)\"", "\"\\(Self.self)\"", "NSStringFromClass(self)"]

    /// The `bundle:` arguments that mean the main bundle.
    static let mainBundle: Set<String> = ["nil", ".main", "Bundle.main"]

    /// A `bundle:` argument as written, when it names a bundle other than the main one.
    private func otherBundle(_ argument: SourceKit.Node?) -> String? {
        guard let written = argument.flatMap(expression(of:))?.trimmingCharacters(in: .whitespacesAndNewlines),
              !SwiftReader.mainBundle.contains(written) else { return nil }
        return written
    }

    /// A view controller made with a nib: `super.init(nibName: "Book", bundle: nil)` in a class's
    /// initializer, `BookController(nibName: "Book", bundle: nil)`. The view controller is the
    /// nib's owner. `nibName: nil` loads the nib named after the class (the project facts know
    /// every view controller class, so it is not recorded here), and a name an
    /// `init(nibName:…)` passes on is its callers'.
    private func viewControllerNib(_ argument: SourceKit.Node, bundle: SourceKit.Node?, callee: String, context: Context,
                                   into result: inout FileDeclarations) {
        guard let written = expression(of: argument)?.trimmingCharacters(in: .whitespacesAndNewlines), written != "nil" else { return }
        let isIdentifier = written.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        if context.passesNibNameOn, isIdentifier { return }
        let value = SwiftReader.plainStringLiteral(written)
        var use = LiteralUse(kind: .nibName, value: value, location: location(expressionOffset(of: argument)))
        if value == nil {
            use.identifierIsClassName = SwiftReader.namesAClass(written)
            use.constant = SwiftReader.generatedNibName(written)
        }
        use.bundle = otherBundle(bundle)
        use.runsOnlyOnIPad = IdiomGuard.isIPadOnly(at: expressionOffset(of: argument), in: bytes)
        use.isViewControllerNib = true
        let receiver = callee.hasSuffix(".init") ? String(callee.dropLast(".init".count)) : callee
        if receiver == "super" || receiver == "self" {
            use.owner = context.enclosingType.map { NibOwner.instance(of: $0) } ?? .unknown
        } else if let type = receiver.split(separator: ".").last, type.first?.isUppercase == true,
                  type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            use.owner = .instance(of: String(type))
        } else {
            use.owner = .unknown
        }
        result.literals.append(use)
    }

    /// Whether the nib-name reading records the argument `label` (at `index`) of a call of
    /// `callee` (its last name, `UINib`, `loadNibNamed`, `Shelf`): `nibName:` of `UINib` or of an
    /// initializer, and `loadNibNamed`'s first argument. An app's own function that takes a
    /// `nibName:` is not one of them.
    private func readsNibName(_ label: String?, at index: Int, of callee: String) -> Bool {
        if callee == "loadNibNamed" { return index == 0 }
        return label == "nibName" && (callee == "UINib" || callee == "init" || callee.first?.isUppercase == true)
    }

    /// R.swift's nib resources (`R.nib.bookCell`, whose generated code is not in the sources):
    /// a load of the nib R.swift derived the identifier from (`SourceFacts.value(of:)` finds
    /// which; of some nib when none), with no owner when registered. Not the nib's name
    /// (`R.nib.bookCell.name`) given to a nib-name API, which reads it with its owner:
    /// `nibName:` of `UINib` or a view controller's initializer, `loadNibNamed`'s first argument.
    private func rSwiftNibs(in arguments: [SourceKit.Node], callee: String, into result: inout FileDeclarations) {
        for (index, argument) in arguments.enumerated() {
            guard let written = expression(of: argument), written.contains(LiteralUse.generatedNibPrefix) else { continue }
            if SwiftReader.generatedNibName(written) != nil, readsNibName(argument.name, at: index, of: callee) { continue }
            var use = LiteralUse(kind: .nibName, value: nil, location: location(expressionOffset(of: argument)),
                                 constant: SwiftReader.generatedNibReference(in: written))
            use.owner = callee == "register" ? NibOwner.none : .unknown
            result.literals.append(use)
        }
    }

    /// R.swift's and SwiftGen's generated storyboards, wherever the file names one
    /// (`R.storyboard.main.instantiateInitialViewController()`, `let board = R.storyboard.main`,
    /// `StoryboardScene.Main.initialScene.instantiate()`), whose generated code is often not in
    /// the sources: a load of each storyboard named, and a request for each scene whose
    /// Storyboard ID the accessor after it is made from (`R.storyboard.main.bookViewController()`),
    /// once per file. Not in R.swift's own generated file, which names every storyboard.
    private func generatedStoryboards(into result: inout FileDeclarations) {
        guard !file.hasSuffix("R.generated.swift"), !isSwiftGenStoryboardCode else { return }
        func identifier(at start: Int) -> (String, end: Int) {
            var end = start
            while end < bytes.count, IdentifierBytes.isPart(bytes[end]) { end += 1 }
            return (String(decoding: bytes[start..<end], as: UTF8.self), end)
        }
        var seen: Set<String> = []
        for prefix in [LiteralUse.generatedStoryboardPrefix, LiteralUse.swiftGenStoryboardPrefix] {
            let needle = Array(prefix.utf8)
            var index = 0
            while let found = bytes[index...].firstRange(of: needle)?.lowerBound {
                index = found + needle.count
                if found > 0, IdentifierBytes.isPart(bytes[found - 1]) || bytes[found - 1] == UInt8(ascii: ".") { continue }
                let (name, end) = identifier(at: index)
                guard !name.isEmpty else { continue }
                let reference = prefix + name
                if seen.insert(reference).inserted {
                    result.literals.append(LiteralUse(kind: .storyboardName, value: nil, location: location(found), constant: reference))
                }
                guard end < bytes.count, bytes[end] == UInt8(ascii: ".") else { continue }
                var (member, memberEnd) = identifier(at: end + 1)
                // SwiftGen 4's generic `viewController(identifier: .bookScene)`: any scene.
                if member == "viewController", bytes[memberEnd...].starts(with: Array("(identifier:".utf8)) {
                    member = GeneratedNibName.anySceneAccessor
                }
                guard !member.isEmpty, !SwiftReader.generatedStoryboardMembers.contains(member),
                      seen.insert(reference + "." + member).inserted else { continue }
                result.literals.append(LiteralUse(kind: .storyboardIdentifier, value: nil, location: location(found), constant: reference + "." + member))
            }
        }
    }

    /// Whether the file is SwiftGen's storyboard code under its default name: the header SwiftGen
    /// writes (`// Generated using SwiftGen`) in the first lines, and a `StoryboardScene` type.
    static func isSwiftGenStoryboardCode(_ bytes: [UInt8]) -> Bool {
        guard bytes.prefix(400).firstRange(of: Array("Generated using SwiftGen".utf8)) != nil else { return false }
        return bytes.firstRange(of: Array("enum StoryboardScene ".utf8)) != nil || bytes.firstRange(of: Array("enum StoryboardScene{".utf8)) != nil
            || bytes.firstRange(of: Array("struct StoryboardScene ".utf8)) != nil || bytes.firstRange(of: Array("struct StoryboardScene{".utf8)) != nil
    }

    /// What R.swift's and SwiftGen's generated storyboards hold besides one accessor per scene.
    static let generatedStoryboardMembers: Set<String> = [
        "instantiateInitialViewController", "initialViewController", "instantiateInitial", "initialScene", "name", "bundle",
        "storyboard", "storyboardName", "validate", "instance",
    ]

    /// R.swift's `R.nib.bookCell.name`, the nib's name as a string: `R.nib.bookCell`, the
    /// reference `SourceFacts.value(of:)` resolves; nil for any other expression.
    static func generatedNibName(_ written: String) -> String? {
        let prefix = LiteralUse.generatedNibPrefix, suffix = ".name"
        let trimmed = written.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix(prefix), trimmed.hasSuffix(suffix), trimmed.count > prefix.count + suffix.count else { return nil }
        let name = trimmed.dropFirst(prefix.count).dropLast(suffix.count)
        guard name.utf8.allSatisfy(IdentifierBytes.isPart) else { return nil }
        return prefix + name
    }

    /// `R.nib.bookCell` from an expression that holds it (`R.nib.bookCell`, `R.nib.bookCell()`);
    /// nil when the expression holds none, or more than one.
    static func generatedNibReference(in written: String) -> String? {
        let prefix = LiteralUse.generatedNibPrefix
        guard let start = written.range(of: prefix), written[start.upperBound...].range(of: prefix) == nil else { return nil }
        let name = written[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if start.lowerBound > written.startIndex, let before = written[..<start.lowerBound].last,
           before.isLetter || before.isNumber || before == "_" { return nil }
        return name.isEmpty ? nil : prefix + name
    }

    /// The labels of a one-argument typed registration besides none: the Reusable library's
    /// `register(cellType: BookCell.self)` and `register(headerFooterViewType: …)`, which register
    /// the class's nib or class under its identifier as NibKit's `register(BookCell.self)` does.
    static let typedRegistrationLabels: Set<String> = ["cellType", "headerFooterViewType"]

    /// NibKit's `register(BookCell.self)` and `register([BookCell.self, PlainCell.self])`, and the
    /// Reusable library's `register(cellType: BookCell.self)`: the identifier and nib come from
    /// each class, once every class is read.
    private func typedRegistrations(_ argument: SourceKit.Node, into result: inout FileDeclarations) {
        guard var written = expression(of: argument)?.filter({ !$0.isWhitespace }) else { return }
        if written.hasPrefix("["), written.hasSuffix("]") { written = String(written.dropFirst().dropLast()) }
        for item in written.split(separator: ",") where item.hasSuffix(".self") {
            let name = String(item.dropLast(".self".count))
            guard let first = name.first, first.isLetter || first == "_",
                  name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            var use = LiteralUse(kind: .registerReuseIdentifier, value: nil, location: location(expressionOffset(of: argument)), cellClass: name)
            use.isTypedRegistration = true
            use.identifierIsClassName = true
            result.literals.append(use)
        }
    }

    /// The names standing for a type in a function: its generic parameters (`T`) and the
    /// parameters whose type is a metatype (`cellType: T.Type`); `self` in a type's method is
    /// added by the caller.
    static func typeParameters(of function: SourceKit.Node) -> Set<String> {
        var names: Set<String> = []
        for child in function.children {
            guard let name = child.name else { continue }
            if child.kind == "source.lang.swift.decl.generic_type_param" {
                names.insert(name)
            } else if child.kind == "source.lang.swift.decl.var.parameter",
                      child.typeName?.filter({ !$0.isWhitespace }).hasSuffix(".Type") == true {
                names.insert(name)
            }
        }
        return names
    }

    /// Whether an identifier expression can only be a class's name: `String(describing:
    /// BookCell.self)`, `"\(BookCell.self)"`, `NSStringFromClass(BookCell.self)`,
    /// `BookCell.reuseIdentifier`, `T.defaultReuseIdentifier` (Reusable's convention), and the
    /// same of a metatype parameter (`cellType.reuseIdentifier` in a generic
    /// `dequeueReusableCell(for:cellType:)`, openHAB's).
    static func namesAClass(_ expression: String, typeParameters: Set<String> = []) -> Bool {
        let compact = expression.filter { !$0.isWhitespace }
        // A metatype parameter's name is lower-case, so the type-name forms below miss it.
        for name in typeParameters where name.first?.isUppercase != true {
            let forms = [".reuseIdentifier", ".defaultReuseIdentifier", ".className"].map { name + $0 }
                + ["String(describing:\(name))", "String(describing:\(name).self)", "\"\\(\(name))\"", "NSStringFromClass(\(name))"]
            if forms.contains(compact) { return true }
        }
        if compact.hasPrefix("String(describing:type(of:") || compact.hasPrefix("NSStringFromClass(type(of:") { return true }
        for (prefix, suffix) in [("String(describing:", ".self)"), ("\"\\(", ".self)\""),
                                 ("NSStringFromClass(", ".self)"), ("String(reflecting:", ".self)")] {
            if compact.hasPrefix(prefix), compact.hasSuffix(suffix), compact.count > prefix.count + suffix.count,
               isTypeName(compact.dropFirst(prefix.count).dropLast(suffix.count)) { return true }
        }
        for suffix in [".reuseIdentifier", ".defaultReuseIdentifier", ".className"] where compact.hasSuffix(suffix) {
            var type = compact.dropLast(suffix.count)
            if type.hasSuffix(".self") { type = type.dropLast(".self".count) }
            if isTypeName(type) { return true }
        }
        return false
    }

    /// A type's name as written: identifiers joined by dots, the last capitalized (`BookCell`,
    /// `Cells.BookCell`, `Self`, `T`; not `cell`, an instance whose identifier may be anything).
    private static func isTypeName(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard let last = parts.last, last.first?.isUppercase == true else { return false }
        return parts.allSatisfy { part in
            guard let first = part.first, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }

    /// Where a call argument's expression starts: its body (after the label), or the whole
    /// argument when SourceKit gives no body.
    private func expressionOffset(of argument: SourceKit.Node) -> Int {
        argument.bodyOffset >= 0 ? argument.bodyOffset : argument.offset
    }

    /// A call argument's expression as written, without its label.
    private func expression(of argument: SourceKit.Node) -> String? {
        text(expressionOffset(of: argument), argument.bodyOffset >= 0 ? argument.bodyLength : argument.length)
    }

    /// The nib a registration's first argument names by literal: `UINib(nibName: "X", …)`, or a
    /// local bound to one in the same function (`let footer = UINib(nibName: "X", bundle: nil)`,
    /// then `register(footer, …)`).
    private func registeredNibName(in argument: SourceKit.Node) -> String? {
        for node in argument.children where node.kind == "source.lang.swift.expr.call" {
            guard let callee = node.name, callee == "UINib" || callee.hasSuffix(".UINib") || callee.hasSuffix("UINib.init") else { continue }
            for nibArgument in node.children where nibArgument.kind == "source.lang.swift.expr.argument" && nibArgument.name == "nibName" {
                return expression(of: nibArgument).flatMap(SwiftReader.plainStringLiteral)
            }
        }
        guard let written = expression(of: argument)?.trimmingCharacters(in: .whitespaces), !written.isEmpty,
              written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              let bound = SwiftReader.localBinding(of: written, before: expressionOffset(of: argument), in: bytes) else { return nil }
        return SwiftReader.nibNameLiteral(in: bound)
    }

    /// The literal name of `UINib(nibName: "X", …)` when `expression` starts with that call.
    static func nibNameLiteral(in expression: String) -> String? {
        guard expression.hasPrefix("UINib") else { return nil }
        return literalArgument(after: ["UINib(nibName: ", "UINib.init(nibName: "], in: expression)
    }

    /// The plain string literal that follows the first of `openings` found in `expression` (a
    /// call and its first label, `UIStoryboard(name: `), up to the next `,` or `)`.
    static func literalArgument(after openings: [String], in expression: String) -> String? {
        for opening in openings {
            guard let start = expression.range(of: opening) else { continue }
            let rest = expression[start.upperBound...]
            guard let close = rest.firstIndex(where: { $0 == "," || $0 == ")" }) else { return nil }
            return plainStringLiteral(String(rest[..<close]).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// The name an argument is when it is only a name, qualified or not (`Constants.mainStoryboard`,
    /// `Segue.showLog.rawValue`, `kBookCell`), for `SourceFacts.value(of:)` to look up; nil for
    /// anything else, and for `self.`/`Self.` members, which a subclass may answer otherwise.
    static func constantName(_ expression: String) -> String? {
        let written = expression.trimmingCharacters(in: .whitespacesAndNewlines)
        let parts = written.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first, first != "self", first != "Self",
              parts.allSatisfy({ part in
                  guard let head = part.utf8.first, IdentifierBytes.isStart(head) else { return false }
                  return part.utf8.allSatisfy(IdentifierBytes.isPart)
              }) else { return nil }
        return written
    }

    /// Whether `expression` is a single identifier.
    static func isIdentifier(_ expression: String) -> Bool {
        let written = expression.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let head = written.utf8.first, IdentifierBytes.isStart(head) else { return false }
        return written.utf8.allSatisfy(IdentifierBytes.isPart)
    }

    /// The member an expression ends by reading, `name` for `….name` (`T.storyboardIdentifier`,
    /// `(type as UIViewController.Type).storyboardID`); nil for a call, a subscript or a plain name.
    static func lastMember(of expression: String) -> String? {
        let written = expression.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let dot = written.lastIndex(of: "."), dot > written.startIndex else { return nil }
        let name = written[written.index(after: dot)...]
        guard let head = name.utf8.first, IdentifierBytes.isStart(head), name.utf8.allSatisfy(IdentifierBytes.isPart) else { return nil }
        return String(name)
    }

    /// Whether a static or class property's body gives its own type's name: `"\(self)"`,
    /// `String(describing: self)`, `NSStringFromClass(self)` (with `Self.self` or `self.self`
    /// too, after an optional `return`), or the last component of that
    /// (`NSStringFromClass(self).components(separatedBy: ".").last!`).
    private func isOwnTypeName(bodyOf node: SourceKit.Node) -> Bool {
        guard var body = returnedExpression(of: node, limit: 200)?.filter({ !$0.isWhitespace }) else { return false }
        for suffix in [".components(separatedBy:\".\").last!", ".components(separatedBy:\".\").last??\"\""] where body.hasSuffix(suffix) {
            body = String(body.dropLast(suffix.count))
        }
        return ["self", "Self.self", "self.self"].contains { type in
            ["\"\\(\(type))\"", "String(describing:\(type))", "NSStringFromClass(\(type))"].contains(body)
        }
    }

    /// `name` for `self.name`; nil for anything else.
    static func selfMember(_ expression: String) -> String? {
        member(expression, of: "self")
    }

    /// `name` for `base.name` (`self.name`, `Self.name`); nil for anything else.
    static func member(_ expression: String, of base: String) -> String? {
        let written = expression.trimmingCharacters(in: .whitespacesAndNewlines)
        guard written.hasPrefix(base + ".") else { return nil }
        let name = written.dropFirst(base.count + 1)
        guard let head = name.utf8.first, IdentifierBytes.isStart(head), name.utf8.allSatisfy(IdentifierBytes.isPart) else { return nil }
        return String(name)
    }

    /// An expression that ends in `.rawValue` (`segue(for: row).rawValue`): what
    /// `ProjectFacts` takes for a `String` enum's raw value; nil otherwise.
    static func rawValueExpression(_ expression: String) -> String? {
        let written = expression.trimmingCharacters(in: .whitespacesAndNewlines)
        return written.hasSuffix(".rawValue") ? written : nil
    }

    /// How far before a use `localBinding` looks: a local binding sits a few lines above its
    /// use, and a bounded look keeps a file of thousands of uses linear (a 0.8 MB function of
    /// 15,000 `performSegue(withIdentifier: x, …)` calls took over five minutes when each use
    /// looked back to the file's start).
    static let localBindingReach = 4096

    /// The value of the nearest `let NAME = …` on one line in the `localBindingReach` bytes before
    /// `offset`, after the last `func` there (so within the function that uses it); nil when there
    /// is none.
    static func localBinding(of name: String, before offset: Int, in bytes: [UInt8]) -> String? {
        nearestLocalBinding(of: name, before: offset, in: bytes)?.value
    }

    /// `localBinding`'s finding with where it is: the text looked back over (up to `offset`),
    /// the `let NAME =` in it, and the value written after it.
    private static func nearestLocalBinding(of name: String, before offset: Int,
                                            in bytes: [UInt8]) -> (text: String, binding: Range<String.Index>, value: String)? {
        let end = min(max(0, offset), bytes.count)
        let text = String(decoding: bytes[max(0, end - localBindingReach)..<end], as: UTF8.self)
        let function = text.range(of: "func ", options: .backwards).map { text[$0.upperBound...] } ?? text[...]
        guard let binding = function.range(of: "let " + name + " =", options: .backwards) else { return nil }
        let before = function[..<binding.lowerBound].last
        guard before == nil || before == " " || before == "\t" || before == "\n" || before == "(" else { return nil }
        let value = function[binding.upperBound...].prefix { $0 != "\n" }.trimmingCharacters(in: .whitespaces)
        return value.isEmpty ? nil : (text, binding, value)
    }

    /// The storyboard a call's receiver is, when a literal names it: `UIStoryboard(name: "Rooms",
    /// bundle: nil).instantiateViewController`, or `board.instantiateViewController` after
    /// `let board = UIStoryboard(name: "Rooms", bundle: nil)` in the same function; nil otherwise.
    static func storyboardName(receiverOf callee: String, before offset: Int, in bytes: [UInt8]) -> String? {
        func named(_ expression: String) -> String? {
            literalArgument(after: ["UIStoryboard(name: ", "UIStoryboard.init(name: "], in: expression)
        }
        if callee.hasPrefix("UIStoryboard") { return named(callee) }
        let receiver = callee.split(separator: ".").dropLast()
        guard receiver.count == 1, let name = receiver.first, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              let bound = localBinding(of: String(name), before: offset, in: bytes) else { return nil }
        return bound.hasPrefix("UIStoryboard") ? named(bound) : nil
    }

    /// The value of `"text"` when the expression is exactly one plain string literal (no
    /// interpolation, not multi-line or raw), else nil.
    static func plainStringLiteral(_ expression: String) -> String? {
        let scalars = Array(expression.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"",
              !expression.hasPrefix("\"\"\"") else { return nil }
        var value = ""
        var index = 1
        while index < scalars.count - 1 {
            let scalar = scalars[index]
            if scalar == "\"" { return nil }  // two literals, or something else
            if scalar == "\\" {
                guard index + 1 < scalars.count - 1 else { return nil }
                let next = scalars[index + 1]
                switch next {
                case "\"": value += "\""
                case "\\": value += "\\"
                case "'": value += "'"
                case "n": value += "\n"
                case "t": value += "\t"
                case "r": value += "\r"
                case "0": value += "\0"
                default: return nil  // interpolation or \u{…}: not a plain literal
                }
                index += 2
                continue
            }
            value.unicodeScalars.append(scalar)
            index += 1
        }
        return value
    }
}

/// Byte offset → 1-based line and column (columns in characters), by binary search over line starts.
struct LineTable {
    private var starts: [Int] = [0]
    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
    }

    func position(ofByte offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = starts[low]
        let end = min(offset, bytes.count)
        // Count characters, not UTF-8 continuation bytes.
        let column = bytes[start..<max(start, end)].reduce(0) { $0 + (($1 & 0xC0) == 0x80 ? 0 : 1) } + 1
        return (low + 1, column)
    }
}
