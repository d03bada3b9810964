import Foundation
import NibTestSupport
import NibDocument
import NibValidation
import Testing
@testable import NibSources

/// The cache file's format: what is written is read back, and anything else (cut short,
/// damaged, random, another format) is refused without a crash.
@Suite struct CacheFileTests {
    static let swiftKey = ContentKey(language: .swift, hash: ContentHash(Array("class BookCell {}".utf8)))
    static let skippedKey = ContentKey(language: .swift, hash: ContentHash(Array("let x = 1".utf8)))
    static let objectiveCKey = ContentKey(language: .objectiveC, hash: ContentHash(Array("@interface Banner @end".utf8)))
    static let needles = ContentHash(Array("IBOutlet\nBookCell".utf8))
    static let otherNeedles = ContentHash(Array("IBOutlet".utf8))

    static let declarations: FileDeclarations = {
        func at(_ line: Int, _ column: Int) -> NibDocument.SourceLocation { NibDocument.SourceLocation(file: "", line: line, column: column) }
        var cell = TypeDeclaration(kind: .classDeclaration, language: .swift, name: "BookCell", location: at(3, 7))
        cell.inheritedTypes = ["UITableViewCell", "Reusable"]
        cell.objcName = "NKBookCell"
        cell.properties = [
            .init(name: "titleLabel", typeName: "UILabel", isOutlet: true, isImplicitlyUnwrapped: true, location: at(4, 5)),
            .init(name: "buttons", typeName: "[UIButton]", isOutlet: true, isOutletCollection: true, location: at(5, 5)),
            .init(name: "count", typeName: nil, isOutlet: false, location: at(6, 5)),
        ]
        cell.methods = [.init(selector: "tapped:", isAction: true, location: at(8, 5)),
                        .init(selector: "reload", isAction: false, location: at(9, 5), setsOnSelf: ["backgroundColor", "setTitleColor"])]
        cell.calledMembers = ["titleLabel.setStyle", "buttons.forEach"]
        cell.interactionDisabledMembers = ["titleLabel"]
        cell.interactionEnabledMembers = ["buttons"]
        var addition = TypeDeclaration(kind: .addition, language: .objectiveC, name: "BookCell", location: at(20, 1))
        addition.module = "Shelf"
        // Every flag and the last kinds, so that a dropped bit or code shows.
        var restoring = LiteralUse(kind: .storyboardIdentifier, value: "Reveal", location: at(33, 5))
        restoring.runsOnlyInStateRestoration = true
        restoring.storyboard = "Main"
        restoring.memberName = "storyboardID"
        var padLoad = LiteralUse(kind: .nibName, value: "Maps_iPad", location: at(34, 5))
        padLoad.runsOnlyOnIPad = true
        padLoad.returnsNilWhenUnregistered = true
        var performed = LiteralUse(kind: .segueIdentifier, value: nil, location: at(31, 12))
        performed.performer = "ShelfController"
        performed.isInTryOrCatch = true
        var dequeue = LiteralUse(kind: .dequeueReuseIdentifier, value: "BookCell", location: at(30, 40))
        dequeue.takesTheCellAsItIs = true
        dequeue.dequeuesFromOwnList = true
        var footer = LiteralUse(kind: .dequeueReuseIdentifier, value: "Footer", location: at(37, 9))
        footer.supplementaryKind = .sectionFooter
        var header = LiteralUse(kind: .dequeueReuseIdentifier, value: "Header", location: at(38, 9))
        header.supplementaryKind = .sectionHeader
        let literals = [
            dequeue, footer, header,
            performed,
            LiteralUse(kind: .nibName, value: "Zelle ✓", location: at(32, 1)),
            restoring, padLoad,
            LiteralUse(kind: .initialViewController, value: nil, location: at(35, 1)),
            LiteralUse(kind: .stateRestoration, value: nil, location: at(36, 1)),
            LiteralUse(kind: .sectionHeaderSize, value: nil, location: at(39, 1)),
            LiteralUse(kind: .sectionFooterSize, value: nil, location: at(40, 1)),
        ]
        var declarations = FileDeclarations(types: [cell, addition], literals: literals)
        declarations.constantOnlyStrings = ["Login": ["Storyboard.Login", "Segue.Login"], "showAdd": ["Segue.showAdd"]]
        declarations.typeMemberReferences = ["Text.Login", ".main"]
        declarations.classNameMembers = ["storyboardID"]
        return declarations
    }()

    static let stamp = FileStamp(device: 2049, inode: 1_234_567, size: 17,
                                 modified: .init(seconds: 1_700_000_000, nanoseconds: 123_456_789),
                                 changed: .init(seconds: 1_700_000_001, nanoseconds: 5))

