import NibDocument

/// What a check reports: the element it is about (for file, line, column and id), the message,
/// and what to change. Whoever runs the check adds the severity and the rule id (NibValidation's
/// validator, or `LoadContract` for the runtime).
public struct Finding: Sendable {
    public var element: Element
    public var message: String
    public var hint: String?
    /// The finding is at most a warning, whatever its rule's severity: what it reports cannot
    /// crash or certainly break on a device (an error's promise), though the rule's other
    /// findings can.
    public var isAtMostWarning: Bool
    /// The finding is at most info: it says what could not be checked, and nothing about it
    /// can show on a device.
    public var isAtMostInfo: Bool

    public init(_ element: Element, _ message: String, hint: String? = nil, isAtMostWarning: Bool = false, isAtMostInfo: Bool = false) {
        self.element = element
        self.message = message
        self.hint = hint
        self.isAtMostWarning = isAtMostWarning
        self.isAtMostInfo = isAtMostInfo
    }
}
