#!/usr/bin/env bash
# `make bench`: the renderer against cairo on the benchmark scene (README, "Benchmark"),
# then every demo's frame times. Needs nothing outside the repository but cairo's
# development files (libcairo2-dev, which `make bench` installs).
#
# 1. Scene and overlay: builds playground-bench in release and scripts/cairo-reference.c
#    with cc; playground-bench runs the reference as a child process and times our frame i
#    and cairo's frame i back to back in every round (alternating which goes first), then
#    prints the median of the per-round ratios, ours / cairo's, lower is better:
#    `scene_ratio_vs_cairo=`, `overlay_ratio_vs_cairo=` (ours in horizontal bands on every
#    core, as the renderer draws a large frame; `scene_one_thread_ratio_vs_cairo=` and
#    `overlay_one_thread_ratio_vs_cairo=` on one). Then the mean absolute channel
#    difference of both frame 0s (must stay under 1, i.e. 1/255).
# 2. Demos: the debug playground-x11 (what `swift run` gives) records every demo headless at
#    1280x800 points, --scale 2 (2560x1600 pixels), driven by docs/scripts/bench-NAME.txt: at
#    least 20 s of a person's use (presenting, dragging, flinging, swiping, scrolling where
#    it scrolls; a demo without one only runs its main transition). It prints each demo's
#    p50/p99/max paint time, `demo_p99_ms_max=` (the worst demo's p99),
#    `demo_max_ms_max=` (the worst single frame), and the process's peak resident memory
#    (`demo_peak_rss_mb_max=`, MiB, the kernel's high-water mark as --log-frames reports
#    it). The first frame (cold caches, whole window) is left out of the percentiles and
#    given on its own as `demo_first_frame_ms_max=`. Beside the wall-clock figures, from the
#    same frames: the p99 of each frame's CPU time on every thread (`_cpu_p99_ms=`, which
#    other programs on the machine move far less than the wall clock; two band threads
#    count twice) and the most page faults one frame took (`_minflt_max=`: first touches of
#    fresh memory); and of the worst frame, its CPU time and how often a thread of ours was
#    preempted in it (`_max_frame_cpu_ms=`, `_max_frame_ivcsw=`): a worst frame long on the
#    wall clock but short in CPU time, with preemptions, waited for a processor; and how long
#    it waited for a band thread still drawing after every band was claimed
#    (`_max_frame_band_wait_ms=`), and how many frames took over 8 ms (`_frames_over_8ms=`,
#    all demos: `demo_frames_over_8ms_total=`) and how many ran on the main thread alone
#    because band threads had held frames up (`_frames_alone=`; on a quiet machine, 0). Then the same at --scale 1 (1280x800 pixels): `demo_p99_ms_max_1280x800=`
#    and `demo_max_ms_max_1280x800=`.
# BENCH_X11=path runs the demo passes on that playground-x11 instead of this checkout's
# debug build (to compare two builds under the same load); --demos-only skips part 1.
# usage: scripts/bench.sh [--no-demos | --demos-only]
set -euo pipefail
cd "$(dirname "$0")/.."
out="${BENCH_OUT:-out/bench}"
mkdir -p "$out"

if [ "${1:-}" != "--demos-only" ]; then
    cc -O2 -Wall -std=c11 -o "$out/cairo-reference" scripts/cairo-reference.c $(pkg-config --cflags --libs cairo) -lm
    swift build -c release --product playground-bench 2>&1 | { grep -E "error|complete" || true; }
    bin="$(swift build -c release --show-bin-path)/playground-bench"

    "$bin" --cairo "$out/cairo-reference" --png "$out/ours.png" --cairo-png "$out/cairo.png"
    diff="$("$bin" --compare "$out/ours.png" "$out/cairo.png")"
    echo "$diff"
    mean="$(echo "$diff" | sed -n 's/^mean_abs_channel_diff=//p')"
    awk -v m="$mean" 'BEGIN { exit !(m < 1) }' || {
        echo "bench.sh: our frame differs from cairo's by $mean/255 on average (limit 1/255)" >&2
        exit 1
    }
fi
[ "${1:-}" = "--no-demos" ] && exit 0

if [ -n "${BENCH_X11:-}" ]; then
    x11="$BENCH_X11"
else
    swift build --product playground-x11 2>&1 | { grep -E "error|complete" || true; }
    x11="$(swift build --show-bin-path)/playground-x11"
fi
# Each demo's first button starts its main transition. It sits at the window's centre,
# higher when the screen stacks several (styles: three, 52 points apart), when a tab bar
# takes the bottom 49 points (tabs), or when the buttons sit at the top (sheet-detents);
# zoom's centre is a tile.
demos="popping bottom-sheet direction fade vertical-sheet styles overlay navigation tabs sheet-detents zoom address-picker sheet-list"
# Then every other demo with a bench script (a new demo comes with one).
for f in docs/scripts/bench-*.txt; do
    name="${f#docs/scripts/bench-}" name="${name%.txt}"
    case " $demos " in *" $name "*) ;; *) demos="$demos $name" ;; esac
