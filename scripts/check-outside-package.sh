#!/usr/bin/env bash
# A user's package that depends on this one by version, as `.package(url:from:)` does: the
# route SwiftPM refuses while any target of a library product carries unsafe build flags.
#
# It makes a bare git repository of the working tree (HEAD plus any uncommitted changes, as
# one commit) tagged with the version `PlaygroundVersion.current` names, copies
# Examples/MyTransition's sources into a fresh package that depends on that repository with
# `from: "<version>"`, builds it (failing if SwiftPM prints "unsafe build flags"), and runs
# its own demo headless: the trace and the frames must show the card grown to its final frame.
# Then live reload from there: its executable with `--watch` under Xvfb, the card presented
# with a real click, a colour in its source saved as an editor saves it; the window must
# show the new colour within 20 s, and q must leave no child process, shared memory segment
# or build folder behind. Needs Xvfb, xdotool and ImageMagick's `import` (`make test` installs them).
#
# Usage: scripts/check-outside-package.sh [FOLDER]
#   FOLDER: where to work (default: a new temporary folder, removed afterwards).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
xvfb_pid="" app_pid="" temporary=""
if [ -n "${1:-}" ]; then
    dir="$1"
    mkdir -p "$dir"
else
    dir="$(mktemp -d "${TMPDIR:-/tmp}/playground-outside-XXXXXX")"
    temporary=1
