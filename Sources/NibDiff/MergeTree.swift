import NibDocument
import NibSupport

/// One element of a version being merged, as a value the merge can take apart and put together:
/// its tag, its attributes in order, its text (for leaf elements such as `<string key="text">`)
/// and its children, with where it was in its file.
struct MergeNode: Equatable {
    var name: String
    var attributes: [Attribute]
    var text: String?
    var children: [MergeNode]
    /// The line in the version it comes from.
    var line: Int
    /// Whether that version is ours (whose lines conflicts are reported at, mapped to the result's).
    var isOurs: Bool
    /// The comment on the line before a scene (`<!--Books-->`), which Xcode writes from the
    /// scene's title: kept, so that a clean merge changes only the lines the sides changed. Not
    /// part of the content: Xcode derives it.
    var comment: String?
    /// A hash of the content (tag, attributes in order, text, children's content), wherever the
    /// node was: two versions of a subtree with equal fingerprints are the same (the hasher is
    /// seeded per process, so a file cannot be made to collide).
    private(set) var fingerprint: Int

    init(_ element: Element, isOurs: Bool = false) {
        name = element.name
        attributes = element.attributes
        children = element.children.map { MergeNode($0, isOurs: isOurs) }
        text = children.isEmpty ? element.text : nil
        line = element.line
        self.isOurs = isOurs
        if element.name == "scene", let previous = element.document.sourceLine(element.line - 1)?.trimmingCharacters(in: .whitespaces),
           previous.hasPrefix("<!--"), previous.hasSuffix("-->"), !previous.dropFirst(4).dropLast(3).contains("--") {
            comment = previous
        }
        fingerprint = 0
        fingerprint = contentHash
    }

    private var contentHash: Int {
        var hasher = Hasher()
        hasher.combine(name)
        hasher.combine(attributes.count)
        for attribute in attributes {
            hasher.combine(attribute.name)
            hasher.combine(attribute.value)
        }
        hasher.combine(text)
        hasher.combine(children.count)
        for child in children { hasher.combine(child.fingerprint) }
        return hasher.finalize()
    }

    /// The node with no attributes: for comparing what else two versions hold.
    static func withoutAttributes(_ node: MergeNode) -> MergeNode {
        var node = node
        node.attributes = []
        return node
    }

    /// Whether two versions of a subtree have the same content (by fingerprint).
    func hasSameContent(as other: MergeNode) -> Bool { fingerprint == other.fingerprint }

    subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    mutating func set(_ name: String, _ value: String?) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            if let value { attributes[index] = Attribute(name: name, value: value) } else { attributes.remove(at: index) }
        } else if let value {
            attributes.append(Attribute(name: name, value: value))
        }
    }

    /// The object id, or a scene's `sceneID`: what the merge pairs objects by, wherever they are.
    var identity: String? {
        // A `<device>`'s id names a device model, not an object: it is the document's one device.
        if name == "device" { return nil }
        if let id = self[attribute: "id"] { return id }
        if name == "scene", let scene = self[attribute: "sceneID"] { return "scene:" + scene }
        return nil
    }

    /// How the node is known among its siblings when it has no identity: its key, a runtime
    /// attribute's key path, a resource's or a dependency's name, a mask entry's reference, a
    /// class description's class and its outlets' and actions' names (`<classes>`, Xcode 4 and 5);
    /// else its tag and how many siblings of that tag come before it.
    func naturalKey(occurrence: Int) -> String {
        if let identity { return "#" + identity }
        if let key = self[attribute: "key"] { return name + "[key=" + key + "]" }
        if name == "relationship", let kind = self[attribute: "kind"], let named = self[attribute: "name"] {
            return name + "[" + kind + "=" + named + "]"
        }
        for attribute in ["keyPath", "reference", "identifier", "className"] {
            if let value = self[attribute: attribute] { return name + "[" + attribute + "=" + value + "]" }
        }
        if ["image", "namedColor", "systemColor", "capability"].contains(name), let value = self[attribute: "name"] {
            return name + "[name=" + value + "]"
        }
        return name + "[" + String(occurrence) + "]"
    }

    /// The children with their keys among their siblings. A key met again is told apart by how
    /// many times it came before: two runtime attributes of one key path are both kept
    /// (fcbvttn123's iOS-Capstone: an image view's `layer.borderColor` set as a number, then as a
    /// colour).
    var keyedChildren: [(key: String, node: MergeNode)] {
        var seen: [String: Int] = [:]
        var repeats: [String: Int] = [:]
        return children.map { child in
            let occurrence = seen[child.name, default: 0]
            seen[child.name] = occurrence + 1
            let key = child.naturalKey(occurrence: occurrence)
            let before = repeats[key, default: 0]
            repeats[key] = before + 1
            return (before == 0 ? key : key + "#" + String(before + 1), child)
        }
    }

    /// Every identity in this subtree.
    var identities: [String] {
        (identity.map { [$0] } ?? []) + children.flatMap(\.identities)
    }

    /// Applies `rename` to the id of this subtree's elements and to every attribute that refers
    /// to an object by id.
    mutating func renameReferences(_ rename: [String: String]) {
        for index in attributes.indices where MergeNode.referenceAttributes.contains(attributes[index].name) {
            if let renamed = rename[attributes[index].value] {
                attributes[index] = Attribute(name: attributes[index].name, value: renamed)
            }
        }
        for index in children.indices { children[index].renameReferences(rename) }
        fingerprint = contentHash
    }

    /// Attributes whose value is another object's id (and the object's own `id`).
    static let referenceAttributes: Set<String> = [
        "id", "destination", "target", "firstItem", "secondItem", "reference", "initialViewController",
        "tableViewCell", "collectionViewCell", "textLabel", "detailTextLabel", "imageView", "contentView",
    ]

    /// The node as Interface Builder writes it: four spaces per level, one element per line,
    /// attributes in order, empty elements closed with `/>`.
    func write(depth: Int, into out: inout String, line: inout Int, oursLines: inout [Int: Int]) {
        let indent = String(repeating: "    ", count: depth)
        if let comment {
            out += indent + comment + "\n"
            line += 1
        }
        if isOurs, oursLines[self.line] == nil { oursLines[self.line] = line }
        line += 1
        out += indent + "<" + name
        for attribute in attributes {
            out += " " + attribute.name + "=\"" + XMLText.attributeValue(attribute.value) + "\""
        }
        if children.isEmpty {
            if let text {
                out += ">" + XMLText.content(text) + "</" + name + ">\n"
                line += text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
            } else {
                out += "/>\n"
            }
            return
        }
        out += ">\n"
        for child in children { child.write(depth: depth + 1, into: &out, line: &line, oursLines: &oursLines) }
        out += indent + "</" + name + ">\n"
        line += 1
    }

    /// A whole document: the XML declaration (`declaration`, as ours wrote it, else the one
    /// Interface Builder writes), then the root; and where each of ours' lines went.
    func documentText(declaration: String?) -> (text: String, oursLines: [Int: Int]) {
        var out = (declaration ?? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>") + "\n"
        var line = 2 + out.utf8.count { $0 == UInt8(ascii: "\n") } - 1
        var oursLines: [Int: Int] = [:]
        write(depth: 0, into: &out, line: &line, oursLines: &oursLines)
        return (out, oursLines)
    }
}
