// The app uses its nibs only through Generated.swift: registration, dequeueing, scenes and
// segues by type, with no identifier written as a string.
import Foundation
import NibKit
import NibTestSupport
import Testing
@testable import GeneratedApp

@MainActor
@Suite struct GeneratedAppTests {
    /// The compiled Generated.swift is what `nibcheck generate` writes for these nibs today.
    @Test func theGeneratedFileIsCurrent() throws {
        let folder = Fixtures.repositoryRoot.appendingPathComponent("Tests/GeneratedApp")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-generated-\(getpid()).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try Nibcheck.run(["generate", "Tests/GeneratedApp/Resources", "--no-sources", "--loader", "NibLoader(bundle: .module)",
                                    "-o", output.path])
        #expect(run.status == 0, "\(run.error)")
        #expect(try Data(contentsOf: output) == Data(contentsOf: folder.appendingPathComponent("Generated.swift")),
                "Generated.swift is stale: run the command above with -o Tests/GeneratedApp/Generated.swift")
    }

    /// The cell's nib says "book-row", not "ShelfBookCell": the generated conformance carries it, so
    /// `register(ShelfBookCell.self)` and a typed dequeue work without a string.
    @Test func aCellWhoseIdentifierIsNotItsClassNameRegistersAndDequeuesByType() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let navigation = Storyboards.Shelf.instantiateInitialViewController()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let shelf = try #require(navigation.topViewController as? ShelfViewController)
        shelf.loadViewIfNeeded()
        shelf.tableView.layoutIfNeeded()
        #expect(ShelfBookCell.defaultReuseIdentifier == "book-row")
        #expect(shelf.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) is ShelfBookCell)
        #expect(shelf.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) is ShelfCell)
        #expect(shelf.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.reuseIdentifier == "Shelf Row")
    }

    @Test func scenesAreMadeByTypeAndTheirStoryboardIDs() throws {
        let detail: BookViewController = Storyboards.Shelf.bookDetail()
        detail.loadViewIfNeeded()
        #expect(detail.isViewLoaded)
        let shelf: ShelfViewController = try Storyboards.Shelf.tryShelf()
        #expect(shelf.storyboard != nil)
    }

    @Test func seguesArePerformedAndPreparedByTypedIdentifier() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let navigation = try Storyboards.Shelf.tryInstantiateInitialViewController()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let shelf = try #require(navigation.topViewController as? ShelfViewController)
        shelf.loadViewIfNeeded()
        #expect(ShelfViewController.SegueIdentifier.allCases == [.showBook, .about])
        shelf.performSegue(withIdentifier: .showBook, sender: nil)
        #expect(navigation.topViewController is BookViewController)
        #expect(shelf.prepared == [.showBook])
    }

    /// Issue #37 §4: a type's nib is looked for in the resource bundle SwiftPM built for the
    /// module that declares it (`Bundle(for:)` answers the main bundle on Linux): GeneratedApp's
    /// cell is found in GeneratedApp's resources by the module's name alone.
    @Test func aTypesModuleResourcesAreFoundByItsModule() throws {
        let bundle = try #require(Bundle.resources(ofModuleDeclaring: ShelfBookCell.self))
        #expect(bundle.bundleURL.lastPathComponent.hasSuffix("_GeneratedApp.resources") || bundle.bundleURL.lastPathComponent.hasSuffix("_GeneratedApp.bundle"))
        let nib = try NibLoader.cached(for: bundle).load(named: "ShelfBookCell")
        #expect(nib.name == "ShelfBookCell")
        #expect(NibLoader.cached(for: bundle) === NibLoader.cached(for: bundle))
        // The storyboard of the same target is found by `bundle: nil` too, as UIKit's main bundle.
        #expect(NibLoader.shared.url(forStoryboardNamed: "Shelf") != nil)
    }
}
