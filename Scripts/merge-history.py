#!/usr/bin/env python3
"""Measures `nibcheck merge` on a repository's real merge history (issue #26, section 3).

Usage: Scripts/merge-history.py NIBCHECK REPO [--limit N] [--list]

For every merge commit whose two parents both changed one .xib or .storyboard since their merge
base, it takes the base, ours (first parent), theirs (second parent) and the team's committed
result, and records:
  - whether git's text merge (`git merge-file`) conflicts;
  - whether `nibcheck merge` merges cleanly (exit 0), with conflicts (1) or fails (2);
  - for clean nibcheck merges, whether the result equals the team's resolution as canonical text
    (`nibcheck diff --textconv`), where the team's resolution is itself a merge of the two sides
    (it adds nothing of its own: every canonical line is in base, ours or theirs);
  - lost edits: a canonical line one side added that the result lacks, or one side removed that
    the result still has, while the other side left it as the base had it.

It prints one line per merged file and a summary. Nothing is written to the repository.
"""
import os
import subprocess
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
        if " #" in line:
            # An object: counted by its id (its header names other objects, which may change).
            identity = line.rsplit(" #", 1)[1]
            stack.append((indent, identity))
            out.append(("", "#" + identity))
        else:
            out.append((stack[-1][1] if stack else "", line.strip()))
    return out


def edits(lines):
    """Keyed lines without frames, which Interface Builder derives (the merge resolves them)."""
    return [(owner, line) for owner, line in keyed(lines) if not line.startswith("frame: ")]


def values(lines):
    """(object, value name) -> value, from keyed canonical lines (`frame: (0, 0, 10, 10)`)."""
    out = {}
    for owner, line in keyed(lines):
        if owner and ": " in line:
            name, value = line.split(": ", 1)
            out[(owner, name)] = value
    return out


def overlapping(base, ours, theirs):
    """Whether both sides changed one value of one object, each its own way."""
    b, o, t = values(base), values(ours), values(theirs)
    for key in set(o) | set(t):
        if o.get(key) != b.get(key) and t.get(key) != b.get(key) and o.get(key) != t.get(key):
            return True
    return False


def lost_edits(base, ours, theirs, result):
    """Lines an edit of one side put in or took out that the result does not reflect."""
    b, o, t, r = (Counter(edits(x)) for x in (base, ours, theirs, result))
    lost = []
    for side, other in ((o, t), (t, o)):
        for line, count in side.items():
            if count > b[line] and other[line] == b[line] and r[line] < count:
                lost.append(("added", line))
        for line, count in b.items():
            if side[line] < count and other[line] == count and r[line] > side[line]:
                lost.append(("removed", line))
    return lost


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    nibcheck, repo = sys.argv[1], sys.argv[2]
    limit = int(sys.argv[sys.argv.index("--limit") + 1]) if "--limit" in sys.argv else None
    listing = "--list" in sys.argv
    merges = git(repo, "rev-list", "--merges", "--all").split()
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
            names = git(repo, "diff", "--name-only", base_commit, commit) or ""
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
            merged = subprocess.run([nibcheck, "merge", base_file, ours_file, theirs_file, path, "-o", out_file], capture_output=True)
            status = merged.returncode
            agree = None
            lost = []
            if status in (0, 1):
                texts = [canonical(nibcheck, f) if f != "/dev/null" else [] for f in (base_file, ours_file, theirs_file, team_file, out_file)]
                if all(t is not None for t in texts):
                    b, o, t, team, result = texts
                    if status == 0:
                        lost = lost_edits(b, o, t, result)
                        # Compared with the team's result where the sides' edits do not overlap and
                        # the team merged them (it added nothing of its own, and did not simply
                        # keep one side when the other had edits too).
                        own = [line for line in team if line not in set(b) | set(o) | set(t)]
                        one_side = (team == o and t != b) or (team == t and o != b)
                        if own:
                            agree = None
                        elif overlapping(b, o, t):
                            agree = "overlap"
                        elif one_side and team != result:
                            agree = "team kept one side"
                        else:
                            agree = team == result
            rows.append((merge[:12], path, git_conflicts, status, agree, len(lost)))
            if listing:
                flag = {0: "clean", 1: "conflicts", 2: "error"}.get(status, str(status))
                compared = {None: "", True: ", equals the team's result", False: ", differs from the team's result",
                            "overlap": ", edits overlap (not compared)", "team kept one side": ", the team kept one side and dropped the other's edits"}[agree]
                print(f"{merge[:12]} {path}: git {'conflicts' if git_conflicts else 'clean'}, nibcheck {flag}" + compared
                      + (f", {len(lost)} lost" if lost else ""))
                if status == 2:
                    print("   ", merged.stderr.decode("utf-8", "replace").strip()[:300])
                for kind, (owner, line) in lost[:3]:
                    print(f"    lost ({kind}): #{owner} {line[:120]}")
            if limit and len(rows) >= limit:
                break
        if limit and len(rows) >= limit:
            break
    total = len(rows)
    git_conflicted = [r for r in rows if r[2]]
    print(f"file merges where both sides changed the nib: {total}")
    print(f"git's text merge conflicts: {len(git_conflicted)}")
    print(f"nibcheck merges cleanly: {sum(1 for r in rows if r[3] == 0)} of {total}; "
          f"of git's conflicted ones: {sum(1 for r in git_conflicted if r[3] == 0)} of {len(git_conflicted)}")
    print(f"nibcheck errors: {sum(1 for r in rows if r[3] == 2)}")
    compared = [r for r in rows if r[4] in (True, False)]
    print(f"clean merges compared with the team's result (edits not overlapping, the team merging both): {len(compared)}, "
          f"equal: {sum(1 for r in compared if r[4] is True)}")
    print(f"not compared: edits overlap {sum(1 for r in rows if r[4] == 'overlap')}, "
          f"the team kept one side and dropped the other's edits {sum(1 for r in rows if r[4] == 'team kept one side')}")
    print(f"lost edits in clean merges: {sum(r[5] for r in rows)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
