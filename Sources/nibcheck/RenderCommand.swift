import Foundation
import NibDocument
import NibLayout
import NibRender
import NibSupport

/// `nibcheck render FILE [--object ID] [--size WxH | --device NAME] [--appearance light|dark]
/// [--format svg|png] -o OUT`: draws every root of FILE (or the one `--object` names).
///
/// OUT is a file (all roots in one picture, side by side; `-` for standard output) or a folder
/// (an existing one, or a path ending in `/`): one picture per root, `FILE-ROOTID.svg|png`.
enum RenderCommand {
    static let usage = "nibcheck render FILE [--object ID] [--size WxH | --device NAME] [--traits wR,hC] [--appearance light|dark] [--format svg|png] [--sources PATH] -o OUT"

    static let help = """
          render FILE             Draw every root of FILE (each top-level view or cell, each
                                  storyboard scene; tables and collections with their prototype
                                  cells) at the frames the layout engine solves.
            --object ID           Draw only the root with this id (a view, a cell or a scene's
                                  view controller).
            --size WxH            Lay the roots out at WxH points.
            --device NAME         Lay them out for a device: scene roots take its screen, other
                                  roots its width (default: the nib's <device>). Names such as
                                  "iPhone 15 Pro", "iPhone SE", "iPad Pro 11" (nibcheck render
                                  --device list prints them all).
            --traits wR,hC        Install the constraints, subviews and attributes of this
                                  width and height size class (default: the device's).
            --appearance MODE     light or dark (default: the nib's).
            --format FORMAT       svg (default) or png (needs rsvg-convert, Debian's librsvg2-bin).
            --sources PATH        Also draw images and colours of the asset catalogs under PATH
                                  (those in FILE's folder and below always are).
            -o OUT                A file (every root in one picture; - for standard output) or a
                                  folder (one picture per root, FILE-ROOTID.svg).
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        var file: String?
        var objectID: String?
        var size: LayoutSize?
        var device: Device?
        var appearance: Appearance?
        var format = "svg"
        var output: String?
        var assetFolders: [String] = []
        var sizeClasses: SizeClasses?
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            switch argument {
            case "--object":
                objectID = try reader.value(for: argument)
            case "--size":
                guard device == nil else { throw UsageError("use --size or --device, not both") }
                size = try parseSize(try reader.value(for: argument))
            case "--device":
                guard size == nil else { throw UsageError("use --size or --device, not both") }
                let name = try reader.value(for: argument)
                if name == "list" {
                    for device in Devices.all {
                        Output.print("\(device.name)  \(Int(device.width))x\(Int(device.height))\(device.interfaceBuilderID.map { "  (\($0))" } ?? "")\n")
                    }
                    return 0
                }
                guard let found = Devices.named(name) else {
                    throw UsageError("unknown device '\(name)': use one of \(Devices.names.joined(separator: ", "))")
                }
                device = found
            case "--appearance":
                let name = try reader.value(for: argument)
                guard let chosen = Appearance(rawValue: name) else {
                    throw UsageError("unknown appearance '\(name)': use light or dark")
                }
                appearance = chosen
            case "--format":
                format = try reader.value(for: argument)
                guard format == "svg" || format == "png" else {
                    throw UsageError("unknown render format '\(format)': use svg or png")
                }
            case "-o", "--output":
                output = try reader.value(for: argument)
            case "--sources":
                assetFolders.append(try reader.value(for: argument))
            case "--traits":
                sizeClasses = try LayoutCommand.traits(try reader.value(for: argument))
            case "-h", "--help":
                Output.print("usage: \(usage)\n\n\(help)\n")
                return 0
            case _ where argument.hasPrefix("-") && argument.count > 1:
                throw UsageError("unknown option '\(argument)' for render")
            default:
                guard file == nil else { throw UsageError("render takes one FILE") }
                file = argument
            }
        }
        guard let file else { throw UsageError("render needs a FILE") }
        guard let output else { throw UsageError("render needs -o OUT (a file, a folder, or - for standard output)") }
        let rasterizer = Rasterizer(environment: ProcessInfo.processInfo.environment)
        if format == "png", rasterizer == nil {
            Output.error("nibcheck: \(Rasterizer.Unavailable().description)")
            return 2
        }

        let document: Document
        do {
            document = try Document(contentsOfFile: file)
        } catch {
            Output.error(PrintableName.oneLine(error.description))
            return error.reason == .unreadable ? 2 : 1
        }
        // Images and colours come from the catalogs in the nib's own folder and below, and in the
        // --sources folders: never from folders above, which may hold anything.
        var layout = LayoutOptions.interfaceBuilder
        layout.sizeClasses = sizeClasses
        let options = RenderOptions(size: size, device: device, appearance: appearance,
                                    assets: AssetCatalog.find(in: [(file as NSString).deletingLastPathComponent.isEmpty ? "." : (file as NSString).deletingLastPathComponent] + assetFolders),
                                    layout: layout)
        let renderer = NibRenderer(document: document, options: options)
        var roots: [RenderedRoot]
        if let objectID {
            guard let root = renderer.render(objectID: objectID) else {
                let ids = renderer.objectIDs
                Output.error(PrintableName.oneLine("nibcheck: \(file): no root with id '\(objectID)'" + (ids.isEmpty ? "" : " (roots: \(ids.joined(separator: ", ")))")))
                return 1
            }
            roots = [root]
        } else {
            roots = renderer.render()
        }
        guard !roots.isEmpty else {
            Output.error(PrintableName.oneLine("nibcheck: \(file): nothing to draw (no top-level view, cell or scene)"))
            return 1
        }

        // Images refused (over the pixel budget) are drawn as placeholders, and make the run fail.
        let problems = roots.flatMap(\.problems)
        for problem in problems { Output.error("nibcheck: error: \(problem)") }

        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
        do {
            if output != "-", output.hasSuffix("/") || (exists && isDirectory.boolValue) {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
                // Ids come from the nib: each becomes a name that stays in the folder, and two
                // that would give the same name get a number, so no picture replaces another.
                let stem = FileSystem.safeFileName(URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent)
                var used: Set<String> = []
                for root in roots {
                    var name = "\(stem)-\(FileSystem.safeFileName(root.id))"
                    var number = 2
                    while !used.insert(name).inserted {
                        name = "\(stem)-\(FileSystem.safeFileName(root.id))-\(number)"
                        number += 1
                    }
                    let path = URL(fileURLWithPath: output).appendingPathComponent("\(name).\(format)").path
                    try write(root.svg, rasterizer: format == "png" ? rasterizer : nil, to: path)
                }
            } else {
                try write(Composite.svg(roots, appearance: renderer.appearance), rasterizer: format == "png" ? rasterizer : nil, to: output)
            }
        } catch let error as Rasterizer.Failed {
            Output.error(PrintableName.oneLine("nibcheck: \(error.description)"))
            return 1
        } catch let error as Rasterizer.TooLarge {
            // At the largest root's element: what to make smaller.
            let largest = roots.max { $0.size.width * $0.size.height < $1.size.width * $1.size.height }
            let line = largest.flatMap { document.element(withID: $0.id)?.line }.map { ":\($0)" } ?? ""
            Output.error("nibcheck: \(file)\(line): \(error.description)")
            return 1
        } catch {
            Output.error("nibcheck: " + PrintableName.oneLine(error is FileSystem.WriteFailure ? "\(error)" : "cannot write \(output): \(error.localizedDescription)"))
            return 2
        }
        return problems.isEmpty ? 0 : 1
    }

    /// Writes `svg` to `path`, as PNG through `rasterizer` when there is one.
    static func write(_ svg: String, rasterizer: Rasterizer?, to path: String) throws {
        let data = try rasterizer?.png(fromSVG: svg) ?? Data(svg.utf8)
        if path == "-" {
            // Through Output: FileHandle's write traps on a closed stdout or a full disk.
            DescriptorStream.writeAll([UInt8](data), to: STDOUT_FILENO, name: "standard output")
        } else {
            try FileSystem.replaceFile(at: path, with: data)
        }
    }

    static func parseSize(_ text: String) throws -> LayoutSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0, width <= 100_000, height <= 100_000 else {
            throw UsageError("--size expects WxH in points, such as 393x852, got '\(text)'")
        }
        return LayoutSize(width: width, height: height)
    }
}
