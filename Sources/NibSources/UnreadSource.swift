import Foundation
import NibDocument

/// What a source file that could not be read properly might still declare, found without a
/// parser, so that only the classes it could declare stand down and every other finding stays.
///
/// A pull request can add one junk file (a NUL byte, invalid UTF-8, nesting the Swift parser gives
/// up on, a file that crashes SourceKit). Treating it as "the sources were not read" would switch
/// off every code-based rule of the project and exit 0. Instead its bytes are scanned as plain
/// text for the names after `class`, `struct`, `enum`, `actor`, `protocol`, `extension` and
/// Objective-C's `@interface`, `@implementation` and `@protocol`: those are the names whose
/// declarations may be incomplete.
package struct UnreadSource: Sendable {
    /// The type names the file may declare or extend.
    package var names: Set<String> = []
    /// The deepest nesting of `{`, `(` and `[` outside comments and string literals.
    package var maxNesting = 0
    /// With `flatteningBelow`: the bytes with everything nested deeper than that level written
    /// as spaces (newlines kept, so every line and column stays where it was).
    package var flattened: [UInt8]?

    /// The Swift parser stops reading a file whose brackets nest this deep (its structure-marker
    /// limit) and drops the rest of the file silently, so such a file is not read through SourceKit.
    package static let swiftParserNestingLimit = 256

    /// Scans `bytes` (any bytes: invalid UTF-8 and NULs are read as non-identifier characters).
    /// With `cut`, also makes `flattened`; `names` are then only those nested deeper than `cut`,
    /// the ones the flattened text no longer declares.
    package init(_ bytes: [UInt8], flatteningBelow cut: Int? = nil) {
        let count = bytes.count
        var index = 0
        var depth = 0
        var pendingKeyword = false
        var output = cut == nil ? [] : bytes
        /// Blanks `range` when it lies deeper than `cut`.
        func blank(_ range: Range<Int>, at level: Int) {
            guard let cut, level > cut else { return }
            for position in range where output[position] != 0x0A { output[position] = 0x20 }
        }
        defer { if cut != nil { flattened = output } }
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
        }
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                let start = index
                while index < count, bytes[index] != 0x0A { index += 1 }
                blank(start ..< index, at: depth)
                continue
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                let start = index
                defer { blank(start ..< min(index, count), at: depth) }
                var nesting = 0
                while index < count {
                    if bytes[index] == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
                        nesting += 1
                        index += 2
                    } else if bytes[index] == UInt8(ascii: "*"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                        nesting -= 1
                        index += 2
                        if nesting == 0 { break }
                    } else {
                        index += 1
                    }
                }
                continue
            case UInt8(ascii: "\""):
                // A string literal, to its closing quote on the same line (or a `"""` block).
                let start = index
                defer { blank(start ..< min(index, count), at: depth) }
                let triple = index + 2 < count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
                index += triple ? 3 : 1
                while index < count {
                    if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
                    if triple {
                        if bytes[index] == UInt8(ascii: "\""), index + 2 < count, bytes[index + 1] == UInt8(ascii: "\""),
                           bytes[index + 2] == UInt8(ascii: "\"") { index += 3; break }
                    } else if bytes[index] == UInt8(ascii: "\"") || bytes[index] == 0x0A {
                        index += 1
                        break
                    }
                    index += 1
                }
                pendingKeyword = false
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
                depth += 1
                maxNesting = max(maxNesting, depth)
                blank(index ..< index + 1, at: depth)
                pendingKeyword = false
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                blank(index ..< index + 1, at: depth)
                depth = max(0, depth - 1)
                pendingKeyword = false
            case _ where isIdentifierByte(byte) || byte == UInt8(ascii: "@"):
                let start = index
                index += 1
                while index < count, isIdentifierByte(bytes[index]) { index += 1 }
                blank(start ..< index, at: depth)
                let word = String(decoding: bytes[start ..< index], as: UTF8.self)
                if pendingKeyword {
                    pendingKeyword = false
                    if !UnreadSource.notNames.contains(word), word.first.map({ !$0.isNumber && $0 != "@" }) == true {
                        if cut.map({ depth > $0 }) ?? true { names.insert(word) }
                        continue
                    }
                }
                pendingKeyword = UnreadSource.keywords.contains(word)
                continue
            case 0x20, 0x09, 0x0A, 0x0D:
                break
            default:
                blank(index ..< index + 1, at: depth)
                pendingKeyword = false
            }
            index += 1
        }
    }

    /// The words a declared or extended type's name follows.
    private static let keywords: Set<String> = [
        "class", "struct", "enum", "actor", "protocol", "extension", "@interface", "@implementation", "@protocol",
    ]

    /// Words that follow `class` without naming a type (`class func`, `class var`, …).
    private static let notNames: Set<String> = [
        "func", "var", "let", "subscript", "override", "final", "private", "fileprivate", "internal", "public", "open",
        "static", "init", "deinit", "case", "indirect", "convenience", "required", "dynamic", "mutating", "nonmutating",
    ]
}
