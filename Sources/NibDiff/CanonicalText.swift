import NibDocument

/// A nib as readable text, one line per object and per value, for `git diff` through a textconv
/// driver (`nibcheck diff --textconv FILE`): objects in document order, indented under their
/// parents and named as Interface Builder names them; their attributes and keyed values below
/// them, sorted by name, as the inspector shows them. What Interface Builder changes on its own
/// when it saves (versions, device, canvas, `<resources>`, frames placed by constraints,
/// `misplaced`) is left out, so a file that was only re-saved converts to the same text.
public enum CanonicalText {
    /// The text of `document`.
    public static func of(_ document: Document) -> String {
        var lines: [String] = []
        let root = document.root
        let values = self.values(of: root, prefix: "", deviceChanged: false)
        if !values.isEmpty { lines.append("document"); lines += values.map { "  " + $0 } }
        for child in root.children where !SaveNoise.isNoise(child) {
            write(child, depth: 0, into: &lines)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An object with its values, then the objects inside it one level deeper; an element without
    /// an identity and without a key (`<subviews>`, `<objects>`) is walked through.
    static func write(_ element: Element, depth: Int, into lines: inout [String]) {
        guard !SaveNoise.isNoise(element) else { return }
        var depth = depth
        if let key = identity(of: element) {
            let indent = String(repeating: "  ", count: depth)
            let id = element.id ?? String(key.dropFirst("scene:".count))
            // Named by tag, class and id, which an edit of its text leaves alone; the text is a value below.
            let name = ElementDescription.object(element, stable: true)
            lines.append(indent + (element.id != nil && !ElementDescription.sentences.contains(element.name) ? name : name + " #" + id))
            // A constraint's or connection's sentence already says what these attributes say.
            let said: Set<String> = ElementDescription.sentences.contains(element.name) ? sentenceAttributes : []
            for value in values(of: element, prefix: "", deviceChanged: false)
                where !said.contains(String(value.prefix { $0 != ":" })) { lines.append(indent + "  " + value) }
            depth += 1
        }
        // Keyed children without an id are values of this object; but one holding objects (a
        // cell's `<view key="contentView">`, which Xcode 6 wrote without an id) is walked through,
        // so that the objects inside it appear.
        for child in element.children where identity(of: child) != nil || (child.key == nil && child[attribute: "keyPath"] == nil)
            || child.descendants.contains(where: { identity(of: $0) != nil }) {
            write(child, depth: depth, into: &lines)
        }
    }

    /// The attributes a constraint's or connection's sentence shows.
    static let sentenceAttributes: Set<String> = [
        "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation", "multiplier", "constant",
        "priority", "destination", "property", "selector", "eventType", "kind", "identifier",
    ]

    /// `name: value` lines for an object's attributes and its keyed, id-less children.
    static func values(of element: Element, prefix: String, deviceChanged: Bool) -> [String] {
        var lines: [String] = []
        for attribute in element.attributes where !["id", "key", "sceneID", "keyPath"].contains(attribute.name)
            && !SaveNoise.attributes.contains(attribute.name) {
            let shown = ElementDescription.textAttributes.contains(attribute.name)
                ? ElementDescription.quoted(attribute.value) : attribute.value
            lines.append(prefix + attribute.name + ": " + shown)
        }
        var positions: [String: Int] = [:]
        for child in element.children where identity(of: child) == nil && !SaveNoise.isNoise(child) {
            guard let key = child.key ?? child[attribute: "keyPath"] else {
                if child.children.isEmpty {
                    // One item of a list, with neither id nor key (a segment's title): its
                    // values, numbered by its place in the list, so that an edit or a reorder
                    // shows. A size-class variation's mask (`<include>`, `<exclude>`) is a set,
                    // which Interface Builder writes in any order: its items are not numbered,
                    // so that only what it holds shows.
                    let attributes = child.attributes.map { attribute in
                        attribute.name + " " + (ElementDescription.textAttributes.contains(attribute.name)
                            ? ElementDescription.quoted(attribute.value) : attribute.value)
                    }
                    let text = (child.text ?? "").isEmpty ? [] : [ElementDescription.quoted(child.text ?? "")]
                    if element.name == "mask" {
                        lines.append(prefix + child.name + ": " + (attributes + text).joined(separator: ", "))
                        continue
                    }
                    let position = positions[child.name, default: 0]
                    positions[child.name] = position + 1
                    lines.append(prefix + child.name + " #\(position + 1): " + (attributes + text).joined(separator: ", "))
                } else if child.children.allSatisfy({ identity(of: $0) == nil }) {
                    // A list of values (`<userDefinedRuntimeAttributes>`, `<segments>`), not of
                    // objects: its values belong to this object.
                    lines += values(of: child, prefix: prefix, deviceChanged: deviceChanged)
                }
                continue
            }
            if ElementDescription.valueElements.contains(child.name) {
                if SaveNoise.isDerivedFrame(child, deviceChanged: deviceChanged) { continue }
                lines.append(prefix + key.replacingOccurrences(of: "fontDescription", with: "font") + ": " + ElementDescription.value(child))
            } else {
                lines += values(of: child, prefix: prefix + key + ".", deviceChanged: deviceChanged)
            }
        }
        return lines.sorted()
    }
}
