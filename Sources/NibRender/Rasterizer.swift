import Foundation
import NibDocument

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

    /// The SVG as PNG, `scale` pixels per point (2: a Retina screen).
    public static func png(fromSVG svg: String, scale: Double = 2) throws -> Data {
        guard let executable else { throw Unavailable() }
        let result = try Subprocess.run(executable, ["--format", "png", "--zoom", String(scale)], input: Data(svg.utf8))
        guard result.status == 0, !result.output.isEmpty else {
            let message = String(decoding: result.error, as: UTF8.self)
            throw Failed(status: result.status, message: message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return result.output
    }
}
