#!/usr/bin/env bash
# The built-in demos through a user's own package, in the debug build `swift run` makes
# there, by both routes a user can take: the library resolved by version (`from:`, from a
# tagged bare repository of the working tree, as scripts/check-outside-package.sh makes)
# and by `path:`. The same demo passes as scripts/bench.sh's (every demo headless, its main
# transition, at 1280x800 points at --scale 2 and at --scale 1), run on each package's
# executable one after the other in the same run.
#
# Prints each route's lines from scripts/bench.sh with `path_` or `versioned_` in front
# (`versioned_demo_p99_ms_max_1280x800=`, `path_demo_p99_ms_max_1280x800=`, ...), then
# `versioned_demo_p99_goal_1280x800=met` or `missed` (every demo's p99 <= 8 ms at
# 1280x800 through the version route). The path route's package is kept in
# .build/bench-path-route (built incrementally); the version route's is built afresh in a
# temporary folder, removed afterwards.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${BENCH_OUT:-$root/out/bench}"
case "$out" in /*) ;; *) out="$root/$out" ;; esac
mkdir -p "$out"
work="$(mktemp -d "${TMPDIR:-/tmp}/playground-bench-versioned-XXXXXX")"
# SwiftPM also leaves lock files named after the build folder's path in the temporary folder.
trap 'rm -rf "$work" "${TMPDIR:-/tmp}/$(printf %s "$work" | tr / _)"_*' EXIT
fail() {
    echo "bench-versioned: $*" >&2
    exit 1
}

# A package at FOLDER whose executable lists the built-in demos, as playground-x11 does,
# depending on the library through DEPENDENCY (a `.package(...)` expression).
make_user() {
    local folder="$1" dependency="$2"
    mkdir -p "$folder/Sources/playground-user"
    cat >"$folder/Sources/playground-user/main.swift" <<'MAIN'
import Demos
import PlaygroundKit

Playground.main(demos: DemoCatalog.all)
MAIN
    cat >"$folder/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "BenchUser",
    platforms: [.macOS(.v13)],
    dependencies: [$dependency],
    targets: [
        .executableTarget(
            name: "playground-user",
            dependencies: [
                .product(name: "PlaygroundKit", package: "TransitionPlayground"),
                .product(name: "Demos", package: "TransitionPlayground"),
            ])
    ]
)
MANIFEST
}

# Builds the package at FOLDER in debug; prints its executable's path.
build_user() {
    local folder="$1" log="$1/build.log" status=0
    (cd "$folder" && swift build --product playground-user) >"$log" 2>&1 || status=$?
    if grep -qi "unsafe build flags" "$log"; then fail "$(grep -i -m1 'unsafe build flags' "$log")"; fi
    [ "$status" -eq 0 ] || { cat "$log" >&2; fail "swift build failed in $folder (exit $status)"; }
    echo "$(cd "$folder" && swift build --show-bin-path)/playground-user"
}

bare="$work/TransitionPlayground.git"
version="$("$root/scripts/tagged-bare-clone.sh" "$bare")"
make_user "$work/versioned" ".package(url: \"file://$bare\", from: \"$version\")"
path_user="$root/.build/bench-path-route"
make_user "$path_user" ".package(name: \"TransitionPlayground\", path: \"$root\")"
echo "bench-versioned: building the version route (from: \"$version\") and the path: route in debug" >&2
versioned_bin="$(build_user "$work/versioned")"
grep -q "\"$version\"" "$work/versioned/Package.resolved" || fail "Package.resolved does not pin $version"
path_bin="$(build_user "$path_user")"

for route in path versioned; do
    bin="${route}_bin"
    BENCH_X11="${!bin}" BENCH_OUT="$out/$route-route" "$root/scripts/bench.sh" --demos-only >"$out/$route-route.txt"
    sed "s/^/${route}_/" "$out/$route-route.txt"
done
worst="$(sed -n 's/^demo_p99_ms_max_1280x800=//p' "$out/versioned-route.txt")"
[ -n "$worst" ] || fail "no demo_p99_ms_max_1280x800 from the version route"
echo "versioned_demo_p99_goal_1280x800=$(awk -v w="$worst" 'BEGIN { print (w <= 8 ? "met" : "missed") }')"
