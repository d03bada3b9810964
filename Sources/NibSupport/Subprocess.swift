import Foundation

/// Running another program to its end: the package's one way to do it (rsvg-convert for pictures,
/// git for `nibcheck diff --git`). Arguments go to the program as they are, never through a
/// shell; standard input is written and standard error read on threads of their own while
/// standard output is read here, so that no pipe can fill and stall the program.
package enum Subprocess {
    package struct Result: Sendable {
        package var status: Int32
        package var output: Data
        package var error: Data
        /// Killed after the time bound it was given, not ended by itself.
        package var timedOut = false
    }

    /// Runs `executable` with `arguments` in `folder` (the current one when nil), with
    /// `environment` (this process's when nil), writing `input` to its standard input. With a
    /// `timeout` (seconds), a program still running then is killed and `timedOut` set; with a
    /// `memoryLimit` (bytes), it runs under that limit on its address space (`ulimit -v`, set by
    /// `/bin/sh` before it execs the program: Foundation's Process has no hook to set a limit in
    /// the child, and the shell's ulimit needs no program of its own), so that it fails to
    /// allocate instead of taking the machine's memory.
    package static func run(_ executable: String, _ arguments: [String], in folder: String? = nil,
                            environment: [String: String]? = nil, input: Data? = nil,
                            timeout: Double? = nil, memoryLimit: Int? = nil) throws -> Result {
        let process = Process()
        if let memoryLimit, FileManager.default.isExecutableFile(atPath: "/bin/sh") {
            // `$0` and `$@` carry the program and its arguments as they are: nothing is parsed.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -v \(max(1, memoryLimit / 1024)) && exec \"$0\" \"$@\"", executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        }
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        if let environment { process.environment = environment }
        let inputPipe = input.map { _ in Pipe() }
        let output = Pipe()
        let errors = Pipe()
        if let inputPipe { process.standardInput = inputPipe } else { process.standardInput = FileHandle.nullDevice }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let killed = Collected()
        if let timeout {
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                if process.isRunning {
                    killed.set(Data([1]))
                    kill(pid, SIGKILL)
                }
            }
        }
        if let inputPipe, let input {
            Thread {
                // write(2) with SIGPIPE blocked on this thread: a program that ends before reading
                // all its input (killed at its bound, or failing) makes the write fail with EPIPE
                // instead of killing this process, and FileHandle's write would trap on it.
                var blocked = sigset_t()
                sigemptyset(&blocked)
                sigaddset(&blocked, SIGPIPE)
                pthread_sigmask(SIG_BLOCK, &blocked, nil)
                let descriptor = inputPipe.fileHandleForWriting.fileDescriptor
                input.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
                    guard let base = bytes.baseAddress else { return }
                    var offset = 0
                    while offset < bytes.count {
                        let written = write(descriptor, base + offset, bytes.count - offset)
                        if written < 0 {
                            if errno == EINTR { continue }
                            return
                        }
                        offset += written
                    }
                }
                try? inputPipe.fileHandleForWriting.close()
            }.start()
        }
        let errorBytes = Collected()
        Thread { errorBytes.set(errors.fileHandleForReading.readDataToEndOfFile()) }.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: data, error: errorBytes.wait(), timedOut: killed.isSet)
    }

    /// Bytes handed from a reading thread to the caller.
    private final class Collected: @unchecked Sendable {
        private let condition = NSCondition()
        private var data: Data?

        func set(_ value: Data) {
            condition.lock()
            data = value
            condition.signal()
            condition.unlock()
        }

        var isSet: Bool {
            condition.lock()
            defer { condition.unlock() }
            return data != nil
        }

        func wait() -> Data {
            condition.lock()
            defer { condition.unlock() }
            while data == nil { condition.wait() }
            return data ?? Data()
        }
    }
}