    static func entries() -> [ContentKey: CacheFile.Entry] {
        [
            swiftKey: CacheFile.Entry(scans: [.init(needles: needles, matched: true), .init(needles: otherNeedles, matched: false)],
                                      declarations: .decoded(declarations)),
            skippedKey: CacheFile.Entry(scans: [.init(needles: needles, matched: false)]),
            objectiveCKey: CacheFile.Entry(declarations: .decoded(FileDeclarations())),
        ]
    }

    static func paths() -> [String: CacheFile.PathRecord] {
        [
            "App/BookCell.swift": .init(stamp: stamp, content: swiftKey),
            "App/Other.swift": .init(stamp: stamp, content: skippedKey),
        ]
    }

    static let key = MachineKey(bytes: Array(0..<32))
    static let otherKey = MachineKey(bytes: Array(1..<33))

    static let sample: [UInt8] = CacheFile.encode(entries: entries(), paths: paths(), key: key) { _ in nil }

    /// Contents are keyed by SHA-256 (its first 128 bits: FIPS 180-4's "abc" vector), not by a
    /// fast hash whose collisions a pull request could craft against what this machine cached.
    @Test func contentsAreKeyedByACollisionResistantHash() {
        let key = ContentHash(Array("abc".utf8))
        #expect(key.first == 0xba7816bf8f01cfea && key.second == 0x414140de5dae2223 && key.length == 3)
    }

    @Test func whatIsWrittenIsReadBack() throws {
        let loaded = try #require(CacheFile.decode(CacheFileTests.sample, key: CacheFileTests.key))
        #expect(Set(loaded.entries.keys) == Set(CacheFileTests.entries().keys))
        #expect(loaded.paths == CacheFileTests.paths())
        #expect(loaded.entries[CacheFileTests.swiftKey]?.scans == CacheFileTests.entries()[CacheFileTests.swiftKey]?.scans)
        guard case .encoded(let range)? = loaded.entries[CacheFileTests.swiftKey]?.declarations else {
            Issue.record("declarations not kept")
            return
        }
        let read = CacheFile.declarations(in: loaded, range: range, file: "App/BookCell.swift")
        #expect(read == CacheFileTests.declarations.relocated(to: "App/BookCell.swift"))
        guard case .none? = loaded.entries[CacheFileTests.skippedKey]?.declarations else {
            Issue.record("a content never read has declarations")
            return
        }
    }

    @Test func theSameCacheGivesTheSameBytes() {
        #expect(CacheFile.encode(entries: CacheFileTests.entries(), paths: CacheFileTests.paths(), key: CacheFileTests.key) { _ in nil } == CacheFileTests.sample)
    }

    @Test func everyTruncationIsRefused() {
        let bytes = CacheFileTests.sample
        for length in 0..<bytes.count {
            #expect(CacheFile.decode(Array(bytes[..<length]), key: CacheFileTests.key) == nil, "cut at \(length)")
        }
        #expect(CacheFile.decode(bytes + [0], key: CacheFileTests.key) == nil)
    }

    @Test func everyDamagedByteIsRefused() {
        let bytes = CacheFileTests.sample
        for index in bytes.indices {
            for mask: UInt8 in [0x01, 0x80, 0xFF] {
                var damaged = bytes
                damaged[index] ^= mask
                #expect(CacheFile.decode(damaged, key: CacheFileTests.key) == nil, "byte \(index) ^ \(mask)")
            }
        }
    }

    @Test func garbageIsRefused() {
        var generator = SplitMix64(seed: 11)
        for round in 0..<2000 {
            let count = Int.random(in: 0...600, using: &generator)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            // Half of them behind a real header, so the checks past the magic are reached too.
            if round.isMultiple(of: 2) { bytes = Array(CacheFileTests.sample.prefix(CacheFile.headerSize)) + bytes }
            #expect(CacheFile.decode(bytes, key: CacheFileTests.key) == nil)
        }
    }

    /// A cache signed with another key (one planted in a repository, say) is refused whole, even
    /// when every byte of it is well formed.
    @Test func aCacheSignedWithAnotherKeyIsRefused() {
        let payload = Array(CacheFileTests.sample.dropFirst(CacheFile.headerSize))
        #expect(CacheFile.decode(CacheFileTests.header(for: payload, key: CacheFileTests.otherKey) + payload, key: CacheFileTests.key) == nil)
        #expect(CacheFile.decode(CacheFileTests.sample, key: CacheFileTests.otherKey) == nil)
        #expect(CacheFile.decode(CacheFileTests.sample, key: CacheFileTests.key) != nil)
    }

