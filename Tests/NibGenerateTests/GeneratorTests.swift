import Foundation
import NibDocument
import NibGenerate
import NibTestSupport
import Testing

/// What `CodeGenerator` makes of each kind of input, and the errors it reports at their lines.
@Suite struct GeneratorTests {
    static func xib(_ objects: String, file: String = "Cell.xib") throws -> Document {
        try Document(string: Fixtures.xib(objects), file: file)
    }

    static func storyboard(_ scenes: String, initial: String? = nil, file: String = "Main.storyboard") throws -> Document {
        try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
                <scenes>
            \(scenes)
                </scenes>
            </document>
            """, file: file)
    }

    static func scene(_ n: Int, _ controller: String) -> String {
        """
                <scene sceneID="S\(n)">
                    <objects>
                        \(controller)
                    </objects>
                </scene>
        """
    }

    static func generate(_ documents: [Document], _ configure: (inout CodeGenerator.Options) -> Void = { _ in }) -> CodeGenerator.Output {
        var options = CodeGenerator.Options()
        configure(&options)
        return CodeGenerator(documents: documents, options: options).generate()
    }

    @Test func aCellXIBGetsItsIdentifierAndNib() throws {
        let output = Self.generate([try Self.xib(#"<tableViewCell reuseIdentifier="book-row" id="c1" customClass="BookCell" customModuleProvider="target"/>"#, file: "Books/BookCell.xib")])
        #expect(output.diagnostics.isEmpty)
        #expect(output.text.contains("""
            extension BookCell: ReusableView, NibLoadableView {
                public nonisolated static var defaultReuseIdentifier: String { "book-row" }
                public nonisolated static var nibName: String { "BookCell" }
                public nonisolated static var nibLoader: NibLoader { NibLoader.shared }
            }
            """), "\(output.text)")
    }

    @Test func aCellXIBWithoutAnIdentifierUsesItsClassName() throws {
        let output = Self.generate([try Self.xib(#"<collectionViewCell id="c1" customClass="TagCell" customModule="Tags"/>"#)])
        #expect(output.text.contains("extension Tags.TagCell: ReusableView, NibLoadableView {\n    public nonisolated static var defaultReuseIdentifier: String { \"TagCell\" }"), "\(output.text)")
    }

    @Test func aCellXIBWithTwoTopLevelObjectsIsAnErrorAtTheSecond() throws {
        let document = try Self.xib("""
            <tableViewCell reuseIdentifier="row" id="c1" customClass="BookCell"/>
            <view id="v2"/>
            """)
        let output = Self.generate([document])
        let errors = output.diagnostics.filter { $0.severity == .error }
        let second = try #require(document.element(withID: "v2"))
        #expect(errors.map { "\($0.file):\($0.line):\($0.column)" } == ["Cell.xib:\(second.line):\(second.column)"], "\(errors)")
        #expect(errors.first?.description.hasSuffix("[generate]") == true)
        #expect(!output.text.contains("extension BookCell"))
    }

    @Test func aViewWithItsOwnNibIsNibLoadable() throws {
        let output = Self.generate([try Self.xib(#"<view id="v1" customClass="BadgeView"/>"#, file: "Badge.xib")],
                                   { $0.loader = "NibLoader(bundle: .module)" })
        #expect(output.text.contains("extension BadgeView: NibLoadableView {\n    public nonisolated static var nibName: String { \"Badge\" }\n    public nonisolated static var nibLoader: NibLoader { NibLoader(bundle: .module) }\n}"), "\(output.text)")
    }

    @Test func aControllersNibIsNotLoadedByItsViewsType() throws {
        let output = Self.generate([try Self.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginViewController"/>
            <view id="v1" customClass="ThemedView"/>
            """)])
        #expect(!output.text.contains("ThemedView"))
    }

    @Test func aStoryboardGetsItsInitialSceneAndIdentifiedScenes() throws {
        let document = try Self.storyboard(Self.scene(1, #"<viewController id="vc1" customClass="BookListViewController" sceneMemberID="viewController"/>"#)
            + "\n" + Self.scene(2, #"<tableViewController storyboardIdentifier="Book Detail" id="vc2" sceneMemberID="viewController"/>"#),
            initial: "vc1", file: "Main-iPad.storyboard")
        let output = Self.generate([document])
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(output.text.contains("enum MainIPad {"))
        #expect(output.text.contains(#"Storyboard(name: "Main-iPad", loader: NibLoader.shared)"#))
        #expect(output.text.contains("static func instantiateInitialViewController(file: StaticString = #fileID, line: UInt = #line) -> BookListViewController"))
        #expect(output.text.contains("static func bookDetail(file: StaticString = #fileID, line: UInt = #line) -> TableViewController"))
        #expect(output.text.contains("static func tryBookDetail() throws(NibError) -> TableViewController"))
        let uikit = Self.generate([document]) { $0.flavor = .uikit }
        #expect(uikit.text.contains("static func bookDetail() -> UITableViewController"))
        #expect(uikit.text.contains(#"UIStoryboard(name: "Main-iPad", bundle: nil)"#))
    }

    @Test func anInitialSceneThatIsNoControllerIsAnError() throws {
        let document = try Self.storyboard(Self.scene(1, #"<viewController id="vc1" sceneMemberID="viewController"/>"#), initial: "gone")
        let output = Self.generate([document])
        #expect(output.diagnostics.map { "\($0.line):\($0.severity)" } == ["\(document.root.line):error"], "\(output.diagnostics)")
        #expect(output.text.contains("enum Main {") && !output.text.contains("instantiateInitialViewController"))
    }

    @Test func seguesAreTypedOnTheirControllersClass() throws {
        let document = try Self.storyboard(Self.scene(1, """
            <viewController id="vc1" customClass="HomeViewController" sceneMemberID="viewController">
                <connections>
                    <segue destination="vc1" kind="show" identifier="ShowDetail" id="g1"/>
                    <segue destination="vc1" kind="show" identifier="show-settings" id="g2"/>
                </connections>
            </viewController>
            """))
        let output = Self.generate([document])
        #expect(output.text.contains("""
            extension HomeViewController {
                enum SegueIdentifier: String, CaseIterable {
                    case showDetail = "ShowDetail"
                    case showSettings = "show-settings"
                }
            """), "\(output.text)")
    }

    @Test func namesThatClashAreErrorsAtBothLines() throws {
        let document = try Self.storyboard(Self.scene(1, """
            <viewController id="vc1" customClass="HomeViewController" sceneMemberID="viewController">
                <connections>
                    <segue destination="vc1" kind="show" identifier="ShowDetail" id="g1"/>
                    <segue destination="vc1" kind="show" identifier="show_detail" id="g2"/>
                </connections>
            </viewController>
            """))
        let output = Self.generate([document])
        let lines = output.diagnostics.filter { $0.severity == .error }.map(\.line)
        #expect(lines == [try #require(document.element(withID: "g1")).line, try #require(document.element(withID: "g2")).line], "\(output.diagnostics)")
        #expect(!output.text.contains("case showDetail"))
    }

    @Test func aPrototypeClassUnderTwoIdentifiersIsAnErrorAtBoth() throws {
        let document = try Self.storyboard(Self.scene(1, """
            <tableViewController id="vc1" sceneMemberID="viewController">
                <tableView key="view" id="t1">
                    <prototypes>
                        <tableViewCell reuseIdentifier="Account" id="p1" customClass="ComboCell"/>
                        <tableViewCell reuseIdentifier="Folder" id="p2" customClass="ComboCell"/>
                    </prototypes>
                </tableView>
            </tableViewController>
            """))
        let output = Self.generate([document])
        let lines = output.diagnostics.filter { $0.severity == .error }.map(\.line)
        #expect(lines == [try #require(document.element(withID: "p1")).line, try #require(document.element(withID: "p2")).line], "\(output.diagnostics)")
        #expect(!output.text.contains("extension ComboCell"))
    }

    @Test func aClassTheSourcesConformAlreadyGetsNothingAndANote() throws {
        let output = Self.generate([try Self.xib(#"<tableViewCell reuseIdentifier="BookCell" id="c1" customClass="BookCell"/>"#)]) {
            $0.declaredConformances = ["BookCell": ["ReusableView", "NibLoadableView"]]
        }
        #expect(!output.text.contains("extension BookCell"))
        #expect(output.diagnostics.map(\.severity) == [.info])
    }

    /// The same inputs in any order give the same bytes, and nothing from the machine.
    @Test func theOutputIsDeterministic() throws {
        let documents = [
            try Self.xib(#"<tableViewCell reuseIdentifier="a" id="c1" customClass="ACell"/>"#, file: "b/A.xib"),
            try Self.xib(#"<tableViewCell reuseIdentifier="b" id="c1" customClass="BCell"/>"#, file: "a/B.xib"),
        ]
        let forward = Self.generate(documents).text
        #expect(forward == Self.generate(documents.reversed()).text)
        let b = try #require(forward.range(of: "BCell")), a = try #require(forward.range(of: "ACell"))
        #expect(b.lowerBound < a.lowerBound, "sorted by file path")
        #expect(!forward.contains(FileManager.default.currentDirectoryPath))
    }
}

/// A hand-written `ReusableView` without its own identifier dequeues the class's name: the
/// seed articles' crash, when the nib's identifier is another.
@Suite struct DeclaredConformanceTests {
    @Test func aHandWrittenConformanceWhoseIdentifierDiffersIsAnError() throws {
        let document = try GeneratorTests.xib(#"<tableViewCell reuseIdentifier="book-row" id="c1" customClass="BookCell"/>"#)
        let output = GeneratorTests.generate([document]) { $0.declaredConformances = ["BookCell": ["ReusableView"]] }
        let errors = output.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.rule) == ["reuse-identifier-mismatch"], "\(output.diagnostics)")
        #expect(errors.first?.description.hasSuffix("[reuse-identifier-mismatch]") == true)
        #expect(errors.first?.line == document.element(withID: "c1")?.line)
    }

    @Test func aHandWrittenIdentifierOrAMatchingNibIsFine() throws {
        let declared = try GeneratorTests.xib(#"<tableViewCell reuseIdentifier="book-row" id="c1" customClass="BookCell"/>"#)
        let withIdentifier = GeneratorTests.generate([declared]) {
            $0.declaredConformances = ["BookCell": ["ReusableView"]]
            $0.declaredReuseIdentifiers = ["BookCell"]
        }
        #expect(!withIdentifier.hasErrors)
        let matching = GeneratorTests.generate([try GeneratorTests.xib(#"<tableViewCell reuseIdentifier="BookCell" id="c1" customClass="BookCell"/>"#)]) {
            $0.declaredConformances = ["BookCell": ["ReusableView"]]
        }
        #expect(!matching.hasErrors)
    }
}
