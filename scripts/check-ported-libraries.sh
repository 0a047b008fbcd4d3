#!/usr/bin/env bash
# Real UIKit presentation libraries, ported: Tests/Fixtures/PanModal (slackhq/PanModal),
# Tests/Fixtures/DeckTransition (HarshilShah/DeckTransition) and
# Tests/Fixtures/PullUpController (MarioIannotta/PullUpController),
# Tests/Fixtures/SPStorkController (ivanvorobei/SPStorkController), Tests/Fixtures/Presentr
# (IcaliaLabs/Presentr), Tests/Fixtures/FittedSheets (gordontucker/FittedSheets), Tests/Fixtures/Pulley
# (52inc/Pulley), Tests/Fixtures/BubbleTransition (andreamazz/BubbleTransition),
# Tests/Fixtures/Jelly (SebastianBoldt/Jelly) and Tests/Fixtures/PopupDialog
# (Orderella/PopupDialog), all MIT, and Tests/Fixtures/OverlayContainer
# (applidium/OverlayContainer, BSD), with
# `import UIKit` unchanged and every other edit marked `// PORT:`. Each is built against this
# repository by path in the Swift 5 language mode, and its tests present, drag and dismiss it
# headless.
#
# All share the Swift 5 fixture's build folder (.build/fixtures/swift5-library): the
# repository's modules are compiled once for all four packages.
# Usage: scripts/check-ported-libraries.sh
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$repo/.build/fixtures/swift5-library"
log="$(mktemp "${TMPDIR:-/tmp}/ported-libraries-XXXXXX")"
trap 'rm -f "$log"' EXIT
for name in PanModal DeckTransition PullUpController SPStorkController Presentr FittedSheets Pulley OverlayContainer BubbleTransition Jelly PopupDialog; do
    fixture="$repo/Tests/Fixtures/$name"
    if ! swift build --build-tests --package-path "$fixture" --scratch-path "$scratch" >"$log" 2>&1; then
        grep -E "error:" "$log" | sort -u | head -20 >&2 || cat "$log" >&2
        echo "check-ported-libraries: $name no longer compiles (errors above)" >&2
        exit 1
    fi
    # Not --skip-build: once in a make test here, SwiftPM reported this build complete in the
    # shared folder without linking the test bundle, and the test step then found none.
    if ! swift test --package-path "$fixture" --scratch-path "$scratch" >"$log" 2>&1; then
        grep -E "error:|failed" "$log" >&2 || cat "$log" >&2
        echo "check-ported-libraries: $name's headless tests fail (above)" >&2
        exit 1
    fi
    echo "check-ported-libraries: $name compiles and presents, drags and dismisses headless ($(grep -Eo 'Executed [0-9]+ tests?, with [^(]*failures' "$log" | tail -1))"
done
