#!/usr/bin/env python3
"""A second opinion for NibDocument's tests: dumps XML files in the JSON layout of
`nibcheck dump --format json`, using expat (python3's own XML parser, which shares no code with
libxml2). One line per file: the JSON, or `ERROR <message>` when expat refuses the file.

Unlike `nibcheck dump`, `text` is NOT trimmed: it is an element's direct character data exactly
as expat delivers it, so the comparison proves whitespace is kept. The one rule applied is the
one `Element.text` documents: in an element that has child elements, character data made only
of ASCII whitespace (space, tab, line feed, carriage return) is indentation and is dropped. In a
leaf it is content and kept; text with anything else in it is kept whole, whitespace included."""
import json
import sys
import xml.parsers.expat

WS = " \t\n\r"


def dump(path):
    with open(path, "rb") as handle:
        data = handle.read()
    parser = xml.parsers.expat.ParserCreate()
    parser.ordered_attributes = True
    parser.buffer_text = True
    root = None
    stack = []

    def start(tag, attrs):
        nonlocal root
        element = {"tag": tag, "line": parser.CurrentLineNumber,
                   "column": parser.CurrentColumnNumber + 1,
                   "attributes": dict(zip(attrs[0::2], attrs[1::2])),
                   "text": [], "children": []}
        if stack:
            stack[-1]["children"].append(element)
        else:
            root = element
        stack.append(element)

    def end(tag):
        stack.pop()

    def chars(text):
        if stack:
            stack[-1]["text"].append(text)

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = chars
    parser.Parse(data, True)

    def finish(element):
        text = "".join(element.pop("text"))
        children = element.pop("children")
        if children and not text.strip(WS):
            text = ""  # indentation between child elements (Element.text's rule)
        if text:
            element["text"] = text
        element["children"] = [finish(child) for child in children]
        return element

    return {"file": path, "document": finish(root)}


for path in sys.argv[1:]:
    try:
        print(json.dumps(dump(path), ensure_ascii=False))
    except Exception as error:  # expat's ExpatError and friends
        print("ERROR " + str(error).replace("\n", " "))
