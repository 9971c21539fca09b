#!/usr/bin/env bash
# Times the dashboard against parsing alone (SwiftParser on the same files, read the same way) with a release
# build, on one core and on all of them. The tree: every Swift file of the Swift packages on this machine —
# the newest tag of each repository in the local mirror SwiftPM resolves dependencies from.
# Usage: Scripts/benchmark-dashboard.sh [tree]   (default: Scripts/package-tree.sh's)
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

tree="${1:-}"
if [ -z "$tree" ]; then
    tree="$work/tree"
    Scripts/package-tree.sh "$tree"
fi

swift build -c release --product mvc2viper > /dev/null
binary=.build/release/mvc2viper
files=$(find "$tree" -name '*.swift' -type f | wc -l)
lines=$(find "$tree" -name '*.swift' -type f -print0 | xargs -0 cat | wc -l)
echo "tree: $files Swift files, $lines lines"

measure() { # label, command…
    local label="$1"
    shift
    /usr/bin/time -f "%e %M" -o "$work/time.txt" "$@" > "$work/out.txt"
    read -r seconds kilobytes < "$work/time.txt"
    printf '%-28s %8s s %6d MB\n' "$label" "$seconds" "$((kilobytes / 1024))"
    echo "$seconds" > "$work/$label.s"
}

# The file cache is warmed first, so that neither run pays for the disk.
"$binary" dashboard "$tree" --parse-only --jobs 1 > /dev/null
measure parse-only-1-core "$binary" dashboard "$tree" --parse-only --jobs 1
measure dashboard-1-core "$binary" dashboard "$tree" --jobs 1 --format json
measure parse-only-all-cores "$binary" dashboard "$tree" --parse-only
measure dashboard-all-cores "$binary" dashboard "$tree"
echo "ratio on one core: $(python3 -c "print(round($(cat "$work/dashboard-1-core.s") / $(cat "$work/parse-only-1-core.s"), 2))")×"
grep -m1 "^Screens" "$work/out.txt" || true
