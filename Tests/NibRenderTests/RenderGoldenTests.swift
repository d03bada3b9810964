import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import NibDocument
import NibLayout
import NibRender
import NibTestSupport
import Testing

/// Every sample's picture against a reviewed golden SVG in `Goldens/`.
///
/// To refresh the goldens after a deliberate change, run
/// `NIBKIT_UPDATE_GOLDENS=1 swift test --filter RenderGoldenTests` (or
/// `swift test --filter RenderGoldenTests -- --update-goldens`), then look at every changed picture
/// (`rsvg-convert` makes PNGs of them) before committing it.
@Suite struct RenderGoldenTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    static var updating: Bool {
        ProcessInfo.processInfo.environment["NIBKIT_UPDATE_GOLDENS"] != nil
            || CommandLine.arguments.contains("--update-goldens")
    }

    /// Every sample that parses, valid and broken.
    static let samples: [String] = {
        let folders = [Fixtures.valid, Fixtures.broken]
        return folders.flatMap { Fixtures.interfaceFiles(in: $0) }
            .filter { (try? Document(contentsOf: $0)) != nil }
            .map { $0.path.replacingOccurrences(of: Fixtures.repositoryRoot.path + "/", with: "") }
    }()

    /// The picture of a sample, as `nibcheck render FILE -o OUT.svg` draws it.
    static func picture(_ sample: String) throws -> String {
        let path = Fixtures.repositoryRoot.appendingPathComponent(sample).path
        let document = try Document(contentsOfFile: sample.hasPrefix("/") ? sample : path)
        let renderer = NibRenderer(document: document, options: RenderOptions(assets: AssetCatalog.find(in: [(path as NSString).deletingLastPathComponent])))
        return Composite.svg(renderer.render(), appearance: renderer.appearance)
    }

    static func goldenName(_ sample: String) -> String {
        sample.replacingOccurrences(of: "Samples/", with: "").replacingOccurrences(of: "/", with: "-") + ".svg"
    }

    @Test func everySampleRenders() throws {
        #expect(Self.samples.count >= 25)
        for sample in Self.samples {
            let svg = try Self.picture(sample)
            #expect(svg.hasPrefix("<svg "), "\(sample)")
            // Well-formed XML, by an independent parser.
            let parser = XMLParser(data: Data(svg.utf8))
            #expect(parser.parse(), "\(sample): \(parser.parserError.map { "\($0)" } ?? "")")
        }
    }

    @Test(arguments: samples) func matchesGolden(_ sample: String) throws {
        let svg = try Self.picture(sample)
        let golden = Self.goldens.appendingPathComponent(Self.goldenName(sample))
        if Self.updating {
            try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
            try svg.write(to: golden, atomically: true, encoding: .utf8)
            // A golden being recorded proves nothing: the run fails, as snapshot tests do, and
            // the next run without NIBKIT_UPDATE_GOLDENS compares.
            Issue.record("recorded \(golden.lastPathComponent): review the diff, then run again without NIBKIT_UPDATE_GOLDENS")
            return
        }
        let expected = try? String(contentsOf: golden, encoding: .utf8)
        try #require(expected != nil, "no golden for \(sample): run NIBKIT_UPDATE_GOLDENS=1 swift test --filter RenderGoldenTests")
        if svg != expected {
            let differing = zip(svg.split(separator: "\n"), expected!.split(separator: "\n")).enumerated()
                .first { $0.element.0 != $0.element.1 }
            Issue.record("\(sample) differs from \(golden.lastPathComponent) at line \((differing?.offset ?? 0) + 1): \(differing.map { "\($0.element.0)" } ?? "length")")
        }
    }

    /// The facts a reviewer checks in the goldens, asserted: texts, colours and frames.
    @Test func bookCellShowsItsTextsColoursAndFrames() throws {
        let document = try Document(contentsOf: Fixtures.valid("BookCell.xib"))
        let root = try #require(NibRenderer(document: document).render().first)
        #expect(root.size.width == 375 && root.size.height == 88)
        #expect(root.svg.contains(">The Swift Programming</text>"))
        #expect(root.svg.contains(">Language</text>"))
        #expect(root.svg.contains(">Apple Inc.</text>"))
        #expect(root.svg.contains("fill=\"#666666\""))      // the author's 0.4 grey
        #expect(root.svg.contains(">Favorite</text>"))
        #expect(root.svg.contains("fill=\"#007aff\""))      // a system button in the tint colour
        #expect(root.svg.contains(">book-cover</text>"))    // no asset catalog: a labelled placeholder
        let title = try #require(root.view(withID: "Tl5-Hx-0Ke"))
        #expect(title.frame == Rect(x: 76, y: 12, width: 215.5, height: 41))
        let button = try #require(root.view(withID: "Fv1-Ro-6Yd"))
        #expect(button.frame == Rect(x: 300, y: 29, width: 59, height: 30))
    }

    @Test func profileViewUsesSystemColoursAndSolvedFrames() throws {
        let document = try Document(contentsOf: Fixtures.valid("ProfileView.xib"))
        let root = try #require(NibRenderer(document: document).render().first)
        #expect(root.svg.contains("fill=\"#e5e5ea\""))      // systemGray5Color
        #expect(root.svg.contains("fill=\"#3c3c43\" fill-opacity=\"0.6\""))  // secondaryLabelColor
        #expect(root.svg.contains("fill=\"#34c759\""))      // an on switch: systemGreenColor
        #expect(root.view(withID: "Pa5-Xm-2Kd")?.frame == Rect(x: 16, y: 16, width: 64, height: 64))
        #expect(root.view(withID: "Nb8-Yc-6Jw")?.frame == Rect(x: 92, y: 44.5, width: 267, height: 17))
        #expect(root.view(withID: "Sw7-Jc-4Ob")?.frame == Rect(x: 16, y: 100, width: 51, height: 31))

        let dark = try #require(NibRenderer(document: document, options: RenderOptions(appearance: .dark)).render().first)
        #expect(dark.svg.contains("<rect width=\"375\" height=\"147\" fill=\"#000000\"/>"))  // systemBackgroundColor, dark
        #expect(dark.svg.contains("fill=\"#2c2c2e\""))      // systemGray5Color, dark
    }

    @Test func storyboardDrawsEachSceneWithItsPrototypeCells() throws {
        let document = try Document(contentsOf: Fixtures.valid("Main.storyboard"))
        let roots = NibRenderer(document: document).render()
        #expect(roots.map(\.id) == ["Tb5-Xw-1Hn", "Vw1-Ha-9Kp"])
        #expect(roots[0].size == .init(width: 393, height: 852))
        #expect(roots[0].svg.contains(">Title</text>"))
        #expect(roots[0].view(withID: "Pc7-Ye-3Mv")?.frame.y == 50)
        #expect(roots[1].view(withID: "Sm2-Eb-4Qx")?.frame == Rect(x: 16, y: 75, width: 361, height: 20.333333))
    }

    @Test func devicesAndSizes() throws {
        let document = try Document(contentsOf: Fixtures.valid("Main.storyboard"))
        let se = try #require(Devices.named("iPhone SE"))
        let roots = NibRenderer(document: document, options: RenderOptions(device: se)).render()
        #expect(roots[1].size == .init(width: 375, height: 667))
        #expect(roots[1].view(withID: "Sm2-Eb-4Qx")?.frame.width == 343)
        #expect(Devices.named("iphone-15-pro")?.width == 393)
        #expect(Devices.named("retina6_12")?.height == 852)
        let cell = try Document(contentsOf: Fixtures.valid("BookCell.xib"))
        let wide = try #require(NibRenderer(document: cell, options: RenderOptions(size: .init(width: 430, height: 88))).render().first)
        // The title hugs its text (251) harder than the button (250): the button takes the room.
        #expect(wide.view(withID: "Fv1-Ro-6Yd")?.frame == Rect(x: 300, y: 29, width: 114, height: 30))
    }
}
