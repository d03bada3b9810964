import Foundation
import PackagePlugin

/// Generates typed Swift for a NibKit target's `.xib` and `.storyboard` files on every build that
/// changes one (`nibcheck generate`): `ReusableView` and `NibLoadableView` for its cells and
/// views, an enum per storyboard, and typed segue identifiers, all looked up through
/// `NibLoader(bundle: .module)`. The file lands in the plugin's work folder and is compiled with
/// the target. Its inputs and output are declared, so an unchanged build runs nothing.
///
/// The target's sources are not read: a class that already declares one of these conformances
/// by hand would get a second. Drop the hand-written one, or run `nibcheck generate` yourself.
@main
struct NibcheckGenerate: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let nibs = target.sourceFiles.map(\.url).filter { ["xib", "storyboard"].contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
        guard !nibs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("NibcheckGenerated.swift")
        return [.buildCommand(
            displayName: "nibcheck generate \(target.name) (\(nibs.count) Interface Builder file\(nibs.count == 1 ? "" : "s"))",
            executable: try context.tool(named: "nibcheck").url,
            arguments: ["generate", "--no-sources", "--loader", "NibLoader(bundle: .module)", "-o", output.path, "--"] + nibs.map(\.path),
            inputFiles: nibs,
            outputFiles: [output])]
    }
}
