#!/usr/bin/env bash
# Migration against parsing on real screens: the N largest controllers of the development corpus (Corpus/manifest.json,
# the code in .corpus/ from Scripts/corpus-build.sh), each migrated alone (--dry-run --no-project, the report included)
# against a parse-only pass of its file in the same run: wall time and peak memory, the faster of two runs each, on one
# job and on two.
# Usage: [MVC2VIPER_BINARY=…] Scripts/benchmark-corpus.sh [N]   (default 10)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d .corpus ]; then
    echo "benchmark-corpus: no .corpus/ (fetch the snapshots and run Scripts/corpus-build.sh; see Corpus/README.md)" >&2
    exit 1
fi
# $work, $binary, measure, best and largest_screens.
source Scripts/measure.sh

largest_screens "${1:-10}" > "$work/screens.tsv"
printf '%-34s %6s %8s %10s %7s %10s %7s %14s\n' controller lines "parse s" "1 job s" ratio "2 jobs s" ratio "MB (×parse)"
ratios=()
twoJobRatios=()
while IFS=$'\t' read -r path name lines; do
    read -r parse parseKB <<< "$(best "$binary" dashboard "$path" --parse-only --jobs 1 --no-cache)"
    read -r migrate migrateKB <<< "$(best "$binary" "$path" --class "$name" --out "$work/Modules" --dry-run --no-project --jobs 1)"
    # With a second thread the questionnaire's plan of the written view runs beside the checks and the report.
    read -r twoJobs _ <<< "$(best "$binary" "$path" --class "$name" --out "$work/Modules" --dry-run --no-project --jobs 2)"
    ratio=$(python3 -c "print(round($migrate / $parse, 1))")
    twoJobRatio=$(python3 -c "print(round($twoJobs / $parse, 1))")
    ratios+=("$ratio")
    twoJobRatios+=("$twoJobRatio")
    python3 -c "print(f'{\"$name\"[:34]:34s} {$lines:6d} {$parse:8.3f} {$migrate:10.3f} {$ratio:6.1f}x {$twoJobs:10.3f} {$twoJobRatio:6.1f}x {$migrateKB // 1024:6d} ({$migrateKB / $parseKB:.1f}x)')"
done < "$work/screens.tsv"
python3 -c "
import statistics, sys
one, two = [[float(x) for x in part.split()] for part in sys.argv[1:3]]
print(f'median {statistics.median(one):.1f}x on one job, {statistics.median(two):.1f}x on two; largest {max(one):.1f}x and {max(two):.1f}x (each time a whole process, its start included; the parse on one job)')" "${ratios[*]}" "${twoJobRatios[*]}"
