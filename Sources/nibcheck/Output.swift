import Foundation

enum Output {
    static func print(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String, newline: Bool = true) {
        FileHandle.standardError.write(Data((newline && !text.hasSuffix("\n") ? text + "\n" : text).utf8))
    }

    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org).
    static var useColor: Bool {
        standardOutputIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
}

struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
