#!/usr/bin/env bash
# The project index, measured as the issue asks (release build, one run, same machine): indexing a whole tree
# against the dashboard's scan and a parse-only pass of the same files, and migrating one screen of that tree
# with the project read around it, with its peak memory. Ratios are to the parse-only pass of the same run.
# Usage: Scripts/benchmark-project.sh [tree [controller.swift]]
#   default tree: the development corpus (.corpus, every app as one big project; Scripts/corpus-build.sh makes it),
#   default controller: the tree's largest file declaring a UIViewController subclass.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

tree="${1:-.corpus}"
[ -d "$tree" ] || { echo "no tree at $tree (run Scripts/corpus-build.sh, or pass a folder)" >&2; exit 1; }
controller="${2:-}"
if [ -z "$controller" ]; then
    controller=$(python3 - "$tree" <<'PY'
import os, re, sys
best = (0, "")
for folder, _, names in os.walk(sys.argv[1]):
    for name in names:
        if name.endswith(".swift"):
            path = os.path.join(folder, name)
            text = open(path, encoding="utf-8", errors="replace").read()
            if re.search(r"class \w+: *UIViewController", text):
                best = max(best, (text.count("\n"), path))
print(best[1])
PY
)
fi

swift build -c release --product mvc2viper > /dev/null
binary=.build/release/mvc2viper
files=$(find "$tree" -name '*.swift' -type f | wc -l)
lines=$(find "$tree" -name '*.swift' -type f -print0 | xargs -0 cat | wc -l)
echo "tree: $tree — $files Swift files, $lines lines; screen: $controller ($(wc -l < "$controller") lines)"

measure() { # label, command…
    local label="$1"
    shift
    /usr/bin/time -f "%e %M" -o "$work/time.txt" "$@" > "$work/out.txt" 2> /dev/null || true
    read -r seconds kilobytes < "$work/time.txt"
    echo "$seconds" > "$work/$label.s"
    printf '%-34s %7s s %6d MB\n' "$label" "$seconds" "$((kilobytes / 1024))"
}
ratio() { python3 -c "print(round($(cat "$work/$1.s") / max($(cat "$work/$2.s"), 0.001), 2))"; }

"$binary" dashboard "$tree" --parse-only > /dev/null # warms the file cache
for jobs in 1 2; do
    measure "parse-only-$jobs-jobs" "$binary" dashboard "$tree" --parse-only --jobs "$jobs"
    measure "index-$jobs-jobs" "$binary" dashboard "$tree" --index-only --jobs "$jobs"
    measure "dashboard-$jobs-jobs" "$binary" dashboard "$tree" --jobs "$jobs" --format json
    echo "  index / parse: $(ratio "index-$jobs-jobs" "parse-only-$jobs-jobs")×, index / dashboard: $(ratio "index-$jobs-jobs" "dashboard-$jobs-jobs")×"
done
measure "migrate-file-alone" "$binary" "$controller" --out "$work/out-alone" --dry-run --no-project
measure "migrate-with-project" "$binary" "$controller" --out "$work/out-project" --dry-run --project "$tree"
echo "  migration with the project / parse-only (all jobs): $(ratio migrate-with-project parse-only-2-jobs)×"
