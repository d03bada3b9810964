import NibValidation

/// Turns SourceKit's substructure of one Swift file into the declarations the source rules need.
/// Everything structural comes from SourceKit; the file's bytes are only read at the ranges it
/// names (an attribute's text for `@objc(name)`, an argument's text to see whether it is a plain
/// string literal).
struct SwiftReader {
    let bytes: [UInt8]
    let file: String
    private let lines: LineTable

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        self.lines = LineTable(bytes)
    }

    func declarations(from nodes: [SourceKit.Node]) -> FileDeclarations {
        var result = FileDeclarations()
        for node in nodes { visit(node, into: &result) }
        return result
    }

    private func location(_ offset: Int) -> CodeLocation {
        let (line, column) = lines.position(ofByte: max(0, offset))
        return CodeLocation(file: file, line: line, column: column)
    }

    private func text(_ offset: Int, _ length: Int) -> String? {
        guard offset >= 0, length >= 0, offset + length <= bytes.count else { return nil }
        return String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
    }

    private func visit(_ node: SourceKit.Node, into result: inout FileDeclarations) {
        switch node.kind {
        case "source.lang.swift.decl.class":
            if let declaration = typeDeclaration(node, kind: .classDeclaration) { result.types.append(declaration) }
        case _ where node.kind.hasPrefix("source.lang.swift.decl.extension"):
            if let declaration = typeDeclaration(node, kind: .addition) { result.types.append(declaration) }
        case "source.lang.swift.expr.call":
            literalUses(in: node, into: &result)
        default:
            break
        }
        // Nested types, and calls inside methods, closures and property initialisers.
        for child in node.children { visit(child, into: &result) }
    }

    private func typeDeclaration(_ node: SourceKit.Node, kind: TypeDeclaration.Kind) -> TypeDeclaration? {
        guard let fullName = node.name else { return nil }
        // `extension Module.Class`, nested `Outer.Inner`: the runtime lookup uses the last part.
        let name = fullName.split(separator: ".").last.map(String.init) ?? fullName
        var declaration = TypeDeclaration(kind: kind, language: .swift, name: name,
                                          location: location(node.nameOffset >= 0 ? node.nameOffset : node.offset))
        declaration.inheritedTypes = node.inheritedTypes
        declaration.objcName = explicitObjCName(node)
        for child in node.children {
            switch child.kind {
            case "source.lang.swift.decl.var.instance":
                guard let name = child.name else { continue }
                let kinds = Set(child.attributes.map(\.kind))
                let written = child.typeName ?? ""
                let unwrapped = written.hasSuffix("!")
                var typeName = written
                while let last = typeName.last, last == "!" || last == "?" { typeName.removeLast() }
                let isCollection = typeName.hasPrefix("[") && typeName.hasSuffix("]")
                declaration.properties.append(TypeDeclaration.Property(
                    name: name, typeName: typeName.isEmpty ? nil : typeName,
                    isOutlet: kinds.contains("source.decl.attribute.iboutlet"),
                    isOutletCollection: kinds.contains("source.decl.attribute.iboutlet") && isCollection,
                    isImplicitlyUnwrapped: unwrapped,
                    location: location(child.nameOffset >= 0 ? child.nameOffset : child.offset)))
            case "source.lang.swift.decl.function.method.instance":
                guard let name = child.name else { continue }
                let kinds = Set(child.attributes.map(\.kind))
                let selector = explicitObjCName(child) ?? SwiftReader.selector(forSwiftName: name)
                declaration.methods.append(TypeDeclaration.Method(
                    selector: selector, isAction: kinds.contains("source.decl.attribute.ibaction"),
                    location: location(child.nameOffset >= 0 ? child.nameOffset : child.offset)))
            case "source.lang.swift.decl.class":
                // A nested class is a class of its own (its runtime name needs @objc(Name) to be
                // found by a nib).
                break
            default:
                break
            }
        }
        return declaration
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

    /// The Objective-C selector the compiler gives a Swift method named `base(label1:label2:)`:
    /// `tapped()` → `tapped`, `tapped(_:)` → `tapped:`, `tapped(sender:)` → `tappedWithSender:`,
    /// `move(_:to:)` → `move:to:`. A first label is joined with "With" and its first letter
    /// upper-cased (`tapped(url:)` → `tappedWithUrl:`, `tapped(URL:)` → `tappedWithURL:`).
    static func selector(forSwiftName name: String) -> String {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return name }
        let base = String(name[..<open])
        let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
        let labels = inside.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        if labels.isEmpty { return base }
        var selector = base
        for (index, label) in labels.enumerated() {
            if index == 0 {
                if label != "_" { selector += "With" + label.prefix(1).uppercased() + label.dropFirst() }
            } else if label != "_" {
                selector += label
            }
            selector += ":"
        }
        return selector
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
        "instantiateViewController": [("withIdentifier", .storyboardIdentifier)],
        "performSegue": [("withIdentifier", .segueIdentifier)],
    ]

    private func literalUses(in call: SourceKit.Node, into result: inout FileDeclarations) {
        guard let callee = call.name else { return }
        var last = callee.split(separator: ".").last.map(String.init) ?? callee
        while let end = last.last, end == "?" || end == "!" { last.removeLast() }
        var wanted = SwiftReader.calls[last]
        // NibKit's own loader: NibLoader.load(named:).
        if last == "load", callee.hasSuffix("NibLoader.load") { wanted = [("named", .nibName)] }
        guard let wanted else { return }
        let arguments = call.children.filter { $0.kind == "source.lang.swift.expr.argument" }
        for (index, argument) in arguments.enumerated() {
            let label = argument.name ?? ""
            guard let match = wanted.first(where: { $0.label == label }), !label.isEmpty || index == 0 else { continue }
            let offset = argument.bodyOffset >= 0 ? argument.bodyOffset : argument.offset
            let length = argument.bodyOffset >= 0 ? argument.bodyLength : argument.length
            let value = text(offset, length).flatMap(SwiftReader.plainStringLiteral)
            result.literals.append(LiteralUse(kind: match.kind, value: value, location: location(offset)))
        }
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
