import Foundation
import NibDocument
import NibSupport

/// Standard output and standard error, written with `write(2)`.
///
/// FileHandle's `write` traps when the other end is gone (a `try!` inside it): a closed stdout,
/// `/dev/full`, or `| head -1` with SIGPIPE ignored crashed nibcheck. Here a failed write ends
/// the run with exit status 2 and one line on standard error (when standard error is the stream
/// that failed, there is nowhere to say it).
enum Output {
    /// Findings and dumps. Buffered: `flush()` before exiting.
    nonisolated(unsafe) static var standardOutput = DescriptorStream(descriptor: STDOUT_FILENO, name: "standard output")

    static func print(_ text: String) {
        standardOutput.write(text)
    }

    /// Text made from a project's files (names, ids, a nib's strings) on standard output, each line
    /// escaped on its own: nothing in a file can start a line of its own, forge a CI annotation
    /// or reverse what a terminal shows.
    static func printEscaped(_ text: String) {
        standardOutput.write(text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { PrintableName.oneLine(String($0)) }.joined(separator: "\n"))
    }

    /// A line (or, with `newline: false`, a progress update) on standard error, unbuffered.
    static func error(_ text: String, newline: Bool = true) {
        let line = newline && !text.hasSuffix("\n") ? text + "\n" : text
        DescriptorStream.writeAll(Array(line.utf8), to: STDERR_FILENO, name: "standard error")
    }

    static func flush() {
        standardOutput.flush()
    }

    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org).
    static var useColor: Bool {
        standardOutputIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    /// `count` and the noun, singular for one: "1 error", "2 files".
    static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

/// A file descriptor as a `TextOutputStream`, buffered in 64 KB pieces so a long report is
/// streamed, not built whole.
struct DescriptorStream: TextOutputStream {
    let descriptor: Int32
    let name: String
    private var buffer: [UInt8] = []

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
        buffer.reserveCapacity(DescriptorStream.bufferSize)
    }

    static let bufferSize = 1 << 16

    mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= DescriptorStream.bufferSize { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        DescriptorStream.writeAll(buffer, to: descriptor, name: name)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes every byte, retrying short writes and interruptions; any other failure (EPIPE,
    /// ENOSPC, EBADF, …) ends the run with exit status 2.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, name: String) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written >= 0 {
                    offset += written
                    continue
                }
                switch errno {
                case EINTR:
                    continue
                case EAGAIN:
                    // A non-blocking descriptor inherited from the caller: wait until it drains.
                    var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&request, 1, -1)
                default:
                    failed(name, errno, descriptor: descriptor)
                }
            }
        }
    }

    private static func failed(_ name: String, _ code: Int32, descriptor: Int32) -> Never {
        if descriptor != STDERR_FILENO {
            let line = Array("nibcheck: cannot write to \(name): \(String(cString: strerror(code)))\n".utf8)
            _ = line.withUnsafeBytes { systemWrite(STDERR_FILENO, $0.baseAddress!, $0.count) }
        }
        exit(2)
    }
}

/// POSIX `write(2)` (the name `write` is taken by `TextOutputStream.write` inside the type).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(descriptor, bytes, count)
    #else
    return Darwin.write(descriptor, bytes, count)
    #endif
}

struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
