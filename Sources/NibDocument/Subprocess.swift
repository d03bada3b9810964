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
    }

    /// Runs `executable` with `arguments` in `folder` (the current one when nil), with
    /// `environment` (this process's when nil), writing `input` to its standard input.
    package static func run(_ executable: String, _ arguments: [String], in folder: String? = nil,
                            environment: [String: String]? = nil, input: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        if let environment { process.environment = environment }
        let inputPipe = input.map { _ in Pipe() }
        let output = Pipe()
        let errors = Pipe()
        if let inputPipe { process.standardInput = inputPipe } else { process.standardInput = FileHandle.nullDevice }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        if let inputPipe, let input {
            Thread {
                inputPipe.fileHandleForWriting.write(input)
                try? inputPipe.fileHandleForWriting.close()
            }.start()
        }
        let errorBytes = Collected()
        Thread { errorBytes.set(errors.fileHandleForReading.readDataToEndOfFile()) }.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: data, error: errorBytes.wait())
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

        func wait() -> Data {
            condition.lock()
            defer { condition.unlock() }
            while data == nil { condition.wait() }
            return data ?? Data()
        }
    }
}
