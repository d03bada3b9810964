import Foundation
import NibDiff
import NibDocument
import NibLint
import NibSupport

/// `nibcheck diff OLD NEW [--format text|json] [--all]`: what changed between two versions of a
/// nib, in Interface Builder's terms, matched by object id. Exit status as diff(1): 0 no semantic
/// change, 1 changes, 2 error. Run by git as `GIT_EXTERNAL_DIFF` (seven arguments: path, old
/// file, hex, mode, new file, hex, mode), it diffs the two files under the path's name and exits
/// 0 on changes, since git stops at an external diff that fails.
///
/// JSON (a contract): one object, `{"old": PATH, "new": PATH, "changes": [{"kind":
/// "added"|"removed"|"changed"|"moved", "object": ID or null, "element": NAME, "attribute": NAME or
/// null, "old": VALUE or null, "new": VALUE or null, "oldLine": N or null, "newLine": N or null}]}`.
enum DiffCommand {
    static let usage = "nibcheck diff OLD NEW [--format text|json|html] [--all] | diff --git REV1 REV2 [PATH...] [--format text|json|github] | diff --textconv FILE"
    static let help = """
          diff OLD NEW            What changed between two versions of a nib, in Interface
                                  Builder's terms: objects added, removed or moved (by id),
                                  attributes, frames, fonts and colours changed, constraints
                                  and connections made or broken. What Interface Builder changes
                                  on its own when it saves (versions, device, canvas, frames that
                                  follow constraints, misplaced flags, re-encoded colours,
                                  <resources>) is left out unless --all. --format json prints one
                                  object; --format html draws both versions side by side, each
                                  change outlined and numbered. Exit 0 no semantic change, 1
                                  changes, 2 error.
                                  --textconv FILE prints the nib as readable text, one line per
                                  object and value, for git's diff.nibcheck.textconv.
                                  --git REV1 REV2 [PATH...] diffs every nib that changed between
                                  two revisions of this repository (--format github: a Markdown
                                  summary for a pull request; json: one object per file).
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        // git's external diff: seven operands whatever they look like (a file may be named
        // `--all`); a path that is not a nib is passed over.
        if isExternalDiffCall(arguments) {
            guard FileDiscovery.isInterfaceFile(Array(arguments[0].utf8)) else { return 0 }
            return try compareFiles(arguments, format: "text", includingNoise: false)
        }
        var format = "text"
        var includingNoise = false
        var textconv = false
        var revisions = false
        var operands: [String] = []
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            switch argument {
            case _ where reader.isOperand:
                operands.append(argument)
            case "--format":
                format = try reader.value(for: argument)
                guard format == "text" || format == "json" || format == "html" || format == "github" else {
                    throw UsageError("unknown diff format '\(format)': use text, json, html or github (with --git)")
                }
            case "--all":
                includingNoise = true
            case "--textconv":
                textconv = true
            case "--git":
                revisions = true
            case "-h", "--help":
                Output.print(Command.help + "\n")
                return 0
            case _ where argument.hasPrefix("-") && argument.count > 1:
                throw UsageError("unknown option '\(argument)' for diff")
            default:
                operands.append(argument)
            }
        }
        if textconv {
            guard operands.count == 1 else { throw UsageError("diff --textconv needs one FILE") }
            do {
                // Each line escaped on its own: a nib's text cannot break or disguise a line.
                let text = CanonicalText.of(try document(at: operands[0], name: operands[0]))
                Output.printEscaped(text)
            } catch {
                Output.error(PrintableName.oneLine(error.description))
                return 2
            }
            return 0
        }
        if revisions {
            guard operands.count >= 2 else { throw UsageError("diff --git needs two revisions, REV1 and REV2") }
            return compareRevisions(operands[0], operands[1], paths: Array(operands.dropFirst(2)), format: format, includingNoise: includingNoise)
        }
        guard format != "github" else { throw UsageError("--format github is for diff --git") }
        return try compareFiles(operands, format: format, includingNoise: includingNoise)
    }

    /// Whether `arguments` are git's for an external diff: PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE
    /// NEW-HEX NEW-MODE, where each hex is an object name or `.`, and each mode six octal digits
    /// or `.` (a side that does not exist).
    static func isExternalDiffCall(_ arguments: [String]) -> Bool {
        func isHex(_ text: String) -> Bool {
            text == "." || (text.count >= 4 && text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) })
        }
        func isMode(_ text: String) -> Bool {
            text == "." || (text.utf8.count == 6 && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x37 })
        }
        return arguments.count == 7 && isHex(arguments[2]) && isMode(arguments[3]) && isHex(arguments[5]) && isMode(arguments[6])
    }

    /// Two files (`OLD NEW`, or git's seven external-diff arguments) diffed.
    static func compareFiles(_ operands: [String], format: String, includingNoise: Bool) throws -> Int32 {
        // git's external diff: PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE.
        let (oldPath, newPath, oldName, newName): (String, String, String, String)
        switch operands.count {
        case 2: (oldPath, newPath, oldName, newName) = (operands[0], operands[1], operands[0], operands[1])
        case 7: (oldPath, newPath, oldName, newName) = (operands[1], operands[4], operands[0], operands[0])
        default: throw UsageError("diff needs two files, OLD and NEW")
        }
        let old: Document
        let new: Document
        do {
            // git passes /dev/null for a file that does not exist on one side.
            old = try document(at: oldPath, name: oldName)
            new = try document(at: newPath, name: newName)
        } catch {
            Output.error(PrintableName.oneLine(error.description))
            return 2
        }
        let diff = DocumentDiff(old: old, new: new)
        let changes = diff.changes(includingNoise: includingNoise)
        switch format {
        case "json": Output.print(json(old: oldName, new: newName, changes))
        case "html": Output.print(html(old: old, oldName: oldName, new: new, newName: newName, changes, diff))
        default: Output.printEscaped(text(old: oldName, new: newName, changes, diff))
        }
        // git stops at an external diff that exits non-zero ("external diff died"): called as
        // one, changes are not a failure.
        if operands.count == 7 { return 0 }
        return changes.isEmpty ? 0 : 1
    }

    /// Every nib that changed between two revisions, diffed; exit 0 when none changed in meaning,
    /// 1 when one did, 2 when git or a file failed.
    static func compareRevisions(_ old: String, _ new: String, paths: [String], format: String, includingNoise: Bool) -> Int32 {
        let files: [GitRevisions.ChangedFile]
        var passedOver: [String] = []
        do {
            files = try GitRevisions(old: old, new: new).changedNibs(under: paths, passedOver: &passedOver)
        } catch {
            Output.error(PrintableName.oneLine("nibcheck: " + error.message))
            return 2
        }
        for note in passedOver { Output.error(PrintableName.oneLine("nibcheck: " + note)) }
        var status: Int32 = 0
        var text = ""
        var markdown = ""
        var total = 0
        for file in files {
            let diff: DocumentDiff
            do {
                diff = DocumentDiff(old: try document(file.old, name: file.name), new: try document(file.new, name: file.name))
            } catch {
                Output.error(PrintableName.oneLine(error.description))
                status = 2
                continue
            }
            let changes = diff.changes(includingNoise: includingNoise)
            guard !changes.isEmpty else { continue }
            total += changes.count
            if status == 0 { status = 1 }
            switch format {
            case "json":
                text += json(old: "\(old):\(file.name)", new: "\(new):\(file.name)", changes).replacingOccurrences(of: "\n", with: "") + "\n"
            case "github":
                // Everything taken from the tree goes inside a code span, where Markdown makes no
                // heading, link, mention or HTML of it, one line each.
                markdown += "\n#### " + codeSpan(file.name) + "\n\n"
                for line in lines(old: file.name, new: file.name, changes, diff) {
                    markdown += "- " + codeSpan(line) + "\n"
                }
            default:
                text += lines(old: file.name, new: file.name, changes, diff).joined(separator: "\n") + "\n"
            }
        }
        switch format {
        case "github":
            Output.print("### nibcheck diff " + codeSpan("\(old)..\(new)") + "\n\n" + (total == 0 ? "No semantic change in \(Output.count(files.count, "nib")).\n"
                : "\(Output.count(total, "change")) in \(Output.count(files.count, "nib")).\n") + markdown)
        case "json":
            Output.print(text)
        default:
            Output.printEscaped(text + (total == 0 ? "no semantic change\n" : "\(Output.count(total, "change")) in \(Output.count(files.count, "nib"))\n"))
        }
        return status
    }

    /// `text` as one Markdown code span: on one line, with no backtick to close it early.
    static func codeSpan(_ text: String) -> String {
        "`" + PrintableName.oneLine(text).replacingOccurrences(of: "`", with: "'") + "`"
    }

    /// A nib's document from its bytes at a revision; an empty one where it did not exist.
    static func document(_ bytes: Data?, name: String) throws(ParseError) -> Document {
        guard let bytes else { return try Document(string: #"<?xml version="1.0" encoding="UTF-8"?><document/>"#, file: name) }
        return try Document(data: bytes, file: name)
    }

    /// The file's document; an empty one for `/dev/null` (a file added or deleted).
    static func document(at path: String, name: String) throws(ParseError) -> Document {
        if path == "/dev/null" { return try document(nil, name: name) }
        return try Document(contentsOfFile: path)
    }

    /// Both versions drawn side by side with the changes outlined (`DiffPage`): a removal on the
    /// old version, the rest on the new.
    static func html(old: Document, oldName: String, new: Document, newName: String, _ changes: [NibChange], _ diff: DocumentDiff) -> String {
        let texts = lines(old: oldName, new: newName, changes, diff)
        let entries = zip(changes, texts).map { change, text -> DiffPage.Entry in
            let onOld = change.newLine == nil
            return DiffPage.Entry(side: onOld ? .old : .new, kind: change.kind.rawValue, objectID: change.object,
                                  line: (onOld ? change.oldLine : change.newLine) ?? 0,
                                  text: String(text.drop { $0 != " " }.dropFirst()))
        }
        return DiffPage.html(old: old, oldName: oldName, new: new, newName: newName, entries: entries)
    }

    /// `NEW:41: ~ label "Title": font system 17 → system 15`: each change at its line in the file
    /// that has it (the old file for a removal), then a count or "no semantic change".
    static func text(old: String, new: String, _ changes: [NibChange], _ diff: DocumentDiff) -> String {
        var out = lines(old: old, new: new, changes, diff).map { $0 + "\n" }.joined()
        out += changes.isEmpty ? "no semantic change\n" : Output.count(changes.count, "change") + "\n"
        return out
    }

    /// One line per change, at its line in the file that has it.
    static func lines(old: String, new: String, _ changes: [NibChange], _ diff: DocumentDiff) -> [String] {
        changes.map { change in
            let location = change.newLine.map { "\(new):\($0)" } ?? "\(old):\(change.oldLine ?? 0)"
            let attribute = change.attribute.map(displayName)
            let line: String
            switch change.kind {
            case .added where attribute == nil:
                line = "+ " + (change.new ?? change.element)
            case .removed where attribute == nil:
                line = "- " + (change.old ?? change.element)
            case .added:
                line = "+ \(diff.name(of: change)): \(attribute ?? "") \(change.new ?? "")"
            case .removed:
                line = "- \(diff.name(of: change)): \(attribute ?? "") \(change.old ?? "")"
            case .moved where change.attribute == "position":
                line = "> \(diff.name(of: change)) moved from position \(change.old ?? "?") to \(change.new ?? "?") among its siblings"
            case .moved:
                line = "> \(diff.name(of: change)) moved from \(change.old ?? "the document") to \(change.new ?? "the document")"
            case .changed where attribute == nil:
                line = "~ \(change.old ?? change.element) → \(change.new ?? change.element)"
            case .changed:
                line = "~ \(diff.name(of: change)): \(attribute ?? change.element) \(change.old ?? "(none)") → \(change.new ?? "(none)")"
            }
            return PrintableName.oneLine("\(location): \(line)")
        }
    }

    /// The inspector's word for a key: `font` for `fontDescription`.
    static func displayName(_ attribute: String) -> String {
        attribute.replacingOccurrences(of: "fontDescription", with: "font")
    }

    static func json(old: String, new: String, _ changes: [NibChange]) -> String {
        func string(_ value: String?) -> String { value.map(JSON.quote) ?? "null" }
        func number(_ value: Int?) -> String { value.map(String.init) ?? "null" }
        var out = "{\"old\": \(JSON.quote(old)), \"new\": \(JSON.quote(new)), \"changes\": ["
        for (index, change) in changes.enumerated() {
            out += (index == 0 ? "\n  " : ",\n  ") + "{\"kind\": \(JSON.quote(change.kind.rawValue)), "
                + "\"object\": \(string(change.object)), \"element\": \(JSON.quote(change.element)), "
                + "\"attribute\": \(string(change.attribute)), \"old\": \(string(change.old)), \"new\": \(string(change.new)), "
                + "\"oldLine\": \(number(change.oldLine)), \"newLine\": \(number(change.newLine))}"
        }
        return out + (changes.isEmpty ? "]}\n" : "\n]}\n")
    }
}
