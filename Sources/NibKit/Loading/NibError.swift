import Foundation
import NibDocument
import NibValidation

/// Everything that can go wrong finding, loading, registering or instantiating a nib, as one
/// error that reads like a compiler diagnostic (`BookCell.xib:12:5: error: … [rule-id]`) and keeps
/// its parts for code: file, line, column, object id, rule id.
public struct NibError: Error, Sendable, CustomStringConvertible, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// No file for the nib's name where the loader looked.
        case notFound
        /// The file is not a well-formed Interface Builder document.
        case parse
        /// The file breaks a rule (the cell contract, dangling references, …).
        case invalid
        /// A legacy archive or a storyboard: not something `Nib` instantiates.
        case unsupported
        /// A `customClass` no type is registered for.
        case unknownClass
        /// An outlet the source's class does not declare.
        case unknownOutlet
        /// An outlet whose destination has the wrong type.
        case outletType
        /// A registration that contradicts an earlier one, or an empty identifier.
        case registration
        /// A dequeue that UIKit would answer with an exception.
        case dequeue
    }

    public var kind: Kind
    public var file: String
    public var line: Int
    public var column: Int
    public var objectID: String?
    public var ruleID: String?
    public var message: String
    /// Every finding when the nib broke rules (the first is the one described).
    public var diagnostics: [Diagnostic]

    public init(kind: Kind, file: String, line: Int = 0, column: Int = 0, objectID: String? = nil,
                ruleID: String? = nil, message: String, diagnostics: [Diagnostic] = []) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.objectID = objectID
        self.ruleID = ruleID
        self.message = message
        self.diagnostics = diagnostics
    }

    init(_ error: ParseError) {
        self.init(kind: .parse, file: error.file, line: error.line, column: error.column,
                  ruleID: Validator().diagnostic(for: error)?.ruleID, message: error.message)
    }

    init(_ diagnostics: [Diagnostic]) {
        let first = diagnostics[0]
        self.init(kind: .invalid, file: first.file, line: first.line, column: first.column,
                  objectID: first.objectID, ruleID: first.ruleID, message: first.message, diagnostics: diagnostics)
    }

    init(_ kind: Kind, _ message: String, at element: Element) {
        let location = element.location
        self.init(kind: kind, file: location.file, line: location.line, column: location.column,
                  objectID: element.id, message: message)
    }

    public var description: String {
        var text = line > 0 ? "\(file):\(line):\(column): error: \(message)" : "error: \(message)"
        if let ruleID { text += " [\(ruleID)]" }
        for extra in diagnostics.dropFirst() { text += "\n\(extra)" }
        return text
    }
}
