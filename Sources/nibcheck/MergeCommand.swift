import Foundation
import NibDiff
import NibDocument
import NibLint
import NibSupport

/// `nibcheck merge BASE OURS THEIRS [PATH] [-o OUT]`: a three-way merge of a nib by object id (see
/// `DocumentMerge`), written to OURS (git's `%A`, so it works as a merge driver) or to OUT.
/// Conflicts are printed as `PATH:LINE: conflict: …` with both values, and the file written
/// holds ours where the sides conflict. Exit 0 clean, 1 conflicts, 2 error (nothing written).
enum MergeCommand {
    static let usage = "nibcheck merge BASE OURS THEIRS [PATH] [-o OUT]"
    static let help = """
          merge BASE OURS THEIRS  Merge two versions of a nib made from BASE, by object id: edits
                                  to different objects and attributes merge, derived data
                                  (frames under constraints, misplaced flags, <resources>) and
                                  versions are resolved, conflicts keep ours and are printed as
                                  PATH:LINE: conflict: with both values (PATH: the file's name
                                  in messages, git's %P). Writes OURS (git's %A, for
                                  merge.nibcheck.driver) or -o OUT. Exit 0 clean, 1 conflicts,
                                  2 error.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        var operands: [String] = []
        var output: String?
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            switch argument {
            case _ where reader.isOperand:
                operands.append(argument)
            case "-o", "--output":
                output = try reader.value(for: argument)
            case "-h", "--help":
                Output.print(Command.help + "\n")
                return 0
            case _ where argument.hasPrefix("-") && argument.count > 1:
                throw UsageError("unknown option '\(argument)' for merge")
            default:
                operands.append(argument)
            }
        }
        guard operands.count == 3 || operands.count == 4 else { throw UsageError("merge needs three files, BASE OURS THEIRS, and optionally the PATH to name in messages") }
        let destination = output ?? operands[1]
        let shownName = operands.count == 4 ? operands[3] : destination
        let result: DocumentMerge.Result
        do {
            // A file both branches added has no base: git passes an empty file for it (and
            // /dev/null reads as none too), which merges as an empty document.
            let baseIsEmpty = (try? FileManager.default.attributesOfItem(atPath: operands[0])[.size] as? NSNumber)?.intValue == 0
            let documents = try operands.prefix(3).enumerated().map { index, path throws(ParseError) in
                index == 0 && baseIsEmpty ? try DiffCommand.document(at: "/dev/null", name: path) : try DiffCommand.document(at: path, name: path)
            }
            result = try DocumentMerge(base: documents[0], ours: documents[1], theirs: documents[2]).run()
        } catch let error as DocumentMerge.Refusal {
            Output.error("nibcheck: " + PrintableName.oneLine(error.description))
            return 2
        } catch {
            Output.error(PrintableName.oneLine("\(error)"))
            return 2
        }
        // The result must be a document Interface Builder opens: it parses before it is written.
        do {
            _ = try Document(string: result.text, file: destination)
        } catch {
            Output.error("nibcheck: the merged document does not parse (\(PrintableName.oneLine(error.description))); nothing written")
            return 2
        }
        do {
            try FileSystem.replaceFile(at: destination, with: Data(result.text.utf8))
        } catch {
            Output.error("nibcheck: " + PrintableName.oneLine(error.description))
            return 2
        }
        for conflict in result.conflicts {
            Output.print("\(PrintableName.oneLine(shownName)):\(conflict.line): conflict: \(PrintableName.oneLine(conflict.message))\n")
        }
        Output.error(result.conflicts.isEmpty ? "merged cleanly\n" : Output.count(result.conflicts.count, "conflict") + "; ours kept where the sides conflict\n")
        return result.conflicts.isEmpty ? 0 : 1
    }
}
