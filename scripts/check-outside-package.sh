#!/usr/bin/env bash
# The issue's "Done when": a package outside the repository, depending on it by path, compiles
# a custom animator, View and GestureRecognizer subclasses, a container controller and the
# five UIKit snippets (through UIKitCompatibility), and records frames with the public
# recorder. It copies Tests/LibraryTests and Tests/UIKitCompatibilityTests (which use the
# library products only) into a fresh package in a temporary folder and runs their tests there.
#
# Usage: scripts/check-outside-package.sh [FOLDER]   (default: a new folder under /tmp)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
dir="${1:-$(mktemp -d /tmp/playground-outside-XXXXXX)}"
mkdir -p "$dir/Tests"
rm -rf "$dir/Tests/OutsideLibraryTests" "$dir/Tests/OutsideUIKitTests"
cp -R "$repo/Tests/LibraryTests" "$dir/Tests/OutsideLibraryTests"
cp -R "$repo/Tests/UIKitCompatibilityTests" "$dir/Tests/OutsideUIKitTests"
cat > "$dir/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "OutsideUser",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "TransitionPlayground", path: "$repo")],
    targets: [
        .testTarget(name: "OutsideLibraryTests",
                    dependencies: [.product(name: "PlaygroundKit", package: "TransitionPlayground"),
                                   .product(name: "PlaygroundTesting", package: "TransitionPlayground")],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "OutsideUIKitTests",
                    dependencies: [.product(name: "UIKitCompatibility", package: "TransitionPlayground"),
                                   .product(name: "PlaygroundKit", package: "TransitionPlayground"),
                                   .product(name: "PlaygroundTesting", package: "TransitionPlayground")]),
    ]
)
MANIFEST
cd "$dir"
echo "outside package: $dir" >&2
swift build --build-tests
swift test --disable-swift-testing --skip-build
