import Foundation

/// Lines of source text as diagnostics quote them: the one place a line is cut out of bytes.
package enum SourceText {
    /// The line that starts at byte `start`, up to its line break (LF or CR LF), decoded as UTF-8.
    package static func line(startingAt start: Int, in raw: UnsafeRawBufferPointer) -> String {
        let start = min(max(0, start), raw.count)
        var end = raw[start...].firstIndex(of: 0x0A) ?? raw.count
        if end > start, raw[end - 1] == 0x0D { end -= 1 }
        return String(decoding: UnsafeRawBufferPointer(rebasing: raw[start ..< end]), as: UTF8.self)
    }

    /// The line of the first `<<<<<<< ` that starts a line of `raw`, if any: a merge conflict
    /// committed unresolved (a project file, or a nib Xcode then cannot open).
    package static func conflictMarkerLine(in raw: UnsafeRawBufferPointer) -> Int? {
        let marker = Array("<<<<<<< ".utf8)
        var line = 1
        var lineStart = true
        for index in raw.indices {
            if lineStart, raw.count - index >= marker.count, raw[index ..< index + marker.count].elementsEqual(marker) { return line }
            lineStart = raw[index] == UInt8(ascii: "\n")
            if lineStart { line += 1 }
        }
        return nil
    }

    /// Line `number` (1-based) of `raw`, or nil past its end.
    package static func line(_ number: Int, in raw: UnsafeRawBufferPointer) -> String? {
        guard number >= 1 else { return nil }
        var start = 0
        for _ in 1 ..< number {
            guard let newline = raw[start...].firstIndex(of: 0x0A) else { return nil }
            start = newline + 1
        }
        return line(startingAt: start, in: raw)
    }
}