    /// SHA-256 and HMAC-SHA-256 against the published test vectors (FIPS 180-4's "abc" and the
    /// two-block message; RFC 4231's test cases 1 and 2).
    @Test func signaturesMatchThePublishedVectors() {
        func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
        #expect(hex(SHA256.digest(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.digest(Array("".utf8))) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(SHA256.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // FIPS 180-4's million "a", fed in parts whose edges fall inside blocks.
        let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(hex(SHA256.digest(parts: [million[..<7], million[7..<70_001], million[70_001...]]))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        #expect(hex(SHA256.hmac(key: [UInt8](repeating: 0x0b, count: 20), message: Array("Hi There".utf8)[...]))
                == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(hex(SHA256.hmac(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8)[...]))
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    /// Random payloads with a header and signature that fit them: only the structural checks stand
    /// between them and the cache. None may trap, and whatever decodes must decode safely.
    @Test func randomPayloadsWithAValidChecksumDoNotCrash() {
        var generator = SplitMix64(seed: 12)
        let body = Array(CacheFileTests.sample.dropFirst(CacheFile.headerSize))
        for round in 0..<3000 {
            var payload: [UInt8]
            if round.isMultiple(of: 2) {
                payload = (0..<Int.random(in: 0...300, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            } else {
                // A real payload, damaged in a few places.
                payload = body
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    payload[Int.random(in: 0..<payload.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
            }
            let bytes = CacheFileTests.header(for: payload) + payload
            guard let loaded = CacheFile.decode(bytes, key: CacheFileTests.key) else { continue }
            for entry in loaded.entries.values {
                if case .encoded(let range) = entry.declarations { _ = CacheFile.declarations(in: loaded, range: range, file: "x.swift") }
            }
        }
    }

    @Test func otherFilesAreRefused() {
        let oldJSON = Array(#"{"version":"nibcheck-sources-1","entries":{}}"#.utf8)
        #expect(CacheFile.decode(oldJSON, key: CacheFileTests.key) == nil)
        #expect(CacheFile.decode([], key: CacheFileTests.key) == nil)
        let payload = Array(CacheFileTests.sample.dropFirst(CacheFile.headerSize))
        #expect(CacheFile.decode(CacheFileTests.header(for: payload) + payload, key: CacheFileTests.key) != nil)
        #expect(CacheFile.decode(CacheFileTests.header(for: payload, format: CacheFile.format + 1) + payload, key: CacheFileTests.key) == nil)
        #expect(CacheFile.decode(CacheFileTests.header(for: payload, reader: SourceCache.readerVersion + 1) + payload, key: CacheFileTests.key) == nil)
    }

    static func header(for payload: [UInt8], format: UInt32 = CacheFile.format, reader: UInt32 = SourceCache.readerVersion,
                       key: MachineKey = CacheFileTests.key) -> [UInt8] {
        func little<T: FixedWidthInteger>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value.littleEndian) { Array($0) } }
        let head = CacheFile.magic + little(format) + little(reader) + little(UInt64(payload.count))
        return head + CacheFile.signature(header: head[...], payload: payload[...], key: key)
    }
}

/// The cache between runs: stamps it may trust, scan outcomes, and a bad file at its place.
@Suite struct SourceCacheTests {
    static func folder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-cache-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aStampIsTrustedOnlyOnceItHasSettled() throws {
        let folder = try SourceCacheTests.folder("settle")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift").path
        try "class A {}".write(toFile: file, atomically: false, encoding: .utf8)
        let cacheFile = folder.appendingPathComponent("sources.cache")
        let key = ContentKey(language: .swift, hash: ContentHash(Array("class A {}".utf8)))
        let stamp = try #require(FileStamp(path: file))

        // Just written: the next run must read the file again.
        let fresh = SourceCache(file: cacheFile, start: Date())
        fresh.record(path: file, stamp: stamp, content: key)
        fresh.store(key, FileDeclarations())
        fresh.save()
        #expect(SourceCache(file: cacheFile).content(atPath: file, stamp: stamp) == nil)

        // Seen by a run that started well after the file's last change: trusted.
        let later = SourceCache(file: cacheFile, start: Date().addingTimeInterval(60))
        later.record(path: file, stamp: stamp, content: key)
        later.save()
        #expect(SourceCache(file: cacheFile).content(atPath: file, stamp: stamp) == key)
    }

    @Test func aRewriteOfTheSameSizeAndTimeIsNoticed() throws {
        let folder = try SourceCacheTests.folder("rewrite")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift").path
        try "class A {}".write(toFile: file, atomically: false, encoding: .utf8)
        let modified = try #require(FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date)
        let before = try #require(FileStamp(path: file))
        let cacheFile = folder.appendingPathComponent("sources.cache")
        let cache = SourceCache(file: cacheFile, start: Date().addingTimeInterval(60))
        cache.record(path: file, stamp: before, content: ContentKey(language: .swift, hash: ContentHash(Array("class A {}".utf8))))
        cache.save()

        // Same length, modification time put back, as `cp -p` or `tar` would: ctime still moves.
        Thread.sleep(forTimeInterval: 0.02)
        try "class B {}".write(toFile: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: file)
        let after = try #require(FileStamp(path: file))
        #expect(after.size == before.size)
        #expect(after != before)
        #expect(SourceCache(file: cacheFile).content(atPath: file, stamp: after) == nil)
    }

    @Test func scanOutcomesAreKeptPerNeedleSet() throws {
        let folder = try SourceCacheTests.folder("scans")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cacheFile = folder.appendingPathComponent("sources.cache")
        let key = CacheFileTests.swiftKey
        let cache = SourceCache(file: cacheFile)
        cache.recordScan(key, needles: CacheFileTests.needles, matched: true)
        cache.recordScan(key, needles: CacheFileTests.otherNeedles, matched: false)
        cache.save()
        let next = SourceCache(file: cacheFile)
        #expect(next.scanOutcome(key, needles: CacheFileTests.needles) == true)
        #expect(next.scanOutcome(key, needles: CacheFileTests.otherNeedles) == false)
        #expect(next.scanOutcome(key, needles: ContentHash(Array("UINib".utf8))) == nil)
        #expect(IdentifierSet(["b", "a", "a"]).id == IdentifierSet(["a", "b"]).id)
        #expect(IdentifierSet(["a", "b"]).id != IdentifierSet(["a", "c"]).id)
    }

    @Test func aDamagedCacheFileIsIgnoredAndRebuilt() throws {
        let folder = try SourceCacheTests.folder("damaged")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "@interface Banner : UIView\n@property (weak) IBOutlet UILabel *label;\n@end\n"
            .write(to: folder.appendingPathComponent("Banner.h"), atomically: true, encoding: .utf8)
        let cacheFile = folder.appendingPathComponent("cache/sources.cache")
        var options = SourceReader.Options(paths: [folder.path])
        options.cacheFile = cacheFile
        options.start = Date().addingTimeInterval(60)

        let first = SourceReader(options: options).read()
        let written = try Data(contentsOf: cacheFile)
        for damage in [Data(written.prefix(written.count / 2)), Data("not a cache".utf8), Data()] {
            try damage.write(to: cacheFile)
            let again = SourceReader(options: options).read()
            #expect(again.facts == first.facts)
            #expect(SourceCache(file: cacheFile).isLoaded)
        }
        // Unchanged since: the file is known by its stamp and nothing is written.
        let stamp = try #require(FileStamp(path: folder.appendingPathComponent("Banner.h").path))
        #expect(SourceCache(file: cacheFile).content(atPath: folder.appendingPathComponent("Banner.h").path, stamp: stamp) != nil)
        let savedAt = try #require(FileManager.default.attributesOfItem(atPath: cacheFile.path)[.modificationDate] as? Date)
        Thread.sleep(forTimeInterval: 0.02)
        #expect(SourceReader(options: options).read().facts == first.facts)
        #expect(try FileManager.default.attributesOfItem(atPath: cacheFile.path)[.modificationDate] as? Date == savedAt)
        #expect(first.facts.types.first?.properties.map(\.name) == ["label"])
    }

    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aWarmRunReadsNoSwiftFileAndGivesTheSameFacts() throws {
        var options = SourceReader.Options(paths: [AppFixtureTests.clean])
        options.nibClassNames = ["BookCell", "TagCell", "BadgeView", "HeaderView", "LegacyBanner", "ShelfViewController"]
        let folder = try SourceCacheTests.folder("warm")
        defer { try? FileManager.default.removeItem(at: folder) }
        options.cacheFile = folder.appendingPathComponent("sources.cache")
        options.start = Date().addingTimeInterval(60)
        let cold = SourceReader(options: options).read()
        let warm = SourceReader(options: options).read()
        #expect(cold.cacheHits == 0 && cold.swiftFilesRead > 0)
        #expect(warm.cacheHits == warm.swiftFilesRead && warm.swiftFilesRead == cold.swiftFilesRead)
        #expect(warm.facts == cold.facts)
        // A nib naming another class changes the needles: the files are scanned again, and the
        // facts are those of a run without a cache.
        options.nibClassNames.insert("HomeViewController")
        let wider = SourceReader(options: options).read()
        var uncached = options
        uncached.cacheFile = nil
        #expect(wider.facts == SourceReader(options: uncached).read().facts)
    }
}
