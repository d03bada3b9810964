import Foundation
import NibDocument
import NibSupport

/// Build settings of one target in one configuration, layered as Xcode layers them, as far as
/// nibcheck needs them: to work out `PRODUCT_MODULE_NAME`, and the Info.plist an app builds with
/// (`INFOPLIST_FILE`, and the storyboard keys `GENERATE_INFOPLIST_FILE` writes).
///
/// Definitions are added from the lowest level up: the defaults, the project's `.xcconfig`
/// (with its `#include`s, in place), the project's `buildSettings`, the target's `.xcconfig`,
/// the target's `buildSettings`. A value is evaluated when asked for, as Xcode does:
/// `$(inherited)` is the definition of the same setting just below this one (in the same file
/// too), `$(NAME)` is NAME's final value, `$(NAME:c99extidentifier)` and a few other operators
/// transform it.
///
/// A value that cannot be worked out is never guessed: a conditional assignment
/// (`NAME[sdk=iphoneos*] = …`) may or may not apply, an undefined setting may be one of Xcode's
/// own, an unknown operator does who knows what. A value that depends on any of them is
/// `.unknown`. An `.xcconfig` that is named but not there defines nothing, as nibcheck did before
/// it read them: most often it is CocoaPods' (under `Pods/`, seldom committed), which never sets
/// a product or module name.
struct BuildSettings {
    enum Resolution: Equatable {
        case value(String)
        /// No level defines the setting.
        case undefined
        /// The value depends on something nibcheck cannot see.
        case unknown
    }

    private enum Definition {
        case text(String)
        case unknown
    }

    /// Each setting's definitions, lowest first, with the position they were added at.
    private var definitions: [String: [(position: Int, definition: Definition)]] = [:]
    private var position = 0
    /// How deep `#include`s may nest, and evaluation may recurse.
    static let depthLimit = 32
    /// How many files one `add(xcconfig:)` may take in, counting each inclusion: real projects
    /// include a handful; a hostile tree of files that each include the next twice would
    /// otherwise take 2^depth.
    static let inclusionLimit = 1_000
    /// The longest value worked out; longer ones (an expansion or `$(inherited)` doubling bomb)
    /// are unknown. Module names are short.
    static let valueLengthLimit = 4_096
    /// Set when an inclusion limit was reached: what was left out may define anything.
    private var truncated = false

    /// Adds `name = text`, above everything so far.
    mutating func set(_ name: String, _ text: String) {
        position += 1
        definitions[name, default: []].append((position, .text(text)))
    }

    /// Adds a definition of `name` whose value cannot be known (a conditional assignment).
    mutating func setUnknown(_ name: String) {
        position += 1
        definitions[name, default: []].append((position, .unknown))
    }

    /// Adds a `buildSettings` dictionary of a project.pbxproj (keys unordered; list values, which
    /// no name setting has, are left out).
    mutating func add(buildSettings: [String: PropertyList]) {
        for (key, value) in buildSettings.sorted(by: { $0.key < $1.key }) {
            if let bracket = key.firstIndex(of: "[") {
                setUnknown(String(key[..<bracket]))
            } else if let text = value.string {
                set(key, text)
            }
        }
    }

    /// Adds the `.xcconfig` at `path` with what it includes (`#include "…"`, and `#include? "…"`,
    /// whose file may be missing). A missing file adds nothing; so does an include cycle, which
    /// Xcode refuses. `files` keeps each file read once for all the targets of a project.
    mutating func add(xcconfig path: String, files: XcconfigFiles) {
        var including: [String] = []
        var budget = BuildSettings.inclusionLimit
        add(xcconfig: path, files: files, including: &including, budget: &budget)
    }

    private mutating func add(xcconfig path: String, files: XcconfigFiles, including: inout [String], budget: inout Int) {
        guard let file = files.file(at: path), !including.contains(file.path), including.count < BuildSettings.depthLimit else { return }
        guard budget > 0 else {
            truncated = true
            return
        }
        budget -= 1
        including.append(file.path)
        defer { including.removeLast() }
        for line in file.lines {
            switch line {
            case .include(let included): add(xcconfig: included, files: files, including: &including, budget: &budget)
            case .assignment(let name, let value): set(name, value)
            case .conditional(let name): setUnknown(name)
            }
        }
    }

