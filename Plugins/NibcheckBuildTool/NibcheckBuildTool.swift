import Foundation
import PackagePlugin

/// Lints a target's `.xib` and `.storyboard` files with nibcheck on every build. Findings appear
/// in the build log in clang's form (`path:line:col: error: message [rule-id]`), which Xcode and
/// editors turn into warnings and errors; an error fails the build.
///
/// The command declares no outputs, so SwiftPM (tools version 5.11 and later) runs it on every
/// build: the findings are printed each time, not only when a nib changed.
@main
struct NibcheckBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let nibs = target.sourceFiles.map(\.url).filter { ["xib", "storyboard"].contains($0.pathExtension) }
        guard !nibs.isEmpty else { return [] }
        return [.buildCommand(
            displayName: "nibcheck \(target.name) (\(nibs.count) Interface Builder file\(nibs.count == 1 ? "" : "s"))",
            executable: try context.tool(named: "nibcheck").url,
            // The package as --sources: its manifest (which names the modules), Swift, Objective-C
            // and asset catalogs are read, so a misspelled customClass fails the build as it fails
            // `nibcheck .` (the cache keeps later builds from reading unchanged files again).
            arguments: NibcheckArguments.configuration(in: context.package.directoryURL)
                + ["--sources", context.package.directoryURL.path, "--"] + nibs.map(\.path),
            inputFiles: nibs)]
    }
}

/// The package's `.nibcheck.json`, passed explicitly: a build command's working folder is not
/// the package's.
enum NibcheckArguments {
    static func configuration(in package: URL) -> [String] {
        let file = package.appendingPathComponent(".nibcheck.json")
        return FileManager.default.fileExists(atPath: file.path) ? ["--config", file.path] : ["--no-config"]
    }
}
