import Foundation
import NibDocument
import NibSupport

/// SourceKit run in supervised child processes: the Swift parser inside sourcekitd crashes on some
/// inputs (10,000-deep generics overflow its stack) and takes exponential time on others (`[[[…]]]`
/// 28 deep takes a minute, each two more levels four times as long). In process, one such file in a
/// pull request kills nibcheck and every finding with it. Here each request goes to a worker
/// process (`nibcheck __sourcekit-worker`) with a time limit and a memory cap; a worker that
/// crashes, stalls or runs out of memory is killed and replaced, and only its file is reported
/// as unreadable.
package final class SourceKitWorkers: SwiftStructureReading {
    /// The limits of one request.
    package struct Limits: Sendable {
        /// Seconds one file may take (real files take well under one).
        package var seconds: Double = 10
        /// The most memory (resident) a worker may use, in bytes; watched by the parent, since an
        /// address-space limit would also stop a worker built with AddressSanitizer, whose shadow
        /// memory is address space.
        package var memory: Int = 6 << 30

        /// The default limits, with `NIBCHECK_SOURCEKIT_SECONDS` and
        /// `NIBCHECK_SOURCEKIT_MEMORY_MB` from `environment` where set.
        package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
            if let text = environment["NIBCHECK_SOURCEKIT_SECONDS"], let value = Double(text), value.isFinite, value > 0 { seconds = value }
            if let text = environment["NIBCHECK_SOURCEKIT_MEMORY_MB"], let value = Int(text), value > 0, value < 1 << 40 { memory = value << 20 }
        }
    }

    private let command: [String]
    private let environment: [String: String]
    private let limits: Limits
    private let idle = Locked<[Worker]>([])

    /// Workers started as `command` (an executable and its arguments, ending in the worker's
    /// subcommand), each checked to have loaded sourcekitd: the first one's failure to load is
    /// thrown, as `SourceKit.load` throws it.
    package init(command: [String], environment: [String: String], limits: Limits) throws(SourceKit.LoadError) {
        self.command = command
        self.environment = environment
        self.limits = limits
        do {
            let worker = try Worker(command: command, environment: environment, limits: limits)
            idle.withLock { $0.append(worker) }
        } catch {
            throw SourceKit.LoadError(description: error.description)
        }
    }

    deinit {
        for worker in idle.withLock({ $0 }) { worker.stop() }
    }

    /// The substructure of `source`, from an idle worker or a new one; a worker that fails is
    /// not reused.
    package func structure(of source: [UInt8], name: String) throws(SourceKit.RequestError) -> [SourceKit.Node] {
        let worker: Worker
        if let waiting = idle.withLock({ $0.popLast() }) {
            worker = waiting
        } else {
            do throws(Worker.Failure) {
                worker = try Worker(command: command, environment: environment, limits: limits)
            } catch {
                throw SourceKit.RequestError(description: error.description)
            }
        }
        do throws(Worker.Failure) {
            let nodes = try worker.structure(of: source, name: name)
            idle.withLock { $0.append(worker) }
            return nodes
        } catch {
            worker.stop()
            throw SourceKit.RequestError(description: error.description)
        }
    }

    // MARK: The parent's side of one worker

    private final class Worker: @unchecked Sendable {
        struct Failure: Error, CustomStringConvertible {
            var description: String
        }

        private let process = Process()
        private let input = Pipe()
        private let output = Pipe()
        private let limits: Limits

        init(command: [String], environment: [String: String], limits: Limits) throws(Failure) {
            self.limits = limits
            process.executableURL = URL(fileURLWithPath: command[0])
            process.arguments = Array(command.dropFirst())
            process.environment = environment
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { throw Failure(description: "the SourceKit worker could not be started: \(error)") }
            // The handshake: whether the worker loaded sourcekitd.
            let ready = try read(deadline: .now() + max(limits.seconds, 30))
            guard let status = ready.first else { throw Failure(description: "the SourceKit worker did not start") }
            if status != 0 {
                stop()
                throw Failure(description: String(decoding: ready.dropFirst(), as: UTF8.self))
            }
        }

        func structure(of source: [UInt8], name: String) throws(Failure) -> [SourceKit.Node] {
            var request = WireWriter()
            request.bytes(Array(name.utf8))
            request.bytes(source)
            guard writeAll(request.data) else { throw Failure(description: "the SourceKit worker ended") }
            let answer = try read(deadline: .now() + limits.seconds)
            guard let status = answer.first else { throw Failure(description: "the SourceKit worker gave no answer") }
            if status != 0 { throw Failure(description: String(decoding: answer.dropFirst(), as: UTF8.self)) }
            var reader = WireReader(Array(answer.dropFirst()))
            guard let nodes = reader.nodes() else { throw Failure(description: "the SourceKit worker's answer is damaged") }
            return nodes
        }

        /// The worker's resident memory, from `/proc` (nil where there is none, as on macOS).
        private func residentBytes() -> Int? {
            guard let data = try? FileSystem.readRegularFile(Array("/proc/\(process.processIdentifier)/statm".utf8),
                                                             name: "statm", maxSize: 256) else { return nil }
            let fields = String(decoding: data, as: UTF8.self).split(separator: " ")
            guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
            return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        }

        func stop() {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }

        private func writeAll(_ bytes: [UInt8]) -> Bool {
            let descriptor = input.fileHandleForWriting.fileDescriptor
            var written = 0
            while written < bytes.count {
                let count = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += count
            }
            return true
        }

        /// One framed message (a 4-byte little-endian length, then that many bytes), read by the
        /// deadline; a worker that is silent past it is killed.
        private func read(deadline: DispatchTime) throws(Failure) -> [UInt8] {
            let header = try read(count: 4, deadline: deadline)
            let length = Int(header[0]) | Int(header[1]) << 8 | Int(header[2]) << 16 | Int(header[3]) << 24
            return try read(count: length, deadline: deadline)
        }

        private func read(count: Int, deadline: DispatchTime) throws(Failure) -> [UInt8] {
            let descriptor = output.fileHandleForReading.fileDescriptor
            var bytes = [UInt8](repeating: 0, count: count)
            var done = 0
            while done < count {
                let now = DispatchTime.now()
                guard now < deadline else {
                    stop()
                    throw Failure(description: "SourceKit took longer than \(Output.seconds(limits.seconds)) on it and was stopped")
                }
                if let resident = residentBytes(), resident > limits.memory {
                    stop()
                    throw Failure(description: "SourceKit used more than \(limits.memory >> 20) MB on it and was stopped")
                }
                // Woken at least every tenth of a second, to watch the worker's memory.
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let milliseconds = Int32(min(100, Double(deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1e6 + 1))
                let ready = poll(&poller, 1, milliseconds)
                if ready < 0 {
                    if errno == EINTR { continue }
                    throw Failure(description: "the SourceKit worker could not be read")
                }
                if ready == 0 { continue }
                let got = bytes[done...].withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
                if got < 0, errno == EINTR { continue }
                if got <= 0 {
                    process.waitUntilExit()
                    let how = process.terminationReason == .uncaughtSignal
                        ? "crashed (signal \(process.terminationStatus))" : "ended (status \(process.terminationStatus))"
                    throw Failure(description: "SourceKit \(how) on it")
                }
                done += got
            }
            return bytes
        }
    }

    /// Seconds as people read them.
    private enum Output {
        static func seconds(_ value: Double) -> String {
            value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
        }
    }

    // MARK: The worker's side

    /// The hidden subcommand of nibcheck that runs `serve`.
    package static let subcommand = "__sourcekit-worker"

    /// `ARGUMENTS` of the subcommand (`[--sourcekit PATH]`) served; nil when they are not the
    /// worker's.
    package static func serve(arguments: [String]) -> Never? {
        guard arguments.first == subcommand else { return nil }
        let path = arguments.count == 3 && arguments[1] == "--sourcekit" ? arguments[2] : nil
        serve(sourceKitPath: path)
    }

    /// Serves requests on standard input until it closes: the body of `nibcheck __sourcekit-worker
    /// [--sourcekit PATH]`. Answers first whether sourcekitd loaded, then each file's substructure.
    package static func serve(sourceKitPath: String?) -> Never {
        let sourceKit: SourceKit
        do {
            sourceKit = try SourceKit.load(explicitPath: sourceKitPath)
        } catch {
            send([1] + Array(error.description.utf8))
            exit(1)
        }
        send([0])
        while let name = receive(), let source = receive() {
            do {
                let nodes = try sourceKit.structure(of: source, name: String(decoding: name, as: UTF8.self))
                var answer = WireWriter()
                answer.nodes(nodes)
                send([0] + answer.data)
            } catch {
                send([1] + Array(error.description.utf8))
            }
        }
        exit(0)
    }

    private static func send(_ message: [UInt8]) {
        var framed = WireWriter()
        framed.bytes(message)
        var written = 0
        while written < framed.data.count {
            let count = framed.data[written...].withUnsafeBytes { Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { exit(1) }
            written += count
        }
    }

    private static func receive() -> [UInt8]? {
        func exactly(_ count: Int) -> [UInt8]? {
            var bytes = [UInt8](repeating: 0, count: count)
            var done = 0
            while done < count {
                let got = bytes[done...].withUnsafeMutableBytes { Foundation.read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if got < 0, errno == EINTR { continue }
                if got <= 0 { return nil }
                done += got
            }
            return bytes
        }
        guard let header = exactly(4) else { return nil }
        return exactly(Int(header[0]) | Int(header[1]) << 8 | Int(header[2]) << 16 | Int(header[3]) << 24)
    }
}

/// What reads a Swift file's substructure: sourcekitd in this process (for tests and tools that
/// trust their input) or in supervised workers (nibcheck, whose input is a pull request).
package protocol SwiftStructureReading: Sendable {
    func structure(of source: [UInt8], name: String) throws(SourceKit.RequestError) -> [SourceKit.Node]
}

extension SourceKit: SwiftStructureReading {}

// MARK: The wire format: length-prefixed bytes and integers, little-endian

private struct WireWriter {
    var data: [UInt8] = []

    mutating func integer(_ value: Int) {
        let bits = UInt64(bitPattern: Int64(value))
        for shift in stride(from: 0, to: 64, by: 8) { data.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }

    mutating func bytes(_ value: [UInt8]) {
        let count = UInt32(truncatingIfNeeded: value.count)
        for shift in stride(from: 0, to: 32, by: 8) { data.append(UInt8(truncatingIfNeeded: count >> UInt32(shift))) }
        data += value
    }

    mutating func string(_ value: String?) {
        if let value {
            data.append(1)
            bytes(Array(value.utf8))
        } else {
            data.append(0)
        }
    }

    mutating func nodes(_ nodes: [SourceKit.Node]) {
        integer(nodes.count)
        for node in nodes {
            string(node.kind)
            string(node.name)
            for value in [node.offset, node.length, node.nameOffset, node.bodyOffset, node.bodyLength] { integer(value) }
            string(node.typeName)
            integer(node.inheritedTypes.count)
            for type in node.inheritedTypes { string(type) }
            integer(node.attributes.count)
            for attribute in node.attributes {
                string(attribute.kind)
                integer(attribute.offset)
                integer(attribute.length)
            }
            self.nodes(node.children)
        }
    }
}

private struct WireReader {
    private let data: [UInt8]
    private var position = 0

    init(_ data: [UInt8]) { self.data = data }

    mutating func integer() -> Int? {
        guard position + 8 <= data.count else { return nil }
        var bits: UInt64 = 0
        for index in 0 ..< 8 { bits |= UInt64(data[position + index]) << UInt64(index * 8) }
        position += 8
        return Int(Int64(bitPattern: bits))
    }

    mutating func bytes() -> [UInt8]? {
        guard position + 4 <= data.count else { return nil }
        let count = Int(data[position]) | Int(data[position + 1]) << 8 | Int(data[position + 2]) << 16 | Int(data[position + 3]) << 24
        position += 4
        guard position + count <= data.count else { return nil }
        defer { position += count }
        return Array(data[position ..< position + count])
    }

    /// A string that may be absent: the outer optional is damage, the inner one absence.
    mutating func string() -> String?? {
        guard position < data.count else { return nil }
        position += 1
        if data[position - 1] == 0 { return .some(nil) }
        guard let bytes = bytes() else { return nil }
        return .some(String(decoding: bytes, as: UTF8.self))
    }

    /// A count no larger than what is left could hold: damage can't make a huge allocation.
    mutating func count() -> Int? {
        guard let count = integer(), count >= 0, count <= data.count - position else { return nil }
        return count
    }

    mutating func nodes(depth: Int = 0) -> [SourceKit.Node]? {
        guard depth < 1_000, let count = self.count() else { return nil }
        var nodes: [SourceKit.Node] = []
        for _ in 0 ..< count {
            guard case let kind?? = string(), case let name? = string() else { return nil }
            var node = SourceKit.Node(kind: kind)
            node.name = name
            guard let offset = integer(), let length = integer(), let nameOffset = integer(), let bodyOffset = integer(),
                  let bodyLength = integer(), case let typeName? = string(), let inheritedCount = self.count() else { return nil }
            (node.offset, node.length, node.nameOffset, node.bodyOffset, node.bodyLength) = (offset, length, nameOffset, bodyOffset, bodyLength)
            node.typeName = typeName
            for _ in 0 ..< inheritedCount {
                guard case let type?? = string() else { return nil }
                node.inheritedTypes.append(type)
            }
            guard let attributeCount = self.count() else { return nil }
            for _ in 0 ..< attributeCount {
                guard case let attributeKind?? = string(), let attributeOffset = integer(), let attributeLength = integer() else { return nil }
                node.attributes.append(SourceKit.Node.Attribute(kind: attributeKind, offset: attributeOffset, length: attributeLength))
            }
            guard let children = self.nodes(depth: depth + 1) else { return nil }
            node.children = children
            nodes.append(node)
        }
        return nodes
    }
}
