/// What every trapping convenience does with its error: stops the program with the error's full
/// description (file:line of the nib, the message, and what to change), reported at the position
/// of the code that called the convenience, so that Xcode, a test log or a crash report points at
/// the caller's line rather than at NibKit's.
///
/// Each trapping convenience takes `file: StaticString = #fileID, line: UInt = #line` and passes
/// them here; its throwing twin (`tryRegister`, `tryDequeue…`, `tryLoadFromNib`) throws the same
/// error instead.
package func trap(_ error: NibError, file: StaticString, line: UInt) -> Never {
    // `fatalError` already says "Fatal error: "; an error with no file would read
    // "Fatal error: error: …", so its own "error: " goes.
    var text = error.description
    if error.location == nil, text.hasPrefix("error: ") { text.removeFirst("error: ".count) }
    fatalError(text, file: file, line: line)
}
