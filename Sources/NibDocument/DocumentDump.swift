import NibSupport
/// The two dump formats of `nibcheck dump`: an indented outline for people and a lossless JSON
/// tree for tools. Both live here so any tool built on NibDocument prints the same thing.
extension Document {
    /// One element a line, indented by depth: tag, then id, customClass, key and reuseIdentifier
    /// where present, then the position.
    public func textDump() -> String {
        var out = ""
        func visit(_ element: Element, depth: Int) {
            out += String(repeating: "  ", count: depth) + element.name
            for name in ["id", "customClass", "key", "reuseIdentifier"] {
                if let value = element[attribute: name] { out += " \(name)=\(JSON.quote(value))" }
            }
            out += "  @\(element.line):\(element.column)\n"
            for child in element.children { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return out
    }

    /// `{"file": PATH, "document": ELEMENT}`, ELEMENT being
    /// `{"tag", "line", "column", "attributes": {…in document order…}, "text"?, "children": [...]}`;
    /// `text` is the direct character data trimmed of ASCII whitespace, left out when empty.
    public func jsonDump(file: String? = nil) -> String {
        var out = "{\"file\": " + JSON.quote(file ?? self.file) + ", \"document\": "
        func visit(_ element: Element) {
            out += "{\"tag\": " + JSON.quote(element.name)
            out += ", \"line\": \(element.line), \"column\": \(element.column), \"attributes\": {"
            var first = true
            for attribute in element.attributes {
                if !first { out += ", " }
                first = false
                out += JSON.quote(attribute.name) + ": " + JSON.quote(attribute.value)
            }
            out += "}"
            if let text = element.text.map(trimmingASCIIWhitespace), !text.isEmpty {
                out += ", \"text\": " + JSON.quote(text)
            }
            out += ", \"children\": ["
            first = true
            for child in element.children {
                if !first { out += ", " }
                first = false
                visit(child)
            }
            out += "]}"
        }
        visit(root)
        out += "}"
        return out
    }
}

/// `string` without the ASCII whitespace at its ends, as the dump shows element text.
private func trimmingASCIIWhitespace(_ string: String) -> String {
    let bytes = Array(string.utf8)
    var start = 0
    var end = bytes.count
    while start < end, isASCIIWhitespace(bytes[start]) { start += 1 }
    while end > start, isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
}
