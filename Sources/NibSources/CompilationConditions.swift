import NibValidation

/// Which platforms each part of a Swift file is compiled for, from its `#if`, `#elseif`, `#else`
/// and `#endif` directives. A condition is read per platform (iOS, tvOS, macOS) in three values:
/// `os(macOS)` is false on iOS; `DEBUG`, `swift(>=5.9)` or a flag of the project's are unknown
/// everywhere, and so is what they are combined with unless the rest decides (`os(iOS) &&
/// DEBUG` is false on the Mac, unknown on iOS). A part is left out of a platform only where its
/// conditions are false there: nothing a condition may compile is lost.
struct CompilationConditions {
    /// From each offset on (sorted), the platforms compiled there, up to the next.
    private var starts: [Int] = []
    private var platforms: [SourcePlatforms] = []

    /// The conditions of `bytes`, a Swift file's text.
    init(bytes: [UInt8]) {
        // A block's state: what encloses it, whether an earlier branch may have been taken, and
        // the current branch's value, each per platform.
        struct Block {
            var enclosing: Truths
            var taken: Truths
            var current: Truths
        }
        var stack: [Block] = []
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var cursor = lineStart
            while cursor < lineEnd, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
            if cursor < lineEnd, bytes[cursor] == 0x23 /* # */ {
                let (directive, rest) = Self.directive(bytes, from: cursor + 1, to: lineEnd)
                let outer = stack.last?.current ?? .yes
                var changed = true
                switch directive {
                case "if":
                    let condition = Truths(condition: rest)
                    stack.append(Block(enclosing: outer, taken: condition, current: outer.and(condition)))
                case "elseif" where !stack.isEmpty:
                    let condition = Truths(condition: rest)
                    let block = stack.removeLast()
                    stack.append(Block(enclosing: block.enclosing, taken: block.taken.or(condition),
                                       current: block.enclosing.and(block.taken.not).and(condition)))
                case "else" where !stack.isEmpty:
                    let block = stack.removeLast()
                    stack.append(Block(enclosing: block.enclosing, taken: .yes, current: block.enclosing.and(block.taken.not)))
                case "endif" where !stack.isEmpty:
                    stack.removeLast()
                default:
                    changed = false
                }
                if changed { mark(from: lineEnd, stack.last?.current.compiled ?? .all) }
            }
            lineStart = lineEnd + 1
        }
        // An `#if` never closed (a directive in a comment or a string, a file cut short): the
        // blocks can't be told, so nothing is ruled out.
        if !stack.isEmpty {
            starts = []
            platforms = []
        }
    }

    /// The platforms the code at `offset` is compiled for.
    func platforms(at offset: Int) -> SourcePlatforms {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? .all : platforms[low - 1]
    }

    private mutating func mark(from offset: Int, _ compiled: SourcePlatforms) {
        if platforms.last == compiled { return }
        if platforms.isEmpty, compiled == .all { return }
        starts.append(offset)
        platforms.append(compiled)
    }

    /// The directive's name after `#` and the rest of the line, without a trailing `//` comment.
    private static func directive(_ bytes: [UInt8], from start: Int, to end: Int) -> (String, String) {
        var cursor = start
        while cursor < end, (bytes[cursor] >= 0x61 && bytes[cursor] <= 0x7A) { cursor += 1 }
        let name = String(decoding: bytes[start..<cursor], as: UTF8.self)
        var rest = String(decoding: bytes[cursor..<end], as: UTF8.self)
        if let comment = rest.range(of: "//") { rest = String(rest[..<comment.lowerBound]) }
        if let comment = rest.range(of: "/*") { rest = String(rest[..<comment.lowerBound]) }
        return (name, rest)
    }
}

/// A condition's value on iOS, tvOS and macOS, each true, false or unknown.
struct Truths: Equatable {
    enum Truth { case yes, no, unknown }
    var iOS: Truth
    var tvOS: Truth
    var macOS: Truth

    static let yes = Truths(iOS: .yes, tvOS: .yes, macOS: .yes)
    static let unknown = Truths(iOS: .unknown, tvOS: .unknown, macOS: .unknown)

    init(iOS: Truth, tvOS: Truth, macOS: Truth) {
        (self.iOS, self.tvOS, self.macOS) = (iOS, tvOS, macOS)
    }

    /// The value of a `#if` condition as written; unknown where it can't be read.
    init(condition: String) {
        var parser = Parser(text: Array(condition.utf8))
        let value = parser.disjunction()
        parser.skipSpace()
        self = parser.failed || !parser.atEnd ? .unknown : value
    }

    /// The platforms not ruled out.
    var compiled: SourcePlatforms {
        var result: SourcePlatforms = []
        if iOS != .no { result.insert(.iOS) }
        if tvOS != .no { result.insert(.tvOS) }
        if macOS != .no { result.insert(.macOS) }
        return result
    }

