#!/usr/bin/env bash
# UIKit code in the Swift 5 language mode against this repository, as such code compiles
# against UIKit: Tests/Fixtures/Swift5Library (tools 5.9, plain classes that are not
# `@MainActor`, views read and written from nonisolated methods, one file with `import UIKit`)
# is built by path. Then one of those nonisolated calls is compiled in the Swift 6 language
# mode against the same build and must still be diagnosed there.
#
# Usage: scripts/check-swift5-fixture.sh
# The fixture's build lives in .build/fixtures/swift5-library (kept, so a second run is quick).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
fixture="$repo/Tests/Fixtures/Swift5Library"
scratch="$repo/.build/fixtures/swift5-library"
fail() {
    echo "check-swift5-fixture: $*" >&2
    exit 1
}

log="$(mktemp "${TMPDIR:-/tmp}/swift5-fixture-XXXXXX")"
trap 'rm -f "$log"' EXIT
if ! swift build --package-path "$fixture" --scratch-path "$scratch" >"$log" 2>&1; then
    grep -E "error:" "$log" | sort -u | head -20 >&2 || cat "$log" >&2
    fail "the Swift 5 mode fixture does not compile (errors above)"
fi
# Not one isolation diagnostic, not even a warning: as against UIKit in the Swift 5 mode.
if grep -E "warning: .*(main actor|MainActor|nonisolated|Sendable)" "$log" | grep -v "/.build/" >&2; then
    fail "the Swift 5 mode fixture compiles with isolation warnings (above); UIKit gives none"
fi

# The Swift 6 mode keeps the check: the same nonisolated read of a view is diagnosed.
modules="$(swift build --package-path "$fixture" --scratch-path "$scratch" --show-bin-path)/Modules"
[ -d "$modules" ] || fail "no module folder at $modules"
out="$(swiftc -typecheck -swift-version 6 -I "$modules" "$fixture/Swift6Check/NonisolatedCalls.swift" 2>&1 || true)"
if ! grep -q "main actor-isolated property 'bounds' can not be referenced from a nonisolated context" <<<"$out"; then
    echo "$out" >&2
    fail "the Swift 6 mode no longer diagnoses a nonisolated read of a view"
fi
echo "check-swift5-fixture: the Swift 5 mode library compiles with no isolation diagnostics; Swift 6 mode still diagnoses"
