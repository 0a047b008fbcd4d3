#!/usr/bin/env bash
# Live reload figures: `--watch` on a copy of Examples/MyTransition under Xvfb, the card
# presented with a real click, then edits saved in turn as an editor saves them (a new
# file renamed over the source): the card's colour literal, the transition's duration and
# the scale it grows from. For each, the time from the save to the new build's first frame
# on screen with the state replayed, as the watching process reports it, split into the
# SwiftPM build and the swap (detect, start, replay, first frame).
#
# Three passes, each a fresh `--watch`: first with every save built by SwiftPM
# (PLAYGROUND_WATCH_BUILD=swiftpm), then with SwiftPM's planned commands run directly and
# the whole product linked on each save (PLAYGROUND_WATCH_BUILD=whole-link), then as
# `--watch` builds by default (direct, and once the engine image is linked, a save links
# only the package's own objects against it), so the routes are measured under the same
# load. Prints reload_p50_ms=, reload_max_ms=, reload_build_p50_ms=, reload_swap_p50_ms=,
# reloads=, reload_direct_builds= (builds that skipped SwiftPM's start-up) and
# reload_quick_links= (saves linked against the engine image) for the default pass, then
# reload_whole_link_p50_ms=, reload_whole_link_build_p50_ms=, reload_swiftpm_p50_ms=,
# reload_swiftpm_max_ms= and reload_swiftpm_build_p50_ms=, reload_build_cpu_p50_ms= and
# reload_whole_link_build_cpu_p50_ms= (a build's CPU time: its compiler and linker
# processes) and reload_load_average= (the machine's one-minute load before and after).
# RELOAD_ROUNDS (default 3) rounds of the three edits a pass. Needs Xvfb and xdotool.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
copy="$root/.build/live-reload-example"
rounds=${RELOAD_ROUNDS:-3}
log=$(mktemp)
xvfb_pid=""
app_pid=""

cleanup() {
    if [ -n "$app_pid" ] && kill -0 "$app_pid" 2>/dev/null; then kill "$app_pid" 2>/dev/null || true; fi
    if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null || true; fi
    rm -f "$log"
}
trap cleanup EXIT

# The copy sits two folders below the repository, so the example's `../..` still names it;
# its build folder is kept between runs.
mkdir -p "$copy"
rm -rf "$copy/Package.swift" "$copy/Sources" "$copy/Tests"
cp -r "$root/Examples/MyTransition/Package.swift" "$root/Examples/MyTransition/Sources" \
    "$root/Examples/MyTransition/Tests" "$copy/"
(cd "$copy" && swift build --product my-transition >/dev/null)

for n in $(seq 90 140); do
    if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then display=":$n"; break; fi
done
Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
for _ in $(seq 50); do DISPLAY=$display xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

cd "$copy"
demo=Sources/MyTransition/GrowDemo.swift
transition=Sources/MyTransition/GrowTransition.swift
edits=(
    "$demo|s/Color(r8: 255, g8: 149, b8: 0)/Color(r8: 30, g8: 144, b8: 255)/"
    "$transition|s/using context: TransitionContext?) -> Double { 0.4 }/using context: TransitionContext?) -> Double { 0.45 }/"
    "$transition|s/scaleX: 0.6, y: 0.6/scaleX: 0.65, y: 0.65/"
    "$demo|s/Color(r8: 30, g8: 144, b8: 255)/Color(r8: 255, g8: 149, b8: 0)/"
    "$transition|s/using context: TransitionContext?) -> Double { 0.45 }/using context: TransitionContext?) -> Double { 0.4 }/"
    "$transition|s/scaleX: 0.65, y: 0.65/scaleX: 0.6, y: 0.6/"
)

# Saves FILE with sed expression EXPR applied, as an editor does.
save() {
    sed "$2" "$1" >"$1.tmp"
    mv "$1.tmp" "$1"
}

