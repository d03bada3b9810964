import Foundation
import NibKit
import NibTestSupport
import Testing

/// Every iOS storyboard of the corpus, every scene instantiated on its own (with the fallback
/// option: the corpus's classes are not ours), its view loaded.
@MainActor @Suite struct StoryboardCorpusTests {
    @Test(.enabled(if: Fixtures.corpusURL != nil, Comment(rawValue: Fixtures.noCorpus)))
    func everySceneOfEveryStoryboardMakesOneViewController() throws {
        let corpus = try #require(Fixtures.corpusURL)
        let entries = try Fixtures.corpusEntries(corpus).filter { $0.kind == "ios-storyboard" }
        #expect(entries.count > 40)
        var scenes = 0
        var controllers = 0
        var unresolvedReferences: [String] = []
        for entry in entries {
            let folder = entry.url.deletingLastPathComponent()
            let name = entry.url.deletingPathExtension().lastPathComponent
            let storyboard = Storyboard(name: name, loader: NibLoader(searchPaths: [folder], preferredLanguages: []),
                                        options: NibInstantiationOptions(fallBackOnUnknownClasses: true, registry: ClassRegistry()))
            let document = try storyboard.document()
            for sceneID in try storyboard.sceneIDs() {
                scenes += 1
                let isReference = document.scenes.first { $0.sceneID == sceneID }?.objects.first?.name == "viewControllerPlaceholder"
                do {
                    let controller = try storyboard.tryInstantiateViewController(inScene: sceneID)
                    try controller.tryLoadViewIfNeeded()
                    controllers += 1
                } catch where isReference && error.kind == .notFound {
                    // The corpus keeps single files: the storyboards references name are not there.
                    unresolvedReferences.append("\(entry.path) \(sceneID): \(error.message)")
                } catch {
                    Issue.record("\(entry.path) scene \(sceneID): \(error)")
                }
            }
        }
        print("corpus storyboards: \(entries.count), scenes: \(scenes), view controllers made: \(controllers), references to storyboards not in the corpus: \(unresolvedReferences.count)")
        #expect(controllers + unresolvedReferences.count == scenes)
        #expect(unresolvedReferences.count <= 6, "\(unresolvedReferences)")
    }
}
