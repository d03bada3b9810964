/// The targets a SwiftPM manifest (`Package.swift`) declares, each with the folder of its
/// sources when the manifest gives one (`path:`). Read from the text, not run: a target whose
/// name is not a string literal is not listed.
struct PackageManifest: Equatable {
    struct Target: Equatable {
        var name: String
        /// The manifest's `path:`, relative to the package's folder; nil for the default
        /// (`Sources/NAME`, or `Tests/NAME` for a test target).
        var path: String?
        var isTest: Bool
    }

    var targets: [Target] = []

    init(targets: [Target]) { self.targets = targets }

    init(text: String) {
        let code = Array(Self.withoutComments(text))
        var index = 0
        while index < code.count {
            guard code[index] == "." else { index += 1; continue }
            let word = code[(index + 1)...].prefix { $0.isLetter }
            let open = index + 1 + word.count
            let kind = String(word)
            guard ["target", "executableTarget", "testTarget", "macro"].contains(kind), open < code.count, code[open] == "(" else {
                index += 1
                continue
            }
            let arguments = Self.topLevelArguments(code, from: open)
            if let name = arguments["name"] {
                targets.append(Target(name: name, path: arguments["path"], isTest: kind == "testTarget"))
            }
            index = open + 1
        }
    }

    /// The string literals given to the labels at the top level of the call whose `(` is at
    /// `open` (`name: "Views"`), not those of calls inside it (`.product(name: "Kit", …)`).
    private static func topLevelArguments(_ code: [Character], from open: Int) -> [String: String] {
        var arguments: [String: String] = [:]
        var depth = 0
        var index = open
        while index < code.count {
            let character = code[index]
            if character == "\"" {
                let end = code[(index + 1)...].firstIndex(of: "\"") ?? code.count
                if depth == 1, let name = labelBefore(code, at: index), arguments[name] == nil {
                    arguments[name] = String(code[(index + 1)..<end])
                }
                index = end + 1
                continue
            }
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) {
                depth -= 1
                if depth == 0 { break }
            }
            index += 1
        }
        return arguments
    }

    /// The label right before the string literal at `quote` (`name` for `name: "Views"`).
    private static func labelBefore(_ code: [Character], at quote: Int) -> String? {
        var index = quote - 1
        while index >= 0, code[index] == " " || code[index] == "\n" || code[index] == "\t" { index -= 1 }
        guard index >= 0, code[index] == ":" else { return nil }
        index -= 1
        while index >= 0, code[index] == " " { index -= 1 }
        let end = index + 1
        while index >= 0, code[index].isLetter || code[index].isNumber || code[index] == "_" { index -= 1 }
        return end > index + 1 ? String(code[(index + 1)..<end]) : nil
    }

    /// `text` without `//` and `/* */` comments outside string literals, as the Swift readers
    /// find comments (`IdentifierBytes.endOfComment`, block comments nesting).
    private static func withoutComments(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var kept: [UInt8] = []
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                kept.append(byte)
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    kept.append(bytes[index + 1])
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { inString = false }
            } else if let end = IdentifierBytes.endOfComment(at: index, in: bytes, nesting: true) {
                index = end
                continue
            } else {
                if byte == UInt8(ascii: "\"") { inString = true }
                kept.append(byte)
            }
            index += 1
        }
        return String(decoding: kept, as: UTF8.self)
    }
}
