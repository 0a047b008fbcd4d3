#!/usr/bin/env bash
# Builds the documentation site with the toolchain's own docc, no package plugin:
# symbol graphs of the public modules are extracted from the debug build, then
# `docc convert` turns the PlaygroundKit catalog (with the articles of the other targets'
# catalogs, such as PlaygroundTesting.docc, merged in) and those graphs into a static site.
# Warnings (an unresolved symbol or article link among them) fail the build, and so does a
# public symbol of PlaygroundTesting without a documentation comment.
#
# usage: scripts/build-docs.sh [--modules DIR] [OUTPUT]   (default OUTPUT: docs/site)
#   --modules DIR  the folder of built .swiftmodule files (default: run `swift build` and
#                  use its bin path's Modules); the tests pass their own build's.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=""
if [ "${1:-}" = "--modules" ]; then modules="$2"; shift 2; fi
output="${1:-docs/site}"
if [ -z "$modules" ]; then
    swift build >&2
    modules="$(swift build --show-bin-path)/Modules"
fi
graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
# C system libraries are found through their module maps; their headers through pkg-config.
include=()
for c in Sources/C*/; do [ -f "$c/module.modulemap" ] && include+=(-I "$c"); done
for flag in $(pkg-config --cflags-only-I freetype2 libpng harfbuzz fontconfig 2>/dev/null || pkg-config --cflags-only-I freetype2); do
    include+=(-Xcc "$flag")
done
# C targets of the package (a folder with include/): SwiftPM generated their module maps
# beside the modules, in NAME.build/.
for c in Sources/*/include; do
    name="$(basename "$(dirname "$c")")"
    map="$modules/../$name.build/module.modulemap"
    [ -f "$map" ] && include+=(-Xcc "-fmodule-map-file=$map" -I "$c")
done
triple="$(uname -m)-unknown-linux-gnu"
for module in PlaygroundKit DemoKit Engine Transitions Geometry UIKitCompatibility PlaygroundTesting; do
    [ -e "$modules/$module.swiftmodule" ] || continue
    swift symbolgraph-extract -module-name "$module" -I "$modules" "${include[@]}" -target "$triple" \
        -minimum-access-level public -output-dir "$graphs"
done
# Every public symbol declared in PlaygroundTesting's sources has a summary.
python3 - "$graphs/PlaygroundTesting.symbols.json" <<'CHECK'
import json, sys
graph = json.load(open(sys.argv[1]))
bare = [s["pathComponents"] for s in graph["symbols"]
        if "location" in s and "/Sources/PlaygroundTesting/" in s["location"]["uri"]
        and not any(l["text"].strip() for l in s.get("docComment", {}).get("lines", []))]
for path in bare:
    print("warning: PlaygroundTesting." + ".".join(path) + " has no documentation comment", file=sys.stderr)
sys.exit(1 if bare else 0)
CHECK
# One catalog: PlaygroundKit's, with the other targets' articles beside its own.
catalog="$graphs/Documentation.docc"
cp -R Sources/PlaygroundKit/PlaygroundKit.docc "$catalog"
for extra in Sources/*/*.docc; do
    [ "$extra" = Sources/PlaygroundKit/PlaygroundKit.docc ] && continue
    cp "$extra"/*.md "$catalog/"
done
rm -rf "$output"
docc convert "$catalog" --additional-symbol-graph-dir "$graphs" \
    --output-path "$output" --fallback-display-name PlaygroundKit \
    --fallback-bundle-identifier org.transition-playground.PlaygroundKit \
    --transform-for-static-hosting --warnings-as-errors
echo "documentation written to $output (open $output/documentation/playgroundkit/index.html through a web server, e.g. python3 -m http.server -d $output)" >&2
