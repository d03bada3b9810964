import Foundation
import NibDocument
import NibKit
import NibTestSupport
import NibValidation
import Testing

@Suite struct NibLoaderTests {
    let loader = NibLoader(searchPaths: [Fixtures.valid, Fixtures.broken], preferredLanguages: ["fr", "en"])

    @Test func loadsByName() throws {
        let nib = try loader.load(named: "BookCell")
        #expect(nib.name == "BookCell")
        #expect(nib.url?.path == Fixtures.valid("BookCell.xib").path)
        #expect(nib.document.objects.first?.customClass == "BookCell")
    }

    @Test func cachesParsedNibs() throws {
        let first = try loader.load(named: "BookCell")
        let second = try loader.load(named: "BookCell")
        #expect(first === second)
        // Another loader has its own cache.
        #expect(try NibLoader(searchPaths: [Fixtures.valid]).load(named: "BookCell") !== first)
    }

    @Test func reloadsAFileThatChanged() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Cell.xib")
        try FileManager.default.copyItem(at: Fixtures.valid("BookCell.xib"), to: file)
        let loader = NibLoader(searchPaths: [folder])
        let first = try loader.load(named: "Cell")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "reuseIdentifier=\"BookCell\"", with: "reuseIdentifier=\"Other\"")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let second = try loader.load(named: "Cell")
        #expect(first !== second)
        #expect(second.document.objects.first?.reuseIdentifier == "Other")
    }

    @Test func notFoundListsWhereItLooked() {
        do {
            _ = try loader.load(named: "Missing")
            Issue.record("loaded a nib that does not exist")
        } catch {
            #expect(error.kind == .notFound)
            #expect(error.description.contains("Could not load NIB in bundle: '\(Fixtures.valid.path)', '\(Fixtures.broken.path)' with name 'Missing'"))
            #expect(error.description.contains("fr.lproj/Missing.xib"))
            #expect(error.description.contains("Base.lproj/Missing.xib"))
        }
    }

    @Test func localizedVariantsFollowThePreferredLanguages() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for variant in ["Base", "fr", "de"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(variant).lproj"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Fixtures.valid("BookHeaderView.xib"), to: folder.appendingPathComponent("\(variant).lproj/Header.xib"))
        }
        #expect(NibLoader(searchPaths: [folder], preferredLanguages: ["de", "fr"]).url(forNibNamed: "Header")?.path.hasSuffix("de.lproj/Header.xib") == true)
        #expect(NibLoader(searchPaths: [folder], preferredLanguages: ["fr"]).url(forNibNamed: "Header")?.path.hasSuffix("fr.lproj/Header.xib") == true)
        #expect(NibLoader(searchPaths: [folder], preferredLanguages: ["ja"]).url(forNibNamed: "Header")?.path.hasSuffix("Base.lproj/Header.xib") == true)
        // An unlocalized file wins over every variant, as in a bundle.
        try FileManager.default.copyItem(at: Fixtures.valid("BookHeaderView.xib"), to: folder.appendingPathComponent("Header.xib"))
        #expect(NibLoader(searchPaths: [folder], preferredLanguages: ["de"]).url(forNibNamed: "Header")?.path == folder.appendingPathComponent("Header.xib").path)
    }

    /// Issue #37 §4: `NibLoader()` reads nothing relative to the working directory: the main
    /// bundle's resources, then the SwiftPM resource bundles beside the program (UIKit's `nil`
    /// bundle: `UIStoryboard(name:bundle:)`, "nil … looks in the main bundle").
    @Test func defaultLoaderReadsNothingFromTheWorkingDirectory() throws {
        let loader = NibLoader()
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        #expect(!loader.searchPaths.contains { $0.standardizedFileURL.path == cwd + "/Resources" })
        if let main = Bundle.main.resourceURL { #expect(loader.searchPaths.first == main) }
        #expect(loader.searchPaths.dropFirst().allSatisfy { $0.lastPathComponent.hasSuffix(".resources") || $0.lastPathComponent.hasSuffix(".bundle") })
        // `swift test` runs in the package root, whose Resources/BookCell.xib it no longer finds.
        #expect(throws: NibError.self) { try loader.load(named: "BookCell") }
    }

    /// A type's nib is looked for in its module's resources; not found there, the error lists
    /// the folders searched and says how to name the bundle (`static var nibBundle`).
    @Test @MainActor func aTypesNibNotFoundSaysHowToNameItsBundle() throws {
        final class UnbundledBadge: View, NibLoadableView {}
        do throws(NibError) {
            _ = try UnbundledBadge.tryLoadFromNib(options: NibInstantiationOptions(registry: ClassRegistry()))
            Issue.record("loaded a nib no bundle has")
        } catch {
            #expect(error.kind == .notFound)
            #expect(error.message.contains("UnbundledBadge") && error.message.contains("module NibKitTests"), "\(error.message)")
            #expect(error.hint?.contains("static var nibBundle: Bundle { .module }") == true, "\(error.hint ?? "")")
        }
    }

    /// A type that names its bundle (`nibBundle`) has its nib found there.
    @Test @MainActor func aTypeNamesItsNibsBundle() throws {
        let badge = try BundledBadge.tryLoadFromNib(options: NibInstantiationOptions(registry: ClassRegistry()))
        #expect(badge.frame.size == CGSize(width: 64, height: 24))
        #expect(BundledBadge.nibLoader === BundledBadge.nibLoader, "one loader, and its cache, per bundle")
    }

    /// Every cell-contract rule: the failing fixture through loadCell, with its rule and line.
    @Test(arguments: [
        ("cell-top-level-objects", "TwoObjectsCell", nil as String?, 41),
        ("cell-top-level-objects-not-a-cell", "NotACell", nil, 14),
        ("reuse-identifier-mismatch", "PriceCell", nil, 14),
        ("custom-class-mismatch", "AuthorCell", "Books.AuthorCell", 14),
        ("cell-subview-outside-content-view", "DetachedLabelCell", nil, 22),
    ])
    func loadCellReportsTheRuleAndLine(file: String, identifier: String, className: String?, line: Int) throws {
        do {
            _ = try loader.loadCell(named: file, reuseIdentifier: identifier, className: className)
            Issue.record("\(file) passed the cell contract")
        } catch {
            let rule = RuleID(rawValue: file.hasPrefix("cell-top-level-objects") ? "cell-top-level-objects" : file)
            #expect(error.kind == .invalid)
            #expect(error.ruleID == rule)
            #expect(error.location?.line == line)
            #expect(error.file?.hasSuffix("\(file).xib") == true)
            #expect(error.description.hasPrefix("\(error.file ?? "?"):\(line):"))
        }
    }

    @Test func duplicateIDsAndDanglingReferencesFailAnyLoad() {
        for (file, rule) in [("duplicate-id", "duplicate-id"), ("dangling-reference", "dangling-reference")] {
            do {
                _ = try loader.load(named: file)
                Issue.record("\(file) loaded")
            } catch {
                #expect(error.ruleID == RuleID(rawValue: rule))
                #expect(error.location != nil && error.objectID != nil)
            }
        }
    }

    @Test func passingCellsLoad() throws {
        _ = try loader.loadCell(named: "BookCell", reuseIdentifier: "BookCell", className: "BookCell")
        _ = try loader.loadCell(named: "BookCollectionCell", reuseIdentifier: "BookCollectionCell")
        _ = try loader.loadCell(named: "BookSectionHeader", kind: .collectionReusableView, reuseIdentifier: "BookSectionHeader")
        _ = try loader.loadCell(named: "BookHeaderView", kind: .tableViewHeaderFooterView, reuseIdentifier: "BookHeaderView")
        // A missing identifier is accepted, as in UIKit.
        _ = try loader.loadCell(named: "missing-reuse-identifier", reuseIdentifier: "TagCell")
    }

    @Test func parseErrorsAndUnsupportedFiles() {
        for (name, kind) in [("parse-error", NibError.Kind.parse), ("empty-file", .parse), ("legacy-format", .unsupported), ("duplicate-reuse-identifier", .notFound)] {
            do {
                _ = try loader.load(named: name)
                Issue.record("\(name) loaded")
            } catch {
                #expect(error.kind == kind, "\(name): \(error)")
            }
        }
        do {
            _ = try Nib(contentsOf: Fixtures.valid("Main.storyboard"))
            Issue.record("a storyboard loaded as a nib")
        } catch {
            #expect(error.kind == .unsupported)
            #expect(error.message.contains("storyboard"))
        }
    }

    @Test func sharedFromManyThreads() async throws {
        let loader = NibLoader(searchPaths: [Fixtures.valid])
        let names = ["BookCell", "BookCollectionCell", "BookHeaderView", "ProfileView", "BookSectionHeader"]
        let results = try await withThrowingTaskGroup(of: (String, ObjectIdentifier).self) { group in
            for round in 0..<40 {
                group.addTask {
                    let name = names[round % names.count]
                    return (name, ObjectIdentifier(try loader.load(named: name)))
                }
            }
            return try await group.reduce(into: [String: Set<ObjectIdentifier>]()) { $0[$1.0, default: []].insert($1.1) }
        }
        #expect(results.count == names.count)
        // Racing first loads may each parse once; afterwards everyone gets the cached nib.
        for name in names { #expect(try loader.load(named: name) === loader.load(named: name)) }
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// UIKit finds a nib through its bundle: Resource Programming Guide, "iOS Supports
/// Device-Specific Resources" (`<basename>~<device>.<extension>`), and Bundle Programming Guide,
/// "The Bundle Search Pattern" (global resources before localized ones).
@Suite struct NibLookupOrderTests {
    func folder(with files: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-lookup-\(UUID().uuidString)")
        for file in files {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Fixtures.valid("BookHeaderView.xib"), to: url)
        }
        return folder
    }

    func found(_ name: String, in folder: URL, idiom: NibLoader.Idiom, languages: [String] = []) -> String? {
        NibLoader(searchPaths: [folder], preferredLanguages: languages, idiom: idiom).url(forNibNamed: name)
            .map { String($0.path.dropFirst(folder.path.count + 1)) }
    }

    @Test func theDevicesVariantWinsOverTheGenericFile() throws {
        let folder = try folder(with: ["Header.xib", "Header~ipad.xib", "Header~iphone.xib"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(found("Header", in: folder, idiom: .pad) == "Header~ipad.xib")
        #expect(found("Header", in: folder, idiom: .phone) == "Header~iphone.xib")
        #expect(found("Header~ipad", in: folder, idiom: .phone) == "Header~ipad.xib")  // asked for by full name
        #expect(NibLoader(searchPaths: [folder]).idiom == .phone)
    }

    @Test func anotherDevicesVariantIsNeverChosen() throws {
        let folder = try folder(with: ["Header.xib", "Header~ipad.xib"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(found("Header", in: folder, idiom: .phone) == "Header.xib")
    }

    @Test func globalBeforeLocalizedAndTheDeviceVariantWithinEachPlace() throws {
        let folder = try folder(with: ["fr.lproj/Header~ipad.xib", "fr.lproj/Header.xib", "Base.lproj/Header.xib"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(found("Header", in: folder, idiom: .pad, languages: ["fr"]) == "fr.lproj/Header~ipad.xib")
        #expect(found("Header", in: folder, idiom: .phone, languages: ["fr"]) == "fr.lproj/Header.xib")
        #expect(found("Header", in: folder, idiom: .pad, languages: ["de"]) == "Base.lproj/Header.xib")
        let order = NibLoader(searchPaths: [folder], preferredLanguages: ["fr"], idiom: .pad).candidates(for: "Header")
            .map { String($0.path.dropFirst(folder.path.count + 1)) }
        #expect(order == ["Header~ipad.xib", "Header.xib", "fr.lproj/Header~ipad.xib", "fr.lproj/Header.xib",
                          "Base.lproj/Header~ipad.xib", "Base.lproj/Header.xib"])
    }

    /// `Nib(nibName:bundle:)`'s throwing twin finds what the initializer finds, and throws where
    /// it would trap.
    @Test func nibNameAndBundleHaveAThrowingTwin() throws {
        let bundle = try #require(Bundle(path: Fixtures.valid.path))
        let nib = try Nib.load(nibName: "BookCell", bundle: bundle)
        #expect(nib.url?.lastPathComponent == "BookCell.xib")
        #expect(Nib(nibName: "BookCell", bundle: bundle).url == nib.url)
        #expect(throws: NibError.self) { try Nib.load(nibName: "NoSuchNib", bundle: bundle) }
    }

    /// A nib SwiftPM copied into `.build/…/App_App.resources/` is reported at the file under
    /// `Sources/App/` it came from, the one to edit, when the loader is told that folder; a
    /// loader told nothing reads no folder beyond its search paths and names the copy.
    @Test func errorsNameTheSourceNotTheBuiltCopy() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-built-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let broken = Fixtures.xib("""
            <view id="Dup-aa-001"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            <view id="Dup-aa-001"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            """)
        let bundle = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/App_App.resources")
        let source = root.appendingPathComponent("Sources/App/Resources/Broken.xib")
        for url in [bundle.appendingPathComponent("Broken.xib"), source] {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try broken.write(to: url, atomically: true, encoding: .utf8)
        }
        let sources = root.appendingPathComponent("Sources/App")
        do {
            _ = try NibLoader(searchPaths: [bundle], sourceFolders: [sources]).load(named: "Broken")
            Issue.record("a nib with a duplicate id loaded")
        } catch {
            #expect(error.file == source.path, "\(error)")
        }
        // Not told where the sources are: the copy, though a source beside the build matches.
        do {
            _ = try NibLoader(searchPaths: [bundle]).load(named: "Broken")
            Issue.record("a nib with a duplicate id loaded")
        } catch {
            #expect(error.file == bundle.appendingPathComponent("Broken.xib").path)
        }
        // Without a single source to point at, the copy is named.
        try broken.write(to: sources.appendingPathComponent("Broken.xib"), atomically: true, encoding: .utf8)
        do {
            _ = try NibLoader(searchPaths: [bundle], sourceFolders: [sources]).load(named: "Broken")
        } catch {
            #expect(error.file == bundle.appendingPathComponent("Broken.xib").path)
        }
    }
}


/// A view whose nib is in a bundle it names (a folder made once for the tests).
final class BundledBadge: View, NibLoadableView {
    static let folder: URL = {
        let folder = TemporaryFolders.shared("bundled-badge")
        try? Fixtures.xib("""
            <view contentMode="scaleToFill" id="bb1-aa-001" customClass="BundledBadge">
                <rect key="frame" x="0.0" y="0.0" width="64" height="24"/>
            </view>
            """).write(to: folder.appendingPathComponent("BundledBadge.xib"), atomically: true, encoding: .utf8)
        return folder
    }()
    static var nibBundle: Bundle { Bundle(path: folder.path)! }
}
