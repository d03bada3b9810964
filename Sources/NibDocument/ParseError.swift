/// Why a file could not be turned into a `Document`, and where.
///
/// Its description reads like a compiler diagnostic, `path:line:col: error: message`, so it can
/// be printed as it is and editors can jump to it.
public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: String, Sendable, Equatable {
        /// Not well-formed XML; the message is libxml2's own.
        case malformed
        /// A 0-byte file (or one holding only whitespace).
        case empty
        /// Well-formed XML whose root is neither `<document>` nor `<archive>`.
        case unsupportedRoot
        /// A `<!DOCTYPE …>`: Interface Builder never writes one, and refusing it means no entity
        /// is ever declared, expanded or loaded.
        case doctype
        /// Larger than `ParseLimits.maxFileSize`.
        case fileTooLarge
        /// Nested deeper than `ParseLimits.maxDepth`.
        case tooDeep
        /// The file could not be read at all.
        case unreadable
    }

    public let file: String
    public let line: Int
    public let column: Int
    public let message: String
    public let reason: Reason

    public init(file: String, line: Int, column: Int, message: String, reason: Reason) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.reason = reason
    }

    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// A place in a source file: 1-based line and column (columns count characters, not bytes).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// Bounds no real Interface Builder file comes near; they turn hostile input into an error
/// instead of unbounded memory or time.
public struct ParseLimits: Sendable, Equatable {
    /// The largest file accepted, in bytes. The largest real XIB we have seen is under 400 KB.
    public var maxFileSize: Int
    /// The deepest element nesting accepted. Real files stay under 40; libxml2 refuses more than
    /// 256 on its own, so a larger value has no effect.
    public var maxDepth: Int

    public init(maxFileSize: Int = 64 << 20, maxDepth: Int = 256) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
    }

    public static let `default` = ParseLimits()
}