    /// The final value of `name`.
    func value(of name: String) -> Resolution {
        guard !truncated else { return .unknown }
        var known: [ResolutionKey: Resolution] = [:]
        return resolve(name, below: Int.max, depth: 0, known: &known)
    }

    /// A setting as seen from below a position: what `resolve` is asked, each answer kept so
    /// that a setting referenced many times is worked out once (`A = $(B)$(B)`, `B = $(C)$(C)`, …
    /// would otherwise take 2^depth).
    private struct ResolutionKey: Hashable {
        var name: String
        var limit: Int
    }

    private func resolve(_ name: String, below limit: Int, depth: Int, known: inout [ResolutionKey: Resolution]) -> Resolution {
        guard depth < BuildSettings.depthLimit else { return .unknown }
        let key = ResolutionKey(name: name, limit: limit)
        if let answer = known[key] { return answer }
        let answer: Resolution
        if let top = definitions[name]?.last(where: { $0.position < limit }) {
            switch top.definition {
            case .unknown:
                answer = .unknown
            case .text(let text):
                answer = expand(text, name: name, position: top.position, depth: depth + 1, known: &known).map { .value($0) } ?? .unknown
            }
        } else {
            answer = .undefined
        }
        known[key] = answer
        return answer
    }

    /// `text` with every `$(…)` and `${…}` replaced; nil when one cannot be known, or the value
    /// grows past `valueLengthLimit`.
    private func expand(_ text: String, name: String, position: Int, depth: Int, known: inout [ResolutionKey: Resolution]) -> String? {
        guard depth < BuildSettings.depthLimit else { return nil }
        var result = ""
        var rest = text[...]
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, let close = BuildSettings.closing(rest[afterDollar]) else {
                result += "$"
                rest = rest[afterDollar...]
                continue
            }
            // The reference's end, counting nested references.
            let open = rest[afterDollar]
            var level = 0
            var end: Substring.Index?
            var index = afterDollar
            while index < rest.endIndex {
                if rest[index] == open { level += 1 } else if rest[index] == close {
                    level -= 1
                    if level == 0 { end = index; break }
                }
                index = rest.index(after: index)
            }
            guard let end else { return nil }
            guard let inner = expand(String(rest[rest.index(after: afterDollar)..<end]), name: name, position: position, depth: depth + 1, known: &known) else { return nil }
            let parts = inner.split(separator: ":", maxSplits: .max, omittingEmptySubsequences: false)
            let reference = String(parts[0])
            var value: String
            if reference == "inherited" {
                switch resolve(name, below: position, depth: depth + 1, known: &known) {
                case .value(let inherited): value = inherited
                case .undefined: value = ""
                case .unknown: return nil
                }
            } else {
                guard case .value(let referenced) = resolve(reference, below: Int.max, depth: depth + 1, known: &known) else { return nil }
                value = referenced
            }
            for operation in parts.dropFirst() {
                guard let transformed = BuildSettings.apply(String(operation), to: value) else { return nil }
                value = transformed
            }
            result += value
            guard result.utf8.count <= BuildSettings.valueLengthLimit else { return nil }
            rest = rest[rest.index(after: end)...]
        }
        result += rest
        return result.utf8.count <= BuildSettings.valueLengthLimit ? result : nil
    }

    /// `path`, or the one file in its folder whose name differs only in case: Xcode projects are
    /// mostly made on macOS, whose disks ignore case, so `#include "Version.public.xcconfig"`
    /// finds `Version.Public.xcconfig` there.
    static func existing(_ path: String) -> String? {
        if FileManager.default.fileExists(atPath: path) { return path }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent.lowercased()
        let matches = (FileSystem.entries(of: folder) ?? []).filter { $0.kind == .file && $0.name.lowercased() == name }
        return matches.count == 1 ? folder + "/" + matches[0].name : nil
    }

    private static func closing(_ open: Character) -> Character? {
        switch open {
        case "(": return ")"
        case "{": return "}"
        default: return nil
        }
    }

    /// Xcode's build setting operators that a name can go through.
    private static func apply(_ operation: String, to value: String) -> String? {
        switch operation {
        case "c99extidentifier", "identifier": return ProjectLayout.c99Identifier(value)
        case "rfc1034identifier": return String(value.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" })
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        default:
            if operation.hasPrefix("default=") { return value.isEmpty ? String(operation.dropFirst("default=".count)) : value }
            return nil
        }
    }

    /// A setting's name: a letter or underscore, then letters, digits and underscores (ASCII).
    static func isName(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return bytes.allSatisfy { byte in
            byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }
}

/// `.xcconfig` files, each read and parsed once (a project's targets share most of theirs), and
/// only inside the project's roots: an `#include` that climbs out of them is not read.
final class XcconfigFiles {
    enum Line: Equatable {
        /// `#include "path"` or `#include? "path"`, the path made absolute.
        case include(String)
        case assignment(name: String, value: String)
        /// `NAME[condition] = value`.
        case conditional(name: String)
    }

    struct File {
        /// Absolute, as found (see `BuildSettings.existing`).
        var path: String
        var lines: [Line]
    }

    private var files: [String: File?] = [:]
    private let roots: [ProjectRoot]

    /// Files read inside `roots`.
    init(roots: [ProjectRoot]) {
        self.roots = roots
    }

    /// The file at `path` parsed, nil when there is none (or it is outside the roots, not a
    /// regular file, or over the size limit).
    func file(at path: String) -> File? {
        if let known = files[path] { return known }
        var file: File?
        if let found = BuildSettings.existing(FileSystem.absolute(path)), let root = ProjectRoot.holding(found, in: roots),
           let data = try? root.read(found, maxSize: ProjectRoot.Limit.source) {
            file = File(path: found, lines: XcconfigFiles.parse([UInt8](data), folder: (found as NSString).deletingLastPathComponent))
        }
        files[path] = file
        return file
    }

    /// The lines that matter of an `.xcconfig`: `//` starts a comment anywhere on a line, as in
    /// Xcode (URLs need `/$()/`); a value wholly in double quotes loses them; lines that are
    /// neither an include nor an assignment to a valid name are skipped.
    static func parse(_ bytes: [UInt8], folder: String) -> [Line] {
        var result: [Line] = []
        for rawLine in bytes.split(whereSeparator: { $0 == 0x0A || $0 == 0x0D }) {
            var line = rawLine
            var index = line.startIndex
            while index + 1 < line.endIndex {
                if line[index] == UInt8(ascii: "/"), line[index + 1] == UInt8(ascii: "/") {
                    line = line[..<index]
                    break
                }
                index += 1
            }
            line = trimmed(line)
            if line.starts(with: "#include".utf8) {
                var rest = line.dropFirst("#include".utf8.count)
                if rest.first == UInt8(ascii: "?") { rest = rest.dropFirst() }
                rest = trimmed(rest)
                guard rest.count >= 2, rest.first == UInt8(ascii: "\""), rest.last == UInt8(ascii: "\"") else { continue }
                let included = String(decoding: rest.dropFirst().dropLast(), as: UTF8.self)
                result.append(.include(included.hasPrefix("/") ? included : folder + "/" + included))
                continue
            }
            guard let equals = line.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let key = trimmed(line[..<equals])
            var value = trimmed(line[(equals + 1)...])
            if value.count >= 2, value.first == UInt8(ascii: "\""), value.last == UInt8(ascii: "\"") { value = value.dropFirst().dropLast() }
            if let bracket = key.firstIndex(of: UInt8(ascii: "[")) {
                let name = key[..<bracket]
                if BuildSettings.isName(name) { result.append(.conditional(name: String(decoding: name, as: UTF8.self))) }
            } else if BuildSettings.isName(key) {
                result.append(.assignment(name: String(decoding: key, as: UTF8.self), value: String(decoding: value, as: UTF8.self)))
            }
        }
        return result
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        var slice = bytes
        while let first = slice.first, isSpace(first) { slice = slice.dropFirst() }
        while let last = slice.last, isSpace(last) { slice = slice.dropLast() }
        return slice
    }
}
