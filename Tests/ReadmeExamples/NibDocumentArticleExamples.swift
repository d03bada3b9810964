// The Swift blocks of the DocC articles in Sources/NibDocument/NibDocument.docc, verbatim (see
// ArticleExamples.swift). Compiled, not run. The first block of ReadingADocument.md is
// ReadmeExamples.swift's `readingADocument()`, which runs.

// MARK: ReadingADocument.md

import Foundation
import NibDocument

func load(_ path: String) -> Document? {
    do {
        return try Document(contentsOfFile: path)
    } catch {
        print(error)          // Samples/Broken/parse-error.xib:26:28: error: Opening and ending tag mismatch: …
        print(error.reason)   // .malformed, .empty, .doctype, .fileTooLarge, …
        return nil
    }
}

func outline(_ element: Element, depth: Int = 0) {
    let tag = [element.name] + element.attributes.map { "\($0.name)=\"\($0.value)\"" }
    print(String(repeating: "  ", count: depth) + "<\(tag.joined(separator: " "))> line \(element.line)")
    for child in element.children {
        outline(child, depth: depth + 1)
    }
}

func listOutlets(of document: Document) {
    for object in document.elements {
        for connection in object.connections where connection.kind == .outlet {
            print("\(connection.element.location): \(object.className ?? object.name).\(connection.property ?? "?")")
        }
    }
}

func aspectRatios(in document: Document) -> [(Element, Double)] {
    document.elements.flatMap { view in
        view.constraints
            .filter { $0.firstAttribute == .width && $0.secondAttribute == .height }
            .map { (view, $0.multiplier) }
    }
}

func describe(_ connection: Connection) -> String {
    switch connection.eventType {
    case .touchUpInside?:
        return "tap"
    case .valueChanged?:
        return "value change"
    case .unknown(let name)?:
        return "event '\(name)', which NibKit does not know"
    case let event?:
        return event.interfaceBuilderName
    case nil:
        return "no event"
    }
}

// MARK: NibDocument.md

func nibDocumentOverview() throws {
    let document = try Document(contentsOfFile: "Resources/BookCell.xib")
    for object in document.objects {
        print(object.location, object.name, object.className ?? "-", object.reuseIdentifier ?? "-")
    }
}
