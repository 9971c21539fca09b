#!/usr/bin/env bash
# Migration against parsing on real screens, in instructions executed rather than seconds: the N largest controllers of
# the development corpus, each migrated alone (--dry-run --no-project --jobs 1, the report included) against a
# parse-only pass of its file, both counted by valgrind's cachegrind. A count does not move with the machine's load,
# where wall times on a shared machine vary by ±20%: it tells whether a change made the work smaller. With BASELINE set
# to another release binary, that binary's count beside it. (valgrind reads no DWARF 5: the binaries are stripped copies.)
# Usage: [MVC2VIPER_BINARY=…] [BASELINE=…] Scripts/benchmark-instructions.sh [N]   (default 10)
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v valgrind > /dev/null; then
    echo "benchmark-instructions: valgrind is not installed (apt-get install valgrind)" >&2
    exit 1
fi
if [ ! -d .corpus ]; then
    echo "benchmark-instructions: no .corpus/ (fetch the snapshots and run Scripts/corpus-build.sh; see Corpus/README.md)" >&2
    exit 1
fi
# $work, $binary, largest_screens.
source Scripts/measure.sh
strip -o "$work/now" "$binary"
baseline=""
if [ -n "${BASELINE:-}" ]; then
    strip -o "$work/baseline" "$BASELINE"
    baseline="$work/baseline"
fi

count() { # command… → instructions executed
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$@" 2>&1 > /dev/null \
        | awk '/I *refs/ { gsub(",", "", $4); print $4 }'
}

largest_screens "${1:-10}" > "$work/screens.tsv"
printf '%-34s %6s %10s %12s %7s %12s\n' controller lines "parse" "migration" ratio "baseline"
: > "$work/rows.txt"
while IFS=$'\t' read -r path name lines; do
    parse=$(count "$work/now" dashboard "$path" --parse-only --jobs 1 --no-cache)
    migration=$(count "$work/now" "$path" --class "$name" --out "$work/Modules" --dry-run --no-project --jobs 1)
    before=""
    if [ -n "$baseline" ]; then
        before=$(count "$baseline" "$path" --class "$name" --out "$work/Modules" --dry-run --no-project --jobs 1)
    fi
    echo "$name $lines $parse $migration $before" >> "$work/rows.txt"
    python3 -c "
import sys
name, lines, parse, migration = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
before = f'{int(sys.argv[5]) / 1e9:.2f} G ({int(sys.argv[5]) / parse:.1f}x)' if len(sys.argv) > 5 else ''
print(f'{name[:34]:34s} {lines:6d} {parse / 1e6:8.0f} M {migration / 1e9:10.2f} G {migration / parse:6.1f}x {before:>12s}')" \
        "$name" "$lines" "$parse" "$migration" $before
done < "$work/screens.tsv"
python3 - "$work/rows.txt" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
now = [int(r[3]) / int(r[2]) for r in rows]
line = f"median {statistics.median(now):.1f}x the parse-only pass's instructions"
if all(len(r) > 4 for r in rows):
    line += f" (baseline {statistics.median(int(r[4]) / int(r[2]) for r in rows):.1f}x; "
    line += f"median change {statistics.median(int(r[3]) / int(r[4]) - 1 for r in rows) * 100:+.1f}%)"
print(line)
PY
