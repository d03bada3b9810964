import Foundation

/// The built `nibcheck` executable, run as a process (test targets that use it depend on it, so
/// SwiftPM builds it first).
public enum Nibcheck {
    public static let path: String = {
        // Test bundles live in the products folder next to the executables.
        var candidates: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for configuration in ["debug", "release"] {
            candidates.append(Fixtures.repositoryRoot.appendingPathComponent(".build/\(configuration)"))
        }
        for folder in candidates {
            let candidate = folder.appendingPathComponent("nibcheck").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return Fixtures.repositoryRoot.appendingPathComponent(".build/debug/nibcheck").path
    }()

    /// What a run did.
    public struct Run: Sendable {
        public var status: Int32
        public var output: String
        public var error: String
        /// Ended by the harness after its time bound (a stall), not by itself.
        public var timedOut = false
        /// Ended by a signal (a crash): `status` is then the signal's number.
        public var signaled = false
    }

    /// Runs nibcheck with `arguments` in `folder`; a run still going after `timeout` seconds is
    /// killed and reported `timedOut`: the harness bounds a case's time, no test asserts one.
    public static func run(_ arguments: [String], in folder: URL = Fixtures.repositoryRoot, environment: [String: String] = [:],
                           timeout: Double? = nil) throws -> Run {
        try launch(path, arguments, in: folder, environment: environment, timeout: timeout)
    }

    /// Runs `script` with `/bin/sh -c`, with `$NIBCHECK` naming the executable: for what only a
    /// shell sets up (closed descriptors, ignored signals, pipelines).
    public static func runShell(_ script: String, in folder: URL = Fixtures.repositoryRoot,
                                environment: [String: String] = [:]) throws -> Run {
        try launch("/bin/sh", ["-c", script], in: folder, environment: environment.merging(["NIBCHECK": path]) { mine, _ in mine }, timeout: nil)
    }

    /// Runs `executable` to its end (or to `timeout`, then kills it), both pipes read as it goes:
    /// any program a test runs, not only nibcheck.
    public static func launch(_ executable: String, _ arguments: [String], in folder: URL, environment: [String: String],
                               timeout: Double?) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let killed = LockedFlag()
        if let timeout {
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                if process.isRunning {
                    killed.set()
                    kill(pid, SIGKILL)
                }
            }
        }
        // Read both pipes to the end before waiting, so a full pipe can't block the child.
        let errorData = LockedData()
        let errorReader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        errorReader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { usleep(1000) }
        return Run(status: process.terminationStatus,
                   output: String(decoding: outputData, as: UTF8.self),
                   error: String(decoding: errorData.value, as: UTF8.self),
                   timedOut: killed.isSet, signaled: process.terminationReason == .uncaughtSignal)
    }

    /// The shell words that run a command without root's right to read everything (`setpriv` to
    /// nobody), or nothing when the tests don't run as root; nil when root can't give it up.
    public static var unprivilegedPrefix: String? {
        guard getuid() == 0 else { return "" }
        guard let setpriv = Fixtures.which("setpriv") else { return nil }
        return "\(setpriv) --reuid=65534 --regid=65534 --clear-groups "
    }

    /// Runs nibcheck with a pseudo-terminal as its standard output and error, through util-linux
    /// `script`, as someone at a terminal would; `output` is everything the terminal showed.
    /// `environment` values of nil remove the variable. Nil when `script` is not installed.
    public static func runInTerminal(_ arguments: [String], in folder: URL = Fixtures.repositoryRoot,
                              environment: [String: String?] = [:]) throws -> Run? {
        guard let script = Fixtures.which("script") else { return nil }
        func quoted(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let command = ([path] + arguments).map(quoted).joined(separator: " ")
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        // -q: no "Script started" lines; -e: nibcheck's exit status; -c: the command; /dev/null:
        // no typescript file.
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = folder
        process.environment = env
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self), error: "")
    }

    private final class LockedFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.lock(); value = true; lock.unlock() }
        var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
    }

    private final class LockedData: @unchecked Sendable {
        private let lock = NSLock()
        private var data: Data?
        func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
        var isSet: Bool { lock.lock(); defer { lock.unlock() }; return data != nil }
        var value: Data { lock.lock(); defer { lock.unlock() }; return data ?? Data() }
    }
}
