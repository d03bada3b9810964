#!/usr/bin/env python3
"""Measures `nibcheck merge` on a repository's real merge history (issues #26 and #38).

Usage: Scripts/merge-history.py NIBCHECK REPO [--limit N] [--list] [--keep DIR] [--textconv NIBCHECK2]

For every merge commit whose two parents both changed one .xib or .storyboard since their merge
base, it takes the base, ours (first parent), theirs (second parent) and the team's committed
result, and records:
  - whether git's text merge (`git merge-file`) conflicts;
  - whether `nibcheck merge` merges cleanly (exit 0), with conflicts (1) or fails (2);
  - for clean nibcheck merges, whether the result equals the team's resolution as canonical text
    (`nibcheck diff --textconv`), where the team's resolution is itself a merge of the two sides
    (it adds nothing of its own: every canonical line is in base, ours or theirs);
  - lost edits: a canonical line one side added that the result lacks, or one side removed that
    the result still has, while the other side left it as the base had it (not an autoresizing
    mask of a view the result constrains, nor a size-class mask's entry for an object the result
    does not hold: neither has any effect);
  - whether the sides' edits overlap by object id (issue #38's "a correct id merge"): both sides
    changed one value of one object each its own way, moved one object to two parents, reordered
    one parent's children two ways, or one side deleted an object the other edited or added into.
    Frames are left out: a correct merge resolves them (Interface Builder derives them);
  - mixed values: a compound value (a keyed element such as a font, colour or state, with its
    attributes) in a clean result that equals none of base's, ours' and theirs' for that object and
    key; and frames (`<rect key="frame">`) in a clean result that none of the three had.

The two measures of issue #38: of the merges git conflicts on, how many a correct id merge would
merge (the sides don't overlap) and how many of those nibcheck merges cleanly; and of the merges
whose sides don't overlap, where the team merged both sides, on how many nibcheck's result equals
the team's (a merge nibcheck reports as a conflict does not). With --keep DIR, the four versions and
nibcheck's result of each merge are kept under DIR/N-NAME/ for reading. With --textconv NIBCHECK2,
the canonical text all of this is measured in comes from NIBCHECK2 (so that two builds' merges are
measured alike).

It prints one line per merged file and a summary. Nothing is written to the repository.
"""
import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ElementTree
import sys
import tempfile
from collections import Counter


def git(repo, *args, binary=False):
    result = subprocess.run(["git", "--git-dir", repo, *args], capture_output=True)
    if result.returncode != 0:
        return None
    return result.stdout if binary else result.stdout.decode("utf-8", "replace")


def blob(repo, commit, path):
    return git(repo, "show", f"{commit}:{path}", binary=True)


def canonical(nibcheck, path):
    result = subprocess.run([nibcheck, "diff", "--textconv", path], capture_output=True)
    if result.returncode != 0:
        return None
    return result.stdout.decode("utf-8", "replace").split("\n")


# `name: value` or `segment #2: title "A"`; anything else is an object (`label #Tl5-Hx-0Ke`).
VALUE_LINE = re.compile(r"^[A-Za-z0-9_.]+( #[0-9]+)?: ")


# Objects a person reads as one sentence: known by what they say, not by their ids.
SENTENCES = ("constraint ", "outlet ", "outletCollection ", "action ")


def sentence_key(header):
    """A constraint by its sentence; a connection by its property and the id of what it points
    at (its header also describes that object, whose class or constant the other side may have
    changed)."""
    if header.startswith("constraint "):
        return header
    left, _, right = header.partition(" → ")
    if right.startswith("constraint "):
        # An outlet to a constraint: by the items of the constraint's sentence (the other side
        # may have changed its constant or priority).
        return left + " → " + re.sub(r"[0-9.:@+×-]+", "", right)
    ids = re.findall(r"#([A-Za-z0-9-]+)", right)
    return left + " → " + (ids[0] if ids else right.split(" ")[0])


def keyed(lines):
    """Canonical lines keyed by the object they belong to (its `#id`), so that a value repeated
    in many objects (`selectionStyle: default`) counts once per object."""
    out = []
    stack = []  # (indent, id)
    for line in lines:
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip(" "))
        while stack and stack[-1][0] >= indent:
            stack.pop()
        if " #" in line and not VALUE_LINE.match(line.strip()):
            # An object: counted by its id (its header names other objects, which may change);
            # a constraint or connection by what it says (the same one added on both sides
            # under two ids is one).
            header, identity = line.strip().rsplit(" #", 1)
            stack.append((indent, identity))
            out.append(("", sentence_key(header) if header.startswith(SENTENCES) else "#" + identity))
        else:
            out.append((stack[-1][1] if stack else "", line.strip()))
    return out