# One pass: `--watch` with PLAYGROUND_WATCH_BUILD=$1, the card presented, RELOAD_ROUNDS
# rounds of the edits (an even number of edits leaves the sources as they were); its
# stderr in $log.
run_pass() {
    : >"$log"
    # Built first in the environment the watch gets, as `swift run` builds before it starts
    # (SwiftPM plans again whenever the environment changes).
    DISPLAY=$display PLAYGROUND_WATCH_BUILD="$1" swift build --product my-transition >/dev/null
    DISPLAY=$display PLAYGROUND_WATCH_BUILD="$1" .build/debug/my-transition --watch --demo grow 2>"$log" &
    app_pid=$!
    # Saves start once the engine image is linked (the default pass), as a developer's
    # first save comes some seconds after the window opened.
    if [ "$1" = direct ]; then
        for _ in $(seq 300); do grep -q 'engine image linked\|engine image did not link' "$log" && break; sleep 0.1; done
    fi
    window=""
    for _ in $(seq 100); do
        window=$(DISPLAY=$display xdotool search --name '^Transition Playground$' 2>/dev/null | head -1 || true)
        [ -n "$window" ] && break
        sleep 0.1
    done
    [ -n "$window" ] || { echo "bench-reload: no window; stderr:" >&2; cat "$log" >&2; exit 1; }
    sleep 1
    DISPLAY=$display xdotool mousemove --window "$window" 200 622 click 1
    sleep 1
    local done_count=0 i edit
    for ((i = 0; i < rounds * 3; i++)); do
        edit=${edits[$((i % ${#edits[@]}))]}
        save "${edit%%|*}" "${edit#*|}"
        for _ in $(seq 600); do
            [ "$(grep -c 'reloaded .* ms after the save' "$log" || true)" -gt "$done_count" ] && break
            if grep -q 'build failed\|ended' "$log"; then
                echo "bench-reload: a reload failed:" >&2
                cat "$log" >&2
                exit 1
            fi
            sleep 0.1
        done
        done_count=$((done_count + 1))
        sleep 0.5
    done
    DISPLAY=$display xdotool key --window "$window" q
    wait "$app_pid" || true
    app_pid=""
    # Back to the sources as they were (after an odd number of rounds they are not).
    for ((; i % ${#edits[@]} != 0; i++)); do
        edit=${edits[$((i % ${#edits[@]}))]}
        save "${edit%%|*}" "${edit#*|}"
    done
}

# "reloaded 3867 ms after the save (build 3785 ms, swap 82 ms)"
figures() { sed -n 's/.*reloaded \([0-9]*\) ms after the save (build \([0-9]*\) ms, swap \([0-9]*\) ms).*/\1 \2 \3/p' "$log"; }
# "built in 420 ms (direct), quick link; 310 ms CPU": the builds' CPU times.
build_cpu() { sed -n 's/.*built in [0-9]* ms.*; \([0-9]*\) ms CPU.*/\1/p' "$log"; }
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print int((v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }

load_before=$(cut -d' ' -f1 /proc/loadavg)
run_pass swiftpm
swiftpm=$(figures)
run_pass whole-link
whole=$(figures)
whole_cpu=$(build_cpu)
run_pass direct
direct=$(figures)
direct_cpu=$(build_cpu)
load_after=$(cut -d' ' -f1 /proc/loadavg)
direct_builds=$(grep -c 'built in [0-9]* ms (direct)' "$log" || true)
quick_links=$(grep -c 'built in [0-9]* ms (direct), quick link' "$log" || true)
echo "reloads=$(echo "$direct" | grep -c .)"
echo "reload_p50_ms=$(echo "$direct" | awk '{ print $1 }' | median)"
echo "reload_max_ms=$(echo "$direct" | awk '{ print $1 }' | sort -n | tail -1)"
echo "reload_build_p50_ms=$(echo "$direct" | awk '{ print $2 }' | median)"
echo "reload_swap_p50_ms=$(echo "$direct" | awk '{ print $3 }' | median)"
echo "reload_direct_builds=$direct_builds"
echo "reload_quick_links=$quick_links"
echo "reload_whole_link_p50_ms=$(echo "$whole" | awk '{ print $1 }' | median)"
echo "reload_whole_link_build_p50_ms=$(echo "$whole" | awk '{ print $2 }' | median)"
echo "reload_swiftpm_p50_ms=$(echo "$swiftpm" | awk '{ print $1 }' | median)"
echo "reload_swiftpm_max_ms=$(echo "$swiftpm" | awk '{ print $1 }' | sort -n | tail -1)"
echo "reload_swiftpm_build_p50_ms=$(echo "$swiftpm" | awk '{ print $2 }' | median)"
echo "reload_build_cpu_p50_ms=$(echo "$direct_cpu" | median)"
echo "reload_whole_link_build_cpu_p50_ms=$(echo "$whole_cpu" | median)"
# The one-minute load average before and after the passes: the figures hold for that load.
echo "reload_load_average=$load_before..$load_after"
