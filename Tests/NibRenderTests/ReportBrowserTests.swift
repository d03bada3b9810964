import Foundation
import NibDocument
import NibLint
import NibRender
import NibTestSupport
import NibValidation
import Testing

/// `nibcheck --format html Samples/` opened in headless Chromium (Debian's `chromium`): the page
/// renders (a screenshot that is not blank; one outline in the DOM per finding on a drawn view),
/// clicking a finding scrolls to its view and highlights it, and no script error is logged.
/// Skipped where Chromium is not installed.
@Suite(.enabled(if: Browser.path != nil, "Chromium not installed: apt-get install chromium"), .serialized)
struct ReportBrowserTests {
    /// The report, written once, and the lint result it shows.
    static let report: (url: URL, result: Linter.Result) = {
        let folder = TemporaryFolders.shared("report")
        let url = folder.appendingPathComponent("report.html")
        let run = try? Fixtures.run(Nibcheck.path, ["--no-sources", "--format", "html", Fixtures.samples.path])
        try? (run?.output ?? "").write(to: url, atomically: true, encoding: .utf8)
        let linter = Linter()
        return (url, linter.lint(files: linter.discoverFiles([Fixtures.samples.path]).files))
    }()

    /// How many findings sit on a drawn view, found independently of the reporter: the finding's
    /// object (or, without one, the element at its position), or the nearest enclosing object,
    /// among the views NibRenderer draws.
    static func expectedOutlines(_ result: Linter.Result) -> Int {
        var count = 0
        for diagnostic in result.diagnostics {
            guard let document = try? Document(contentsOfFile: diagnostic.file) else { continue }
            let roots = NibRenderer(document: document).render()
            let drawn = Set(roots.flatMap { $0.views.map(\.id) })
            let rootIDs = Set(roots.map(\.id))
            var element = diagnostic.objectID.flatMap { document.element(withID: $0) }
            if element == nil {
                element = document.elements.first { $0.line == diagnostic.line && $0.column == diagnostic.column }
                    ?? document.elements.first { $0.line == diagnostic.line }
            }
            guard let start = element else { continue }
            let onView = ([start] + start.ancestors).contains { candidate in
                guard let id = candidate.id else { return false }
                return drawn.contains(id) || candidate.child(key: "view")?.id.map(rootIDs.contains) == true
            }
            if onView { count += 1 }
        }
        return count
    }

