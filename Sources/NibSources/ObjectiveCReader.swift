import NibDocument
import NibValidation

/// Reads what an Objective-C header or implementation declares for nibs: `@interface` (classes,
/// categories, class extensions) and `@implementation` blocks, their `@property`s and instance
/// variables (IBOutlet, IBOutletCollection), their methods as selectors (IBAction), and string
/// literals sent to nib, storyboard and reuse APIs (`dequeueReusableCellWithIdentifier:@"Cell"`).
///
/// A tokenizer, not a compiler: comments, string and character literals and preprocessor lines
/// are recognised as such, so a commented-out `@interface` or an `IBOutlet` in a string is never
/// read. Macros are not expanded (a declaration a macro writes is not seen), and both branches of
/// an `#if` are read, which can only add declarations. Why not libclang: see the
/// CheckingAgainstTheCode article of the NibKit documentation.
struct ObjectiveCReader {
    let bytes: [UInt8]
    let file: String
    private let lines: LineTable
    private var tokens: [Token] = []
    private var messages = Messages()

    struct Token {
        enum Kind { case identifier, punctuation, string, other }
        var kind: Kind
        var start: Int
        var end: Int
    }

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        self.lines = LineTable(bytes)
        self.tokens = ObjectiveCReader.tokenize(bytes)
        self.messages = Messages()
        indexMessages()
    }

    // MARK: Messages

    /// Where each token's message is, and the selector pieces each message holds at its own
    /// depth, from one pass over the tokens with a stack of open `[`: what a piece asks of its
    /// message (its `[`, a piece before or after it) is then a look-up. Scanning back to the `[`
    /// and on to the `]` for each piece went to the file's start and end for pieces outside any
    /// message (over two minutes for 400 KB).
    struct Messages {
        /// For each token, the index of the `[` of the innermost message around it; -1 outside.
        var opener: [Int] = []
        /// Per message (by its `[`; -1 for the top level), the positions, in order, of pieces
        /// at its own depth: `dequeueReusableSupplementaryViewOfKind`, `registerNib`, and
        /// `forIndexPath:`, and `registerClass:[X class]` with its class.
        var supplementaryKinds: [Int: [Int]] = [:]
        var registerNibs: [Int: [Int]] = [:]
        var forIndexPaths: [Int: [Int]] = [:]
        var registerClasses: [Int: [(position: Int, name: String)]] = [:]
        /// Per message, `nibWithNibName:@"X"` in the messages directly inside it: position and name.
        var nibNames: [Int: [(position: Int, name: String?)]] = [:]
        /// The token ranges of the outermost `@try` and `@catch (…)` bodies, in order.
        var tryOrCatchBodies: [Range<Int>] = []
        /// For each `(`, `[` or `{`, the index of the closing token of its kind that matches it
        /// (-1 when none does): `skipGroup` is a look-up, so reading every message of a body,
        /// however deeply nested, stays linear.
        var closers: [Int] = []
    }

    private mutating func indexMessages() {
        var opener = [Int](repeating: -1, count: tokens.count)
        var closers = [Int](repeating: -1, count: tokens.count)
        // Open groups of each kind, matched kind by kind, as `skipGroup` counted them.
        var openGroups: [UInt8: [Int]] = [0x28: [], 0x5B: [], 0x7B: []]
        let closing: [UInt8: UInt8] = [0x29: 0x28, 0x5D: 0x5B, 0x7D: 0x7B]
        var open: [Int] = []
        // Braces, each marked when it opens an `@try` or `@catch (…)` body; how many marked
        // are open; the `(` of the last `)`.
        var braces: [Bool] = []
        var guarded = 0
        var guardedStart = 0
        var parentheses: [Int] = []
        var lastClosedParenthesis = -1
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .punctuation {
                let byte = bytes[token.start]
                if openGroups[byte] != nil {
                    openGroups[byte]?.append(index)
                } else if let kind = closing[byte], let open = openGroups[kind]?.popLast() {
                    closers[open] = index
                }
                if byte == 0x5B {
                    opener[index] = open.last ?? -1
                    open.append(index)
                    continue
                }
                if byte == 0x5D { _ = open.popLast() }
                switch byte {
                case 0x28: parentheses.append(index)
                case 0x29: lastClosedParenthesis = parentheses.popLast() ?? -1
                case 0x7B:
                    let opensTry = index >= 2 && isIdentifier(index - 1, "try") && isPunctuation(index - 2, 0x40)
                    let opensCatch = isPunctuation(index - 1, 0x29) && lastClosedParenthesis >= 2
                        && isIdentifier(lastClosedParenthesis - 1, "catch") && isPunctuation(lastClosedParenthesis - 2, 0x40)
                    let marked = opensTry || opensCatch
                    if marked {
                        if guarded == 0 { guardedStart = index }
                        guarded += 1
                    }
                    braces.append(marked)
                case 0x7D:
                    if braces.popLast() == true {
                        guarded -= 1
                        if guarded == 0 { messages.tryOrCatchBodies.append(guardedStart ..< index + 1) }
                    }
                default: break
                }
            }
            let message = open.last ?? -1
            opener[index] = message
            guard token.kind == .identifier else { continue }
            switch text(token) {
            case "dequeueReusableSupplementaryViewOfKind":
                messages.supplementaryKinds[message, default: []].append(index)
            case "registerNib":
                messages.registerNibs[message, default: []].append(index)
            case "forIndexPath" where isPunctuation(index + 1, 0x3A):
                messages.forIndexPaths[message, default: []].append(index)
            case "registerClass" where isPunctuation(index + 1, 0x3A) && isPunctuation(index + 2, 0x5B) && isIdentifier(index + 3)
                && isIdentifier(index + 4, "class") && isPunctuation(index + 5, 0x5D):
                messages.registerClasses[message, default: []].append((index, text(tokens[index + 3])))
            // `registerClass:NickCompletionCell.class` (irccloud's nick completion): the same.
            case "registerClass" where isPunctuation(index + 1, 0x3A) && isIdentifier(index + 2) && isPunctuation(index + 3, 0x2E)
                && isIdentifier(index + 4, "class"):
                messages.registerClasses[message, default: []].append((index, text(tokens[index + 2])))
            case "nibWithNibName" where message >= 0 && isPunctuation(index + 1, 0x3A) && isPunctuation(index + 2, 0x40)
                && index + 3 < tokens.count && tokens[index + 3].kind == .string:
                // Keyed by the message around the one that sends it.
                messages.nibNames[opener[message], default: []].append((index, stringValue(at: index + 3)))
            default:
                break
            }
        }
        messages.opener = opener
        messages.closers = closers
    }

    /// How many of `items` (in ascending `position`) are below `limit`: the index of the first
    /// at or above it.
    private static func count<Item>(_ items: [Item], below limit: Int, position: (Item) -> Int) -> Int {
        var low = 0, high = items.count
        while low < high {
            let middle = (low + high) / 2
            if position(items[middle]) < limit { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The message around the token at `index` (its `[`), or -1 outside any.
    private func message(at index: Int) -> Int {
        index < messages.opener.count ? messages.opener[index] : -1
    }

    // MARK: Tokens

    static func tokenize(_ bytes: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        var atLineStart = true
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A { atLineStart = true; index += 1; continue }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0C { index += 1; continue }
            // Comments.
            if byte == 0x2F, index + 1 < count {
                if bytes[index + 1] == 0x2F {
                    while index < count, bytes[index] != 0x0A { index += 1 }
                    continue
                }
                if bytes[index + 1] == 0x2A {
                    index += 2
                    while index + 1 < count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) { index += 1 }
                    index = min(count, index + 2)
                    continue
                }
            }
            // `#if 0` … `#endif` is never compiled: skipped, with nested conditionals.
            if byte == 0x23, atLineStart, ObjectiveCReader.opensDeadBlock(bytes, at: index) {
                index = ObjectiveCReader.endOfDeadBlock(bytes, from: index)
                continue
            }
            // Preprocessor lines (with their continuations) are skipped whole.
            if byte == 0x23, atLineStart {
                while index < count {
                    if bytes[index] == 0x0A, index > 0, bytes[index - 1] != 0x5C { break }
                    // A comment opening on a directive line runs on.
                    if bytes[index] == 0x2F, index + 1 < count, bytes[index + 1] == 0x2A {
                        index += 2
                        while index + 1 < count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) { index += 1 }
                        index += 1
                    }
                    index += 1
                }
                continue
            }
            atLineStart = false
            // String and character literals (`@"…"` is an `@` token and a string).
            if byte == 0x22 || byte == 0x27 {
                let start = index
                index += 1
                while index < count, bytes[index] != byte, bytes[index] != 0x0A {
                    if bytes[index] == 0x5C { index += 1 }
                    index += 1
                }
                index = min(count, index + 1)
                tokens.append(Token(kind: byte == 0x22 ? .string : .other, start: start, end: index))
                continue
            }
            if IdentifierBytes.isStart(byte) {
                let start = index
                while index < count, IdentifierBytes.isPart(bytes[index]) { index += 1 }
                tokens.append(Token(kind: .identifier, start: start, end: index))
                continue
            }
            if byte >= 0x30 && byte <= 0x39 {
                let start = index
                while index < count, IdentifierBytes.isPart(bytes[index]) || bytes[index] == 0x2E { index += 1 }
                tokens.append(Token(kind: .other, start: start, end: index))
                continue
            }
            tokens.append(Token(kind: .punctuation, start: index, end: index + 1))
            index += 1
        }
        return tokens
    }

    /// The directive at `index` (a `#`) and its line's words.
    private static func directiveWords(_ bytes: [UInt8], at index: Int) -> [String] {
        var end = index
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        let line = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        return line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    static func opensDeadBlock(_ bytes: [UInt8], at index: Int) -> Bool {
        let words = directiveWords(bytes, at: index)
        return words.count >= 2 && words[0] == "if" && words[1] == "0"
    }

    /// The index after the `#endif` (or at the `#else`/`#elif`) that closes a dead `#if 0`.
    static func endOfDeadBlock(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var index = start
        var lineStart = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { lineStart = true; index += 1; continue }
            if byte == 0x20 || byte == 0x09 { index += 1; continue }
            if byte == 0x23, lineStart {
                let word = directiveWords(bytes, at: index).first ?? ""
                if word.hasPrefix("if") { depth += 1 }
                if word == "endif" {
                    depth -= 1
                    if depth == 0 {
                        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                        return index
                    }
                }
                if (word == "else" || word == "elif") && depth == 1 {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                    return index
                }
            }
            lineStart = false
            index += 1
        }
        return index
    }

    private func text(_ token: Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// What a method body does to a name at `index`, as the Swift reader records it: a message
    /// `[self.icon setImage:…]`, `[_icon setImage:…]` or `[icon setImage:…]` is `icon.setImage`
    /// called; `self.icon.image = …`, `_icon.image = …` or `icon.image = …` is `icon.image`
    /// assigned (mage-ios's record button, whose image viewDidLoad sets), with the index of the
    /// token the assigned value starts at.
    func memberUse(at index: Int) -> (name: String, isAssignment: Bool, value: Int?)? {
        // The name, after `self.` or as an instance variable's `_name`.
        func name(at position: Int) -> (name: String, next: Int)? {
            if isIdentifier(position, "self"), isPunctuation(position + 1, 0x2E), isIdentifier(position + 2) {
                return (text(tokens[position + 2]), position + 3)
            }
            guard isIdentifier(position) else { return nil }
            let written = text(tokens[position])
            return (written.hasPrefix("_") ? String(written.dropFirst()) : written, position + 1)
        }
        if isPunctuation(index, 0x5B), let (receiver, next) = name(at: index + 1), !receiver.isEmpty, receiver != "self", receiver != "super",
           isIdentifier(next), !isPunctuation(next + 1, 0x2E) {
            return (receiver + "." + text(tokens[next]), false, nil)
        }
        // An assignment starts a statement: after `;`, `{`, `}` or `)` (an `if (…)` body).
        guard index > 0, isPunctuation(index - 1, 0x3B) || isPunctuation(index - 1, 0x7B) || isPunctuation(index - 1, 0x7D)
                || isPunctuation(index - 1, 0x29),
              let (owner, dot) = name(at: index), !owner.isEmpty, owner != "self", isPunctuation(dot, 0x2E), isIdentifier(dot + 1),
              isPunctuation(dot + 2, 0x3D), !isPunctuation(dot + 3, 0x3D) else { return nil }
        return (owner + "." + text(tokens[dot + 1]), true, dot + 3)
    }

    /// Whether the token at `index` is the punctuation `character`; false past either end (a
    /// header whose first token is a `{`, as MAME's opcode tables are, asks before its start).
    private func isPunctuation(_ index: Int, _ character: UInt8) -> Bool {
        tokens.indices.contains(index) && tokens[index].kind == .punctuation && bytes[tokens[index].start] == character
    }

    private func isIdentifier(_ index: Int, _ word: String? = nil) -> Bool {
        guard tokens.indices.contains(index), tokens[index].kind == .identifier else { return false }
        return word == nil || text(tokens[index]) == word
    }

    /// The value of the string literal token at `index` (`@"Cell"` is `@` then this token);
    /// nil when it holds an escape, which the reader does not decode.
    private func stringValue(at index: Int) -> String? {
        let token = tokens[index]
        let inner = String(decoding: bytes[(token.start + 1)..<max(token.start + 1, token.end - 1)], as: UTF8.self)
        return inner.contains("\\") ? nil : inner
    }

    private func location(_ index: Int) -> SourceLocation {
        let (line, column) = lines.position(ofByte: tokens[min(index, tokens.count - 1)].start)
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The index after the group that opens at `index` (`(`, `[` or `{`), matched by depth.
    private func skipGroup(from index: Int) -> Int {
        guard index < tokens.count, tokens[index].kind == .punctuation else { return index + 1 }
        let open = bytes[tokens[index].start]
        if open == 0x28 || open == 0x5B || open == 0x7B, index < messages.closers.count {
            let close = messages.closers[index]
            return close < 0 ? tokens.count : close + 1
        }
        let close: UInt8 = open == 0x28 ? 0x29 : open == 0x5B ? 0x5D : 0x7D
        var depth = 0
        var cursor = index
        while cursor < tokens.count {
            if tokens[cursor].kind == .punctuation {
                let byte = bytes[tokens[cursor].start]
                if byte == open { depth += 1 } else if byte == close {
                    depth -= 1
                    if depth == 0 { return cursor + 1 }
                }
            }
            cursor += 1
        }
        return cursor
    }

    // MARK: Declarations

    func declarations() -> FileDeclarations {
        var result = FileDeclarations()
        var calls = SelfCalls()
        var index = 0
        while index < tokens.count {
            if isPunctuation(index, 0x40), isIdentifier(index + 1) {
                let keyword = text(tokens[index + 1])
                if keyword == "interface" || keyword == "implementation" {
                    index = readClass(at: index, isImplementation: keyword == "implementation", into: &result, calls: &calls)
                    continue
                }
            }
            if let (name, value) = stringConstant(at: index) { result.stringConstants[name] = value }
            index = readLiteral(at: index, into: &result)
        }
        calls.resolveParameterUses(in: &result.literals)
        for mark in IdentifierBytes.fileMarks(in: bytes) {
            let (line, column) = lines.position(ofByte: mark.offset)
            result.literals.append(LiteralUse(kind: mark.kind, value: nil, location: SourceLocation(file: file, line: line, column: column)))
        }
        // A constant this file defines means its own value here (where no local of a method
        // body says otherwise).
        for position in result.literals.indices where result.literals[position].constantValue == nil {
            if let name = result.literals[position].constant, let value = result.stringConstants[name] {
                result.literals[position].constantValue = value
            }
        }
        return result
    }

    /// `NSString *Name = @"value";` (with `static`, `const`, `extern` or `* const` around it): the
    /// constant's name and value, when `index` is at `NSString`.
    private func stringConstant(at index: Int) -> (String, String)? {
        guard isIdentifier(index, "NSString"), isPunctuation(index + 1, 0x2A) else { return nil }
        var cursor = index + 2
        if isIdentifier(cursor, "const") { cursor += 1 }
        guard isIdentifier(cursor), isPunctuation(cursor + 1, 0x3D), isPunctuation(cursor + 2, 0x40),
              cursor + 3 < tokens.count, tokens[cursor + 3].kind == .string, isPunctuation(cursor + 4, 0x3B) else { return nil }
        guard let inner = stringValue(at: cursor + 3) else { return nil }
        return (text(tokens[cursor]), inner)
    }

    /// `[self alloc]`, `[super allocWithZone:…]`, `[self new]`, `[[self class] alloc]` or
    /// `[self.class alloc]` at `index`: a class method making an object of its class.
    private func allocatesSelf(at index: Int) -> Bool {
        guard isPunctuation(index, 0x5B) else { return false }
        let receiverEnd: Int
        if isIdentifier(index + 1, "self") || isIdentifier(index + 1, "super") {
            receiverEnd = isPunctuation(index + 2, 0x2E) && isIdentifier(index + 3, "class") ? index + 4 : index + 2
        } else if isPunctuation(index + 1, 0x5B), isIdentifier(index + 2, "self"), isIdentifier(index + 3, "class"), isPunctuation(index + 4, 0x5D) {
            receiverEnd = index + 5
        } else {
            return false
        }
        return isIdentifier(receiverEnd, "alloc") || isIdentifier(receiverEnd, "allocWithZone") || isIdentifier(receiverEnd, "new")
    }

    /// `name = …` at `index`, an assignment to a plain name (not a member's, not `==`): the name.
    private func assignedLocal(at index: Int) -> String? {
        guard isIdentifier(index), isPunctuation(index + 1, 0x3D), !isPunctuation(index + 2, 0x3D),
              index == 0 || !(isPunctuation(index - 1, 0x2E) || isPunctuation(index - 1, 0x3E) || isPunctuation(index - 1, 0x3D)
                              || isPunctuation(index - 1, 0x21) || isPunctuation(index - 1, 0x3C)) else { return nil }
        return text(tokens[index])
    }

    /// A string local declared without a literal at `index`: `NSString *name;` or `= nil;`,
    /// `static` or `__block` before it or not (`__strong` and `const` within).
    private func stringLocalDeclaration(at index: Int) -> String? {
        guard isIdentifier(index, "NSString"), isPunctuation(index + 1, 0x2A) else { return nil }
        var cursor = index + 2
        while isIdentifier(cursor, "const") || isIdentifier(cursor, "__strong") || isIdentifier(cursor, "_Nullable") { cursor += 1 }
        guard isIdentifier(cursor) else { return nil }
        if isPunctuation(cursor + 1, 0x3B) { return text(tokens[cursor]) }
        if isPunctuation(cursor + 1, 0x3D), isIdentifier(cursor + 2, "nil"), isPunctuation(cursor + 3, 0x3B) { return text(tokens[cursor]) }
        return nil
    }

    /// `name = @"…";` at `index`: the literal's value (nil for one with an escape).
    private func assignedLiteral(at index: Int) -> String? {
        guard isPunctuation(index + 1, 0x3D), isPunctuation(index + 2, 0x40), index + 3 < tokens.count,
              tokens[index + 3].kind == .string, isPunctuation(index + 4, 0x3B) else { return nil }
        return stringValue(at: index + 3)
    }

    /// The message at `index` (its `[`): its selector, and each argument's values where it is
    /// one literal or one word `resolving` gives values for (nil elsewhere); nil when the
    /// selector cannot be told (a conditional `?:` among its arguments, a receiver that is not
    /// one word).
    private func sentMessage(at index: Int, resolving: (String) -> [String]?) -> SentMessage? {
        let end = skipGroup(from: index) - 1
        // The receiver: a word, a member chain (`self.list`), a message or a group.
        var cursor = index + 1
        if isPunctuation(cursor, 0x5B) || isPunctuation(cursor, 0x28) {
            cursor = skipGroup(from: cursor)
        } else if isIdentifier(cursor) {
            cursor += 1
            while isPunctuation(cursor, 0x2E) || (isPunctuation(cursor, 0x2D) && isPunctuation(cursor + 1, 0x3E)) {
                cursor += isPunctuation(cursor, 0x2E) ? 1 : 2
                guard isIdentifier(cursor) else { return nil }
                cursor += 1
            }
        } else {
            return nil
        }
        guard cursor < end else { return nil }
        // A unary message: `[self reloadData]`.
        if isIdentifier(cursor), cursor + 1 == end { return SentMessage(selector: text(tokens[cursor]), arguments: []) }
        var selector = ""
        var arguments: [[String]?] = []
        while cursor < end {
            guard isIdentifier(cursor), isPunctuation(cursor + 1, 0x3A) else { return nil }
            selector += text(tokens[cursor]) + ":"
            let start = cursor + 2
            var next = start
            while next < end, !(isIdentifier(next) && isPunctuation(next + 1, 0x3A) && message(at: next) == index) {
                // `cond ? a : b` at this depth reads like a piece: what the selector is, is not known.
                if isPunctuation(next, 0x3F) { return nil }
                next = isPunctuation(next, 0x5B) || isPunctuation(next, 0x28) || isPunctuation(next, 0x7B) ? skipGroup(from: next) : next + 1
            }
            if next - start == 2, isPunctuation(start, 0x40), tokens[start + 1].kind == .string {
                arguments.append(stringValue(at: start + 1).map { [$0] })
            } else if next - start == 1, isIdentifier(start) {
                arguments.append(resolving(text(tokens[start])))
            } else {
                arguments.append(nil)
            }
            cursor = next
        }
        return selector.isEmpty ? nil : SentMessage(selector: selector, arguments: arguments)
    }

    /// `name = CONSTANT;` at `index` (a local's declaration or an assignment to it, not a
    /// member's): the local and the constant's name. Nil for `nil`, `NULL`, `self` and the like.
    private func constantAlias(at index: Int) -> (String, String)? {
        guard isIdentifier(index), isPunctuation(index + 1, 0x3D), isIdentifier(index + 2), isPunctuation(index + 3, 0x3B),
              index == 0 || !(isPunctuation(index - 1, 0x2E) || isPunctuation(index - 1, 0x3E)) else { return nil }
        let constant = text(tokens[index + 2])
        guard !["nil", "NULL", "Nil", "self", "super", "YES", "NO", "true", "false"].contains(constant) else { return nil }
        return (text(tokens[index]), constant)
    }

    /// Whether the message of the piece at `index` has a `forIndexPath:` piece after it.
    private func messageHasIndexPathPiece(after index: Int) -> Bool {
        guard let last = messages.forIndexPaths[message(at: index)]?.last else { return false }
        return last > index
    }

    /// For a message whose selector piece is at `index`, the class the result is taken as:
    /// `(Name *)[…]`, or `Name *variable = […]`.
    private func cellClass(ofMessageAt index: Int) -> String? {
        let back = message(at: index)
        guard back >= 0 else { return nil }
        // `(Name *)[`
        if back >= 4, isPunctuation(back - 1, 0x29), isPunctuation(back - 2, 0x2A), isIdentifier(back - 3), isPunctuation(back - 4, 0x28) {
            return text(tokens[back - 3])
        }
        // `Name *variable = [`
        if back >= 4, isPunctuation(back - 1, 0x3D), isIdentifier(back - 2), isPunctuation(back - 3, 0x2A), isIdentifier(back - 4) {
            return text(tokens[back - 4])
        }
        return nil
    }

    /// `@interface Name : Super <P>`, `@interface Name (Category)`, `@interface Name ()`,
    /// `@implementation Name`, up to `@end`.
    private func readClass(at start: Int, isImplementation: Bool, into result: inout FileDeclarations, calls: inout SelfCalls) -> Int {
        var index = start + 2
        guard isIdentifier(index) else { return index }
        let name = text(tokens[index])
        let nameIndex = index
        index += 1
        // Lightweight generics: `@interface Box<T> : NSObject`.
        if !isImplementation, isPunctuation(index, 0x3C) {
            while index < tokens.count, !isPunctuation(index, 0x3E) { index += 1 }
            index += 1
        }
        var kind = TypeDeclaration.Kind.addition
        var superclass: String?
        if isPunctuation(index, 0x3A), isIdentifier(index + 1) {
            superclass = text(tokens[index + 1])
            index += 2
            if !isImplementation { kind = .classDeclaration }
        } else if isPunctuation(index, 0x28) {
            index = skipGroup(from: index)
        } else if !isImplementation {
            // A root class (`@interface Root`) declares the class too.
            kind = .classDeclaration
        }
        var declaration = TypeDeclaration(kind: kind, language: .objectiveC, name: name, location: location(nameIndex))
        if let superclass { declaration.inheritedTypes = [superclass] }
        if isPunctuation(index, 0x3C) {
            while index < tokens.count, !isPunctuation(index, 0x3E) { index += 1 }
            index += 1
        }
        // The method whose body comes next, by selector, and whether it is an instance method.
        var method: String?
        var parameters: [String] = []
        let className = name
        var isInstanceMethod = true
        // `#if X @interface A : B #else @interface A : C #endif { … }`: both branches are read,
        // so a header with nothing after it but another `@interface` of its class is the other
        // branch's; the class and its body are the next one's (HMIPad's expression keyboard, a
        // UIInputView or a UIView, whose outlets follow the second header).
        if !isImplementation, kind == .classDeclaration, isPunctuation(index, 0x40), isIdentifier(index + 1, "interface"),
           isIdentifier(index + 2, name), !isPunctuation(index + 3, 0x28) {
            return index
        }
        // Instance variables.
        if isPunctuation(index, 0x7B) {
            let end = skipGroup(from: index)
            readInstanceVariables(from: index + 1, to: end - 1, into: &declaration)
            index = end
        }
        while index < tokens.count {
            if isPunctuation(index, 0x40), isIdentifier(index + 1, "end") {
                index += 2
                break
            }
            // A missing @end: the next class starts here.
            if isPunctuation(index, 0x40), isIdentifier(index + 1, "interface") || isIdentifier(index + 1, "implementation") {
                break
            }
            if isPunctuation(index, 0x40), isIdentifier(index + 1, "property") {
                index = readProperty(at: index + 2, into: &declaration)
                continue
            }
            if (isPunctuation(index, 0x2D) || isPunctuation(index, 0x2B)) && isPunctuation(index + 1, 0x28) {
                let isInstance = isPunctuation(index, 0x2D)
                (index, method, parameters) = readMethod(at: index, isInstance: isInstance, into: &declaration)
                isInstanceMethod = isInstance
                continue
            }
            if isPunctuation(index, 0x7B) {
                // A method body: look inside for literals only.
                let end = skipGroup(from: index)
                var cursor = index + 1
                // A `loadView` that neither calls super's nor loads a nib itself makes its view.
                if isInstanceMethod, method == "loadView",
                   !(cursor..<end).contains(where: { isIdentifier($0, "super") && isIdentifier($0 + 1, "loadView") }),
                   !IdentifierBytes.mentionsANibLoad(bytes[tokens[index].start..<tokens[max(index, end - 1)].end]) {
                    declaration.loadsViewWithoutNib = true
                }
                // `NSString *xib = @"…";` in a body is a local: it means its value in this body
                // only, never another file's `xib` (KPCC-iPhone's two controllers each pick a nib
                // into a local named `xib`; one file's value was taken for the other's load).
                // And only in its own block, from its declaration on: one method's branches may
                // each declare `static NSString *iden` with a reuse identifier of their own
                // (IOSapp1's CusMineViewController: "cell", "cell1" and "cell2").
                var locals: [(name: String, value: String, depth: Int)] = []
                // Locals given a constant's name (`NSString *identifier = kCellID;`, or the lazy
                // `static NSString *identifier = nil; if (!identifier) identifier = kCellID;` of
                // ssumobile's news controller): a use of the local is a use of the constant. One
                // given two names stands for either: nil.
                var aliases: [(name: String, constant: String?, depth: Int)] = []
                // String locals given only literals, on whatever branches
                // (`NSString *identifier; if (…) identifier = @"statusCell"; else identifier = @"plainCell";`):
                // a use of the local is a use of each. One given anything else (`open`) is not.
                var choices: [LocalChoice] = []
                var depth = 0
                while cursor < end - 1 {
                    if isPunctuation(cursor, 0x7B) {
                        depth += 1
                    } else if isPunctuation(cursor, 0x7D) {
                        depth -= 1
                        locals.removeAll { $0.depth > depth }
                        aliases.removeAll { $0.depth > depth }
                        choices.removeAll { $0.depth > depth }
                    }
                    if let (name, value) = stringConstant(at: cursor) {
                        locals.append((name, value, depth))
                        choices.append(LocalChoice(name: name, values: [value], depth: depth))
                    }
                    if let name = stringLocalDeclaration(at: cursor) {
                        choices.append(LocalChoice(name: name, depth: depth))
                    } else if let assigned = assignedLocal(at: cursor), !isPunctuation(cursor - 1, 0x2A) {
                        // (A declaration's own initializer, after its `*`, is the declaration's.)
                        if let known = choices.lastIndex(where: { $0.name == assigned }) {
                            if let value = assignedLiteral(at: cursor) {
                                if !choices[known].values.contains(value) { choices[known].values.append(value) }
                            } else {
                                choices[known].open = true
                            }
                        }
                        // A parameter given another value is not what the callers pass.
                        if let method, let index = parameters.firstIndex(of: assigned) {
                            calls.unresolvable.insert(SelfCalls.Parameter(className: className, selector: method, index: index))
                        }
                    }
                    // `&identifier`: whatever the callee stores there.
                    if isPunctuation(cursor, 0x26), isIdentifier(cursor + 1), let known = choices.lastIndex(where: { $0.name == text(tokens[cursor + 1]) }) {
                        choices[known].open = true
                    }
                    // A parameter's name declared again inside (a block's or a loop's variable)
                    // may stand for something else.
                    if let method, isPunctuation(cursor, 0x2A), isIdentifier(cursor + 1), let shadowed = parameters.firstIndex(of: text(tokens[cursor + 1])) {
                        calls.unresolvable.insert(SelfCalls.Parameter(className: className, selector: method, index: shadowed))
                    }
                    if isPunctuation(cursor, 0x5B), cursor + 1 < end {
                        calls.record(message: sentMessage(at: cursor, resolving: { name in
                            if let choice = choices.last(where: { $0.name == name }) { return choice.open || choice.values.isEmpty ? nil : choice.values }
                            return locals.last(where: { $0.name == name }).map { [$0.value] }
                        }), toSelf: isIdentifier(cursor + 1, "self") && isIdentifier(cursor + 2), in: className)
                    }
                    // A class method that allocates `self` (a singleton's `[[self alloc] init]`)
                    // makes an object of the class.
                    if !isInstanceMethod, allocatesSelf(at: cursor) { result.valueNames.insert(name) }
                    if let (name, constant) = constantAlias(at: cursor) {
                        // A local given another local's value stands for whatever that one holds.
                        let target = locals.contains { $0.name == constant } || aliases.contains { $0.name == constant } ? nil : constant
                        if let known = aliases.lastIndex(where: { $0.name == name }) {
                            if aliases[known].constant != target { aliases[known].constant = nil }
                        } else {
                            aliases.append((name, target, depth))
                        }
                    } else if let assigned = assignedLocal(at: cursor), let known = aliases.lastIndex(where: { $0.name == assigned }) {
                        // Given anything else later (a literal, a message, a choice): any value.
                        aliases[known].constant = nil
                    }
                    if let member = memberUse(at: cursor) {
                        if member.isAssignment { declaration.assignedNames.insert(member.name) } else { declaration.calledMembers.insert(member.name) }
                        if member.isAssignment, member.name.hasSuffix(".hidden"), let value = member.value {
                            let owner = String(member.name.dropLast(".hidden".count))
                            let shows = !isIdentifier(value, "YES") && !isIdentifier(value, "true")
                            let hides = !isIdentifier(value, "NO") && !isIdentifier(value, "false")
                            if hides { declaration.hiddenMembers.insert(owner) }
                            if shows { declaration.shownMembers.insert(owner) }
                        }
                        if member.isAssignment, member.name.hasSuffix(".userInteractionEnabled"), let value = member.value {
                            let owner = String(member.name.dropLast(".userInteractionEnabled".count))
                            if isIdentifier(value, "NO") || isIdentifier(value, "false") {
                                declaration.interactionDisabledMembers.insert(owner)
                            } else {
                                declaration.interactionEnabledMembers.insert(owner)
                            }
                        }
                        // `self.iconWidth.constant = 0;`, `self.iconWidth.active = NO;`
                        if member.isAssignment, let value = member.value, value < tokens.count,
                           let dot = member.name.lastIndex(of: "."), !member.name[..<dot].contains("."),
                           member.name.hasSuffix(".constant") && ["0", "0.0", "0.f", "0.0f", "0.0F"].contains(text(tokens[value]))
                            || member.name.hasSuffix(".active") && (isIdentifier(value, "NO") || isIdentifier(value, "false")) {
                            declaration.collapsedConstraints.insert(String(member.name[..<dot]))
                        }
                    }
                    let firstLiteral = result.literals.count
                    cursor = readLiteral(at: cursor, in: Enclosing(className: name, method: method, isInstanceMethod: isInstanceMethod), into: &result)
                    for position in firstLiteral..<result.literals.count where result.literals[position].constantValue == nil {
                        guard let name = result.literals[position].constant else { continue }
                        let choice = choices.last(where: { $0.name == name })
                        if let choice, !choice.open, !choice.values.isEmpty {
                            // Each literal it was given, where declared and after.
                            result.literals.spread(position, over: choice.values)
                        } else if choice?.open != true, let local = locals.last(where: { $0.name == name }) {
                            result.literals[position].constantValue = local.value
                        } else if choice?.values.isEmpty ?? true, let alias = aliases.last(where: { $0.name == name }), let constant = alias.constant {
                            // (A local given a literal and then a constant may be either: neither.)
                            result.literals[position].constant = constant
                        } else if choice == nil, let method, let parameter = parameters.firstIndex(of: name) {
                            // A method's parameter: whatever this class's messages to `self`
                            // pass it (`SelfCalls.resolveParameterUses`).
                            calls.parameterUses.append((position, SelfCalls.Parameter(className: className, selector: method, index: parameter)))
                        }
                    }
                }
                index = end
                // What follows a method's body until the next method is no method's (a C
                // function's body is run by no object).
                method = nil
                parameters = []
                isInstanceMethod = true
                continue
            }
            index += 1
        }
        result.types.append(declaration)
        return index
    }

    private func readInstanceVariables(from start: Int, to end: Int, into declaration: inout TypeDeclaration) {
        var lastIdentifier: Int?
        var statementStart = start
        var index = start
        while index < end {
            if isPunctuation(index, 0x3B) || isPunctuation(index, 0x2C) {
                if let last = lastIdentifier {
                    let words = (statementStart..<index).filter { isIdentifier($0) }.map { text(tokens[$0]) }
                    let isOutlet = words.contains("IBOutlet")
                    let typeName = words.first { !ObjectiveCReader.qualifiers.contains($0) && $0 != text(tokens[last]) }
                    declaration.properties.append(TypeDeclaration.Property(
                        name: text(tokens[last]), typeName: typeName, isOutlet: isOutlet, location: location(last)))
                }
                lastIdentifier = nil
                if isPunctuation(index, 0x3B) { statementStart = index + 1 }
            } else if isIdentifier(index) {
                lastIdentifier = index
            } else if isPunctuation(index, 0x40) {
                // @public, @private, @protected, @package
                index += 1
                statementStart = index + 1
            }
            index += 1
        }
    }

    /// Words that qualify a declaration without being its type.
    static let qualifiers: Set<String> = [
        "IBOutlet", "IBOutletCollection", "IBInspectable", "__weak", "__strong", "__unsafe_unretained", "__block",
        "weak", "strong", "nonatomic", "atomic", "copy", "assign", "retain", "readonly", "readwrite", "nullable",
        "nonnull", "null_resettable", "null_unspecified", "_Nullable", "_Nonnull", "_Null_unspecified", "__nullable",
        "__nonnull", "const", "__kindof", "unsafe_unretained", "class", "direct", "getter", "setter", "struct",
        "unsigned", "signed", "volatile",
    ]

    /// `@property (nonatomic, weak) IBOutlet UILabel *titleLabel;`
    private func readProperty(at start: Int, into declaration: inout TypeDeclaration) -> Int {
        var index = start
        if isPunctuation(index, 0x28) { index = skipGroup(from: index) }
        var isOutlet = false
        var isCollection = false
        var typeName: String?
        var names: [Int] = []
        // Each declarator's name: the last name before each top-level comma and the semicolon
        // (`IBOutlet UIImageView *qrImage, *qrOverlay, *scanOverlay;` declares three).
        var declared: [Int] = []
        while index < tokens.count, !isPunctuation(index, 0x3B) {
            if isPunctuation(index, 0x40) { break }  // a missing semicolon: stop at the next directive
            if isPunctuation(index, 0x2C) {
                if let last = names.last, declared.last != last { declared.append(last) }
            } else if isIdentifier(index) {
                let word = text(tokens[index])
                if word == "IBOutlet" {
                    isOutlet = true
                } else if word == "IBOutletCollection" {
                    isOutlet = true
                    isCollection = true
                    if isPunctuation(index + 1, 0x28) {
                        if isIdentifier(index + 2) { typeName = text(tokens[index + 2]) }
                        index = skipGroup(from: index + 1)
                        continue
                    }
                } else if word == "__attribute__" || word.hasPrefix("NS_") || word.hasPrefix("API_") || word.hasPrefix("UI_APPEARANCE") {
                    if isPunctuation(index + 1, 0x28) { index = skipGroup(from: index + 1); continue }
                } else if !ObjectiveCReader.qualifiers.contains(word) {
                    if typeName == nil && !isCollection { typeName = word } else { names.append(index) }
                }
            } else if isPunctuation(index, 0x3C) {
                // Protocol list or generic arguments: `id<Delegate>`, `NSArray<UIButton *>`.
                var depth = 0
                while index < tokens.count {
                    if isPunctuation(index, 0x3C) { depth += 1 }
                    if isPunctuation(index, 0x3E) { depth -= 1; if depth == 0 { break } }
                    index += 1
                }
            } else if isPunctuation(index, 0x28) {
                // A block or function pointer: `void (^onTap)(void)` names `onTap` inside.
                if isPunctuation(index + 1, 0x5E) || isPunctuation(index + 1, 0x2A), isIdentifier(index + 2) {
                    names.append(index + 2)
                }
                index = skipGroup(from: index)
                continue
            }
            index += 1
        }
        if isCollection, let first = names.first, names.count > 1, typeName == nil { typeName = text(tokens[first]) }
        if let last = names.last, declared.last != last { declared.append(last) }
        if typeName == "NSArray" || typeName == "NSMutableArray" { isCollection = isCollection || isOutlet }
        for name in declared {
            declaration.properties.append(TypeDeclaration.Property(
                name: text(tokens[name]), typeName: isCollection ? nil : typeName, isOutlet: isOutlet,
                isOutletCollection: isCollection, location: location(name)))
        }
        return index + 1
    }

    /// `- (IBAction)tapped:(id)sender forEvent:(UIEvent *)event;` → `tapped:forEvent:`, recorded
    /// when it is an instance method; returns where the declaration ends, its selector (nil
    /// when it has none) and its parameters' names in order (`sender`, `event`).
    private func readMethod(at start: Int, isInstance: Bool,
                            into declaration: inout TypeDeclaration) -> (end: Int, selector: String?, parameters: [String]) {
        var index = start + 1
        let returnEnd = skipGroup(from: index)
        let isAction = (index..<returnEnd).contains { isIdentifier($0, "IBAction") }
        index = returnEnd
        guard isIdentifier(index) else { return (index, nil, []) }
        let firstIndex = index
        var selector = text(tokens[index])
        var parameters: [String] = []
        index += 1
        if isPunctuation(index, 0x3A) {
            selector += ":"
            index += 1
            while index < tokens.count {
                if isPunctuation(index, 0x28) { index = skipGroup(from: index) }
                // The parameter's name.
                if isIdentifier(index) {
                    parameters.append(text(tokens[index]))
                    index += 1
                }
                if isIdentifier(index), isPunctuation(index + 1, 0x3A) {
                    selector += text(tokens[index]) + ":"
                    index += 2
                } else if isPunctuation(index, 0x3A) {
                    selector += ":"
                    index += 1
                } else {
                    break
                }
            }
        }
        if isInstance {
            declaration.methods.append(TypeDeclaration.Method(selector: selector, isAction: isAction, location: location(firstIndex)))
        }
        return (index, selector, parameters)
    }

    // MARK: Literals

    /// Selector pieces whose argument names something in a nib.
    private static let pieces: [String: LiteralUse.Kind] = [
        "dequeueReusableCellWithIdentifier": .dequeueReuseIdentifier,
        "dequeueReusableCellWithReuseIdentifier": .dequeueReuseIdentifier,
        "dequeueReusableHeaderFooterViewWithIdentifier": .dequeueReuseIdentifier,
        "forCellReuseIdentifier": .registerReuseIdentifier,
        "forCellWithReuseIdentifier": .registerReuseIdentifier,
        "forHeaderFooterViewReuseIdentifier": .registerReuseIdentifier,
        "withReuseIdentifier": .registerReuseIdentifier,
        "nibWithNibName": .nibName,
        "loadNibNamed": .nibName,
        "initWithNibName": .nibName,
        "storyboardWithName": .storyboardName,
        "instantiateViewControllerWithIdentifier": .storyboardIdentifier,
        "performSegueWithIdentifier": .segueIdentifier,
    ]

    /// The requests that raise an Objective-C exception when nothing has the name.
    private static let raisingKinds: Set<LiteralUse.Kind> = [.dequeueReuseIdentifier, .nibName, .storyboardName, .storyboardIdentifier, .segueIdentifier]

    /// Whether the token at `index` sits in the body of an `@try` block, whose `@catch` takes
    /// what the message raises, or of a `@catch` block, which runs only when its `@try` raised;
    /// at any depth of braces within it.
    private func isInTryOrCatch(_ index: Int) -> Bool {
        let bodies = messages.tryOrCatchBodies
        let after = ObjectiveCReader.count(bodies, below: index + 1) { $0.lowerBound }
        return after > 0 && bodies[after - 1].contains(index)
    }

    /// At a selector piece `name:` whose argument names something: records the literal (or a
    /// non-literal use). Returns the next index to look at.
    /// The method body a literal is in, of the class `className`, whose selector is `method`: in
    /// an instance method `self` is an instance of the class, in a class method the class itself.
    struct Enclosing {
        var className: String
        var method: String?
        var isInstanceMethod = true
    }

    /// Whether the parenthesised argument opening at `open` is `self`'s class: `(self)`,
    /// `(self.class)` or `([self class])`.
    private func namesSelfsClass(from open: Int) -> Bool {
        guard isPunctuation(open, 0x28) else { return false }
        if isIdentifier(open + 1, "self") {
            if isPunctuation(open + 2, 0x29) { return true }
            return isPunctuation(open + 2, 0x2E) && isIdentifier(open + 3, "class") && isPunctuation(open + 4, 0x29)
        }
        return isPunctuation(open + 1, 0x5B) && isIdentifier(open + 2, "self") && isIdentifier(open + 3, "class")
            && isPunctuation(open + 4, 0x5D) && isPunctuation(open + 5, 0x29)
    }

    private func readLiteral(at index: Int, in enclosing: Enclosing? = nil, into result: inout FileDeclarations) -> Int {
        guard isIdentifier(index), isPunctuation(index + 1, 0x3A),
              let kind = ObjectiveCReader.pieces[text(tokens[index])] else { return index + 1 }
        let piece = text(tokens[index])
        if piece == "initWithNibName" {
            // `nil` loads the nib named after the class (the project facts know every view
            // controller class); `initWithNibName:nibNameOrNil` in an `initWithNibName:…` passes
            // on its callers' name, read where they call it.
            if isIdentifier(index + 2, "nil") { return index + 2 }
            if isIdentifier(index + 2), enclosing?.method?.hasPrefix("initWithNibName:") ?? false { return index + 2 }
        }
        var kindUsed = kind
        var supplementaryKind: SupplementaryKind?
        // `dequeueReusableSupplementaryViewOfKind:… withReuseIdentifier:` dequeues; the same piece
        // after `forSupplementaryViewOfKind:` registers.
        if text(tokens[index]) == "withReuseIdentifier", let first = messages.supplementaryKinds[message(at: index)]?.first, first < index {
            kindUsed = .dequeueReuseIdentifier
            if isIdentifier(first + 2) { supplementaryKind = SupplementaryKind(writtenAs: text(tokens[first + 2])) }
        }
        let argument = index + 2
        var value: String?
        if isPunctuation(argument, 0x40), argument + 1 < tokens.count, tokens[argument + 1].kind == .string,
           isPunctuation(argument + 2, 0x5D) || isIdentifier(argument + 2) || isPunctuation(argument + 2, 0x29) {
            value = stringValue(at: argument + 1)
        }
        var use = LiteralUse(kind: kindUsed, value: value, location: location(argument))
        use.supplementaryKind = supplementaryKind
        if value == nil, isIdentifier(argument), isPunctuation(argument + 1, 0x5D) || isIdentifier(argument + 1) {
            use.constant = text(tokens[argument])
        }
        if kindUsed == .nibName || kindUsed == .storyboardName {
            use.bundle = bundle(ofLoadAt: index, piece: piece)
            if argument < tokens.count { use.runsOnlyOnIPad = IdiomGuard.isIPadOnly(at: tokens[argument].start, in: bytes) }
        }
        if kindUsed == .nibName {
            if argument < tokens.count, let dequeue = DequeueFallback.dequeue(before: tokens[argument].start, in: bytes) {
                use.fallbackForDequeueAtLine = lines.position(ofByte: dequeue).line
            }
            if value == nil, use.constant == nil, isIdentifier(argument, "NSStringFromClass") { use.identifierIsClassName = true }
            use.owner = owner(ofLoadAt: index, piece: piece, enclosing: enclosing)
            use.isViewControllerNib = piece == "initWithNibName"
            // `loadNibNamed:NSStringFromClass([self class]) owner:self`: the class the nib is named after.
            if use.identifierIsClassName, case .instance = use.owner, isPunctuation(argument + 2, 0x5B), isIdentifier(argument + 3, "self") {
                use.owner = .instanceOfClassNamedLikeTheNib
            }
        }
        // `instantiateViewControllerWithIdentifier:NSStringFromClass(self)`: the scene whose
        // Storyboard ID is a class's name.
        if kindUsed == .storyboardIdentifier, value == nil, use.constant == nil, isIdentifier(argument, "NSStringFromClass") {
            use.identifierIsClassName = true
            // In a class method, `NSStringFromClass(self)` is the class the message is sent to
            // (`+[UIViewController storyboardVC]` in a category: `[CarFinishedVC storyboardVC]`).
            if let enclosing, !enclosing.isInstanceMethod, enclosing.method != nil, namesSelfsClass(from: argument + 1) {
                use.identifierIsReceiverClassName = true
            }
        }
        if kindUsed == .storyboardIdentifier {
            use.storyboard = storyboardName(ofReceiverAt: index)
            use.runsOnlyInStateRestoration = enclosing?.method?.hasPrefix("viewControllerWithRestorationIdentifierPath:") ?? false
        }
        if let enclosing, enclosing.isInstanceMethod, enclosing.method != nil {
            use.enclosingClass = enclosing.className
            let start = message(at: index)
            // `[self performSegueWithIdentifier:…]`, not `[self.navigationController …]`.
            if kindUsed == .segueIdentifier, start >= 0, start + 2 == index, text(tokens[start + 1]) == "self" { use.performer = enclosing.className }
            // `[self.tableView dequeueReusableCellWithIdentifier:…]`: the object's own list.
            if kindUsed == .dequeueReuseIdentifier, start >= 0, start + 4 == index, text(tokens[start + 1]) == "self",
               isPunctuation(start + 2, 0x2E), isIdentifier(start + 3) {
                use.dequeuesFromOwnList = true
            }
        }
        if ObjectiveCReader.raisingKinds.contains(kindUsed) { use.isInTryOrCatch = isInTryOrCatch(index) }
        if kindUsed == .registerReuseIdentifier {
            use.nibName = registeredNibName(before: index)
            use.cellClass = registeredClass(before: index)
        }
        if kindUsed == .dequeueReuseIdentifier {
            use.cellClass = cellClass(ofMessageAt: index)
            // `dequeueReusableCellWithIdentifier:` without `forIndexPath:` returns nil rather than
            // crash; `dequeueReusableHeaderFooterViewWithIdentifier:` always does.
            let piece = text(tokens[index])
            use.returnsNilWhenUnregistered = piece == "dequeueReusableHeaderFooterViewWithIdentifier"
                || (piece == "dequeueReusableCellWithIdentifier" && !messageHasIndexPathPiece(after: argument))
        }
        if kindUsed == .dequeueReuseIdentifier || kindUsed == .registerReuseIdentifier {
            use.queue = ReuseQueue(label: text(tokens[index]))
        }
        result.literals.append(use)
        return argument
    }

    /// The bundle a load piece looks its file up in, when not the main one, spelt as Swift
    /// spells it so that one test reads both: `bundle:` in `nibWithNibName:bundle:`,
    /// `initWithNibName:bundle:` and `storyboardWithName:bundle:`, the receiver of
    /// `loadNibNamed:`. `[NSBundle bundleForClass:[X class]]` (or `X.class`) is
    /// `Bundle(for: X.self)`, the same of `self` `Bundle(for: type(of: self))`; another bundle is
    /// given as written. Nil for `nil`, `[NSBundle mainBundle]` or what cannot be told.
    private func bundle(ofLoadAt index: Int, piece: String) -> String? {
        let message = message(at: index)
        guard message >= 0 else { return nil }
        let start: Int
        if piece == "loadNibNamed" {
            guard isPunctuation(message + 1, 0x5B) else { return nil }
            start = message + 1
        } else {
            guard let argument = pieceArgument("bundle", ofMessage: message, after: index) else { return nil }
            start = argument
        }
        if isIdentifier(start, "nil") || isIdentifier(start, "NULL") { return nil }
        // `NSBundle.mainBundle`.
        if isIdentifier(start, "NSBundle"), isPunctuation(start + 1, 0x2E), isIdentifier(start + 2, "mainBundle") { return nil }
        guard isPunctuation(start, 0x5B), isIdentifier(start + 1, "NSBundle") else { return isIdentifier(start) ? text(tokens[start]) : nil }
        if isIdentifier(start + 2, "mainBundle") { return nil }
        guard isIdentifier(start + 2, "bundleForClass"), isPunctuation(start + 3, 0x3A) else { return "NSBundle" }
        // `[X class]`, `X.class`, `[self class]`, `self.class`, and `self` in a class method.
        let name: String?
        if isPunctuation(start + 4, 0x5B), isIdentifier(start + 5), isIdentifier(start + 6, "class") {
            name = text(tokens[start + 5])
        } else if isIdentifier(start + 4), isPunctuation(start + 5, 0x2E), isIdentifier(start + 6, "class") {
            name = text(tokens[start + 4])
        } else if isIdentifier(start + 4, "self"), isPunctuation(start + 5, 0x5D) {
            name = "self"
        } else {
            name = nil
        }
        guard let name else { return "NSBundle" }
        return name == "self" ? "Bundle(for: type(of: self))" : "Bundle(for: \(name).self)"
    }

    /// The storyboard the message around the piece at `index` is sent to, when a literal names
    /// it: `[[UIStoryboard storyboardWithName:@"Rooms" bundle:nil] instantiateViewController…]`,
    /// or `[board instantiateViewController…]` after `board = [UIStoryboard storyboardWithName:@"Rooms" …]`
    /// earlier in the file; nil otherwise.
    private func storyboardName(ofReceiverAt index: Int) -> String? {
        let message = message(at: index)
        guard message >= 0 else { return nil }
        func named(at start: Int) -> String? {
            guard isPunctuation(start, 0x5B), isIdentifier(start + 1, "UIStoryboard"), isIdentifier(start + 2, "storyboardWithName"),
                  isPunctuation(start + 3, 0x3A), isPunctuation(start + 4, 0x40), start + 5 < tokens.count,
                  tokens[start + 5].kind == .string else { return nil }
            return stringValue(at: start + 5)
        }
        if let name = named(at: message + 1) { return name }
        guard isIdentifier(message + 1), message + 2 == index else { return nil }
        let receiver = text(tokens[message + 1])
        // The binding is in the same method: back to its `-` or `+` at the start of a line, and at
        // most 2,000 tokens, so a file of many such messages stays linear. A receiver bound in
        // another method is a parameter or another variable here.
        var cursor = message - 1
        while cursor >= max(1, message - 2_000) {
            if isIdentifier(cursor, receiver), isPunctuation(cursor + 1, 0x3D) { return named(at: cursor + 2) }
            if isPunctuation(cursor, 0x2D) || isPunctuation(cursor, 0x2B), startsLine(tokens[cursor]) { return nil }
            cursor -= 1
        }
        return nil
    }

    /// Whether only spaces and tabs come before the token on its line.
    private func startsLine(_ token: Token) -> Bool {
        var index = token.start - 1
        while index >= 0, bytes[index] == 0x20 || bytes[index] == 0x09 { index -= 1 }
        return index < 0 || bytes[index] == 0x0A
    }

    /// The owner of the nib a load piece names: for `initWithNibName:`, the view controller
    /// (`[super initWithNibName:…]` in a class, `[[X alloc] initWithNibName:…]`); for
    /// `loadNibNamed:`, its `owner:` argument; for `nibWithNibName:`, none when the nib is
    /// registered (`registerNib:[UINib nibWithNibName:…] …`), else the `instantiateWithOwner:`
    /// argument of the message around it.
    private func owner(ofLoadAt index: Int, piece: String, enclosing: Enclosing?) -> NibOwner {
        let message = message(at: index)
        guard message >= 0 else { return .unknown }
        // In a class method `self` is the class, no instance of it.
        func instance() -> NibOwner { enclosing.flatMap { $0.isInstanceMethod ? .instance(of: $0.className) : nil } ?? .unknown }
        func named(_ argument: Int) -> NibOwner {
            if isIdentifier(argument, "nil") { return NibOwner.none }
            if isIdentifier(argument, "self"), isPunctuation(argument + 1, 0x5D) || isIdentifier(argument + 1) { return instance() }
            return .unknown
        }
        switch piece {
        case "initWithNibName":
            if isIdentifier(message + 1, "super") || isIdentifier(message + 1, "self") { return instance() }
            if isPunctuation(message + 1, 0x5B), isIdentifier(message + 2), isIdentifier(message + 3, "alloc") {
                // `[[self alloc] initWithNibName:…]` in a class method makes an instance of the class.
                if isIdentifier(message + 2, "self") { return enclosing.map { .instance(of: $0.className) } ?? .unknown }
                return .instance(of: text(tokens[message + 2]))
            }
            return .unknown
        case "loadNibNamed":
            return pieceArgument("owner", ofMessage: message, after: index).map(named) ?? .unknown
        default:
            let outer = messages.opener[message]
            if messages.registerNibs[outer] != nil { return NibOwner.none }
            guard outer >= 0 else { return .unknown }
            return pieceArgument("instantiateWithOwner", ofMessage: outer, after: index).map(named) ?? .unknown
        }
    }

    /// The index of the argument of the piece `name:` in the message opened at `message`, after
    /// `start`; a bounded look ahead (a message's pieces are near each other).
    private func pieceArgument(_ name: String, ofMessage message: Int, after start: Int) -> Int? {
        var cursor = start + 1
        while cursor < min(tokens.count, start + 400) {
            if isPunctuation(cursor, 0x5D), messages.opener[cursor] == messages.opener[message] { return nil }
            if isIdentifier(cursor, name), isPunctuation(cursor + 1, 0x3A), messages.opener[cursor] == message { return cursor + 2 }
            cursor += 1
        }
        return nil
    }

    /// In `[table registerClass:[X class] forCellReuseIdentifier:…]` (or `X.class`), the class "X": the nearest
    /// such piece before `index` in its message.
    private func registeredClass(before index: Int) -> String? {
        guard let found = messages.registerClasses[message(at: index)] else { return nil }
        let below = ObjectiveCReader.count(found, below: index) { $0.position }
        return below > 0 ? found[below - 1].name : nil
    }

    /// In `[table registerNib:[UINib nibWithNibName:@"X" bundle:nil] forCellReuseIdentifier:…]`,
    /// the nib name "X": the first `nibWithNibName:` in a message inside this one, between the
    /// nearest `registerNib` before the identifier's piece and the piece.
    private func registeredNibName(before index: Int) -> String? {
        let message = message(at: index)
        guard let registers = messages.registerNibs[message] else { return nil }
        let below = ObjectiveCReader.count(registers, below: index) { $0 }
        guard below > 0 else { return nil }
        let register = registers[below - 1]
        if let names = messages.nibNames[message] {
            let first = ObjectiveCReader.count(names, below: register + 1) { $0.position }
            if first < names.count, names[first].position < index { return names[first].name }
        }
        return boundNibName(ofLocalAt: register + 2)
    }

    /// The nib of `[table registerNib:cellNib …]` whose argument, the local at `argument`, the
    /// method bound a few lines up: `UINib *cellNib = [UINib nibWithNibName:@"BookCell" bundle:nil];`
    /// (a course's BDBNoticeListViewController). Nil where no such binding precedes it in the
    /// same method, within Swift's reach for a local binding (`SwiftReader.localBindingReach`):
    /// a file of thousands of registrations stays linear.
    private func boundNibName(ofLocalAt argument: Int) -> String? {
        guard isPunctuation(argument - 1, 0x3A), isIdentifier(argument), isPunctuation(argument + 1, 0x5D) || isIdentifier(argument + 1),
              let bindings = messages.nibNames[-1] else { return nil }
        let local = text(tokens[argument])
        let reach = tokens[argument].start - SwiftReader.localBindingReach
        for binding in bindings[..<ObjectiveCReader.count(bindings, below: argument) { $0.position }].reversed() {
            guard tokens[binding.position].start >= reach else { return nil }
            let opener = message(at: binding.position)
            guard opener >= 2, isPunctuation(opener - 1, 0x3D), isIdentifier(opener - 2, local) else { continue }
            // Not another method's local of the same name: no method starts in between.
            let between = bytes[tokens[opener].start..<tokens[argument].start]
            return ObjectiveCReader.startsAMethod(between) ? nil : binding.name
        }
        return nil
    }

    /// Whether a line of `text` starts a method's definition (`- (void)…`, `+ (id)…`).
    static func startsAMethod(_ text: ArraySlice<UInt8>) -> Bool {
        var atLineStart = false
        var sign = false
        for byte in text {
            if byte == 0x0A { atLineStart = true; sign = false; continue }
            if byte == 0x20 || byte == 0x09 { continue }
            if atLineStart, byte == 0x2D || byte == 0x2B { sign = true; atLineStart = false; continue }
            if sign, byte == 0x28 { return true }
            atLineStart = false
            sign = false
        }
        return false
    }
}

/// A string local of a method body given only literals (`ObjectiveCReader`): its values in the
/// order given, or `open` once given anything else.
struct LocalChoice {
    let name: String
    var values: [String] = []
    var open = false
    let depth: Int
}

/// A message a method body sends: its selector, and each argument's values, nil where not
/// known (`ObjectiveCReader.sentMessage`).
struct SentMessage {
    let selector: String
    let arguments: [[String]?]
}

/// What a file's messages to `self` pass each method, and the identifiers read from a method's
/// parameters: a cell helper's `withIdentifier:` (Flux's settings list makes its social cells
/// through one, called with a local given one of two literals on each branch).
struct SelfCalls {
    /// A class's method, by selector.
    struct Method: Hashable {
        let className: String
        let selector: String
    }
    /// One parameter of a class's method, by position.
    struct Parameter: Hashable {
        let className: String
        let selector: String
        let index: Int
        var method: Method { Method(className: className, selector: selector) }
    }

    /// Per method, per argument, the values `self` passes, or nil once something not known is.
    private var passed: [Method: [[String]?]] = [:]
    /// Selectors some message in the file sends to another receiver (`weakSelf`, `super`, a
    /// class, another object): what that one passes is not seen.
    private var sentElsewhere: Set<String> = []
    /// A message to `self` whose selector could not be told: it may be any method's.
    private var unparsedSelfMessage = false
    /// The parameters a method gives another value, or whose name it declares again (a
    /// block's or a loop's variable).
    var unresolvable: Set<Parameter> = []
    /// The literal uses (by position) whose name is a parameter.
    var parameterUses: [(position: Int, parameter: Parameter)] = []

    /// Records the message at a `[` (nil when its selector could not be told), sent to `self`
    /// in `className`'s body or not.
    mutating func record(message call: SentMessage?, toSelf: Bool, in className: String) {
        guard let call else {
            if toSelf { unparsedSelfMessage = true }
            return
        }
        guard toSelf else {
            sentElsewhere.insert(call.selector)
            return
        }
        let method = Method(className: className, selector: call.selector)
        guard var known = passed[method] else {
            passed[method] = call.arguments
            return
        }
        for (index, values) in call.arguments.enumerated() where index < known.count {
            if let values, let before = known[index] {
                known[index] = before + values.filter { !before.contains($0) }
            } else {
                known[index] = nil
            }
        }
        passed[method] = known
    }

    /// Gives each parameter use the values its class's messages to `self` pass that parameter,
    /// one use per value, where every such message passes a known one. It stays computed where
    /// one passes a computed name, where none calls the method, where a message in the file
    /// goes to another receiver with that selector or to `self` with one not told, or where the
    /// method gives the parameter another value. Messages other files send are not seen: a
    /// helper other classes also call with names of their own is read as its class calls it.
    func resolveParameterUses(in literals: inout [LiteralUse]) {
        guard !unparsedSelfMessage else { return }
        for use in parameterUses where !unresolvable.contains(use.parameter) {
            let parameter = use.parameter
            guard !sentElsewhere.contains(parameter.selector), let arguments = passed[parameter.method],
                  parameter.index < arguments.count, let values = arguments[parameter.index], !values.isEmpty else { continue }
            literals.spread(use.position, over: values)
        }
    }
}

extension Array where Element == LiteralUse {
    /// The use at `position` made one use per value of the name it reads (`constantValue`):
    /// the use itself takes the first, copies appended take the others.
    mutating func spread(_ position: Int, over values: [String]) {
        guard let first = values.first else { return }
        self[position].constantValue = first
        for value in values.dropFirst() {
            var other = self[position]
            other.constantValue = value
            append(other)
        }
    }
}
