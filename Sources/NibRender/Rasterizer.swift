import Foundation
import NibDocument
import NibSupport

/// PNG through librsvg's `rsvg-convert` (Debian's `librsvg2-bin`), run as a separate program so
/// that nothing links against it: without it, only PNG output is unavailable.
public struct Rasterizer: Sendable {
    /// The Debian package that provides `rsvg-convert`.
    public static let package = "librsvg2-bin"

    /// `rsvg-convert` was not found; the description says how to install it or to use SVG output instead.
    public struct Unavailable: Error, CustomStringConvertible {
        /// The error for a missing `rsvg-convert`.
        public init() {}
        /// How to install `rsvg-convert`, or to ask for SVG instead.
        public var description: String {
            "PNG output needs rsvg-convert: install it with 'apt-get install \(Rasterizer.package)' (or 'brew install librsvg'), or use --format svg"
        }
    }

    /// `rsvg-convert` ran but exited with a failure.
    public struct Failed: Error, CustomStringConvertible {
        /// `rsvg-convert`'s exit status.
        public let status: Int32
        /// What `rsvg-convert` wrote to standard error.
        public let message: String
        /// `rsvg-convert failed (exit N): message`.
        public var description: String { "rsvg-convert failed (exit \(status)): \(message)" }
    }

    /// The `rsvg-convert` this rasterizer runs.
    public let executable: String
    /// How long rsvg-convert may run before it is killed, in seconds.
    public let timeLimit: Double

    /// The `rsvg-convert` that `environment` names (`NIBKIT_RSVG_CONVERT`, else the first on
    /// its `PATH`), run for at most `NIBKIT_RSVG_SECONDS` (60 s unless set); nil when there is
    /// none. The environment is the caller's to pass: the library reads none of its own.
    public init?(environment: [String: String]) {
        if let path = environment["NIBKIT_RSVG_CONVERT"] {
            guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
            executable = path
        } else {
            let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
            guard let found = folders.map({ "\($0)/rsvg-convert" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
                return nil
            }
            executable = found
        }
        timeLimit = environment["NIBKIT_RSVG_SECONDS"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? Rasterizer.defaultTimeLimit
    }

    /// The most pixels a PNG may have (width × height at its scale): 64 million, a 4K screen
    /// seven times over, 256 MB as RGBA. rsvg-convert allocates the whole canvas, so a 270-byte
    /// nib with a 16,000-pt root took 46 s and 4 GB; such a picture is refused before it starts.
    public static let pixelBudget = 64_000_000
    /// What rsvg-convert may take: its address space (beyond what the budget's canvas needs and
    /// the images it decodes), and its time.
    public static let memoryLimit = 2 << 30
    /// How long rsvg-convert may run unless the environment says otherwise, in seconds.
    public static let defaultTimeLimit = 60.0

    /// The picture is larger than `pixelBudget`.
    public struct TooLarge: Error, CustomStringConvertible {
        public let width: Double
        public let height: Double
        public let scale: Double
        public var description: String {
            "the picture would be \(SVG.number(width * scale)) × \(SVG.number(height * scale)) pixels, over the budget of \(Rasterizer.pixelBudget) pixels for PNG output (draw a smaller size with --size, or use --format svg)"
        }
    }

    /// The SVG as PNG, `scale` pixels per point (2: a Retina screen). Refused over
    /// `pixelBudget`; rsvg-convert runs under `memoryLimit` and is killed after `timeLimit`.
    public func png(fromSVG svg: String, scale: Double = 2) throws -> Data {
        if let (width, height) = Rasterizer.size(ofSVG: svg) {
            let pixels = width * scale * height * scale
            guard pixels.isFinite, pixels <= Double(Rasterizer.pixelBudget) else { throw TooLarge(width: width, height: height, scale: scale) }
        }
        let seconds = timeLimit
        let result = try Subprocess.run(executable, ["--format", "png", "--zoom", String(scale)], input: Data(svg.utf8),
                                        timeout: seconds, memoryLimit: Rasterizer.memoryLimit)
        if result.timedOut {
            throw Failed(status: result.status, message: "stopped after \(SVG.number(seconds)) s")
        }
        guard result.status == 0, !result.output.isEmpty else {
            let message = String(decoding: result.error, as: UTF8.self)
            throw Failed(status: result.status, message: message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return result.output
    }

    /// The `width` and `height` of the outermost `<svg>` element (as NibRenderer and Composite
    /// write it), in points; nil when it does not say.
    static func size(ofSVG svg: String) -> (width: Double, height: Double)? {
        guard let start = svg.range(of: "<svg"), let end = svg[start.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = svg[start.upperBound..<end]
        func attribute(_ name: String) -> Double? {
            guard let found = tag.range(of: " " + name + "=\"") else { return nil }
            let rest = tag[found.upperBound...]
            guard let close = rest.firstIndex(of: "\"") else { return nil }
            return Double(rest[..<close])
        }
        guard let width = attribute("width"), let height = attribute("height") else { return nil }
        return (width, height)
    }
}
