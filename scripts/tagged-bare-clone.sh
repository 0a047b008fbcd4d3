#!/usr/bin/env bash
# The library as a remote would serve it: a bare git repository at BARE holding the working
# tree (HEAD plus any uncommitted changes, ignored files left out, as one commit on top of
# HEAD, so what is checked is what is on disk) tagged with the version that
# `PlaygroundVersion.current` names. Prints that version.
#
# Usage: scripts/tagged-bare-clone.sh BARE
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
bare="${1:?usage: scripts/tagged-bare-clone.sh BARE}"
version="$(sed -n 's/.*static let current = "\([0-9.]*\)".*/\1/p' "$repo/Sources/PlaygroundKit/Library/PlaygroundVersion.swift")"
if [ -z "$version" ]; then
    echo "tagged-bare-clone: no version in Sources/PlaygroundKit/Library/PlaygroundVersion.swift" >&2
    exit 1
fi
rm -rf "$bare"
git clone --quiet --bare "$repo" "$bare"
# The index is the bare repository's own: the checkout's index and staged changes stay as they are.
git="git --git-dir=$bare --work-tree=$repo -c user.name=check -c user.email=check@localhost"
$git read-tree HEAD
$git add --all
$git commit --quiet --allow-empty -m "working tree of $repo"
$git tag --force "$version" >/dev/null
echo "$version"
