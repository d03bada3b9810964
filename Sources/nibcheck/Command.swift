import Foundation
import NibDocument
import NibLint
import NibSources
import NibValidation
import NibSupport

enum Command {
    static let usageLine = "usage: nibcheck [lint] [options] [--] PATH...\n       nibcheck dump FILE [--format text|json]\n       nibcheck layout FILE... [--size WxH] [--traits wR,hC] [--format text|json]\n       \(DiffCommand.usage)\n       \(MergeCommand.usage)\n       \(RenderCommand.usage)\n       \(GenerateCommand.usage)\n       nibcheck rules [--format text|markdown] | explain RULE [--format text|html] | --help | --version"

    static let help = """
        OVERVIEW: Lint Interface Builder files (.xib, .storyboard) before they crash an app.

        \(usageLine)

        SUBCOMMANDS:
          lint (default)          Check files and folders (searched recursively for .xib and
                                  .storyboard, skipping .build, DerivedData, Pods, Carthage and
                                  hidden folders).
          dump FILE               Print the parsed element tree: --format text (default) or json.
          layout FILE...          Solve each file's constraints and print every view's saved and
                                  solved frame (in its superview's coordinates) with its status:
                                  ok, ambiguous, unsatisfiable, not-laid-out, invalid (not a
                                  finite number) or too-large. Roots are laid out
                                  at --size WxH (points), else at their saved size (a cell
                                  whose saved height leaves a view open as short as its
                                  content allows, as a table with automatic row heights
                                  makes it), under the
                                  size classes of the nib's device or of --traits wR,hC (the
                                  variations of that width and height class). --format json
                                  prints one JSON object per file, one per line (JSON Lines):
                                  {"file": PATH, "roots": [{"id": ID, "size": [W, H], "views":
                                  [{"id": ID, "stored": [X, Y, W, H], "solved": [X, Y, W, H] or
                                  null, "status": STATUS}]}]}
        \(RenderCommand.help)
        \(GenerateCommand.help)
        \(DiffCommand.help)
        \(MergeCommand.help)
          rules                   List the rules with their default severity and summary;
                                  --format markdown prints the README's rule table.
          explain RULE            Explain a rule, with the examples that trigger it and those
                                  that do not; --format html draws them, findings outlined.

        ARGUMENTS:
          PATH...                 Files and folders to check. After --, every argument is a
                                  path, even one starting with '-'.

        OPTIONS:
          --format FORMAT         text (default), json, sarif, github, checkstyle or html (one
                                  self-contained page: the nibs drawn, each finding outlined on
                                  its view; nibcheck --format html PATH... > report.html).
          --enable RULE           Turn a rule on (after a configuration file turned it off).
          --disable RULE          Turn a rule off.
          --severity RULE=LEVEL   Report RULE as error, warning, info, or turn it off.
          --strict                Warnings fail the run too.
          --jobs N                Check N files at once (default: all cores).
          --exclude GLOB          Skip files and folders matching GLOB (repeatable).
          --reuse-identifier CONVENTION
                                  What a cell's reuse identifier should equal: class-name,
                                  file-name or off (default: no convention is judged).
          --max-file-size BYTES   Refuse larger files (default 67108864, at most 2147483647).
          --max-depth N           Refuse deeper nesting (default 256).
          --max-attributes N      Refuse elements with more attributes (default 4096).
          --baseline FILE         Ignore the findings FILE lists (written by --write-baseline).
          --write-baseline FILE   Write every finding to FILE as a baseline, and exit 0 unless
                                  a file could not be read.
          --sources PATH          Also read Swift/Objective-C sources, Xcode projects and asset
                                  catalogs under PATH (those under the linted paths always are).
          --no-sources            Check the nibs alone, without reading sources or assets.
          --sourcekit PATH        The sourcekitd library to read Swift with (else $SOURCEKIT_PATH,
                                  else lib/libsourcekitdInProc.so beside the swift on PATH).
          --verbose               Also list elements NibKit has no typed reading for.
          --config FILE           Read settings from FILE instead of the nearest .nibcheck.json.
          --no-config             Ignore .nibcheck.json files (not with --config).
          --version               Print the version.
          -h, --help              Print this help.

        CONFIGURATION:
          The nearest .nibcheck.json in the current folder or above it is read first; its keys are
          the options' names: {"disable": ["unknown-element"], "severity": {"missing-reuse-identifier":
          "error"}, "strict": true, "exclude": ["Legacy/*"], "reuse-identifier": "class-name",
          "jobs": 4, "max-file-size": 1048576, "max-depth": 128, "max-attributes": 256}. Unknown
          keys and rules, values of the wrong type, duplicate keys and trailing commas are errors.
          A file may only lower the limits; raising them takes the command-line option.

        BASELINES:
          --write-baseline FILE records today's findings, keyed by rule, file and object id (not
          line, so they survive edits); --baseline FILE then reports only new ones, so --strict
          can be adopted at once.

        OUTPUT:
          Findings go to standard output (text: path:line:col: severity: message [rule-id]); the
          summary "checked N files: E errors, W warnings" and progress go to standard error. Colour
          only on a terminal, never with NO_COLOR set. A folder holding no .xib or .storyboard is
          a warning on standard error (with --strict, exit 2).

        EXIT STATUS:
          0 no errors (and, with --strict, no warnings); 1 otherwise; 2 usage or I/O error (a
          path that cannot be read or listed, a FIFO or device, output that cannot be written).
        """

