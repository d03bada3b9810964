/// The one rule that turns identifiers and file names into Swift names.
///
/// - The text is split into words on every character that is not a letter or a digit, and
///   where a lowercase letter is followed by an uppercase one.
/// - A member name joins them in lowerCamelCase: the first word lowercased, each following word
///   with its first letter uppercased (`"Book Detail"`, `"book-detail"`, `"BookDetail"` and
///   `"book_detail"` all give `bookDetail`).
/// - A type name joins them in UpperCamelCase: each word with its first letter uppercased
///   (`Main-iPad` gives `MainIPad`).
/// - A name that would start with a digit gets a leading `_`; a Swift keyword is written in
///   backticks.
///
/// Text with no letter or digit has no name (nil): the generator reports it.
public enum SwiftName {
    /// The lowerCamelCase member name of `text`.
    public static func member(_ text: String) -> String? {
        let parts = words(text)
        guard let first = parts.first else { return nil }
        return finish(first.lowercased() + parts.dropFirst().map(capitalized).joined())
    }

    /// The UpperCamelCase type name of `text`.
    public static func type(_ text: String) -> String? {
        let parts = words(text)
        guard !parts.isEmpty else { return nil }
        return finish(parts.map(capitalized).joined())
    }

    /// The words of `text`.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in text {
            guard character.isLetter || ("0" ... "9").contains(character) else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if previousWasLower, character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previousWasLower = character.isLowercase || ("0" ... "9").contains(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    private static func finish(_ name: String) -> String {
        var name = name
        if let first = name.first, ("0" ... "9").contains(first) { name = "_" + name }
        return keywords.contains(name) ? "`" + name + "`" : name
    }

    /// Swift's keywords, which a name may only be in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "await", "async", "Type", "Protocol",
    ]
}
