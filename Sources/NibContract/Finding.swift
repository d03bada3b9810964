import NibDocument

/// What a check reports: the element it is about (for file, line, column and id), the message,
/// and what to change. Whoever runs the check adds the severity and the rule id (NibValidation's
/// validator, or `LoadContract` for the runtime).
public struct Finding: Sendable {
    public var element: Element
    public var message: String
    public var hint: String?

    public init(_ element: Element, _ message: String, hint: String? = nil) {
        self.element = element
        self.message = message
        self.hint = hint
    }
}