def is_frame(name):
    """A frame's value name: a view's own (`frame`), a keyed child view's (`contentView.frame`,
    a cell's content view, which the cell lays out) or a size class's (`heightClass=….frame`)."""
    return name == "frame" or name.endswith(".frame")


def edits(lines):
    """Keyed lines without frames, which Interface Builder derives (the merge resolves them)."""
    return [(owner, line) for owner, line in keyed(lines) if not is_frame(line.split(": ", 1)[0])]


def values(lines):
    """(object, value name) -> value, from keyed canonical lines (`frame: (0, 0, 10, 10)`)."""
    out = {}
    for owner, line in keyed(lines):
        if owner and ": " in line:
            name, value = line.split(": ", 1)
            out[(owner, name)] = value
    return out


def objects(lines):
    """id -> (parent id, header, {value name: value}, [child ids in order]) from canonical lines;
    the document's own values belong to the id "document"."""
    out = {"document": ["", "document", {}, []]}
    stack = []  # (indent, id)
    for line in lines:
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip(" "))
        text = line.strip()
        while stack and stack[-1][0] >= indent:
            stack.pop()
        if text == "document" and indent == 0:
            stack.append((indent, "document"))
        elif " #" in text and not VALUE_LINE.match(text):
            identity = text.rsplit(" #", 1)[1]
            parent = stack[-1][1] if stack else ""
            out[identity] = [parent, text.rsplit(" #", 1)[0], {}, []]
            if parent in out:
                out[parent][3].append(identity)
            else:
                out.setdefault("", ["", "", {}, []])[3].append(identity)
            stack.append((indent, identity))
        elif ": " in text and stack:
            name, value = text.split(": ", 1)
            out[stack[-1][1]][2][name] = value
    return out


def overlap(base, ours, theirs):
    """Why a correct merge by object id could not merge the two sides, or None: both changed one
    value of one object each its own way (frames aside: a merge resolves them), moved one object
    to two parents, reordered one parent's children two ways (a storyboard's scenes aside: their
    order is not semantic), or one deleted an object the other edited or added into."""
    b, o, t = objects(base), objects(ours), objects(theirs)
    def changed(side, other, identity):
        """Whether `side` changed the object `identity` that `other` deleted (frames aside)."""
        mine, was = side[identity], b[identity]
        if mine[0] != was[0] or mine[1] != was[1]:
            return True
        names = set(mine[2]) | set(was[2])
        if any(mine[2].get(n) != was[2].get(n) for n in names if not is_frame(n)):
            return True
        return any(child not in b for child in mine[3])
    for identity in set(b) | set(o) | set(t):
        inb, ino, int_ = identity in b, identity in o, identity in t
        if inb and ino and not int_ and changed(o, t, identity):
            return f"#{identity} edited in ours, deleted in theirs"
        if inb and int_ and not ino and changed(t, o, identity):
            return f"#{identity} edited in theirs, deleted in ours"
        if not (ino and int_):
            continue
        bo = b.get(identity, [None, None, {}, []])
        oo, to = o[identity], t[identity]
        if oo[0] != bo[0] and to[0] != bo[0] and oo[0] != to[0]:
            return f"#{identity} moved into #{oo[0]} and #{to[0]}"
        if oo[1] != bo[1] and to[1] != bo[1] and oo[1] != to[1]:
            return f"#{identity} {oo[1]!r} against {to[1]!r}"
        for name in set(oo[2]) | set(to[2]):
            if is_frame(name):
                continue
            bv, ov, tv = bo[2].get(name), oo[2].get(name), to[2].get(name)
            if ov != bv and tv != bv and ov != tv:
                return f"#{identity} {name}: {ov} against {tv}"
        if identity in b:
            common = [c for c in bo[3] if c in oo[3] and c in to[3]
                      and not (b.get(c, ["", ""])[1].startswith("scene"))]
            order_o = [c for c in oo[3] if c in common]
            order_t = [c for c in to[3] if c in common]
            if order_o != common and order_t != common and order_o != order_t:
                return f"#{identity} children reordered two ways"
    return None


