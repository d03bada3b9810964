import Foundation

/// Where the test fixtures live, found from this file's own path so tests run from any folder.
public enum Fixtures {
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static let samples = repositoryRoot.appendingPathComponent("Samples")
    public static let valid = samples.appendingPathComponent("Valid")
    public static let broken = samples.appendingPathComponent("Broken")
    public static let resources = repositoryRoot.appendingPathComponent("Resources")

    public static func valid(_ name: String) -> URL { valid.appendingPathComponent(name) }
    public static func broken(_ name: String) -> URL { broken.appendingPathComponent(name) }

    /// Where the real-world corpus is looked for: `$NIBKIT_CORPUS` when set, else
    /// `../shared/corpus` beside the repository root.
    public static let corpusPath: String = {
        if let path = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"], !path.isEmpty {
            return URL(fileURLWithPath: path).standardizedFileURL.path
        }
        return repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus").path
    }()

    /// The corpus, or nil when `corpusPath` holds no MANIFEST.tsv. Tests that read it carry
    /// `.enabled(if: Fixtures.corpusURL != nil, …)`, so without it they are reported as skipped,
    /// never as passed.
    public static let corpusURL: URL? = {
        let url = URL(fileURLWithPath: corpusPath, isDirectory: true)
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("MANIFEST.tsv").path) ? url : nil
    }()

    /// Why corpus tests are skipped, for their `.enabled(if:)` trait.
    public static var noCorpus: String { "no corpus at \(corpusPath) (set NIBKIT_CORPUS to point at one)" }

    /// One row of the corpus's MANIFEST.tsv.
    public struct CorpusEntry: Sendable {
        public let path: String
        public let kind: String
        public let topLevel: [String]
        public let url: URL
        /// The file's size as the manifest records it.
        public let bytes: Int
    }

    public static func corpusEntries(_ corpus: URL) throws -> [CorpusEntry] {
        let manifest = try String(contentsOf: corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        return manifest.split(separator: "\n").dropFirst().map { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return CorpusEntry(
                path: columns[0], kind: columns[6],
                topLevel: columns[7].split(separator: ",").map(String.init),
                url: corpus.appendingPathComponent(columns[0]), bytes: Int(columns[4]) ?? -1)
        }
    }

    /// An iOS XIB around `objects` (top-level objects' XML), in the shape Interface Builder writes.
    public static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    /// Every .xib and .storyboard below `folder`, sorted.
    public static func interfaceFiles(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "xib" || url.pathExtension == "storyboard" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Runs a program and returns its standard output (standard error is passed through).
    public static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The path of a program on PATH, or nil.
    public static func which(_ program: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
