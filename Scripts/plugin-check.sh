#!/usr/bin/env bash
# The build plugin checks what the CLI checks: a package whose target applies NibcheckBuildTool
# (Tests/PluginFixture: Cell.xib names `BookCel` and sets its `rating`, which the plain UIView
# UIKit makes instead lacks; the code declares `BookCell`) must fail to build with the finding at
# the nib's line, read against the target's sources.
#
#     bash Scripts/plugin-check.sh
#
# The fixture's manifest is written here, because a path dependency is named after its folder,
# which differs between clones.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=.build/plugin-fixture
rm -rf "$work"
mkdir -p "$work"
cp -R Tests/PluginFixture/Sources "$work/"
cat > "$work/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PluginFixture",
    dependencies: [.package(path: "$root")],
    targets: [
        .executableTarget(name: "App", resources: [.copy("Cell.xib")],
                          plugins: [.plugin(name: "NibcheckBuildTool", package: "$(basename "$root")")]),
    ]
)
MANIFEST
set +e
output=$(cd "$work" && swift build 2>&1)
status=$?
set -e
expected="Sources/App/Cell.xib:4:9: error: customClass 'BookCel' names no class declared in the sources of module App"
if [ "$status" -eq 0 ] || ! grep -qF "$expected" <<<"$output"; then
    echo "$output" | tail -20 >&2
    echo "error: the build plugin did not fail on the misspelled customClass (exit $status)" >&2
    exit 1
fi
echo "the build plugin reported: $(grep -F "$expected" <<<"$output" | sed "s|$PWD/$work/||")"
