import Foundation

/// What Swift code does with the cell a dequeue call returns, read from the bytes around the
/// call: whether it takes the cell as a class of its own (so that a cell of an unknown class,
/// which UIKit makes as a plain `UITableViewCell`, breaks there) or as the list gives it.
enum DequeuedCellUse: Equatable {
    /// Cast to this class: `… as! BookCell`, `… as? BookCell`, `let cell: BookCell = …`, or a
    /// local the dequeue is bound to, cast further down (`cell as! BookCell`).
    case cast(String)
    /// Taken as the list gives it: returned (`return tableView.dequeueReusableCell(…)`, or a body
    /// of the call alone), or bound
    /// to a local that is never cast (`let cell = …`, then `cell.textLabel?.text = …`), or cast
    /// only to the framework's own cell class.
    case asItIs
    /// Anything else (passed on as an argument, stored in a property): the reader cannot tell.
    case unknown

    /// Classes every cell a list makes already is: a cast to them needs no class of the nib's.
    static let frameworkCellClasses: Set<String> = [
        "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
        "UIView", "NSObject", "AnyObject", "Any",
    ]

    /// How far after the call a bound local's cast is looked for (the rest of a cell provider is
    /// a few lines; a bounded look keeps a file of many dequeues linear).
    static let castReach = 4096

    /// The use of the cell that the call spanning `start..<end` of `bytes` returns.
    static func of(callFrom start: Int, to end: Int, in bytes: [UInt8]) -> DequeuedCellUse {
        guard start >= 0, end <= bytes.count, start < end else { return .unknown }
        // Right after the call, possibly after unwrapping it: `as!` or `as?` and a type.
        var index = IdentifierBytes.skipSpace(from: end, in: bytes)
        while index < bytes.count, bytes[index] == UInt8(ascii: "!") || bytes[index] == UInt8(ascii: "?") {
            index = IdentifierBytes.skipSpace(from: index + 1, in: bytes)
        }
        if let type = castType(at: index, in: bytes) { return use(ofType: type) }
        // Before it, on its line (or the line above, when the `=` ends that one).
        let before = statementStart(before: start, in: bytes)
        if before.hasSuffix("return") || before.hasSuffix("return ") { return .asItIs }
        // A body of this call alone returns it: `{ tableView.dequeueReusableCell(…) }`.
        if before.hasSuffix("{") || before.hasSuffix(" in"), index < bytes.count, bytes[index] == UInt8(ascii: "}") { return .asItIs }
        guard let binding = Binding(before) else { return .unknown }
        if let type = binding.type { return use(ofType: type) }
        // A local without a type: cast further down in the same function, or never.
        let reach = bytes[end..<min(bytes.count, end + castReach)]
        let text = String(decoding: reach, as: UTF8.self)
        let function = text.range(of: "func ").map { text[..<$0.lowerBound] } ?? text[...]
        var passedOn = false
        var searched = function.startIndex
        while let found = function.range(of: binding.name, range: searched..<function.endIndex) {
            searched = found.upperBound
            let previous = found.lowerBound == function.startIndex ? nil : function[function.index(before: found.lowerBound)]
            let next = found.upperBound == function.endIndex ? nil : function[found.upperBound]
            // The whole word only: not `cellView`, not `self.cell`.
            guard previous.map({ !isTypeNameCharacter($0) }) ?? true, next.map({ !isNameCharacter($0) }) ?? true else { continue }
            let after = function[found.upperBound...].drop { $0 == " " }
            if after.hasPrefix("as!") || after.hasPrefix("as?") {
                let type = String(after.dropFirst(3).drop { $0 == " " }.prefix(while: isTypeNameCharacter))
                if !type.isEmpty { return use(ofType: type) }
            }
            // Its members used, or returned: the cell as it is. Anything else (an argument, an
            // assignment) hands it to code that may cast it.
            let ahead = function[..<found.lowerBound].reversed().drop { $0 == " " }
            let returned = String(ahead.prefix(6).reversed()) == "return"
            if !(after.hasPrefix(".") || after.hasPrefix("?.") || after.hasPrefix("!.") || returned) { passedOn = true }
        }
        return passedOn ? .unknown : .asItIs
    }

    /// `.cast` for an app's class, `.asItIs` for the framework's own cell classes.
    private static func use(ofType written: String) -> DequeuedCellUse {
        let name = written.split(separator: ".").last.map(String.init) ?? written
        return frameworkCellClasses.contains(name) ? .asItIs : .cast(name)
    }

    /// The type after `as!` or `as?` at `index`, as written (`BookCell`, `App.BookCell`).
    private static func castType(at index: Int, in bytes: [UInt8]) -> String? {
        guard index + 3 <= bytes.count, bytes[index] == UInt8(ascii: "a"), bytes[index + 1] == UInt8(ascii: "s"),
              bytes[index + 2] == UInt8(ascii: "!") || bytes[index + 2] == UInt8(ascii: "?") else { return nil }
        var cursor = IdentifierBytes.skipSpace(from: index + 3, in: bytes)
        let typeStart = cursor
        while cursor < bytes.count, isTypeCharacter(bytes[cursor]) { cursor += 1 }
        guard cursor > typeStart else { return nil }
        return String(decoding: bytes[typeStart..<cursor], as: UTF8.self)
    }

    /// How far back the statement before a call is read: a line of code, not a whole file
    /// written on one line (thousands of dequeues on one line would each read back to its start).
    static let statementReach = 512

    /// The text of the statement before `offset`: its line up to there (at most `statementReach`
    /// bytes), with the line above when this one holds nothing before the call.
    private static func statementStart(before offset: Int, in bytes: [UInt8]) -> String {
        func lineStart(before end: Int) -> Int {
            var start = end
            let limit = max(0, end - statementReach)
            while start > limit, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            return start
        }
        let start = lineStart(before: offset)
        var text = String(decoding: bytes[start..<offset], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        if text.isEmpty, start > 0, bytes[start - 1] == UInt8(ascii: "\n") {
            let previous = lineStart(before: start - 1)
            text = String(decoding: bytes[previous..<(start - 1)], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    /// `let cell =`, `var cell: BookCell =`, `guard let cell =`, `if let cell =` ending a
    /// statement's text.
    private struct Binding {
        var name: String
        var type: String?

        init?(_ text: String) {
            guard text.hasSuffix("=") else { return nil }
            let left = text.dropLast().trimmingCharacters(in: .whitespaces)
            guard let keyword = [left.range(of: "let ", options: .backwards), left.range(of: "var ", options: .backwards)]
                .compactMap({ $0 }).max(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
            let bound = left[keyword.upperBound...]
            let parts = bound.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let name = parts.first, !name.isEmpty,
                  name.allSatisfy(DequeuedCellUse.isNameCharacter) else { return nil }
            self.name = name
            if parts.count == 2 {
                let type = parts[1].filter { $0 != "!" && $0 != "?" }
                guard !type.isEmpty, type.allSatisfy(DequeuedCellUse.isTypeNameCharacter) else { return nil }
                self.type = type
            }
        }
    }

    /// A character of a Swift name (`cell`, `book_2`).
    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// A character of a type name as written, module and nesting included (`Shelf.BookCell`).
    private static func isTypeNameCharacter(_ character: Character) -> Bool {
        isNameCharacter(character) || character == "."
    }

    private static func isTypeCharacter(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte >= 0x80
    }
}