def normalized(lines):
    """Canonical lines with a storyboard's scenes sorted by id (their order is not semantic)."""
    blocks, current = [], []
    for line in lines:
        if line and not line.startswith(" ") and current:
            blocks.append(current)
            current = []
        current.append(line)
    if current:
        blocks.append(current)
    scenes = sorted((b for b in blocks if b[0].startswith("scene #")), key=lambda b: b[0])
    rest = [b for b in blocks if not b[0].startswith("scene #")]
    # A constraint or connection both sides added under two ids is one: its id is not compared.
    return [line.rsplit(" #", 1)[0] if line.strip().startswith(SENTENCES) else line
            for block in rest + scenes for line in block]


# What Interface Builder writes on its own when it saves (SaveNoise), and the values that only
# mean something whole (DocumentMerge's compound values).
NOISE_ELEMENTS = {"dependencies", "plugIn", "capability", "deployment", "device", "resources", "designables",
                  "freeformSimulatedSizeMetrics"}
NOISE_KEYS = {"canvasLocation", "screenRect"}
COMPOUND = {"fontDescription", "font", "color", "rect", "state", "size", "point", "inset", "edgeInsets"}


def compound_overlap(files):
    """A compound value (a font, a colour, a button's state with what it holds) both sides changed,
    each its own way: a correct merge takes one whole, so it is an overlap. Frames aside."""
    sides = [compound_values(f)[0] for f in files]
    if any(side is None for side in sides):
        return None
    def groups(values):
        by_owner = {}
        for (owner, path), value in values.items():
            by_owner.setdefault(owner, []).append((path, value))
        out = {}
        for (owner, path), value in values.items():
            if value[0] in COMPOUND and path != "/frame":
                out[(owner, path)] = tuple(sorted((p, v) for p, v in by_owner[owner] if p == path or p.startswith(path + "/")))
        return out
    b, o, t = (groups(side) for side in sides)
    for key in set(o) & set(t):
        if o[key] != b.get(key) and t[key] != b.get(key) and o[key] != t[key]:
            return f"#{key[0]} {key[1][1:]} changed two ways"
    return None


REFERENCES = {"destination", "target", "firstItem", "secondItem", "initialViewController"}


def references(path):
    """The ids of a version's objects, its references ((holder id, attribute, target id)) and
    its outlets ((owner id, property) -> destination), from the XML; Interface Builder's own
    lists (`<inferredMetricsTieBreakers>`, the canvas) aside."""
    if path == "/dev/null":
        return set(), set(), {}
    try:
        root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError:
        return None
    ids, refs, outlets = set(), set(), {}
    def walk(element, owner):
        for child in element:
            if child.tag in NOISE_ELEMENTS or child.tag.startswith("simulated") or child.tag == "inferredMetricsTieBreakers":
                continue
            identity = child.get("id") if child.tag != "device" else None
            if identity:
                ids.add(identity)
            holder = identity or owner
            for name in REFERENCES:
                if child.get(name):
                    refs.add((holder, name, child.get(name)))
            if child.tag == "outlet" and child.get("property"):
                outlets[(owner, child.get("property"))] = child.get("destination")
            walk(child, identity or owner)
    walk(root, "")
    return ids, refs, outlets


def reference_overlap(files):
    """A reference one side added to an object the other deleted, or one outlet property both
    sides connected, each to its own object: no merge keeps both."""
    sides = [references(f) for f in files]
    if any(side is None for side in sides):
        return None
    (b_ids, b_refs, b_outlets), o, t = sides
    for mine, theirs_, name, other in ((o, t, "ours", "theirs"), (t, o, "theirs", "ours")):
        for holder, attribute, target in mine[1] - b_refs:
            if target in b_ids and target not in theirs_[0]:
                return f"{name} refers to #{target} ({attribute} of #{holder}), which {other} deleted"
    for key in set(o[2]) & set(t[2]):
        if o[2][key] != t[2][key] and o[2][key] != b_outlets.get(key) and t[2][key] != b_outlets.get(key):
            return f"outlet {key[1]} of #{key[0]} connected to #{o[2][key]} and #{t[2][key]}"
    return None


