#!/usr/bin/env bash
# Builds the DocC documentation of NibKit and NibDocument with the toolchain's `docc`, and fails on
# any DocC warning (a broken link, a symbol that does not resolve, a malformed doc comment).
#
#     bash Scripts/docs.sh [MODULE...]     # default: NibKit NibDocument
#
# Writes .build/docs/<Module>.doccarchive (open it with `docc preview`, or serve it as static
# files). Reuses the debug build: run after `swift build`, or it builds the modules first. With
# DOCS_BIN set to a build's products folder (CI passes its optimized build's), the modules there
# are documented and nothing is built.
#
# Symbol graphs come from swift-symbolgraph-extract, run on the modules SwiftPM built, with the
# arguments `swift package dump-symbol-graph` uses. dump-symbol-graph itself exits 1 on this Linux
# toolchain (it also tries the synthesized test-discovery modules, which it cannot load), and
# `swift build -Xswiftc -emit-symbol-graph` would compile the modules again with other flags.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$#" -gt 0 ]; then modules=("$@"); else modules=(NibKit NibDocument); fi

# The tools beside the toolchain's swift (on macOS, through xcrun; not exercised by CI).
sdk=()
if [ "$(uname)" = Darwin ]; then
    toolchain_bin=$(dirname "$(xcrun --find swift)")
    sdk=(-sdk "$(xcrun --show-sdk-path)")
else
    toolchain_bin=$(dirname "$(readlink -f "$(command -v swift)")")
fi
docc=${DOCC:-$(command -v docc || echo "$toolchain_bin/docc")}
extract=$toolchain_bin/swift-symbolgraph-extract
for tool in "$docc" "$extract"; do
    [ -x "$tool" ] || { echo "error: $tool not found (set DOCC to the docc executable)" >&2; exit 2; }
done

start=$(date +%s)
out=.build/docs
graphs=$out/symbol-graphs

mkdir -p "$out"
if [ -n "${DOCS_BIN:-}" ]; then
    bin=$DOCS_BIN
else
    echo "== swift build (the documented modules and their dependencies)"
    for module in "${modules[@]}"; do
        if ! swift build --target "$module" > "$out/build.log" 2>&1; then
            cat "$out/build.log" >&2
            exit 1
        fi
        tail -n 1 "$out/build.log"
    done
    bin=$(swift build --show-bin-path)
fi
triple=$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)

status=0
for module in "${modules[@]}"; do
    echo "== symbol graph and docc convert: $module"
    rm -rf "$graphs/$module" "$graphs/$module.all" "$out/$module.doccarchive"
    mkdir -p "$graphs/$module" "$graphs/$module.all"
    # shellcheck disable=SC2046  # pkg-config's flags are meant to be split
    "$extract" -module-name "$module" -target "$triple" ${sdk[@]+"${sdk[@]}"} \
        -module-cache-path "$bin/ModuleCache" -I "$bin/Modules" \
        -Xcc -fmodule-map-file="$PWD/Sources/CLibXML2/module.modulemap" $(pkg-config --cflags-only-I libxml-2.0) \
        -minimum-access-level public -emit-extension-block-symbols \
        -output-dir "$graphs/$module.all"
    # The module's own graph and its extensions of other modules' types (Module@Other), nothing
    # else: another module's symbols would be documented here, or warn as unresolved.
    find "$graphs/$module.all" -maxdepth 1 \( -name "$module.symbols.json" -o -name "$module@*.symbols.json" \) \
        -exec cp {} "$graphs/$module/" \;
    [ -f "$graphs/$module/$module.symbols.json" ] || { echo "error: no symbol graph for $module" >&2; exit 1; }

    log=$out/$module.docc.log
    set +e
    "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.nibkit.$module" \
        --output-path "$out/$module.doccarchive" \
        --warnings-as-errors > "$log" 2>&1
    got=$?
    set -e
    # --warnings-as-errors makes docc exit non-zero on a warning; the log is checked as well, so
    # that a docc that only prints its warnings still fails here.
    if [ "$got" -ne 0 ] || grep -qE "(warning|error):" "$log"; then
        sed '/^$/d' "$log" >&2
        echo "error: docc convert $module failed (exit $got)" >&2
        status=1
    else
        echo "$out/$module.doccarchive"
    fi
done

echo "== docs built in $(( $(date +%s) - start ))s"
exit "$status"
