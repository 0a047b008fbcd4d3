#!/usr/bin/env bash
# A user's package that depends on this one by version, as `.package(url:from:)` does: the
# route SwiftPM refuses while any target of a library product carries unsafe build flags.
#
# It makes a bare git repository of the working tree (HEAD plus any uncommitted changes, as
# one commit) tagged with the version `PlaygroundVersion.current` names, copies
# Examples/MyTransition's sources into a fresh package that depends on that repository with
# `from: "<version>"`, builds it (failing if SwiftPM prints "unsafe build flags"), and runs
# its own demo headless: the trace and the frames must show the card grown to its final frame.
#
# Usage: scripts/check-outside-package.sh [FOLDER]
#   FOLDER: where to work (default: a new temporary folder, removed afterwards).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
if [ -n "${1:-}" ]; then
    dir="$1"
    mkdir -p "$dir"
else
    dir="$(mktemp -d "${TMPDIR:-/tmp}/playground-outside-XXXXXX")"
    # SwiftPM also leaves lock files named after the build folder's path in the temporary folder.
    trap 'rm -rf "$dir" "${TMPDIR:-/tmp}/$(printf %s "$dir" | tr / _)"_*' EXIT
fi
fail() {
    echo "check-outside-package: $*" >&2
    exit 1
}
version="$(sed -n 's/.*static let current = "\([0-9.]*\)".*/\1/p' "$repo/Sources/PlaygroundKit/Library/PlaygroundVersion.swift")"
[ -n "$version" ] || fail "no version in Sources/PlaygroundKit/Library/PlaygroundVersion.swift"

# The library as a remote would serve it: a bare repository with the version tag. The
# working tree (ignored files left out) is committed on top of HEAD, so what is checked is
# what is on disk, committed or not.
bare="$dir/TransitionPlayground.git"
rm -rf "$bare"
git clone --quiet --bare "$repo" "$bare"
git="git --git-dir=$bare --work-tree=$repo -c user.name=check -c user.email=check@localhost"
$git read-tree HEAD
$git add --all
$git commit --quiet --allow-empty -m "working tree of $repo"
$git tag --force "$version" >/dev/null

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
echo "check-outside-package: ok: from: \"$version\" builds with no unsafe flags; $lines frames of the grow demo" >&2