    var not: Truths { map { $0 == .yes ? .no : $0 == .no ? .yes : .unknown } }

    func and(_ other: Truths) -> Truths {
        zip(other) { a, b in a == .no || b == .no ? .no : a == .yes && b == .yes ? .yes : .unknown }
    }

    func or(_ other: Truths) -> Truths {
        zip(other) { a, b in a == .yes || b == .yes ? .yes : a == .no && b == .no ? .no : .unknown }
    }

    private func map(_ transform: (Truth) -> Truth) -> Truths {
        Truths(iOS: transform(iOS), tvOS: transform(tvOS), macOS: transform(macOS))
    }

    private func zip(_ other: Truths, _ combine: (Truth, Truth) -> Truth) -> Truths {
        Truths(iOS: combine(iOS, other.iOS), tvOS: combine(tvOS, other.tvOS), macOS: combine(macOS, other.macOS))
    }

    /// A platform condition's value: `os(…)`, `canImport(…)`, `targetEnvironment(…)`; unknown
    /// for any other (a flag, `swift(>=…)`, `compiler(…)`, `arch(…)`).
    static func atom(_ name: String, _ argument: String?) -> Truths {
        switch (name, argument) {
        case ("true", nil): return .yes
        case ("false", nil): return .yes.not
        case ("os", "iOS"?): return Truths(iOS: .yes, tvOS: .no, macOS: .no)
        case ("os", "tvOS"?): return Truths(iOS: .no, tvOS: .yes, macOS: .no)
        case ("os", "macOS"?), ("os", "OSX"?): return Truths(iOS: .no, tvOS: .no, macOS: .yes)
        // A visionOS app runs the iOS storyboards it is given.
        case ("os", "visionOS"?), ("os", "xrOS"?): return Truths(iOS: .unknown, tvOS: .no, macOS: .no)
        case ("os", _?): return .yes.not  // watchOS, Linux, Windows…: none of the three
        // Mac Catalyst builds an iOS app that may import AppKit.
        case ("canImport", "UIKit"?): return Truths(iOS: .yes, tvOS: .yes, macOS: .no)
        case ("canImport", "AppKit"?), ("canImport", "Cocoa"?): return Truths(iOS: .unknown, tvOS: .no, macOS: .yes)
        case ("targetEnvironment", "macCatalyst"?): return Truths(iOS: .unknown, tvOS: .no, macOS: .no)
        default: return .unknown
        }
    }

    /// `a || b`, `a && b`, `!a`, `(a)`, `name` and `name(argument)`.
    private struct Parser {
        let text: [UInt8]
        var position = 0
        var failed = false
        /// Nesting of `!` and `(`; past `maximumDepth` the condition is unknown (a hostile line
        /// of thousands would otherwise exhaust the stack).
        var depth = 0
        static let maximumDepth = 64

        var atEnd: Bool { position >= text.count }

        mutating func skipSpace() {
            while position < text.count, text[position] == 0x20 || text[position] == 0x09 || text[position] == 0x0D { position += 1 }
        }

        mutating func take(_ token: String) -> Bool {
            skipSpace()
            let bytes = Array(token.utf8)
            guard position + bytes.count <= text.count, Array(text[position..<(position + bytes.count)]) == bytes else { return false }
            position += bytes.count
            return true
        }

        mutating func disjunction() -> Truths {
            var value = conjunction()
            while !failed, take("||") { value = value.or(conjunction()) }
            return value
        }

        mutating func conjunction() -> Truths {
            var value = unary()
            while !failed, take("&&") { value = value.and(unary()) }
            return value
        }

        mutating func unary() -> Truths {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else {
                failed = true
                return .unknown
            }
            if take("!") { return unary().not }
            if take("(") {
                let value = disjunction()
                if !take(")") { failed = true }
                return value
            }
            skipSpace()
            let start = position
            while position < text.count, Self.isIdentifier(text[position]) { position += 1 }
            guard position > start else {
                failed = true
                return .unknown
            }
            let name = String(decoding: text[start..<position], as: UTF8.self)
            guard take("(") else { return Truths.atom(name, nil) }
            let argumentStart = position
            var depth = 1
            while position < text.count {
                if text[position] == 0x28 { depth += 1 }
                if text[position] == 0x29 {
                    depth -= 1
                    if depth == 0 { break }
                }
                position += 1
            }
            guard position < text.count else {
                failed = true
                return .unknown
            }
            var argumentEnd = position
            var argumentBegin = argumentStart
            while argumentBegin < argumentEnd, text[argumentBegin] == 0x20 { argumentBegin += 1 }
            while argumentEnd > argumentBegin, text[argumentEnd - 1] == 0x20 { argumentEnd -= 1 }
            let argument = String(decoding: text[argumentBegin..<argumentEnd], as: UTF8.self)
            position += 1
            return Truths.atom(name, argument)
        }

        static func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
        }
    }
}
