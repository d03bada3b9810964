import Foundation
import NibDocument
import NibTestSupport
import Testing

/// The limits the Security article promises, what is read at all (regular files only), and the encodings
/// refused rather than misplaced.
@Suite struct LimitsAndEncodingTests {
    func parseError(_ data: Data, limits: ParseLimits = .default) -> ParseError? {
        do {
            _ = try Document(data: data, file: "input.xib", limits: limits)
            return nil
        } catch {
            return error
        }
    }

    // MARK: Size

    /// libxml2 refused any pending input over 10 MB as "Huge input lookup", so the documented
    /// 64 MiB limit was false.
    @Test func aSixtyMegabyteRealShapedNibParsesUnderTheDefaultLimit() throws {
        let data = try GeneratedInput.realShapedXIB(atLeast: 60_000_000)
        #expect(data.count >= 60_000_000 && data.count <= ParseLimits.default.maxFileSize)
        let document = try Document(data: data, file: "large.xib")
        #expect(document.elementCount > 400_000)
        #expect(document.element(withID: "root")?.name == "view")
        // The last start tag is positioned as well as the first.
        let bytes = [UInt8](data)
        let lastStart = try #require(bytes.indices.last { bytes[$0] == UInt8(ascii: "<") && bytes[$0 + 1] != UInt8(ascii: "/") })
        let line = 1 + bytes[..<lastStart].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        #expect(document.elements.map(\.location.line).max() == line)
    }

    /// `Int32(bytes.count)` trapped for a limit above 2 GiB; the limit is now capped at what the
    /// parser can take.
    @Test func aLimitAboveTwoGigabytesIsCapped() throws {
        let limits = ParseLimits(maxFileSize: Int.max)
        #expect(try Document(contentsOf: Fixtures.valid("BookCell.xib"), limits: limits).elementCount > 10)
        #expect(ParseLimits.largestFileSize == Int(Int32.max))
    }

    // MARK: Attributes

    @Test func attributesPerElementAreCapped() throws {
        #expect(ParseLimits.default.maxAttributes == 4_096)
        #expect(parseError(GeneratedInput.element(withAttributes: 4_096)) == nil)
        let error = try #require(parseError(GeneratedInput.element(withAttributes: 4_097)))
        #expect(error.reason == .tooManyAttributes)
        #expect(error.message == "element has more than 4096 attributes")
        #expect((error.line, error.column) == (4, 9))  // the <view>'s `<`
        let lower = try #require(parseError(GeneratedInput.element(withAttributes: 11), limits: ParseLimits(maxAttributes: 10)))
        #expect(lower.reason == .tooManyAttributes && (lower.line, lower.column) == (4, 9))
    }

    /// The scan that runs before libxml2 must count what libxml2 counts: `>` and `=` inside
    /// quoted values are not attributes, and a long tag under the limit passes.
    @Test func theScanCountsOnlyRealAttributes() throws {
        let values = (0 ..< 50).map { " a\($0)=\"x=>'y'=\"" }.joined()
        let text = "<document>\n  <view\(values)/>\n</document>"
        #expect(parseError(Data(text.utf8), limits: ParseLimits(maxAttributes: 50)) == nil)
        let error = try #require(parseError(Data(text.utf8), limits: ParseLimits(maxAttributes: 49)))
        #expect(error.reason == .tooManyAttributes && (error.line, error.column) == (2, 3))
        // Comments and text full of `=` are not tags.
        let comment = "<document><!--" + String(repeating: "a=\"b\" ", count: 100) + "--></document>"
        #expect(parseError(Data(comment.utf8), limits: ParseLimits(maxAttributes: 10)) == nil)
        // An earlier error is still the one reported.
        let broken = "<document>\n<a></b>\n<view" + (0 ..< 20).map { " a\($0)=\"\"" }.joined() + "/></document>"
        #expect(parseError(Data(broken.utf8), limits: ParseLimits(maxAttributes: 10))?.reason == .malformed)
    }

    /// The scan jumps from a `<` to the last `<` within the longest safe gap: an oversized tag is
    /// found wherever it falls against those jumps, and a tag at the limit never is.
    @Test func theScanFindsAnOversizedTagAfterAnyRunOfShortTags() throws {
        let oversized = "<view" + (0 ..< 11).map { " a\($0)=\"\"" }.joined() + "/>"
        let atLimit = "<view" + (0 ..< 10).map { " a\($0)=\"\"" }.joined() + "/>"
        for padding in 0 ..< 40 {
            let before = "<document>\n" + String(repeating: "<a/>", count: padding) + atLimit + String(repeating: "<b/>", count: padding % 7)
            let text = before + "\n" + oversized + "\n" + String(repeating: "<a/>", count: 20) + "</document>"
            let error = try #require(parseError(Data(text.utf8), limits: ParseLimits(maxAttributes: 10)), "padding \(padding)")
            #expect(error.reason == .tooManyAttributes && (error.line, error.column) == (3, 1), "padding \(padding)")
            #expect(parseError(Data((before + "</document>").utf8), limits: ParseLimits(maxAttributes: 10)) == nil, "padding \(padding)")
        }
    }

