import NibDocument

/// How a diff names elements and values: as Interface Builder's outline and inspectors show them
/// (`label "Title"`, `font system 17`, `title.leading = superview.leading + 16`), not as XML.
enum ElementDescription {
    /// Elements a person reads as one sentence (`constraint a.top = b.bottom + 8`, `outlet title →
    /// label "Title"`): a change to any of their attributes is shown as the whole sentence, before
    /// and after.
    static let sentences: Set<String> = ["constraint", "outlet", "outletCollection", "action", "segue"]

    /// Elements that are one keyed value, shown as the inspector shows it (`value(_:)`).
    static let valueElements: Set<String> = [
        "rect", "color", "fontDescription", "font", "string", "point", "size", "inset", "edgeInsets",
        "integer", "real", "boolean", "nil",
    ]

    /// Attributes whose values are free text, shown quoted.
    static let textAttributes: Set<String> = [
        "text", "title", "placeholder", "userLabel", "identifier", "storyboardIdentifier",
        "reuseIdentifier", "restorationIdentifier", "label", "hint", "value", "selector", "property",
    ]

    /// `label "Title"`, `button (FavoriteButton) "Sign in"`, `outlet titleLabel → label "Title"`.
    ///
    /// With `stable`, objects are named by tag, class and id only (`label #Tl5-Hx-0Ke`), never by
    /// their text: git's textconv shows a text edit as the one line of the value that changed,
    /// not as every line that names the object.
    static func object(_ element: Element, stable: Bool = false) -> String {
        switch element.name {
        case "constraint": return "constraint " + constraint(element, stable: stable)
        case "outlet", "outletCollection":
            return "\(element.name) \(element[attribute: "property"] ?? "?") → " + destination(of: element, stable: stable)
        case "action":
            let event = element[attribute: "eventType"].map { " (\($0))" } ?? ""
            return "action \(element[attribute: "selector"] ?? "?")\(event) → " + destination(of: element, stable: stable)
        case "segue":
            let identifier = element[attribute: "identifier"].map { " \"\($0)\"" } ?? ""
            return "segue \(element[attribute: "kind"] ?? "?")\(identifier) → " + destination(of: element, stable: stable)
        default:
            return named(element, stable: stable)
        }
    }

    /// The element's tag, its custom class and the text a person would know it by (with
    /// `stable`, its id instead of its text).
    static func named(_ element: Element, stable: Bool = false) -> String {
        var text = element.name
        if let customClass = element.customClass { text += " (\(customClass))" }
        if stable {
            if let id = element.id { text += " #" + id }
        } else if let label = label(of: element) {
            text += " " + quoted(label)
        }
        return text
    }

    /// What the outline shows for an object: its label in the document, else its text or title.
    static func label(of element: Element) -> String? {
        if let label = element.userLabel { return label }
        if element.name == "placeholder", let identifier = element[attribute: "placeholderIdentifier"] {
            return identifier == "IBFilesOwner" ? "File's Owner" : identifier == "IBFirstResponder" ? "First Responder" : identifier
        }
        for attribute in ["text", "title", "placeholder", "reuseIdentifier", "storyboardIdentifier", "identifier"] {
            if let value = element[attribute: attribute], !value.isEmpty { return value }
        }
        if let text = element.child(key: "text")?.text, element.child(key: "text")?.name == "string" { return text }
        if let title = element.child(key: "normal")?[attribute: "title"] { return title }
        return nil
    }

    /// A connection's destination, described from its own document.
    static func destination(of connection: Element, stable: Bool = false) -> String {
        guard let id = connection[attribute: "destination"] else { return "?" }
        guard let target = connection.document.element(withID: id) else { return id }
        return target.name == "constraint" ? object(target, stable: stable) : named(target, stable: stable)
    }

