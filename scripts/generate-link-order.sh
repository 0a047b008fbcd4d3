#!/usr/bin/env bash
# Regenerates Sources/playground-x11/link-order.txt: the functions of playground-x11 that a
# person's use of every demo runs, most executed first, one symbol a line. Package.swift hands
# the file to the linker (--symbol-ordering-file), which places those functions next to each
# other at the start of the program's code. The kernel maps code in blocks around each page a
# program touches, so used functions scattered through the whole debug program kept most of it
# resident; gathered together, they share their pages and the rest is never read.
#
# What counts as used: every function callgrind sees run (any cost at all) while the debug
# playground-x11 replays each demo's docs/scripts/bench-NAME.txt headless, the demo list and
# the catalog screen included, at --scale 1 (the same code as at 2, a quarter of the pixels).
# A function the file does not name (new code, or a renamed one) keeps its place after the
# listed ones, so a stale file costs memory, never correctness; regenerate it after large
# changes. The linker is told not to warn about names it no longer finds.
# usage: scripts/generate-link-order.sh   (needs valgrind and python3; several minutes a demo,
# LINK_ORDER_JOBS of them at once, the processors' count by default)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind > /dev/null || { echo "generate-link-order.sh: valgrind is not installed" >&2; exit 1; }
swift build --product playground-x11 2>&1 | { grep -E "error|complete" || true; }
x11="$(swift build --show-bin-path)/playground-x11"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Valgrind cannot read the toolchain's debug information; the symbol table is enough.
strip --strip-debug -o "$work/playground-x11" "$x11"
runs=()
printf 'wait 0.5\nkey Escape\nwait 0.5\n' > "$work/catalog.txt"
runs+=("--demo fade --script $work/catalog.txt")
for script in docs/scripts/bench-*.txt; do
    name="${script#docs/scripts/bench-}" name="${name%.txt}"
    runs+=("--demo $name --script $script")
done
# The runs are independent: as many at once as there are processors (valgrind runs one
# thread at a time), each writing its own profile and log.
jobs="${LINK_ORDER_JOBS:-$(nproc)}"
profile_one() {
    local index="$1" run="$2"
    echo "generate-link-order.sh: $run" >&2
    # shellcheck disable=SC2086 # each run is a list of arguments
    valgrind --tool=callgrind --demangle=no --compress-strings=no --compress-pos=no \
        --callgrind-out-file="$work/run-$index.out" \
        "$work/playground-x11" --headless $run --size 1280x800 --scale 1 > /dev/null 2> "$work/run-$index.log" || {
        echo "generate-link-order.sh: the run failed (see its log): $run" >&2
        tail -5 "$work/run-$index.log" >&2
        return 1
    }
}
export -f profile_one
export work
index=0
for run in "${runs[@]}"; do
    index=$((index + 1))
    printf '%s\0%s\0' "$index" "$run"
done | xargs -0 -n 2 -P "$jobs" bash -c 'profile_one "$1" "$2"' _ ||
    { echo "generate-link-order.sh: a run failed" >&2; exit 1; }
# Sum each function's own cost (instructions) over the runs, for the program's object only.
python3 - "$work/playground-x11" "$work"/run-*.out > "$work/order.txt" << 'EOF'
import collections, os, sys
program = os.path.realpath(sys.argv[1])
cost = collections.Counter()
for path in sys.argv[2:]:
    ob = fn = None
    call_line = False
    for line in open(path, errors="replace"):
        if line.startswith("ob="):
            ob = os.path.realpath(line[3:].strip())
        elif line.startswith("fn="):
            fn = line[3:].strip() if ob == program else None
        elif line.startswith("calls="):
            # The cost line after a call is the callee's inclusive cost, not the caller's own.
            call_line = True
        elif line[:1].isdigit() or line[:1] in "+-*":
            if call_line:
                call_line = False
            elif fn:
                fields = line.split()
                cost[fn] += int(fields[1]) if len(fields) > 1 else 0
                cost[fn] += 1
print("\n".join(name for name, _ in cost.most_common()))
EOF
[ -s "$work/order.txt" ] || { echo "generate-link-order.sh: no functions recorded" >&2; exit 1; }
mv "$work/order.txt" Sources/playground-x11/link-order.txt
# The build does not see the list as an input: drop the program so the next build links it.
rm -f "$x11"
echo "generate-link-order.sh: $(wc -l < Sources/playground-x11/link-order.txt) functions" >&2