    /// How a command that reads Swift starts its supervised SourceKit workers: this executable,
    /// with the worker's subcommand (a file that crashes or stalls the Swift parser costs that
    /// file, not the run).
    static var sourceKitWorker: [String] { [Bundle.main.executablePath ?? CommandLine.arguments[0], SourceKitWorkers.subcommand] }

    static func run(_ arguments: [String]) throws -> Int32 {
        switch arguments.first {
        case nil:
            throw UsageError("no paths given")
        case "-h", "--help", "help":
            Output.print(help + "\n")
            return 0
        case "--version":
            Output.print("nibcheck \(Linter.version)\n")
            return 0
        case "dump":
            return try dump(Array(arguments.dropFirst()))
        case "layout":
            return try LayoutCommand.run(Array(arguments.dropFirst()))
        case "render":
            return try RenderCommand.run(Array(arguments.dropFirst()))
        case "diff":
            return try DiffCommand.run(Array(arguments.dropFirst()))
        case "merge":
            return try MergeCommand.run(Array(arguments.dropFirst()))
        case "generate":
            return try GenerateCommand.run(Array(arguments.dropFirst()))
        case "rules":
            return try rules(Array(arguments.dropFirst()))
        case "explain":
            return try explain(Array(arguments.dropFirst()))
        case "lint":
            return try LintCommand.run(Array(arguments.dropFirst()))
        default:
            return try LintCommand.run(arguments)
        }
    }

    static func dump(_ arguments: [String]) throws -> Int32 {
        var format = "text"
        var files: [String] = []
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            switch argument {
            case _ where reader.isOperand:
                files.append(argument)
            case "--format":
                format = try reader.value(for: argument)
                guard format == "text" || format == "json" else {
                    throw UsageError("unknown dump format '\(format)': use text or json")
                }
            case _ where argument.hasPrefix("-") && argument.count > 1:
                throw UsageError("unknown option '\(argument)' for dump")
            default:
                files.append(argument)
            }
        }
        guard !files.isEmpty else { throw UsageError("dump needs a FILE") }
        var status: Int32 = 0
        for file in files {
            do {
                let document = try Document(contentsOfFile: file)
                Output.printEscaped(format == "json" ? document.jsonDump() + "\n" : document.textDump())
            } catch {
                Output.error(PrintableName.oneLine(error.description))
                status = error.reason == .unreadable ? 2 : max(status, 1)
            }
        }
        return status
    }

    static func rules(_ arguments: [String]) throws -> Int32 {
        var reader = ArgumentReader(arguments)
        var format = "text"
        while let argument = reader.next() {
            guard argument == "--format" else { throw UsageError("rules takes only --format text|markdown") }
            format = try reader.value(for: argument)
            guard format == "text" || format == "markdown" else { throw UsageError("unknown rules format '\(format)': use text or markdown") }
        }
        if format == "markdown" {
            Output.print(RuleTable.markdown())
            return 0
        }
        let width = Validator.allRules.map(\.id.rawValue.count).max() ?? 0
        for rule in Validator.allRules {
            let id = rule.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            Output.print("\(id)  \(severity)  \(rule.summary)\n")
        }
        return 0
    }

    static func explain(_ arguments: [String]) throws -> Int32 {
        var names: [String] = []
        var format = "text"
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            if argument == "--format" {
                format = try reader.value(for: argument)
                guard format == "text" || format == "html" else { throw UsageError("unknown explain format '\(format)': use text or html") }
            } else {
                names.append(argument)
            }
        }
        guard names.count == 1 else { throw UsageError("explain needs exactly one RULE") }
        guard let rule = Validator.rule(withID: RuleID(rawValue: names[0])) else {
            throw UsageError("unknown rule '\(names[0])' (nibcheck rules lists them)")
        }
        if format == "html" {
            Output.print(ExplainPage.html(rule: rule))
            return 0
        }
        Output.print(RuleExplanation.text(rule))
        return 0
    }
}

/// Reads `--option value` and `--option=value` forms. After `--`, every argument is an operand
/// (`nibcheck -- -dash.xib`): `next()` returns them with `isOperand` set.
struct ArgumentReader {
    private var arguments: [String]
    private var index = 0
    private var pendingValue: String?
    private var optionsEnded = false

    /// True when the argument `next()` returned came after `--`.
    private(set) var isOperand = false

    init(_ arguments: [String]) {
        self.arguments = arguments
    }

    mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        var argument = arguments[index]
        index += 1
        if !optionsEnded, argument == "--" {
            optionsEnded = true
            guard index < arguments.count else { return nil }
            argument = arguments[index]
            index += 1
        }
        isOperand = optionsEnded
        if optionsEnded {
            pendingValue = nil
            return argument
        }
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            pendingValue = String(argument[argument.index(after: equals)...])
            return String(argument[..<equals])
        }
        pendingValue = nil
        return argument
    }

    mutating func value(for option: String) throws -> String {
        if let value = pendingValue {
            pendingValue = nil
            return value
        }
        guard index < arguments.count else { throw UsageError("\(option) needs a value") }
        index += 1
        return arguments[index - 1]
    }

    mutating func number(for option: String) throws -> Int {
        let text = try value(for: option)
        guard let number = Int(text), number > 0 else {
            throw UsageError("\(option) expects a positive whole number, got '\(text)'")
        }
        return number
    }
}
