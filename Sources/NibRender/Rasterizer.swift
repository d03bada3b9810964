import Foundation
import NibDocument
import NibSupport

/// PNG through librsvg's `rsvg-convert` (Debian's `librsvg2-bin`), run as a separate program so
/// that nothing links against it: without it, only PNG output is unavailable.
public enum Rasterizer {
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

    /// The path of `rsvg-convert` on PATH (or `$NIBKIT_RSVG_CONVERT`), or nil.
    public static var executable: String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["NIBKIT_RSVG_CONVERT"] {
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }
        for folder in (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/rsvg-convert"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// True when `rsvg-convert` can be run, so PNG output is possible.
    public static var isAvailable: Bool { executable != nil }

    /// The most pixels a PNG may have (width × height at its scale): 64 million, a 4K screen
    /// seven times over, 256 MB as RGBA. rsvg-convert allocates the whole canvas, so a 270-byte
    /// nib with a 16,000-pt root took 46 s and 4 GB; such a picture is refused before it starts.
    public static let pixelBudget = 64_000_000
    /// What rsvg-convert may take: its address space (beyond what the budget's canvas needs and
    /// the images it decodes), and its time.
    public static let memoryLimit = 2 << 30
    public static let timeLimit = 60.0

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
    /// `pixelBudget`; rsvg-convert runs under `memoryLimit` and is killed after `timeLimit`
    /// (`$NIBKIT_RSVG_SECONDS` sets another).
    public static func png(fromSVG svg: String, scale: Double = 2) throws -> Data {
        guard let executable else { throw Unavailable() }
        if let (width, height) = size(ofSVG: svg) {
            let pixels = width * scale * height * scale
            guard pixels.isFinite, pixels <= Double(pixelBudget) else { throw TooLarge(width: width, height: height, scale: scale) }
        }
        let seconds = ProcessInfo.processInfo.environment["NIBKIT_RSVG_SECONDS"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? timeLimit
        let result = try Subprocess.run(executable, ["--format", "png", "--zoom", String(scale)], input: Data(svg.utf8),
                                        timeout: seconds, memoryLimit: memoryLimit)
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
