import Foundation
import PackagePlugin

/// `swift package nibcheck [--target NAME]... [nibcheck options]`: lints the Interface Builder
/// files of the package's targets (all of them by default) with nibcheck. Options other than
/// `--target` go to nibcheck as they are (`--strict`, `--format sarif`, `--baseline FILE`, …).
@main
struct NibcheckCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let sourceTargets = targets.compactMap { $0 as? SourceModuleTarget }
        let nibs = sourceTargets.flatMap(\.sourceFiles).map(\.url)
            .filter { ["xib", "storyboard"].contains($0.pathExtension) }
        guard !nibs.isEmpty else {
            Diagnostics.warning("nibcheck: no .xib or .storyboard files in \(names.isEmpty ? "the package's targets" : names.joined(separator: ", "))")
            return
        }
        var options = extractor.remainingArguments
        if !options.contains("--config") && !options.contains("--no-config") {
            options = configuration(in: context.package.directoryURL) + options
        }
        let process = Process()
        process.executableURL = try context.tool(named: "nibcheck").url
        // The package as --sources: the nibs are checked against its manifest, code and assets.
        process.arguments = options + ["--sources", context.package.directoryURL.path, "--"] + nibs.map(\.path)
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // nibcheck has printed its findings and summary; the status says whether they fail.
        guard process.terminationStatus == 0 else {
            throw NibcheckFailed(status: process.terminationStatus)
        }
    }

    /// The package's `.nibcheck.json`, when there is one. (The build-tool plugin has the same
    /// helper: plugins cannot share code.)
    func configuration(in package: URL) -> [String] {
        let file = package.appendingPathComponent(".nibcheck.json")
        return FileManager.default.fileExists(atPath: file.path) ? ["--config", file.path] : ["--no-config"]
    }
}

struct NibcheckFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "nibcheck exited with status \(status)" }
}
