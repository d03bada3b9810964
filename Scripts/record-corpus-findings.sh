#!/bin/sh
# Rewrites Tests/NibLintTests/corpus-findings.txt with what nibcheck now reports on the corpus.
#
# Usage: Scripts/record-corpus-findings.sh      (corpus: $NIBKIT_CORPUS, default ../shared/corpus)
#
# The test (CorpusLintTests) only compares; it never writes the file. Recording is this separate
# step, and its result is a diff for a person to read: after running it, go through
# `git diff Tests/NibLintTests/corpus-findings.txt` line by line, open each added or removed
# finding's file at its line, decide whether nibcheck is right, and say what was reviewed in the
# file's header (the lines starting with '#', which this script keeps) before committing.
set -eu
cd "$(dirname "$0")/.."
corpus=${NIBKIT_CORPUS:-../shared/corpus}
if [ ! -f "$corpus/MANIFEST.tsv" ]; then
    echo "record-corpus-findings: no corpus at $corpus (set NIBKIT_CORPUS)" >&2
    exit 2
fi
swift build --product nibcheck >&2
nibcheck="$(swift build --show-bin-path)/nibcheck"
expectation=Tests/NibLintTests/corpus-findings.txt
findings=$(mktemp)
trap 'rm -f "$findings" "$findings.new"' EXIT
# Exactly what the test runs: from the corpus folder, no configuration file, default rules.
status=0
(cd "$corpus" && "$nibcheck" --no-config .) > "$findings" 2>/dev/null || status=$?
if [ "$status" -gt 1 ]; then
    echo "record-corpus-findings: nibcheck failed (exit $status); $expectation left as it was" >&2
    exit 1
fi
{ grep '^#' "$expectation" || true; sed 's|^\./||' "$findings"; } > "$findings.new"
mv "$findings.new" "$expectation"
echo "recorded $(grep -vc '^#' "$expectation") findings; now read: git diff $expectation" >&2
