import Foundation
import NibDocument
import NibLayout
import NibSupport

/// `nibcheck layout FILE... [--size WxH] [--traits wR,hC] [--format text|json]`: solves every
/// root of each file (at --size; else at its saved size, but a cell whose saved height leaves a
/// view open as short as its content allows, as a self-sizing table shows it; under the size
/// classes of the nib's device, or of --traits) and prints the frames.
///
/// JSON (a contract): one object per file, one per line (JSON Lines):
/// `{"file": PATH, "roots": [{"id": ID, "size": [W, H], "views": [{"id": ID, "stored": [X, Y, W, H],
///  "solved": [X, Y, W, H] or null, "status": "ok"|"ambiguous"|"unsatisfiable"|"not-laid-out"|"invalid"|"too-large"}]}]}`
enum LayoutCommand {
    /// `--traits wR,hC`: the size classes whose variations apply.
    static func traits(_ text: String) throws -> SizeClasses {
        guard let sizeClasses = SizeClasses(text) else {
            throw UsageError("--traits expects the width's and height's size classes, such as wR,hC or wC,hR, got '\(text)'")
        }
        return sizeClasses
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        var format = "text"
        var size: LayoutSize?
        var options = LayoutOptions.interfaceBuilder
        var files: [String] = []
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            switch argument {
            case _ where reader.isOperand:
                files.append(argument)
            case "--format":
                format = try reader.value(for: argument)
                guard format == "text" || format == "json" else {
                    throw UsageError("unknown layout format '\(format)': use text or json")
                }
            case "--size":
                let text = try reader.value(for: argument)
                let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
                guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
                      width.isFinite, height.isFinite, width >= 0, height >= 0 else {
                    throw UsageError("--size expects WxH in points, such as 393x852, got '\(text)'")
                }
                size = LayoutSize(width: width, height: height)
            case "--traits":
                options.sizeClasses = try traits(try reader.value(for: argument))
            case "-h", "--help":
                Output.print(Command.help + "\n")
                return 0
            case _ where argument.hasPrefix("-") && argument.count > 1:
                throw UsageError("unknown option '\(argument)' for layout")
            default:
                files.append(argument)
            }
        }
        guard !files.isEmpty else { throw UsageError("layout needs a FILE") }
        var status: Int32 = 0
        for file in files {
            let document: Document
            do {
                document = try Document(contentsOfFile: file)
            } catch {
                Output.error(PrintableName.oneLine(error.description))
                status = error.reason == .unreadable ? 2 : max(status, 1)
                continue
            }
            // Without --size, each root as a device shows it: a cell whose saved height leaves a
            // view open is fitted to its content, as the layout rules judge it.
            let solutions = LayoutSystem(document: document, options: options).roots.map { root in
                size.map { (solution: root.solve(size: $0), isFitted: false) } ?? root.solveAsShown()
            }
            Output.print(format == "json" ? json(file: file, solutions.map(\.solution)) + "\n" : text(file: file, solutions))
        }
        return status
    }

    static func text(file: String, _ solutions: [(solution: LayoutSolution, isFitted: Bool)]) -> String {
        // Names and ids come from the nib: each is escaped, so none can start a line of its own.
        let escape = PrintableName.oneLine
        var out = "\(escape(file))\n"
        for (solution, isFitted) in solutions {
            out += "  root \(escape(solution.rootID)) at \(solution.size)"
            if isFitted, let root = solution.views.first {
                out += " (its height fitted to its content, saved at \(LayoutSize(width: root.stored.width, height: root.stored.height)))"
            }
            out += "\n"
            for conflict in solution.conflicts {
                out += conflict.message.split(separator: "\n").map { "    | " + escape(String($0)) }.joined(separator: "\n") + "\n"
            }
            for view in solution.views {
                let solved = view.solved.map(LayoutFormat.rect) ?? "-"
                var line = "    \(escape(view.name))  stored \(LayoutFormat.rect(view.stored))  solved \(solved)  \(view.status)"
                if view.hasAmbiguousLayout { line += " (\(view.ambiguity))" }
                out += line + "\n"
            }
        }
        return out
    }

    static func json(file: String, _ solutions: [LayoutSolution]) -> String {
        let roots = solutions.map { solution in
            let views = solution.views.map { view in
                "{\"id\": \(JSON.quote(view.id)), \"stored\": \(rect(view.stored)), "
                    + "\"solved\": \(view.solved.map(rect) ?? "null"), \"status\": \(JSON.quote(view.status.rawValue))}"
            }
            return "{\"id\": \(JSON.quote(solution.rootID)), \"size\": [\(number(solution.size.width)), \(number(solution.size.height))], "
                + "\"views\": [\(views.joined(separator: ", "))]}"
        }
        return "{\"file\": \(JSON.quote(file)), \"roots\": [\(roots.joined(separator: ", "))]}"
    }

    static func rect(_ rect: Rect) -> String {
        "[\(number(rect.x)), \(number(rect.y)), \(number(rect.width)), \(number(rect.height))]"
    }

    /// A JSON number: finite, no trailing `.0`; non-finite values (a broken file) become null.
    static func number(_ value: Double) -> String {
        value.isFinite ? LayoutFormat.number(value) : "null"
    }
}