done
# A demo with docs/scripts/bench-NAME.txt runs that script instead, to its end and until
# nothing moves.
button_y() {
    case "$1" in
        styles) echo 348 ;;
        tabs) echo 375 ;;
        sheet-detents) echo 172 ;;
        *) echo 400 ;;
    esac
}
# One pass over every demo at --scale S: prints each demo's figures (SUFFIX after each
# name) and sets worst_p99, worst_max, worst_first, worst_rss and over8_total.
pass() {
    local scale="$1" suffix="$2"
    worst_p99=0 worst_max=0 worst_first=0 worst_rss=0 over8_total=0
    for demo in $demos; do
        script="$out/demo-$demo.txt" length=(--seconds 2)
        printf 'wait 0.2\nclick 640 %s\nwait 1.5\n' "$(button_y "$demo")" > "$script"
        [ -f "docs/scripts/bench-$demo.txt" ] && script="docs/scripts/bench-$demo.txt" length=()
        "$x11" --headless --demo "$demo" --size 1280x800 --scale "$scale" --script "$script" "${length[@]}" --log-frames \
            2> "$out/demo-$demo$suffix.log" >/dev/null
        line="$(awk '
            /^frame: / { a = 0; for (i = 1; i <= NF; i++) {
                             if ($i ~ /^ms=/) v = substr($i, 4) + 0
                             if ($i ~ /^cpu_ms=/) c = substr($i, 8) + 0
                             if ($i ~ /^minflt=/) f = substr($i, 8) + 0
                             if ($i ~ /^ivcsw=/) w = substr($i, 7) + 0
                             if ($i ~ /^band_wait_ms=/) b = substr($i, 14) + 0
                             if ($i ~ /^band_alone_jobs=/) a = substr($i, 17) + 0
                         }
                         if (n == 0) first = v; else {
                             t[n - 1] = v; u[n - 1] = c; if (f > faults) faults = f
                             if (v > worst) { worst = v; worstcpu = c; worstw = w; worstb = b }
                             if (v > 8) over++
                             if (a > 0) alone++
                         }
                         n++ }
            /^frames: / { for (i = 1; i <= NF; i++) if ($i ~ /^peak_rss_kb=/) rss = substr($i, 13) + 0 }
            END {
                m = n - 1; if (m < 1) { print "none"; exit }
                # insertion sort: a couple of thousand values at most
                for (i = 1; i < m; i++) { x = t[i]; j = i - 1; while (j >= 0 && t[j] > x) { t[j + 1] = t[j]; j-- } t[j + 1] = x }
                for (i = 1; i < m; i++) { x = u[i]; j = i - 1; while (j >= 0 && u[j] > x) { u[j + 1] = u[j]; j-- } u[j + 1] = x }
                p50 = t[int((m - 1) * 0.50 + 0.5)]; p99 = t[int((m - 1) * 0.99 + 0.5)]
                printf "%.2f %.2f %.2f %.2f %d %.1f %.2f %d %.2f %d %.2f %d %d", p50, p99, t[m - 1], first, m, rss / 1024,
                    u[int((m - 1) * 0.99 + 0.5)], faults, worstcpu, worstw, worstb, over, alone
            }' "$out/demo-$demo$suffix.log")"
        [ "$line" = "none" ] && { echo "bench.sh: demo $demo logged no frames (see $out/demo-$demo$suffix.log)" >&2; exit 1; }
        read -r p50 p99 max f0 count rss cpu99 faults maxcpu maxw maxwait over8 alone <<< "$line"
        echo "demo_${demo}${suffix}_frames=$count demo_${demo}${suffix}_p50_ms=$p50 demo_${demo}${suffix}_p99_ms=$p99 demo_${demo}${suffix}_max_ms=$max demo_${demo}${suffix}_first_frame_ms=$f0 demo_${demo}${suffix}_peak_rss_mb=$rss demo_${demo}${suffix}_cpu_p99_ms=$cpu99 demo_${demo}${suffix}_minflt_max=$faults demo_${demo}${suffix}_max_frame_cpu_ms=$maxcpu demo_${demo}${suffix}_max_frame_ivcsw=$maxw demo_${demo}${suffix}_max_frame_band_wait_ms=$maxwait demo_${demo}${suffix}_frames_over_8ms=$over8 demo_${demo}${suffix}_frames_alone=$alone"
        worst_p99="$(awk -v a="$worst_p99" -v b="$p99" 'BEGIN { print (b > a ? b : a) }')"
        worst_max="$(awk -v a="$worst_max" -v b="$max" 'BEGIN { print (b > a ? b : a) }')"
        worst_first="$(awk -v a="$worst_first" -v b="$f0" 'BEGIN { print (b > a ? b : a) }')"
        worst_rss="$(awk -v a="$worst_rss" -v b="$rss" 'BEGIN { print (b > a ? b : a) }')"
        over8_total=$((over8_total + over8))
    done
}
pass 2 ""
echo "demo_p99_ms_max=$worst_p99"
echo "demo_max_ms_max=$worst_max"
echo "demo_first_frame_ms_max=$worst_first"
echo "demo_peak_rss_mb_max=$worst_rss"
echo "demo_frames_over_8ms_total=$over8_total"
pass 1 "_1280x800"
echo "demo_p99_ms_max_1280x800=$worst_p99"
echo "demo_max_ms_max_1280x800=$worst_max"
