import Foundation

/// What a CocoaPods podspec says about the pod's code: its module's name and the patterns of the
/// files it compiles (`source_files`, in the spec, its subspecs and its platforms). Read from the
/// Ruby form (`Hippo.podspec`) line by line, not run, and from the JSON form (`.podspec.json`).
struct Podspec: Equatable {
    /// `module_name` when given, else `name`; nil when neither is written as a plain string.
    var moduleName: String?
    /// Every `source_files` pattern, as written (`Hippo/**/*.{swift,h,m}`).
    var sourceFiles: [String] = []

    init(moduleName: String?, sourceFiles: [String]) {
        self.moduleName = moduleName
        self.sourceFiles = sourceFiles
    }

    /// Reads `text`, the JSON form when it is a JSON object, else the Ruby form.
    init(text: String) {
        if let json = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] {
            self.init(json: json)
        } else {
            self.init(ruby: text)
        }
    }

    private init(json: [String: Any]) {
        moduleName = (json["module_name"] as? String) ?? (json["name"] as? String)
        func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                for (key, child) in object {
                    if key == "source_files" {
                        if let pattern = child as? String { sourceFiles.append(pattern) }
                        if let patterns = child as? [Any] { sourceFiles += patterns.compactMap { $0 as? String } }
                    } else {
                        collect(child)
                    }
                }
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        collect(json)
    }

    private init(ruby text: String) {
        var name: String?
        var module: String?
        var patterns: [String] = []
        // The statement being read: an assignment to `source_files` that goes on while a list
        // is open or the line ends with a comma.
        var pending: String?
        for line in text.split(whereSeparator: \.isNewline).map(Self.withoutComment) {
            if var statement = pending {
                statement += " " + line
                if Self.continues(statement) { pending = statement } else { patterns += Self.quoted(in: statement); pending = nil }
                continue
            }
            guard let (attribute, value) = Self.assignment(line) else { continue }
            switch attribute {
            case "name" where name == nil: name = Self.quoted(in: value).first
            case "module_name" where module == nil: module = Self.quoted(in: value).first
            case "source_files":
                if Self.continues(value) { pending = value } else { patterns += Self.quoted(in: value) }
            default: break
            }
        }
        if let pending { patterns += Self.quoted(in: pending) }
        self.init(moduleName: module ?? name, sourceFiles: patterns)
    }

    /// The folder part of `pattern`, up to its first component with a wildcard (`Hippo` for
    /// `Hippo/**/*.{swift,h,m}`); the whole pattern when it has none, empty when it starts with one.
    static func fixedPrefix(of pattern: String) -> String {
        let components = pattern.split(separator: "/", omittingEmptySubsequences: false)
        let fixed = components.prefix { !$0.contains(where: { "*?[{".contains($0) }) }
        return fixed.joined(separator: "/")
    }

    /// `(attribute, value)` of a line `spec.ios.source_files = 'A/*.swift'`: the last name of the
    /// receiver chain and what follows `=`.
    private static func assignment(_ line: Substring) -> (String, String)? {
        guard let equals = line.firstIndex(of: "="), line[line.index(after: equals)...].first != "=",
              line[..<equals].last != "=" else { return nil }
        let left = line[..<equals].trimmingCharacters(in: .whitespaces)
        guard let dot = left.lastIndex(of: "."),
              left[..<dot].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return (String(left[left.index(after: dot)...]), String(line[line.index(after: equals)...]))
    }

    /// Whether a statement goes on to the next line: a list still open, or a trailing comma.
    private static func continues(_ statement: String) -> Bool {
        let trimmed = statement.trimmingCharacters(in: .whitespaces)
        let opened = trimmed.filter { $0 == "[" }.count, closed = trimmed.filter { $0 == "]" }.count
        return opened > closed || trimmed.hasSuffix(",")
    }

    /// The strings quoted in `text`, in single or double quotes.
    private static func quoted(in text: String) -> [String] {
        var strings: [String] = []
        var current: String?
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { strings.append(current ?? ""); current = nil; quote = nil } else { current = (current ?? "") + String(character) }
            } else if character == "'" || character == "\"" {
                quote = character
            }
        }
        return strings
    }

    /// A Ruby line up to its comment: a `#` outside quotes (a Podfile's lines too).
    static func withoutComment(_ line: Substring) -> Substring {
        var quote: Character?
        let code = line.prefix { character in
            if let open = quote { if character == open { quote = nil }; return true }
            if character == "'" || character == "\"" { quote = character; return true }
            return character != "#"
        }
        return code
    }
}
