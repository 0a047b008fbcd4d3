#!/usr/bin/env bash
# with-failure-summary.sh COMMAND...: runs a test command as it is, and when it fails, repeats
# the failed assertions and test cases at the end. A CI log is often read from its tail only,
# and XCTest's tail names the suite's count of failures, not which tests failed.
set -uo pipefail
log=$(mktemp "${TMPDIR:-/tmp}/test-log.XXXXXX")
trap 'rm -f "$log"' EXIT
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
	echo "---- what failed (from the log above) ----"
	grep -E ": error: |' failed \(|Fatal error|Crash|signal [0-9]+" "$log" | tail -n 40
fi
exit "$status"
