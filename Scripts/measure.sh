# Sourced by the benchmarks, from the package's folder: a scratch folder ($work, removed on exit), the binary measured
# ($binary: MVC2VIPER_BINARY, a release build made already, else one built now), one run's wall time and peak memory,
# and the faster of two runs after a first that warms the file and the binary's pages.
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
