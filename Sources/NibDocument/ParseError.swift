import NibSupport
/// Why a file could not be turned into a `Document`, and where.
///
/// Its description reads like a compiler diagnostic, `path:line:col: error: message`, so it can
/// be printed as it is and editors can jump to it.
public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure this is, so callers can react without parsing `message`.
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
        /// An element with more attributes than `ParseLimits.maxAttributes`.
        case tooManyAttributes
        /// UTF-32 or EBCDIC: libxml2 converts them without usable positions, and Interface
        /// Builder writes only UTF-8, so they are refused rather than misplaced.
        case unsupportedEncoding
        /// The file could not be read at all.
        case unreadable
    }

    /// The path of the file, as it was given to the parser.
    public let file: String
    /// The 1-based line of the failure (1 when the whole file is at fault).
    public let line: Int
    /// The 1-based column of the failure (1 when the whole file is at fault).
    public let column: Int
    /// What went wrong, in words; for `.malformed`, libxml2's own message.
    public let message: String
    /// What kind of failure this is.
    public let reason: Reason

    /// An error at the given place.
    public init(file: String, line: Int, column: Int, message: String, reason: Reason) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.reason = reason
    }

    /// The error's place as a `SourceLocation`.
    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// `path:line:col: error: message`, like a compiler diagnostic.
    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// A place in a source file: 1-based line and column (columns count characters, not bytes).
public struct SourceLocation: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The path of the file, as it was given to the parser.
    public let file: String
    /// The line, counting from 1.
    public let line: Int
    /// The column, counting from 1, in characters.
    public let column: Int

    /// A location in `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:col`, as editors and compilers write it.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders by file path, then line, then column.
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// Bounds no real Interface Builder file comes near; they turn hostile input into an error
/// instead of unbounded memory or time.
public struct ParseLimits: Sendable, Equatable {
    /// The largest file accepted, in bytes. The largest real XIB we have seen is under 400 KB.
    /// Values above `largestFileSize` act as `largestFileSize`.
    public var maxFileSize: Int
    /// The deepest element nesting accepted. Real files stay under 40. libxml2's push parser
    /// sets no depth limit of its own (2.9 checks 256 only in its pull parser), so this is the
    /// only bound: it keeps the stacks of whoever walks the tree recursively in check.
    public var maxDepth: Int
    /// The most attributes one element may carry. Real elements carry under 20. libxml2 2.9
    /// checks each attribute against every earlier one of its element, so a million of them
    /// take minutes; more than this stops the parse before libxml2 reads the element.
    public var maxAttributes: Int

    /// Limits as given; the defaults are 64 MB, 256 levels and 4,096 attributes per element.
    public init(maxFileSize: Int = 64 << 20, maxDepth: Int = 256, maxAttributes: Int = 4_096) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxAttributes = maxAttributes
    }

    /// The default limits: 64 MB, 256 levels of nesting, 4,096 attributes per element.
    public static let `default` = ParseLimits()

    /// The largest file the parser can take: positions and offsets into the model's byte arena
    /// are 32-bit.
    public static let largestFileSize = Int(Int32.max)

    /// `maxFileSize`, capped at what the parser can take.
    var effectiveMaxFileSize: Int { min(maxFileSize, ParseLimits.largestFileSize) }
}

extension ParseError {
    /// A file that could not be read, as the parse error every reader of files reports.
    init(_ error: FileSystem.ReadError) {
        self.init(file: error.file, line: 1, column: 1, message: error.message,
                  reason: error.isTooLarge ? .fileTooLarge : .unreadable)
    }
}
