#!/usr/bin/env python3
"""Share of public declarations with a doc comment, per module, for CI.

    python3 Scripts/doc-coverage.py [--min 80] [--list MODULE]

A declaration is public when it starts with `public` or `open` (after attributes such as
`@discardableResult` on the lines above). It is documented when the nearest non-attribute line
above it is a `///` comment (or the end of a `/** … */` block), when it overrides, or when it
implements a requirement documented on a protocol its type conforms to (directly, through a
superclass, or through protocol inheritance, as declared anywhere under Sources/): DocC shows the
requirement's documentation there. A same-named requirement of a protocol the type does not
conform to does not count. `public init(coder:)` overrides and `public required init`
repeats of a documented superclass initializer are counted like any other declaration; document
them or make them internal. Exits 1 when any module under Sources/ falls below `--min` percent.
"""
import argparse
import os
import re
import sys

DECLARATION = re.compile(r"^\s*(?:@[\w().:, ]+\s+)*(public|open)\s+(?!import\b)(?:\w+\s+)*"
                         r"(func|var|let|init|class|struct|enum|protocol|typealias|case|subscript|static|actor|extension|convenience|required|override|final|mutating|nonisolated)\b")


REQUIREMENT = re.compile(r"^\s*(?:static\s+|mutating\s+)*(?:func|var|init|associatedtype|subscript)\s*([A-Za-z_]\w*)?")


TYPE_HEADER = re.compile(r"^\s*(?:@[\w().:, ]+\s+)*(?:(?:public|open|package|internal|private|fileprivate|final|indirect)\s+)*"
                         r"(class|struct|enum|protocol|extension|actor)\s+([A-Za-z_][\w.]*)(?:<[^>{]*>)?\s*(?::\s*([^{]*))?")


def type_header(line):
    """(kind, name, [inherited names]) of a type or extension declaration line, or None."""
    match = TYPE_HEADER.match(line)
    if not match:
        return None
    kind, name, inherited = match.group(1), match.group(2).split(".")[-1], match.group(3) or ""
    inherited = inherited.split(" where ")[0]
    names = []
    for part in re.split(r"[,&]", inherited):
        part = re.sub(r"<.*", "", part).strip()
        if part:
            names.append(part.split(".")[-1])
    return kind, name, names


def documented_requirements(paths):
    """Per protocol, the names of its requirements that carry a doc comment; and per type, the
    types and protocols it names as inherited (superclass, conformances), from every file."""
    requirements = {}
    graph = {}
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        depth = None
        protocol = None
        for number, line in enumerate(lines):
            header = type_header(line)
            if header:
                graph.setdefault(header[1], set()).update(header[2])
            if depth is None:
                if header and header[0] == "protocol" and line.rstrip().endswith("{"):
                    depth, protocol = 1, header[1]
                continue
            depth += line.count("{") - line.count("}")
            if depth <= 0:
                depth = None
                continue
            match = REQUIREMENT.match(line)
            if match and number > 0 and lines[number - 1].strip().startswith("///") and match.group(1):
                requirements.setdefault(protocol, set()).add(match.group(1))
    return requirements, graph


def inherited_names(type_name, requirements, graph, cache={}):
    """The documented requirement names a member of `type_name` may implement."""
    if type_name in cache:
        return cache[type_name]
    seen, stack, names = set(), [type_name], set()
    while stack:
        current = stack.pop()
        if current in seen:
            continue
        seen.add(current)
        names |= requirements.get(current, set())
        stack.extend(graph.get(current, ()))
    cache[type_name] = names
    return names


def name_of(text):
    match = re.search(r"\b(?:func|var|let|case|class|struct|enum|protocol|typealias)\s+([A-Za-z_]\w*)|\b(init)\b", text)
    if not match:
        return None
    return match.group(1) or match.group(2)


def declarations(path, requirements, graph):
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    # The enclosing types, innermost last, with the brace depth their bodies start at.
    enclosing = []
    depth = 0
    for number, line in enumerate(lines):
        header = type_header(line)
        opens_body = header is not None and "{" in line
        match = DECLARATION.match(line)
        owner = enclosing[-1][0] if enclosing else None
        if opens_body:
            enclosing.append((header[1], depth + 1))
        depth += line.count("{") - line.count("}")
        while enclosing and depth < enclosing[-1][1]:
            enclosing.pop()
        if not match or re.match(r"^\s*public\s+extension\b|^\s*extension\b", line):
            continue
        inherited = inherited_names(owner, requirements, graph) if owner else set()
        above = number - 1
        while above >= 0 and re.match(r"^\s*@\w", lines[above]) and not lines[above].strip().startswith("///"):
            above -= 1
        documented = above >= 0 and (lines[above].strip().startswith("///") or lines[above].strip().endswith("*/"))
        # An override, or the implementation of a documented protocol requirement, inherits its
        # documentation.
        if not documented and (re.search(r"\boverride\b", line) or name_of(line) in inherited):
            documented = True
        yield number + 1, line.strip(), documented


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--min", type=float, default=80.0)
    parser.add_argument("--list", help="print the undocumented declarations of this module")
    arguments = parser.parse_args()
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources")
    failing = False
    every = [os.path.join(directory, name) for directory, _, files in os.walk(root) for name in files if name.endswith(".swift")]
    requirements, graph = documented_requirements(every)
    for module in sorted(os.listdir(root)):
        folder = os.path.join(root, module)
        if not os.path.isdir(folder):
            continue
        total = documented = 0
        missing = []
        for directory, _, files in os.walk(folder):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(directory, name)
                for line, text, has_doc in declarations(path, requirements, graph):
                    total += 1
                    documented += has_doc
                    if not has_doc:
                        missing.append(f"{os.path.relpath(path, os.path.join(root, '..'))}:{line}: {text}")
        if total == 0:
            continue
        share = 100.0 * documented / total
        status = "ok" if share >= arguments.min else "BELOW"
        failing |= share < arguments.min
        print(f"{module:24} {documented:4}/{total:<4} {share:5.1f}%  {status}")
        if arguments.list == module:
            print("\n".join(missing))
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
