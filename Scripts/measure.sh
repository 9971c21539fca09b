# Sourced by the benchmarks, from the package's folder: a scratch folder ($work, removed on exit), the binary measured
# ($binary: MVC2VIPER_BINARY, a release build made already, else one built now), one run's wall time and peak memory,
# the faster of two runs after a first that warms the file and the binary's pages, and the corpus's largest screens.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
binary="${MVC2VIPER_BINARY:-}"
if [ -z "$binary" ]; then
    swift build -c release --product mvc2viper > /dev/null
    binary=.build/release/mvc2viper
fi
measure() { # command… → "seconds kilobytes" of one run (the clock read to the microsecond: time's own is to 10 ms)
    local start=$EPOCHREALTIME
    /usr/bin/time -f "%M" -o "$work/time.txt" "$@" > /dev/null 2> "$work/err.txt" || {
        cat "$work/err.txt" >&2
        exit 1
    }
    local end=$EPOCHREALTIME
    python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.3f} {sys.argv[3]}')" "$start" "$end" "$(cat "$work/time.txt")"
}
best() { # command… → the faster of two runs
    measure "$@" > /dev/null
    local a b
    a=$(measure "$@")
    b=$(measure "$@")
    python3 -c "import sys; a, b = sys.argv[1].split(), sys.argv[2].split(); print(' '.join(min(a, b, key=lambda r: float(r[0]))))" "$a" "$b"
}
largest_screens() { # N → path, class and lines of the corpus's N largest controllers, one per line (a file declaring several
    # is taken once per class)
    python3 - "$1" <<'PY'
import json, os, sys
manifest = json.load(open("Corpus/manifest.json"))
rows = [
    (controller["lines"], os.path.join(".corpus", app["repository"].replace("/", "+"), controller["path"]), controller["class"])
    for app in manifest["apps"] for controller in app["controllers"]
]
for lines, path, name in sorted(rows, reverse=True)[: int(sys.argv[1])]:
    if os.path.exists(path):
        print(f"{path}\t{name}\t{lines}")
PY
}
