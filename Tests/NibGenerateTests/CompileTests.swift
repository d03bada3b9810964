import Foundation
import NibDocument
import NibGenerate
import NibTestSupport
import Testing

/// The uikit and appkit flavors are type-checked with Swift 6's strict checking, against
/// signature-only UIKit and AppKit modules (Stubs/): the generated code and its support compile
/// in an app, and an app's calls through them compile too. (The nibkit flavor is compiled against
/// NibKit itself, by the GeneratedApp target.)
@Suite(.enabled(if: Fixtures.which("swiftc") != nil, "swiftc is not installed"))
struct CompileTests {
    /// Type-checks `files` (name → text) against the stub `module`; the compiler's errors, or "".
    static func typecheck(_ files: [String: String], against module: String) throws -> String {
        let swiftc = try #require(Fixtures.which("swiftc"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-compile-\(module)-\(UUID().uuidString)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stub = Fixtures.repositoryRoot.appendingPathComponent("Tests/NibGenerateTests/Stubs/\(module).swift").path
        let built = try Nibcheck.launch(swiftc, ["-parse-as-library", "-swift-version", "6", "-emit-module", "-module-name", module,
                                                 "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path, stub],
                                        in: folder, environment: [:], timeout: 300)
        try #require(built.status == 0, "the \(module) stub does not build: \(built.error)")
        var paths: [String] = []
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        let checked = try Nibcheck.launch(swiftc, ["-typecheck", "-swift-version", "6", "-I", folder.path] + paths.sorted(),
                                          in: folder, environment: [:], timeout: 300)
        return checked.status == 0 ? "" : checked.error + checked.output
    }

    static func generatedAppDocuments() throws -> [Document] {
        let resources = Fixtures.repositoryRoot.appendingPathComponent("Tests/GeneratedApp/Resources")
        return try ["Shelf.storyboard", "ShelfBookCell.xib"].map { try Document(contentsOf: resources.appendingPathComponent($0)) }
    }

    @Test(arguments: CodeGenerator.Access.allCases)
    func theUIKitFlavorCompiles(_ access: CodeGenerator.Access) throws {
        var options = CodeGenerator.Options()
        options.flavor = .uikit
        options.access = access
        let output = CodeGenerator(documents: try Self.generatedAppDocuments(), options: options).generate()
        #expect(!output.hasErrors, "\(output.diagnostics)")
        let app = """
            import UIKit

            public final class ShelfBookCell: UITableViewCell {}
            public final class ShelfCell: UITableViewCell {}
            public final class ShelfViewController: UITableViewController {}
            public final class BookViewController: UIViewController {}

            @MainActor func use(_ table: UITableView, at indexPath: IndexPath, segue: UIStoryboardSegue) {
                table.register(ShelfBookCell.self)
                table.register(ShelfCell.self)
                let cell: ShelfBookCell = table.dequeueReusableCell(for: indexPath)
                let row: ShelfCell = table.dequeueReusableCell(for: indexPath)
                let navigation: UINavigationController = Storyboards.Shelf.instantiateInitialViewController()
                let detail: BookViewController = Storyboards.Shelf.bookDetail()
                let shelf: ShelfViewController = Storyboards.Shelf.shelf()
                shelf.performSegue(withIdentifier: .showBook, sender: cell)
                if ShelfViewController.segueIdentifier(of: segue) == .about { _ = (row, navigation, detail) }
                _ = ShelfBookCell.nibName + ShelfBookCell.defaultReuseIdentifier
            }
            """
        let errors = try Self.typecheck(["Generated.swift": output.text, "App.swift": app], against: "UIKit")
        #expect(errors.isEmpty, "\(errors)\n\(output.text)")
    }

    @Test func theAppKitFlavorCompiles() throws {
        let macXIB = try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <tableCellView identifier="NameCell" id="c1" customClass="NameCellView" customModuleProvider="target"/>
                </objects>
            </document>
            """, file: "NameCellView.xib")
        let storyboard = try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="w1">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <windowController id="w1" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController storyboardIdentifier="Preferences" id="v1" customClass="PreferencesViewController" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="v1" kind="sheet" identifier="ShowAccount" id="g1"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, file: "Main.storyboard")
        var options = CodeGenerator.Options()
        options.flavor = .appkit
        let output = CodeGenerator(documents: [macXIB, storyboard], options: options).generate()
        #expect(!output.hasErrors, "\(output.diagnostics)")
        let app = """
            import AppKit

            final class NameCellView: NSTableCellView {}
            final class PreferencesViewController: NSViewController {}

            @MainActor func use(_ table: NSTableView, segue: NSStoryboardSegue) {
                table.register(NameCellView.self)
                let cell: NameCellView = table.makeView(owner: nil)
                let window: NSWindowController = Storyboards.Main.instantiateInitialViewController()
                let preferences: PreferencesViewController = Storyboards.Main.preferences()
                preferences.performSegue(withIdentifier: .showAccount, sender: cell)
                if PreferencesViewController.segueIdentifier(of: segue) == .showAccount { _ = window }
                _ = NameCellView.loadFromNib()
            }
            """
        let errors = try Self.typecheck(["Generated.swift": output.text, "App.swift": app], against: "AppKit")
        #expect(errors.isEmpty, "\(errors)\n\(output.text)")
    }
}