    /// `title.leading = superview.leading + 16`, `icon.width = 24 @750`, `a.top >= b.bottom × 0.5`.
    static func constraint(_ element: Element, stable: Bool = false) -> String {
        // Interface Builder keeps a constraint in its items' common ancestor, and leaves out an
        // item that is that view itself; an item that is the holder beside another view is its
        // superview.
        let holder = element.parent?.parent
        func item(_ attribute: String) -> String {
            guard let id = element[attribute: attribute] else { return holder.map { itemName($0, stable: stable) } ?? "?" }
            let other = element[attribute: attribute == "firstItem" ? "secondItem" : "firstItem"]
            if let holder, holder.id == id, let other, other != id { return "superview" }
            guard let target = element.document.element(withID: id) else { return id }
            return itemName(target, stable: stable)
        }
        let first = item("firstItem") + "." + (element[attribute: "firstAttribute"] ?? "?")
        let relation: String
        switch element[attribute: "relation"] {
        case "greaterThanOrEqual": relation = ">="
        case "lessThanOrEqual": relation = "<="
        default: relation = "="
        }
        var right: [String] = []
        if element[attribute: "secondItem"] != nil || (element[attribute: "secondAttribute"] ?? "notAnAttribute") != "notAnAttribute" {
            var second = item("secondItem") + "." + (element[attribute: "secondAttribute"] ?? "?")
            if let multiplier = element[attribute: "multiplier"], multiplier != "1" { second += " × " + multiplier }
            right.append(second)
        }
        let constant = element[attribute: "constant"] ?? "0"
        if right.isEmpty {
            right.append(constant)
        } else if constant != "0" {
            right.append(constant.hasPrefix("-") ? "- " + constant.dropFirst() : "+ " + constant)
        }
        let priority = element[attribute: "priority"].map { " @" + $0 } ?? ""
        return "\(first) \(relation) \(right.joined(separator: " "))\(priority)"
    }

    /// A constraint item's name: its label in quotes, a guide's key, else its tag and id.
    static func itemName(_ element: Element, stable: Bool = false) -> String {
        if !stable, let label = label(of: element) { return quoted(label) }
        if element.name == "viewLayoutGuide", let key = element.key { return key }
        return element.name + (element.id.map { "#" + $0 } ?? "")
    }

    /// A keyed value as the inspector shows it: `(16, 20, 343, 44)`, `system 17`, `#FF3B30`.
    static func value(_ element: Element) -> String {
        switch element.name {
        case "rect":
            guard let rect = Rect(element: element) else { return attributes(of: element) }
            return "(" + [rect.x, rect.y, rect.width, rect.height].map(number).joined(separator: ", ") + ")"
        case "color":
            guard let key = element.key, let color = element.parent?.color(forKey: key), let value = color.value else {
                return attributes(of: element)
            }
            return self.color(value)
        case "fontDescription", "font":
            guard let font = element.parent?.font else { return attributes(of: element) }
            let name = font.textStyle ?? font.name ?? font.type ?? "font"
            let size = font.pointSize.map { " " + number($0) } ?? ""
            let weight = font.weight.map { " " + $0 } ?? ""
            return name + weight + size
        case "string":
            return quoted(element.text ?? "")
        case "nil":
            return "nil"
        default:
            return attributes(of: element)
        }
    }

    /// `#RRGGBB` (with `/alpha` below 1), a system colour's name, or a named colour in quotes. Two
    /// encodings of one colour (white 1 and RGB 1 1 1) describe alike, so a re-encoding is no change.
    static func color(_ value: ColorDescription.Value) -> String {
        func hex(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> String {
            func byte(_ component: Double) -> String {
                // max(NaN, 0) is NaN, which Int(_:) traps on; "??" tells it from every real byte.
                guard !component.isNaN else { return "??" }
                let value = Int((min(max(component, 0), 1) * 255).rounded())
                let digits = String(value, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }
            return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? "/" + number((alpha * 1000).rounded() / 1000) : "")
        }
        switch value {
        case let .rgb(red, green, blue, alpha): return hex(red, green, blue, alpha)
        case let .white(white, alpha): return hex(white, white, white, alpha)
        case let .system(name): return name
        case let .named(name, _): return quoted(name)
        }
    }

    /// What an attribute Interface Builder leaves out stands for, where a diff should say it.
    static func defaultValue(of attribute: String, in element: String) -> String? {
        switch (element, attribute) {
        case ("constraint", "constant"): return "0"
        case ("constraint", "multiplier"): return "1"
        case ("constraint", "relation"): return "equal"
        case ("constraint", "priority"): return "1000"
        default: return nil
        }
    }

    /// `a="1" b="2"`, for elements without a typed form.
    static func attributes(of element: Element) -> String {
        element.attributes.filter { $0.name != "key" }.map { "\($0.name)=\(quoted($0.value))" }.joined(separator: " ")
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
