import Foundation
import NibTestSupport
import Testing

/// `ClassRegistry.shared` is the app's registry, one per process: a test that registers a class
/// in it changes what every later test resolves, so results would depend on which tests ran
/// first. Tests pass a registry of their own (`NibInstantiationOptions(registry:)`, a table's
/// `nibOptions`, a storyboard's options); only the README's examples, a program of their own,
/// show the shared one in use.
@Suite struct SharedRegistryTests {
    @Test func noTestNamesTheSharedRegistry() throws {
        // Spelled in two parts, so that this file does not name it either.
        let shared = "ClassRegistry" + ".shared", sharedDefault = "registry: " + ".shared"
        let tests = Fixtures.repositoryRoot.appendingPathComponent("Tests")
        let walker = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        let files = (walker?.allObjects as? [URL] ?? []).filter {
            $0.pathExtension == "swift" && !$0.path.contains("/Tests/ReadmeExamples/")
        }
        #expect(files.count > 50, "the scan found too few test files to mean anything: \(files.count)")
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                // Comments may name it; code may not (not even `registry: .shared`).
                let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
                #expect(!code.contains(shared) && !code.contains(sharedDefault),
                        "\(file.lastPathComponent):\(index + 1): a test uses \(shared); give it a registry of its own")
            }
        }
    }
}
