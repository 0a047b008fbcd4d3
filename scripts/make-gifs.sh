#!/usr/bin/env bash
# Regenerates the README's GIFs from their scripts: docs/gifs/NAME.gif is the headless
# recording of demo NAME replaying docs/scripts/gif-NAME.txt at 25 frames per second.
# A new demo's GIF comes with its script; this finds every gif-*.txt.
#
# usage: scripts/make-gifs.sh [--bin PLAYGROUND] [OUTPUT_DIR]   (default OUTPUT_DIR: docs/gifs)
#   --bin  the playground-x11 executable to run (default: build it with `swift build`)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=""
if [ "${1:-}" = "--bin" ]; then bin="$2"; shift 2; fi
output="${1:-docs/gifs}"
if [ -z "$bin" ]; then
    swift build --product playground-x11 >&2
    bin="$(swift build --show-bin-path)/playground-x11"
fi
mkdir -p "$output"
for script in docs/scripts/gif-*.txt; do
    name="$(basename "$script" .txt)"
    name="${name#gif-}"
    "$bin" --headless --demo "$name" --script "$script" --fps 25 --gif "$output/$name.gif"
    echo "$output/$name.gif" >&2
done
