import Foundation
import NibDocument
import NibGenerate
import NibTestSupport
import Testing

/// Every generatable object of the real corpus gets its symbol, or a named error at its line:
/// the objects are counted here from the document model, not by the generator.
@Suite(.enabled(if: Fixtures.corpusURL != nil, Comment(rawValue: Fixtures.noCorpus)))
struct CorpusGenerateTests {
    static func corpusDocuments() throws -> [Document] {
        let corpus = try #require(Fixtures.corpusURL)
        let walker = FileManager.default.enumerator(atPath: corpus.path)
        var documents: [Document] = []
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".xib") || path.hasSuffix(".storyboard") else { continue }
            if let document = try? Document(contentsOf: corpus.appendingPathComponent(path)) { documents.append(document) }
        }
        return documents
    }

    @Test func everyCellSceneSegueAndStoryboardHasItsSymbolOrAnError() throws {
        let documents = try Self.corpusDocuments()
        let output = CodeGenerator(documents: documents).generate()
        let text = output.text
        /// Whether a diagnostic stands at this element's line in its file.
        func reported(_ element: Element) -> Bool {
            output.diagnostics.contains { $0.file == element.document.file && $0.line == element.line }
        }
        func reported(file: String) -> Bool { output.diagnostics.contains { $0.file == file } }

        var counts = (cells: 0, storyboards: 0, scenes: 0, segues: 0)
        var missing: [String] = []
        for document in documents {
            let name = (document.file as NSString).lastPathComponent
            switch document.kind {
            case .xib:
                let objects = document.objects
                let cellNames: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableCellView"]
                guard objects.count == 1, let cell = objects.first, cellNames.contains(cell.name), let custom = cell.customClass else { continue }
                counts.cells += 1
                let declared = text.split(separator: "\n").contains { $0.hasPrefix("extension ") && $0.contains(custom + ": ReusableView") }
                if !declared && !reported(cell) && !reported(file: document.file) { missing.append("cell \(custom) in \(name)") }
            case .storyboard:
                guard document.platform != .watchOS else { continue }
                counts.storyboards += 1
                let base = String((name as NSString).deletingPathExtension.prefix { $0 != "~" })
                if !text.contains("Storyboard(name: \"\(base)\"") && !reported(file: document.file) { missing.append("storyboard \(name)") }
                for scene in document.scenes {
                    for controller in scene.objects {
                        if let identifier = controller[attribute: "storyboardIdentifier"], !identifier.isEmpty {
                            counts.scenes += 1
                            if !text.contains("/// Storyboard ID \"\(identifier)\"") && !reported(controller) && !reported(file: document.file) {
                                missing.append("scene '\(identifier)' in \(name)")
                            }
                        }
                        guard controller.customClass != nil else { continue }
                        var pending = Array(scene.element.children)
                        while let element = pending.popLast() {
                            pending += element.children
                            guard element.name == "segue", let identifier = element[attribute: "identifier"], !identifier.isEmpty,
                                  element[attribute: "kind"] != "relationship", element[attribute: "kind"] != "embed" else { continue }
                            counts.segues += 1
                            if !text.contains(" = \"\(identifier)\"") && !reported(element) { missing.append("segue '\(identifier)' in \(name)") }
                        }
                    }
                }
            case .legacyArchive:
                continue
            }
        }
        // The corpus holds each kind, so the counts prove the walk reached them.
        #expect(counts.cells >= 20 && counts.storyboards >= 20 && counts.scenes >= 20 && counts.segues >= 20, "\(counts)")
        #expect(missing.isEmpty, "\(missing.count) without a symbol or an error: \(missing.prefix(20))")
    }

    /// The corpus's real clashes and odd identifiers come out as named errors, each at a line.
    @Test func theCorpusErrorsNameWhatToChange() throws {
        let output = CodeGenerator(documents: try Self.corpusDocuments()).generate()
        let errors = output.diagnostics.filter { $0.severity == .error }
        #expect(!errors.isEmpty)
        for error in errors {
            #expect(error.line >= 1 && error.column >= 1 && error.description.hasSuffix(" [generate]"), "\(error)")
            #expect(error.message.contains(";"), "an error says what to change after ';': \(error)")
        }
    }
}
