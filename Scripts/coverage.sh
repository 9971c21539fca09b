#!/usr/bin/env bash
# The coverage report: a dry-run migration of every controller of the development corpus (Corpus/manifest.json, the
# code in .corpus/ from Scripts/corpus-build.sh), measured: members moved, declined by reason, the questionnaire, the
# nothing-lost account, refusals. Run it before and after a change to the tool, and commit the new summary with it.
# Writes the table to .corpus/coverage.txt, every controller to .corpus/coverage.json and the totals to
# Corpus/coverage-summary.json (the committed baseline, compared with first). A variant run (--no-project,
# --architecture, --limit, --app) writes its totals to .corpus/coverage-summary.json instead, so that it never replaces
# the baseline; --skip and --jobs do not make a variant (the skips are recorded in the totals).
# A crash names the controllers being migrated when it happened (exactly one with --jobs 1); --skip PATH leaves one out.
# A release build: a debug one takes ten times as long. MVC2VIPER_BINARY: one built already (the test suite's,
# `swift test -c release`, whose flags differ: building the product alone would build swift-syntax again).
# Usage: [MVC2VIPER_BINARY=…] Scripts/coverage.sh [coverage options…]   (e.g. --no-project, --architecture all, --limit 100, --app Slide,
#        --skip breadwallet/src/ViewControllers/StakeViewController.swift)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d .corpus ]; then
    echo "coverage: no .corpus/ (fetch the snapshots and run Scripts/corpus-build.sh; see Corpus/README.md)" >&2
    exit 1
fi
binary="${MVC2VIPER_BINARY:-}"
if [ -z "$binary" ]; then
    swift build -c release --scratch-path .build-release --product mvc2viper > /dev/null
    binary=.build-release/release/mvc2viper
fi

committed=Corpus/coverage-summary.json
summary="$committed"
for argument in "$@"; do
    case "$argument" in
        --no-project|--architecture*|--limit*|--app*) summary=.corpus/coverage-summary.json ;;
    esac
done
baseline=()
[ -f "$committed" ] && baseline=(--baseline "$committed")

status=0
"$binary" coverage --manifest Corpus/manifest.json --corpus .corpus --json .corpus/coverage.json \
    --write-baseline "$summary" ${baseline[@]+"${baseline[@]}"} "$@" > .corpus/coverage.txt 2> .corpus/coverage.log || status=$?
if [ "$status" -ne 0 ]; then
    echo "coverage: the run died (exit $status), migrating one of the last controllers it started (with --jobs 1, the last):" >&2
    grep '^coverage: ' .corpus/coverage.log | tail -n 4 >&2 || true
    # The backtrace follows in the log; its first lines say what trapped.
    grep -m 2 -E 'Fatal error|Program crashed|^error:' .corpus/coverage.log >&2 || true
    echo "coverage: the whole log is .corpus/coverage.log" >&2
    exit 1
fi
# The totals and the change against the baseline; the per-controller table stays in the file.
sed -n '/^totals/,$p' .corpus/coverage.txt
echo "coverage: table in .corpus/coverage.txt, every controller in .corpus/coverage.json, totals in $summary"