fi
# Every process below PID now, by the kernel's lists of each one's children.
descendants() {
    local frontier="$1" found="" next p
    while [ -n "$frontier" ]; do
        next=""
        for p in $frontier; do
            for c in $(cat /proc/"$p"/task/*/children 2>/dev/null); do found="$found $c" next="$next $c"; done
        done
        frontier="$next"
    done
    echo "$found"
}

# Ends what the watch part started (after a failure: the watch, its children and its
# compiler) and removes a temporary folder, with the lock files SwiftPM leaves named after
# its build folder's path.
cleanup() {
    if [ -n "$app_pid" ] && kill -0 "$app_pid" 2>/dev/null; then
        kill -9 "$app_pid" $(descendants "$app_pid") 2>/dev/null || true
    fi
    if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null || true; fi
    if [ -n "$temporary" ]; then rm -rf "$dir" "${TMPDIR:-/tmp}/$(printf %s "$dir" | tr / _)"_*; fi
}
trap cleanup EXIT
fail() {
    echo "check-outside-package: $*" >&2
    exit 1
}
# The library as a remote would serve it: a bare repository of the working tree, tagged.
bare="$dir/TransitionPlayground.git"
version="$("$repo/scripts/tagged-bare-clone.sh" "$bare")" || fail "no tagged bare repository"

# The user's package: Examples/MyTransition's sources, the dependency by URL and version.
user="$dir/OutsideUser"
rm -rf "$user"
mkdir -p "$user"
cp -R "$repo/Examples/MyTransition/Sources" "$user/Sources"
cat >"$user/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "OutsideUser",
    platforms: [.macOS(.v13)],
    dependencies: [.package(url: "file://$bare", from: "$version")],
    targets: [
        .target(name: "MyTransition", dependencies: [.product(name: "PlaygroundKit", package: "TransitionPlayground")]),
        .executableTarget(
            name: "my-transition",
            dependencies: ["MyTransition", .product(name: "PlaygroundKit", package: "TransitionPlayground")]),
    ]
)
MANIFEST
cd "$user"
echo "outside package: $user, depending on file://$bare from: \"$version\"" >&2
log="$dir/build.log"
status=0
swift build 2>&1 | tee "$log" >&2 || status=$?
if grep -qi "unsafe build flags" "$log"; then
    fail "SwiftPM refuses the version-pinned dependency: $(grep -i -m1 'unsafe build flags' "$log")"
fi
[ "$status" -eq 0 ] || fail "swift build failed (exit $status)"
grep -q "$version" Package.resolved 2>/dev/null || fail "Package.resolved does not pin $version"

# Its --version names the user's program and the playground under it, not the library alone.
version_line="$("$(swift build --show-bin-path)/my-transition" --version)"
case "$version_line" in
    "my-transition (Transition Playground "*")") ;;
    *) fail "my-transition --version printed '$version_line'" ;;
esac

# Its own demo, headless: tap the button, let the card grow, write the trace and the frames.
printf 'click 200 622\nwait 0.6\n' >"$dir/script.txt"
rm -rf "$dir/frames"
"$(swift build --show-bin-path)/my-transition" --headless --demo grow --script "$dir/script.txt" \
    --trace "$dir/trace.jsonl" --frames "$dir/frames"
lines="$(wc -l <"$dir/trace.jsonl")"
pngs="$(find "$dir/frames" -name 'frame-*.png' | wc -l)"
[ "$lines" -gt 24 ] || fail "the trace has $lines frames, fewer than the 0.4 s transition's 24"
[ "$pngs" -eq "$lines" ] || fail "$pngs frames written for $lines trace lines"
grep -q '"kind": *"present"' "$dir/trace.jsonl" || fail "no present transition in the trace"
tail -1 "$dir/trace.jsonl" | grep -q '"id": *"card"[^}]*"frame": *\[50\.00, *160\.00, *300\.00, *360\.00\]' ||
    fail "the card did not end at its final frame [50, 160, 300, 360]: $(tail -1 "$dir/trace.jsonl")"

# Live reload from the outside package: the same window shows the edited colour, same state.
for tool in Xvfb xdotool import ipcs; do
    command -v "$tool" >/dev/null || fail "$tool is missing (make test installs it)"
done
display=""
for n in $(seq 150 199); do
    if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then display=":$n"; break; fi
done
[ -n "$display" ] || fail "no free X display number in :150-:199"
export DISPLAY="$display"
# Built once more as a user's shell builds it, with the display in the environment (SwiftPM
# plans again whenever the environment changes): the watch's rebuilds then share the plan.
swift build --product my-transition >/dev/null 2>&1 || fail "swift build --product my-transition failed"
# The server starts after that build, just before the app: a CI run once found the display
# gone when the app opened it, a minute after the server had answered; its log says why.
Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>"$dir/xvfb.log" &
xvfb_pid=$!
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
xdotool getmouselocation >/dev/null 2>&1 || fail "Xvfb did not start on $display: $(tail -3 "$dir/xvfb.log")"

# Waits up to SECONDS of wall time for the shell condition CONDITION; false if it never held.
wait_for() {
    local end=$((${EPOCHREALTIME%.*} + $1))
    while [ "${EPOCHREALTIME%.*}" -lt "$end" ]; do
        eval "$2" && return 0
        sleep 0.1
    done
    eval "$2"
}
# True while process PID runs (a child that ended but was not waited for yet does not).
running() { [ -n "$(sed -n 's/^[0-9]* (.*) \([^Z]\) .*/\1/p' "/proc/$1/stat" 2>/dev/null)" ]; }
# The window's pixel at (X, Y) as "R G B".
pixel() {
    import -window "$window" -depth 8 -crop "1x1+$1+$2" +repage txt:- 2>/dev/null |
        sed -n 's/^0,0: *(\([0-9]*\),\([0-9]*\),\([0-9]*\).*/\1 \2 \3/p'
}
# True when the pixel at (X, Y) is within 4 of R G B in every channel.
pixel_is() {
    pixel "$1" "$2" | awk -v r="$3" -v g="$4" -v b="$5" '
        function d(x, y) { return x > y ? x - y : y - x }
        NF == 3 { ok = d($1, r) <= 4 && d($2, g) <= 4 && d($3, b) <= 4 } END { exit !ok }'
}
watch_log="$dir/watch.log"
"$(swift build --show-bin-path)/my-transition" --watch --demo grow 2>"$watch_log" &
app_pid=$!
window=""
wait_for 20 'window="$(xdotool search --name "^Transition Playground$" 2>/dev/null | head -1)"; [ -n "$window" ]' ||
    fail "no --watch window within 20 s: $(tail -5 "$watch_log")$(running "$xvfb_pid" || echo "; Xvfb ended: $(tail -3 "$dir/xvfb.log")")"
# The window is the user's program's: WM_CLASS names it (instance), then the class.
xprop -id "$window" WM_CLASS | grep -q '"my-transition", "playground-x11"' ||
    fail "WM_CLASS does not name my-transition: $(xprop -id "$window" WM_CLASS)"
# The card: orange at (200, 340) once the Grow button (200, 622) presented it.
sleep 0.5
xdotool mousemove --window "$window" 200 622 click 1
wait_for 10 'pixel_is 200 340 255 149 0' || fail "the click did not present the orange card: $(pixel 200 340)"
children="$(descendants "$app_pid")"
demo="$user/Sources/MyTransition/GrowDemo.swift"
sed 's/Color(r8: 255, g8: 149, b8: 0)/Color(r8: 30, g8: 144, b8: 255)/' "$demo" >"$demo.tmp"
mv "$demo.tmp" "$demo"
wait_for 20 'children="$children $(descendants "$app_pid")"; pixel_is 200 340 30 144 255' ||
    fail "the edited colour did not show within 20 s: $(pixel 200 340); $(tail -5 "$watch_log")"
[ "$(xdotool search --name "^Transition Playground$" | head -1)" = "$window" ] || fail "the window changed"
reload="$(grep -m1 -o 'reloaded [0-9]* ms after the save.*' "$watch_log" || true)"

# q ends the watch, its children and the compiler: nothing of it is left.
xdotool mousemove --window "$window" 5 5 >/dev/null 2>&1 || true
xdotool windowfocus --sync "$window" >/dev/null 2>&1 || true
xdotool key q || fail "xdotool could not press q: $(tail -5 "$watch_log")"
wait_for 10 '! running "$app_pid"' || fail "--watch still runs 10 s after q"
watch_status=0
wait "$app_pid" || watch_status=$?
[ "$watch_status" -eq 0 ] || fail "--watch exited with status $watch_status: $(tail -5 "$watch_log")"
for child in $children; do
    if running "$child" && tr '\0' ' ' <"/proc/$child/cmdline" | grep -q "my-transition\|$user"; then
        fail "process $child is left: $(tr '\0' ' ' <"/proc/$child/cmdline")"
    fi
done
! ls /dev/shm 2>/dev/null | grep -q "^transition-playground-$app_pid-" || fail "a shared memory file of $app_pid is left"
for p in $app_pid $children; do
    ipcs -m -p | awk -v p="$p" '$3 == p || $4 == p { found = 1 } END { exit !found }' &&
        fail "a System V segment of process $p is left"
done
[ ! -e "$user/.build/watch-$app_pid" ] || fail "the watch's folder of builds is left"
app_pid=""
echo "check-outside-package: ok: from: \"$version\" builds with no unsafe flags; $lines frames of the grow demo; --watch ${reload:-reloaded}" >&2
