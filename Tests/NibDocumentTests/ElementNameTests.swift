import NibDocument
import Testing

/// Element and attribute names as documents spell them, whether the process already shares the
/// name's string with other documents or not.
@Suite struct ElementNameTests {
    @Test func namesAreTheSameInEveryDocumentThatUsesThem() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><label id="b" é="1"/></view>
            </document>
            """
        let first = try Document(string: xml)
        let second = try Document(string: xml)
        for document in [first, second] {
            #expect(document.root.children.map(\.name) == ["view"])
            let view = try #require(Array(document.root.children).first)
            #expect(view.attributes.map(\.name) == ["translatesAutoresizingMaskIntoConstraints", "id"])
            #expect(view.children.map(\.name) == ["label"])
            #expect(Array(view.children).first?.attributes.map(\.name) == ["id", "é"])
        }
    }

    /// More distinct names than the process keeps shared (16,384): the names past that are made
    /// for their document alone, and every one is still spelled as written.
    @Test func namesPastTheSharedTableAreSpelledAsWritten() throws {
        let count = 20_000
        var xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">"
        for index in 0 ..< count { xml += "<element\(index)-of-many attribute\(index)=\"\(index)\"/>" }
        xml += "</document>"
        let children = Array(try Document(string: xml).root.children)
        #expect(children.count == count)
        let misspelled = children.indices.filter { index in
            children[index].name != "element\(index)-of-many"
                || children[index].attributes.map(\.name) != ["attribute\(index)"]
                || children[index][attribute: "attribute\(index)"] != "\(index)"
        }
        #expect(misspelled.isEmpty)
    }
}

/// An attribute value is what XML says it is, whichever way the parser hands it over: written
/// plainly, with references, or with white space that attribute-value normalization turns into
/// spaces.
@Suite struct AttributeValueTests {
    @Test func valuesAreDecodedAndNormalizedAsXMLSays() throws {
        let xml = "<document><label plain=\"Title 12.5\" amp=\"Tom &amp; Jerry\" line=\"a&#10;b\" tab=\"a\tb\" feed=\"a\nb\" lt=\"&lt;x&gt;\" quote='say \"hi\"' utf=\"Grüße\"/></document>"
        let label = try #require(Array(try Document(string: xml).root.children).first)
        #expect(label[attribute: "plain"] == "Title 12.5")
        #expect(label[attribute: "amp"] == "Tom & Jerry")
        #expect(label[attribute: "line"] == "a\nb")
        #expect(label[attribute: "tab"] == "a b")
        #expect(label[attribute: "feed"] == "a b")
        #expect(label[attribute: "lt"] == "<x>")
        #expect(label[attribute: "quote"] == "say \"hi\"")
        #expect(label[attribute: "utf"] == "Grüße")
    }
}
