#!/usr/bin/env bash
# Times the dashboard against parsing alone (SwiftParser on the same files, read the same way) with a release
# build, on one core and on all of them. The tree: every Swift file of the Swift packages on this machine —
# the newest tag of each repository in the local mirror SwiftPM resolves dependencies from. Then the content-keyed
# cache: a first run that writes it, and a rerun after one file changed.
# Usage: [MVC2VIPER_BINARY=…] Scripts/benchmark-dashboard.sh [tree]   (default: Scripts/package-tree.sh's)
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

tree="${1:-}"
if [ -z "$tree" ]; then
    tree="$work/tree"
    Scripts/package-tree.sh "$tree"
else
    # A copy: the cache's rerun changes a file of it.
    cp -R "$tree" "$work/tree"
    tree="$work/tree"
fi

# MVC2VIPER_BINARY: a release binary built already (else this builds one).
binary="${MVC2VIPER_BINARY:-}"
if [ -z "$binary" ]; then
    swift build -c release --product mvc2viper > /dev/null
    binary=.build/release/mvc2viper
fi
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
measure dashboard-1-core "$binary" dashboard "$tree" --jobs 1 --format json --no-cache
measure parse-only-all-cores "$binary" dashboard "$tree" --parse-only
measure dashboard-all-cores "$binary" dashboard "$tree" --no-cache
grep -m1 "^Screens" "$work/out.txt" || true
ratio() { python3 -c "print(round($(cat "$work/$1.s") / $(cat "$work/$2.s"), 2))"; }
echo "dashboard / parse only: $(ratio dashboard-1-core parse-only-1-core)× on one core, $(ratio dashboard-all-cores parse-only-all-cores)× on all"
# The content-keyed cache: a first run writes it, a rerun after one changed file reads every other file from it.
measure cache-first-run "$binary" dashboard "$tree" --cache "$work/cache.json"
changed=$(find "$tree" -name '*.swift' -type f | sort | sed -n 1p)
printf '\n// changed\n' >> "$changed"
measure cache-rerun-one-changed "$binary" dashboard "$tree" --cache "$work/cache.json"
echo "rerun after one changed file / first run: $(ratio cache-rerun-one-changed cache-first-run)× (cache $(($(wc -c < "$work/cache.json") / 1024)) KB)"
