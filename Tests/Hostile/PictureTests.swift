import Foundation
import NibTestSupport
import Testing

/// Pictures out of proportion to their input: an image written out once per view that draws it,
/// and PNG output whose size a nib or an image header sets.
@Suite struct PictureTests {
    /// The first bytes of a PNG that says it is `width` × `height` pixels (signature and IHDR),
    /// then `padding` bytes: the header is all a decoder's allocation depends on.
    static func png(width: UInt32, height: UInt32, padding: Int = 0) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> UInt32($0)) } }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        bytes += (0..<padding).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        return Data(bytes)
    }

    /// A project whose catalog's image `cover` is `image`, and `Views.xib` with `objects`.
    static func project(_ name: String, image: Data, objects: String) throws -> HostileProject {
        let project = try HostileProject(name)
        try project.write("App/Views.xib", Fixtures.xib(objects))
        try project.write("App/Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        try project.write("App/Assets.xcassets/cover.imageset/Contents.json", HostileProject.imageSetJSON(filename: "cover.png"))
        try project.write("App/Assets.xcassets/cover.imageset/cover.png", image)
        return project
    }

    /// An image view drawing `cover`; `i0` is marked misplaced, so that the HTML report (which
    /// draws the files with findings) draws its file.
    static func imageView(_ id: String, y: Int) -> String {
        let misplaced = id == "i0" ? #" misplaced="YES""# : ""
        return #"<imageView contentMode="scaleAspectFit" image="cover"\#(misplaced) id="\#(id)"><rect key="frame" x="0" y="\#(y)" width="40" height="40"/></imageView>"#
    }

    /// 300 image views in one root, and 300 top-level image views (a picture of 300 roots): the
    /// image's bytes appear once in each picture, however many views draw it.
    @Test func anImageDrawnByManyViewsIsEmbeddedOnce() throws {
        let image = Self.png(width: 60, height: 90, padding: 20_000)
        let encoded = image.base64EncodedString()
        let inOneRoot = ProjectStallTests.rootView(subviews: (0..<300).map { Self.imageView("i\($0)", y: $0) }.joined(separator: "\n"), constraints: "")
        let oneRoot = try Self.project("image-once", image: image, objects: "")
        defer { oneRoot.remove() }
        try oneRoot.write("App/Views.xib", inOneRoot)
        let manyRoots = try Self.project("image-once-roots", image: image, objects: (0..<300).map { Self.imageView("i\($0)", y: 0) }.joined(separator: "\n"))
        defer { manyRoots.remove() }
        for project in [oneRoot, manyRoots] {
            let render = try Nibcheck.run(["render", project.path("App/Views.xib"), "-o", "-"], timeout: stallBound)
            #expect(render.endedNormally && render.status == 0, "\(render.error)")
            #expect(render.output.components(separatedBy: encoded).count - 1 == 1)
            #expect(render.output.components(separatedBy: "<use href=").count - 1 == 300)
            let report = try Nibcheck.run(["--no-config", "--format", "html", project.path("App")], timeout: stallBound)
            #expect(report.endedNormally, "\(report.error)")
            #expect(report.output.components(separatedBy: encoded).count - 1 == 1)
        }
    }

    static let rsvgProblem: String? = Fixtures.which("rsvg-convert") == nil ? "rsvg-convert is not installed (apt-get install librsvg2-bin)" : nil

    /// A 16,000-pt root at 2× is a billion pixels (46 s and 4 GB in rsvg-convert): refused first,
    /// at the root's line.
    @Test(.enabled(if: rsvgProblem == nil, Comment(rawValue: rsvgProblem ?? "")))
    func aHugeCanvasIsRefusedBeforeRasterising() throws {
        let project = try HostileProject("huge-canvas")
        defer { project.remove() }
        let file = try project.write("Huge.xib", Fixtures.xib(#"<view contentMode="scaleToFill" id="a1"><rect key="frame" x="0" y="0" width="16000" height="16000"/></view>"#))
        let run = try Nibcheck.run(["render", file, "--format", "png", "-o", project.path("Huge.png")], timeout: stallBound)
        #expect(run.endedNormally && run.status == 1, "status \(run.status), timed out \(run.timedOut)")
        #expect(run.error.contains("Huge.xib:4: the picture would be 32000 × 32000 pixels, over the budget"), "\(run.error)")
    }

    /// A small PNG that says it is 30,000 × 30,000 pixels (6.2 GB to rasterise): not embedded,
    /// and named with the line of the view that draws it.
    @Test(.enabled(if: rsvgProblem == nil, Comment(rawValue: rsvgProblem ?? "")))
    func anImageDeclaringTooManyPixelsIsRefused() throws {
        let image = Self.png(width: 30_000, height: 30_000, padding: 1_000)
        let project = try Self.project("huge-image", image: image, objects: "")
        defer { project.remove() }
        try project.write("App/Views.xib", ProjectStallTests.rootView(subviews: Self.imageView("i0", y: 0), constraints: ""))
        let run = try Nibcheck.run(["render", project.path("App/Views.xib"), "--format", "png", "-o", project.path("Views.png")], timeout: stallBound)
        #expect(run.endedNormally && run.status == 1, "status \(run.status), timed out \(run.timedOut)")
        #expect(run.error.contains("Views.xib:7: image 'cover' ("), "\(run.error)")
        #expect(run.error.contains("cover.png) is 30000 × 30000 pixels, over the budget"), "\(run.error)")
        let svg = try Nibcheck.run(["render", project.path("App/Views.xib"), "-o", "-"], timeout: stallBound)
        #expect(!svg.output.contains(image.base64EncodedString()))
    }

    /// An rsvg-convert that never ends is killed at its time bound (here one second).
    @Test func aRasteriserThatHangsIsStopped() throws {
        let project = try HostileProject("hanging-rsvg")
        defer { project.remove() }
        let script = try project.write("rsvg-convert", "#!/bin/sh\nexec sleep 600\n")
        chmod(script, 0o755)
        let file = try project.write("View.xib", CrashTests.view)
        let run = try Nibcheck.run(["render", file, "--format", "png", "-o", project.path("View.png")],
                                   environment: ["NIBKIT_RSVG_CONVERT": script, "NIBKIT_RSVG_SECONDS": "1"], timeout: stallBound)
        #expect(run.endedNormally && run.status == 1, "status \(run.status), timed out \(run.timedOut)")
        #expect(run.error.contains("rsvg-convert failed") && run.error.contains("stopped after 1 s"), "\(run.error)")
    }
}
