import NibDocument
import Testing

/// Character data, entities and positions on small inline documents.
@Suite struct TextAndPositionTests {
    @Test func entitiesAreDecodedInAttributesAndText() throws {
        let document = try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
                <string key="text">Tom &amp; Jerry &lt;3 &#x2764;</string>
                <label text="A &amp; B &#38; C &quot;q&quot; &lt;x&gt; &#233;" id="a"/>
                <string key="cdata"><![CDATA[<not> & markup]]></string>
                <string key="space">   </string>
            </document>
            """)
        let children = Array(document.root.children)
        #expect(children[0].text == "Tom & Jerry <3 \u{2764}")
        #expect(children[1][attribute: "text"] == "A & B & C \"q\" <x> é")
        #expect(children[2].text == "<not> & markup")
        #expect(children[3].text == "   ")  // whitespace in a leaf is content
        #expect(document.root.text == nil)    // indentation between children is not
    }

    /// Text between child elements is dropped only when every byte of it is ASCII whitespace
    /// (space, tab, line feed): one other character anywhere in it, whichever byte of an
    /// eight-byte word it falls on, keeps all of it, and a non-ASCII space is not whitespace.
    @Test func textAroundChildrenIsKeptUnlessAllASCIIWhitespace() throws {
        let blank = "\n\t  \t" + String(repeating: " ", count: 19) + "\n"
        for others in ["x", "\u{A0}", "\u{3000}", "\u{E9}"] {
            for position in 0 ... blank.count {
                var text = blank
                text.insert(contentsOf: others, at: text.index(text.startIndex, offsetBy: position))
                let document = try Document(string: "<document>\(text)<view id=\"a\"/>\(blank)</document>")
                #expect(document.root.text == text + blank, "\(others.unicodeScalars.first!) at \(position)")
            }
        }
        for length in 0 ... 40 {
            let indentation = (0 ..< length).map { [" ", "\t", "\n", " ", " "][$0 % 5] }.joined()
            let document = try Document(string: "<document>\(indentation)<view id=\"a\"/>\(indentation)</document>")
            #expect(document.root.text == nil, "\(length) bytes")
        }
    }

    /// XML names are their characters as written: no Unicode normalization (a KELVIN SIGN is
    /// not a K), and a name the parser interned twice (an element called `xmlns` carrying a
    /// namespace declaration) is found under both.
    @Test func namesAreMatchedAsWritten() throws {
        let document = try Document(string: """
            <document><label \u{212A}ey="kelvin" id="a"/><xmlns xmlns="urn:x"/></document>
            """)
        let label = try #require(document.root.child(named: "label"))
        #expect(label[attribute: "\u{212A}ey"] == "kelvin")
        #expect(label[attribute: "Key"] == nil)
        #expect(!label.hasAttribute("Key"))
        var values: [String] = []
        document.forEachAttribute(named: ["xmlns"]) { _, _, value in values.append(value) }
        #expect(values == ["urn:x"])
        #expect(document.elements(named: "xmlns").count == 1)
    }

    @Test func mixedContentKeepsTextBetweenChildren() throws {
        let document = try Document(string: "<document>a<b>inner</b>c</document>")
        #expect(document.root.text == "ac")
        #expect(document.root.child(named: "b")?.text == "inner")
    }

    @Test func attributesKeepDocumentOrder() throws {
        let document = try Document(string: #"<document z="1" a="2" m="3" xmlns:ib="urn:x"/>"#)
        #expect(document.root.attributes.map(\.name) == ["xmlns:ib", "z", "a", "m"])
        #expect(document.root.hasAttribute("a"))
        #expect(!document.root.hasAttribute("b"))
    }

    @Test func positionsCountCharactersNotBytes() throws {
        let document = try Document(string: "<document>\n  <a/><é/>  <b\n   x=\"1\"/>\n\t<c/></document>")
        let children = Array(document.root.children)
        #expect(children.map(\.line) == [2, 2, 2, 4])
        #expect(children.map(\.column) == [3, 7, 13, 2])
        #expect(document.root.line == 1 && document.root.column == 1)
    }

    @Test func positionsOnOneLongLine() throws {
        let body = (0..<5000).map { "<v i=\"\($0)\"/>" }.joined()
        let document = try Document(string: "<document>" + body + "</document>")
        let last = try #require(Array(document.root.children).last)
        #expect(last.line == 1)
        let digits: Int = (0..<4999).map { String($0).count }.reduce(0, +)
        let expected: Int = 11 + 4999 * 9 + digits  // `<v i="` + digits + `"/>`
        #expect(last.column == expected)
    }

    @Test func descendantsAreInDocumentOrder() throws {
        let document = try Document(string: "<document><a><b/><c><d/></c></a><e/></document>")
        #expect(document.root.descendants.map(\.name) == ["a", "b", "c", "d", "e"])
        #expect(document.elements.map(\.name) == ["document", "a", "b", "c", "d", "e"])
        let d = try #require(document.elements.first { $0.name == "d" })
        #expect(d.ancestors.map(\.name) == ["c", "a", "document"])
    }

    @Test func multipliers() throws {
        let document = try Document(string: """
            <document><view id="v"><constraints>
            <constraint firstAttribute="width" multiplier="16:9" id="a"/>
            <constraint firstAttribute="width" multiplier="1/3" id="b"/>
            <constraint firstAttribute="width" multiplier="0.5" id="c"/>
            <constraint firstAttribute="width" multiplier="x:y" id="d"/>
            <constraint firstAttribute="width" multiplier="35%" id="e"/>
            <constraint firstAttribute="width" multiplier="%" id="f"/>
            <constraint firstAttribute="width" multiplier="2 / 3" id="g"/>
            </constraints></view></document>
            """)
        let constraints = try #require(document.element(withID: "v")).constraints
        #expect(abs(constraints[0].multiplier - 16.0 / 9.0) < 1e-12)
        #expect(abs(constraints[1].multiplier - 1.0 / 3.0) < 1e-12)
        #expect(constraints[2].multiplier == 0.5)
        #expect(constraints[3].hasMalformedMultiplier)
        #expect(!constraints[0].hasMalformedMultiplier)
        // Xcode 14.3 and later keep a multiplier typed as a percentage.
        #expect(abs(constraints[4].multiplier - 0.35) < 1e-12)
        #expect(constraints[5].hasMalformedMultiplier)
        #expect(abs(constraints[6].multiplier - 2.0 / 3.0) < 1e-12)
    }
}
