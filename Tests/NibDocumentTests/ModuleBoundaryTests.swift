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

    /// Each target's dependencies, as the manifest declares them.
    static func targetDependencies() throws -> [String: [String]] {
        let manifest = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        var graph: [String: [String]] = [:]
        for match in manifest.matches(of: /\.(?:target|executableTarget|testTarget)\(name: "([^"]+)",\s*dependencies: \[([^\]]*)\]/) {
            graph[String(match.output.1)] = match.output.2.matches(of: /"([^"]+)"/).map { String($0.output.1) }
        }
        return graph
    }

    /// `module` and every module it depends on, directly or not.
    static func closure(of module: String, in graph: [String: [String]]) -> Set<String> {
        var reached: Set<String> = []
        var pending = [module]
        while let next = pending.popLast() {
            guard reached.insert(next).inserted else { continue }
            pending += graph[next] ?? []
        }
        return reached
    }

    /// An app on NibKit carries what NibKit's target depends on. The checks the runtime shares
    /// with the linter live in NibContract; the linter's modules (the rules with their examples,
    /// the lint session, the source reader, pictures, diffs, the generator) stay out, both in the
    /// manifest and in what the runtime's sources import.
    @Test func theRuntimeDoesNotCarryTheLinter() throws {
        let graph = try Self.targetDependencies()
        let runtime = Self.closure(of: "NibKit", in: graph)
        #expect(runtime.contains("NibContract") && runtime.contains("NibDocument"), "the manifest's targets were not read: \(runtime.sorted())")
        let linter: Set<String> = ["NibValidation", "NibLint", "NibSources", "NibRender", "NibDiff", "NibGenerate"]
        #expect(runtime.isDisjoint(with: linter), "NibKit depends on \(runtime.intersection(linter).sorted())")
        // No source of the runtime imports a module of the package it does not depend on (which
        // would build only as long as something else built that module first).
        let packageModules = Set(graph.keys).union(graph.values.flatMap { $0 })
        for module in runtime where FileManager.default.fileExists(atPath: Fixtures.repositoryRoot.appendingPathComponent("Sources/\(module)").path) {
            for file in Self.swiftFiles(of: module) {
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in text.matches(of: /(?m)^import (\w+)$/) {
                    let imported = String(match.output.1)
                    #expect(!packageModules.contains(imported) || runtime.contains(imported),
                            "\(module)/\(file.lastPathComponent) imports \(imported), which NibKit does not depend on")
                }
            }
        }
    }
}