def compound_values(path):
    """(owner id, key path) -> (tag, attributes, text) for every keyed element without an id
    (`<fontDescription key="fontDescription">`, `<color key="textColor">`, `<state key="normal">`),
    and id -> frame, from the XML."""
    if path == "/dev/null":
        return {}, {}
    try:
        root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError:
        return None, None
    values, frames = {}, {}
    def walk(element, owner, keys):
        for child in element:
            if child.tag in NOISE_ELEMENTS or child.tag.startswith("simulated") or child.get("key") in NOISE_KEYS:
                continue  # what Interface Builder stamps or derives on its own
            identity = child.get("id")
            if identity is not None:
                walk(child, identity, "")
                continue
            key = child.get("key")
            if key is None:
                # <subviews>, <connections>: no value of their own. An entry named by an attribute
                # (Xcode 4's `<class className="…">`, an outlet's `<relationship name="…">`) is a
                # place of its own: each class's `<source key="sourceIdentifier">` is its own value,
                # and so is each `<userDefinedRuntimeAttribute keyPath="…">`'s `<… key="value">`.
                label = child.get("className") or child.get("name") or child.get("keyPath")
                walk(child, owner, keys + f"/{child.tag}[{label}]" if label else keys)
                continue
            path_ = keys + "/" + key
            if child.tag == "rect" and key == "frame":
                frames[owner] = tuple(sorted(child.attrib.items()))
            else:
                values[(owner, path_)] = (child.tag, tuple(sorted(child.attrib.items())), (child.text or "").strip())
            walk(child, owner, path_)
    walk(root, "", "")
    return values, frames


def mixed(files, result_file):
    """Compound values in the result that none of base, ours and theirs holds for that object and
    key, and frames none of them holds for that view."""
    sides = [compound_values(f) for f in files]
    result = compound_values(result_file)
    if result[0] is None or any(v is None for v, _ in sides):
        return [], []
    mixes = [(key, value) for key, value in result[0].items()
             if all(side[0].get(key) != value for side in sides)
             and any(key in side[0] for side in sides)]
    frames = [(key, value) for key, value in result[1].items()
              if all(side[1].get(key) != value for side in sides)
              and any(key in side[1] for side in sides)]
    return mixes, frames


