#!/usr/bin/env bash
# Counts the compile errors of a UIKit library's upstream sources built against this
# repository, the way the README's UIKit tables count them: its Swift files copied into a
# scratch package in the Swift 5 language mode, `import UIKit` unchanged (the `UIKit`
# product), `#if os(iOS)` guards opened, nothing else edited. Prints each unique
# `file:line:column: error:` line with a tag, `objc` for the syntax Linux forces out
# (Objective-C interop) and `other` for what this project could still answer, then the
# totals. Nothing is written into the repository but the shared build folder.
#
# Usage: scripts/count-library-errors.sh SOURCE_DIR [--exclude REGEX] [--name NAME]
#                                        [--dependency NAME=DIR]...
#   SOURCE_DIR  a checkout's folder of sources (e.g. a work tree of a fetched mirror)
#   --exclude   leave out files whose path (relative to SOURCE_DIR) matches this ERE
#               (tests, examples and demo apps are always left out)
#   --name      the scratch package's target name (default: the folder's name)
#   --dependency another library's sources (SnapKit's, say) built as a target of its own,
#               module NAME, that the counted target depends on, so its `import NAME`
#               compiles; its errors are counted too, under NAME/ (the counted target
#               is compiled only once every dependency compiles)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
usage() {
    echo "usage: scripts/count-library-errors.sh SOURCE_DIR [--exclude REGEX] [--name NAME]" \
        "[--dependency NAME=DIR]..." >&2
    exit 2
}
[[ $# -ge 1 ]] || usage
source_dir="$(cd "$1" && pwd)" || usage
shift
exclude='^$'
dependencies=()
name="$(basename "$source_dir" | tr -c 'A-Za-z0-9_\n' '_')"
while [[ $# -gt 0 ]]; do
    case "$1" in
    --exclude) exclude="$2"; shift 2 ;;
    --name) name="$2"; shift 2 ;;
    --dependency) [[ "$2" == *=* ]] || usage; dependencies+=("$2"); shift 2 ;;
    *) usage ;;
    esac
done
package="$(mktemp -d "${TMPDIR:-/tmp}/count-$name-XXXXXX")"
trap 'rm -rf "$package"' EXIT
# Copies one library's Swift files into one flat target folder; prints how many.
copy_sources() {
    local from="$1" to="$2" copied=0 file relative
    mkdir -p "$to"
    while IFS= read -r -d '' file; do
        relative="${file#"$from"/}"
        if [[ "$relative" =~ (^|/)(Tests?|.*Tests|Example|Examples|Demo|Demos|.*Demo|.*Example|Sample|Samples|Pods|Carthage|Playground[^/]*|.*\.playground)/ ]] ||
            [[ "$relative" =~ $exclude ]] || [[ "$(basename "$relative")" == Package*.swift ]]; then
            continue
        fi
        # One flat folder, so two files of one name in two folders are both kept.
        sed -E '/^[[:space:]]*#(if|elseif)/ s/os\(iOS\)/(os(iOS) || os(Linux))/g' "$file" \
            >"$to/$(echo "$relative" | tr '/' '_')"
        copied=$((copied + 1))
    done < <(find "$from" -name '*.swift' -type f -print0 | sort -z)
    echo "$copied"
}
count="$(copy_sources "$source_dir" "$package/Sources/$name")"
uikit='.product(name: "UIKit", package: "TransitionPlayground")'
targets="" own_dependencies="$uikit"
for dependency in "${dependencies[@]}"; do
    dependency_name="${dependency%%=*}"
    dependency_dir="$(cd "${dependency#*=}" && pwd)" || usage
    copied="$(copy_sources "$dependency_dir" "$package/Sources/$dependency_name")"
    [[ $copied -gt 0 ]] || { echo "count-library-errors: no Swift files under $dependency_dir" >&2; exit 1; }
    count=$((count + copied))
    targets+="        .target(name: \"$dependency_name\", dependencies: [$uikit]),
"
    own_dependencies+=", \"$dependency_name\""
done
[[ $count -gt 0 ]] || { echo "count-library-errors: no Swift files under $source_dir" >&2; exit 1; }
cat >"$package/Package.swift" <<EOF
// swift-tools-version:5.9
import PackageDescription
let package = Package(
    name: "$name",
    dependencies: [.package(name: "TransitionPlayground", path: "$repo")],
    targets: [
$targets        .target(name: "$name", dependencies: [$own_dependencies]),
    ]
)
EOF
log="$package/build.log"
swift build --package-path "$package" --scratch-path "$repo/.build/fixtures/count" >"$log" 2>&1 || true
# Messages that only Objective-C interop answers: Linux's compiler has none.
objc="Objective-C|@objc|#selector|'Selector'|objc|@IBOutlet|@IBAction|@IBInspectable|@IBDesignable|@NSManaged|'dynamic'|optional (requirement|member)|cannot be overridden from extension|declarations in extensions|overriding .* in extensions|override .* extension|responds\(to|perform\(|class_getInstanceMethod|method_exchangeImplementations|'IMP'|forwardingTarget|failed to produce diagnostic"
errors="$(grep -E '^/.*:[0-9]+:[0-9]+: error:' "$log" | sed -e "s|$package/Sources/$name/||" -e "s|$package/Sources/||" | sort -u || true)"
total=0 objc_count=0
while IFS= read -r line; do
    [[ -n "$line" ]] || continue
    total=$((total + 1))
    if [[ "$line" =~ $objc ]]; then
        objc_count=$((objc_count + 1))
        echo "objc   $line"
    else
        echo "other  $line"
    fi
done <<<"$errors"
# An error with no file (a stale module cache in the build folder, say) is the build's own:
# with no file errors it would read as a library that compiles.
if [[ $total -eq 0 ]] && { ! grep -q 'Compiling\|Build complete' "$log" || grep -q '^<unknown>:0: error:' "$log"; }; then
    tail -20 "$log" >&2
    echo "count-library-errors: the scratch package did not build (above)" >&2
    exit 1
fi
echo "count-library-errors: $name: $count files, $total errors ($objc_count Objective-C-only by message, $((total - objc_count)) other; read the other ones)"
