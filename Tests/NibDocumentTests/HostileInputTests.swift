import Foundation
import NibDocument
import NibTestSupport
import Testing

/// Input that is broken or built to hurt: each ends in a clear error with a position, quickly,
/// and never reads anything it was not given.
@Suite struct HostileInputTests {
    func parseError(_ text: String, limits: ParseLimits = .default) -> ParseError? {
        do {
            _ = try Document(string: text, file: "hostile.xib", limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test func emptyAndWhitespaceOnly() {
        #expect(parseError("")?.description == "hostile.xib:1:1: error: empty document")
        #expect(parseError(" \n\t ")?.reason == .empty)
    }

    @Test func truncatedAtEveryLineOfASample() throws {
        let data = try Data(contentsOf: Fixtures.valid("BookCell.xib"))
        let text = String(decoding: data, as: UTF8.self)
        let cuts = text.indices.filter { text[$0] == "\n" }.dropLast()
        #expect(cuts.count == 85)
        for cut in cuts {
            let error = parseError(String(text[..<cut]))
            #expect(error?.reason == .malformed, "cut at \(text.distance(from: text.startIndex, to: cut))")
            #expect((error?.line ?? 0) >= 1)
        }
    }

    @Test func mismatchedTagNamesLineAndColumn() throws {
        let error = try #require(parseError("<document>\n  <a>\n  </b>\n</document>"))
        #expect(error.reason == .malformed)
        #expect(error.line == 3)
        #expect(error.message.contains("mismatch"))
        #expect(error.description.hasPrefix("hostile.xib:3:"))
    }

    @Test func invalidUTF8() throws {
        var bytes = Array("<document><a text=\"".utf8)
        bytes += [0xC3, 0x28, 0xFF]
        bytes += Array("\"/></document>".utf8)
        let error = try #require(bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(ParseError) in try Document(bytes: buffer, file: "bad.xib") }.failure
        })
        #expect(error.reason == .malformed)
        #expect(error.line == 1)
    }

    @Test func nulByte() throws {
        let error = try #require(parseError("<document>\n<a>x\u{0}y</a></document>"))
        #expect(error.reason == .malformed)
        #expect(error.line == 2)
    }

    @Test func unsupportedRoot() throws {
        let error = try #require(parseError("<?xml version=\"1.0\"?>\n<plist><dict/></plist>"))
        #expect(error.reason == .unsupportedRoot)
        #expect(error.line == 2 && error.column == 1)
        #expect(error.message.contains("<plist>"))
    }

    /// An external entity pointing at a real local file: refused at the DOCTYPE, and the file's
    /// content never appears anywhere.
    @Test func externalEntityIsRejectedAndTheFileNeverRead() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-secret-\(UUID().uuidString).txt")
        try "TOP-SECRET-VALUE".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document [ <!ENTITY leak SYSTEM "file://\(secret.path)"> ]>
            <document><string key="x">&leak;</string></document>
            """
        let error = try #require(parseError(text))
        #expect(error.reason == .doctype)
        #expect(error.line == 2 && error.column == 1)
        #expect(!error.message.contains("TOP-SECRET"))
    }

    @Test func billionLaughsIsRejectedQuickly() throws {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        text += "]>\n<document>&lol9;</document>"
        // Refused for its DOCTYPE, before any entity is expanded: quick by construction (the
        // debug run asserts no times).
        let error = try #require(parseError(text))
        #expect(error.reason == .doctype)
        #expect(error.line == 2)
    }

    @Test func undeclaredEntityIsAnError() throws {
        let error = try #require(parseError("<document>&nope;</document>"))
        #expect(error.reason == .malformed)
        #expect(error.message.contains("nope"))
    }

    @Test func tenThousandDeepIsAnErrorNotACrash() throws {
        let text = "<document>" + String(repeating: "<v>", count: 10_000) + String(repeating: "</v>", count: 10_000) + "</document>"
        let error = try #require(parseError(text))
        #expect(error.reason == .tooDeep || error.reason == .malformed)
        #expect(error.line == 1)
    }

    @Test func depthAndSizeLimitsAreConfigurable() throws {
        let text = "<document>" + String(repeating: "<v>", count: 20) + String(repeating: "</v>", count: 20) + "</document>"
        #expect(parseError(text) == nil)
        let deep = try #require(parseError(text, limits: ParseLimits(maxDepth: 10)))
        #expect(deep.reason == .tooDeep)
        #expect(deep.message == "elements nested deeper than 10 levels")
        #expect(deep.column == 1 + 10 + 3 * 9)  // the 11th element's `<`
        let large = try #require(parseError(text, limits: ParseLimits(maxFileSize: 32)))
        #expect(large.reason == .fileTooLarge)
    }

    @Test func unreadablePaths() throws {
        do {
            _ = try Document(contentsOfFile: "/nonexistent/Nope.xib")
            Issue.record("parsed a file that does not exist")
        } catch {
            #expect(error.reason == .unreadable)
            #expect(error.description == "/nonexistent/Nope.xib:1:1: error: no such file")
        }
        do {
            _ = try Document(contentsOf: Fixtures.samples)
            Issue.record("parsed a folder")
        } catch {
            #expect(error.reason == .unreadable)
        }
    }

    @Test func parsesOnManyThreadsAtOnce() async throws {
        let files = Fixtures.interfaceFiles(in: Fixtures.valid)
        let good = try files.map { try Document(contentsOf: $0).jsonDump() }
        let broken = "<document>\n<a></b></document>"
        try await withThrowingTaskGroup(of: Void.self) { group in
            for round in 0..<64 {
                group.addTask {
                    let index = round % files.count
                    #expect(try Document(contentsOf: files[index]).jsonDump() == good[index])
                    do {
                        _ = try Document(string: broken, file: "t\(round).xib")
                        Issue.record("broken document parsed")
                    } catch let error as ParseError {
                        // Each parse reports its own error: captured per context, not globally.
                        #expect(error.file == "t\(round).xib" && error.line == 2)
                    }
                }
            }
            try await group.waitForAll()
        }
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

