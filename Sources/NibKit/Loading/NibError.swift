import Foundation
import NibDocument
import NibContract

/// Everything that can go wrong finding, loading, registering or instantiating a nib, as one
/// error that reads like a compiler diagnostic (`BookCell.xib:12:5: error: … [rule-id]`) and keeps
/// its parts for code: the kind, the location, the object id, the rule id, and the error that
/// caused it.
public struct NibError: Error, Sendable, CustomStringConvertible, Equatable {
    /// What went wrong, as a typed reason.
    public enum Kind: String, Sendable, Equatable {
        /// No file for the nib's name where the loader looked.
        case notFound
        /// The file is not a well-formed Interface Builder document (`underlying` is the
        /// `ParseError`).
        case parse
        /// The file breaks a rule (the cell contract, dangling references, …).
        case invalid
        /// A legacy archive or a storyboard: not something `Nib` instantiates.
        case unsupported
        /// A `customClass` no type is registered for, or a bare name several modules register.
        case unknownClass
        /// An outlet the source's class does not declare.
        case unknownOutlet
        /// An outlet whose destination has the wrong type.
        case outletType
        /// An action sent to a class that declares no method for its selector (found when a nib
        /// is registered or checked; see `Nib.checkConnections`).
        case unknownAction
        /// An action whose method takes a sender of another type than the control that sends it.
        case actionType
        /// A registration that contradicts an earlier one, or an empty identifier.
        case registration
        /// A dequeue that UIKit would answer with an exception.
        case dequeue
        /// A batch update that does not add up with the data source's counts ("Invalid update").
        case update
        /// An object's `init(coder:)`, or applying a runtime attribute, threw (`underlying` is
        /// what it threw).
        case decoding
    }

    /// What went wrong.
    public var kind: Kind
    /// Where, when the error is about a place in a file; nil when it is about no file (a dequeue
    /// of an unregistered identifier, say).
    public var location: SourceLocation?
    /// The Interface Builder object id concerned, when there is one.
    public var objectID: String?
    /// The rule broken, when the error comes from validation.
    public var ruleID: RuleID?
    /// What went wrong and, where it helps, what to change.
    public var message: String
    /// What to change, when `message` does not already end with it (a rule's hint, or the remedy
    /// for a parse error). `description` ends with it.
    public var hint: String?
    /// Every finding when the nib broke rules (the first is the one described).
    public var diagnostics: [Diagnostic]
    /// The error this one reports: a `ParseError`, or what an `init(coder:)` threw. (`Error`
    /// implies `Sendable`, so any error can be kept.)
    public var underlying: (any Error)?

    /// The file the error is about, when there is one.
    public var file: String? { location?.file }

    public init(kind: Kind, location: SourceLocation? = nil, objectID: String? = nil, ruleID: RuleID? = nil,
                message: String, hint: String? = nil, diagnostics: [Diagnostic] = [], underlying: (any Error)? = nil) {
        self.kind = kind
        self.location = location
        self.objectID = objectID
        self.ruleID = ruleID
        self.message = message
        self.hint = hint
        self.diagnostics = diagnostics
        self.underlying = underlying
    }

    /// A file that could not be parsed; the `ParseError` is kept as `underlying`.
    public init(_ error: ParseError) {
        self.init(kind: .parse, location: error.location, ruleID: error.ruleID, message: error.message,
                  hint: "fix the file there (or open it in Xcode and save it again)", underlying: error)
    }

    /// A nib that broke rules: the first finding is the one described, all are kept.
    init(_ diagnostics: [Diagnostic]) {
        let first = diagnostics[0]
        self.init(kind: .invalid, location: first.location, objectID: first.objectID, ruleID: first.ruleID,
                  message: first.message, hint: first.hint, diagnostics: diagnostics)
    }

    init(_ kind: Kind, _ message: String, at element: Element, underlying: (any Error)? = nil) {
        self.init(kind: kind, location: element.location, objectID: element.id, message: message, underlying: underlying)
    }

    /// Why parsing failed, when it did.
    public var parseError: ParseError? { underlying as? ParseError }

    public var description: String {
        var text = location.map { "\($0): error: \(message)" } ?? "error: \(message)"
        if let ruleID { text += " [\(ruleID)]" }
        for extra in diagnostics.dropFirst() { text += "\n\(extra)" }
        if let hint { text += "\n" + (location.map { "\($0): note: " } ?? "note: ") + hint }
        return text
    }

    /// Equal when everything but `underlying` (which need not be `Equatable`) is equal.
    public static func == (a: NibError, b: NibError) -> Bool {
        a.kind == b.kind && a.location == b.location && a.objectID == b.objectID && a.ruleID == b.ruleID
            && a.message == b.message && a.hint == b.hint && a.diagnostics == b.diagnostics
    }
}

extension Document {
    /// Where a nib's top-level objects start (`<objects>`), for errors about them as a whole.
    var topLevelLocation: SourceLocation { (objectsElement ?? root).location }
}
