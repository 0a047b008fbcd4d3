#!/usr/bin/env bash
# Renderer vs cairo on the shared benchmark scene (shared/bench/README.md), in one run:
# builds playground-bench in release and the cairo reference, runs both, prints the
# ratios (ours / cairo's, lower is better) and the mean absolute channel difference of
# their frame 0 (must stay under 1, i.e. 1/255).
# usage: scripts/bench.sh BENCH_DIR
set -euo pipefail
dir="${1:?usage: scripts/bench.sh BENCH_DIR (the shared bench folder with cairo_bench.c)}"
[ -f "$dir/cairo_bench.c" ] || { echo "bench.sh: no cairo_bench.c in $dir" >&2; exit 2; }
out="${BENCH_OUT:-out/bench}"
mkdir -p "$out"

swift build -c release --product playground-bench
bin="$(swift build -c release --show-bin-path)/playground-bench"
make -s -C "$dir"

ours="$("$bin" --png "$out/ours.png")"
cairo="$("$dir/cairo_bench" --png "$out/cairo.png")"
echo "$ours"
echo "$cairo" | grep -E '_ms_median='

value() { echo "$1" | grep -E "^$2=" | head -1 | cut -d= -f2; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
echo "scene_ratio_vs_cairo=$(ratio "$(value "$ours" scene_ms_median)" "$(value "$cairo" cairo_scene_ms_median)")"
echo "overlay_ratio_vs_cairo=$(ratio "$(value "$ours" overlay_ms_median)" "$(value "$cairo" cairo_overlay_ms_median)")"
"$bin" --compare "$out/ours.png" "$out/cairo.png"
