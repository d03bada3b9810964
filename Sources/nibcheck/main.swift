import Foundation
import NibDocument
import NibLint
import NibSources
import NibSupport

/// nibcheck: lints Interface Builder files for CI and editors, and dumps their model.
/// Exit status: 0 clean, 1 findings that fail the run (or a file that fails to dump), 2 usage or
/// I/O error.
// Past `ulimit -f`, a write fails with EFBIG instead of the process being killed: saving the
// cache then fails like any write (no cache), and the findings are still printed.
signal(SIGXFSZ, SIG_IGN)
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == SourceKitWorkers.subcommand { SourceKitWorkers.serve(arguments: arguments) }
var status: Int32
do {
    status = try Command.run(arguments)
} catch let error as UsageError {
    Output.error("nibcheck: \(PrintableName.oneLine(error.message))\n\(Command.usageLine)\nSee 'nibcheck --help'.")
    status = 2
}
Output.flush()
exit(status)
