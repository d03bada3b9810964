import Foundation
import PackagePlugin

/// Lists NibValidation's rules at build time from the types its sources declare, so that a rule
/// is one file: nothing else names it for it to run.
@main
struct RuleList: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles.map(\.url).filter { $0.pathExtension == "swift" }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("RuleList.swift")
        return [.buildCommand(
            displayName: "Listing the rules of \(target.name)",
            executable: try context.tool(named: "RuleListGenerator").url,
            arguments: [output.path] + sources.map(\.path),
            inputFiles: sources,
            outputFiles: [output])]
    }
}