    static func attribute(_ name: String, in html: String) -> String? {
        guard let body = html.range(of: "<body"), let end = html[body.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = html[body.lowerBound..<end]
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }

    @Test func reportRendersWithAnOutlinePerFindingOnAView() throws {
        let (url, result) = Self.report
        let page = try String(contentsOf: url, encoding: .utf8)
        #expect(!page.contains("http://") || !page.contains("src=\"http"), "no network fetches")
        #expect(!page.contains("<link"))
        let run = try Browser.run(["--dump-dom", url.absoluteString])
        let dom = run.output
        #expect(Self.attribute("data-ready", in: dom) == "yes", "the script ran to its end")
        #expect(Self.attribute("data-errors", in: dom) == "", "script errors: \(Self.attribute("data-errors", in: dom) ?? "?")")
        #expect(!run.error.contains("Uncaught"), "console: \(run.error.split(separator: "\n").filter { $0.contains("CONSOLE") })")
        let outlines = dom.components(separatedBy: "<rect class=\"outline").count - 1
        let expected = Self.expectedOutlines(result)
        #expect(expected >= 15)
        #expect(outlines == expected)
        #expect(dom.components(separatedBy: "<li class=\"finding").count - 1 == result.diagnostics.count)
        // Every outline's number is a finding in the list, in the same colour.
        for severity in Severity.allCases {
            let outlined = dom.components(separatedBy: "<rect class=\"outline sev-\(severity.rawValue)\"").count - 1
            #expect(outlined <= result.count(severity))
        }
    }

    /// `nibcheck diff --format html` (issue #26): both versions side by side, each change
    /// outlined on its view and listed, and the report's script running without an error.
    @Test func theDiffPageOutlinesEveryChange() throws {
        let run = try Fixtures.run(Nibcheck.path, ["diff", "--format", "html", "Samples/Diff/Login-before.xib", "Samples/Diff/Login-after.xib"])
        #expect(run.status == 1, "changes exit 1, as in text")
        let text = try Fixtures.run(Nibcheck.path, ["diff", "Samples/Diff/Login-before.xib", "Samples/Diff/Login-after.xib"])
        let changes = text.output.split(separator: "\n").count - 1
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-diff-\(getpid()).html")
        defer { try? FileManager.default.removeItem(at: url) }
        try run.output.write(to: url, atomically: true, encoding: .utf8)
        let dom = try Browser.run(["--dump-dom", url.absoluteString]).output
        #expect(Self.attribute("data-ready", in: dom) == "yes")
        #expect(Self.attribute("data-errors", in: dom) == "")
        #expect(dom.components(separatedBy: "<section class=\"file").count - 1 == 2, "the old and the new version")
        #expect(dom.components(separatedBy: "<li class=\"finding").count - 1 == changes)
        #expect(dom.components(separatedBy: "<rect class=\"outline").count - 1 == changes, "every change of the sample is on a drawn view")
    }

    @Test func clickingAFindingScrollsToItsViewAndHighlightsIt() throws {
        let (url, _) = Self.report
        let page = try String(contentsOf: url, encoding: .utf8)
        // The last finding drawn on a view: far down the page, out of the first screen.
        let numbers = page.components(separatedBy: "<rect class=\"outline").dropFirst().compactMap { piece -> Int? in
            guard let range = piece.range(of: "data-finding=\"") else { return nil }
            return Int(piece[range.upperBound...].prefix { $0.isNumber })
        }
        let last = try #require(numbers.max())
        let run = try Browser.run(["--dump-dom", url.absoluteString + "#select=\(last)"])
        let dom = run.output
        #expect(Self.attribute("data-selected", in: dom) == String(last))
        #expect((Int(Self.attribute("data-scrolled", in: dom) ?? "0") ?? 0) > 0, "the page scrolled")
        #expect(Self.attribute("data-visible", in: dom) == "yes", "the view's outline is on screen")
        #expect(dom.contains("class=\"outline sev-") && dom.contains(" active\" data-finding=\"\(last)\""))
        #expect(Self.attribute("data-errors", in: dom) == "")
        #expect(!run.error.contains("Uncaught"))
    }

    @Test func screenshotIsNotBlank() throws {
        let (url, _) = Self.report
        let shot = url.deletingLastPathComponent().appendingPathComponent("report.png")
        _ = try Browser.run(["--screenshot=\(shot.path)", url.absoluteString])
        let image = try PNGImage(data: try Data(contentsOf: shot))
        #expect(image.width == 1280 && image.height == 900)
        var colours = Set<Int>()
        var inked = 0
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) {
                let p = image.opaquePixel(x, y)
                colours.insert(p.r << 16 | p.g << 8 | p.b)
                if p.r < 200 || p.g < 200 || p.b < 200 { inked += 1 }
            }
        }
        let sampled = (image.width / 2) * (image.height / 2)
        #expect(colours.count > 50, "\(colours.count) colours")
        #expect(Double(inked) / Double(sampled) > 0.01, "\(inked) of \(sampled) sampled pixels drawn")
        // Severity colours appear: an error outline or badge is on the first screen.
        #expect(colours.contains(0xd70015) || colours.contains(0xc35a00), "a severity colour is on screen")
        print("report screenshot: \(shot.path)")
    }

    /// A report of 20,000 findings, each marked on its view, loads and runs its script to the end
    /// within the harness's bound. Its script once looked each finding's marks up with a selector
    /// over the whole page: 4,000 findings took 14 s to load, so 20,000 would take minutes.
    @Test func aReportOf20000FindingsLoadsInTime() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-report-20k-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Ten roots of 1,000 labels, each marked misplaced and ambiguous: two findings, with an
        // outline each, per label. Without Auto Layout, so that the time goes to the page.
        for file in 0..<10 {
            let labels = (0..<1_000).map { index in
                #"<label opaque="NO" text="L" misplaced="YES" ambiguous="YES" id="l\#(index)"><rect key="frame" x="\#(index % 40 * 9)" y="\#(index / 40 * 16)" width="8" height="15"/><autoresizingMask key="autoresizingMask"/></label>"#
            }.joined(separator: "\n")
            try Fixtures.xib("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                \(labels)
                    </subviews>
                </view>
                """).replacingOccurrences(of: #"useAutolayout="YES""#, with: #"useAutolayout="NO""#)
                .write(to: folder.appendingPathComponent("Labels\(file).xib"), atomically: true, encoding: .utf8)
        }
        let report = folder.appendingPathComponent("report.html")
        let lint = try Fixtures.run(Nibcheck.path, ["--no-config", "--no-sources", "--format", "html", folder.path])
        try lint.output.write(to: report, atomically: true, encoding: .utf8)
        #expect(lint.output.components(separatedBy: "<li class=\"finding").count - 1 == 20_000)

        let run = try Browser.run(["--dump-dom", report.absoluteString + "#select=20000"], timeout: 60)
        let dom = run.output
        #expect(Self.attribute("data-ready", in: dom) == "yes", "the script ran to its end within 60 s")
        #expect(Self.attribute("data-selected", in: dom) == "20000", "the last finding was selected")
        #expect(Self.attribute("data-errors", in: dom) == "")
    }
}

/// Headless Chromium.
enum Browser {
    static let path: String? = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(Fixtures.which).first

    typealias Run = Nibcheck.Run

    /// Runs Chromium headless at 1280×900 with `arguments`; stops it after `timeout` seconds.
    static func run(_ arguments: [String], timeout: Double = 120) throws -> Run {
        guard let path else { throw CocoaError(.fileNoSuchFile) }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        return try Nibcheck.launch(path, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                                             "--user-data-dir=\(profile.path)", "--window-size=1280,900",
                                             "--enable-logging=stderr", "--v=0", "--virtual-time-budget=3000"] + arguments,
                                      in: FileManager.default.temporaryDirectory, environment: [:], timeout: timeout)
    }
}
