import Foundation
import NibTestSupport
import Testing

/// The library products are whole modules: what one of them offers another is public (and
/// documented), never a `package` declaration that only the package's own modules may use, and
/// no module re-exports another of the package's layers. Internal helpers shared by several
/// layers live in NibSupport, which no product exposes.
@Suite struct ModuleBoundaryTests {
    /// The modules the manifest's library products are made of.
    static func productModules() throws -> [String] {
        let manifest = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        return manifest.matches(of: /\.library\(name: "[^"]+", targets: \["([^"]+)"\]\)/).map { String($0.output.1) }
    }

    static func swiftFiles(of module: String) -> [URL] {
        let folder = Fixtures.repositoryRoot.appendingPathComponent("Sources/\(module)")
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    }

    @Test func noProductModuleHasPackageDeclarationsOrReExportsALayer() throws {
        let modules = try Self.productModules()
        #expect(modules.contains("NibKit") && modules.contains("NibDocument"), "\(modules)")
        let declaration = /^\s*(?:@\w+(?:\([^)]*\))?\s+)*package(?:\(set\))?\s+(?:static\s+|final\s+|nonisolated\s+|lazy\s+|convenience\s+|mutating\s+|override\s+|indirect\s+)*(?:func|var|let|init|struct|class|enum|protocol|typealias|extension|subscript|actor)\b/
        for module in modules {
            for file in Self.swiftFiles(of: module) {
                let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                for (index, line) in lines.enumerated() {
                    #expect(line.firstMatch(of: declaration) == nil,
                            "\(module)/\(file.lastPathComponent):\(index + 1): a package declaration in a product module: make it public (documented) or move it to NibSupport")
                    #expect(!(line.hasPrefix("@_exported import Nib")),
                            "\(module)/\(file.lastPathComponent):\(index + 1): re-exports another layer")
                }
            }
        }
    }
}