def lost_edits(base, ours, theirs, result, frames=False):
    """Lines an edit of one side put in or took out that the result does not reflect, while the
    other side left them as the base had them (with `frames`, or made the same edit, frames
    included: what a team's own result dropped)."""
    lines = keyed if frames else edits
    b, o, t, r = (Counter(lines(x)) for x in (base, ours, theirs, result))
    lost = []
    for side, other in ((o, t), (t, o)):
        for line, count in side.items():
            if count > b[line] and (other[line] == b[line] or (frames and other[line] == count)) and r[line] < count:
                lost.append(("added", line))
        for line, count in b.items():
            if side[line] < count and (other[line] == count or (frames and other[line] == side[line])) and r[line] > side[line]:
                lost.append(("removed", line))
    # The autoresizing mask of a view the result constrains (translatesAutoresizingMaskIntoConstraints
    # NO, which one side set while Interface Builder took the mask out) has no effect: not an edit lost.
    constrained = {owner for owner, line in keyed(result) if line == "translatesAutoresizingMaskIntoConstraints: NO"}
    # Nor has a size-class mask's include or exclude of an object the result does not hold (the
    # other side deleted it): kept, it would be a reference to nothing.
    present = {line.strip().rsplit(" #", 1)[1] for line in result
               if " #" in line and not VALUE_LINE.match(line.strip())}
    def points_at_nothing(line):
        match = re.search(r"\.(?:include|exclude): reference (\S+)$", line)
        return match is not None and match.group(1) not in present
    return [(kind, (owner, line)) for kind, (owner, line) in lost
            if not (owner in constrained and line.startswith("autoresizingMask."))
            and not (kind == "added" and points_at_nothing(line))]


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    nibcheck, repo = sys.argv[1], sys.argv[2]
    limit = int(sys.argv[sys.argv.index("--limit") + 1]) if "--limit" in sys.argv else None
    keep = sys.argv[sys.argv.index("--keep") + 1] if "--keep" in sys.argv else None
    listing = "--list" in sys.argv
    converter = sys.argv[sys.argv.index("--textconv") + 1] if "--textconv" in sys.argv else nibcheck
    # Only merges whose result differs from a parent in some nib can have two sides that changed
    # one (a merge identical to both parents in every nib has nothing to merge).
    merges = git(repo, "rev-list", "--merges", "--all", "--full-history", "--", "*.xib", "*.storyboard")
    if merges is None:
        print(f"merge-history: {repo} is not a git directory (give the repository's .git folder, or a bare one)", file=sys.stderr)
        return 2
    merges = merges.split()
    rows = []
    work = tempfile.mkdtemp(prefix="nibkit-history-")
    for merge in merges:
        parents = git(repo, "rev-list", "--parents", "-n", "1", merge).split()[1:]
        if len(parents) != 2:
            continue
        ours_commit, theirs_commit = parents
        base_commit = git(repo, "merge-base", ours_commit, theirs_commit)
        if not base_commit:
            continue
        base_commit = base_commit.strip()
        def changed(commit):
            names = git(repo, "diff", "--name-only", base_commit, commit, "--", "*.xib", "*.storyboard") or ""
            return {n for n in names.split("\n") if n.endswith(".xib") or n.endswith(".storyboard")}
        both = changed(ours_commit) & changed(theirs_commit)
        for path in sorted(both):
            versions = [blob(repo, c, path) for c in (base_commit, ours_commit, theirs_commit, merge)]
            if any(v is None for v in versions[1:]):
                continue  # deleted on a side or in the result: not a merge of one file
            added_on_both = versions[0] is None
            files = []
            for name, data in zip(("base", "ours", "theirs", "team"), versions):
                file = os.path.join(work, name + os.path.splitext(path)[1])
                if data is None:
                    file = "/dev/null"  # added on both sides: merged against an empty document
                else:
                    with open(file, "wb") as handle:
                        handle.write(data)
                files.append(file)
            base_file, ours_file, theirs_file, team_file = files
            empty = os.path.join(work, "empty")
            open(empty, "w").close()
            text = subprocess.run(["git", "merge-file", "-p", "-q", ours_file, empty if added_on_both else base_file, theirs_file],
                                  capture_output=True)
            git_conflicts = text.returncode != 0
            out_file = os.path.join(work, "merged" + os.path.splitext(path)[1])
            if os.path.exists(out_file):
                os.remove(out_file)
            merged = subprocess.run([nibcheck, "merge", base_file, ours_file, theirs_file, path, "-o", out_file], capture_output=True)
            status = merged.returncode
            agree = None
            lost, mixes, frames, team_dropped = [], [], [], []
            why = "unreadable"
            texts = [canonical(converter, f) if f != "/dev/null" else [] for f in (base_file, ours_file, theirs_file)]
            team = canonical(converter, team_file)
            if all(t is not None for t in texts):
                b, o, t = texts
                why = (overlap(b, o, t) or compound_overlap([base_file, ours_file, theirs_file])
                       or reference_overlap([base_file, ours_file, theirs_file]))
                result = canonical(converter, out_file) if status == 0 else None
                if status == 0 and result is not None:
                    lost = lost_edits(b, o, t, result)
                    mixes, frames = mixed([base_file, ours_file, theirs_file], out_file)
                # Compared with the team's result where the sides' edits do not overlap and the team
                # merged them (it added nothing of its own, and did not simply keep one side when
                # the other had edits too). A conflict nibcheck reports there is a disagreement.
                if team is None:
                    agree = "team unreadable"
                elif [line for line in team if line not in set(b) | set(o) | set(t)]:
                    agree = "own"
                elif why:
                    agree = "overlap"
                elif ((team == o and t != b) or (team == t and o != b)) and (result is None or normalized(team) != normalized(result)):
                    agree = "team kept one side"
                elif lost_edits(b, o, t, team, frames=True) and (result is None or normalized(team) != normalized(result)):
                    # The team's result dropped an edit of one side that the other left alone
                    # (or made too): it did not merge both sides.
                    agree = "team dropped an edit"
                    team_dropped = lost_edits(b, o, t, team, frames=True)
                elif status == 0 and result is not None:
                    agree = normalized(team) == normalized(result)
                elif status == 1:
                    agree = False
            rows.append(dict(merge=merge[:12], path=path, git=git_conflicts, status=status, agree=agree,
                             lost=len(lost), overlap=why, mixed=len(mixes), frames=len(frames)))
            if keep:
                folder = os.path.join(keep, f"{len(rows)}-{os.path.basename(path)}")
                os.makedirs(folder, exist_ok=True)
                for name, file in zip(("base", "ours", "theirs", "team", "merged"), files + [out_file]):
                    if os.path.exists(file) and file != "/dev/null":
                        shutil.copy(file, os.path.join(folder, name + os.path.splitext(path)[1]))
                with open(os.path.join(folder, "nibcheck.txt"), "wb") as handle:
                    handle.write(merge.encode() + b" " + path.encode() + b"\n" + merged.stdout + merged.stderr)
            if listing:
                flag = {0: "clean", 1: "conflicts", 2: "error"}.get(status, str(status))
                compared = {None: "", "team unreadable": ", the team's result is not a nib (conflict markers?)", "own": ", the team added lines of its own (not compared)",
                            True: ", equals the team's result", False: ", differs from the team's result",
                            "overlap": ", edits overlap (not compared)",
                            "team kept one side": ", the team kept one side and dropped the other's edits",
                            "team dropped an edit": ", the team's result dropped an edit of one side (not compared)"}[agree]
                print(f"{len(rows)}. {merge[:12]} {path}: git {'conflicts' if git_conflicts else 'clean'}, nibcheck {flag}" + compared
                      + (f", {len(lost)} lost" if lost else "") + (f", {len(mixes)} mixed" if mixes else "")
                      + (f", {len(frames)} frames no side had" if frames else ""))
                if why and why != "unreadable":
                    print(f"    overlap: {why[:160]}")
                if status == 2:
                    print("   ", merged.stderr.decode("utf-8", "replace").strip()[:300])
                if status == 1 and not why:
                    for line in (merged.stdout + merged.stderr).decode("utf-8", "replace").strip().split("\n")[:3]:
                        print("    " + line[:200])
                for kind, (owner, line) in team_dropped[:2]:
                    print(f"    the team dropped ({kind}): #{owner} {line[:120]}")
                for kind, (owner, line) in lost[:3]:
                    print(f"    lost ({kind}): #{owner} {line[:120]}")
                for key, value in mixes[:3]:
                    print(f"    mixed: {key} {value}")
                for key, value in frames[:3]:
                    print(f"    frame no side had: #{key} {value}")
                sys.stdout.flush()
            if limit and len(rows) >= limit:
                break
        if limit and len(rows) >= limit:
            break
    total = len(rows)
    conflicted = [r for r in rows if r["git"]]
    possible = [r for r in conflicted if not r["overlap"]]
    print(f"file merges where both sides changed the nib: {total}")
    print(f"git's text merge conflicts: {len(conflicted)}")
    print(f"nibcheck merges cleanly: {sum(1 for r in rows if r['status'] == 0)} of {total}; "
          f"of git's conflicted ones: {sum(1 for r in conflicted if r['status'] == 0)} of {len(conflicted)}")
    clean_possible = sum(1 for r in possible if r["status"] == 0)
    print(f"of git's conflicted ones, a correct id merge merges (sides don't overlap): {len(possible)}; "
          f"nibcheck merges {clean_possible} of them"
          + (f" ({100 * clean_possible / len(possible):.0f}%)" if possible else ""))
    print(f"nibcheck errors: {sum(1 for r in rows if r['status'] == 2)}")
    compared = [r for r in rows if r["agree"] in (True, False)]
    equal = sum(1 for r in compared if r["agree"] is True)
    print(f"merges whose sides don't overlap, the team merging both, compared with nibcheck: {len(compared)}, "
          f"equal: {equal}" + (f" ({100 * equal / len(compared):.0f}%)" if compared else "")
          + f", nibcheck conflicts: {sum(1 for r in compared if r['status'] == 1)}")
    print(f"not compared: edits overlap {sum(1 for r in rows if r['agree'] == 'overlap')}, "
          f"the team kept one side and dropped the other's edits {sum(1 for r in rows if r['agree'] == 'team kept one side')}, "
          f"the team added lines of its own {sum(1 for r in rows if r['agree'] == 'own')}, "
          f"the team's result dropped an edit of one side {sum(1 for r in rows if r['agree'] == 'team dropped an edit')}, "
          f"the team's result unreadable {sum(1 for r in rows if r['agree'] == 'team unreadable')}")
    print(f"lost edits in clean merges: {sum(r['lost'] for r in rows)}")
    print(f"mixed compound values in clean merges: {sum(r['mixed'] for r in rows)}; "
          f"frames no side had: {sum(r['frames'] for r in rows)} in {sum(1 for r in rows if r['frames'])} merges")
    print("TSV\t" + "\t".join(str(x) for x in (total, len(conflicted), sum(1 for r in conflicted if r['status'] == 0),
                                               len(possible), clean_possible, len(compared), equal,
                                               sum(r['lost'] for r in rows), sum(r['mixed'] for r in rows),
                                               sum(r['frames'] for r in rows))))
    shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
