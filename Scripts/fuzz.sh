#!/usr/bin/env bash
# Fuzzes bytes → document → validation → instantiation with libFuzzer and AddressSanitizer.
# Usage: Scripts/fuzz.sh [SECONDS]   (default 60). Seeds: Samples/ and, when present, ../shared/corpus.
# Crashes land in Scripts/.fuzz/crashes/; reproduce one with `swift run NibFuzz FILE`.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
work=Scripts/.fuzz
mkdir -p "$work/corpus" "$work/crashes" "$work/seeds"

# The libraries are built with AddressSanitizer in `.build/asan`, with libFuzzer's coverage
# instrumentation (edge counters, comparison tracing); the fuzz target is linked against them, so
# the libraries are built once, in debug, and a later `swift test --sanitize=address --build-path
# .build/asan` with the same flags reuses them. The fuzz target itself is linked by swiftc,
# because libFuzzer brings its own main() and SwiftPM's executables their own.
coverage="-sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp"
# The build runs the RuleList plugin's tool, itself built with AddressSanitizer; Foundation's
# allocations it never frees would fail it under LeakSanitizer, so leaks are not checked there.
# NibKit does not carry the linter, so the rules the target validates with are built beside it.
for target in NibKit NibValidation; do
    ASAN_OPTIONS=detect_leaks=0 swift build --sanitize=address --build-path .build/asan --target "$target" -Xswiftc "$coverage" 2>&1 | grep -E "error|Build" || true
done
objects=.build/asan/debug
# The objects of the modules' current sources, as each module's output file map lists them: a
# glob over the build folders would also link the object of a source since moved or deleted.
module_objects() {
    for module in "$@"; do
        python3 -c 'import json, sys; print("\n".join(entry["object"] for entry in json.load(open(sys.argv[1])).values() if "object" in entry))' \
            "$objects/$module.build/output-file-map.json"
    done
}
binary=.build/asan/NibFuzz
rm -f "$binary"
swiftc -O -sanitize=fuzzer,address -parse-as-library -DFUZZING -module-name NibFuzz Sources/NibFuzz/NibFuzz.swift \
    -I "$objects/Modules" -I Sources/CLibXML2 $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g') \
    $(module_objects NibSupport NibDocument NibLayout NibContract NibValidation NibKit) \
    -lxml2 -o "$binary" 2>&1 | grep -v "Cannot export local symbol" || true
[ -x "$binary" ] || { echo "fuzz.sh: the fuzz target did not build" >&2; exit 1; }

# Seeds are copied so libFuzzer never writes into the sources or the shared corpus.
find Samples -name '*.xib' -o -name '*.storyboard' | while IFS= read -r f; do cp "$f" "$work/seeds/$(echo "$f" | tr '/ ' '__')"; done
if [ -d ../shared/corpus ]; then
    find ../shared/corpus \( -name '*.xib' -o -name '*.storyboard' \) -size -300k | while IFS= read -r f; do
        cp "$f" "$work/seeds/$(basename "$(dirname "$f")")__$(basename "$f" | tr ' ' '_')"
    done
fi

# The dictionary gives the mutator Interface Builder's words (element and attribute names,
# YES/NO, number forms), so it reaches the paths that read them, not only the XML parser.
"$binary" "$work/corpus" "$work/seeds" -dict=Scripts/fuzz.dict \
    -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$work/crashes/" -print_final_stats=1 2>&1 | tee "$work/last-run.log" | grep -E "^#|DONE|ERROR|SUMMARY|stat::" | tail -15
status=${PIPESTATUS[0]}
if ls "$work/crashes"/crash-* "$work/crashes"/leak-* "$work/crashes"/timeout-* >/dev/null 2>&1; then
    echo "fuzz.sh: crashes saved in $work/crashes" >&2
    exit 1
fi
exit "$status"
