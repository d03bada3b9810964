extension NibError {
    /// Stops the program with the error's full description (file:line of the nib, the message,
    /// and what to change), reported at `file` and `line`: what every trapping convenience does
    /// with its error, so that Xcode, a test log or a crash report points at the caller's line
    /// rather than at NibKit's.
    ///
    /// Each trapping convenience takes `file: StaticString = #fileID, line: UInt = #line` and
    /// passes them here; its throwing twin (`tryRegister`, `tryDequeue…`, `tryLoadFromNib`) throws
    /// the same error instead. A convenience written outside NibKit over a throwing call does the
    /// same: `do { try … } catch { error.trap(file: file, line: line) }`.
    public func trap(file: StaticString = #fileID, line: UInt = #line) -> Never {
        // `fatalError` already says "Fatal error: "; an error with no file would read
        // "Fatal error: error: …", so its own "error: " goes.
        var text = description
        if location == nil, text.hasPrefix("error: ") { text.removeFirst("error: ".count) }
        fatalError(text, file: file, line: line)
    }
}

/// `error.trap(file:line:)`, read the other way round where the error is built in place.
func trap(_ error: NibError, file: StaticString, line: UInt) -> Never {
    error.trap(file: file, line: line)
}
