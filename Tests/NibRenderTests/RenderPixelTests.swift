import Foundation
import NibDocument
import NibRender
import NibTestSupport
import Testing

/// The pictures rasterised by rsvg-convert and checked at sample points: each label's text
/// pixels inside its frame, background colours where nothing else is drawn, control colours.
/// Skipped (and reported as skipped) where rsvg-convert is not installed.
@Suite(.enabled(if: Rasterizer(environment: ProcessInfo.processInfo.environment) != nil, "rsvg-convert not installed: apt-get install \(Rasterizer.package)"))
struct RenderPixelTests {
    static let scale = 2.0

    static func raster(_ root: RenderedRoot) throws -> PNGImage {
        try PNGImage(data: try #require(Rasterizer(environment: ProcessInfo.processInfo.environment)).png(fromSVG: root.svg, scale: scale))
    }

    static func roots(_ file: URL, _ options: RenderOptions = RenderOptions()) throws -> [RenderedRoot] {
        NibRenderer(document: try Document(contentsOf: file), options: options).render()
    }

    /// The colour at a point given in points.
    static func color(_ image: PNGImage, _ x: Double, _ y: Double) -> (r: Int, g: Int, b: Int) {
        image.opaquePixel(Int(x * scale), Int(y * scale))
    }

    static func close(_ a: (r: Int, g: Int, b: Int), _ b: (Int, Int, Int), tolerance: Int = 6) -> Bool {
        abs(a.r - b.0) <= tolerance && abs(a.g - b.1) <= tolerance && abs(a.b - b.2) <= tolerance
    }

    /// Pixels inside `frame` (points) that differ clearly from `background`: drawn text or shapes.
    static func inkPixels(_ image: PNGImage, in frame: Rect, background: (Int, Int, Int), matching: ((r: Int, g: Int, b: Int)) -> Bool = { _ in true }) -> Int {
        var count = 0
        let x0 = Int((frame.x * scale).rounded(.up)), x1 = Int(((frame.x + frame.width) * scale).rounded(.down))
        let y0 = Int((frame.y * scale).rounded(.up)), y1 = Int(((frame.y + frame.height) * scale).rounded(.down))
        guard x1 > x0, y1 > y0 else { return 0 }
        for y in y0..<min(y1, image.height) {
            for x in x0..<min(x1, image.width) {
                let pixel = image.opaquePixel(x, y)
                if !close(pixel, background, tolerance: 40), matching(pixel) { count += 1 }
            }
        }
        return count
    }

    @Test func everySampleRasterisesAndEveryLabelHasTextPixelsInsideItsFrame() throws {
        let files = (Fixtures.interfaceFiles(in: Fixtures.valid) + Fixtures.interfaceFiles(in: Fixtures.broken))
            .filter { (try? Document(contentsOf: $0)) != nil }
        var labels = 0
        for file in files {
            for root in try Self.roots(file) {
                let image = try Self.raster(root)
                #expect(image.width == Int((max(root.size.width, 1) * Self.scale).rounded()), "\(file.lastPathComponent)")
                let document = try Document(contentsOf: file)
                for view in root.views where view.name.hasPrefix("UILabel") || document.element(withID: view.id)?.name == "label" {
                    guard let element = document.element(withID: view.id), element.name == "label",
                          let text = element[attribute: "text"], !text.trimmingCharacters(in: .whitespaces).isEmpty,
                          view.frame.width >= 4, view.frame.height >= 8 else { continue }
                    let corner = Self.color(image, view.frame.x + 0.5, view.frame.y + 0.5)
                    let ink = Self.inkPixels(image, in: view.frame, background: (corner.r, corner.g, corner.b))
                    #expect(ink > 20, "\(file.lastPathComponent): label \(view.id) '\(text)' has \(ink) text pixels in \(view.frame)")
                    labels += 1
                }
            }
        }
        #expect(labels >= 25)
    }

    @Test func bookCell() throws {
        let root = try #require(try Self.roots(Fixtures.valid("BookCell.xib")).first)
        let image = try Self.raster(root)
        // White content view where nothing is drawn.
        #expect(Self.close(Self.color(image, 68, 4), (255, 255, 255)))
        #expect(Self.close(Self.color(image, 370, 84), (255, 255, 255)))
        // The title is black, bold, inside its frame; nothing of it spills right of the frame.
        let title = try #require(root.view(withID: "Tl5-Hx-0Ke")).frame
        #expect(Self.inkPixels(image, in: title, background: (255, 255, 255)) { $0.r < 60 && $0.g < 60 && $0.b < 60 } > 200)
        // The author in its 0.4 grey.
        let author = try #require(root.view(withID: "Au7-Ng-3Lp")).frame
        #expect(Self.inkPixels(image, in: author, background: (255, 255, 255)) { abs($0.r - 102) < 12 && abs($0.g - 102) < 12 && abs($0.b - 102) < 12 } > 10)
        // The button's title in the system blue.
        let button = try #require(root.view(withID: "Fv1-Ro-6Yd")).frame
        #expect(Self.inkPixels(image, in: button, background: (255, 255, 255)) { $0.b > 200 && $0.r < 80 } > 30)
        // The cover placeholder's grey.
        #expect(Self.close(Self.color(image, 20, 14), (229, 229, 234)))
    }

    @Test func profileViewLightAndDark() throws {
        let file = Fixtures.valid("ProfileView.xib")
        let light = try Self.raster(try #require(try Self.roots(file).first))
        #expect(Self.close(Self.color(light, 48, 48), (229, 229, 234)))      // the avatar: systemGray5
        #expect(Self.close(Self.color(light, 24, 115), (52, 199, 89)))       // the switch: on, systemGreen
        #expect(Self.close(Self.color(light, 200, 140), (255, 255, 255)))    // systemBackground
        let dark = try Self.raster(try #require(try Self.roots(file, RenderOptions(appearance: .dark)).first))
        #expect(Self.close(Self.color(dark, 48, 48), (44, 44, 46)))
        #expect(Self.close(Self.color(dark, 200, 140), (0, 0, 0)))
        #expect(Self.inkPixels(dark, in: Rect(x: 92, y: 16, width: 267, height: 20.5), background: (0, 0, 0)) { $0.r > 200 } > 100)
    }

    @Test func storyboardScenes() throws {
        let roots = try Self.roots(Fixtures.valid("Main.storyboard"))
        let table = try Self.raster(roots[0])
        let label = try #require(roots[0].view(withID: "Lt3-Wq-0Ej")).frame
        #expect(label.y > 50 && label.y < 94)
        #expect(Self.inkPixels(table, in: label, background: (255, 255, 255)) { $0.r < 60 } > 50)
        #expect(Self.close(Self.color(table, 200, 600), (255, 255, 255)))
        let detail = try Self.raster(roots[1])
        let summary = try #require(roots[1].view(withID: "Sm2-Eb-4Qx")).frame
        #expect(Self.inkPixels(detail, in: summary, background: (255, 255, 255)) { $0.r < 60 } > 50)
        #expect(Self.inkPixels(detail, in: Rect(x: 0, y: 0, width: 393, height: 74), background: (255, 255, 255)) == 0)
    }
}