    // MARK: Depth

    /// libxml2's push parser has no depth limit of its own: a raised `maxDepth` is honoured.
    @Test func aRaisedDepthLimitIsHonoured() throws {
        let depth = 7_000
        let text = "<document>" + String(repeating: "<v>", count: depth) + String(repeating: "</v>", count: depth) + "</document>"
        let document = try Document(string: text, limits: ParseLimits(maxDepth: depth + 1))
        #expect(document.elementCount == depth + 1)
    }

    // MARK: What is read

    @Test func onlyRegularFilesAreRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fifo.xib").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let zero = folder.appendingPathComponent("zero.xib").path
        try FileManager.default.createSymbolicLink(atPath: zero, withDestinationPath: "/dev/zero")
        for (path, message) in [(fifo, "is a FIFO, not a regular file"), (zero, "is a device, not a regular file")] {
            do {
                _ = try Document(contentsOfFile: path)
                Issue.record("read \(path)")
            } catch {
                #expect(error.reason == .unreadable)
                #expect(error.message == message)
            }
        }
    }

    // MARK: Encodings

    @Test func utf32AndEBCDICAreRefusedAtTheStart() throws {
        let text = "<?xml version=\"1.0\"?>\n<document>\n<view/>\n</document>\n"
        let utf32BE = Data([0x00, 0x00, 0xFE, 0xFF]) + text.data(using: .utf32BigEndian)!
        let utf32LE = Data([0xFF, 0xFE, 0x00, 0x00]) + text.data(using: .utf32LittleEndian)!
        // "<?xml" in EBCDIC (code page 037), then more of it.
        let ebcdic = Data([0x4C, 0x6F, 0xA7, 0x94, 0x93, 0x40, 0xA5, 0x85, 0x99, 0xA2, 0x89, 0x96, 0x95, 0x6F, 0x6E])
        for (data, name) in [(utf32BE, "UTF-32 (big-endian)"), (utf32LE, "UTF-32 (little-endian)"), (ebcdic, "EBCDIC")] {
            let error = try #require(parseError(data), "\(name)")
            #expect(error.reason == .unsupportedEncoding)
            #expect((error.line, error.column) == (1, 1))
            #expect(error.message.hasPrefix("unsupported encoding \(name)"))
        }
    }

    /// UTF-16 keeps working, with libxml2's line numbers.
    @Test func utf16ParsesWithLines() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<document>\n  <view id=\"a\"/>\n</document>\n"
        let document = try Document(data: Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!)
        #expect(document.element(withID: "a")?.location.line == 3)
    }

    // MARK: Not XML at all

    @Test func sourceCodeAndRandomBytesAreNotAnXMLDocument() throws {
        let swift = "import UIKit\n\nfinal class BookCell: UITableViewCell {}\n"
        let error = try #require(parseError(Data(swift.utf8)))
        #expect(error.description == "input.xib:1:1: error: not an XML document: an Interface Builder file starts with '<'")
        let indented = try #require(parseError(Data("\n\n   hello <document/>".utf8)))
        #expect((indented.line, indented.column) == (3, 4))
        var generator = SystemRandomNumberGenerator()
        let random = Data((0 ..< 4_096).map { _ in UInt8.random(in: 0x80 ... 0xFD, using: &generator) })
        #expect(parseError(random)?.message.hasPrefix("not an XML document") == true)
    }

    /// A merge committed unresolved (a homework's RepositoriesViewController.xib starts with
    /// `<<<<<<< HEAD`): named at the marker's line, not as libxml2's bad start tag.
    @Test func aConflictMarkerIsNamedAtItsLine() throws {
        let conflicted = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n<<<<<<< HEAD\n  <view id=\"a\"/>\n=======\n  <view id=\"b\"/>\n>>>>>>> other\n</document>\n"
        let error = try #require(parseError(Data(conflicted.utf8)))
        #expect(error.description == "input.xib:3:1: error: holds a merge conflict marker ('<<<<<<<'); resolve the conflict, as Xcode cannot open the file either")
        let first = try #require(parseError(Data(("<<<<<<< HEAD\n" + conflicted).utf8)))
        #expect(first.line == 1 && first.reason == .malformed)
        // Without a marker, libxml2's own words stay.
        let open = try #require(parseError(Data("<document>\n<view id=\"a\">\n</document>\n".utf8)))
        #expect(!open.message.contains("conflict"))
    }
}
