import Foundation
import NibDocument
import NibGenerate
import NibLint
import NibSources
import NibSupport

/// `nibcheck generate PATH... [--flavor nibkit|uikit|appkit] [--loader EXPR] [--access
/// internal|public] [--no-support] [--no-sources] [-o FILE]`: typed Swift for every cell, nib,
/// storyboard scene and segue found under the paths (`CodeGenerator`). Exit 0 written or
/// unchanged, 1 when some input could not be generated for (the rest is still written), 2 usage
/// or I/O error.
enum GenerateCommand {
    static let usage = "nibcheck generate PATH... [--flavor nibkit|uikit|appkit] [--loader EXPR] [--access internal|public] [--no-support] [--no-sources] [-o FILE]"
    static let help = """
          generate PATH...        Typed Swift for the nibs and storyboards under PATH, found as
                                  lint finds them: ReusableView and NibLoadableView for each cell
                                  and view with its own nib, an enum per storyboard with its
                                  scenes, and SegueIdentifier enums. One file, to -o FILE (or -
                                  for standard output, the default); a FILE that already holds
                                  the same bytes is not rewritten. --flavor nibkit (default),
                                  uikit or appkit; --loader EXPR is the NibLoader (nibkit) or
                                  Bundle? (uikit, appkit) expression every lookup uses;
                                  --no-support leaves out the protocols the uikit and appkit
                                  code uses. Classes whose sources already declare the
                                  conformance get none (--no-sources: the sources are not read).
                                  Exit 0 written or unchanged, 1 when an input can't be
                                  generated for (file:line:col: error: … [generate]; the rest
                                  is still written), 2 usage or I/O error.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        var options = CodeGenerator.Options()
        var output = "-"
        var readsSources = true
        var paths: [String] = []
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            switch argument {
            case _ where reader.isOperand:
                paths.append(argument)
            case "--flavor":
                let value = try reader.value(for: argument)
                guard let flavor = CodeGenerator.Flavor(rawValue: value) else {
                    throw UsageError("unknown flavor '\(value)': use nibkit, uikit or appkit")
                }
                options.flavor = flavor
            case "--loader":
                options.loader = try reader.value(for: argument)
            case "--access":
                let value = try reader.value(for: argument)
                guard let access = CodeGenerator.Access(rawValue: value) else {
                    throw UsageError("unknown access level '\(value)': use internal or public")
                }
                options.access = access
            case "--no-support":
                options.includesSupport = false
            case "--no-sources":
                readsSources = false
            case "-o", "--output":
                output = try reader.value(for: argument)
            case "-h", "--help":
                Output.print("usage: \(usage)\n\n\(help)\n")
                return 0
            case _ where argument.hasPrefix("-") && argument.count > 1:
                throw UsageError("unknown option '\(argument)' for generate")
            default:
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else { throw UsageError("generate needs the PATHs of the nibs and storyboards") }

        // Found and parsed as lint finds and parses them.
        var configuration = LintConfiguration()
        if let found = LintConfiguration.find(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
            try? configuration.apply(file: found)
        }
        let linter = Linter(configuration: configuration)
        let discovery = linter.discoverFiles(paths)
        var status: Int32 = 0
        for failure in discovery.failures {
            Output.error(PrintableName.oneLine("nibcheck: \(failure)"))
            status = 2
        }
        let parsed = linter.parse(files: discovery.files)
        var documents: [Document] = []
        var failed = false
        for item in parsed {
            if let document = item.document {
                documents.append(document)
            } else if let problem = item.failureDescription {
                Output.error(PrintableName.oneLine(problem + (item.isUnreadable || problem.hasSuffix("]") ? "" : " [generate]")))
                if item.isUnreadable { status = 2 } else { failed = true }
            }
        }
        if readsSources {
            (options.declaredConformances, options.declaredReuseIdentifiers) = declaredConformances(paths: paths, documents: documents,
                                                                                                    configuration: configuration)
        }

        let generated = CodeGenerator(documents: documents, options: options).generate()
        for diagnostic in generated.diagnostics { Output.error(PrintableName.oneLine(diagnostic.description)) }
        if generated.hasErrors { failed = true }

        let bytes = Data(generated.text.utf8)
        if output == "-" {
            Output.print(generated.text)
        } else if (try? FileSystem.readRegularFile(Array(output.utf8), name: output, maxSize: bytes.count + 1, followingLinks: false)) != bytes {
            // An unchanged file is left alone, its modification time too: a build that depends
            // on it recompiles nothing.
            do {
                try FileSystem.replaceFile(at: output, with: bytes)
            } catch {
                Output.error("nibcheck: " + PrintableName.oneLine(error.description))
                return 2
            }
        }
        return status != 0 ? status : (failed ? 1 : 0)
    }

    /// The protocols of the generated code that the sources already make each class conform to,
    /// and the classes that declare their own `defaultReuseIdentifier`.
    static func declaredConformances(paths: [String], documents: [Document],
                                     configuration: LintConfiguration) -> ([String: Set<String>], Set<String>) {
        var sources = LintSession.Options()
        sources.sourceKitWorker = Command.sourceKitWorker
        let report = LintSession(configuration: configuration, paths: paths, options: sources)
            .readSources(for: documents, alsoNaming: ["ReusableView", "NibLoadableView"])
        for problem in report.problems { Output.error(PrintableName.oneLine("nibcheck: warning: \(problem)")) }
        if let problem = report.sourceKitProblem {
            Output.error(PrintableName.oneLine("nibcheck: warning: \(problem); Swift sources not read, so conformances they declare are not known (pass --no-sources to say so)"))
        }
        var declared: [String: Set<String>] = [:]
        var identifiers: Set<String> = []
        for type in report.facts.types {
            let protocols = Set(type.inheritedTypes).intersection(["ReusableView", "NibLoadableView"])
            if !protocols.isEmpty { declared[type.name, default: []].formUnion(protocols) }
            if type.staticPropertyNames.contains("defaultReuseIdentifier") { identifiers.insert(type.name) }
        }
        return (declared, identifiers)
    }
}
